import KadoApp

/// The words of the server's own refusals (``Refusal``): what is wrong with a request's bytes, and
/// why the server has no room for it.
extension Phrase {
    /// What is wrong with a request the server refuses with 400.
    enum HTTPProblem {
        case emptyRequest, requestLine, targetBytes, targetAuthority, targetNotPath, headerLine, headerControls
        case hostMissing, hostTwice, lengthAndEncoding, lengthNotNumber, chunkLineTooLong, chunkSize, chunkEnd
        /// Plain HTTP on the port of an HTTPS server, for a host it does not answer for.
        case httpsOnly
    }

    /// Why the server has no room for a connection or a body.
    enum HTTPBusy {
        /// The address has as many connections open as it may.
        case perAddress(address: String, limit: Int)
        /// The server has as many connections open as it may.
        case connections(Int)
        /// The bodies being received take the memory they may, in bytes.
        case bodies(Int)
    }

    /// `problem`, after "Bad request:".
    static func httpWhy(_ problem: HTTPProblem) -> Phrase {
        switch problem {
        case .emptyRequest: Phrase("web.http.why.emptyRequest")
        case .requestLine: Phrase("web.http.why.requestLine")
        case .targetBytes: Phrase("web.http.why.targetBytes")
        case .targetAuthority: Phrase("web.http.why.targetAuthority")
        case .targetNotPath: Phrase("web.http.why.targetNotPath")
        case .headerLine: Phrase("web.http.why.headerLine")
        case .headerControls: Phrase("web.http.why.headerControls")
        case .hostMissing: Phrase("web.http.why.hostMissing")
        case .hostTwice: Phrase("web.http.why.hostTwice")
        case .lengthAndEncoding: Phrase("web.http.why.lengthAndEncoding")
        case .lengthNotNumber: Phrase("web.http.why.lengthNotNumber")
        case .chunkLineTooLong: Phrase("web.http.why.chunkLineTooLong")
        case .chunkSize: Phrase("web.http.why.chunkSize")
        case .chunkEnd: Phrase("web.http.why.chunkEnd")
        case .httpsOnly: Phrase("web.http.why.httpsOnly")
        }
    }

    /// `busy`, after "The server is busy:".
    static func httpBusy(_ busy: HTTPBusy) -> Phrase {
        switch busy {
        case .perAddress(let address, let limit):
            Phrase("web.http.busy.perAddress", count: limit, ["address": address])
        case .connections(let count): Phrase("web.http.busy.connections", count: count)
        case .bodies(let bytes): Phrase("web.http.busy.bodies", count: bytes)
        }
    }
}

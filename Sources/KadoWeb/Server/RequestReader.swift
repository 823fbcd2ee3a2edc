import KadoApp

/// Reads requests off one connection's bytes as they arrive: a strict HTTP/1.1 parser with the
/// server's byte limits, `Content-Length` and chunked bodies, and requests sent back to back.
/// It never touches a socket: the event loop feeds it bytes and asks what they make.
struct RequestReader {
    /// What the bytes so far make.
    enum Outcome {
        /// Nothing whole yet.
        case needMore
        /// The headers are read and announce a body of at most `bytes` (its `Content-Length`, or
        /// the route's limit when chunked): the event loop may refuse it before a byte of it is
        /// kept (``HTTPLimits/bodyBudgetBytes``). `expectsContinue`: the client waits for
        /// `100 Continue` before sending it. Asking again reads the body.
        case bodyStarts(bytes: Int, expectsContinue: Bool)
        /// A whole request; `keepAlive`: the connection may carry another one.
        case request(HTTPRequest, keepAlive: Bool)
        /// The request is refused: answer it and close the connection.
        case refused(Refusal)
    }

    /// Where the reader is in the request it is reading.
    enum Phase: Equatable {
        /// No byte of a request yet.
        case idle
        /// Reading the request line and headers.
        case head
        /// Reading a body of `expected` bytes (`nil`: chunked, size unknown).
        case body(expected: Int?)
    }

    private enum Framing {
        case none
        case length(Int)
        case chunked

        var hasBody: Bool {
            if case .none = self { return false }
            return true
        }
    }

    private struct Head {
        var method: String
        var target: String
        var headers: HTTPHeaders
        var keepAlive: Bool
        var limit: Int
        var path: String
        /// Whether the screen passed the headers before the body was read.
        var screened = false
    }

    private enum ChunkState {
        case size
        case data(remaining: Int)
        case dataEnd
        case trailer
    }

    let limits: HTTPLimits
    /// Asked, for a request that announces a body, before a byte of it is read: the refusal its
    /// headers already decide (its `body` is empty), or `nil` to read the body. Its refusal
    /// comes before the body's size is weighed: an unknown route is 404 whatever it announces.
    let screen: (@Sendable (HTTPRequest) -> HTTPResponse?)?
    private(set) var phase: Phase = .idle

    /// The language of a refusal of the request being read: what its `Accept-Language` asks for
    /// once its headers are read, English before (``Refusal``).
    var language: Language { head.map { APILanguage.of(headers: $0.headers) } ?? .english }
    private var buffer: [UInt8] = []
    private var start = 0
    private var searchedUpTo = 0
    private var head: Head?
    private var framing: Framing = .none
    private var body: [UInt8] = []
    private var chunk: ChunkState = .size

    /// Whether a request the screen passed is marked so (``HTTPRequest/headersScreened``): only
    /// when the screen is the app's own (``WebApp/screen(_:)``), which then does not check the
    /// same headers again.
    let marksScreened: Bool

    /// The address of the connection's peer, put on every request read (``HTTPRequest/peer``).
    let peer: IPAddress

    init(
        limits: HTTPLimits, screen: (@Sendable (HTTPRequest) -> HTTPResponse?)? = nil, marksScreened: Bool = false,
        peer: IPAddress = .loopbackIPv4
    ) {
        self.limits = limits
        self.peer = peer
        self.screen = screen
        self.marksScreened = marksScreened
    }

    /// Bytes received and not yet made into a request.
    var bufferedCount: Int { buffer.count - start + body.count }

    /// Body bytes received so far of the request being read.
    var bodyCount: Int { body.count }

    /// Adds bytes read from the connection.
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        if start > 0, start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
            searchedUpTo = 0
        } else if start > 64 * 1024, start * 2 > buffer.count {
            buffer.removeFirst(start)
            searchedUpTo -= start
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// Makes what it can of the bytes so far.
    mutating func next() -> Outcome {
        if head == nil {
            // Empty lines before a request line are ignored (RFC 9112, 2.2).
            while buffer.count - start >= 2, buffer[start] == 13, buffer[start + 1] == 10 {
                start += 2
                searchedUpTo = max(searchedUpTo, start)
            }
            if buffer.count - start == 1, buffer[start] == 13 { return .needMore }
            guard buffer.count > start else {
                phase = .idle
                return .needMore
            }
            phase = .head
            guard let end = headEnd() else {
                return buffer.count - start > limits.headerBytes
                    ? .refused(.headersTooLarge(limit: limits.headerBytes)) : .needMore
            }
            if end - start > limits.headerBytes { return .refused(.headersTooLarge(limit: limits.headerBytes)) }
            let parsed = parseHead(buffer[start..<end - 4])
            start = end
            searchedUpTo = end
            switch parsed {
            case .failure(let refusal): return .refused(refusal)
            case .success(let (parsedHead, parsedFraming)):
                head = parsedHead
                framing = parsedFraming
                body = []
                chunk = .size
                if parsedFraming.hasBody, let screen {
                    let (_, query) = RequestTarget.split(parsedHead.target)
                    let withoutBody = HTTPRequest(
                        method: parsedHead.method, path: parsedHead.path, query: query, headers: parsedHead.headers,
                        body: [], peer: peer)
                    if let answer = screen(withoutBody) { return .refused(Refusal(screened: answer)) }
                    head?.screened = marksScreened
                }
                switch parsedFraming {
                case .length(let length) where length > parsedHead.limit:
                    return .refused(
                        .tooLarge(limit: parsedHead.limit, path: parsedHead.path, headers: parsedHead.headers))
                case .length(let length): phase = .body(expected: length)
                case .chunked: phase = .body(expected: nil)
                case .none: break
                }
                if parsedFraming.hasBody {
                    var expectsContinue = false
                    if let expect = parsedHead.headers["Expect"] {
                        guard expect.lowercased() == "100-continue" else {
                            return .refused(
                                Refusal(
                                    status: 417, message: Phrase("web.http.expectation"),
                                    language: APILanguage.of(headers: parsedHead.headers)))
                        }
                        expectsContinue = true
                    }
                    let announced = if case .length(let length) = parsedFraming { length } else { parsedHead.limit }
                    return .bodyStarts(bytes: announced, expectsContinue: expectsContinue)
                }
            }
        }
        guard let current = head else { return .needMore }
        switch framing {
        case .none:
            break
        case .length(let length):
            let missing = length - body.count
            let available = min(missing, buffer.count - start)
            if available > 0 {
                body.append(contentsOf: buffer[start..<start + available])
                start += available
            }
            if body.count < length { return .needMore }
        case .chunked:
            if let outcome = readChunks(limit: current.limit, head: current) { return outcome }
        }
        let (_, query) = RequestTarget.split(current.target)
        var request = HTTPRequest(
            method: current.method, path: current.path, query: query, headers: current.headers, body: body,
            peer: peer)
        request.headersScreened = current.screened
        head = nil
        body = []
        phase = .idle
        searchedUpTo = start
        return .request(request, keepAlive: current.keepAlive)
    }

    // MARK: - Head

    /// The index just past the blank line ending the headers.
    private mutating func headEnd() -> Int? {
        var index = max(start, searchedUpTo - 3)
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                return index + 4
            }
            index += 1
        }
        searchedUpTo = buffer.count
        return nil
    }

    private func parseHead(_ bytes: ArraySlice<UInt8>) -> Result<(Head, Framing), Refusal> {
        var lines = Self.lines(of: bytes)
        guard !lines.isEmpty else { return .failure(.badRequest(.httpWhy(.emptyRequest))) }
        let requestLine = lines.removeFirst()
        let parts = requestLine.split(separator: 32, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(Self.isTokenByte) else {
            return .failure(.badRequest(.httpWhy(.requestLine)))
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version.hasPrefix("HTTP/"), version.count == 8 else {
            return .failure(.badRequest(.httpWhy(.requestLine)))
        }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            return .failure(Refusal(status: 505, message: Phrase("web.http.version"), language: .english))
        }
        guard !parts[1].isEmpty, parts[1].allSatisfy({ $0 > 32 && $0 < 127 }) else {
            return .failure(.badRequest(.httpWhy(.targetBytes)))
        }
        var target = String(decoding: parts[1], as: UTF8.self)
        let lowered = target.lowercased()
        // The absolute form names the host itself, which then stands for the Host header (RFC 9112,
        // 3.2.2): it is what the host check and the same-origin check read.
        var authority: String?
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            // The path is what follows the authority.
            let afterScheme = target.range(of: "://").map { target[$0.upperBound...] } ?? ""
            let named = afterScheme.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            guard !named.isEmpty, !named.contains("@") else {
                return .failure(.badRequest(.httpWhy(.targetAuthority)))
            }
            authority = String(named)
            target = afterScheme.firstIndex(of: "/").map { String(afterScheme[$0...]) } ?? "/"
        } else if !target.hasPrefix("/"), target != "*" {
            return .failure(.badRequest(.httpWhy(.targetNotPath)))
        }
        var headers = HTTPHeaders()
        for line in lines {
            guard let colon = line.firstIndex(of: 58), colon > line.startIndex,
                line[line.startIndex..<colon].allSatisfy(Self.isTokenByte)
            else {
                return .failure(.badRequest(.httpWhy(.headerLine)))
            }
            let rawValue = line[(colon + 1)...]
            guard rawValue.allSatisfy({ $0 == 9 || ($0 >= 32 && $0 != 127) }) else {
                return .failure(.badRequest(.httpWhy(.headerControls)))
            }
            let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self)
            // Trimmed as bytes before it is decoded: the optional whitespace is spaces and tabs.
            let isBlank = { (byte: UInt8) in byte == 32 || byte == 9 }
            let start = rawValue.firstIndex { !isBlank($0) } ?? rawValue.endIndex
            let end = rawValue.lastIndex { !isBlank($0) }.map { $0 + 1 } ?? start
            let value = String(decoding: rawValue[start..<max(start, end)], as: UTF8.self)
            headers.add(name, value)
        }
        // From here on the headers are read: a refusal speaks the language they ask for.
        let language = APILanguage.of(headers: headers)
        let isHTTP11 = version == "HTTP/1.1"
        if isHTTP11, headers["Host"] == nil { return .failure(.badRequest(.httpWhy(.hostMissing), language: language)) }
        // Two Host fields: which one names the server would be a guess (RFC 9112, 3.2).
        if headers.values(for: "Host").count > 1 {
            return .failure(.badRequest(.httpWhy(.hostTwice), language: language))
        }
        if let authority { headers.replace("Host", with: authority) }
        let connection = headers.values(for: "Connection").joined(separator: ",").lowercased()
            .split(separator: ",").map { $0.trimmed }
        let keepAlive = isHTTP11 ? !connection.contains("close") : connection.contains("keep-alive")
        let method = String(decoding: parts[0], as: UTF8.self)
        let (path, _) = RequestTarget.split(target)
        let encodings = headers.values(for: "Transfer-Encoding")
        let lengths = headers.values(for: "Content-Length")
        // The route's limit is looked up only for a request that announces a body.
        let limit = encodings.isEmpty && lengths.isEmpty ? limits.bodyBytes : limits.bodyLimit(forPath: path)
        let head = Head(
            method: method, target: target, headers: headers, keepAlive: keepAlive, limit: limit, path: path)
        if !encodings.isEmpty {
            guard lengths.isEmpty else {
                return .failure(.badRequest(.httpWhy(.lengthAndEncoding), language: language))
            }
            guard encodings.count == 1, encodings[0].lowercased() == "chunked" else {
                return .failure(Refusal(status: 501, message: Phrase("web.http.chunkedOnly"), language: language))
            }
            return .success((head, .chunked))
        }
        guard let first = lengths.first else { return .success((head, .none)) }
        guard lengths.allSatisfy({ $0 == first }), !first.isEmpty, first.utf8.count <= 18,
            first.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let length = Int(first)
        else {
            if first.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), !first.isEmpty {
                return .failure(.tooLarge(limit: limit, path: path, headers: headers))
            }
            return .failure(.badRequest(.httpWhy(.lengthNotNumber), language: language))
        }
        return .success((head, length == 0 ? .none : .length(length)))
    }

    /// The lines of `bytes`, split at CRLF; a bare CR or LF is not a line end (refused later as
    /// a control character or a malformed header).
    private static func lines(of bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == 13, index + 1 < bytes.endIndex, bytes[index + 1] == 10 {
                lines.append(bytes[lineStart..<index])
                index += 2
                lineStart = index
            } else {
                index += 1
            }
        }
        lines.append(bytes[lineStart..<bytes.endIndex])
        return lines
    }

    /// Whether `byte` may appear in a method or a header name (RFC 9110's `tchar`).
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 48...57, 65...90, 97...122: true
        default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }

    // MARK: - Chunked bodies

    /// Reads chunks; `nil` when the body is whole.
    private mutating func readChunks(limit: Int, head: Head) -> Outcome? {
        let language = APILanguage.of(headers: head.headers)
        while true {
            switch chunk {
            case .size, .trailer:
                guard let lineEnd = lineEnd() else {
                    if buffer.count - start > 4096 {
                        return .refused(.badRequest(.httpWhy(.chunkLineTooLong), language: language))
                    }
                    return .needMore
                }
                let line = buffer[start..<lineEnd]
                start = lineEnd + 2
                if case .trailer = chunk {
                    if line.isEmpty { return nil }
                    continue
                }
                let sizeText = line.prefix { $0 != 59 }
                guard !sizeText.isEmpty, sizeText.count <= 15,
                    let size = Int(String(decoding: sizeText, as: UTF8.self), radix: 16), size >= 0
                else {
                    return .refused(.badRequest(.httpWhy(.chunkSize), language: language))
                }
                if size == 0 {
                    chunk = .trailer
                } else if body.count + size > limit {
                    return .refused(.tooLarge(limit: limit, path: head.path, headers: head.headers))
                } else {
                    chunk = .data(remaining: size)
                }
            case .data(let remaining):
                let available = min(remaining, buffer.count - start)
                guard available > 0 else { return .needMore }
                body.append(contentsOf: buffer[start..<start + available])
                start += available
                chunk = available == remaining ? .dataEnd : .data(remaining: remaining - available)
            case .dataEnd:
                guard buffer.count - start >= 2 else { return .needMore }
                guard buffer[start] == 13, buffer[start + 1] == 10 else {
                    return .refused(.badRequest(.httpWhy(.chunkEnd), language: language))
                }
                start += 2
                chunk = .size
            }
        }
    }

    /// The index of the next CRLF from `start`.
    private func lineEnd() -> Int? {
        var index = start
        while index + 1 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10 { return index }
            index += 1
        }
        return nil
    }
}

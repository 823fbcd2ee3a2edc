import KadoApp
import Testing

@testable import KadoWeb

/// The server's own refusals (400, 413, 417, 501, 408, 503, the plain-HTTP redirect) speak the
/// language the request's `Accept-Language` asks for once its headers are read, and English before.
/// A plain-text answer ends with a line break.
@Suite("The server's refusals in the request's language")
struct RefusalLanguageTests {
    /// The refusal a reader makes of `raw`, sent in one piece.
    static func refusal(of raw: String, limits: HTTPLimits = HTTPLimits()) -> HTTPResponse? {
        var reader = RequestReader(limits: limits)
        Array(raw.utf8).withUnsafeBytes { reader.append($0) }
        while true {
            switch reader.next() {
            case .refused(let refusal): return refusal.response
            case .bodyStarts: continue
            case .needMore, .request: return nil
            }
        }
    }

    @Test(
        "a refusal after the headers speaks their language",
        arguments: [
            ("de", "Ungültige Anfrage: Content-Length ist keine Anzahl von Bytes."),
            ("es", "Solicitud incorrecta: Content-Length no es un número de bytes."),
            ("fr", "Requête incorrecte\u{00A0}: Content-Length n’est pas un nombre d’octets."),
            ("en", "Bad request: Content-Length is not a number of bytes."),
            ("ja", "Bad request: Content-Length is not a number of bytes."),
        ])
    func badLength(language: String, text: String) throws {
        let raw = "POST /x HTTP/1.1\r\nHost: a\r\nAccept-Language: \(language)\r\nContent-Length: x\r\n\r\n"
        let response = try #require(Self.refusal(of: raw))
        #expect(response.status == 400)
        #expect(response.text == text + "\n")
    }

    @Test(
        "413, 417 and 501 in German and Spanish",
        arguments: [
            ("de", 413, "Anfragekörper zu groß: höchstens 10 Bytes."),
            ("es", 413, "Cuerpo de la solicitud demasiado grande: como máximo 10 bytes."),
            ("de", 417, "Nur \"Expect: 100-continue\" wird verstanden."),
            ("es", 417, "Solo se entiende \"Expect: 100-continue\"."),
            ("de", 501, "Nur die Transferkodierung chunked wird verstanden."),
            ("es", 501, "Solo se entiende la codificación de transferencia chunked."),
        ])
    func headerDecided(language: String, status: Int, text: String) throws {
        var limits = HTTPLimits()
        limits.bodyBytes = 10
        let framing =
            switch status {
            case 413: "Content-Length: 11\r\n"
            case 417: "Content-Length: 2\r\nExpect: later\r\n"
            default: "Transfer-Encoding: gzip\r\n"
            }
        let raw = "POST /x HTTP/1.1\r\nHost: a\r\nAccept-Language: \(language)\r\n\(framing)\r\n"
        let response = try #require(Self.refusal(of: raw, limits: limits))
        #expect(response.status == status)
        #expect(response.text == text + "\n")
    }

    @Test("a malformed request line is refused in English: no header says what the client reads")
    func beforeTheHeaders() throws {
        let response = try #require(Self.refusal(of: "GARBAGE\r\nAccept-Language: de\r\n\r\n"))
        #expect(response.status == 400)
        #expect(response.text == "Bad request: the request line is not \"METHOD /path HTTP/1.1\".\n")
    }

    @Test("a chunk error speaks the headers' language")
    func chunk() throws {
        let raw = "POST /x HTTP/1.1\r\nHost: a\r\nAccept-Language: es\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n"
        let response = try #require(Self.refusal(of: raw))
        #expect(response.text == "Solicitud incorrecta: un tamaño de bloque no es un número hexadecimal.\n")
    }

    @Test(
        "the server's timeouts and busy answers: English for headers, the headers' language for a body",
        arguments: [
            (Language.german, "Zeitüberschreitung: Der Anfragekörper ist nicht innerhalb von 12 Sekunden angekommen."),
            (.spanish, "Tiempo de espera agotado: el cuerpo de la solicitud no llegó en 12 segundos."),
        ])
    func timeouts(language: Language, body: String) {
        #expect(
            Refusal.headersTimedOut(seconds: 10).response.text
                == "Request timeout: the request headers did not arrive within 10 seconds.\n")
        #expect(Refusal.bodyTimedOut(seconds: 12, language: language).response.text == body + "\n")
        let busy = Refusal.full(retryAfter: 1, why: .httpBusy(.connections(3)), language: language).response
        #expect(busy.status == 503)
        #expect(!busy.text.contains("server is busy"), "\(busy.text)")
    }

    @Test(
        "the plain-HTTP port's redirect and refusal in the request's language",
        arguments: [
            ("de", "Dieser Server spricht nur HTTPS: https://localhost:8080/today\n", "Ungültige Anfrage: dieser Port"),
            (
                "es", "Este servidor solo habla HTTPS: https://localhost:8080/today\n",
                "Solicitud incorrecta: este puerto"
            ),
        ])
    func plainHTTP(language: String, redirect: String, refusal: String) {
        let redirector = PlainHTTPRedirect(allowedHostNames: [])
        let good = redirector.response(
            for: HTTPRequest(
                method: "GET", path: "/today",
                headers: HTTPHeaders([("Host", "localhost:8080"), ("Accept-Language", language)])))
        #expect(good.status == 308)
        #expect(good.text == redirect + "\n")
        let bad = redirector.response(
            for: HTTPRequest(
                method: "GET", path: "/",
                headers: HTTPHeaders([("Host", "evil.example"), ("Accept-Language", language)])
            ))
        #expect(bad.status == 400)
        #expect(bad.text.hasPrefix(refusal), "\(bad.text)")
    }
}

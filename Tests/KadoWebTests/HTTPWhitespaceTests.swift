import Testing

@testable import KadoWeb

/// Cookies and media types are read with HTTP's optional whitespace (spaces and tabs) around
/// them removed, and nothing else: no other character is trimmed.
@Suite("HTTP's optional whitespace")
struct HTTPWhitespaceTests {
    @Test(
        "trimmed: spaces and tabs at both ends only",
        arguments: [
            ("", ""), ("   ", ""), ("\t", ""), ("a", "a"), ("  a b  ", "a b"), ("\ta\t", "a"),
            ("\u{00A0}a", "\u{00A0}a"), ("\na\n", "\na\n"), (" café ", "café"), (" =x= ", "=x="),
            // A space that a combining accent belongs to is a character of its own, kept.
            (" \u{0301}a ", " \u{0301}a"),
        ])
    func trimmed(text: String, expected: String) {
        #expect(text.trimmed == expected)
        #expect(Substring(text).trimmed == expected)
    }

    @Test("cookies: names and values trimmed, the first of a name kept; media types lower case")
    func cookiesAndMediaType() {
        let request = HTTPRequest(
            method: "GET", path: "/",
            headers: HTTPHeaders([
                ("Cookie", " kado_csrf = abc ;\tkado_session=\tdef\t; kado_csrf=second"),
                ("Content-Type", " Application/JSON ; charset=utf-8"),
            ]))
        #expect(request.cookies == ["kado_csrf": "abc", "kado_session": "def"])
        #expect(request.contentType == "application/json")
    }
}

import Testing

@testable import KadoWeb

/// `If-None-Match` compared as RFC 9110 says: weakly, in a list, `*` for any.
@Suite("Entity tags")
struct EntityTagTests {
    @Test(
        "If-None-Match names a tag weakly, in a list, or by *",
        arguments: [
            (nil, "\"a\"", false), ("\"a\"", "\"a\"", true), ("W/\"a\"", "\"a\"", true), ("\"a\"", "W/\"a\"", true),
            ("\"b\", W/\"a\"", "\"a\"", true), ("\"b\",\"c\"", "\"a\"", false), ("*", "\"a\"", true),
            ("\"a-gzip\"", "\"a\"", false), ("", "\"a\"", false),
        ] as [(String?, String, Bool)])
    func matching(header: String?, tag: String, matched: Bool) {
        #expect(EntityTag.isMatched(by: header, tag) == matched)
    }
}

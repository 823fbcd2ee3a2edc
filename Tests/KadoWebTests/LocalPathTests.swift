import Testing

@testable import KadoWeb

@Suite("Redirects after forms stay on this site")
struct LocalPathTests {
    @Test(
        "Only paths of this site are kept",
        arguments: [
            ("/", "/"), ("/habits/ABC?month=2026-03", "/habits/ABC?month=2026-03"),
            ("/overview#archived", "/overview#archived"),
            ("//evil.example/", nil), ("/\\evil.example", nil), ("https://evil.example/", nil), ("evil", nil),
            ("", nil),
            ("/a\r\nSet-Cookie: x=1", nil), ("/a b", nil),
        ] as [(String, String?)])
    func validated(path: String, expected: String?) {
        #expect(LocalPath.validated(path) == expected)
    }

    @Test("A check-in whose return field points elsewhere goes back to Today, and is still recorded")
    func foreignReturn() throws {
        let web = try WebHarness()
        let habit = try web.habit("Read")
        let response = web.post(
            "/habits/\(habit.id.uuidString)/checkin", [("action", "done"), ("return", "//evil.example/")])
        #expect(response.status == 303)
        #expect(response.header("Location") == "/")
        #expect(try web.tracker.views.summary(of: habit).isDoneToday)
    }
}

import Foundation
import KadoApp
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoWeb

/// Text stored before the text rules existed shows its controls and direction instructions
/// written out, as the command line does, on every page that shows a name or a note.
@Suite("Web: stored control characters are shown visibly")
struct StoredControlTextTests {
    /// (the SQL expression stored, what a page shows).
    static let cases: [(sql: String, shown: String)] = [
        ("'Read' || char(27) || '[31m'", "Read\\u{1B}[31m"),
        ("'Ru' || char(8238) || 'n'", "Ru\\u{202E}n"),
        ("'Be' || char(7) || 'll'", "Be\\u{7}ll"),
        ("'C1' || char(155) || '2J'", "C1\\u{9B}2J"),
        ("'Iso' || char(8294) || 'late' || char(8297)", "Iso\\u{2066}late\\u{2069}"),
        ("'Line' || char(8232) || 'sep'", "Line\\u{2028}sep"),
        ("'Back' || char(13) || 'space'", "Back\\rspace"),
    ]

    @Test("every page with the habit's name writes its controls out", arguments: cases)
    func pages(sql: String, shown: String) throws {
        let web = try WebHarness()
        let habit = try web.habit("Placeholder")
        // Written as an older version wrote it, before names were checked.
        let database = try Database(path: web.databasePath)
        try database.execute(sql: "UPDATE habits SET name = \(sql) WHERE id = '\(habit.id.uuidString)'")
        let id = habit.id.uuidString
        for path in ["/", "/overview", "/habits/\(id)", "/habits/\(id)/edit"] {
            let page = web.get(path).text
            #expect(page.contains(shown), "\(path)")
            #expect(
                !page.unicodeScalars.contains { TextRules.isControl($0) && $0 != "\n" && $0 != "\t" },
                "\(path) holds a raw control")
        }
    }

    /// (text, escaped for a page).
    static let escapes: [(String, String)] = [
        ("plain", "plain"),
        ("<b>&\"'", "&lt;b&gt;&amp;&quot;&#39;"),
        ("a\u{1B}b", "a\\u{1B}b"),
        ("<\u{202E}>", "&lt;\\u{202E}&gt;"),
        ("line\nbreak\ttab", "line\nbreak\ttab"),
        ("windows\r\nline", "windows\r\nline"),
        ("lone\rCR", "lone\\rCR"),
        ("\u{7F}\u{85}\u{9B}", "\\u{7F}\\u{85}\\u{9B}"),
        ("\u{2028}\u{2029}", "\\u{2028}\\u{2029}"),
        ("\u{202A}\u{202B}\u{202C}\u{202D}", "\\u{202A}\\u{202B}\\u{202C}\\u{202D}"),
        ("\u{2066}\u{2067}\u{2068}\u{2069}", "\\u{2066}\\u{2067}\\u{2068}\\u{2069}"),
        ("👩‍💻 café € \u{A0}nbsp", "👩‍💻 café € \u{A0}nbsp"),
        ("\u{1}", "\\u{1}"),
    ]

    @Test("HTML escaping writes controls out and keeps text, line breaks and tabs", arguments: escapes)
    func escaping(text: String, expected: String) {
        #expect(HTML.escape(text) == expected)
        let interpolated: HTML = "<p>\(text)</p>"
        #expect(interpolated.description == "<p>\(expected)</p>")
    }
}

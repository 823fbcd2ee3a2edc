import Foundation
import KadoCLI
import Testing

/// `--json` never hands a terminal an instruction: controls and invisible format characters in
/// names and notes are written as `\uXXXX`, and the JSON still reads back the same.
@Suite("--json escapes controls and invisible format characters")
struct JSONOutputEscapingTests {
    struct Named: Codable, Equatable {
        let name: String
    }

    /// (text, its escape in the JSON).
    static let cases: [(String, String)] = [
        ("a\u{202E}b", "a\\u202Eb"),
        ("\u{202A}\u{202B}\u{202C}\u{202D}", "\\u202A\\u202B\\u202C\\u202D"),
        ("\u{2066}x\u{2069}", "\\u2066x\\u2069"),
        ("zero\u{200B}width", "zero\\u200Bwidth"),
        ("\u{200E}\u{200F}\u{061C}", "\\u200E\\u200F\\u061C"),
        ("\u{2028}\u{2029}", "\\u2028\\u2029"),
        ("\u{FEFF}bom", "\\uFEFFbom"),
        ("\u{7F}\u{85}\u{9B}", "\\u007F\\u0085\\u009B"),
        ("tag\u{E0001}", "tag\\uDB40\\uDC01"),
        ("👩\u{200D}💻", "👩\\u200D💻"),
    ]

    @Test("each is written escaped and decodes to the same text", arguments: cases)
    func escaped(text: String, escape: String) throws {
        let json = try JSONOutput.string(Named(name: text))
        #expect(json.contains("\"name\" : \"\(escape)\""))
        #expect(!json.unicodeScalars.contains { $0.value >= 0x7F && $0.properties.generalCategory == .format })
        #expect(!json.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) || $0 == "\u{1B}" })
        #expect(try JSONDecoder().decode(Named.self, from: Data(json.utf8)) == Named(name: text))
    }

    @Test("text without any comes back as the encoder wrote it")
    func plain() throws {
        let json = try JSONOutput.string(Named(name: "Café ☕ 🏃 €"))
        #expect(json == "{\n  \"name\" : \"Café ☕ 🏃 €\"\n}\n")
        #expect(try JSONOutput.string(Named(name: "esc\u{1B}")).contains("esc\\u001b"))
    }
}

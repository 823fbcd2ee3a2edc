import Foundation
import KadoTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `kado review` run as a binary: the text, `--json`, the `--svg` picture read back by an XML
/// parser (names escaped, both themes, a title and a description), and a bad year or folder
/// refused with nothing written.
@Suite("kado review, run as a binary", .tags(.endToEnd), .endToEndTierOnly)
struct ReviewCommandTests {
    static let oddName = "<Run> & \"co\""

    /// Today is 10 April 2026: Read done from 30 December 2025 through 2 January 2026, the odd name
    /// on 31 December 2025 only.
    static func sandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["add", oddName])
        for day in ["2025-12-30", "2025-12-31", "2026-01-01", "2026-01-02"] {
            try sandbox.succeed(["done", "Read", day])
        }
        try sandbox.succeed(["done", oddName, "2025-12-31"])
        return sandbox
    }

    struct Document: Decodable {
        struct Habit: Decodable {
            let name: String
            let daysDue: Int
            let daysDone: Int
            let bestStreak: Int
            let days: String
            let archived: Bool
        }
        struct Summary: Decodable {
            let checkIns: Int
            let daysAllDone: Int
        }
        let year: Int
        let soFar: Bool
        let previousYear: Int?
        let nextYear: Int?
        let summary: Summary
        let habits: [Habit]
    }

    @Test("the text: a heading, a row a habit, the year's lines and the rules")
    func text() throws {
        let sandbox = try Self.sandbox()
        let lines = try sandbox.succeed(["review", "2025"]).lines
        #expect(lines.first == "2025 in review (2 habits)")
        #expect(lines.contains { $0.hasPrefix("Read") && $0.contains("2 of 2") && $0.contains("100%") })
        #expect(lines.contains { $0.hasPrefix(Self.oddName) && $0.contains("1 of 1") })
        #expect(lines.contains("Check-ins: 3"))
        #expect(lines.contains("Most consistent: none yet (a habit needs 28 due days)"))
        #expect(lines.contains("Days with every due habit done: 2 days of 2"))
        let current = try sandbox.succeed(["review"]).lines
        #expect(current.first == "2026 in review, so far: to 10 April 2026 (2 habits)")
    }

    @Test("--json: the document, a letter a day, the years around")
    func json() throws {
        let sandbox = try Self.sandbox()
        let document = try sandbox.json(Document.self, ["review", "2025", "--json"])
        #expect(document.year == 2025)
        #expect(!document.soFar)
        #expect(document.previousYear == nil)
        #expect(document.nextYear == 2026)
        #expect(document.habits.map(\.name) == ["Read", Self.oddName])
        let read = document.habits[0]
        #expect(read.days.count == 365)
        #expect(read.days.hasSuffix("dd"))
        #expect(read.days.dropLast(2).allSatisfy { $0 == "b" })
        #expect(read.bestStreak == 2)
        #expect(document.summary.checkIns == 3)
        let current = try sandbox.json(Document.self, ["review", "--json"])
        #expect(current.soFar)
        #expect(current.previousYear == 2025)
        #expect(current.habits[0].bestStreak == 2)
    }

    /// The text nodes, the `<title>`, the `<desc>` and the `<style>` of an SVG file.
    final class PictureReader: NSObject, XMLParserDelegate {
        var texts: [String] = []
        var title = ""
        var pictureDescription = ""
        var style = ""
        var rootWidth: String?
        private var element = ""
        private var current = ""

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if elementName == "svg" && rootWidth == nil { rootWidth = attributes["width"] }
            element = elementName
            current = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            switch elementName {
            case "text": texts.append(current)
            case "title": title = current
            case "desc": pictureDescription = current
            case "style": style = current
            default: break
            }
            current = ""
        }
    }

    @Test("--svg writes a picture an XML parser reads: the names escaped, light and dark, a title and a description")
    func picture() throws {
        let sandbox = try Self.sandbox()
        let path = sandbox.scratch.appendingPathComponent("2025.svg").path
        let result = try sandbox.succeed(["review", "2025", "--svg", path])
        #expect(result.lines.last == "Wrote the picture to \(path) (2 habits).")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let raw = String(decoding: data, as: UTF8.self)
        #expect(!raw.contains(Self.oddName))
        #expect(raw.contains("&lt;Run&gt; &amp; &quot;co&quot;"))
        let parser = XMLParser(data: data)
        let reader = PictureReader()
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(reader.texts.contains(Self.oddName))
        #expect(reader.texts.contains("Read"))
        #expect(reader.title == "Kadō: 2025 in review")
        #expect(reader.pictureDescription.contains("2025"))
        #expect(reader.style.contains("@media (prefers-color-scheme: dark)"))
        #expect(reader.rootWidth != nil)
    }

    @Test(
        "a year without history, or to come: a message naming it, exit 64, no picture written",
        arguments: ["2019", "2027"])
    func badYear(_ year: String) throws {
        let sandbox = try Self.sandbox()
        let path = sandbox.scratch.appendingPathComponent("bad.svg").path
        let result = try sandbox.kado(["review", year, "--svg", path])
        #expect(result.status == 64)
        #expect(result.error.contains(year))
        #expect(result.error.contains("from 2025 to 2026"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("a picture in a folder that does not exist: refused before anything is computed, exit 64")
    func missingFolder() throws {
        let sandbox = try Self.sandbox()
        let path = sandbox.scratch.appendingPathComponent("nowhere/2025.svg").path
        let result = try sandbox.kado(["review", "2025", "--svg", path])
        #expect(result.status == 64)
        #expect(result.error.contains("does not exist"))
        #expect(result.output.isEmpty)
        let notAYear = try sandbox.kado(["review", "twenty"])
        #expect(notAYear.status == 64)
    }

    @Test("in French: the heading and the rules in French typography")
    func french() throws {
        let sandbox = try Self.sandbox()
        try sandbox.succeed(["settings", "language", "fr"])
        let lines = try sandbox.succeed(["review", "2025"]).lines
        #expect(lines.first == "L’année 2025 en revue (2 habitudes)")
        #expect(lines.contains("Pointages\u{00A0}: 3"))
        let refused = try sandbox.kado(["review", "2019"])
        #expect(refused.error.contains("année"))
        #expect(refused.error.contains("2019"))
    }
}

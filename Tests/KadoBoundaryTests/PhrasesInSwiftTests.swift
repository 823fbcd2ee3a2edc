import Foundation
import Testing

/// No new words in Swift: phrases go into the catalogs (``PhrasesInSwift``).
@Suite("Words live in the catalogs: no phrase is added in Swift")
struct PhrasesInSwiftTests {
    @Test(
        "a Phrase or HelpText call counts unless its first argument is a catalog key",
        arguments: [
            ("let a = Phrase(\"cli.trash.moved\", [\"name\": name])\n", 0),
            ("let a = Phrase(\"Moved\", \"Déplacé\")\n", 1),
            ("let a = Phrase(\n    \"web.today.find\")\n", 0),
            ("let a = HelpText(\"Create a habit\", french: \"Créer une habitude\")\n", 1),
            ("let a = HelpText(\"cli.help.add.summary\")\n", 0),
            ("let a = Phrase(remark.description, phrasebook.importRemark(remark))\n", 1),
            ("let a = Phrase(wording: { $0.importRemark(remark) })\n", 0),
            ("// Phrase(\"Moved\", \"Déplacé\")\nlet a = 1\n", 0),
            ("let a = Phrase.space + TodayPhrase(x)\n", 0),
        ])
    func sample(source: String, count: Int) {
        #expect(PhrasesInSwift.count(in: source) == count)
    }

    @Test("the front ends write no more phrases in Swift than PhrasesInSwift.txt lists, file by file")
    func repository() throws {
        let sources = try RepositoryBoundaryTests.sources()
        #expect(sources.keys.contains("Sources/kado/main.swift"), "the sources were not found")
        let found = PhrasesInSwift.counts(in: sources)
        let listURL = RepositoryBoundaryTests.root.appendingPathComponent("Tests/KadoBoundaryTests/PhrasesInSwift.txt")
        let listed = PhrasesInSwift.listed(in: try String(contentsOf: listURL, encoding: .utf8))
        for (path, count) in found.sorted(by: { $0.key < $1.key }) {
            let allowed = listed[path] ?? 0
            #expect(
                count <= allowed,
                "\(path) writes \(count - allowed) more phrase(s) in Swift: put new words in the catalogs (docs/architecture.md, Languages)"
            )
            #expect(
                count >= allowed,
                "\(path) writes \(allowed - count) fewer phrase(s) in Swift than listed: lower its line in PhrasesInSwift.txt"
            )
        }
        for path in listed.keys where found[path] == nil {
            Issue.record("\(path) writes no phrase in Swift any more: remove its line from PhrasesInSwift.txt")
        }
    }
}

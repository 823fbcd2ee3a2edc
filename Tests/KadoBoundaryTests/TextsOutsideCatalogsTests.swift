import Foundation
import Testing

/// No text for people outside the catalogs (``TextsOutsideCatalogs``): every user-facing literal
/// under Sources/ is either allowed, with its reason, or still to move, in
/// `Tests/KadoBoundaryTests/TextsOutsideCatalogs.txt`, whose list of texts to move only shrinks.
@Suite("Texts for people live in the catalogs: the lint of Swift's string literals")
struct TextsOutsideCatalogsTests {
    static let listURL = RepositoryBoundaryTests.root.appendingPathComponent(
        "Tests/KadoBoundaryTests/TextsOutsideCatalogs.txt")

    @Test(
        "a literal counts when it reads as text for people, and not when a rule exempts it",
        arguments: [
            ("let a = \"Nothing to repair\"\n", true),
            ("let a = Phrase(\"Moved\", \"Déplacé dans la corbeille\")\n", true),
            ("let a = \"cli.trash.moved\"\n", false),
            ("// \"Nothing to repair\"\nlet a = 1\n", false),
            ("/// Says \"nothing to repair\".\nlet a = 1\n", false),
            ("log.warning(\"a background sync failed\")\n", false),
            ("tracker.work.logFailure(\n    \"the backup was not written\", error)\n", false),
            ("precondition(x > 0, \"x must be positive\")\n", false),
            ("let q = \"SELECT day FROM completions WHERE id = ?\"\n", false),
            ("let q = \"\"\"\n    UPDATE habits SET name = ?\n    \"\"\"\n", false),
            ("let h = \"<p class=\\\"hint\\\">\\(text)</p>\"\n", false),
            ("let h = \"<p>Nothing to see</p>\"\n", true),
            ("let s = \"    if [[ $typed == x ]]; then fi\"\n", false),
            ("let e = [\"add Read --type counter:8\", \"log Water 2\"]\n", false),
            ("let c = \"PRODID:-//Kado for Swift//Kado//EN\"\n", false),
            ("let k = \"Content-Type\"\n", false),
            ("let j = #\"{\"error\": \"the answer\"}\"#\n", true),
            ("let one = \"word\"\n", false),
            ("let i = \"<path d=\\\"M12 2.5c.6 3.2 4.8\"\n", false),
            ("let d = error == nil ? \"code-hint\" : \"code-error code-hint\"\n", false),
            ("text(title, className: \"muted small\")\n", false),
            ("let css = \".card { margin: 0 auto; color: red }\"\n", false),
            ("let h = \"<a href=\\\"/x\\\" title=\\\"Open the page\\\">&amp;</a>\"\n", false),
        ])
    func sample(source: String, counts: Bool) {
        let sources = [
            "Sources/KadoCLI/Sample.swift": source,
            "Sources/KadoCLI/Commands/AddCommand.swift":
                "CommandConfiguration(name: \"add\")\nCommandConfiguration(name: \"log\")",
        ]
        let found = TextsOutsideCatalogs.findings(in: sources).filter { $0.path == "Sources/KadoCLI/Sample.swift" }
        #expect(!found.isEmpty == counts, "\(found)")
    }

    @Test("an error's English description below the front ends is exempt; a front end's is not")
    func descriptions() {
        let source = """
            extension E: CustomStringConvertible {
                var description: String {
                    switch self { case .a: "the file is empty" }
                }
            }
            """
        #expect(TextsOutsideCatalogs.findings(in: ["Sources/KadoStore/E.swift": source]).isEmpty)
        #expect(TextsOutsideCatalogs.findings(in: ["Sources/KadoCLI/E.swift": source]).count == 1)
    }

    @Test("every user-facing literal under Sources/ is allowed with a reason, or listed as still to move")
    func repository() throws {
        let sources = try RepositoryBoundaryTests.sources()
        #expect(sources.keys.contains("Sources/kado/main.swift"), "the sources were not found")
        let list = TextsOutsideCatalogs.List(parsing: try String(contentsOf: Self.listURL, encoding: .utf8))
        #expect(list.malformed.isEmpty, "lines the list cannot read: \(list.malformed)")
        var toMove = list.toMove
        var allowedSeen: Set<String> = []
        var filesSeen: Set<String> = []
        var unlisted: [TextsOutsideCatalogs.Literal] = []
        for literal in TextsOutsideCatalogs.findings(in: sources) {
            let key = literal.path + "\t" + literal.text
            if list.allowedFiles[literal.path] != nil {
                filesSeen.insert(literal.path)
            } else if list.allowed[key] != nil {
                allowedSeen.insert(key)
            } else if let count = toMove[key], count > 0 {
                toMove[key] = count - 1
            } else {
                unlisted.append(literal)
            }
        }
        for literal in unlisted {
            Issue.record(
                "\(literal): text for people outside the catalogs: put it in the catalogs (docs/architecture.md, Languages), or list it under [allowed] in TextsOutsideCatalogs.txt with its reason"
            )
        }
        for key in list.allowed.keys where !allowedSeen.contains(key) {
            Issue.record("no longer found, delete its line under [allowed] in TextsOutsideCatalogs.txt: \(key)")
        }
        for path in list.allowedFiles.keys where !filesSeen.contains(path) {
            Issue.record(
                "no text for people left in \(path): delete its line under [allowed] in TextsOutsideCatalogs.txt")
        }
        for (key, count) in toMove where count > 0 {
            Issue.record("moved into the catalogs, delete its line under [to move] in TextsOutsideCatalogs.txt: \(key)")
        }
        if let path = ProcessInfo.processInfo.environment["KADO_RECORD_TEXTS"],
            let handle = FileHandle(forWritingAtPath: path)
        {
            handle.write(Data(unlisted.map { "\($0.path)\t\($0.text)\n" }.joined().utf8))
            try? handle.close()
        }
    }
}

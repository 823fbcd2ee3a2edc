import Foundation
import Testing

/// No `try?` swallows an error without saying why (``SwallowedErrors``): on samples, then on the
/// repository's sources.
@Suite("Nothing swallowed: every try? says why its failure does not matter")
struct SwallowedErrorsTests {
    @Test(
        "a try? is unexplained only in code and without a // comment on its line or the 3 above",
        arguments: [
            ("let data = try? Data(contentsOf: url)\n", [1]),
            ("// The cache is rebuilt when it cannot be read.\nlet data = try? Data(contentsOf: url)\n", []),
            ("let data = try? Data(contentsOf: url)  // rebuilt when missing\n", []),
            ("// A temporary file: the folder is removed after.\nlet a = 1\nlet b = try? f()\n", []),
            ("// Three lines above.\n\n\nlet b = try? f()\n", []),
            ("// Five lines above.\n\n\n\n\nlet b = try? f()\n", [6]),
            ("/// A doc comment is no reason.\nlet b = try? f()\n", [2]),
            ("let text = \"try? f()\"\n", []),
            ("let text = \"// not a comment\"; let b = try? f()\n", [1]),
            ("// try? f()\n", []),
            ("/* try? f() */\nlet a = 1\n", []),
            ("let text = \"\"\"\n    try? f()\n    \"\"\"\n", []),
            ("let b = retry?.count\n", []),
            ("let a = try? f()\nlet b = 2\nlet c = 3\nlet d = 4\nlet e = try? g()\n", [1, 5]),
        ])
    func sample(source: String, lines: [Int]) {
        #expect(SwallowedErrors.unexplainedLines(in: source) == lines)
    }

    @Test("unexplained try? are listed as path:line, path by path")
    func listing() {
        let found = SwallowedErrors.unexplained(in: [
            "Sources/B/B.swift": "let b = try? f()\n",
            "Sources/A/A.swift": "let a = 1\nlet b = try? f()\n",
        ])
        #expect(found == ["Sources/A/A.swift:2", "Sources/B/B.swift:1"])
    }

    @Test("every try? in Sources says why its failure does not matter, or is handled")
    func repository() throws {
        let sources = try RepositoryBoundaryTests.sources()
        #expect(sources.keys.contains("Sources/kado/main.swift"), "the sources were not found")
        let found = SwallowedErrors.unexplained(in: sources)
        #expect(found.isEmpty, "a try? without a // comment saying why:\n\(found.joined(separator: "\n"))")
    }
}

import Testing

@testable import KadoCLI

@Suite("Argument tokenizer")
struct ArgumentTokenizerTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let tokens: [ArgumentToken]
        var testDescription: String { arguments.map { "'\($0)'" }.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: [], tokens: []),
        Case(arguments: ["today"], tokens: [.positional("today")]),
        Case(arguments: ["--json"], tokens: [.option(spelling: "--json", inlineValue: nil)]),
        Case(arguments: ["--every=3/week"], tokens: [.option(spelling: "--every", inlineValue: "3/week")]),
        Case(arguments: ["--unit="], tokens: [.option(spelling: "--unit", inlineValue: "")]),
        Case(arguments: ["--note=a=b"], tokens: [.option(spelling: "--note", inlineValue: "a=b")]),
        Case(arguments: ["-h"], tokens: [.option(spelling: "-h", inlineValue: nil)]),
        Case(arguments: ["-1"], tokens: [.positional("-1")]),
        Case(arguments: ["-30"], tokens: [.positional("-30")]),
        Case(arguments: ["-.5"], tokens: [.positional("-.5")]),
        Case(arguments: ["-"], tokens: [.positional("-")]),
        Case(arguments: ["Drink water"], tokens: [.positional("Drink water")]),
        Case(arguments: [""], tokens: [.positional("")]),
        Case(
            arguments: ["note", "--", "--json", "-h", "--"],
            tokens: [.positional("note"), .terminator, .positional("--json"), .positional("-h"), .positional("--")]),
        Case(
            arguments: ["add", "Read", "--color", "red"],
            tokens: [
                .positional("add"), .positional("Read"), .option(spelling: "--color", inlineValue: nil),
                .positional("red"),
            ]),
    ]

    @Test("each element becomes one token", arguments: cases)
    func tokens(_ testCase: Case) {
        #expect(ArgumentTokenizer.tokens(from: testCase.arguments) == testCase.tokens)
    }

    @Test(
        "suggestions catch typos but not unrelated names",
        arguments: [
            ("--colour", ["--color", "--every"], "--color"),
            ("tody", ["today", "add"], "today"),
            ("--jsn", ["--db", "--json"], "--json"),
            ("arhcive", ["archive", "unarchive"], "archive"),
            ("--col", ["--color", "--json"], "--color"),
            ("frobnicate", ["today", "add"], nil),
            ("--every", ["--db", "--now", "--json", "--no-color", "--help"], nil),
            ("x", ["add"], nil),
        ] as [(String, [String], String?)])
    func suggestion(typed: String, candidates: [String], expected: String?) {
        #expect(NameSuggestion.closest(to: typed, among: candidates) == expected)
    }
}

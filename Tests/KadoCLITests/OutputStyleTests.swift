import KadoCore
import Testing

@testable import KadoCLI

@Suite("Output style")
struct OutputStyleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let isTerminal: Bool
        let isNoColorSet: Bool
        let disablesColor: Bool
        var isDumb = false
        let usesColor: Bool
        var testDescription: String {
            "tty \(isTerminal), NO_COLOR \(isNoColorSet), --no-color \(disablesColor), dumb \(isDumb) → \(usesColor)"
        }
    }

    static let cases: [Case] = [
        Case(isTerminal: true, isNoColorSet: false, disablesColor: false, usesColor: true),
        Case(isTerminal: true, isNoColorSet: true, disablesColor: false, usesColor: false),
        Case(isTerminal: true, isNoColorSet: false, disablesColor: true, usesColor: false),
        Case(isTerminal: true, isNoColorSet: true, disablesColor: true, usesColor: false),
        Case(isTerminal: false, isNoColorSet: false, disablesColor: false, usesColor: false),
        Case(isTerminal: false, isNoColorSet: true, disablesColor: false, usesColor: false),
        Case(isTerminal: false, isNoColorSet: false, disablesColor: true, usesColor: false),
        Case(isTerminal: false, isNoColorSet: true, disablesColor: true, usesColor: false),
        Case(isTerminal: true, isNoColorSet: false, disablesColor: false, isDumb: true, usesColor: false),
    ]

    @Test("colours only on a terminal, never with NO_COLOR, --no-color or TERM=dumb", arguments: cases)
    func decision(_ testCase: Case) {
        let terminal = Terminal(
            isOutputTerminal: testCase.isTerminal, isNoColorSet: testCase.isNoColorSet, isDumb: testCase.isDumb)
        #expect(OutputStyle(terminal: terminal, disablesColor: testCase.disablesColor).usesColor == testCase.usesColor)
    }

    @Test(
        "NO_COLOR counts when set to anything but the empty string (no-color.org)",
        arguments: [
            ([:], false), (["NO_COLOR": ""], false), (["NO_COLOR": "1"], true), (["NO_COLOR": "0"], true),
            (["NO_COLOR": " "], true), (["NO_COLOR": "false"], true),
        ])
    func noColorEnvironment(environment: [String: String], isSet: Bool) {
        #expect(Terminal.detect(environment: environment).isNoColorSet == isSet)
    }

    @Test("TERM=dumb is noticed")
    func dumbTerminal() {
        #expect(Terminal.detect(environment: ["TERM": "dumb"]).isDumb)
        #expect(!Terminal.detect(environment: ["TERM": "xterm-256color"]).isDumb)
    }

    @Test("styles wrap text in SGR sequences only when colours are on")
    func styling() {
        let colored = OutputStyle(usesColor: true)
        #expect(colored.bold("Read") == "\u{1B}[1mRead\u{1B}[0m")
        #expect(colored.colored("●", .blue) == "\u{1B}[34m●\u{1B}[0m")
        #expect(colored.colored("●", .orange) == "\u{1B}[38;5;208m●\u{1B}[0m")
        #expect(colored.apply([.bold, .green], to: "ok") == "\u{1B}[1m\u{1B}[32mok\u{1B}[0m")
        #expect(colored.apply([], to: "ok") == "ok")
        #expect(colored.dim("") == "")
        for style in [OutputStyle.plain, OutputStyle(usesColor: false)] {
            #expect(style.bold("Read") == "Read")
            #expect(style.colored("●", .teal) == "●")
            #expect(style.failure("slipped") == "slipped")
        }
    }

    @Test("every habit colour has its own terminal colour")
    func habitColors() {
        #expect(Set(HabitColor.allCases.map { ANSIStyle.foreground($0) }).count == HabitColor.allCases.count)
    }
}

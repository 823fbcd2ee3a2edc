import Foundation
import KadoCore
import Testing

@Suite("Text that controls a terminal is refused where a line is expected")
struct TextRulesTests {
    /// Kinds of control text: escape sequences (CSI colour, OSC title, clear screen), BEL, NUL,
    /// CR, backspace, DEL, the C1 CSI, a bidi override and isolate, the line separator, a lone
    /// newline and a tab.
    static let controlTexts: [String] = [
        "Read\u{1B}[31m red", "Read\u{1B}]0;owned\u{07}", "\u{1B}[2J\u{1B}[HRead", "Read\u{07}", "Read\u{00}",
        "Read\rWrite", "Read\u{08}\u{08}XX", "Read\u{7F}", "Read\u{9B}31m", "Read \u{202E}txt.exe",
        "Read \u{2067}x\u{2069}", "Read\u{2028}more", "Read\nmore", "Read\tmore",
    ]

    /// Text that stays allowed everywhere: accents, emoji with zero-width joiners, scripts that
    /// need a zero-width non-joiner, right-to-left letters, direction marks.
    static let allowedTexts: [String] = [
        "Café ☕", "👩‍💻 Code", "👨‍👩‍👧 Family", "می‌خواهم", "קריאה", "Read\u{200E}", "🏳️‍🌈 Pride",
    ]

    @Test(
        "a habit name with control text is refused, naming the field and showing the value escaped",
        arguments: controlTexts)
    func name(text: String) throws {
        let habit = Habit(name: text, createdAt: Date(timeIntervalSince1970: 0))
        let error = try #require(habit.validationErrors.first)
        #expect(error.field == "name")
        #expect(!error.description.unicodeScalars.contains(where: TextRules.isControl))
        #expect(error.value == TextRules.escaped(text))
        #expect(error.problem.contains("U+"))
    }

    @Test("a unit with control text is refused", arguments: controlTexts)
    func unit(text: String) throws {
        let habit = Habit(
            name: "Water", type: .counter(target: 8), unit: String(text.suffix(12)),
            createdAt: Date(timeIntervalSince1970: 0))
        let error = try #require(habit.validationErrors.first)
        #expect(error.field == "unit")
        #expect(!error.description.unicodeScalars.contains(where: TextRules.isControl))
    }

    @Test("a note keeps line breaks and tabs, and refuses every other control", arguments: controlTexts)
    func note(text: String) throws {
        let completion = Completion(
            habitID: UUID(), day: LogicalDay(dayNumber: 0), recordedAt: Date(), value: 1, note: text)
        let skip = Skip(habitID: UUID(), days: DayRange(day: LogicalDay(dayNumber: 0)), note: text)
        if text.contains("\n") || text.contains("\t") {
            #expect(completion.validationErrors.isEmpty)
            #expect(skip.validationErrors.isEmpty)
        } else {
            #expect(completion.validationErrors.first?.field == "note")
            #expect(skip.validationErrors.first?.field == "note")
        }
    }

    @Test("a note may hold CR LF line breaks (web forms send them), never a lone CR")
    func noteLineEndings() {
        #expect(TextRules.firstForbidden(in: "one\r\ntwo", kind: .lines) == nil)
        #expect(TextRules.firstForbidden(in: "one\rtwo", kind: .lines) == "\r")
        #expect(TextRules.firstForbidden(in: "one\r", kind: .lines) == "\r")
        #expect(TextRules.firstForbidden(in: "one\r\ntwo", kind: .line) == "\r")
    }

    @Test("ordinary text, emoji with joiners and right-to-left text stay allowed", arguments: allowedTexts)
    func allowed(text: String) {
        #expect(Habit(name: text, createdAt: Date(timeIntervalSince1970: 0)).validationErrors.isEmpty)
        #expect(TextRules.escaped(text) == text)
    }

    @Test("escaping writes every control out and leaves one line of printable text", arguments: controlTexts)
    func escaping(text: String) {
        let escaped = TextRules.escaped(text)
        #expect(!escaped.unicodeScalars.contains(where: TextRules.isControl))
        #expect(
            escaped.hasPrefix(String(text.prefix(while: { !$0.unicodeScalars.contains(where: TextRules.isControl) }))))
    }

    @Test("escapes read as their code points")
    func escapedForms() {
        #expect(TextRules.escaped("a\u{1B}[31mb") == "a\\u{1B}[31mb")
        #expect(TextRules.escaped("a\nb\tc\rd") == "a\\nb\\tc\\rd")
        #expect(TextRules.escaped("x\u{202E}y\u{9B}") == "x\\u{202E}y\\u{9B}")
        #expect(TextRules.escaped("\u{00}") == "\\u{0}")
    }
}

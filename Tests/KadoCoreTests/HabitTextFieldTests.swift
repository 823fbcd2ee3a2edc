import Foundation
import KadoCore
import KadoTestSupport
import Testing

/// A habit's description (``Habit/details``, several lines) and group (``Habit/group``, one
/// line): what each may hold, and how typed text becomes one.
@Suite("Habit details and group")
struct HabitTextFieldTests {
    static let base = Habit(name: "Read", createdAt: Date(timeIntervalSince1970: 0))

    struct Case: Sendable, CustomTestStringConvertible {
        let details: String?
        let group: String?
        /// The field at fault and its rule's name, or `nil` when valid.
        let broken: (field: String, rule: String)?
        var testDescription: String { "details \(details.debugDescription), group \(group.debugDescription)" }
    }

    static let cases: [Case] = [
        Case(details: nil, group: nil, broken: nil),
        Case(details: "Twenty pages\nbefore bed\twith tea", group: "Health", broken: nil),
        Case(details: "Windows lines\r\nare fine", group: "Santé 🍎", broken: nil),
        Case(details: String(repeating: "a", count: Habit.maximumDetailsLength), group: nil, broken: nil),
        Case(
            details: String(repeating: "a", count: Habit.maximumDetailsLength + 1), group: nil,
            broken: ("details", "tooLong")),
        Case(details: "colour \u{1B}[31mred", group: nil, broken: ("details", "controlCharacter")),
        Case(details: "a lone\rreturn", group: nil, broken: ("details", "controlCharacter")),
        Case(details: nil, group: "", broken: ("group", "empty")),
        Case(details: nil, group: "   ", broken: ("group", "empty")),
        Case(details: nil, group: "two\nlines", broken: ("group", "controlCharacter")),
        Case(details: nil, group: "tab\there", broken: ("group", "controlCharacter")),
        Case(details: nil, group: "\u{1B}]0;title\u{07}", broken: ("group", "controlCharacter")),
        Case(details: nil, group: "\u{202E}evil", broken: ("group", "controlCharacter")),
        Case(
            details: nil, group: String(repeating: "g", count: Habit.maximumNameLength + 1),
            broken: ("group", "tooLong")),
    ]

    @Test("the rules of details and group", arguments: cases)
    func rules(_ testCase: Case) {
        var habit = Self.base
        habit.details = testCase.details
        habit.group = testCase.group
        let errors = habit.validationErrors
        if let broken = testCase.broken {
            #expect(errors.map(\.field) == [broken.field])
            #expect(errors.first?.rule.code == broken.rule)
        } else {
            #expect(errors.isEmpty)
        }
    }

    @Test("a control character is refused with the wording every text field uses, the value escaped")
    func wording() throws {
        var habit = Self.base
        habit.group = "a\u{1B}b"
        let error = try #require(habit.validationErrors.first)
        #expect(
            error.description
                == "group \"a\\u{1B}b\": must be one line without control characters or direction overrides; found U+001B"
        )
        habit.group = nil
        habit.details = "x\u{7}"
        #expect(
            habit.validationErrors.first?.problem
                == "must not contain control characters or direction overrides (line breaks and tabs are fine); found U+0007"
        )
    }

    @Test(
        "typed text becomes a group trimmed, or none when blank",
        arguments: [
            ("Health", "Health"), ("  Health  ", "Health"), ("", nil), ("  \n ", nil), (nil, nil),
        ] as [(String?, String?)])
    func normalizedGroup(typed: String?, expected: String?) {
        #expect(Habit.normalizedGroup(typed) == expected)
    }

    @Test("an import replaces what details and group may not hold, and a blank group is none")
    func replacing() {
        var habit = Self.base
        habit.details = "one\rtwo\u{1B}"
        habit.group = "a\nb"
        let fixed = habit.replacingForbiddenText()
        #expect(fixed.details == "one\ntwo\u{FFFD}")
        #expect(fixed.group == "a b")
        #expect(fixed.validationErrors.isEmpty)
    }
}

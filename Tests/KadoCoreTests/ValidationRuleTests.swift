import KadoCore
import KadoTestSupport
import Testing

@Suite("Validation rules")
struct ValidationRuleTests {
    @Test("the samples hold every kind of rule")
    func everyKindSampled() {
        #expect(Set(ErrorSamples.rules.map(ErrorSamples.kind(of:))) == Set(ErrorSamples.RuleKind.allCases))
    }

    static let english: [(ValidationError.Rule, String)] = [
        (.empty, "must not be empty"),
        (.tooLong(maximum: 500), "must be at most 500 characters"),
        (.outOfRange(minimum: 1, maximum: 366, unit: .none), "must be from 1 to 366"),
        (.outOfRange(minimum: 0, maximum: 1_000_000_000, unit: .number), "must be a number from 0 to 1000000000"),
        (.outOfRange(minimum: 2, maximum: 365, unit: .days), "must be from 2 to 365 days"),
        (.outOfRange(minimum: 1, maximum: 6, unit: .daysAWeek), "must be from 1 to 6 days a week"),
        (.notAboveZero, "must be a number above 0"),
        (.aboveMaximum(1_000_000_000), "must be at most 1000000000"),
        (.moreTimesThanDays(days: 7), "must be from 1 to the number of days (7)"),
        (.noWeekday, "must name at least one weekday"),
        (.notAnHour, "must be an hour from 0 to 23"),
        (.notAMinute, "must be a minute from 0 to 59"),
        (.notASymbolName, "must be a symbol name of letters, digits, dots and dashes"),
        (
            .controlCharacter(found: "\u{1B}", allowsLineBreaks: false),
            "must be one line without control characters or direction overrides; found U+001B"
        ),
        (
            .controlCharacter(found: "\u{202E}", allowsLineBreaks: true),
            "must not contain control characters or direction overrides (line breaks and tabs are fine); found U+202E"
        ),
        (.unsupportedDay, "must be a day from 1900-01-01 to 2199-12-31"),
        (
            .unsupportedInstant,
            "must be an instant within the days from 1900-01-01 to 2199-12-31 "
                + "(1899-12-31T00:00:00Z to 2200-01-02T23:59:59Z)"
        ),
        (.timerTargetAboveDay, "must be at most 24 hours (1440 min): a day has no more"),
        (.timerDayAboveDay, "a timer holds at most 24 hours (1440 min) a day"),
        (.endsBeforeStart, "must end on or after the day it starts"),
        (.pauseTooLong(maximumDays: 3660), "must be at most 3660 days"),
        (.endsTooFarAhead, "must end within a year from today"),
        (.startsAfterToday, "must be today or a day before it"),
        (.notAfter(day("2026-03-01")), "must be after 2026-03-01"),
        (.notBefore(day("2026-05-01")), "must be before 2026-05-01"),
        (
            .notTheHabitsType(.counter),
            "must be the habit's type, counter (a change of type rewrites the whole history)"
        ),
        (
            .notAVersionStart([day("2026-03-01")]),
            "must be the first day of a version of the habit's terms: 2026-03-01"
        ),
        (
            .habitLimitReached(maximum: 2000),
            "must be at most 2,000 in one database, archived ones included: delete a habit to make room"
        ),
        (
            .importAboveHabitLimit(maximum: 2000, existing: 1990, added: 20),
            "must be at most 2,000 in one database, archived ones included (there are 1990, the file adds 20)"
        ),
        (
            .sameNameAs("Journal"),
            "must differ from another habit's name, \"Journal\" (names are told apart ignoring case, accents and emoji)"
        ),
    ]

    @Test("each rule keeps its English wording for logs and tests", arguments: english)
    func englishWording(rule: ValidationError.Rule, text: String) {
        #expect(rule.description == text)
        #expect(ValidationError(field: "name", value: "x", rule: rule).description == "name \"x\": \(text)")
    }

    @Test("the English table covers every sample")
    func tableCoversSamples() {
        #expect(Set(Self.english.map(\.0)) == Set(ErrorSamples.rules))
    }

    @Test("each kind of rule has its own code")
    func codes() {
        var codes: [ErrorSamples.RuleKind: String] = [:]
        for rule in ErrorSamples.rules {
            let kind = ErrorSamples.kind(of: rule)
            #expect(codes[kind] == nil || codes[kind] == rule.code, "\(rule)")
            codes[kind] = rule.code
        }
        #expect(Set(codes.values).count == ErrorSamples.RuleKind.allCases.count)
    }

    @Test("a rule of an item is named within its collection")
    func within() {
        let error = ValidationError(field: "name", value: "", rule: .empty).within("habits[2]")
        #expect(error == ValidationError(field: "habits[2].name", value: "", rule: .empty))
    }
}

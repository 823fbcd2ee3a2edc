import Foundation
import KadoCore
import KadoTestSupport
import Testing

@Suite("Validation")
struct ValidationTests {
    func habit(
        name: String = "Read", frequency: Frequency = .daily, type: HabitType = .binary, icon: String = "book"
    ) -> Habit {
        Habit(name: name, frequency: frequency, type: type, icon: icon, createdAt: instant("2026-04-10T10:00:00Z"))
    }

    @Test("a valid habit has no errors")
    func valid() throws {
        #expect(habit().validationErrors.isEmpty)
        try habit().validate()
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let habit: Habit
        let field: String
        let value: String
        var testDescription: String { "\(field) = \(value)" }
    }

    static let cases: [Case] = {
        let base = Habit(name: "Read", icon: "book", createdAt: Date(timeIntervalSince1970: 0))
        func with(_ change: (inout Habit) -> Void) -> Habit {
            var copy = base
            change(&copy)
            return copy
        }
        return [
            Case(habit: with { $0.name = "" }, field: "name", value: ""),
            Case(habit: with { $0.name = "   " }, field: "name", value: "   "),
            Case(habit: with { $0.frequency = .daysPerWeek(0) }, field: "frequency.count", value: "0"),
            Case(habit: with { $0.frequency = .daysPerWeek(7) }, field: "frequency.count", value: "7"),
            Case(habit: with { $0.frequency = .specificDays([]) }, field: "frequency.days", value: ""),
            Case(habit: with { $0.frequency = .everyNDays(1) }, field: "frequency.interval", value: "1"),
            Case(habit: with { $0.frequency = .everyNDays(366) }, field: "frequency.interval", value: "366"),
            Case(habit: with { $0.frequency = .timesInDays(times: 0, days: 7) }, field: "frequency.times", value: "0"),
            Case(habit: with { $0.frequency = .timesInDays(times: 8, days: 7) }, field: "frequency.times", value: "8"),
            Case(habit: with { $0.frequency = .timesInDays(times: 1, days: 0) }, field: "frequency.days", value: "0"),
            Case(habit: with { $0.type = .counter(target: 0) }, field: "type.target", value: "0.0"),
            Case(habit: with { $0.type = .counter(target: -2) }, field: "type.target", value: "-2.0"),
            Case(habit: with { $0.type = .atMost(target: .nan) }, field: "type.target", value: "nan"),
            Case(habit: with { $0.type = .timer(targetSeconds: 0) }, field: "type.targetSeconds", value: "0.0"),
            Case(habit: with { $0.reminderHour = 24 }, field: "reminderHour", value: "24"),
            Case(habit: with { $0.reminderMinute = -1 }, field: "reminderMinute", value: "-1"),
            Case(habit: with { $0.icon = "" }, field: "icon", value: ""),
            Case(habit: with { $0.icon = "a b" }, field: "icon", value: "a b"),
            Case(
                habit: with { $0.unit = String(repeating: "u", count: 25) }, field: "unit",
                value: String(repeating: "u", count: 25)),
        ]
    }()

    @Test("each broken rule names its field and value", arguments: cases)
    func broken(testCase: Case) {
        let errors = testCase.habit.validationErrors
        #expect(errors.count == 1)
        #expect(errors.first?.field == testCase.field)
        #expect(errors.first?.value == testCase.value)
        #expect(throws: ValidationError.self) { try testCase.habit.validate() }
    }

    @Test("an over-long name is refused with its beginning shown")
    func longName() {
        let errors = habit(name: String(repeating: "é", count: 501)).validationErrors
        #expect(errors.map(\.field) == ["name"])
        #expect(errors.first?.description.contains("at most 500 characters") == true)
        #expect(habit(name: String(repeating: "é", count: 500)).validationErrors.isEmpty)
    }

    @Test("a record's value must be a finite number from 0", arguments: [-1.0, .nan, .infinity, 2e9])
    func badValue(value: Double) {
        let completion = Completion(
            habitID: UUID(), day: day("2026-04-10"), recordedAt: instant("2026-04-10T10:00:00Z"), value: value)
        #expect(completion.validationErrors.map(\.field) == ["value"])
    }

    @Test("a range cannot end before it starts")
    func badRange() {
        #expect(throws: ValidationError.self) { _ = try DayRange(from: day("2026-04-10"), through: day("2026-04-09")) }
        #expect((try? DayRange(from: day("2026-04-10"), through: day("2026-04-12")))?.count == 3)
    }
}

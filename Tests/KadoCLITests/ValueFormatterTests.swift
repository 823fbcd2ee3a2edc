import KadoCore
import Testing

@testable import KadoCLI

@Suite("Value formatter")
struct ValueFormatterTests {
    static let frequencies: [Frequency] = [
        .daily, .daysPerWeek(1), .daysPerWeek(3), .specificDays([.friday, .monday, .wednesday]),
        .specificDays([.sunday, .saturday]), .everyNDays(2), .everyNDays(10), .timesInDays(times: 3, days: 7),
        .timesInDays(times: 1, days: 1),
    ]

    @Test(
        "schedules read as people say them",
        arguments: zip(
            frequencies,
            [
                "every day", "1 day a week", "3 days a week", "Mon, Wed, Fri", "Sat, Sun", "every 2 days",
                "every 10 days", "3 times in 7 days", "1 time in 1 day",
            ]))
    func frequency(frequency: Frequency, expected: String) {
        #expect(ValueFormatter.frequency(frequency) == expected)
    }

    @Test("weekdays are listed from the week's first day")
    func weekdaysFromWeekStart() {
        #expect(ValueFormatter.frequency(.specificDays([.sunday, .saturday]), weekStart: .sunday) == "Sun, Sat")
        #expect(ValueFormatter.frequency(.specificDays([.sunday, .monday]), weekStart: .monday) == "Mon, Sun")
    }

    static let types: [(HabitType, String?, String)] = [
        (.binary, nil, "yes/no"), (.counter(target: 8), "glasses", "counter · 8 glasses"),
        (.counter(target: 2.5), nil, "counter · 2.5"), (.counter(target: 3), "", "counter · 3"),
        (.timer(targetSeconds: 1_800), nil, "timer · 30 min"), (.timer(targetSeconds: 90), nil, "timer · 1.5 min"),
        (.negative, nil, "negative"), (.atMost(target: 2), "coffees", "at most 2 coffees"),
    ]

    @Test("types read as people say them", arguments: types)
    func type(type: HabitType, unit: String?, expected: String) {
        #expect(ValueFormatter.type(type, unit: unit) == expected)
    }

    @Test("a schedule written as --every reads back the same", arguments: frequencies)
    func everyRoundTrip(frequency: Frequency) throws {
        #expect(try ValueParser.frequency(ValueFormatter.everyArgument(frequency)) == frequency)
    }

    @Test("a type written as --type reads back the same", arguments: types.map(\.0))
    func typeRoundTrip(type: HabitType) throws {
        #expect(try ValueParser.habitType(ValueFormatter.typeArgument(type)) == type)
    }

    @Test(
        "scores are whole percentages",
        arguments: [(0.734, "73%"), (0.736, "74%"), (0, "0%"), (1, "100%"), (1.2, "100%"), (-0.1, "0%"), (.nan, "–")])
    func percent(score: Double, expected: String) {
        #expect(ValueFormatter.percent(score) == expected)
    }

    @Test("numbers drop a needless fraction", arguments: [(8.0, "8"), (2.5, "2.5"), (1.0 / 3, "0.333"), (0, "0")])
    func number(value: Double, expected: String) {
        #expect(ValueFormatter.number(value) == expected)
    }

    @Test("reminders are HH:MM or off")
    func reminder() {
        #expect(ValueFormatter.reminder(.at(hour: 7, minute: 5)) == "07:05")
        #expect(ValueFormatter.reminder(.at(hour: 21, minute: 30)) == "21:30")
        #expect(ValueFormatter.reminder(.off) == "off")
    }
}

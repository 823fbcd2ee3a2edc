import KadoApp
import KadoCore
import Testing

/// ``HabitNotation``'s forms read back (what the JSON API takes to change a habit's terms): every
/// schedule and type it writes reads as itself, and other text as nothing.
@Suite("HabitNotation: reading back what it writes")
struct HabitNotationReadingTests {
    @Test(
        "every schedule written reads back as itself",
        arguments: [
            Frequency.daily, .daysPerWeek(3), .specificDays([.monday, .wednesday, .friday]), .everyNDays(2),
            .timesInDays(times: 3, days: 7),
        ])
    func frequency(_ frequency: Frequency) {
        #expect(HabitNotation.frequency(reading: HabitNotation.every(frequency)) == frequency)
    }

    @Test(
        "every type written reads back as itself",
        arguments: [
            HabitType.binary, .negative, .counter(target: 8), .counter(target: 2.5), .timer(targetSeconds: 1800),
            .atMost(target: 2),
        ])
    func type(_ type: HabitType) {
        #expect(HabitNotation.type(reading: HabitNotation.type(type)) == type)
    }

    @Test("case and spaces do not matter; 7/week is every day")
    func lenient() {
        #expect(HabitNotation.frequency(reading: " Mon, Fri ") == .specificDays([.monday, .friday]))
        #expect(HabitNotation.frequency(reading: "7/week") == .daily)
        #expect(HabitNotation.type(reading: "Counter: 10") == .counter(target: 10))
    }

    @Test(
        "other text is no schedule",
        arguments: ["", "sometimes", "3/", "/7", "-2days", "x/week", "mon,,fri", "every day", "3/7/2"])
    func notASchedule(_ text: String) {
        #expect(HabitNotation.frequency(reading: text) == nil)
    }

    @Test(
        "other text is no type",
        arguments: [
            "", "counter", "counter:", "counter:-1", "counter:1e3", "timer:lots", "yesno:1", "atmost:nan", "gauge:3",
        ])
    func notAType(_ text: String) {
        #expect(HabitNotation.type(reading: text) == nil)
    }
}

import Foundation
import KadoCore
import KadoTestSupport
import Testing

@Suite("Logical days")
struct LogicalDayTests {
    @Test(
        "civil dates agree with Foundation's Gregorian calendar (which is Julian before 1582-10-15)",
        arguments: [1583, 1899, 1900, 1969, 1970, 1971, 2000, 2024, 2026, 2100, 2400, 9999])
    func agreesWithFoundation(year: Int) throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TestCalendars.zone("UTC")
        for month in 1...12 {
            for dayOfMonth in [1, 15, LogicalDay.daysInMonth(month, year: year)] {
                let logical = try #require(LogicalDay(year: year, month: month, day: dayOfMonth))
                let date = try #require(
                    calendar.date(from: DateComponents(year: year, month: month, day: dayOfMonth)))
                let expected = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
                #expect(logical.dayNumber == expected)
                #expect(logical.weekday.rawValue == calendar.component(.weekday, from: date))
                #expect(logical.components == (year, month, dayOfMonth))
            }
        }
    }

    @Test("every day of four centuries converts to its date and back")
    func roundTrips() {
        let first = day("1900-01-01").dayNumber
        let last = day("2300-12-31").dayNumber
        var previous: (year: Int, month: Int, day: Int)?
        for number in first...last {
            let date = LogicalDay(dayNumber: number).components
            #expect(LogicalDay(year: date.year, month: date.month, day: date.day)?.dayNumber == number)
            if let previous {
                let isNextDay =
                    (date.year == previous.year && date.month == previous.month && date.day == previous.day + 1)
                    || (date.day == 1
                        && (date.month == previous.month + 1 || (date.month == 1 && previous.month == 12)))
                #expect(isNextDay)
            }
            previous = date
        }
    }

    @Test(
        "impossible or malformed dates are refused",
        arguments: [
            "2026-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "0000-01-01", "2026-4-1", "26-04-01",
            "2026-04-01T00:00", "", "abcd-ef-gh", "2026-04-1x", "２０２６-04-01",
        ])
    func refusesBadText(text: String) {
        #expect(LogicalDay(text) == nil)
    }

    @Test(
        "text form is YYYY-MM-DD and reads back", arguments: ["2024-02-29", "1970-01-01", "0987-06-05", "9999-12-31"])
    func formats(text: String) throws {
        let parsed = try #require(LogicalDay(text))
        #expect(parsed.description == text)
    }

    @Test(
        "start of the week honours the chosen first weekday",
        arguments: [
            (Weekday.monday, "2026-04-10", "2026-04-06"), (.sunday, "2026-04-10", "2026-04-05"),
            (.monday, "2026-04-06", "2026-04-06"), (.sunday, "2026-04-05", "2026-04-05"),
            (.saturday, "2026-04-10", "2026-04-04"), (.monday, "2026-04-05", "2026-03-30"),
        ])
    func weekStart(first: Weekday, date: String, expected: String) {
        #expect(day(date).startOfWeek(startingOn: first) == day(expected))
    }

    @Test("days encode as JSON strings and refuse anything else")
    func codable() throws {
        let data = try JSONEncoder().encode([day("2026-04-10")])
        #expect(String(decoding: data, as: UTF8.self) == "[\"2026-04-10\"]")
        #expect(try JSONDecoder().decode([LogicalDay].self, from: data) == [day("2026-04-10")])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([LogicalDay].self, from: Data("[\"2026-02-30\"]".utf8))
        }
    }

    @Test("weekday names read in full or abbreviated, any case")
    func weekdayNames() {
        #expect(Weekday(name: "Monday") == .monday)
        #expect(Weekday(name: "wed") == .wednesday)
        #expect(Weekday(name: "SUN") == .sunday)
        #expect(Weekday(name: "mo") == nil)
        #expect(Weekday.week(startingOn: .monday).first == .monday)
        #expect(Weekday.week(startingOn: .monday).last == .sunday)
    }
}

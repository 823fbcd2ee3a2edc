import Foundation
import KadoCore
import KadoTestSupport
import Testing

/// The one range of days Kadō accepts, and why every day in it is safe: each day's instants, in
/// every time zone and with any day-start hour, come back to that day.
@Suite("The supported range of days")
struct SupportedDaysTests {
    /// Zones with odd historic offsets (Monrovia −0:44:30 until 1972, Kolkata +5:21:10 before 1906,
    /// Kiritimati −10:40 then +14), half-hour and 45-minute offsets, DST at midnight (Havana),
    /// half-hour DST (Lord Howe), a change of side of the date line (Apia), and the extreme fixed
    /// offsets.
    static let zones = [
        "UTC", "Africa/Monrovia", "Asia/Kolkata", "Pacific/Kiritimati", "America/St_Johns", "America/Havana",
        "Australia/Lord_Howe", "Asia/Kathmandu", "Pacific/Apia", "Europe/Dublin", "Pacific/Pago_Pago", "Etc/GMT-14",
        "Etc/GMT+12",
    ]

    /// The range's edges, 1970-01-01, leap days (1900 and 2100 are not leap years), and a spread of
    /// days across the whole range. (Not 2011-12-30, which Apia skipped: with a day-start hour its
    /// logical day is the first hours of the 31st, which no midnight-bucketed format can carry.)
    static let days: [LogicalDay] = {
        let fixed = [
            "1900-01-01", "1900-01-02", "1900-02-28", "1900-03-01", "1904-02-29", "1969-12-31", "1970-01-01",
            "2000-02-29", "2100-02-28", "2100-03-01", "2196-02-29", "2199-12-30",
            "2199-12-31",
        ].map(day)
        var random = SeededGenerator(seed: 0x5EED_1900)
        let spread = (0..<60).map { _ in
            LogicalDay(
                dayNumber: random.int(in: LogicalDay.firstSupported.dayNumber...LogicalDay.lastSupported.dayNumber))
        }
        return fixed + spread
    }()

    @Test("the range is 1900-01-01 through 2199-12-31")
    func range() {
        #expect(LogicalDay.supported.lowerBound == day("1900-01-01"))
        #expect(LogicalDay.supported.upperBound == day("2199-12-31"))
        #expect(LogicalDay.supportedDescription == "1900-01-01 to 2199-12-31")
        #expect(day("1900-01-01").isSupported && day("2199-12-31").isSupported && day("1970-01-01").isSupported)
        for outside in ["0001-01-01", "1581-12-31", "1582-10-10", "1899-12-31", "2200-01-01", "9999-12-31"] {
            #expect(!day(outside).isSupported, "\(outside)")
        }
    }

    @Test("the instants are those of the supported days in every time zone, and no more than a day beyond")
    func instants() {
        let instants = LogicalDay.supportedInstants
        #expect(instants.lowerBound == instant("1899-12-31T00:00:00Z"))
        #expect(instants.upperBound == instant("2200-01-03T00:00:00Z"))
        for zone in ["Etc/GMT-14", "Etc/GMT+12", "Pacific/Kiritimati", "Pacific/Pago_Pago"] {
            for startHour in [0, 23] {
                let boundary = Self.boundary(zone, startHour)
                let first = boundary.start(of: LogicalDay.firstSupported)
                let end = boundary.start(of: LogicalDay.lastSupported.adding(days: 1))
                #expect(LogicalDay.isSupported(first), "\(zone) \(startHour)")
                #expect(LogicalDay.isSupported(end.addingTimeInterval(-1)), "\(zone) \(startHour)")
            }
        }
        for outside in [
            Date.distantPast, Date.distantFuture, instant("1899-12-30T23:59:59Z"), instant("2200-01-03T00:00:00Z"),
            Date(timeIntervalSince1970: -.infinity), Date(timeIntervalSince1970: .infinity),
            Date(timeIntervalSince1970: .nan), Date(timeIntervalSince1970: 1e300),
        ] {
            #expect(!LogicalDay.isSupported(outside), "\(outside.timeIntervalSince1970)")
        }
    }

    @Test(
        "every supported day's instants come back to it, in every zone and with any day-start hour",
        arguments: zones, [0, 4, 23])
    func dayInstantsComeBack(zone: String, startHour: Int) {
        let boundary = Self.boundary(zone, startHour)
        for day in Self.days {
            let start = boundary.start(of: day)
            let end = boundary.start(of: day.adding(days: 1))
            #expect(start < end, "\(zone) \(startHour) \(day)")
            #expect(boundary.logicalDay(containing: start) == day, "\(zone) \(startHour) \(day) start")
            #expect(boundary.logicalDay(containing: end.addingTimeInterval(-1)) == day, "\(zone) \(startHour) \(day)")
            for time in ["T00:00:00Z", "T03:59:59Z", "T12:00:00Z", "T23:59:59Z"] {
                let stamped = boundary.instant(on: day, keepingTimeOf: instant("2026-04-10" + time))
                #expect(boundary.logicalDay(containing: stamped) == day, "\(zone) \(startHour) \(day) \(time)")
                #expect(LogicalDay.isSupported(stamped), "\(zone) \(startHour) \(day) \(time)")
            }
        }
    }

    @Test("the calendar days go through are proleptic Gregorian everywhere in the range", arguments: zones)
    func calendarIsGregorian(zone: String) {
        let boundary = Self.boundary(zone, 0)
        for day in Self.days {
            // Exact arithmetic, without Foundation: the day's midnight is at most 15 hours from UTC's.
            let utcMidnight = Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400)
            let offset = boundary.start(of: day).timeIntervalSince(utcMidnight)
            #expect(abs(offset) <= 15 * 3600, "\(zone) \(day): \(offset) s from UTC's midnight")
        }
        // With fixed offsets the instant is exact.
        if zone.hasPrefix("Etc/") || zone == "UTC" {
            let seconds = Double(-(TestCalendars.zone(zone).secondsFromGMT()))
            for day in Self.days {
                #expect(
                    boundary.start(of: day).timeIntervalSince1970 == Double(day.dayNumber) * 86_400 + seconds,
                    "\(zone) \(day)")
            }
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let errors: [ValidationError]
        let field: String
        let value: String
        var testDescription: String { name }
    }

    static let habit = Habit(name: "Read", createdAt: instant("2026-04-10T10:00:00Z"))
    static let habitID = UUID()

    static func habit(createdAt: Date, archivedAt: Date? = nil) -> [ValidationError] {
        var habit = Self.habit
        habit.createdAt = createdAt
        habit.archivedAt = archivedAt
        return habit.validationErrors
    }

    static func completion(_ text: String, recordedAt: Date? = nil) -> [ValidationError] {
        Completion(
            habitID: habitID, day: day(text), recordedAt: recordedAt ?? instant("2026-04-10T10:00:00Z")
        ).validationErrors
    }

    static func skip(_ first: String, _ last: String) -> [ValidationError] {
        guard let range = try? DayRange(from: day(first), through: day(last)) else { return [] }
        return Skip(habitID: habitID, days: range).validationErrors
    }

    static let outsideInstant = "must be an instant within the days from 1900-01-01 to 2199-12-31"
    static let outsideDay = "must be a day from 1900-01-01 to 2199-12-31"

    static let cases: [Case] = [
        Case(
            name: "created in year 1", errors: habit(createdAt: utc("0001-01-01T00:00:00Z")), field: "createdAt",
            value: "0001-01-01T00:00:00Z"),
        Case(
            name: "created in 1581", errors: habit(createdAt: utc("1581-12-31T12:00:00Z")), field: "createdAt",
            value: "1581-12-31T12:00:00Z"),
        Case(
            name: "created a second too early", errors: habit(createdAt: utc("1899-12-30T23:59:59Z")),
            field: "createdAt", value: "1899-12-30T23:59:59Z"),
        Case(
            name: "created in 2200", errors: habit(createdAt: utc("2200-01-03T00:00:00Z")), field: "createdAt",
            value: "2200-01-03T00:00:00Z"),
        Case(
            name: "created in 9999", errors: habit(createdAt: utc("9999-12-31T23:59:59Z")), field: "createdAt",
            value: "9999-12-31T23:59:59Z"),
        Case(
            name: "created at an instant with no date", errors: habit(createdAt: Date(timeIntervalSince1970: 1e300)),
            field: "createdAt", value: "1e+300 s after 1970"),
        Case(
            name: "created at no instant", errors: habit(createdAt: Date(timeIntervalSince1970: .nan)),
            field: "createdAt", value: "nan s after 1970"),
        Case(
            name: "archived in 2200",
            errors: habit(createdAt: utc("2026-04-10T10:00:00Z"), archivedAt: utc("2200-06-01T00:00:00Z")),
            field: "archivedAt", value: "2200-06-01T00:00:00Z"),
        Case(
            name: "archived before 1900",
            errors: habit(createdAt: utc("2026-04-10T10:00:00Z"), archivedAt: utc("1800-01-01T00:00:00Z")),
            field: "archivedAt", value: "1800-01-01T00:00:00Z"),
        Case(name: "a record on 0001-01-01", errors: completion("0001-01-01"), field: "day", value: "0001-01-01"),
        Case(name: "a record on 1581-12-31", errors: completion("1581-12-31"), field: "day", value: "1581-12-31"),
        Case(name: "a record on 1899-12-31", errors: completion("1899-12-31"), field: "day", value: "1899-12-31"),
        Case(name: "a record on 2200-01-01", errors: completion("2200-01-01"), field: "day", value: "2200-01-01"),
        Case(name: "a record on 9999-12-31", errors: completion("9999-12-31"), field: "day", value: "9999-12-31"),
        Case(
            name: "a record written in 1581",
            errors: completion("1900-01-01", recordedAt: utc("1581-12-31T12:00:00Z")), field: "recordedAt",
            value: "1581-12-31T12:00:00Z"),
        Case(name: "a skip from 1899", errors: skip("1899-12-31", "1900-01-02"), field: "first", value: "1899-12-31"),
        Case(name: "a skip into 2200", errors: skip("2199-12-30", "2200-01-01"), field: "last", value: "2200-01-01"),
        Case(
            name: "a skip on 0001-01-01", errors: skip("0001-01-01", "0001-01-01"), field: "first", value: "0001-01-01"),
    ]

    @Test("a day or an instant outside the range breaks a rule naming its field and value", arguments: cases)
    func refused(testCase: Case) throws {
        let error = try #require(testCase.errors.first)
        #expect(error.field == testCase.field)
        #expect(error.value == testCase.value)
        #expect(error.problem.hasPrefix(testCase.field.hasSuffix("At") ? Self.outsideInstant : Self.outsideDay))
    }

    @Test(
        "the range's edges, 1970 and leap days are valid everywhere",
        arguments: ["1900-01-01", "1970-01-01", "1904-02-29", "2000-02-29", "2196-02-29", "2199-12-31"])
    func accepted(text: String) {
        for zone in ["Pacific/Kiritimati", "Etc/GMT+12", "Africa/Monrovia"] {
            let boundary = Self.boundary(zone, 23)
            let start = boundary.start(of: day(text))
            let last = boundary.start(of: day(text).adding(days: 1)).addingTimeInterval(-1)
            #expect(Self.habit(createdAt: start, archivedAt: last).isEmpty, "\(zone)")
            #expect(Self.completion(text, recordedAt: start).isEmpty, "\(zone)")
            #expect(Self.completion(text, recordedAt: last).isEmpty, "\(zone)")
            #expect(Self.skip(text, text).isEmpty)
        }
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` in the proleptic Gregorian calendar, without Foundation (whose
    /// parser counts Julian dates before 1582).
    static func utc(_ text: String) -> Date {
        let parts = text.dropLast().split(separator: "T")
        let time = parts[1].split(separator: ":").compactMap { Int($0) }
        let seconds = day(String(parts[0])).dayNumber * 86_400 + time[0] * 3600 + time[1] * 60 + time[2]
        return Date(timeIntervalSince1970: Double(seconds))
    }

    static func boundary(_ zone: String, _ startHour: Int) -> DayBoundary {
        TestCalendars.calendar(zone, startHour: startHour).boundary
    }
}

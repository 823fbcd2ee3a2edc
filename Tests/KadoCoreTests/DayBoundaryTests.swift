import Foundation
import KadoCore
import KadoTestSupport
import Testing

@Suite("Day boundary")
struct DayBoundaryTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let zone: String
        let startHour: Int
        let instant: String
        let expected: String
        var testDescription: String { "\(instant) in \(zone) with days from \(startHour) h is \(expected)" }
    }

    @Test(
        "an instant belongs to the logical day of its wall clock and start hour",
        arguments: [
            Case(zone: "UTC", startHour: 0, instant: "2026-04-10T00:00:00Z", expected: "2026-04-10"),
            Case(zone: "UTC", startHour: 0, instant: "2026-04-09T23:59:59Z", expected: "2026-04-09"),
            Case(zone: "UTC", startHour: 4, instant: "2026-04-10T03:59:59Z", expected: "2026-04-09"),
            Case(zone: "UTC", startHour: 4, instant: "2026-04-10T04:00:00Z", expected: "2026-04-10"),
            Case(zone: "UTC", startHour: 23, instant: "2026-04-10T22:59:59Z", expected: "2026-04-09"),
            Case(zone: "UTC", startHour: 23, instant: "2026-04-10T23:00:00Z", expected: "2026-04-10"),
            // Paris: 00:30 local is still the previous day in UTC.
            Case(zone: "Europe/Paris", startHour: 0, instant: "2026-04-09T22:30:00Z", expected: "2026-04-10"),
            // Paris spring forward, 2026-03-29: 02:00 → 03:00.
            Case(zone: "Europe/Paris", startHour: 0, instant: "2026-03-28T23:00:00Z", expected: "2026-03-29"),
            Case(zone: "Europe/Paris", startHour: 0, instant: "2026-03-29T01:30:00Z", expected: "2026-03-29"),
            Case(zone: "Europe/Paris", startHour: 4, instant: "2026-03-29T01:30:00Z", expected: "2026-03-28"),
            Case(zone: "Europe/Paris", startHour: 4, instant: "2026-03-29T02:00:00Z", expected: "2026-03-29"),
            Case(zone: "Europe/Paris", startHour: 23, instant: "2026-03-29T20:59:00Z", expected: "2026-03-28"),
            Case(zone: "Europe/Paris", startHour: 23, instant: "2026-03-29T21:00:00Z", expected: "2026-03-29"),
            // Paris fall back, 2025-10-26: 03:00 → 02:00; both 02:30s are the 26th.
            Case(zone: "Europe/Paris", startHour: 0, instant: "2025-10-26T00:30:00Z", expected: "2025-10-26"),
            Case(zone: "Europe/Paris", startHour: 0, instant: "2025-10-26T01:30:00Z", expected: "2025-10-26"),
            Case(zone: "Europe/Paris", startHour: 4, instant: "2025-10-26T02:59:00Z", expected: "2025-10-25"),
            Case(zone: "Europe/Paris", startHour: 4, instant: "2025-10-26T03:00:00Z", expected: "2025-10-26"),
            // Havana springs forward at midnight (2026-03-08 00:00 → 01:00): the day begins at 01:00.
            Case(zone: "America/Havana", startHour: 0, instant: "2026-03-08T04:59:59Z", expected: "2026-03-07"),
            Case(zone: "America/Havana", startHour: 0, instant: "2026-03-08T05:00:00Z", expected: "2026-03-08"),
            Case(zone: "America/Havana", startHour: 4, instant: "2026-03-08T07:59:59Z", expected: "2026-03-07"),
            Case(zone: "America/Havana", startHour: 4, instant: "2026-03-08T08:00:00Z", expected: "2026-03-08"),
            // Havana falls back at 01:00 (2025-11-02 01:00 → 00:00): midnight happens twice.
            Case(zone: "America/Havana", startHour: 0, instant: "2025-11-02T04:30:00Z", expected: "2025-11-02"),
            Case(zone: "America/Havana", startHour: 0, instant: "2025-11-02T05:30:00Z", expected: "2025-11-02"),
            Case(zone: "America/Havana", startHour: 23, instant: "2025-11-03T03:59:00Z", expected: "2025-11-01"),
            Case(zone: "America/Havana", startHour: 23, instant: "2025-11-03T04:00:00Z", expected: "2025-11-02"),
        ])
    func logicalDay(of testCase: Case) throws {
        let boundary = try DayBoundary(timeZone: TestCalendars.zone(testCase.zone), startHour: testCase.startHour)
        #expect(boundary.logicalDay(containing: instant(testCase.instant)) == day(testCase.expected))
    }

    @Test(
        "a logical day starts at its hour on the wall clock, or just after a gap",
        arguments: [
            ("UTC", 0, "2026-04-10", "2026-04-10T00:00:00Z"),
            ("UTC", 4, "2026-04-10", "2026-04-10T04:00:00Z"),
            ("Europe/Paris", 0, "2026-03-29", "2026-03-28T23:00:00Z"),
            ("Europe/Paris", 4, "2026-03-29", "2026-03-29T02:00:00Z"),
            ("Europe/Paris", 2, "2026-03-29", "2026-03-29T01:00:00Z"),
            ("America/Havana", 0, "2026-03-08", "2026-03-08T05:00:00Z"),
            ("America/Havana", 23, "2026-03-08", "2026-03-09T03:00:00Z"),
        ])
    func start(zone: String, hour: Int, date: String, expected: String) throws {
        let boundary = try DayBoundary(timeZone: TestCalendars.zone(zone), startHour: hour)
        #expect(boundary.start(of: day(date)) == instant(expected))
        #expect(boundary.logicalDay(containing: boundary.start(of: day(date))) == day(date))
        #expect(boundary.logicalDay(containing: boundary.start(of: day(date)).addingTimeInterval(-1)) < day(date))
    }

    @Test(
        "consecutive logical days tile time across a whole year of DST changes",
        arguments: ["Europe/Paris", "America/Havana"])
    func tiles(zone: String) throws {
        for hour in [0, 4, 23] {
            let boundary = try DayBoundary(timeZone: TestCalendars.zone(zone), startHour: hour)
            var current = day("2025-06-01")
            while current < day("2026-06-01") {
                let start = boundary.start(of: current)
                let next = boundary.start(of: current.adding(days: 1))
                #expect(next > start)
                let length = next.timeIntervalSince(start)
                #expect([82_800, 86_400, 90_000].contains(length))
                #expect(boundary.nextRollover(after: start) == next)
                current = current.adding(days: 1)
            }
        }
    }

    @Test("a start hour outside 0…23 is refused, naming the field", arguments: [-1, 24, 100])
    func refusesBadHour(hour: Int) {
        #expect(
            throws: ValidationError(field: "dayStart", value: String(hour), rule: .notAnHour)
        ) {
            _ = try DayBoundary(timeZone: TestCalendars.zone("UTC"), startHour: hour)
        }
    }

    @Test("backfilling keeps the time of day and lands in the asked day")
    func backfill() throws {
        let boundary = try DayBoundary(timeZone: TestCalendars.zone("Europe/Paris"), startHour: 4)
        let now = instant("2026-04-10T00:15:00Z")  // 02:15 in Paris, still the 9th
        let stamped = boundary.instant(on: day("2026-04-05"), keepingTimeOf: now)
        #expect(boundary.logicalDay(containing: stamped) == day("2026-04-05"))
        #expect(stamped == instant("2026-04-06T00:15:00Z"))
        let midday = boundary.instant(on: day("2026-03-29"), keepingTimeOf: instant("2026-04-10T10:00:00Z"))
        #expect(boundary.logicalDay(containing: midday) == day("2026-03-29"))
    }
}

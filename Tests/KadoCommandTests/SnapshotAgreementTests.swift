import Foundation
import KadoApp
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

@Suite("The widget snapshot agrees with the core, for every type and schedule", .tags(.endToEnd), .endToEndTierOnly)
struct SnapshotAgreementTests {
    /// Every habit type, every kind of schedule.
    static let habits: [(name: String, every: String, type: String)] = [
        ("Read", "day", "yesno"), ("Water", "3/week", "counter:8"), ("Run", "mon,wed,fri", "timer:30"),
        ("Smoke", "day", "negative"), ("Coffee", "day", "atmost:2"), ("Piano", "2days", "yesno"),
        ("Stretch", "3/7", "counter:2"), ("Walk", "weekends", "timer:20"), ("Floss", "5/week", "yesno"),
        ("Snack", "mon,wed,fri", "atmost:1"), ("Quit", "2/week", "negative"),
    ]

    /// The check-in that writes habit `index`'s record `days` days ago, or `nil` for none.
    static func checkIn(_ index: Int, daysAgo days: Int) -> [String]? {
        guard (days * 5 + index * 3) % 7 < 3 else { return nil }
        let habit = habits[index]
        let day = "-\(days)"
        let pick = (days + index) % 4
        switch habit.type.split(separator: ":").first {
        case "counter": return ["log", habit.name, ["1", "8", "5", "2"][pick], day]
        case "timer": return ["log", habit.name, ["10", "30", "45", "20"][pick], day]
        case "atmost": return ["log", habit.name, ["1", "3", "2", "1"][pick], day]
        default: return ["done", habit.name, day]
        }
    }

    @Test("each of the 7 days: score, streaks and today's status equal HabitTimeline.evaluate(asOf:)")
    func agreement() throws {
        let sandbox = try Sandbox(timeZone: "Europe/Paris")
        try sandbox.succeed(["settings", "day-start", "4"])
        try sandbox.succeed(["settings", "week-start", "monday"])
        for habit in Self.habits {
            try sandbox.succeed(
                ["add", habit.name, "--every", habit.every, "--type", habit.type], now: "2026-02-16T10:00:00Z")
        }
        try sandbox.succeed(["add", "Archived"], now: "2026-02-16T10:00:00Z")
        for days in (0..<34).reversed() {
            for index in Self.habits.indices {
                if let arguments = Self.checkIn(index, daysAgo: days) { try sandbox.succeed(arguments) }
            }
        }
        // Started, not complete, today.
        try sandbox.succeed(["log", "Water", "3"])
        try sandbox.succeed(["log", "Run", "10"])
        try sandbox.succeed(["skip", "Read", "-20..-18"])
        try sandbox.succeed(["skip", "Water", "-9"])
        try sandbox.succeed(["archive", "Archived"])
        // A first look saves the checkpoints; the next change publishes from them.
        try sandbox.succeed(["today"])
        try sandbox.succeed(["done", "Read", "-40"])

        let series = try SnapshotFile.read(from: sandbox.snapshotPath)
        #expect(series.timeZone == "Europe/Paris")
        #expect(series.dayStartHour == 4)
        #expect(series.weekStart == Weekday.monday.rawValue)
        #expect(series.language == "auto", "the setting, never chosen: each reader speaks its own language")
        let calendar = HabitCalendar(
            boundary: try DayBoundary(timeZone: try #require(TimeZone(identifier: "Europe/Paris")), startHour: 4),
            weekStart: .monday)
        let today = try #require(LogicalDay("2026-04-10"))
        #expect(series.days.map(\.day) == (0..<7).map { today.adding(days: $0) })

        let store = try sandbox.openStore()
        let habits = try store.habits()
        #expect(habits.map(\.name) == Self.habits.map(\.name))
        let timelines = try habits.map { habit in
            HabitTimeline(
                habit: habit, completions: try store.completions(of: habit.id), skips: try store.skips(of: habit.id),
                calendar: calendar)
        }
        for (offset, snapshot) in series.days.enumerated() {
            let day = today.adding(days: offset)
            #expect(snapshot.logicalDay == calendar.boundary.start(of: day))
            #expect(snapshot.habits.map(\.id) == habits.map(\.id), "active habits only, in order")
            #expect(snapshot.totalDueToday == snapshot.today.count)
            #expect(snapshot.completedToday == snapshot.today.filter { $0.status == .complete }.count)
            for (habit, timeline) in zip(snapshot.habits, timelines) {
                let evaluation = timeline.evaluate(asOf: day)
                let context = "\(habit.name) on \(day)"
                #expect(abs(habit.currentScore - evaluation.score) < 1e-9, "\(context)")
                #expect(habit.currentStreak == evaluation.currentStreak, "\(context)")
                #expect(habit.bestStreak == evaluation.bestStreak, "\(context)")
                #expect(habit.streakUnit == evaluation.streakUnit, "\(context)")
                let logged = timeline.positiveRecords(on: day) > 0
                let row = snapshot.today.first { $0.habit.id == habit.id }
                #expect(
                    (row != nil) == (evaluation.isDue || timeline.habit.type.recordsMeanDone && logged), "\(context)")
                guard let row else { continue }
                let status: WidgetStatus =
                    evaluation.isComplete ? .complete : evaluation.value > 0 && logged ? .partial : .none
                #expect(row.status == status, "\(context)")
                #expect(abs(row.progress - evaluation.value) < 1e-9, "\(context)")
                #expect(row.streak == evaluation.currentStreak, "\(context)")
                #expect(row.scorePercent == evaluation.scorePercent, "\(context)")
                #expect(
                    row.valueToday == (timeline.habit.type.target == nil ? nil : timeline.sum(on: day)), "\(context)")
            }
        }

        let statuses = Set(series.days.flatMap { $0.today.map(\.status) })
        #expect(statuses == [.none, .partial, .complete], "the history reaches every status")
        #expect(Set(series.days.flatMap { $0.habits.map(\.streakUnit) }) == [.days, .weeks])

        // The same days as kado today will show them, nothing more being logged (today rewrites the
        // snapshot, so this comes last).
        for (offset, snapshot) in series.days.enumerated() {
            let now = "\(today.adding(days: offset))T12:00:00Z"
            let statuses = try sandbox.json([StatusJSON].self, ["today", "--json"], now: now)
            for habit in snapshot.habits {
                let status = try #require(statuses.first { $0.id == habit.id })
                #expect(status.presenceStreak == habit.currentStreak, "\(habit.name) at \(now)")
                #expect(status.presenceBestStreak == habit.bestStreak, "\(habit.name) at \(now)")
                #expect(status.streak == habit.displayedStreak.current, "\(habit.name) at \(now)")
                #expect(status.bestStreak == habit.displayedStreak.best, "\(habit.name) at \(now)")
                #expect(abs(status.score - habit.currentScore) < 1e-9, "\(habit.name) at \(now)")
                let row = snapshot.today.first { $0.habit.id == habit.id }
                if status.dueToday { #expect(row != nil, "\(habit.name) at \(now)") }
                if let row { #expect(status.doneToday == (row.status == .complete), "\(habit.name) at \(now)") }
            }
        }
    }

    /// A flight: written at home, read away, with the day start in use.
    struct Flight: CustomTestStringConvertible, Sendable {
        let home: String
        let away: String
        let dayStart: Int
        /// When the last change was made at home.
        let written: String

        var testDescription: String { "\(home) → \(away) (days start at \(dayStart):00, written \(written))" }
    }

    static let flights: [Flight] = [
        // West: Paris's Saturday has begun, it is still Friday where the reader is.
        Flight(home: "Europe/Paris", away: "America/New_York", dayStart: 0, written: "2026-04-10T21:30:00Z"),
        Flight(home: "Europe/Paris", away: "America/Los_Angeles", dayStart: 4, written: "2026-04-11T01:30:00Z"),
        Flight(home: "Europe/Paris", away: "Pacific/Honolulu", dayStart: 0, written: "2026-04-10T22:30:00Z"),
        // East: the reader's day is ahead of the writer's.
        Flight(home: "America/New_York", away: "Asia/Tokyo", dayStart: 0, written: "2026-04-10T14:00:00Z"),
        Flight(home: "America/New_York", away: "Pacific/Auckland", dayStart: 4, written: "2026-04-10T20:00:00Z"),
        // Across the date line, 25 hours apart: two logical days behind, or ahead.
        Flight(home: "Pacific/Kiritimati", away: "Pacific/Pago_Pago", dayStart: 0, written: "2026-04-10T10:30:00Z"),
        Flight(home: "Pacific/Pago_Pago", away: "Pacific/Kiritimati", dayStart: 0, written: "2026-04-10T10:30:00Z"),
        // Half an hour: India.
        Flight(home: "Europe/Paris", away: "Asia/Kolkata", dayStart: 4, written: "2026-04-10T20:00:00Z"),
        // A DST change day: Paris springs forward on 2026-03-29; Havana's clocks jump at midnight on 03-08.
        Flight(home: "America/New_York", away: "Europe/Paris", dayStart: 2, written: "2026-03-28T23:30:00Z"),
        Flight(home: "Europe/Paris", away: "America/Havana", dayStart: 0, written: "2026-03-08T03:00:00Z"),
    ]

    @Test(
        "after a flight, today, every widget format, stats and the toggle agree on the day and on done",
        arguments: flights)
    func travel(flight: Flight) throws {
        let sandbox = try Sandbox(now: flight.written, timeZone: flight.home)
        let written = try #require(ISO8601DateFormatter().date(from: flight.written))
        let home = try DayBoundary(
            timeZone: try #require(TimeZone(identifier: flight.home)), startHour: flight.dayStart)
        let away = try DayBoundary(
            timeZone: try #require(TimeZone(identifier: flight.away)), startHour: flight.dayStart)
        let homeDay = home.logicalDay(containing: written)
        let created = ISO8601DateFormatter().string(from: home.start(of: homeDay.adding(days: -4)))
        try sandbox.succeed(["settings", "day-start", String(flight.dayStart)], now: created)
        for (name, every, type) in [
            ("Read", "day", "yesno"), ("Water", "day", "counter:8"), ("Smoke", "day", "negative"),
            ("Gym", "3/week", "yesno"),
        ] {
            try sandbox.succeed(["add", name, "--every", every, "--type", type], now: created)
        }
        // Read done on the home day and the two before, Water started on the home day, a slip
        // the day before: the days around the flight all look different.
        try sandbox.succeed(["done", "Read", "-2"])
        try sandbox.succeed(["done", "Read", "-1"])
        try sandbox.succeed(["done", "Read"])
        try sandbox.succeed(["log", "Water", "3"])
        try sandbox.succeed(["done", "Smoke", "-1"])
        let saved = try sandbox.dataFiles()

        // Just before and just after each of the next two day starts where the reader is.
        let first = away.logicalDay(containing: written).adding(days: 1)
        let instants = [first, first.adding(days: 1)].flatMap { day in
            [away.start(of: day).addingTimeInterval(-1), away.start(of: day)]
        }
        let formatter = ISO8601DateFormatter()
        for instant in instants {
            let now = formatter.string(from: instant)
            let context = "\(flight.testDescription), read at \(now)"
            let expectedDay = away.logicalDay(containing: instant).description
            try sandbox.restoreDataFiles(saved)
            let homeSnapshot = try Data(contentsOf: URL(fileURLWithPath: sandbox.snapshotPath))

            // Read-only readers, before anything rewrites the snapshot written at home.
            let summary = try sandbox.widgetSummary(now: now, timeZone: flight.away)
            let stats = try sandbox.json(
                TravelStatsJSON.self, ["stats", "Read", "--json"], now: now, timeZone: flight.away)
            let text = try sandbox.succeed(["widget"], now: now, timeZone: flight.away).lines
            let blocks = try sandbox.succeed(["widget", "--format", "i3blocks"], now: now, timeZone: flight.away)
                .lines
            let tmux = try sandbox.succeed(["widget", "--format", "tmux"], now: now, timeZone: flight.away).lines
            let waybar = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(
                        try sandbox.succeed(["widget", "--format", "waybar"], now: now, timeZone: flight.away).output
                            .utf8)) as? [String: Any])
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: sandbox.snapshotPath)) == homeSnapshot,
                "readers never write: \(context)")

            // The truth: Today where the reader is (which refreshes the snapshot).
            let today = try sandbox.json([StatusJSON].self, ["today", "--json"], now: now, timeZone: flight.away)
            #expect(today.allSatisfy { $0.day == expectedDay }, "\(context)")
            let refreshed = try #require(SnapshotFile.brief(at: sandbox.snapshotPath), "\(context)")
            #expect(refreshed.timeZone == flight.away, "today rewrites a snapshot from another zone: \(context)")
            #expect(refreshed.firstDay?.description == expectedDay, "\(context)")

            #expect(summary["day"] as? String == expectedDay, "\(context)")
            #expect(summary["state"] as? String != "outdated", "\(context)")
            #expect(stats.day == expectedDay, "\(context)")
            let habits = try #require(summary["habits"] as? [[String: Any]])
            for status in today {
                let habit = try #require(habits.first { $0["name"] as? String == status.name }, "\(context)")
                let onList = habit["onTodayList"] as? Bool ?? false
                if status.dueToday { #expect(onList, "\(status.name): \(context)") }
                let complete = habit["status"] as? String == "complete"
                #expect(complete == (onList && status.doneToday), "\(status.name): \(context)")
                if status.name == "Read" { #expect(stats.doneToday == status.doneToday, "\(context)") }
            }
            let due = today.filter(\.dueToday)
            let count = "Kadō \(due.filter(\.doneToday).count)/\(due.count)"
            #expect(summary["done"] as? Int == due.filter(\.doneToday).count, "\(context)")
            #expect(text.first?.hasPrefix(count + " ") == true, "\(text) \(context)")
            #expect(blocks.dropFirst().first == count, "\(context)")
            #expect(tmux.first?.contains(count) == true, "\(context)")
            #expect(waybar["text"] as? String == count, "\(context)")
            let weekday = try #require(LogicalDay(expectedDay)).weekday.name
            #expect(
                (waybar["tooltip"] as? String)?.hasPrefix("Kadō · \(weekday.prefix(1).uppercased())") == true,
                "\(context)")
            #expect((waybar["tooltip"] as? String)?.contains(expectedDay) == true, "\(context)")

            // The toggle quick action marks the reader's day, and every reader follows.
            let toggled = try sandbox.json(
                StatusJSON.self, ["toggle", "Read", "--json"], now: now, timeZone: flight.away)
            #expect(toggled.day == expectedDay, "\(context)")
            let read = try #require(today.first { $0.name == "Read" })
            #expect(toggled.doneToday == !read.doneToday, "\(context)")
            let after = try sandbox.json(
                TravelStatsJSON.self, ["stats", "Read", "--json"], now: now, timeZone: flight.away)
            #expect(after.day == expectedDay, "\(context)")
            #expect(after.doneToday == toggled.doneToday, "\(context)")
        }
    }
}

/// What `kado stats --json` prints, as far as these tests read it.
struct TravelStatsJSON: Decodable {
    let day: String
    let doneToday: Bool
    let streak: Int
    let sentence: String
}

extension Sandbox {
    /// The files of the data folder (database, -wal, -shm, snapshot) with their bytes; the
    /// database's backups folder (`backups/`) is left where it is.
    func dataFiles() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: dataFolder.path) where name != "backups" {
            files[name] = try Data(contentsOf: dataFolder.appendingPathComponent(name))
        }
        return files
    }

    /// Puts the data folder back as `files` had it.
    func restoreDataFiles(_ files: [String: Data]) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: dataFolder.path) where name != "backups" {
            try FileManager.default.removeItem(at: dataFolder.appendingPathComponent(name))
        }
        for (name, data) in files { try data.write(to: dataFolder.appendingPathComponent(name)) }
    }
}

import Foundation
import KadoApp
import KadoCore
import KadoStore
import Testing

@Suite("The widget snapshot agrees with the core, for every type and schedule")
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
        #expect(series.language == "en")
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
                #expect(status.currentStreak == habit.currentStreak, "\(habit.name) at \(now)")
                #expect(status.bestStreak == habit.bestStreak, "\(habit.name) at \(now)")
                #expect(abs(status.score - habit.currentScore) < 1e-9, "\(habit.name) at \(now)")
                let row = snapshot.today.first { $0.habit.id == habit.id }
                if status.dueToday { #expect(row != nil, "\(habit.name) at \(now)") }
                if let row { #expect(status.doneToday == (row.status == .complete), "\(habit.name) at \(now)") }
            }
        }
    }
}

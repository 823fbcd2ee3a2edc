import Foundation
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

/// Builds a varied history through the binary (every type, several schedules, backfilled days,
/// skips, an undo, an archived habit, non-default settings), then checks that what
/// `kado show --json` and `kado today --json` print equals what KadoCore computes from the same
/// database's rows, rebuilt into `HabitTimeline`s from scratch in this process.
@Suite("kado --json agrees with HabitTimeline.evaluate(asOf:)", .tags(.endToEnd), .endToEndTierOnly)
struct JSONAgreementTests {
    static let habits: [[String]] = [
        ["Read"],
        ["Water", "--type", "counter:8", "--unit", "glasses"],
        ["Meditate", "--type", "timer:20", "--every", "3/week"],
        ["Run", "--every", "mon,wed,fri"],
        ["Smoke", "--type", "negative"],
        ["Coffee", "--type", "atmost:2", "--unit", "coffees", "--every", "weekdays"],
        ["Floss", "--every", "3/7", "--score", "loop"],
        ["Plant", "--every", "3days"],
        ["Pages", "--type", "counter:3", "--every", "2/week"],
        ["Stretch", "--every", "weekends"],
    ]

    /// The day-start hour and week start the history is written with.
    static let dayStart = 3
    static let weekStart = Weekday.monday

    @Test("show --json and today --json equal a from-scratch evaluation", arguments: ["UTC", "Europe/Paris"])
    func agreement(zone: String) throws {
        let sandbox = try Sandbox(timeZone: zone)
        try sandbox.succeed(["settings", "week-start", Self.weekStart.name])
        try sandbox.succeed(["settings", "day-start", String(Self.dayStart)])
        for habit in Self.habits { try sandbox.succeed(["add"] + habit, now: "2025-12-01T08:00:00Z") }

        var generator = SeededGenerator(seed: zone == "UTC" ? 20_260_410 : 33_000_001)
        for arguments in Self.history(using: &generator) { try sandbox.succeed(arguments) }
        try sandbox.succeed(["skip", "Run", "-40..-30"])
        try sandbox.succeed(["skip", "Floss", "-60..-50"])
        try sandbox.succeed(["skip", "Read", "-5"])
        try sandbox.succeed(["skip", "Plant", "-2..today"])
        try sandbox.succeed(["undo", "Read", "-7"])
        try sandbox.succeed(["archive", "Stretch"])
        try compare(sandbox, zone: zone, now: Sandbox.defaultNow)
        do {
            // Today saved score checkpoints, so what follows exercises resuming from them.
            let store = try sandbox.openStore()
            let saved = try store.habits().filter { try store.checkpoint(of: $0.id) != nil }
            #expect(saved.count >= 5, "habits with a saved checkpoint: \(saved.map(\.name))")
        }

        // Edits far back after Today saved its score checkpoints: the answers must follow them.
        try sandbox.succeed(["done", "Read", "-100"])
        try sandbox.succeed(["log", "Water", "8", "-90"])
        try sandbox.succeed(["undo", "Floss", "-80"])
        try sandbox.succeed(["done", "Smoke", "-70"])
        try compare(sandbox, zone: zone, now: Sandbox.defaultNow)

        // Two weeks later, resuming from checkpoints.
        try compare(sandbox, zone: zone, now: "2026-04-25T20:00:00Z")
        try compare(sandbox, zone: zone, now: "2026-05-30T02:30:00Z")
    }

    /// Check-ins on about a fifth of the last 120 days, per habit type.
    static func history(using generator: inout SeededGenerator) -> [[String]] {
        var commands: [[String]] = []
        for habit in habits {
            let name = habit[0]
            let type = habit.firstIndex(of: "--type").map { habit[$0 + 1] } ?? "yesno"
            for daysAgo in 0..<120 where generator.chance(0.2) {
                let day = "-\(daysAgo)"
                switch type {
                case "yesno", "negative":
                    commands.append(["done", name, day])
                case "timer:20":
                    commands.append(["log", name, String(generator.int(in: 5...30)), day])
                default:
                    commands.append(["log", name, String(generator.int(in: 0...9)), day])
                    if generator.chance(0.3) { commands.append(["log", name, "+\(generator.int(in: 1...3))", day]) }
                }
            }
        }
        // Records on the days the undos below clear.
        commands.append(["done", "Floss", "-80"])
        commands.append(["done", "Read", "-7"])
        return commands
    }

    /// Compares both commands' JSON with the evaluations computed here, as of `now`.
    private func compare(_ sandbox: Sandbox, zone: String, now: String) throws {
        let expected = try evaluations(of: sandbox, zone: zone, now: now)
        let today = try sandbox.json([StatusJSON].self, ["today", "--json"], now: now)
        let active = expected.values.filter { !$0.habit.isArchived }
        #expect(Set(today.map(\.id)) == Set(active.map(\.habit.id)), "today --json lists every active habit")
        for status in today {
            let (habit, evaluation) = try #require(expected[status.id])
            check(status, equals: evaluation, of: habit, command: "today --json at \(now) in \(zone)")
        }

        for (habit, evaluation) in expected.values {
            let shown = try sandbox.json(ShowJSON.self, ["show", habit.id.uuidString, "--json"], now: now)
            let status = StatusJSON(
                id: shown.id, name: shown.name, score: shown.score, scorePercent: shown.scorePercent,
                streak: shown.streak, bestStreak: shown.bestStreak, presenceStreak: shown.presenceStreak,
                presenceBestStreak: shown.presenceBestStreak, streakUnit: shown.streakUnit,
                dueToday: shown.dueToday, doneToday: shown.doneToday, value: shown.value, day: shown.day,
                every: shown.every, type: shown.type, unit: shown.unit, color: "", archived: shown.archived)
            check(status, equals: evaluation, of: habit, command: "show --json at \(now) in \(zone)")
        }
    }

    private func check(
        _ status: StatusJSON, equals evaluation: HabitEvaluation, of habit: Habit, command: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let context = Comment(rawValue: "\(habit.name), \(command)")
        #expect(status.id == habit.id, context, sourceLocation: sourceLocation)
        #expect(status.name == habit.name, context, sourceLocation: sourceLocation)
        #expect(status.score == evaluation.score, context, sourceLocation: sourceLocation)
        #expect((0...1).contains(status.score), context, sourceLocation: sourceLocation)
        #expect(status.scorePercent == evaluation.scorePercent, context, sourceLocation: sourceLocation)
        #expect(status.streak == evaluation.streakDisplay.current, context, sourceLocation: sourceLocation)
        #expect(status.bestStreak == evaluation.streakDisplay.best, context, sourceLocation: sourceLocation)
        #expect(status.presenceStreak == evaluation.currentStreak, context, sourceLocation: sourceLocation)
        #expect(status.presenceBestStreak == evaluation.bestStreak, context, sourceLocation: sourceLocation)
        #expect(status.streakUnit == evaluation.streakUnit.rawValue, context, sourceLocation: sourceLocation)
        #expect(status.dueToday == evaluation.isDue, context, sourceLocation: sourceLocation)
        #expect(status.doneToday == evaluation.isComplete, context, sourceLocation: sourceLocation)
        #expect(status.value == evaluation.value, context, sourceLocation: sourceLocation)
        #expect(status.day == "\(evaluation.day)", context, sourceLocation: sourceLocation)
        #expect(status.archived == habit.isArchived, context, sourceLocation: sourceLocation)
    }

    /// Every habit's evaluation as of `now`, from all of its rows, without any saved checkpoint.
    private func evaluations(of sandbox: Sandbox, zone: String, now: String) throws -> [UUID: (
        habit: Habit, evaluation: HabitEvaluation
    )] {
        let calendar = HabitCalendar(
            boundary: try DayBoundary(timeZone: TestCalendars.zone(zone), startHour: Self.dayStart),
            weekStart: Self.weekStart)
        let today = calendar.boundary.logicalDay(containing: instant(now))
        let store = try sandbox.openStore()
        var result: [UUID: (habit: Habit, evaluation: HabitEvaluation)] = [:]
        for habit in try store.habits(includingArchived: true) {
            let timeline = HabitTimeline(
                habit: habit, completions: try store.completions(of: habit.id), skips: try store.skips(of: habit.id),
                calendar: calendar)
            result[habit.id] = (habit, timeline.evaluate(asOf: today))
        }
        #expect(result.count == Self.habits.count)
        return result
    }
}

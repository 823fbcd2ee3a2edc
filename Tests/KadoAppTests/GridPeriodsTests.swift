import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Synchronization
import Testing

/// The week and month rates `kado tui` reads for the rows on screen only
/// (``ViewUseCases/gridPeriods(of:by:count:in:)``) are the full report's, score checkpoints or not.
@Suite("Tracker: the grid's periods")
struct GridPeriodsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let period: StatisticsPeriod
        let count: Int
        let weekStart: Weekday
        var testDescription: String { "\(count) \(period)s, weeks from \(weekStart)" }
    }

    static let cases: [Case] = [
        Case(period: .week, count: 12, weekStart: .monday), Case(period: .week, count: 12, weekStart: .sunday),
        Case(period: .month, count: 6, weekStart: .monday), Case(period: .month, count: 6, weekStart: .sunday),
        Case(period: .week, count: 1, weekStart: .monday), Case(period: .year, count: 2, weekStart: .sunday),
    ]

    /// The half year of check-ins every case reads, written once per week start (the score
    /// checkpoints Today saves depend on it) into a database each case copies: made through the
    /// use cases, one check-in at a time, it is most of the suite's time.
    static let histories = Mutex<[Weekday: URL]>([:])

    /// The habits of the history, in order.
    static let drafts = [
        HabitDraft(name: "Daily"), HabitDraft(name: "Three a week", frequency: .daysPerWeek(3)),
        HabitDraft(name: "Six a week", frequency: .daysPerWeek(6)),
        HabitDraft(name: "Mon Thu", frequency: .specificDays([.monday, .thursday])),
        HabitDraft(name: "Every 3 days", frequency: .everyNDays(3)),
        HabitDraft(name: "Water", type: .counter(target: 8)),
        HabitDraft(name: "Loop", frequency: .timesInDays(times: 3, days: 7), scoreModel: .loop),
    ]

    /// A database holding the history with weeks starting on `weekStart`, made on first use.
    static func history(weekStart: Weekday) throws -> URL {
        try histories.withLock { made in
            if let url = made[weekStart] { return url }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "kado-periods-history-\(UUID().uuidString)")
            let clock = TestClock(instant("2025-10-01T10:00:00Z"))
            // The tracker is let go before the file is copied: its connection closed, nothing in a -wal.
            do {
                let tracker = try TrackerBuilder().clock(clock).defaults(Settings(weekStart: weekStart)).open(
                    in: folder)
                let habits = try drafts.map { try tracker.habits.createHabit($0) }
                // Half a year of days, each habit done on its own irregular pattern.
                let first = day("2025-10-01")
                for offset in 0..<191 {
                    let date = first.adding(days: offset)
                    for (index, habit) in habits.enumerated() where (offset * (index + 3) + index) % 7 < 3 + index % 3 {
                        let action: CheckIn = index == 5 ? .set(Double(offset % 10)) : .done
                        clock.set(instant("\(date)T20:00:00Z"))
                        try tracker.checkIns.checkIn(action, habit: .id(habit.id), day: date)
                    }
                    if offset % 30 == 29 {
                        // Today's summaries save score checkpoints, which later reads resume from.
                        _ = try tracker.views.todayView()
                    }
                }
            }
            let url = folder.appendingPathComponent("kado.sqlite")
            made[weekStart] = url
            return url
        }
    }

    @Test("the rows asked for hold the full report's periods, scores and summaries", arguments: cases)
    func sameAsReport(_ test: Case) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-periods-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: try Self.history(weekStart: test.weekStart), to: folder.appendingPathComponent("kado.sqlite"))
        let clock = TestClock(instant("2026-04-10T10:00:00Z"))
        let tracker = try TrackerBuilder().clock(clock).defaults(Settings(weekStart: test.weekStart)).open(in: folder)
        let habits = try tracker.habits.all()
        _ = try tracker.views.todayView()
        let full = try tracker.views.report(by: test.period, count: test.count)
        let shown = [habits[1], habits[2], habits[4], habits[6]]
        let window = try tracker.views.gridPeriods(of: shown, by: test.period, count: test.count)
        #expect(window.starts == full.starts)
        #expect(window.rows.map(\.summary.habit.id) == shown.map(\.id))
        for row in window.rows {
            let expected = try #require(full.rows.first { $0.summary.habit.id == row.summary.habit.id })
            #expect(row.periods == expected.periods, "\(row.summary.habit.name)")
            #expect(row.scores == expected.scores, "\(row.summary.habit.name)")
            #expect(row.summary == expected.summary, "\(row.summary.habit.name)")
        }
        #expect(throws: AppError.self) { try tracker.views.gridPeriods(of: shown, by: .week, count: 54) }
    }
}

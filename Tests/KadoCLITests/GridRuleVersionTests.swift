import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoCLI

/// `kado tui` and a habit changed from a date (issue 38): each day of the grid is judged by the
/// terms in force that day, through the same walk as every screen. Friday 2026-04-10, 09:00 UTC.
@Suite("kado tui: a habit changed from a date")
struct GridRuleVersionTests {
    /// Removed with the suite's instance, after the test.
    let temporary: TemporaryFolder
    let tracker: Tracker

    init() throws {
        temporary = try TemporaryFolder(prefix: "kado-grid-versions")
        tracker = try TrackerBuilder().now(instant("2026-04-10T09:00:00Z")).open(in: temporary)
    }

    @Test("the days before a schedule change are due as every day; after it, only Monday, Wednesday and Friday")
    func schedule() throws {
        // Every day from 2026-03-30, Mon/Wed/Fri from Monday 2026-04-06; nothing done.
        var habit = try tracker.habits.createHabit(HabitDraft(name: "Read", startDay: day("2026-03-30")))
        habit = try tracker.habits.editHabit(habit, rulesFrom: .day(day("2026-04-06"))) {
            $0.frequency = .specificDays([.monday, .wednesday, .friday])
        }
        let window = try tracker.views.gridWindow(of: [habit], through: day("2026-04-10"), count: 9)
        let cells = Dictionary(uniqueKeysWithValues: zip(window.days, window.rows[0].cells))
        // Saturday and Sunday before the change: due every day, missed.
        #expect(cells[day("2026-04-04")] == .scored(0))
        #expect(cells[day("2026-04-05")] == .scored(0))
        // Tuesday and Thursday after it: not asked for.
        #expect(cells[day("2026-04-07")] == .notDue)
        #expect(cells[day("2026-04-09")] == .notDue)
        #expect(cells[day("2026-04-08")] == .scored(0))

        // The screen draws them so: missed (○) on the weekend before, nothing asked (·) after.
        var state = GridState(
            words: .english, today: day("2026-04-10"), habits: [habit], size: GridSize(columns: 80, rows: 12))
        state.window = try tracker.views.gridWindow(
            of: state.habitsOnScreen, through: state.lastDay, count: state.layout.dayColumns)
        let lines = GridScreen(state: state, style: .plain).lines()
        let row = try #require(lines.first { $0.contains("Read") })
        let header = try #require(lines.first { $0.contains(" 4 ") && $0.contains(" 5 ") })
        func cell(_ dayOfMonth: String) -> Character? {
            guard let range = header.range(of: " " + dayOfMonth + " ") ?? header.range(of: " " + dayOfMonth) else {
                return nil
            }
            let column = header.distance(from: header.startIndex, to: range.upperBound) - 2
            let index = row.index(row.startIndex, offsetBy: column, limitedBy: row.endIndex)
            return index.flatMap { $0 < row.endIndex ? row[$0] : nil }
        }
        #expect(cell("4") == "○", "\(header)\n\(row)")
        #expect(cell("5") == "○", "\(header)\n\(row)")
        #expect(cell("7") == "·", "\(header)\n\(row)")
        #expect(cell("9") == "·", "\(header)\n\(row)")
    }

    @Test("a counter's days before a target change are met by the earlier target")
    func target() throws {
        var habit = try tracker.habits.createHabit(
            HabitDraft(name: "Water", type: .counter(target: 8), unit: "glasses", startDay: day("2026-04-01")))
        habit = try tracker.habits.editHabit(habit, rulesFrom: .day(day("2026-04-09"))) {
            $0.type = .counter(target: 12)
        }
        try tracker.checkIns.checkIn(.set(9), habit: .id(habit.id), day: day("2026-04-08"))
        try tracker.checkIns.checkIn(.set(9), habit: .id(habit.id), day: day("2026-04-09"))
        let window = try tracker.views.gridWindow(of: [habit], through: day("2026-04-10"), count: 3)
        #expect(window.rows[0].cells[0] == .scored(1))
        #expect(window.rows[0].cells[1] == .scored(0.75))
    }
}

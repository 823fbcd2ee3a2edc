import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

/// The grid window `kado tui` reads (some habits × some days) and what a day holds (Friday
/// 2026-04-10).
@Suite("Tracker: the grid window and a day's entry")
struct GridWindowTests {
    /// Removed with the suite's instance, after the test.
    let temporary: TemporaryFolder
    var folder: URL { temporary.url }
    let tracker: Tracker
    let today = day("2026-04-10")

    init() throws {
        temporary = try TemporaryFolder(prefix: "kado-window")
        tracker = try TrackerBuilder().open(in: temporary)
    }

    @Test("only the habits asked for, the days ending on the day asked for, with each day's amount")
    func window() throws {
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        let walk = try tracker.habits.createHabit(HabitDraft(name: "Walk", type: .timer(targetSeconds: 1200)))
        try tracker.checkIns.checkIn(.done, habit: .id(read.id), day: day("2026-04-08"))
        try tracker.checkIns.checkIn(.set(3), habit: .id(water.id), day: day("2026-04-09"))
        try tracker.checkIns.checkIn(.set(25), habit: .id(walk.id), day: today)
        let grid = try tracker.views.gridWindow(of: [walk, water], through: day("2026-04-09"), count: 3)
        #expect(grid.days == [day("2026-04-07"), day("2026-04-08"), day("2026-04-09")])
        #expect(grid.rows.map(\.summary.habit.id) == [walk.id, water.id])
        #expect(grid.rows.map(\.summary.position) == [3, 2])
        #expect(grid.rows[1].amounts == [0, 0, 3])
        #expect(grid.rows[1].cells[2] == .scored(3.0 / 8))
        // The summary is today's, whatever days are shown.
        #expect(grid.rows[0].summary.todayAmount == 1500)
        let ahead = try tracker.views.gridWindow(of: [read], through: day("2026-04-11"), count: 4)
        #expect(ahead.rows[0].cells.first == .scored(1))
        #expect(ahead.rows[0].cells.last == .future)
        #expect(throws: AppError.self) { try tracker.views.gridWindow(of: [read], through: today, count: 0) }
        #expect(throws: AppError.self) { try tracker.views.gridWindow(of: [read], through: today, count: 367) }
        #expect(try tracker.views.gridWindow(of: [], through: today, count: 7).rows.isEmpty)
    }

    @Test("a day's entry: its amount and its note")
    func entry() throws {
        let water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        #expect(try tracker.views.dayEntry(of: water, on: today) == DayEntry(amount: 0, note: nil))
        try tracker.checkIns.checkIn(.set(4), habit: .id(water.id), day: today)
        try tracker.checkIns.checkIn(.note("half"), habit: .id(water.id), day: today)
        #expect(try tracker.views.dayEntry(of: water, on: today) == DayEntry(amount: 4, note: "half"))
        #expect(try tracker.views.dayEntry(of: water, on: day("2026-04-09")) == DayEntry(amount: 0, note: nil))
    }
}

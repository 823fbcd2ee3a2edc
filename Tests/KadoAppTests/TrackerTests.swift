import Foundation
import KadoApp
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

@Suite("Tracker use cases")
struct TrackerTests {
    /// Removed with the suite's instance, after the test.
    let temporary: TemporaryFolder
    var folder: URL { temporary.url }
    let clock = TestClock(instant("2026-04-10T10:00:00Z"))
    let tracker: Tracker

    init() throws {
        temporary = try TemporaryFolder(prefix: "kado-app")
        tracker = try TrackerBuilder().clock(clock).open(in: temporary)
    }

    var today: LogicalDay { day("2026-04-10") }

    @Test("a new habit goes at the end of the list, trimmed and validated")
    func create() throws {
        let first = try tracker.habits.createHabit(HabitDraft(name: "  Read  "))
        let second = try tracker.habits.createHabit(
            HabitDraft(name: "Water", type: .counter(target: 8), unit: "glasses"))
        #expect(first.name == "Read")
        #expect(try tracker.habits.all().map(\.id) == [first.id, second.id])
        #expect(second.sortOrder > first.sortOrder)
        #expect(second.createdAt == clock.now)
    }

    @Test("an invalid habit is refused, naming the field, and nothing is written")
    func invalidHabit() throws {
        #expect(throws: AppError.invalid(.init(field: "name", value: "", rule: .empty))) {
            try tracker.habits.createHabit(HabitDraft(name: "   "))
        }
        #expect(throws: AppError.self) {
            try tracker.habits.createHabit(HabitDraft(name: "x", frequency: .daysPerWeek(9)))
        }
        #expect(try tracker.habits.all(includingArchived: true).isEmpty)
    }

    @Test("done never duplicates; undo removes; toggle flips")
    func doneUndoToggle() throws {
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        #expect(try tracker.checkIns.complete(habit, on: today) == .recorded)
        #expect(try tracker.checkIns.complete(habit, on: today) == .alreadyDone)
        #expect(try tracker.testStore.completions(of: habit.id).count == 1)
        #expect(try tracker.views.summary(of: habit).isDoneToday)
        #expect(try tracker.checkIns.undo(habit, on: today) == .removed)
        #expect(try tracker.checkIns.undo(habit, on: today) == .nothingToUndo)
        #expect(try tracker.checkIns.toggle(habit, on: today) == .recorded)
        #expect(try tracker.checkIns.toggle(habit, on: today) == .removed)
        #expect(try tracker.testStore.completions(of: habit.id).isEmpty)
    }

    @Test("undo keeps a note as a note-only record; done fills it again")
    func undoKeepsNote() throws {
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        try tracker.checkIns.complete(habit, on: today)
        try tracker.checkIns.note(habit, text: "chapter 3", on: today)
        try tracker.checkIns.undo(habit, on: today)
        let records = try tracker.testStore.completions(of: habit.id)
        #expect(records.map(\.value) == [0])
        #expect(records.map(\.note) == ["chapter 3"])
        #expect(try !tracker.views.summary(of: habit).isDoneToday)
        try tracker.checkIns.complete(habit, on: today)
        #expect(try tracker.testStore.completions(of: habit.id).map(\.value) == [1])
    }

    @Test("counters take a value: log replaces the day, +N adds, 0 clears")
    func logCounter() throws {
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        #expect(throws: AppError.self) { try tracker.checkIns.complete(habit, on: today) }
        try tracker.checkIns.log(habit, value: 3, on: today)
        try tracker.checkIns.log(habit, value: 5, on: today)
        #expect(try tracker.views.summary(of: habit).todayAmount == 5)
        try tracker.checkIns.log(habit, value: 2, adding: true, on: today)
        #expect(try tracker.views.summary(of: habit).todayAmount == 7)
        #expect(try tracker.testStore.completions(of: habit.id).count == 1)
        try tracker.checkIns.log(habit, value: 0, on: today)
        #expect(try tracker.testStore.completions(of: habit.id).isEmpty)
    }

    @Test("timers are logged in minutes and stored in seconds")
    func logTimer() throws {
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Meditate", type: .timer(targetSeconds: 600)))
        try tracker.checkIns.log(habit, value: 5, on: today)
        #expect(try tracker.testStore.completions(of: habit.id).map(\.value) == [300])
        #expect(try tracker.views.summary(of: habit).evaluation.value == 0.5)
    }

    @Test("a yes/no habit refuses a value with a hint; archived habits and future days are refused")
    func refusals() throws {
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let error = #expect(throws: AppError.self) { try tracker.checkIns.log(habit, value: 2, on: today) }
        // The error says what fits instead, as a remedy the front ends phrase (no command line).
        #expect(error == .wrongType(habit: "Read", kind: .binary, action: .logValue))
        #expect(error?.remedy == .markDone(habit: "Read"))
        #expect(error?.description.contains("kado ") == false)
        #expect(throws: AppError.futureDay(today.adding(days: 1))) {
            try tracker.checkIns.complete(habit, on: today.adding(days: 1))
        }
        let archived = try tracker.habits.archive(habit)
        #expect(throws: AppError.archived(habit: "Read")) { try tracker.checkIns.complete(archived, on: today) }
        #expect(try tracker.testStore.completions(of: habit.id).isEmpty)
    }

    @Test("a backfilled day is stamped inside that day, keeping the time of day")
    func backfill() throws {
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        try tracker.checkIns.complete(habit, on: today.adding(days: -3))
        let record = try #require(try tracker.testStore.completions(of: habit.id).first)
        #expect(record.day == today.adding(days: -3))
        #expect(record.recordedAt == instant("2026-04-07T10:00:00Z"))
    }

    @Test("habits are found by id, exact name, or unique case-insensitive prefix")
    func references() throws {
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let reading = try tracker.habits.createHabit(HabitDraft(name: "Reading list"))
        let water = try tracker.habits.createHabit(HabitDraft(name: "Water"))
        #expect(try tracker.habits.find(read.id.uuidString).id == read.id)
        #expect(try tracker.habits.find(read.id.uuidString.lowercased()).id == read.id)
        #expect(try tracker.habits.find("Read").id == read.id)
        #expect(try tracker.habits.find("readi").id == reading.id)
        #expect(try tracker.habits.find("WAT").id == water.id)
        #expect(throws: AppError.ambiguousHabit("rea", candidates: ["Read", "Reading list"])) {
            try tracker.habits.find("rea")
        }
        #expect(throws: AppError.habitNotFound("Run")) { try tracker.habits.find("Run") }
        #expect(throws: AppError.habitNotFound("")) { try tracker.habits.find("") }
    }

    @Test("move reorders the active habits; out of range is refused")
    func move() throws {
        let a = try tracker.habits.createHabit(HabitDraft(name: "A"))
        let b = try tracker.habits.createHabit(HabitDraft(name: "B"))
        let c = try tracker.habits.createHabit(HabitDraft(name: "C"))
        try tracker.habits.move(c, to: 1)
        #expect(try tracker.habits.all().map(\.name) == ["C", "A", "B"])
        try tracker.habits.move(a, to: 3)
        #expect(try tracker.habits.all().map(\.name) == ["C", "B", "A"])
        #expect(throws: AppError.self) { try tracker.habits.move(b, to: 4) }
        #expect(throws: AppError.self) { try tracker.habits.move(b, to: 0) }
    }

    @Test("archive, unarchive and delete to the trash with its history")
    func lifecycle() throws {
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        try tracker.checkIns.complete(habit, on: today)
        let archived = try tracker.habits.archive(habit)
        #expect(try tracker.habits.all().isEmpty)
        #expect(try tracker.habits.all(includingArchived: true).count == 1)
        let back = try tracker.habits.unarchive(archived)
        #expect(back.archivedAt == nil)
        try tracker.habits.delete(back)
        #expect(try tracker.habits.all(includingArchived: true).isEmpty)
        #expect(try tracker.habits.trash().map(\.habit.id) == [habit.id])
        #expect(try tracker.testStore.completions(of: habit.id).count == 1)
    }

    @Test("skip and pause excuse days; a pause may be planned ahead")
    func skips() throws {
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Run"))
        try tracker.checkIns.skip(habit, days: DayRange(day: today))
        try tracker.checkIns.skip(
            habit, days: try DayRange(from: today.adding(days: 2), through: today.adding(days: 9)), note: "trip")
        #expect(try tracker.testStore.skips(of: habit.id).count == 2)
        #expect(try tracker.views.summary(of: habit).evaluation.score == 0)
    }

    @Test("settings are stored, and the day start moves today")
    func settings() throws {
        #expect(try tracker.settings() == Settings())
        try tracker.preferences.setWeekStart(.sunday)
        try tracker.preferences.setLanguage(.french)
        try tracker.preferences.setDayStart(11)
        var chosen = Settings(dayStart: 11, weekStart: .sunday, language: .french)
        chosen.isWeekStartChosen = true
        chosen.languageSetting = .fixed(.french)
        #expect(try tracker.settings() == chosen)
        #expect(try tracker.today() == today.adding(days: -1))
        #expect(throws: AppError.self) { try tracker.preferences.setDayStart(24) }
    }

    @Test("Today and Overview resume from checkpoints and always equal a walk over the whole history")
    func todayEqualsFromScratch() throws {
        var generator = SeededGenerator(seed: 7)
        let types: [HabitType] = [
            .binary, .counter(target: 3), .negative, .timer(targetSeconds: 600), .atMost(target: 2),
        ]
        let frequencies: [Frequency] = [.daily, .daysPerWeek(3), .everyNDays(2), .specificDays([.monday, .thursday])]
        clock.set(instant("2025-01-01T10:00:00Z"))
        var habits: [Habit] = []
        for index in 0..<8 {
            habits.append(
                try tracker.habits.createHabit(
                    HabitDraft(
                        name: "Habit \(index)", frequency: frequencies[index % frequencies.count],
                        type: types[index % types.count], scoreModel: index % 3 == 0 ? .loop : .kado)))
        }
        var current = day("2025-01-01")
        for _ in 0..<300 {
            for habit in habits where generator.chance(0.6) {
                switch habit.type {
                case .binary, .negative: try tracker.checkIns.complete(habit, on: current)
                default: try tracker.checkIns.log(habit, value: Double(generator.int(in: 1...5)), on: current)
                }
            }
            // Now and then, edit a day in the past: the checkpoints must follow.
            if generator.chance(0.1), let habit = generator.element(of: habits) {
                let past = current.adding(days: -generator.int(in: 1...120))
                if case .binary = habit.type { try tracker.checkIns.toggle(habit, on: past) }
                if case .counter = habit.type { try tracker.checkIns.log(habit, value: 9, on: past) }
            }
            if generator.chance(0.15) {
                let view = try tracker.views.todayView()
                let calendar = try tracker.calendar()
                for summary in view.all {
                    let timeline = HabitTimeline(
                        habit: summary.habit, completions: try tracker.testStore.completions(of: summary.habit.id),
                        skips: try tracker.testStore.skips(of: summary.habit.id), calendar: calendar)
                    #expect(
                        summary.evaluation == timeline.evaluate(asOf: view.day), "\(summary.habit.name) \(view.day)")
                }
                // The Overview resumes from the same checkpoints when its window begins after them.
                let grid = try tracker.views.overview(days: generator.chance(0.5) ? 35 : 91)
                for row in grid.rows {
                    let timeline = HabitTimeline(
                        habit: row.habit, completions: try tracker.testStore.completions(of: row.habit.id),
                        skips: try tracker.testStore.skips(of: row.habit.id), calendar: calendar)
                    #expect(
                        row.cells == timeline.cells(from: grid.days[0], through: view.day, asOf: view.day),
                        "Overview of \(row.habit.name) on \(view.day)")
                }
                #expect(
                    grid.summaries.map(\.evaluation) == view.all.sorted { $0.position < $1.position }.map(\.evaluation))
            }
            clock.advance(by: 86_400)
            current = current.adding(days: 1)
        }
        _ = try tracker.views.todayView()
        let saved = try habits.compactMap { try tracker.testStore.checkpoint(of: $0.id) }
        #expect(saved.count == habits.count, "Today saves a checkpoint for every habit")
    }
}

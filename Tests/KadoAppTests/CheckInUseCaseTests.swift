import Foundation
import KadoApp
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

/// The one check-in path: `Tracker.checkIn(_:habit:day:in:)` decides the type and day rules in
/// one place, and returns the summary from its own walk.
@Suite("Check-ins as values")
struct CheckInUseCaseTests {
    /// Removed with the suite's instance, after the test.
    let temporary: TemporaryFolder
    var folder: URL { temporary.url }
    let clock = TestClock(instant("2026-04-10T10:00:00Z"))
    let tracker: Tracker
    var today: LogicalDay { day("2026-04-10") }

    init() throws {
        temporary = try TemporaryFolder(prefix: "kado-checkin")
        tracker = try TrackerBuilder().clock(clock).open(in: temporary)
    }

    static let types: [HabitType] = [
        .binary, .negative, .counter(target: 8), .timer(targetSeconds: 1_800), .atMost(target: 2),
    ]

    static let actions: [CheckIn] = [
        .done, .undo, .toggle, .set(3), .add(2), .add(-1), .increase, .decrease, .amount(0), .amount(2),
        .note("fine"), .skip(through: day("2026-04-12"), note: "trip"),
    ]

    /// Whether `style` allows `action`, written out as the rule reads, independently of the code.
    static func allows(_ action: CheckIn, _ style: CheckInStyle) -> Bool {
        switch action {
        case .done, .toggle: !style.takesValue
        case .set, .add: style.takesValue
        case .undo, .increase, .decrease, .amount, .note, .skip: true
        }
    }

    @Test("each type allows exactly the check-ins its style has; a refusal writes nothing", arguments: types)
    func typeRule(_ type: HabitType) throws {
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Habit", type: type))
        let style = CheckInStyle(type)
        for action in Self.actions {
            let refusal = action.refusal(for: habit)
            #expect((refusal == nil) == Self.allows(action, style), "\(action) on \(type)")
            if let refusal {
                let before = try tracker.testStore.allCompletions()
                #expect(throws: refusal, "\(action) on \(type)") {
                    try tracker.checkIns.checkIn(action, habit: .id(habit.id), day: today)
                }
                #expect(try tracker.testStore.allCompletions() == before, "\(action) on \(type)")
            } else {
                _ = try tracker.checkIns.checkIn(action, habit: .id(habit.id), day: today)
            }
        }
    }

    @Test("the returned summary is the one a fresh walk of the whole history gives", arguments: types)
    func summaryFromTheSameWalk(_ type: HabitType) throws {
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Habit", type: type))
        try tracker.habits.createHabit(HabitDraft(name: "Other"))
        let calendar = try tracker.calendar()
        for offset in [-20, -3, -1, 0] {
            let day = today.adding(days: offset)
            for action in Self.actions where action.refusal(for: habit) == nil {
                let result = try tracker.checkIns.checkIn(action, habit: .text("Habit"), day: day)
                let timeline = HabitTimeline(
                    habit: habit, completions: try tracker.testStore.completions(of: habit.id),
                    skips: try tracker.testStore.skips(of: habit.id), calendar: calendar)
                #expect(result.summary.evaluation == timeline.evaluate(asOf: today), "\(action) on \(day)")
                #expect(result.summary == (try tracker.views.summary(of: habit)), "\(action) on \(day)")
                #expect(result.summary.position == 1)
                #expect(result.day == day)
                #expect(result.habit == habit)
            }
        }
    }

    @Test(
        "a step and a day editor's amount follow the type",
        arguments: [
            (HabitType.binary, CheckIn.increase, [1.0]), (.binary, .amount(3), [1]), (.negative, .increase, [1]),
            (.counter(target: 8), .increase, [1]), (.atMost(target: 2), .increase, [1]),
            (.timer(targetSeconds: 1_800), .increase, [300]), (.counter(target: 8), .amount(6), [6]),
            (.timer(targetSeconds: 1_800), .amount(20), [1_200]),
        ])
    func steps(_ type: HabitType, _ action: CheckIn, _ values: [Double]) throws {
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Habit", type: type))
        try tracker.checkIns.checkIn(action, habit: .id(habit.id))
        #expect(try tracker.testStore.completions(of: habit.id).map(\.value) == values)
        // One step down, or an amount of 0, clears the day again.
        try tracker.checkIns.checkIn(action == .increase ? .decrease : .amount(0), habit: .id(habit.id))
        #expect(try tracker.testStore.completions(of: habit.id).isEmpty)
    }

    @Test("the day rules: supported days, not after today (a skip may be), never on an archived habit")
    func dayRules() throws {
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let tomorrow = today.adding(days: 1)
        for action in Self.actions where action.refusal(for: habit) == nil {
            if case .skip = action {
                #expect(try tracker.checkIns.checkIn(action, habit: .id(habit.id), day: tomorrow).outcome == .skipped)
            } else {
                #expect(throws: AppError.futureDay(tomorrow), "\(action)") {
                    try tracker.checkIns.checkIn(action, habit: .id(habit.id), day: tomorrow)
                }
            }
            for unsupported in [day("0001-01-01"), day("1581-12-31"), day("1899-12-31")] {
                // A skip of that one day names the end of its range outside the supported days.
                var (asked, field) = (action, "day")
                if case .skip = action { (asked, field) = (.skip(through: unsupported, note: nil), "first") }
                #expect(throws: AppError.invalid(.unsupportedDay(field: field, unsupported)), "\(action)") {
                    try tracker.checkIns.checkIn(asked, habit: .id(habit.id), day: unsupported)
                }
            }
        }
        let archived = try tracker.habits.archive(habit)
        for action in Self.actions where action.refusal(for: habit) == nil {
            #expect(throws: AppError.archived(habit: "Read"), "\(action)") {
                try tracker.checkIns.checkIn(action, habit: .id(archived.id), day: today)
            }
        }
    }

    @Test("a habit is found by id or by what was typed, once; unknown and ambiguous ones are refused")
    func references() throws {
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        try tracker.habits.createHabit(HabitDraft(name: "Run"))
        #expect(try tracker.checkIns.checkIn(.done, habit: .text("rea")).habit == read)
        #expect(try tracker.checkIns.checkIn(.undo, habit: .id(read.id)).outcome == .removed)
        #expect(throws: AppError.ambiguousHabit("r", candidates: ["Read", "Run"])) {
            try tracker.checkIns.checkIn(.done, habit: .text("r"))
        }
        let missing = UUID()
        #expect(throws: AppError.habitNotFound(missing.uuidString)) {
            try tracker.checkIns.checkIn(.done, habit: .id(missing))
        }
    }

    @Test("a given context is used as it is: its today decides the day and the future")
    func givenContext() throws {
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let context = try tracker.context()
        #expect(context.today == today)
        clock.advance(by: 86_400)
        // The context was read yesterday: its today is still the default day.
        #expect(try tracker.checkIns.checkIn(.done, habit: .id(habit.id), in: context).day == today)
        #expect(try tracker.context().today == today.adding(days: 1))
    }

    @Test(
        "a language change keeps the score checkpoints; a week-start change drops them, and its publish saves new ones")
    func checkpointsAndSettings() throws {
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        for offset in 1...200 where offset % 3 != 0 {
            try tracker.checkIns.complete(habit, on: today.adding(days: -offset))
        }
        _ = try tracker.views.todayView()
        let saved = try #require(try tracker.testStore.checkpoint(of: habit.id))
        try tracker.preferences.setLanguage(.french)
        #expect(try tracker.testStore.checkpoint(of: habit.id) == saved)
        try tracker.preferences.setWeekStart(.sunday)
        // The old ones, walked with weeks from Monday, are gone; the publish that follows the
        // change walked the habit again with weeks from Sunday and saved those (the latest ends a
        // Sunday-started week now).
        let renewed = try #require(try tracker.testStore.checkpoint(of: habit.id))
        #expect(renewed != saved)
        #expect(renewed.day.weekday == .saturday)
    }
}

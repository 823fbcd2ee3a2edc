import Foundation
import KadoCore
import KadoTestSupport
import Testing

/// What screens show for a streak: never a streak without a success in it, and a failure that no
/// more logging can undo (a slip, an at-most limit passed) breaks it at once. Kadō's own numbers
/// (`currentStreak`, `bestStreak`) stay as they were.
@Suite("The displayed streak")
struct StreakDisplayTests {
    /// Wednesday: due for every schedule below, the third day of a Monday week.
    static let today = day("2026-04-15")
    static let created = today.adding(days: -150)

    enum History: String, CaseIterable, CustomStringConvertible {
        /// Nothing ever logged.
        case neverDone
        /// Kept (or, for a limit habit, failed) every day for a month, then nothing for 100 days.
        case abandoned
        /// Kept every day of the last four weeks, today included.
        case doneThisWeek
        /// Kept every day of the last four weeks, then today: nothing for a habit to do, a slip
        /// (negative) or over the limit (at most).
        case slippedToday

        var description: String { rawValue }
    }

    static let types: [HabitType] = [
        .binary, .counter(target: 4), .timer(targetSeconds: 600), .atMost(target: 2), .negative,
    ]
    static let schedules: [Frequency] = [
        .daily, .daysPerWeek(3), .specificDays([.monday, .wednesday, .friday]), .everyNDays(2),
    ]

    /// A value that keeps the habit on a day, and one that fails it (`nil`: log nothing).
    static func values(for type: HabitType) -> (kept: Double?, failed: Double?) {
        switch type {
        case .binary: (1, nil)
        case .counter: (4, nil)
        case .timer: (600, nil)
        case .atMost: (1, 3)
        case .negative: (nil, 1)
        }
    }

    static func timeline(_ type: HabitType, _ frequency: Frequency, _ history: History) -> HabitTimeline {
        var builder = HistoryBuilder(frequency, type, createdOn: created)
        let (kept, failed) = values(for: type)
        func log(_ value: Double?, from first: LogicalDay, through last: LogicalDay) {
            guard let value else { return }
            var day = first
            while day <= last {
                builder.record(day, value: value)
                day = day.adding(days: 1)
            }
        }
        switch history {
        case .neverDone: break
        case .abandoned:
            // A limit habit "abandoned" failed every day, then was left alone (clean since).
            log(type.recordsMeanDone ? kept : failed, from: created, through: created.adding(days: 30))
        case .doneThisWeek:
            log(kept, from: today.adding(days: -27), through: today)
        case .slippedToday:
            log(kept, from: today.adding(days: -27), through: today.adding(days: -1))
            log(failed, from: today, through: today)
        }
        return builder.timeline()
    }

    @Test(
        "types × schedules × histories: no streak without a success, a final failure shows 0, Kadō's numbers kept",
        arguments: types, schedules)
    func table(type: HabitType, frequency: Frequency) {
        for history in History.allCases {
            let timeline = Self.timeline(type, frequency, history)
            let evaluation = timeline.evaluate(asOf: Self.today)
            let display = evaluation.streakDisplay
            let context = "\(type) \(frequency) \(history)"
            #expect(display.unit == evaluation.streakUnit, "\(context)")
            #expect(display.best >= display.current, "\(context)")
            #expect(display.current <= evaluation.currentStreak, "\(context)")
            let isLimit = !type.recordsMeanDone
            switch (history, isLimit) {
            case (.neverDone, false), (.abandoned, false):
                // Nothing to celebrate: Kadō may still say "1 week" (its grace week).
                #expect(!display.isCelebrated, "\(context)")
                #expect(display.current == 0, "\(context)")
                if evaluation.streakUnit == .weeks {
                    #expect(evaluation.currentStreak == 1, "Kadō's grace week stays in the numbers: \(context)")
                    #expect(display.week == .init(done: 0, required: 3), "\(context)")
                } else {
                    #expect(display.week == nil, "\(context)")
                }
            case (.slippedToday, true) where evaluation.isDue:
                // A slip, or a limit passed, breaks the streak at once; Kadō's grace day keeps it.
                #expect(display.current == 0, "\(context)")
                #expect(!display.isCelebrated, "\(context)")
                #expect(evaluation.currentStreak > 0, "\(context)")
                #expect(display.best >= evaluation.currentStreak, "the run before today stays the best: \(context)")
            default:
                // A real run of successes: shown as Kadō counts it.
                #expect(display.isCelebrated, "\(context)")
                #expect(display.current == evaluation.currentStreak, "\(context)")
                #expect(display.best == evaluation.bestStreak, "\(context)")
            }
        }
    }

    @Test(
        "a week-counted habit: the current week alone shows its progress, a qualifying week or run shows the streak",
        arguments: [
            // (records this week, qualifying weeks just before, expected current, expected week progress)
            (0, 0, 0, StreakDisplay.WeekProgress(done: 0, required: 3)),
            (1, 0, 0, StreakDisplay.WeekProgress(done: 1, required: 3)),
            (2, 0, 0, StreakDisplay.WeekProgress(done: 2, required: 3)),
            (3, 0, 1, nil),
            (0, 2, 3, nil),
            (1, 1, 2, nil),
            (3, 2, 3, nil),
        ] as [(Int, Int, Int, StreakDisplay.WeekProgress?)])
    func weeks(thisWeek: Int, before: Int, current: Int, week: StreakDisplay.WeekProgress?) {
        let monday = Self.today.adding(days: -2)
        var builder = HistoryBuilder(
            .daysPerWeek(3), createdOn: monday.adding(days: -70),
            calendar: HabitCalendar(boundary: DayBoundary(timeZone: TestCalendars.zone("UTC")), weekStart: .monday))
        for weekOffset in 1...max(1, before) where before > 0 {
            let first = monday.adding(days: -7 * weekOffset)
            builder.record([first, first.adding(days: 2), first.adding(days: 4)])
        }
        builder.record((0..<thisWeek).map { monday.adding(days: $0) })
        let evaluation = builder.timeline().evaluate(asOf: Self.today)
        #expect(evaluation.streakUnit == .weeks)
        #expect(evaluation.streakDisplay.current == current)
        #expect(evaluation.streakDisplay.week == week)
        #expect(evaluation.streakDisplay.isCelebrated == (week == nil && current > 0))
    }
}

/// A counter or a timer: on screens, a day counts toward the streak only when its target is met
/// (Loop's rule); Kadō's numbers keep counting any day with a record.
@Suite("The displayed streak of a counter or a timer counts days whose target was met")
struct TargetMetStreakTests {
    static let today = day("2026-04-15")

    /// Logs `values` on the days before today (the last one yesterday), then `todayValue`.
    static func evaluation(
        _ type: HabitType, _ values: [Double], today todayValue: Double?, frequency: Frequency = .daily
    )
        -> HabitEvaluation
    {
        var builder = HistoryBuilder(frequency, type, createdOn: today.adding(days: -60))
        for (offset, value) in values.reversed().enumerated() where value > 0 {
            builder.record(today.adding(days: -(offset + 1)), value: value)
        }
        if let todayValue { builder.record(today, value: todayValue) }
        return builder.timeline().evaluate(asOf: today)
    }

    @Test(
        "screens count met days; Kadō's numbers count recorded days",
        arguments: [
            // (type, values on the days before today, today's value, shown current, shown best, Kadō's current)
            (HabitType.counter(target: 8), [1, 1, 1, 1, 1], 1.0, 0, 0, 6),
            (.counter(target: 8), [8, 8, 8], 1, 3, 3, 4),
            (.counter(target: 8), [8, 8, 8], 8, 4, 4, 4),
            (.counter(target: 8), [8, 8, 3, 8, 8], nil, 2, 2, 5),
            (.counter(target: 8), [8, 8, 8, 0, 8], nil, 1, 3, 1),
            (.counter(target: 8), [9, 12], nil, 2, 2, 2),
            (.timer(targetSeconds: 600), [60, 60, 60], 60, 0, 0, 4),
            (.timer(targetSeconds: 600), [600, 900], 300, 2, 2, 3),
            (.binary, [1, 1, 1], nil, 3, 3, 3),
        ] as [(HabitType, [Double], Double?, Int, Int, Int)])
    func metDays(type: HabitType, values: [Double], today: Double?, shown: Int, best: Int, kado: Int) {
        let evaluation = Self.evaluation(type, values, today: today)
        #expect(evaluation.streakDisplay.current == shown)
        #expect(evaluation.streakDisplay.best == best)
        #expect(evaluation.currentStreak == kado, "Kadō's number is kept as it was")
        #expect(evaluation.streakDisplay.isCelebrated == (shown > 0))
    }
    // A walk resumed from a checkpoint shows the same: CheckpointLadderTests compares whole evaluations.
}

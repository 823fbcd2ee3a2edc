import Foundation
import KadoCore
import KadoTestSupport
import Testing

/// A habit's first day by one rule for every type (``HabitTimeline/effectiveStart``), and a start
/// its owner sets (``Habit/startDay``), across types, schedules and time zones.
@Suite("A habit's first day")
struct StartDayTests {
    static let today = day("2026-11-30")

    /// What a good day of `type` records (a yes, a counter at target, a timer at target, an
    /// at-most amount within its limit), or `nil` when a good day records nothing (a negative habit).
    static func goodDay(_ type: HabitType) -> Double? {
        switch type {
        case .binary: 1
        case .counter(let target): target
        case .timer(let seconds): seconds
        case .atMost(let target): target
        case .negative: nil
        }
    }

    static let types: [HabitType] = [
        .binary, .counter(target: 8), .timer(targetSeconds: 1_200), .negative, .atMost(target: 2),
    ]

    @Test(
        "a habit created today and filled in for the 11 days before starts 11 days ago, whatever its type",
        arguments: types)
    func backfilledBeforeCreation(type: HabitType) {
        var history = HistoryBuilder(.daily, type, createdOn: Self.today)
        let first = Self.today.adding(days: -11)
        for offset in 0...11 {
            // A negative habit's backfill is a slip on the first day and notes after it.
            if let value = Self.goodDay(type) {
                history.record(first.adding(days: offset), value: value)
            } else if offset == 0 {
                history.record(first, value: 1)
            }
        }
        let timeline = history.timeline()
        #expect(timeline.effectiveStart == first)
        #expect(timeline.isDue(on: first))
        let evaluation = timeline.evaluate(asOf: Self.today)
        let statistics = timeline.statistics(asOf: Self.today)
        #expect(statistics.countedDays == 12)
        if type == .negative {
            // The slip 11 days ago, then 11 clean days.
            #expect(evaluation.currentStreak == 11)
            #expect(statistics.doneDays == 11)
        } else {
            #expect(evaluation.currentStreak == 12)
            #expect(statistics.doneDays == 12)
            #expect(evaluation.scorePercent == Int((KadoScoreReference.perfect(days: 12) * 100).rounded()))
        }
    }

    @Test("without records, a habit to avoid starts on its creation day and a later first record does not move it")
    func avoidStartsAtCreation() {
        for type in [HabitType.negative, .atMost(target: 2)] {
            var history = HistoryBuilder(.daily, type, createdOn: Self.today.adding(days: -20))
            #expect(history.timeline().effectiveStart == Self.today.adding(days: -20))
            history.record(Self.today.adding(days: -5), value: 1)
            #expect(history.timeline().effectiveStart == Self.today.adding(days: -20))
        }
    }

    @Test("a habit to do still starts on its first check-in after creation (Kadō's rule)")
    func doStartsAtFirstCheckIn() {
        for type in [HabitType.binary, .counter(target: 3), .timer(targetSeconds: 600)] {
            var history = HistoryBuilder(.daily, type, createdOn: Self.today.adding(days: -20))
            history.record(Self.today.adding(days: -5), value: Self.goodDay(type) ?? 1)
            #expect(history.timeline().effectiveStart == Self.today.adding(days: -5))
            // A note-only day before creation is no check-in.
            history.record(Self.today.adding(days: -30), value: 0, note: "thinking about it")
            #expect(history.timeline().effectiveStart == Self.today.adding(days: -5))
        }
    }

    @Test("smoke-free since 1 November: a start set by hand counts every clean day from it", arguments: [false, true])
    func smokeFreeSince(withEarlierSlip: Bool) {
        var history = HistoryBuilder(.daily, .negative, createdOn: Self.today)
        if withEarlierSlip { history.record(day("2026-10-20"), value: 1) }
        history.habit.startDay = day("2026-11-01")
        let timeline = history.timeline()
        #expect(timeline.effectiveStart == day("2026-11-01"))
        #expect(!timeline.isDue(on: day("2026-10-31")))
        let evaluation = timeline.evaluate(asOf: Self.today)
        // 1 to 30 November: 30 clean days; the slip before the start counts for nothing.
        #expect(evaluation.currentStreak == 30)
        #expect(evaluation.bestStreak == 30)
        #expect(timeline.statistics(asOf: Self.today).countedDays == 30)
        #expect(abs(evaluation.score - KadoScoreReference.perfect(days: 30)) < 1e-12)
    }

    @Test("a start set by hand wins over the creation day and the records, for every type", arguments: types)
    func startSetByHandWins(type: HabitType) {
        var history = HistoryBuilder(.daily, type, createdOn: Self.today.adding(days: -40))
        let value = Self.goodDay(type) ?? 1
        // Records well before the start, which must count for nothing.
        for offset in 30...39 { history.record(Self.today.adding(days: -offset), value: value) }
        history.habit.startDay = Self.today.adding(days: -9)
        for offset in 0...9 where Self.goodDay(type) != nil {
            history.record(Self.today.adding(days: -offset), value: value)
        }
        let timeline = history.timeline()
        #expect(timeline.effectiveStart == Self.today.adding(days: -9))
        let evaluation = timeline.evaluate(asOf: Self.today)
        // Ten perfect days from the start, as if nothing had come before.
        #expect(abs(evaluation.score - KadoScoreReference.perfect(days: 10)) < 1e-12)
        #expect(evaluation.currentStreak == 10)
        #expect(evaluation.bestStreak == 10)
        #expect(timeline.statistics(asOf: Self.today).countedDays == 10)
    }

    @Test("a start set by hand is where an every-N-days cycle and a rolling quota begin")
    func schedulesBeginAtTheStart() {
        var cycle = HistoryBuilder(.everyNDays(3), .binary, createdOn: Self.today.adding(days: -40))
        cycle.habit.startDay = Self.today.adding(days: -10)
        let timeline = cycle.timeline()
        #expect(timeline.isDue(on: Self.today.adding(days: -10)))
        #expect(!timeline.isDue(on: Self.today.adding(days: -9)))
        #expect(timeline.isDue(on: Self.today.adding(days: -7)))

        // Two check-ins the day before the start fill no quota after it.
        var quota = HistoryBuilder(.daysPerWeek(2), .binary, createdOn: Self.today.adding(days: -40))
        quota.record([Self.today.adding(days: -11), Self.today.adding(days: -11)])
        quota.habit.startDay = Self.today.adding(days: -10)
        #expect(quota.timeline().isDue(on: Self.today.adding(days: -10)))
    }

    @Test(
        "the start is a day, read the same in every time zone and day-start hour",
        arguments: ["Pacific/Kiritimati", "America/Los_Angeles", "Europe/Paris", "Pacific/Pago_Pago"], [0, 4])
    func startInEveryZone(zone: String, startHour: Int) throws {
        let calendar = HabitCalendar(
            boundary: try DayBoundary(timeZone: try #require(TimeZone(identifier: zone)), startHour: startHour),
            weekStart: .monday)
        var history = HistoryBuilder(.daily, .negative, createdOn: Self.today, calendar: calendar)
        history.habit.startDay = day("2026-11-01")
        let evaluation = history.timeline().evaluate(asOf: Self.today)
        #expect(evaluation.currentStreak == 30)
    }

    @Test("a start set by hand changes the checkpoint's signature; none keeps it as it was")
    func checkpointSignature() throws {
        var history = HistoryBuilder(.daily, .binary, createdOn: Self.today.adding(days: -100))
        history.done(from: Self.today.adding(days: -100), through: Self.today)
        let plain = history.timeline().evaluate(asOf: Self.today, checkpointBefore: Self.today.adding(days: -7))
        let checkpoint = try #require(plain.checkpoint)
        var started = history.habit
        started.startDay = Self.today.adding(days: -50)
        let resumed = HabitTimeline(
            habit: started, completions: history.completions, calendar: history.calendar, resumingFrom: checkpoint)
        #expect(resumed.resumePoint == nil)
        #expect(resumed.effectiveStart == Self.today.adding(days: -50))
        let unchanged = HabitTimeline(
            habit: history.habit, completions: history.completions, calendar: history.calendar,
            resumingFrom: checkpoint)
        #expect(unchanged.resumePoint != nil)
    }

    @Test("a start outside the supported days breaks a rule naming the field")
    func unsupportedStart() {
        var habit = Habit(name: "Read", createdAt: Date(timeIntervalSince1970: 1_775_815_200))
        habit.startDay = LogicalDay(dayNumber: LogicalDay.firstSupported.dayNumber - 1)
        #expect(habit.validationErrors.first?.field == "startDay")
        habit.startDay = LogicalDay.firstSupported
        #expect(habit.validationErrors.isEmpty)
    }
}

/// Kadō's reference values, for the tests above.
enum KadoScoreReference {
    /// The score after `days` perfect counted days from 0.
    static func perfect(days: Int) -> Double {
        var score = 0.0
        for _ in 0..<days { score = KadoScore.step(from: score, value: 1) }
        return score
    }
}

import Foundation
import KadoCore
import KadoTestSupport
import Testing

/// Property tests: seeded random histories, each asked of the one-pass engine (`HabitTimeline`)
/// and of the naive ``ReferenceModel``, which must answer the same on every day and every "today".
@Suite("Oracle: the engine agrees with the reference model")
struct OracleAgreementTests {
    /// Histories per frequency × habit type.
    static let historiesPerCase = 12
    /// Histories per calendar.
    static let historiesPerCalendar = 24

    @Test(
        "every frequency × every habit type agrees with the reference model",
        arguments: OracleSchedule.all, HabitTypeKind.allCases)
    func everyFrequencyAndType(schedule: OracleSchedule, kind: HabitTypeKind) {
        var failed = false
        for index in 0..<Self.historiesPerCase {
            var random = OracleRandom("\(schedule.name)/\(kind.rawValue)", index)
            let calendar = random.pick(OracleCalendar.all)
            let history = OracleHistory.random(
                schedule: schedule, kind: kind, calendar: calendar, random: &random,
                label: "case \(schedule.name)/\(kind.rawValue) #\(index)")
            if !OracleCheck.expectAgreement(history, shrinking: !failed) { failed = true }
        }
    }

    @Test(
        "every zone, day start and week start agrees with the reference model, across DST changes",
        arguments: OracleCalendar.all)
    func everyCalendar(calendar: OracleCalendar) {
        var failed = false
        for index in 0..<Self.historiesPerCalendar {
            var random = OracleRandom("calendar \(calendar.testDescription)", index)
            let schedule = random.pick(OracleSchedule.all)
            let kind = random.pick(HabitTypeKind.allCases)
            let history = OracleHistory.random(
                schedule: schedule, kind: kind, calendar: calendar, random: &random,
                label: "calendar \(calendar.testDescription) #\(index)")
            if !OracleCheck.expectAgreement(history, shrinking: !failed) { failed = true }
        }
    }

    @Test("the fixtures cover every frequency, every habit type and every calendar")
    func coverage() {
        #expect(Set(OracleSchedule.all.map { OracleSchedule.caseName($0.frequency) }) == OracleSchedule.caseNames)
        #expect(HabitTypeKind.allCases.count == 5)
        #expect(OracleCalendar.all.count == 3 * 3 * 2)
    }
}

/// The reference model checked against SCORING.md's own numbers, so that agreement with it means
/// something.
@Suite("Oracle: the reference model reproduces SCORING.md's reference values")
struct ReferenceModelSpecTests {
    let start = day("2026-03-02")  // a Monday

    private func model(_ history: HistoryBuilder) -> ReferenceModel {
        ReferenceModel(history)
    }

    @Test(
        "perfect adherence from 0",
        arguments: [(10, 0.401), (14, 0.512), (30, 0.785), (66, 0.966), (100, 0.994)])
    func perfectAdherence(days: Int, expected: Double) {
        var history = HistoryBuilder(createdOn: start)
        history.done(from: start, through: start.adding(days: days - 1))
        let score = model(history).score(asOf: start.adding(days: days - 1))
        #expect(abs(score - expected) < 0.0005)
    }

    @Test("after 30 perfect days one miss costs 0.039 and ten misses cost 0.315")
    func misses() {
        var history = HistoryBuilder(createdOn: start)
        history.done(from: start, through: start.adding(days: 29))
        let reference = model(history)
        let perfect = reference.score(asOf: start.adding(days: 29))
        #expect(abs(perfect - reference.score(asOf: start.adding(days: 30)) - 0.039) < 0.0005)
        #expect(abs(perfect - reference.score(asOf: start.adding(days: 39)) - 0.315) < 0.0005)
    }

    @Test("a habit created today and done today scores exactly α")
    func createdToday() {
        var history = HistoryBuilder(createdOn: start)
        history.record(start)
        #expect(model(history).score(asOf: start) == 0.05)
    }

    @Test("Mon/Wed/Fri done on every due day scores as daily done as many days; 6 of 8 gives 0.75")
    func equivalences() {
        var weekdays = HistoryBuilder(.specificDays([.monday, .wednesday, .friday]), createdOn: start)
        var dueDays: [LogicalDay] = []
        for offset in 0..<28 where [0, 2, 4].contains(offset % 7) { dueDays.append(start.adding(days: offset)) }
        weekdays.record(dueDays)
        var daily = HistoryBuilder(createdOn: start)
        daily.done(from: start, through: start.adding(days: dueDays.count - 1))
        #expect(
            model(weekdays).score(asOf: start.adding(days: 27))
                == model(daily).score(asOf: start.adding(days: dueDays.count - 1)))

        var counter = HistoryBuilder(.daily, .counter(target: 8), createdOn: start)
        counter.record(start, value: 6)
        #expect(model(counter).score(asOf: start) == 0.05 * 0.75)
    }

    @Test("every N days: doing it early restarts the clock, a miss does not, and done days count")
    func everyNDays() {
        var history = HistoryBuilder(.everyNDays(3), createdOn: start)
        history.record([start, start.adding(days: 2), start.adding(days: 5)])
        let reference = model(history)
        #expect(reference.isDue(on: start))
        #expect(!reference.isDue(on: start.adding(days: 2)))
        #expect(reference.isCounted(on: start.adding(days: 2)))
        #expect(reference.isDue(on: start.adding(days: 5)))
        #expect(reference.isDue(on: start.adding(days: 8)))
        #expect(reference.isDue(on: start.adding(days: 11)))
        #expect(reference.streaks(asOf: start.adding(days: 8)).current == 3)
        #expect(reference.streaks(asOf: start.adding(days: 9)).current == 0)
    }

    @Test("N days a week: the 6 days before D hold the quota, and weeks carry the streak")
    func daysPerWeek() {
        var history = HistoryBuilder(.daysPerWeek(2), createdOn: start)
        history.record([start, start.adding(days: 1), start.adding(days: 7), start.adding(days: 7)])
        let reference = model(history)
        #expect(reference.isDue(on: start.adding(days: 1)))
        #expect(!reference.isDue(on: start.adding(days: 2)))
        #expect(reference.isOutstanding(on: start.adding(days: 1)) == false)
        #expect(reference.isDue(on: start.adding(days: 7)))  // only start + 1 is in the window
        #expect(!reference.isDue(on: start.adding(days: 8)))  // two records on start + 7
        let streaks = reference.streaks(asOf: start.adding(days: 15))
        #expect(streaks.current == 3 && streaks.best == 3)
        #expect(streaks.runs == [StreakRun(first: start, last: start.adding(days: 13), length: 2)])
    }

    @Test("day boundaries: an instant before the start hour belongs to the previous day, in DST too")
    func boundaries() {
        let paris = TestCalendars.zone("Europe/Paris")
        let havana = TestCalendars.zone("America/Havana")
        // 03:30 in Paris on the morning clocks go forward (01:30 UTC).
        #expect(
            ReferenceModel.logicalDay(of: instant("2026-03-29T01:30:00Z"), in: paris, startHour: 4) == day("2026-03-28")
        )
        #expect(
            ReferenceModel.logicalDay(of: instant("2026-03-29T02:00:00Z"), in: paris, startHour: 4) == day("2026-03-29")
        )
        // Havana jumps from 00:00 to 01:00 on 2026-03-08.
        #expect(
            ReferenceModel.logicalDay(of: instant("2026-03-08T04:59:59Z"), in: havana, startHour: 0)
                == day("2026-03-07"))
        #expect(
            ReferenceModel.logicalDay(of: instant("2026-03-08T05:00:00Z"), in: havana, startHour: 0)
                == day("2026-03-08"))
        #expect(
            ReferenceModel.logicalDay(of: instant("2026-03-08T03:59:59Z"), in: havana, startHour: 23)
                == day("2026-03-06"))
        #expect(
            ReferenceModel.logicalDay(of: instant("2026-03-08T04:00:00Z"), in: havana, startHour: 23)
                == day("2026-03-07"))
        for offset in 0..<400 {
            let weekdayDay = day("2025-01-01").adding(days: offset)
            #expect(ReferenceModel.weekday(of: weekdayDay) == weekdayDay.weekday)
        }
    }
}

/// Where the engine reads SCORING.md one way among several, on purpose: each test pins the
/// engine's reading, with the literal alternative the reference model can also compute.
@Suite("Oracle: the engine's deliberate readings")
struct OracleDepartureTests {
    let start = day("2026-03-02")  // a Monday

    @Test("Loop's \"3 in 3\" means every day, as in Loop, not a quota that 3 records on Monday fill")
    func loopQuotaOfEveryDay() {
        var history = HistoryBuilder(.timesInDays(times: 3, days: 3), .counter(target: 1), createdOn: start)
        history.record([start, start, start])
        let literal = ReferenceModel(history, reading: .literal)
        let timeline = history.timeline()
        #expect(!literal.isDue(on: start.adding(days: 1)))
        #expect(timeline.isDue(on: start.adding(days: 1)))
        #expect(timeline.isOutstanding(on: start))
        // "2 in 3", which the engine does read as a rolling quota, for contrast.
        var twoInThree = HistoryBuilder(.timesInDays(times: 2, days: 3), .counter(target: 1), createdOn: start)
        twoInThree.record([start, start])
        #expect(!twoInThree.timeline().isDue(on: start.adding(days: 1)))
    }

    @Test("a negative \"N days a week\" habit counts clean days, not weeks of N slips")
    func negativeDaysPerWeekInDays() {
        let history = HistoryBuilder(.daysPerWeek(2), .negative, createdOn: start)
        let evaluation = history.timeline().evaluate(asOf: start.adding(days: 20))
        #expect(evaluation.streakUnit == .days)
        #expect(evaluation.currentStreak == 21)
    }

    @Test("as in Kadō, a habit whose only record is after today has not started yet")
    func onlyRecordAfterToday() {
        var history = HistoryBuilder(.daysPerWeek(2), createdOn: start)
        history.record(start.adding(days: 6))
        #expect(history.timeline().evaluate(asOf: start.adding(days: 2)).currentStreak == 0)
        // The same habit without the future record: a grace week counts 1.
        #expect(HistoryBuilder(.daysPerWeek(2), createdOn: start).timeline().evaluate(asOf: start).currentStreak == 1)
    }

    @Test("a pause more than ten years after the habit's last record or creation still excuses its days")
    func farPause() {
        var history = HistoryBuilder(.daily, .negative, createdOn: day("2026-01-01"))
        history.skip(from: day("2036-03-01"), through: day("2036-03-10"))
        let model = ReferenceModel(history)
        let timeline = history.timeline()
        #expect(model.isExcused(on: day("2036-03-05")))
        #expect(timeline.isExcused(on: day("2036-03-05")))
        #expect(
            timeline.evaluate(asOf: day("2036-03-10")).currentStreak == model.streaks(asOf: day("2036-03-10")).current)
    }
}

extension ReferenceModel {
    /// The model of what `history` built.
    init(_ history: HistoryBuilder, reading: Reading = .engine) {
        self.init(
            habit: history.habit, completions: history.completions, skips: history.skips,
            timeZone: history.calendar.boundary.timeZone, dayStartHour: history.calendar.boundary.startHour,
            weekStart: history.calendar.weekStart, reading: reading)
    }
}

// MARK: - Fixtures

/// A schedule to test, with a stable name (a set of weekdays prints in a random order).
struct OracleSchedule: Sendable, CustomTestStringConvertible {
    let name: String
    let frequency: Frequency

    var testDescription: String { name }

    /// Every case of `Frequency`, with the edges that matter.
    static let all: [OracleSchedule] = [
        .init(name: "daily", frequency: .daily),
        .init(name: "1 day a week", frequency: .daysPerWeek(1)),
        .init(name: "3 days a week", frequency: .daysPerWeek(3)),
        .init(name: "6 days a week", frequency: .daysPerWeek(6)),
        .init(name: "Mon/Wed/Fri", frequency: .specificDays([.monday, .wednesday, .friday])),
        .init(name: "Sundays", frequency: .specificDays([.sunday])),
        .init(name: "every 2 days", frequency: .everyNDays(2)),
        .init(name: "every 3 days", frequency: .everyNDays(3)),
        .init(name: "every 7 days", frequency: .everyNDays(7)),
        .init(name: "Loop 1 in 1", frequency: .timesInDays(times: 1, days: 1)),
        .init(name: "Loop 2 in 5", frequency: .timesInDays(times: 2, days: 5)),
        .init(name: "Loop 3 in 7", frequency: .timesInDays(times: 3, days: 7)),
        .init(name: "Loop 3 in 3", frequency: .timesInDays(times: 3, days: 3)),
        .init(name: "Loop 1 in 30", frequency: .timesInDays(times: 1, days: 30)),
    ]

    /// The case of `frequency`, exhaustively: a new case must be added to `all`.
    static func caseName(_ frequency: Frequency) -> String {
        switch frequency {
        case .daily: "daily"
        case .daysPerWeek: "daysPerWeek"
        case .specificDays: "specificDays"
        case .everyNDays: "everyNDays"
        case .timesInDays: "timesInDays"
        }
    }

    static let caseNames: Set<String> = ["daily", "daysPerWeek", "specificDays", "everyNDays", "timesInDays"]
}

/// A time zone, day start hour and week start.
struct OracleCalendar: Sendable, CustomTestStringConvertible {
    let zone: String
    let startHour: Int
    let weekStart: Weekday

    var testDescription: String { "\(zone) from \(startHour)h, weeks from \(weekStart.name)" }

    var calendar: HabitCalendar { TestCalendars.calendar(zone, startHour: startHour, weekStart: weekStart) }

    static let all: [OracleCalendar] = ["UTC", "Europe/Paris", "America/Havana"].flatMap { zone in
        [0, 4, 23].flatMap { hour in
            [Weekday.monday, .sunday].map { OracleCalendar(zone: zone, startHour: hour, weekStart: $0) }
        }
    }

    /// The instants clocks change in `zone` (Paris at 01:00 UTC, Havana at local midnight).
    var transitions: [Date] {
        switch zone {
        case "Europe/Paris": [instant("2026-03-29T01:00:00Z"), instant("2025-10-26T01:00:00Z")]
        case "America/Havana": [instant("2026-03-08T05:00:00Z"), instant("2025-11-02T05:00:00Z")]
        default: [instant("2026-03-29T01:00:00Z"), instant("2025-11-02T05:00:00Z")]
        }
    }

    /// The days of all four changes.
    static let changeDays = [day("2026-03-29"), day("2025-10-26"), day("2026-03-08"), day("2025-11-02")]
}

/// One habit with its records and skips, the days to look at and the "todays" to evaluate at.
struct OracleHistory: CustomStringConvertible {
    var label: String
    var calendar: HabitCalendar
    var habit: Habit
    var completions: [Completion]
    var skips: [Skip]
    var todays: [LogicalDay]
    var firstDay: LogicalDay
    var lastDay: LogicalDay

    func timeline() -> HabitTimeline {
        HabitTimeline(habit: habit, completions: completions, skips: skips, calendar: calendar)
    }

    func model() -> ReferenceModel {
        ReferenceModel(
            habit: habit, completions: completions, skips: skips, timeZone: calendar.boundary.timeZone,
            dayStartHour: calendar.boundary.startHour, weekStart: calendar.weekStart)
    }

    var description: String {
        let boundary = calendar.boundary
        var lines = [
            "\(label): \(habit.frequency) \(habit.type), \(boundary.timeZone.identifier) from \(boundary.startHour)h, "
                + "weeks from \(calendar.weekStart.name)",
            "created \(habit.createdAt) (day \(boundary.logicalDay(containing: habit.createdAt)))"
                + (habit.archivedAt.map { ", archived \($0) (day \(boundary.logicalDay(containing: $0)))" } ?? "")
                + (habit.startDay.map { ", started \($0) by hand" } ?? ""),
        ]
        let byDay = Dictionary(grouping: completions, by: \.day).sorted { $0.key < $1.key }
        let recordText = byDay.map { day, records in
            "\(day)=" + records.map { "\($0.value.formatted())\($0.note == nil ? "" : "n")" }.joined(separator: "+")
        }
        lines.append("records: " + (recordText.isEmpty ? "none" : recordText.joined(separator: " ")))
        if !skips.isEmpty {
            lines.append("skips: " + skips.map { "\($0.days.first)…\($0.days.last)" }.joined(separator: " "))
        }
        lines.append("todays: " + todays.map(\.description).joined(separator: " "))
        return lines.joined(separator: "\n")
    }

    /// A random history for `schedule` and `kind` in `calendar`, around a daylight-saving change.
    static func random(
        schedule: OracleSchedule, kind: HabitTypeKind, calendar oracleCalendar: OracleCalendar,
        random: inout OracleRandom, label: String
    ) -> OracleHistory {
        let calendar = oracleCalendar.calendar
        let boundary = calendar.boundary
        let pivot = random.pick(OracleCalendar.changeDays)
        let creationDay = pivot.adding(days: random.int(in: -35...10))
        let type: HabitType
        switch kind {
        case .binary: type = .binary
        case .counter: type = .counter(target: random.pick([1, 3, 8]))
        case .timer: type = .timer(targetSeconds: random.pick([60, 1_200, 3_600]))
        case .negative: type = .negative
        case .atMost: type = .atMost(target: random.pick([1, 2, 5]))
        }
        let habitID = HistoryBuilder.uuid(7, random.int(in: 0...0xFFFF))
        var habit = Habit(
            id: habitID, name: "Oracle", frequency: schedule.frequency, type: type,
            createdAt: instant(in: creationDay, boundary: boundary, random: &random))
        let lastDay = creationDay.adding(days: random.int(in: 15...60))
        let firstDay = creationDay.adding(days: -16)

        // When records begin: backdated before creation, late after it, or on the creation day.
        let recordsStart: LogicalDay
        switch random.int(in: 0...7) {
        case 0, 1: recordsStart = creationDay.adding(days: -random.int(in: 1...14))
        case 2, 3: recordsStart = creationDay.adding(days: random.int(in: 1...20))
        case 4: recordsStart = lastDay.adding(days: 1)  // no records at all
        default: recordsStart = creationDay
        }

        var completions: [Completion] = []
        var counter = 0
        func add(_ day: LogicalDay, value: Double, note: String? = nil, at moment: Date? = nil) {
            counter += 1
            let when = moment ?? instant(in: day, boundary: boundary, random: &random)
            completions.append(
                Completion(
                    id: HistoryBuilder.uuid(8, counter), habitID: habitID, day: boundary.logicalDay(containing: when),
                    recordedAt: when, value: value, note: note))
        }
        func amount() -> Double {
            switch type {
            case .binary: return random.chance(0.9) ? 1 : 2
            case .negative: return 1
            case .counter(let target):
                return random.chance(0.2) ? 0.5 : Double(random.int(in: 1...Int(target * 1.5) + 1))
            case .timer(let target): return Double(random.int(in: 10...Int(target * 1.3)))
            case .atMost(let target): return Double(random.int(in: 1...Int(target * 2) + 1))
            }
        }

        var skips: [Skip] = []
        if random.chance(0.5) {
            for _ in 0..<random.int(in: 1...3) {
                let first: LogicalDay
                let length: Int
                if random.chance(0.4) {
                    // A pause over a whole week or more.
                    first = creationDay.adding(days: random.int(in: -7...35)).startOfWeek(
                        startingOn: calendar.weekStart)
                    length = random.int(in: 7...16)
                } else {
                    first = creationDay.adding(days: random.int(in: -6...50))
                    length = random.int(in: 1...6)
                }
                if let range = try? DayRange(from: first, through: first.adding(days: length - 1)) {
                    skips.append(Skip(id: HistoryBuilder.uuid(9, skips.count), habitID: habitID, days: range))
                }
            }
        }

        // Little is logged during a pause; what is, on a yes/no, counter or timer habit, wins.
        func isPaused(_ day: LogicalDay) -> Bool { skips.contains { $0.days.contains(day) } }

        // A two-state chain, so that runs (streaks) and gaps both appear.
        let stay = 0.55 + 0.4 * random.unit()
        let activeShare = kind == .negative ? 0.15 + 0.3 * random.unit() : 0.35 + 0.6 * random.unit()
        var active = random.chance(activeShare)
        for day in ReferenceModel.days(from: recordsStart, through: lastDay) {
            if !random.chance(stay) { active = random.chance(activeShare) }
            if active && (!isPaused(day) || random.chance(0.15)) {
                add(day, value: amount())
                while random.chance(0.18) { add(day, value: amount()) }
            }
            if random.chance(0.06) { add(day, value: 0, note: "a note") }
            if random.chance(0.02) { add(day, value: 0) }
        }
        // Records written around the instants clocks change, read through the day boundary.
        if random.chance(0.5) {
            for _ in 0..<random.int(in: 1...4) {
                let moment = random.pick(oracleCalendar.transitions).addingTimeInterval(
                    Double(random.int(in: -240...240) * 60 + random.int(in: -1...1)))
                add(boundary.logicalDay(containing: moment), value: amount(), at: moment)
            }
        }

        // Another habit's records and pause, which must change nothing.
        if random.chance(0.3) {
            let otherID = HistoryBuilder.uuid(6, 1)
            for offset in 0..<random.int(in: 1...5) {
                let day = creationDay.adding(days: random.int(in: -10...40))
                completions.append(
                    Completion(
                        id: HistoryBuilder.uuid(6, 100 + offset), habitID: otherID, day: day,
                        recordedAt: instant(in: day, boundary: boundary, random: &random), value: 3))
            }
            if let range = try? DayRange(from: creationDay, through: creationDay.adding(days: 9)) {
                skips.append(Skip(id: HistoryBuilder.uuid(6, 2), habitID: otherID, days: range))
            }
        }

        var archiveDay: LogicalDay?
        if random.chance(0.3) {
            let archived = creationDay.adding(days: random.int(in: 0...45))
            archiveDay = archived
            habit.archivedAt = max(habit.createdAt, instant(in: archived, boundary: boundary, random: &random))
        }

        // A start set by hand, before or after creation and the records (drawn last, so that the
        // histories drawn before it stay the same).
        if random.chance(0.2) { habit.startDay = creationDay.adding(days: random.int(in: -20...20)) }

        var todays = [
            creationDay, creationDay.adding(days: -1), lastDay,
            creationDay.adding(days: random.int(in: 1...40)), creationDay.adding(days: random.int(in: 1...60)),
        ]
        if let archiveDay { todays.append(archiveDay.adding(days: random.int(in: 0...3))) }
        var unique: [LogicalDay] = []
        for today in todays where !unique.contains(today) { unique.append(today) }

        return OracleHistory(
            label: label, calendar: calendar, habit: habit, completions: completions, skips: skips, todays: unique,
            firstDay: min(firstDay, completions.map(\.day).min() ?? firstDay).adding(days: -2),
            lastDay: max(lastDay, completions.map(\.day).max() ?? lastDay).adding(days: 2))
    }

    /// An instant inside `day`: anywhere in it, or within two minutes of either of its ends.
    private static func instant(in day: LogicalDay, boundary: DayBoundary, random: inout OracleRandom) -> Date {
        let start = boundary.start(of: day)
        switch random.int(in: 0...9) {
        case 0: return start.addingTimeInterval(Double(random.int(in: 0...120)))
        case 1: return boundary.start(of: day.adding(days: 1)).addingTimeInterval(-Double(random.int(in: 1...120)))
        default: return start.addingTimeInterval(Double(random.int(in: 0...(23 * 3_600 - 1))))
        }
    }
}

// MARK: - Comparison

/// Compares the engine with the model on one history.
enum OracleCheck {
    static let tolerance = 1e-12

    /// Records a failure, with a shrunk history that still disagrees, when the two disagree.
    /// Only the first failure of a test is shrunk (pass `shrinking: false` after it), to keep a
    /// failing run short.
    @discardableResult
    static func expectAgreement(
        _ history: OracleHistory, shrinking: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let problems = disagreements(history)
        guard let first = problems.first else { return true }
        let shrunk = shrinking ? shrink(history, keeping: kind(of: first)) : history
        let shrunkProblems = disagreements(shrunk)
        Issue.record(
            """
            \(problems.count) disagreement(s), first: \(first)
            \(history)
            — shrunk to —
            \(shrunk)
            \(shrunkProblems.prefix(5).joined(separator: "\n"))
            """, sourceLocation: sourceLocation)
        return false
    }

    /// The first word of a disagreement, naming what differed (`score`, `isDue`, …).
    static func kind(of problem: String) -> String {
        String(problem.prefix { $0 != " " })
    }

    /// Every difference between the engine and the model on `history` (empty when they agree).
    static func disagreements(_ history: OracleHistory) -> [String] {
        let timeline = history.timeline()
        let model = history.model()
        var problems: [String] = []
        func check(_ agrees: Bool, _ text: @autoclosure () -> String) {
            if !agrees { problems.append(text()) }
        }
        func close(_ lhs: Double, _ rhs: Double) -> Bool { abs(lhs - rhs) <= tolerance }

        check(
            timeline.creationDay == model.creationDay,
            "creationDay engine \(timeline.creationDay) model \(model.creationDay)")
        check(
            timeline.archiveDay == model.archiveDay,
            "archiveDay engine \(String(describing: timeline.archiveDay)) model \(String(describing: model.archiveDay))"
        )
        check(
            timeline.effectiveStart == model.effectiveStart,
            "effectiveStart engine \(timeline.effectiveStart) model \(model.effectiveStart)")
        let boundary = history.calendar.boundary
        for completion in history.completions {
            let read = ReferenceModel.logicalDay(
                of: completion.recordedAt, in: boundary.timeZone, startHour: boundary.startHour)
            check(
                read == completion.day,
                "logicalDay of \(completion.recordedAt): boundary \(completion.day) model \(read)")
        }

        for day in ReferenceModel.days(from: history.firstDay, through: history.lastDay) {
            let due = model.isDue(on: day)
            check(timeline.isDue(on: day) == due, "isDue \(day): engine \(!due) model \(due)")
            let outstanding = model.isOutstanding(on: day)
            check(
                timeline.isOutstanding(on: day) == outstanding,
                "isOutstanding \(day): engine \(!outstanding) model \(outstanding)")
            let counted = model.isCounted(on: day)
            check(timeline.isCounted(on: day) == counted, "isCounted \(day): engine \(!counted) model \(counted)")
            let excused = model.isExcused(on: day)
            check(timeline.isExcused(on: day) == excused, "isExcused \(day): engine \(!excused) model \(excused)")
            check(timeline.isInLifetime(day) == model.isInLifetime(day), "isInLifetime \(day)")
            check(
                close(timeline.value(on: day), model.value(on: day)),
                "value \(day): engine \(timeline.value(on: day)) model \(model.value(on: day))")
            check(timeline.isDone(on: day) == model.isDone(on: day), "isDone \(day): model \(model.isDone(on: day))")
        }

        for today in history.todays {
            let evaluation = timeline.evaluate(asOf: today)
            let score = model.score(asOf: today)
            check(close(evaluation.score, score), "score as of \(today): engine \(evaluation.score) model \(score)")
            check(
                timeline.score(asOf: today) == evaluation.score,
                "score(asOf:) as of \(today) differs from evaluate: \(timeline.score(asOf: today))")
            let streaks = model.streaks(asOf: today)
            check(
                evaluation.currentStreak == streaks.current,
                "currentStreak as of \(today): engine \(evaluation.currentStreak) model \(streaks.current)")
            check(
                evaluation.bestStreak == streaks.best,
                "bestStreak as of \(today): engine \(evaluation.bestStreak) model \(streaks.best)")
            check(
                evaluation.streakUnit == (model.countsWeeks ? .weeks : .days),
                "streakUnit: engine \(evaluation.streakUnit) model weeks=\(model.countsWeeks)")
            let runs = timeline.longestRuns(.max, asOf: today)
            check(
                Set(runs) == Set(streaks.runs) && runs.count == streaks.runs.count,
                "longestRuns as of \(today): engine \(describe(runs)) model \(describe(streaks.runs))")
            let longest = timeline.longestRuns(1, asOf: today).first?.length ?? 0
            check(
                longest == streaks.longestRun,
                "longestRun as of \(today): engine \(longest) model \(streaks.longestRun)")
            check(evaluation.isDue == model.isDue(on: today), "evaluation.isDue as of \(today)")
            check(evaluation.isOutstanding == model.isOutstanding(on: today), "evaluation.isOutstanding as of \(today)")
            check(close(evaluation.value, model.value(on: today)), "evaluation.value as of \(today)")
            check(evaluation.isDone == model.isDone(on: today), "evaluation.isDone as of \(today)")

            // The grid: the model's cells, and the engine's cells read against its own questions.
            let cells = timeline.cells(from: history.firstDay, through: history.lastDay, asOf: today)
            let days = ReferenceModel.days(from: history.firstDay, through: history.lastDay)
            check(cells.count == days.count, "cells count \(cells.count) for \(days.count) days")
            for (day, cell) in zip(days, cells) {
                let expected = model.cell(on: day, asOf: today)
                check(sameCell(cell, expected), "cell \(day) as of \(today): engine \(cell) model \(expected)")
                if day <= today && timeline.isInLifetime(day) {
                    let isScored: Bool
                    if case .scored = cell { isScored = true } else { isScored = false }
                    check(
                        isScored == timeline.isCounted(on: day),
                        "cell \(day) as of \(today) is \(cell) but engine isCounted is \(timeline.isCounted(on: day))")
                    check(
                        (cell == .skipped) == timeline.isExcused(on: day),
                        "cell \(day) as of \(today) is \(cell) but engine isExcused is \(timeline.isExcused(on: day))")
                }
            }

            // The chart series.
            let series = timeline.scores(from: history.firstDay, through: history.lastDay, asOf: today)
            let expectedSeries = model.scores(from: history.firstDay, through: history.lastDay, asOf: today)
            check(
                series.map(\.day) == expectedSeries.map(\.day),
                "scores days as of \(today): engine \(series.first?.day as Any)…\(series.last?.day as Any) (\(series.count)) "
                    + "model \(expectedSeries.first?.day as Any)…\(expectedSeries.last?.day as Any) (\(expectedSeries.count))"
            )
            for (point, expectedPoint) in zip(series, expectedSeries) where !close(point.score, expectedPoint.score) {
                problems.append(
                    "scores \(point.day) as of \(today): engine \(point.score) model \(expectedPoint.score)")
                break
            }

            // The detail screen's totals.
            let statistics = timeline.statistics(asOf: today)
            let totals = model.totals(asOf: today)
            let engineTotals = ReferenceModel.Totals(
                countedDays: statistics.countedDays, doneDays: statistics.doneDays, valueTotal: totals.valueTotal,
                excusedDays: statistics.excusedDays, records: statistics.records,
                daysWithRecords: statistics.daysWithRecords, amount: totals.amount)
            check(engineTotals == totals, "statistics as of \(today): engine \(engineTotals) model \(totals)")
            check(
                abs(statistics.valueTotal - totals.valueTotal) <= 1e-9
                    && abs(statistics.amount - totals.amount) <= 1e-6,
                "statistics totals as of \(today): engine \(statistics.valueTotal)/\(statistics.amount) "
                    + "model \(totals.valueTotal)/\(totals.amount)")
        }
        return problems
    }

    private static func describe(_ runs: [StreakRun]) -> String {
        runs.sorted { $0.first < $1.first }.map { "\($0.first)…\($0.last)×\($0.length)" }.joined(separator: " ")
    }

    private static func sameCell(_ lhs: DayCell, _ rhs: DayCell) -> Bool {
        switch (lhs, rhs) {
        case (.scored(let left), .scored(let right)), (.offSchedule(let left), .offSchedule(let right)):
            return abs(left - right) <= tolerance
        default:
            return lhs == rhs
        }
    }

    /// A smaller history that still shows a disagreement of kind `kind`: todays, skips, the
    /// archive and records are dropped one at a time while it does.
    static func shrink(_ history: OracleHistory, keeping kind: String) -> OracleHistory {
        func fails(_ candidate: OracleHistory) -> Bool {
            disagreements(candidate).contains { Self.kind(of: $0) == kind }
        }
        var current = history
        if let today = history.todays.first(where: {
            var single = history
            single.todays = [$0]
            return fails(single)
        }) {
            current.todays = [today]
        }
        if current.habit.archivedAt != nil {
            var candidate = current
            candidate.habit.archivedAt = nil
            if fails(candidate) { current = candidate }
        }
        var index = current.skips.count - 1
        while index >= 0 {
            var candidate = current
            candidate.skips.remove(at: index)
            if fails(candidate) { current = candidate }
            index -= 1
        }
        // Records: halves first, then one at a time.
        var chunk = max(1, current.completions.count / 2)
        while chunk >= 1 {
            var start = 0
            while start < current.completions.count {
                var candidate = current
                candidate.completions.removeSubrange(start..<min(start + chunk, current.completions.count))
                if fails(candidate) { current = candidate } else { start += chunk }
            }
            chunk /= 2
        }
        return current
    }
}

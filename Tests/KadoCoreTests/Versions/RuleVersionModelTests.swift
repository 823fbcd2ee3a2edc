import Foundation
import KadoCore
import KadoTestSupport
import Testing

/// A habit's terms as a timeline of versions: reading the terms of a day, changing them from a
/// day, removing and moving a version, and the rules the versions must keep.
@Suite("Terms that change from a date: the model")
struct RuleVersionModelTests {
    static let daily = HabitRules(frequency: .daily, type: .counter(target: 8), scoreModel: .kado)

    static func habit() -> Habit {
        Habit(name: "Water", frequency: .daily, type: .counter(target: 8), createdAt: instant("2026-01-05T12:00:00Z"))
    }

    @Test("a habit never changed from a date has one version, its own terms, on every day")
    func singleVersion() {
        let habit = Self.habit()
        #expect(habit.ruleVersions == [RuleVersion(start: nil, rules: Self.daily)])
        #expect(habit.rules(on: day("1900-01-01")) == Self.daily)
        #expect(habit.rules(on: day("2199-12-31")) == Self.daily)
        #expect(!habit.hasRuleVersions)
    }

    @Test("a change from a day splits the version in force there; the days before keep their terms")
    func changeFromDay() {
        let changed = Self.habit().changingRules(from: .day(day("2026-03-01"))) { $0.frequency = .daysPerWeek(3) }
        #expect(changed.frequency == .daysPerWeek(3))
        #expect(changed.earlierRules == [EarlierRules(rules: Self.daily, replacedOn: day("2026-03-01"))])
        #expect(changed.rules(on: day("2026-02-28")).frequency == .daily)
        #expect(changed.rules(on: day("2026-03-01")).frequency == .daysPerWeek(3))
        #expect(changed.currentRulesStart == day("2026-03-01"))
    }

    @Test("changes on the same day replace each other rather than stacking")
    func sameDayReplaces() {
        let once = Self.habit().changingRules(from: .day(day("2026-03-01"))) { $0.frequency = .daysPerWeek(3) }
        let twice = once.changingRules(from: .day(day("2026-03-01"))) { $0.frequency = .daysPerWeek(4) }
        #expect(twice.ruleVersions.count == 2)
        #expect(twice.frequency == .daysPerWeek(4))
        // Back to the terms before: the version changes nothing any more and goes.
        let back = twice.changingRules(from: .day(day("2026-03-01"))) { $0.frequency = .daily }
        #expect(!back.hasRuleVersions)
        #expect(back.ruleVersions == Self.habit().ruleVersions)
    }

    @Test("a change from an earlier day sets only what it sets: a later version keeps the rest of its terms")
    func laterVersionsKeepTheirOtherTerms() {
        let target = Self.habit().changingRules(from: .day(day("2026-04-01"))) { $0.type = .counter(target: 10) }
        let schedule = target.changingRules(from: .day(day("2026-03-01"))) { $0.frequency = .daysPerWeek(5) }
        #expect(
            schedule.ruleVersions.map(\.rules) == [
                Self.daily,
                HabitRules(frequency: .daysPerWeek(5), type: .counter(target: 8), scoreModel: .kado),
                HabitRules(frequency: .daysPerWeek(5), type: .counter(target: 10), scoreModel: .kado),
            ])
        #expect(schedule.ruleVersions.map(\.start) == [nil, day("2026-03-01"), day("2026-04-01")])
    }

    @Test("a change over the whole history reaches every version")
    func wholeHistory() {
        let versioned = Self.habit().changingRules(from: .day(day("2026-03-01"))) { $0.frequency = .daysPerWeek(3) }
        let model = versioned.changingRules(from: .wholeHistory) { $0.scoreModel = .loop }
        #expect(model.ruleVersions.allSatisfy { $0.rules.scoreModel == .loop })
        #expect(model.ruleVersions.count == 2)
        // Setting every version's schedule alike leaves one version.
        let same = model.changingRules(from: .wholeHistory) { $0.frequency = .daily }
        #expect(!same.hasRuleVersions)
    }

    @Test("removing a version lets the one before extend over its days")
    func removing() throws {
        let habit = Self.habit()
            .changingRules(from: .day(day("2026-03-01"))) { $0.frequency = .daysPerWeek(3) }
            .changingRules(from: .day(day("2026-04-01"))) { $0.frequency = .daysPerWeek(5) }
        let removed = try #require(habit.removingRuleVersion(startingOn: day("2026-03-01")))
        #expect(removed.ruleVersions.map(\.start) == [nil, day("2026-04-01")])
        #expect(removed.rules(on: day("2026-03-15")).frequency == .daily)
        let last = try #require(habit.removingRuleVersion(startingOn: day("2026-04-01")))
        #expect(last.frequency == .daysPerWeek(3))
        #expect(habit.removingRuleVersion(startingOn: day("2026-03-02")) == nil)
    }

    @Test("moving a version's start stays between its neighbours")
    func moving() throws {
        let habit = Self.habit()
            .changingRules(from: .day(day("2026-03-01"))) { $0.frequency = .daysPerWeek(3) }
            .changingRules(from: .day(day("2026-04-01"))) { $0.frequency = .daysPerWeek(5) }
        let moved = try #require(try habit.movingRuleVersion(startingOn: day("2026-03-01"), to: day("2026-03-08")))
        #expect(moved.rules(on: day("2026-03-07")).frequency == .daily)
        #expect(moved.rules(on: day("2026-03-08")).frequency == .daysPerWeek(3))
        #expect(throws: ValidationError.self) {
            try habit.movingRuleVersion(startingOn: day("2026-03-01"), to: day("2026-04-01"))
        }
        #expect(throws: ValidationError.self) {
            try habit.movingRuleVersion(startingOn: day("2026-04-01"), to: day("2026-02-20"))
        }
        #expect(try habit.movingRuleVersion(startingOn: day("2026-03-02"), to: day("2026-03-08")) == nil)
    }

    @Test("versions must follow one another after the start, each of the habit's type")
    func validation() {
        var habit = Self.habit()
        habit.startDay = day("2026-02-01")
        habit.earlierRules = [
            EarlierRules(rules: Self.daily, replacedOn: day("2026-03-01")),
            EarlierRules(rules: Self.daily, replacedOn: day("2026-03-01")),
        ]
        #expect(habit.validationErrors.map(\.rule) == [.notAfter(day("2026-03-01"))])
        habit.earlierRules = [EarlierRules(rules: Self.daily, replacedOn: day("2026-01-20"))]
        #expect(habit.validationErrors.map(\.field) == ["earlierRules[0].replacedOn"])
        habit.earlierRules = [
            EarlierRules(
                rules: HabitRules(frequency: .daily, type: .binary, scoreModel: .kado), replacedOn: day("2026-03-01"))
        ]
        #expect(habit.validationErrors.map(\.rule) == [.notTheHabitsType(.counter)])
        habit.earlierRules = [
            EarlierRules(
                rules: HabitRules(frequency: .everyNDays(1), type: .counter(target: 0), scoreModel: .kado),
                replacedOn: day("2026-03-01"))
        ]
        #expect(
            habit.validationErrors.map(\.field) == [
                "earlierRules[0].frequency.interval", "earlierRules[0].type.target",
            ])
    }

    @Test("the first day judged differently is where versions start to differ")
    func firstDayJudgedDifferently() {
        let habit = Self.habit().changingRules(from: .day(day("2026-03-01"))) { $0.frequency = .daysPerWeek(3) }
        #expect(habit.firstDayJudgedDifferently(from: habit) == nil)
        #expect(habit.firstDayJudgedDifferently(from: Self.habit()) == day("2026-03-01"))
        let later = habit.changingRules(from: .day(day("2026-05-04"))) { $0.type = .counter(target: 9) }
        #expect(later.firstDayJudgedDifferently(from: habit) == day("2026-05-04"))
        let whole = habit.changingRules(from: .wholeHistory) { $0.scoreModel = .loop }
        #expect(whole.firstDayJudgedDifferently(from: habit) == LogicalDay.firstSupported)
    }
}

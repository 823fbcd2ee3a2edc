import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoApp

/// The use cases of terms that change from a date: the default day, the days refused, and what a
/// front end that sets only the current terms (the web form, the API) does to a habit with versions.
@Suite("Terms that change from a date: the use cases")
struct RuleVersionUseCaseTests {
    /// A tracker whose clock is 10 April 2026, with Water (a counter of 8 since 5 January, logged on
    /// 6 January) changed to 10 from 1 March.
    static func tracker(in folder: TemporaryFolder) throws -> (Tracker, Habit) {
        let clock = TestClock(instant("2026-01-05T09:00:00Z"))
        let tracker = try TrackerBuilder().timeZone("UTC").clock(clock).open(in: folder)
        let water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        clock.advance(by: 95 * 86_400)
        let changed = try tracker.habits.editHabit(water, rulesFrom: .day(day("2026-03-01"))) {
            $0.type = .counter(target: 10)
        }
        return (tracker, changed)
    }

    @Test("an edit of the current terms alone changes the current version; set back, the version goes")
    func currentTermsOnly() throws {
        let folder = try TemporaryFolder()
        let (tracker, water) = try Self.tracker(in: folder)
        let weekly = try tracker.habits.editHabit(water) { $0.frequency = .daysPerWeek(5) }
        #expect(weekly.ruleVersions.map(\.start) == [nil, day("2026-03-01")])
        #expect(weekly.rules(on: day("2026-02-01")).frequency == .daily)
        let back = try tracker.habits.editHabit(weekly) {
            $0.frequency = .daily
            $0.type = .counter(target: 8)
        }
        #expect(!back.hasRuleVersions)
        #expect(try tracker.habits.find("Water") == back)
    }

    @Test("a change of the type's kind, from any front end, reaches every version")
    func kindChange() throws {
        let folder = try TemporaryFolder()
        let (tracker, water) = try Self.tracker(in: folder)
        let timed = try tracker.habits.editHabit(water) { $0.type = .timer(targetSeconds: 900) }
        #expect(timed.ruleVersions.allSatisfy { $0.rules.type == .timer(targetSeconds: 900) })
        #expect(!timed.hasRuleVersions)
    }

    @Test("the default day is today for a habit with a past; days after today or not after its start are refused")
    func days() throws {
        let folder = try TemporaryFolder()
        let (tracker, water) = try Self.tracker(in: folder)
        #expect(try tracker.habits.defaultRuleChangeStart(of: water) == .day(day("2026-04-10")))
        for bad in ["2026-04-11", "2026-01-05", "2025-12-01"] {
            #expect(throws: AppError.self) {
                try tracker.habits.editHabit(water, rulesFrom: .day(day(bad))) { $0.frequency = .daysPerWeek(2) }
            }
        }
        #expect(try tracker.habits.find("Water") == water)
        #expect(throws: AppError.self) {
            try tracker.habits.moveRuleVersion(of: water, startingOn: day("2026-03-01"), to: day("2026-04-11"))
        }
        #expect(throws: AppError.self) {
            try tracker.habits.removeRuleVersion(of: water, startingOn: day("2026-03-02"))
        }
    }
}

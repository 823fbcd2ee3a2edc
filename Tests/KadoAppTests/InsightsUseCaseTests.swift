import Foundation
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

@testable import KadoApp

/// `insights` over a real store: the days the walks count, a planted pair found, the hours of
/// check-ins made on their day (filled-in days and imported noon records left out), the window's
/// bounds refused.
@Suite("Insights: the use case")
struct InsightsUseCaseTests {
    /// A tracker on 1 March 2026 (Paris) with a year of Meditate (every day, half the days), Run
    /// (done 80 % of days after Meditate, 30 % otherwise), Read on weekdays only, and No sugar.
    static func tracker(in folder: TemporaryFolder) throws -> (Tracker, [Habit]) {
        let clock = TestClock(instant("2025-02-20T08:00:00Z"))
        let tracker = try TrackerBuilder().timeZone("Europe/Paris").clock(clock).open(in: folder)
        let habits = try [
            HabitDraft(name: "Meditate"), HabitDraft(name: "Run"),
            HabitDraft(
                name: "Read", frequency: .specificDays([.monday, .tuesday, .wednesday, .thursday, .friday])),
            HabitDraft(name: "No sugar", type: .negative),
        ].map { try tracker.habits.createHabit($0) }
        clock.set(instant("2026-03-01T10:00:00Z"))
        var generator = SeededGenerator(seed: 40)
        var completions: [Completion] = []
        var meditatedYesterday = false
        let first = day("2025-02-21")
        for offset in 0..<first.days(to: day("2026-03-01")) {
            let date = first.adding(days: offset)
            // Meditate at 07:xx Paris time, on its day; Run in the evening.
            let meditated = generator.chance(0.5)
            if meditated {
                completions.append(
                    Completion(
                        habitID: habits[0].id, day: date, recordedAt: instant("\(date)T06:\(10 + offset % 40):07Z"),
                        value: 1))
            }
            if generator.chance(meditatedYesterday ? 0.8 : 0.3) {
                completions.append(
                    Completion(habitID: habits[1].id, day: date, recordedAt: instant("\(date)T18:30:41Z"), value: 1))
            }
            meditatedYesterday = meditated
            // Read: filled in the next morning (says nothing of the hour), or imported at noon.
            if generator.chance(0.6) {
                let recorded = offset % 2 == 0 ? "\(date.adding(days: 1))T07:00:13Z" : "\(date)T11:00:00Z"
                completions.append(
                    Completion(habitID: habits[2].id, day: date, recordedAt: instant(recorded), value: 1))
            }
            if generator.chance(0.2) {
                completions.append(
                    Completion(habitID: habits[3].id, day: date, recordedAt: instant("\(date)T15:12:09Z"), value: 1))
            }
        }
        try HabitStore(path: tracker.databasePath, now: { Date() }).write { try $0.insert(contentsOf: completions) }
        return (tracker, habits)
    }

    @Test("a year of days: the planted pair is found, the hours come from check-ins made on their day")
    func planted() throws {
        let folder = try TemporaryFolder()
        let (tracker, habits) = try Self.tracker(in: folder)
        let insights = try tracker.views.insights()
        #expect(insights.first == day("2025-03-01"))
        #expect(insights.last == day("2026-02-28"))
        #expect(insights.habits.map(\.name) == ["Meditate", "Run", "Read", "No sugar"])
        let finding = try #require(
            insights.associations.findings.first { $0.condition == habits[0].id && $0.outcome == habits[1].id })
        #expect(finding.lag == .nextDay)
        #expect(finding.difference.interval().contains(0.5))
        #expect(finding.days == 364)
        #expect(
            insights.associations.findings.allSatisfy {
                Set([$0.condition, $0.outcome]) == Set([habits[0].id, habits[1].id])
            })
        // Meditate: every check-in in the 07:00 hour (Paris, winter) or 08:00 (summer).
        let meditate = insights.hours[0]
        #expect(meditate.checkIns > 150)
        #expect(meditate.hours.enumerated().allSatisfy { [7, 8].contains($0.offset) || $0.element == 0 })
        #expect(meditate.parts?.first { $0.part == .morning }?.share.value == 1)
        // Read: filled in afterwards or imported at noon sharp: no hour to tell.
        #expect(insights.hours[2].checkIns == 0)
        // No sugar is a habit to avoid: its records are slips, not check-ins.
        #expect(insights.hours[3].checkIns == 0)
        // Read is due on weekdays only: its weekend days do not count.
        #expect(insights.weekdays[2].shares.map(\.weekday) == [.monday, .tuesday, .wednesday, .thursday, .friday])
    }

    @Test("the window is 28 to 1,095 days", arguments: [27, 0, -3, 1_096])
    func window(days: Int) throws {
        let folder = try TemporaryFolder()
        let tracker = try TrackerBuilder().timeZone("UTC").open(in: folder)
        #expect(throws: AppError.self) { try tracker.views.insights(days: days) }
    }

    @Test("habits with too short a past are never findings")
    func shortPast() throws {
        let folder = try TemporaryFolder()
        let clock = TestClock(instant("2026-02-10T08:00:00Z"))
        let tracker = try TrackerBuilder().timeZone("UTC").clock(clock).open(in: folder)
        let a = try tracker.habits.createHabit(HabitDraft(name: "A"))
        let b = try tracker.habits.createHabit(HabitDraft(name: "B"))
        // 20 days, both done on the same days: perfectly together, but too few days.
        clock.set(instant("2026-03-02T08:00:00Z"))
        for offset in stride(from: 0, to: 20, by: 2) {
            _ = try tracker.checkIns.toggle(a, on: day("2026-02-10").adding(days: offset))
            _ = try tracker.checkIns.toggle(b, on: day("2026-02-10").adding(days: offset))
        }
        let insights = try tracker.views.insights()
        #expect(insights.associations.findings.isEmpty)
        #expect(insights.associations.tests == 0)
        #expect(insights.trends.allSatisfy { $0.direction == .notEnoughDays || $0.direction == .steady })
    }
}

import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// What the web screens and the API say is true (issue 34, item 2): an at-most habit over its
/// limit looks failed (as `✗` on the command line), never like progress; today is not "Missed"
/// before it ends; the API names Kadō's presence-based streaks for what they count; every count
/// agrees with its noun.
@Suite("Web screens: one mark, today not missed, streaks named, words agreeing")
struct ScreenTruthTests {
    struct MarkCase: CustomTestStringConvertible, Sendable {
        let label: String
        let type: HabitType
        /// Yesterday's amount (a slip for a negative habit).
        let value: Double
        /// Whether the day failed for good.
        let failed: Bool
        var testDescription: String { label }
    }

    static let markCases: [MarkCase] = [
        MarkCase(label: "at most 2, at 3", type: .atMost(target: 2), value: 3, failed: true),
        MarkCase(label: "at most 2, at 7", type: .atMost(target: 2), value: 7, failed: true),
        MarkCase(label: "at most 2, at 2", type: .atMost(target: 2), value: 2, failed: false),
        MarkCase(label: "negative, a slip", type: .negative, value: 1, failed: true),
        MarkCase(label: "counter of 8, at 3", type: .counter(target: 8), value: 3, failed: false),
    ]

    /// The harness at Friday 2026-04-10 with one habit created on 1 April.
    static func harness(_ type: HabitType, frequency: Frequency = .daily) throws -> (WebHarness, Habit) {
        let web = try WebHarness(now: "2026-04-01T12:00:00Z")
        let habit = try web.habit("Tested", type, frequency: frequency)
        web.clock.set(instant("2026-04-10T12:00:00Z"))
        return (web, habit)
    }

    @Test("a failed day is drawn failed on the Overview and the Detail calendar, as ✗ elsewhere", arguments: markCases)
    func oneMark(test: MarkCase) throws {
        let (web, habit) = try Self.harness(test.type)
        let yesterday = day("2026-04-09")
        switch test.type {
        case .negative: _ = try web.tracker.checkIns.complete(habit, on: yesterday)
        default: _ = try web.tracker.checkIns.log(habit, value: test.value, on: yesterday)
        }
        let overview = web.get("/overview").text
        let cell = try StreakScreenTests.fragment(overview, from: "Thursday 9 April", to: "</li>")
        let item = try #require(overview.range(of: "Thursday 9 April")).lowerBound
        let opening = try #require(
            overview.range(of: "<li class=\"", options: .backwards, range: overview.startIndex..<item))
        let classes = overview[opening.upperBound...].prefix { $0 != "\"" }
        #expect(classes.split(separator: " ").contains("xf") == test.failed, "Overview: \(classes)")
        if test.failed {
            #expect(
                !classes.contains("v1") && !classes.contains("v2") && !classes.contains("v3"), "no tint of progress")
            #expect(cell.contains(test.type == .negative ? "Slipped" : "Over the limit"), "Overview: \(cell)")
            #expect(overview.contains("Slip or over the limit"), "the legend explains it")
        }

        let detail = web.get("/habits/\(habit.id.uuidString)").text
        let day = try StreakScreenTests.fragment(detail, from: "aria-label=\"9 April", to: ">9</a>")
        let link = try #require(detail.range(of: "aria-label=\"9 April")).lowerBound
        let anchor = try #require(detail.range(of: "<a class=\"", options: .backwards, range: detail.startIndex..<link))
        let dayClasses = detail[anchor.upperBound...].prefix { $0 != "\"" }
        #expect(dayClasses.split(separator: " ").contains("slip") == test.failed, "Detail: \(dayClasses) \(day)")
        #expect(
            DayOutcome(kind: test.type.kind, value: test.type.dayValue(sum: test.value, positiveRecords: 1))
                == (test.failed ? .failed : test.value >= (test.type.target ?? 1) ? .met : .partial))
    }

    @Test(
        "today not done yet is \"Not done yet\" on the Overview, never \"Missed\"; yesterday is Missed",
        arguments: [HabitType.binary, .counter(target: 8), .timer(targetSeconds: 600)])
    func todayNotMissed(type: HabitType) throws {
        let (web, _) = try Self.harness(type)
        let overview = web.get("/overview").text
        let today = try StreakScreenTests.fragment(overview, from: "Friday 10 April", to: "</span>")
        #expect(today.contains("Not done yet"), "\(today)")
        #expect(!today.contains("Missed"))
        let yesterday = try StreakScreenTests.fragment(overview, from: "Thursday 9 April", to: "</span>")
        #expect(yesterday.contains("Missed"), "\(yesterday)")
        try web.tracker.preferences.setLanguage(.french)
        let french = web.get("/overview").text
        #expect(french.contains("Pas encore fait"))
    }

    @Test("the API names the streak screens show and Kadō's presence-based one apart")
    func apiNames() throws {
        let (web, habit) = try Self.harness(.counter(target: 8))
        for daysAgo in 1...5 {
            _ = try web.tracker.checkIns.log(habit, value: 1, on: day("2026-04-10").adding(days: -daysAgo))
        }
        let body = try #require(
            try JSONSerialization.jsonObject(with: Data(web.get("/api/habits/Tested").text.utf8)) as? [String: Any])
        #expect(body["streak"] as? Int == 0, "1 of 8 on five days is no streak on a screen")
        #expect(body["bestStreak"] as? Int == 0)
        #expect(body["presenceStreak"] as? Int == 5, "Kadō's number counts days with a record")
        #expect(body["presenceBestStreak"] as? Int == 5)
        #expect(body["currentStreak"] == nil)
    }

    @Test(
        "words agree with their numbers: 0, 1, 2, 5, 21 in English and French",
        arguments: [
            (0, "0 days", "0 jour", "days in a row", "jour d’affilée"),
            (1, "1 day", "1 jour", "day in a row", "jour d’affilée"),
            (2, "2 days", "2 jours", "days in a row", "jours d’affilée"),
            (5, "5 days", "5 jours", "days in a row", "jours d’affilée"),
            (21, "21 days", "21 jours", "days in a row", "jours d’affilée"),
        ])
    func words(count: Int, english: String, french: String, caption: String, frenchCaption: String) {
        let en = Localizer(language: .english)
        let fr = Localizer(language: .french)
        #expect(en(.streakDays(count)) == english)
        #expect(fr(.streakDays(count)) == french)
        #expect(en(.detailStreakDaysCaption(count)) == caption)
        #expect(fr(.detailStreakDaysCaption(count)) == frenchCaption)
        #expect(en(.timesInDays(count, 30)).hasPrefix(count == 1 ? "1 time in" : "\(count) times in"))
        #expect(en(.timesInDays(2, count)).hasSuffix(english))
        #expect(fr(.timesInDays(2, count)).hasSuffix(french))
        #expect(
            en(.restoreRemoves(count, 1, 2)).hasPrefix(
                "Removed: \(count) habit\(count == 1 ? "" : "s"), 1 other record,"))
        #expect(en(.detailLastWeeks(count)) == (count == 1 ? "the last week" : "the last \(count) weeks"))
        #expect(fr(.detailLastWeeks(count)).hasSuffix(count == 1 ? "dernière semaine" : "dernières semaines"))
        #expect(en(.lastDays(count)) == (count == 1 ? "The last day" : "The last \(count) days"))
    }

    @Test("the Detail caption under the streak agrees with it", arguments: [0, 1, 2])
    func detailCaption(done: Int) throws {
        let (web, habit) = try Self.harness(.binary)
        for daysAgo in 0..<done {
            _ = try web.tracker.checkIns.complete(habit, on: day("2026-04-10").adding(days: -daysAgo))
        }
        let detail = web.get("/habits/\(habit.id.uuidString)").text
        #expect(detail.contains("<p class=\"stat-caption\">\(done == 1 ? "day" : "days") in a row</p>"))
    }
}

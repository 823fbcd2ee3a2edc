import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// What the web screens claim about streaks: no flame for a streak without a success (the grace
/// week of a "3 days a week" habit shows its progress instead), a slip or a passed limit breaks
/// the streak at once and looks like a slip on Today.
@Suite("Web screens: streaks and slips as they are")
struct StreakScreenTests {
    /// A history and what every screen must show for it.
    struct Case: CustomTestStringConvertible, Sendable {
        let label: String
        let type: HabitType
        let frequency: Frequency
        /// Days ago (0 = today) with the value logged.
        let records: [(daysAgo: Int, value: Double)]
        /// The streak text shown (`nil`: none), and whether with a flame.
        let shown: String?
        let flame: Bool
        /// Whether Today's row looks like a slip.
        let slipped: Bool

        var testDescription: String { label }
    }

    static let abandoned = (120...150).map { (daysAgo: $0, value: 1.0) }
    static let lastWeek = (1...6).map { (daysAgo: $0, value: 1.0) }

    static let cases: [Case] = [
        Case(
            label: "3 days a week, never done", type: .binary, frequency: .daysPerWeek(3), records: [],
            shown: "0/3 this week", flame: false, slipped: false),
        Case(
            label: "3 days a week, abandoned months ago", type: .binary, frequency: .daysPerWeek(3),
            records: abandoned, shown: "0/3 this week", flame: false, slipped: false),
        Case(
            label: "3 days a week, once this week", type: .counter(target: 2), frequency: .daysPerWeek(3),
            records: [(0, 2)], shown: "1/3 this week", flame: false, slipped: false),
        Case(
            label: "daily, abandoned months ago", type: .timer(targetSeconds: 600), frequency: .daily,
            records: abandoned.map { ($0.daysAgo, 600) }, shown: nil, flame: false, slipped: false),
        Case(
            label: "daily, done this week", type: .binary, frequency: .daily, records: lastWeek + [(0, 1)],
            shown: "7", flame: true, slipped: false),
        Case(
            label: "Mon/Wed/Fri, done on each", type: .binary,
            frequency: .specificDays([.monday, .wednesday, .friday]),
            records: [(0, 1), (2, 1), (4, 1)], shown: "3", flame: true, slipped: false),
        Case(
            label: "negative, slipped today after a clean week", type: .negative, frequency: .daily,
            records: [(0, 1)], shown: nil, flame: false, slipped: true),
        Case(
            label: "at most 2, over the limit today", type: .atMost(target: 2), frequency: .daily,
            records: lastWeek + [(0, 3)], shown: nil, flame: false, slipped: true),
        Case(
            label: "at most 2, within the limit", type: .atMost(target: 2), frequency: .everyNDays(2),
            records: [(0, 2)], shown: nil, flame: true, slipped: false),
    ]

    /// The harness at Friday 2026-04-10, with the habit created 160 days before and its records.
    static func harness(_ test: Case) throws -> (WebHarness, Habit) {
        let web = try WebHarness(now: "2025-11-01T12:00:00Z")
        let habit = try web.habit("Tested", test.type, frequency: test.frequency)
        web.clock.set(instant("2026-04-10T12:00:00Z"))
        let today = day("2026-04-10")
        for (daysAgo, value) in test.records {
            switch test.type {
            case .binary, .negative: _ = try web.tracker.checkIns.complete(habit, on: today.adding(days: -daysAgo))
            default: _ = try web.tracker.checkIns.log(habit, value: value, on: today.adding(days: -daysAgo))
            }
        }
        return (web, habit)
    }

    /// The part of `page` from `start` to the next `end`.
    static func fragment(_ page: String, from start: String, to end: String) throws -> String {
        let from = try #require(page.range(of: start))
        let to = page.range(of: end, range: from.upperBound..<page.endIndex)?.upperBound ?? page.endIndex
        return String(page[from.lowerBound..<to])
    }

    /// Whether `html` holds a flame (the streak badge), and the streak text shown.
    static func check(_ html: String, _ test: Case, screen: String) {
        let hasFlame = html.contains("class=\"streak\"")
        #expect(hasFlame == test.flame, "\(screen): \(test.label)")
        if let shown = test.shown { #expect(html.contains(shown), "\(screen): \(test.label) shows \(shown)") }
        #expect(!html.contains("1 wk") || test.shown == "1 wk", "\(screen): \(test.label) celebrates a grace week")
    }

    @Test("Today, Overview and Detail show the displayed streak; Today's row looks like a slip", arguments: cases)
    func screens(test: Case) throws {
        let (web, habit) = try Self.harness(test)
        let id = habit.id.uuidString
        let today = web.get("/").text
        let row = try Self.fragment(today, from: "<a href=\"/habits/\(id)\"", to: "</li>")
        Self.check(row, test, screen: "Today")
        let item = try Self.fragment(today, from: "<li class=\"habit-row", to: "<a href=\"/habits/\(id)\"")
        #expect(item.contains("is-slipped") == test.slipped, "Today: \(test.label)")
        #expect(!(test.slipped && item.contains("is-done")), "Today: a slip is not a success")

        let overview = web.get("/overview").text
        let stats = try Self.fragment(overview, from: "<span class=\"ov-stats\">", to: "</div>")
        Self.check(stats, test, screen: "Overview")

        let detail = web.get("/habits/\(id)").text
        let card = try Self.fragment(detail, from: "<p class=\"stat-value\" aria-label=", to: "</p>")
        let display = try web.tracker.views.summary(of: habit).evaluation.streakDisplay
        let expected = test.shown ?? (display.current == 0 ? "0" : "\(display.current)")
        #expect(card.contains("<span>\(expected)</span>"), "Detail: \(test.label): \(card)")
        #expect(!card.contains("1 wk</span> <span class=\"best\">") || test.shown == "1 wk", "Detail: \(test.label)")
        if test.slipped { #expect(display.current == 0, "a slip today breaks the streak at once") }

        // The API keeps Kadō's numbers (the grace week counts 1).
        let evaluation = try web.tracker.views.summary(of: habit).evaluation
        if test.frequency == .daysPerWeek(3) { #expect(evaluation.currentStreak >= 1) }
    }
}

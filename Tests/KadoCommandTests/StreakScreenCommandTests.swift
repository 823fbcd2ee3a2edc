import Foundation
import KadoTestSupport
import Testing

/// What the CLI's screens claim about streaks (`today`, `show`, `stats`, the widget's tooltip, the
/// check-in line): never a streak without a success; a slip or a passed limit shows 0 at once.
/// `--json` keeps Kadō's numbers.
@Suite("CLI screens: streaks as they are", .tags(.endToEnd), .endToEndTierOnly)
struct StreakScreenCommandTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let label: String
        let every: String
        let type: String
        /// Check-ins, each `kado` arguments after the habit's name (`done -3`, `log 3 -0`).
        let checkIns: [[String]]
        /// The streak as the screens show it.
        let shown: String
        /// The stats sentence's words for it.
        let sentence: String
        /// Kadō's number, which `--json` keeps (`nil`: not checked).
        let kado: Int?

        var testDescription: String { label }
    }

    static let abandoned = (120...140).map { ["done", "-\($0)"] }

    static let cases: [Case] = [
        Case(
            label: "3 days a week, never done", every: "3/week", type: "yesno", checkIns: [],
            shown: "0/3 this week", sentence: "0/3 this week", kado: 1),
        Case(
            label: "3 days a week, abandoned", every: "3/week", type: "yesno", checkIns: abandoned,
            shown: "0/3 this week", sentence: "0/3 this week", kado: 1),
        Case(
            label: "2 days a week, once this week", every: "2/week", type: "counter:2", checkIns: [["log", "2"]],
            shown: "1/2 this week", sentence: "1/2 this week", kado: 1),
        // A counter counted in weeks: on screens a week is kept with N days whose target was met;
        // Kadō's number in --json counts days with a record.
        Case(
            label: "2 days a week counter, started twice this week", every: "2/week", type: "counter:2",
            checkIns: [["log", "1", "-1"], ["log", "1"]], shown: "0/2 this week", sentence: "0/2 this week", kado: 1),
        Case(
            label: "2 days a week counter, started twice last week, met once this week", every: "2/week",
            type: "counter:2", checkIns: [["log", "1", "-7"], ["log", "1", "-8"], ["log", "2"]],
            shown: "1/2 this week", sentence: "1/2 this week", kado: 2),
        Case(
            label: "2 days a week timer, met twice last week", every: "2/week", type: "timer:10",
            checkIns: [["log", "10", "-7"], ["log", "15", "-8"]], shown: "2 weeks", sentence: "2-week streak",
            kado: 2),
        Case(
            label: "daily, done this week", every: "day", type: "yesno",
            checkIns: (0...4).map { ["done", "-\($0)"] }, shown: "5 days", sentence: "5-day streak", kado: 5),
        Case(
            label: "every 2 days, abandoned", every: "2days", type: "timer:10", checkIns: [["log", "10", "-130"]],
            shown: "0 days", sentence: "no current streak", kado: 0),
        Case(
            label: "negative, slipped today", every: "day", type: "negative", checkIns: [["done"]],
            shown: "0 days", sentence: "no current streak", kado: nil),
        Case(
            label: "at most 2, over today", every: "mon,wed,fri", type: "atmost:2", checkIns: [["log", "3"]],
            shown: "0 days", sentence: "no current streak", kado: nil),
    ]

    @Test(
        "today, show, stats, the widget's tooltip and the check-in line agree on the displayed streak", arguments: cases
    )
    func screens(test: Case) throws {
        // Friday 2026-04-10; the habit exists since November.
        let sandbox = try Sandbox()
        try sandbox.succeed(
            ["add", "Tested", "--every", test.every, "--type", test.type], now: "2025-11-01T12:00:00Z")
        var lastLine = ""
        for checkIn in test.checkIns {
            lastLine = try sandbox.succeed([checkIn[0], "Tested"] + checkIn.dropFirst()).lines.last ?? ""
        }
        let row = try #require(try sandbox.succeed(["today"]).lines.first { $0.contains("Tested") })
        #expect(cells(row).contains(test.shown), "today: \(row)")
        let show = try sandbox.succeed(["show", "Tested"]).output
        #expect(show.contains("Streak \(test.shown)"), "show: \(show)")
        let stats = try sandbox.succeed(["stats", "Tested"]).output
        #expect(stats.contains(": \(test.sentence), score"), "stats: \(stats)")
        let tooltip = try sandbox.succeed(["widget", "--format", "waybar"]).output
        #expect(tooltip.contains("streak \(test.shown) ·"), "widget: \(tooltip)")
        if !test.checkIns.isEmpty, test.checkIns.last?.count ?? 0 <= 2 {
            #expect(lastLine.contains("streak \(test.shown) ·"), "check-in: \(lastLine)")
        }
        for screen in [row, show, stats, tooltip] {
            #expect(!screen.contains("1 week") && !screen.contains("1-week"), "no grace week shown: \(screen)")
        }
        if let kado = test.kado {
            let json = try sandbox.json([StatusJSON].self, ["today", "--json"])
            #expect(json.first?.presenceStreak == kado, "--json keeps Kadō's number, named so")
            if let streak = json.first?.streak, test.shown.hasSuffix("day") || test.shown.hasSuffix("days") {
                #expect(test.shown.hasPrefix("\(streak) "), "--json's streak is the one the screens show")
            }
        }
    }
}

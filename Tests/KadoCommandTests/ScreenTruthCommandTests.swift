import Foundation
import KadoTestSupport
import Testing

/// What the CLI's screens say is true (issue 34, item 2): an at-most habit over its limit has one
/// mark everywhere, every count agrees with its noun, and today is not a missed day before it ends.
@Suite("CLI screens: one mark, agreeing words, no day missed before it ends", .tags(.endToEnd), .endToEndTierOnly)
struct ScreenTruthCommandTests {
    // MARK: One mark

    struct MarkCase: CustomTestStringConvertible, Sendable {
        let label: String
        let type: String
        /// Today's check-in, the arguments after the habit's name.
        let checkIn: [String]
        /// The mark every screen draws for today.
        let mark: String
        /// The outcome `overview --json` names.
        let outcome: String
        var testDescription: String { label }
    }

    static let markCases: [MarkCase] = [
        MarkCase(label: "at most 2, at 3", type: "atmost:2", checkIn: ["log", "3"], mark: "✗", outcome: "failed"),
        MarkCase(label: "at most 2, at 5", type: "atmost:2", checkIn: ["log", "5"], mark: "✗", outcome: "failed"),
        MarkCase(label: "at most 2, at 2", type: "atmost:2", checkIn: ["log", "2"], mark: "✓", outcome: "met"),
        MarkCase(label: "negative, a slip", type: "negative", checkIn: ["done"], mark: "✗", outcome: "failed"),
        MarkCase(label: "counter of 8, at 3", type: "counter:8", checkIn: ["log", "3"], mark: "◐", outcome: "partial"),
        MarkCase(label: "counter of 8, at 8", type: "counter:8", checkIn: ["log", "8"], mark: "✓", outcome: "met"),
    ]

    @Test(
        "today, show's calendar, the overview, the widget and overview --json mark the day alike", arguments: markCases)
    func oneMark(test: MarkCase) throws {
        // Friday 2026-04-10 in UTC; weeks from Monday, so the calendar's row of the 10th is known.
        let sandbox = try Sandbox()
        try sandbox.succeed(["settings", "week-start", "monday"])
        try sandbox.succeed(["add", "Tested", "--type", test.type], now: "2026-04-01T12:00:00Z")
        try sandbox.succeed([test.checkIn[0], "Tested"] + test.checkIn.dropFirst())
        let row = try #require(try sandbox.succeed(["today"]).lines.first { $0.contains("Tested") })
        #expect(cells(row).first == test.mark, "today: \(row)")
        // The calendar and the grid draw a met day as ●, every other outcome as Today does.
        let gridMark = test.mark == "✓" ? "●" : test.mark
        let show = try sandbox.succeed(["show", "Tested"]).lines
        #expect(show.contains { $0.contains(" 10\(gridMark)") }, "show: \(show)")
        let overview = try #require(try sandbox.succeed(["overview"]).lines.last)
        #expect(cells(overview).last == gridMark, "overview: \(overview)")
        let widget = try sandbox.succeed(["widget", "--format", "text"]).output
        #expect(widget.contains("\(test.mark)Tested"), "widget: \(widget)")

        struct Grid: Decodable {
            struct Row: Decodable { let outcomes: [String?] }
            let habits: [Row]
        }
        let grid = try sandbox.json(Grid.self, ["overview", "--json"])
        #expect(grid.habits.first?.outcomes.last == .some(test.outcome))
    }

    // MARK: Words that agree with their numbers

    struct CountCase: CustomTestStringConvertible, Sendable {
        let count: Int
        let english: String
        let french: String
        var testDescription: String { "\(count)" }
    }

    static let countCases: [CountCase] = [
        CountCase(count: 0, english: "0 days", french: "0 jour"),
        CountCase(count: 1, english: "1 day", french: "1 jour"),
        CountCase(count: 2, english: "2 days", french: "2 jours"),
        CountCase(count: 5, english: "5 days", french: "5 jours"),
        CountCase(count: 21, english: "21 days", french: "21 jours"),
    ]

    @Test(
        "a streak of 0, 1, 2, 5 and 21 days agrees with its noun on today, show, report, the widget and stats",
        arguments: countCases)
    func streakWords(test: CountCase) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Tested"], now: "2026-03-01T12:00:00Z")
        for offset in 0..<test.count { try sandbox.succeed(["done", "Tested", "-\(offset)"]) }
        for (language, words) in [("en", test.english), ("fr", test.french)] {
            try sandbox.succeed(["settings", "language", language])
            let row = try #require(try sandbox.succeed(["today"]).lines.first { $0.contains("Tested") })
            #expect(row.contains(" \(words) "), "today (\(language)): \(row)")
            let show = try sandbox.succeed(["show", "Tested"]).output
            #expect(show.contains(" \(words) "), "show (\(language)): \(show)")
            let report = try sandbox.succeed(["report"]).output
            #expect(report.contains(" \(words) "), "report (\(language)): \(report)")
            let tooltip = try sandbox.succeed(["widget", "--format", "waybar"]).output
            #expect(tooltip.contains("\(words) ·"), "widget (\(language)): \(tooltip)")
        }
        let stats = try sandbox.succeed(["stats", "Tested"]).output
        let french = test.count == 0 ? "pas de série en cours" : "série de \(test.french)"
        #expect(stats.contains(french), "stats: \(stats)")
    }

    @Test("show's score line agrees with its number of days, in English and French", arguments: [1, 2, 5])
    func scoreDays(count: Int) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Tested"], now: "2026-04-0\(10 - count)T12:00:00Z")
        for offset in 0..<count { try sandbox.succeed(["done", "Tested", "-\(offset)"]) }
        let english = count == 1 ? "Score, last 1 day " : "Score, last \(count) days "
        #expect(try sandbox.succeed(["show", "Tested"]).output.contains(english))
        try sandbox.succeed(["settings", "language", "fr"])
        let french = count == 1 ? "Score, 1 dernier jour " : "Score, \(count) derniers jours "
        #expect(try sandbox.succeed(["show", "Tested"]).output.contains(french))
    }

    // MARK: Today is not missed before it ends

    struct ReportShape: Decodable {
        struct Period: Decodable {
            let countedDays: Int
            let doneDays: Int
            let rate: Double?
        }
        struct Habit: Decodable { let periods: [Period] }
        let habits: [Habit]
    }

    struct GraceCase: CustomTestStringConvertible, Sendable {
        let zone: String
        let dayStart: Int
        /// The instant: the logical day it falls on is Friday 2026-04-10.
        let now: String
        var testDescription: String { "\(zone) from \(dayStart)h at \(now)" }
    }

    static let graceCases: [GraceCase] = [
        GraceCase(zone: "UTC", dayStart: 0, now: "2026-04-10T23:30:00Z"),
        GraceCase(zone: "UTC", dayStart: 4, now: "2026-04-11T03:30:00Z"),
        // Paris is two hours ahead of UTC in April: 01:30 there on the 11th, before a 4 h day start.
        GraceCase(zone: "Europe/Paris", dayStart: 4, now: "2026-04-10T23:30:00Z"),
        GraceCase(zone: "Europe/Paris", dayStart: 0, now: "2026-04-10T06:00:00Z"),
        // Havana is four hours behind UTC in April: 22:00 there on the 10th.
        GraceCase(zone: "America/Havana", dayStart: 0, now: "2026-04-11T02:00:00Z"),
        GraceCase(zone: "America/Havana", dayStart: 3, now: "2026-04-11T06:30:00Z"),
    ]

    @Test(
        "report counts today once it is kept, never as missed before it ends, in every zone and day start",
        arguments: graceCases)
    func reportGrace(test: GraceCase) throws {
        let sandbox = try Sandbox(now: test.now, timeZone: test.zone)
        try sandbox.succeed(["settings", "week-start", "monday"])
        try sandbox.succeed(["settings", "day-start", "\(test.dayStart)"])
        try sandbox.succeed(["add", "Read"], now: "2026-03-30T12:00:00Z")
        try sandbox.succeed(["add", "Water", "--type", "counter:8"], now: "2026-03-30T12:00:00Z")
        // Done every day of the week before today (Monday 6 to Thursday 9); today half done.
        for day in ["2026-04-06", "2026-04-07", "2026-04-08", "2026-04-09"] {
            try sandbox.succeed(["done", "Read", day])
            try sandbox.succeed(["log", "Water", "8", day])
        }
        try sandbox.succeed(["log", "Water", "4"])
        let week = try sandbox.json(ReportShape.self, ["report", "--json"]).habits.map { $0.periods.last }
        for period in week {
            #expect(period?.countedDays == 4, "today is open, not missed")
            #expect(period?.rate == 1)
        }
        try sandbox.succeed(["done", "Read"])
        try sandbox.succeed(["log", "Water", "+4"])
        let kept = try sandbox.json(ReportShape.self, ["report", "--json"]).habits.map { $0.periods.last }
        for period in kept {
            #expect(period?.countedDays == 5, "today counts once it is kept")
            #expect(period?.doneDays == 5)
        }
        // The table says 100% for the week, not 80% or 90%.
        let table = try sandbox.succeed(["report"]).lines
        #expect(table.filter { $0.hasPrefix("Read") || $0.hasPrefix("Water") }.allSatisfy { $0.contains("100%") })
    }
}

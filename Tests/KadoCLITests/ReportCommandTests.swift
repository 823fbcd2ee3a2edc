import Foundation
import Testing

@testable import KadoCLI

/// `kado report` (issue 15) on a history whose rates are worked out by hand: Read done on Monday
/// 30 March, Tuesday 31 March, Wednesday 1 April and every day from Monday 6 to Friday 10 April
/// 2026 (today); Water, a counter of 8 created today, at 4.
@Suite("kado report")
struct ReportCommandTests {
    static func preparedHarness() throws -> ProgramHarness {
        let harness = try ProgramHarness()
        try harness.prepare(
            [
                ["settings", "week-start", "monday"], ["add", "Read"],
                ["add", "Water", "--type", "counter:8", "--unit", "glasses"], ["log", "Water", "4"],
            ]
                + ["2026-03-30", "2026-03-31", "2026-04-01", "2026-04-06", "2026-04-07", "2026-04-08", "2026-04-09"]
                .map { ["done", "Read", $0] } + [["done", "Read"]])
        return harness
    }

    struct ReportShape: Decodable {
        struct Period: Decodable {
            let start: String
            let countedDays: Int
            let doneDays: Int
            let rate: Double?
            let score: Double?
        }
        struct Habit: Decodable {
            let name: String
            let streak: Int
            let presenceStreak: Int
            let periods: [Period]
        }
        let period: String
        let periods: [String]
        let habits: [Habit]
    }

    @Test("--json: each week's counted and done days and rate, null before the habit began")
    func weeksJSON() throws {
        let harness = try Self.preparedHarness()
        let report = try JSONDecoder().decode(
            ReportShape.self, from: Data(harness.run(["report", "--json"]).output.utf8))
        #expect(report.period == "week")
        #expect(
            report.periods == [
                "2026-02-16", "2026-02-23", "2026-03-02", "2026-03-09", "2026-03-16", "2026-03-23", "2026-03-30",
                "2026-04-06",
            ])
        let read = try #require(report.habits.first)
        #expect(read.name == "Read")
        #expect(read.streak == 5)
        #expect(read.presenceStreak == 5)
        #expect(read.periods.map(\.countedDays) == [0, 0, 0, 0, 0, 0, 7, 5])
        #expect(read.periods.map(\.doneDays) == [0, 0, 0, 0, 0, 0, 3, 5])
        #expect(read.periods.map(\.rate) == [nil, nil, nil, nil, nil, nil, 3.0 / 7, 1])
        #expect(read.periods.prefix(6).allSatisfy { $0.score == nil })
        let scores = read.periods.suffix(2).compactMap(\.score)
        #expect(scores.count == 2)
        #expect(scores[0] < scores[1], "the score rose over the last week")
        // Water's only day is today, at 4 of 8: not over, so not counted yet (no rate), and no
        // streak shown, while Kadō's presence-based streak counts the day with a record.
        let water = try #require(report.habits.last)
        #expect(water.periods.last?.countedDays == 0)
        #expect(water.periods.map(\.rate).last == .some(nil))
        #expect(water.streak == 0 && water.presenceStreak == 1)
        try harness.prepare([["log", "Water", "+4"]])
        let met = try JSONDecoder().decode(
            ReportShape.self, from: Data(harness.run(["report", "--json"]).output.utf8))
        let metWater = try #require(met.habits.last)
        #expect(metWater.periods.map(\.rate).last == 1)
        #expect(metWater.streak == 1)
    }

    @Test("--month: each month's rate")
    func monthsJSON() throws {
        let harness = try Self.preparedHarness()
        let report = try JSONDecoder().decode(
            ReportShape.self, from: Data(harness.run(["report", "--month", "--json"]).output.utf8))
        #expect(report.period == "month")
        #expect(
            report.periods == ["2025-11-01", "2025-12-01", "2026-01-01", "2026-02-01", "2026-03-01", "2026-04-01"])
        let read = try #require(report.habits.first)
        #expect(read.periods.map(\.countedDays) == [0, 0, 0, 0, 2, 10])
        #expect(read.periods.map(\.rate) == [nil, nil, nil, nil, 1, 0.6])
    }

    @Test("the table: a column a period, the streak, the score and its sparkline; English and French")
    func table() throws {
        let harness = try Self.preparedHarness()
        let lines = harness.run(["report"]).lines
        #expect(lines.first == "Weeks from 2026-02-16 to 2026-04-10")
        #expect(lines[2].hasPrefix("Habit  02-16  02-23  03-02  03-09  03-16  03-23  03-30  04-06  Streak  Score"))
        #expect(lines[3].hasPrefix("Read       ·      ·      ·      ·      ·      ·    43%   100%  5 days  "))
        #expect(lines[4].hasPrefix("Water      ·      ·      ·      ·      ·      ·      ·      ·  0 days"))
        try harness.prepare([["settings", "language", "fr"]])
        let french = harness.run(["report", "--month"]).lines
        #expect(french.first == "Mois de 2025-11 à 2026-04")
        #expect(french[2].hasPrefix("Habitude  2025-11  2025-12  2026-01  2026-02  2026-03  2026-04    Série  Score"))
        #expect(french[3].contains("100\u{00A0}%     60\u{00A0}%"))
    }

    @Test("the score's sparkline: one bar a period, a space before the habit began")
    func sparkline() throws {
        let harness = try Self.preparedHarness()
        let read = try #require(harness.run(["report"]).lines.dropFirst(3).first)
        let trend = try #require(read.split(separator: " ", omittingEmptySubsequences: false).last)
        #expect(trend.count == 2, "the six weeks before the habit are spaces: \(read)")
        #expect(trend.allSatisfy { Sparkline.bars.contains($0) })
    }

    @Test("colours only on a terminal without NO_COLOR; a narrow terminal drops the oldest periods first")
    func colourAndWidth() throws {
        let harness = try Self.preparedHarness()
        harness.terminal = Terminal(isOutputTerminal: true, isNoColorSet: true)
        #expect(!harness.run(["report"]).output.contains("\u{1B}"))
        harness.terminal = Terminal(isOutputTerminal: true)
        #expect(harness.run(["report"]).output.contains("\u{1B}["))
        harness.terminal = Terminal(isOutputTerminal: false)
        let narrow = harness.run(["report"], columns: 40).lines
        #expect(narrow.allSatisfy { DisplayWidth.of($0) <= 40 }, "\(narrow)")
        #expect(narrow[2].contains("04-06") && !narrow[2].contains("02-16"))
    }

    @Test("--week with --month is refused; no habits says so")
    func refusals() throws {
        let harness = try ProgramHarness()
        #expect(harness.run(["report"]).lines == ["No habits yet. Add one: kado add \"Read 20 pages\""])
        let both = harness.run(["report", "--week", "--month"])
        #expect(both.status == .usage)
        #expect(both.error == "kado: unexpected argument '--month' for 'report'\n")
    }
}

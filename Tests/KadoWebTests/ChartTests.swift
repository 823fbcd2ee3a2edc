import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

@Suite("Chart geometry: scales, ticks, paths and periods")
struct ChartTests {
    // MARK: - Scales

    @Test("A scale maps its domain linearly, upside down for a y axis, and clamps what falls outside")
    func scale() {
        let y = LinearScale(domain: 0...1, start: 100, end: 0)
        #expect(y(0) == 100)
        #expect(y(1) == 0)
        #expect(y(0.25) == 75)
        #expect(y(1.5) == 0)
        #expect(y(-0.2) == 100)
        #expect(y(.nan) == 100)
        #expect(y(.infinity) == 100)
        #expect(LinearScale(domain: 3...3, start: 10, end: 20)(3) == 10)
    }

    // MARK: - Ticks

    @Test(
        "Axis ticks are round values from 0 to just above the maximum",
        arguments: [
            (7.0, 1.0, [0.0, 2, 4, 6, 8]),
            (100, 1, [0, 25, 50, 75, 100]),
            (9, 1, [0, 5, 10]),
            (3, 1, [0, 1, 2, 3]),
            (1, 1, [0, 1]),
            (300, 1, [0, 100, 200, 300]),
            (0.8, 0.1, [0, 0.2, 0.4, 0.6, 0.8]),
            (9, 0.5, [0, 2.5, 5, 7.5, 10]),
        ])
    func ticks(maximum: Double, minimumStep: Double, expected: [Double]) {
        #expect(ChartTicks.nice(upTo: maximum, minimumStep: minimumStep) == expected)
    }

    @Test("An empty or broken maximum still gets an axis", arguments: [0.0, -3, .nan, .infinity])
    func emptyTicks(maximum: Double) {
        #expect(ChartTicks.nice(upTo: maximum) == [0, 1])
    }

    @Test("The score axis runs from 0 to 100 % in quarters")
    func percentTicks() {
        #expect(ChartTicks.percent == [0, 0.25, 0.5, 0.75, 1])
    }

    @Test(
        "Labels are thinned from the most recent period back",
        arguments: [
            (30, 5, [5, 13, 21, 29]),
            (26, 5, [4, 11, 18, 25]),
            (3, 5, [0, 1, 2]),
            (10, 1, [9]),
            (0, 5, []),
        ])
    func labels(count: Int, maximum: Int, expected: [Int]) {
        #expect(ChartTicks.labelIndices(count: count, maximum: maximum) == expected)
    }

    // MARK: - Paths

    @Test("Numbers in paths have at most two decimals and no trailing zeros")
    func numbers() {
        #expect(ChartPath.number(12) == "12")
        #expect(ChartPath.number(12.5) == "12.5")
        #expect(ChartPath.number(1.05) == "1.05")
        #expect(ChartPath.number(-3.25) == "-3.25")
        #expect(ChartPath.number(20.125) == "20.13")
        #expect(ChartPath.number(-0.001) == "0")
        #expect(ChartPath.number(.nan) == "0")
    }

    @Test("A line goes through its points in order; an area closes on the baseline")
    func paths() {
        let points = [ChartPoint(x: 0, y: 80), ChartPoint(x: 10, y: 50.5), ChartPoint(x: 20, y: 20)]
        #expect(ChartPath.line(through: points) == "M0 80L10 50.5L20 20")
        #expect(ChartPath.area(under: points, baseline: 100) == "M0 100L0 80L10 50.5L20 20L20 100Z")
    }

    @Test("Empty and one-point series draw no area; a single point is a move")
    func degeneratePaths() {
        #expect(ChartPath.line(through: []) == "")
        #expect(ChartPath.area(under: [], baseline: 100) == "")
        let one = [ChartPoint(x: 5, y: 6)]
        #expect(ChartPath.line(through: one) == "M5 6")
        #expect(ChartPath.area(under: one, baseline: 100) == "")
    }

    // MARK: - Score chart

    private func scoreChart(_ values: [Double?]) -> ScoreChart {
        ScoreChart(
            values: values, labels: values.indices.map { "L\($0)" }, title: "Score over time", summary: "Score summary",
            emptyText: "No score yet", percent: { "\(Int(($0 * 100).rounded()))%" })
    }

    @Test("Score points are spread evenly, skip unknown periods and clamp values to 0…1")
    func scorePoints() throws {
        let area = ScoreChart.area
        let points = scoreChart([nil, 0, 0.5, 1, 1.5, -0.2]).points()
        #expect(points.map(\.index) == [1, 2, 3, 4, 5])
        let step = area.plotWidth / 5
        #expect(points.map(\.point.x) == [1, 2, 3, 4, 5].map { area.minX + Double($0) * step })
        #expect(points[0].point.y == area.maxY)
        #expect(points[1].point.y == (area.minY + area.maxY) / 2)
        #expect(points[2].point.y == area.minY)
        #expect(points[3].point.y == area.minY)
        #expect(points[4].point.y == area.maxY)
    }

    @Test("A score chart with one point centres it and still labels it")
    func onePoint() throws {
        let chart = scoreChart([0.34])
        let point = try #require(chart.points().first)
        #expect(point.point.x == ScoreChart.area.minX + ScoreChart.area.plotWidth / 2)
        let svg = chart.render().rendered
        #expect(svg.contains("class=\"dot\""))
        #expect(svg.contains(">34%</text>"))
        #expect(!svg.contains("No score yet"))
    }

    @Test("A score chart without scores says so and draws no line")
    func emptyScoreChart() {
        let chart = scoreChart([nil, nil, nil])
        #expect(chart.points().isEmpty)
        let svg = chart.render().rendered
        #expect(svg.contains("No score yet"))
        #expect(!svg.contains("class=\"line\""))
    }

    @Test("Charts are images with a name and a title, sized by their viewBox")
    func accessibleSVG() {
        let svg = scoreChart([0.1, 0.2]).render().rendered
        #expect(svg.hasPrefix("<svg class=\"chart score-chart\" viewBox=\"0 0 340 190\""))
        #expect(svg.contains("role=\"img\""))
        #expect(svg.contains("aria-label=\"Score summary\""))
        #expect(svg.contains("<title>Score over time</title>"))
        for label in ["0%", "25%", "50%", "75%", "100%"] { #expect(svg.contains(">\(label)</text>")) }
        let escaped = ScoreChart(
            values: [], labels: [], title: "<b>", summary: "\"quoted\"", emptyText: "", percent: { "\($0)" }
        ).render().rendered
        #expect(escaped.contains("<title>&lt;b&gt;</title>"))
        #expect(escaped.contains("aria-label=\"&quot;quoted&quot;\""))
    }

    // MARK: - Bars and weekdays

    @Test("Bars rise from the baseline in proportion to the axis top")
    func bars() {
        let chart = BarChart(
            values: [0, 2, 4, -1], labels: ["a", "b", "c", "d"], title: "Bars", summary: "Bars", tickText: { "\($0)" })
        #expect(chart.ticks == [0, 1, 2, 3, 4])
        let bars = chart.bars()
        let area = BarChart.area
        let plotHeight = area.maxY - area.minY
        #expect(bars.map(\.height) == [0, plotHeight / 2, plotHeight, 0])
        #expect(bars.allSatisfy { $0.y + $0.height == area.maxY })
        #expect(bars[1].x < bars[2].x)
        let svg = chart.render().rendered
        #expect(svg.contains("class=\"bar current\"") == false)  // the last bar is 0: a stub
        #expect(svg.components(separatedBy: "class=\"bar-stub\"").count == 3)
    }

    @Test("A reference line raises the axis to show it")
    func reference() {
        let chart = BarChart(
            values: [3], labels: ["x"], title: "t", summary: "s", reference: 8, tickText: { "\($0)" })
        #expect(chart.ticks == [0, 2, 4, 6, 8])
        #expect(chart.render().rendered.contains("class=\"reference\""))
    }

    @Test("Weekday dots grow with their count; an empty weekday keeps a small dot")
    func weekdayDots() {
        let chart = WeekdayChart(
            counts: [0, 1, 4, 4, 2, 0, 0], labels: ["M", "T", "W", "T", "F", "S", "S"], title: "By weekday",
            summary: "…")
        let radii = chart.radii()
        #expect(radii[0] == WeekdayChart.smallestRadius)
        #expect(radii[2] == WeekdayChart.largestRadius)
        #expect(radii[1] < radii[4] && radii[4] < radii[2])
        #expect(WeekdayChart(counts: [0, 0], labels: ["a", "b"], title: "", summary: "").radii() == [3, 3])
    }

    // MARK: - Periods

    @Test("Week slots start on the week's first day and end with the week of today")
    func weekSlots() throws {
        let today = day("2026-04-10")  // a Friday
        for weekStart in [Weekday.monday, .sunday, .saturday] {
            let slots = ChartRange.week.slots(endingOn: today, weekStart: weekStart)
            #expect(slots.count == 26)
            #expect(slots.allSatisfy { $0.start.weekday == weekStart && $0.start.days(to: $0.end) == 6 })
            let last = try #require(slots.last)
            #expect(last.contains(today))
            #expect(last.sampleDay(today: today) == today)
        }
    }

    @Test("Month slots cross years; day slots are the last 30 days; year slots start with the first year")
    func otherSlots() {
        let today = day("2026-01-15")
        let months = ChartRange.month.slots(endingOn: today, weekStart: .monday)
        #expect(months.count == 24)
        #expect(months.first?.start == day("2024-02-01"))
        #expect(months[0].end == day("2024-02-29"))
        #expect(months.last?.start == day("2026-01-01"))
        let days = ChartRange.day.slots(endingOn: today, weekStart: .monday)
        #expect(days.count == 30 && days.first?.start == day("2025-12-17") && days.last?.end == today)
        let years = ChartRange.year.slots(endingOn: today, weekStart: .monday, firstDay: day("2023-06-01"))
        #expect(years.map(\.start.year) == [2023, 2024, 2025, 2026])
        #expect(ChartRange.year.slots(endingOn: today, weekStart: .monday).count == 1)
        #expect(ChartRange.year.scoreRange(endingOn: today, weekStart: .monday) == nil)
        #expect(ChartRange.month.scoreRange(endingOn: today, weekStart: .monday)?.first == day("2024-02-01"))
    }

    @Test(
        "A young habit's chart starts at its first period, keeping at least six",
        arguments: [
            (ChartRange.week, "2026-03-02", 6, "2026-03-02"),  // 6 weeks of history: exactly 6 weeks
            (ChartRange.week, "2026-01-05", 14, "2026-01-05"),
            (ChartRange.week, "2026-04-08", 6, "2026-03-02"),  // brand new: the minimum
            (ChartRange.week, "2020-01-01", 26, "2025-10-13"),  // older than the window: the window
            (ChartRange.day, "2026-04-01", 10, "2026-04-01"),
            (ChartRange.month, "2025-11-20", 6, "2025-11-01"),
        ])
    func youngHabit(range: ChartRange, start: String, count: Int, first: String) {
        let slots = range.slots(endingOn: day("2026-04-10"), weekStart: .monday, firstDay: day(start))
        #expect(slots.count == count)
        #expect(slots.first?.start == day(first))
        #expect(slots.last?.end ?? day("2000-01-01") >= day("2026-04-10"))
    }

    @Test("Each period shows the score of its last day, today for the current one, nothing before the start")
    func sampling() {
        let today = day("2026-04-10")
        let scores = (0..<10).map { DailyScore(day: day("2026-04-01").adding(days: $0), score: Double($0) / 10) }
        let slots = [
            ChartSlot(start: day("2026-03-23"), end: day("2026-03-29")),
            ChartSlot(start: day("2026-03-30"), end: day("2026-04-05")),
            ChartSlot(start: day("2026-04-06"), end: day("2026-04-12")),
        ]
        #expect(ChartSampling.scores(scores, in: slots, today: today) == [nil, 0.4, 0.9])
        let values = [(day("2026-03-30"), 2.0), (day("2026-04-05"), 3), (day("2026-04-07"), 1), (day("2026-01-01"), 9)]
        #expect(ChartSampling.totals(values.map { (day: $0.0, value: $0.1) }, in: slots) == [0, 5, 1])
        #expect(ChartSampling.totals([], in: []) == [])
    }
}

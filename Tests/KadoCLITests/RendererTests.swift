import KadoCore
import KadoTestSupport
import Testing

@testable import KadoCLI

@Suite("Renderers")
struct RendererTests {
    @Test(
        "a sparkline has one bar per value, in eight bands",
        arguments: [
            ([0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875, 1], "▁▂▃▄▅▆▇██"),
            ([], ""), ([0.1, 0.2, 0.99], "▁▂█"), ([-1, 2, .nan, .infinity], "▁█ █"),
        ] as [([Double], String)])
    func sparkline(values: [Double], expected: String) {
        #expect(Sparkline.render(values) == expected)
    }

    @Test(
        "each day cell has its mark",
        arguments: [
            (DayCell.scored(1), "●"), (.scored(1.5), "●"), (.scored(0.5), "◐"), (.scored(0), "○"), (.skipped, "–"),
            (.notDue, "·"), (.future, " "), (.offSchedule(1), "●"), (.offSchedule(0.3), "◐"), (.offSchedule(0), "○"),
        ])
    func marks(cell: DayCell, symbol: String) {
        for kind in [HabitTypeKind.binary, .counter, .timer] {
            #expect(DayMark(cell, kind: kind).symbol == symbol)
        }
    }

    @Test(
        "a slip, or an at-most day over its limit, is ✗ whatever its value: never ◐",
        arguments: [HabitTypeKind.negative, .atMost])
    func failedMarks(kind: HabitTypeKind) {
        #expect(DayMark(.scored(1), kind: kind).symbol == "●")
        for value in [0.0, 0.25, 0.5, 0.99] {
            #expect(DayMark(.scored(value), kind: kind).symbol == "✗")
            #expect(DayMark(.offSchedule(value), kind: kind).symbol == "✗")
        }
        #expect(DayMark(.skipped, kind: kind).symbol == "–")
    }

    /// Thirty days of April 2026 cycling through every kind of cell (index 6 of each week: future).
    static let april: [DayCell] = (0..<30).map { index in
        [DayCell.scored(1), .scored(0.5), .scored(0), .skipped, .notDue, .offSchedule(1), .future][index % 7]
    }

    @Test("a month calendar with weeks starting on Monday")
    func mondayCalendar() {
        let calendar = MonthCalendar(month: day("2026-04-15"), weekStart: .monday)
        #expect(calendar.firstDay == day("2026-04-01"))
        #expect(calendar.lastDay == day("2026-04-30"))
        #expect(
            calendar.render(cells: Self.april) == """
                        April 2026
                Mo  Tu  We  Th  Fr  Sa  Su
                         1●  2◐  3○  4–  5·
                 6●  7   8●  9◐ 10○ 11– 12·
                13● 14  15● 16◐ 17○ 18– 19·
                20● 21  22● 23◐ 24○ 25– 26·
                27● 28  29● 30◐
                """)
    }

    @Test("a month calendar with weeks starting on Sunday")
    func sundayCalendar() {
        let calendar = MonthCalendar(month: day("2026-04-01"), weekStart: .sunday)
        #expect(
            calendar.render(cells: Self.april) == """
                        April 2026
                Su  Mo  Tu  We  Th  Fr  Sa
                             1●  2◐  3○  4–
                 5·  6●  7   8●  9◐ 10○ 11–
                12· 13● 14  15● 16◐ 17○ 18–
                19· 20● 21  22● 23◐ 24○ 25–
                26· 27● 28  29● 30◐
                """)
    }

    @Test("a February that starts on the week's first day takes four rows, missing cells are blank")
    func february() {
        // 2026-02-01 is a Sunday.
        let calendar = MonthCalendar(month: day("2026-02-10"), weekStart: .sunday)
        #expect(
            calendar.render(cells: [.scored(1), .scored(1)]) == """
                       February 2026
                Su  Mo  Tu  We  Th  Fr  Sa
                 1●  2●  3   4   5   6   7
                 8   9  10  11  12  13  14
                15  16  17  18  19  20  21
                22  23  24  25  26  27  28
                """)
    }

    @Test("with colours, done days take the habit's colour and today is underlined")
    func coloredCalendar() {
        let calendar = MonthCalendar(month: day("2026-02-01"), weekStart: .sunday)
        let text = calendar.render(
            cells: [.scored(1), .notDue], today: day("2026-02-02"), color: .green, style: OutputStyle(usesColor: true))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "       \u{1B}[1mFebruary 2026\u{1B}[0m")
        #expect(lines[2] == " 1\u{1B}[32m●\u{1B}[0m \u{1B}[4m 2\u{1B}[0m\u{1B}[2m·\u{1B}[0m  3   4   5   6   7")
    }

    @Test("the overview grid aligns names, including wide ones")
    func overview() {
        let grid = OverviewGrid(
            firstDay: day("2026-04-06"), dayCount: 7,
            rows: [
                .init(name: "Read", color: .blue, cells: Array(Self.april.prefix(7))),
                .init(name: "喝水 💧", color: .teal, cells: Array(Self.april.suffix(6))),
            ])
        #expect(
            grid.render() == """
                        Mo Tu We Th Fr Sa Su
                         6  7  8  9 10 11 12
                Read     ●  ◐  ○  –  ·  ●
                喝水 💧  –  ·  ●     ●  ◐
                """)
    }

    @Test("the overview grid cuts long names")
    func overviewTruncates() {
        let grid = OverviewGrid(
            firstDay: day("2026-04-30"), dayCount: 3,
            rows: [.init(name: "Meditate every morning", color: .purple, cells: [.scored(1), .scored(0), .future])],
            maximumNameWidth: 8)
        #expect(
            grid.render() == """
                         Th Fr Sa
                         30  1  2
                Meditat…  ●  ○
                """)
    }

    @Test(
        "display width counts wide characters and emoji as two columns",
        arguments: [
            ("abc", 3), ("", 0), ("喝水", 4), ("読書する", 8), ("한국어", 6), ("ｈｉ", 4), ("カタカナ", 8), ("💧", 2),
            ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇫🇷", 2), ("1️⃣", 2), ("☺", 1), ("☺️", 2), ("⭐", 2), ("e\u{301}", 1),
            ("●◐○–·", 5), ("▁█", 2), ("\u{1B}[1mbold\u{1B}[0m", 4), ("\u{200B}", 0), ("Café 🏃 跑步", 12),
        ])
    func displayWidth(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test(
        "truncation keeps whole characters within the width",
        arguments: [
            ("Meditation", 5, "Medi…"), ("Read", 4, "Read"), ("Read", 10, "Read"), ("喝水喝水", 5, "喝水…"),
            ("喝水喝水", 4, "喝…"), ("abc", 0, ""),
        ])
    func truncation(text: String, width: Int, expected: String) {
        #expect(DisplayWidth.truncated(text, toWidth: width) == expected)
        #expect(DisplayWidth.of(DisplayWidth.truncated(text, toWidth: width)) <= width)
    }

    @Test("a table aligns columns by display width")
    func table() {
        var table = TextTable(columns: [.init("Habit"), .init("Score", alignedRight: true), .init("Streak")])
        table.append(["Read", "73%", "12 days"])
        table.append(["喝水", "5%", "1 day"])
        table.append(["🏃 Run", "100%"])
        #expect(
            table.render() == """
                Habit   Score  Streak
                Read      73%  12 days
                喝水       5%  1 day
                🏃 Run   100%
                """)
        #expect(
            table.render(showsHeader: false) == """
                Read     73%  12 days
                喝水      5%  1 day
                🏃 Run  100%
                """)
    }

    @Test("a table keeps styled cells aligned and cuts long ones")
    func styledTable() {
        let style = OutputStyle(usesColor: true)
        var table = TextTable(columns: [.init("Habit", maximumWidth: 6), .init("Score", alignedRight: true)])
        table.append([style.bold("Meditation"), "5%"])
        table.append([style.bold("Run"), "50%"])
        #expect(
            table.render(style: style, width: 40) == """
                \u{1B}[1mHabit   Score\u{1B}[0m
                Medit…     5%
                \u{1B}[1mRun\u{1B}[0m       50%
                """)
    }

    @Test(
        "a progress bar fills eighths of columns",
        arguments: [
            (0.5, 10, "█████     "), (0.55, 4, "██▎ "), (1, 3, "███"), (0, 3, "   "), (.nan, 3, "   "), (2, 2, "██"),
            (0.5, 0, ""),
        ] as [(Double, Int, String)])
    func progressBar(fraction: Double, width: Int, expected: String) {
        #expect(ProgressBar.render(fraction: fraction, width: width) == expected)
    }
}

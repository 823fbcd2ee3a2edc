import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoCLI

/// `kado tui`'s screens drawn from a real database's grid, without a terminal (Friday
/// 2026-04-10, 09:00 UTC).
@Suite("kado tui: the screen for each size and state")
struct GridScreenTests {
    /// Removed with the suite's instance, after the test.
    let temporary: TemporaryFolder
    var folder: URL { temporary.url }
    let tracker: Tracker
    let today = day("2026-04-10")

    init() throws {
        temporary = try TemporaryFolder(prefix: "kado-grid")
        tracker = try TrackerBuilder().now(instant("2026-04-10T09:00:00Z")).open(in: temporary)
        // Created today: the days before the first check-in are outside the habits' lives (·).
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let water = try tracker.habits.createHabit(
            HabitDraft(name: "Water", type: .counter(target: 8), unit: "glasses", color: .teal))
        _ = try tracker.habits.createHabit(HabitDraft(name: "Practise the piano every single evening", color: .purple))
        _ = try tracker.habits.createHabit(HabitDraft(name: "読書の時間", color: .green))
        try tracker.checkIns.checkIn(.done, habit: .id(read.id), day: today)
        try tracker.checkIns.checkIn(.done, habit: .id(read.id), day: day("2026-04-08"))
        try tracker.checkIns.checkIn(
            .skip(through: day("2026-04-09"), note: nil), habit: .id(read.id), day: day("2026-04-09"))
        try tracker.checkIns.checkIn(.set(3), habit: .id(water.id), day: today)
        try tracker.checkIns.checkIn(.set(12), habit: .id(water.id), day: day("2026-04-09"))
    }

    /// The state on a screen of `size`, loaded as the driver loads it.
    func state(_ size: GridSize, words: Localizer = .english, keys: [GridKey] = []) throws -> GridState {
        var state = GridState(words: words, today: today, habits: try tracker.habits.all(), size: size)
        for key in keys { _ = state.handle(key) }
        if let period = state.view.period {
            state.report = try tracker.views.report(by: period, count: min(53, state.layout.dayColumns))
        } else {
            state.window = try tracker.views.gridWindow(
                of: state.habitsOnScreen, through: state.lastDay, count: state.layout.dayColumns)
        }
        return state
    }

    @Test("40 × 12: names cut with …, wide characters measured, today on the right, the cursor on it")
    func small() throws {
        let lines = GridScreen(state: try state(GridSize(columns: 40, rows: 12)), style: .plain).lines()
        #expect(
            lines == [
                "Kadō  Friday 10 April 2026",
                "               Tu  We  Th  Fr",
                "                7   8   9  10     %",
                "› Read          ·   ●   –  ›●   10%   2d",
                "  Water         ·   ·  12   3    7%   1d",
                "  Practise t…   ·   ·   ·   ○    0%   0d",
                "  読書の時間    ·   ·   ·   ○    0%   0d",
                "",
                "",
                "",
                "Read  Fri 2026-04-10",
                "␣ toggle  ⏎ value  s skip  n note  u un…",
            ])
    }

    struct Size: Sendable, CustomTestStringConvertible {
        let columns: Int
        let rows: Int
        var testDescription: String { "\(columns) × \(rows)" }
    }

    @Test(
        "every line fits the screen and there is one a row",
        arguments: [
            Size(columns: 40, rows: 12), Size(columns: 80, rows: 24), Size(columns: 200, rows: 60),
            Size(columns: 20, rows: 6), Size(columns: 12, rows: 3),
        ])
    func fits(_ size: Size) throws {
        for keys in [[], [GridKey.character("w")], [.character("m")], [.character("?")], [.character("n")]] {
            let state = try state(GridSize(columns: size.columns, rows: size.rows), keys: keys)
            for style in [OutputStyle.plain, OutputStyle(usesColor: true)] {
                let lines = GridScreen(state: state, style: style).lines()
                #expect(lines.count == size.rows)
                #expect(lines.allSatisfy { DisplayWidth.of($0) <= size.columns })
            }
        }
    }

    @Test("200 × 60 uses the space: whole names, as many days as fit")
    func large() throws {
        let state = try state(GridSize(columns: 200, rows: 60))
        #expect(state.layout.nameWidth == 24)
        #expect(state.layout.dayColumns == (200 - 13 - 24) / 4)
        let lines = GridScreen(state: state, style: .plain).lines()
        #expect(lines.contains { $0.hasPrefix("  Practise the piano ever…") })
        #expect(lines[1].hasSuffix("Th  Fr"))
    }

    @Test("colours only when asked: each habit's name and done days in its colour, the cursor in reverse")
    func colours() throws {
        let state = try state(GridSize(columns: 80, rows: 24))
        let plain = GridScreen(state: state, style: .plain).lines().joined()
        #expect(!plain.contains("\u{1B}"))
        let coloured = GridScreen(state: state, style: OutputStyle(usesColor: true)).lines()
        #expect(coloured[3].contains("\u{1B}[34m"))
        #expect(coloured[3].contains("\u{1B}[7m●"))
        #expect(coloured[4].contains("\u{1B}[36m"))
    }

    @Test("a stored name with escape sequences is written out, never obeyed")
    func escaped() {
        let habit = Habit(name: "Evil\u{1B}[2J\u{1B}]0;title\u{07}", createdAt: instant("2026-04-01T08:00:00Z"))
        var state = GridState(words: .english, today: today, habits: [habit], size: GridSize(columns: 80, rows: 10))
        state.status = nil
        for style in [OutputStyle.plain, OutputStyle(usesColor: true)] {
            let lines = GridScreen(state: state, style: style).lines()
            #expect(lines[3].contains("Evil\\u{1B}[2J"))
            #expect(!lines.joined().contains("\u{1B}[2J"))
            #expect(!lines.joined().contains("\u{07}"))
        }
    }

    @Test("the week view: each week's rate, the score and the streak")
    func weeks() throws {
        let lines = GridScreen(
            state: try state(GridSize(columns: 60, rows: 12), keys: [.character("w")]), style: .plain
        )
        .lines()
        #expect(lines[0] == "Kadō  Friday 10 April 2026  weeks")
        #expect(lines[2].hasSuffix("6     %"))
        #expect(lines[3].hasPrefix("› Read"))
        #expect(lines[3].hasSuffix("100%   10%   2d"))
    }

    @Test("the help, the prompts and the key line in French")
    func french() throws {
        let words = Localizer(language: .french)
        let help = GridScreen(
            state: try state(GridSize(columns: 80, rows: 24), words: words, keys: [.character("?")]), style: .plain
        )
        .lines()
        #expect(help[2] == "  Touches")
        #expect(help.contains { $0.contains("q ou Ctrl-C       quitter") })
        let prompt = GridScreen(
            state: try state(GridSize(columns: 80, rows: 24), words: words, keys: [.down, .character("4")]),
            style: .plain
        ).lines()
        #expect(prompt[22] == "Valeur de Water le 2026-04-10\u{00A0}: 4▏")
        #expect(prompt[23] == "⏎ valider  Échap annuler")
        #expect(prompt[0] == "Kadō  vendredi 10 avril 2026")
    }

    @Test(
        "a month's abbreviation fits its four columns and tells every month apart, in both languages",
        arguments: [Language.english, .french])
    func monthAbbreviations(_ language: Language) {
        let words = Localizer(language: language)
        let abbreviations = (1...12).map(words.monthAbbreviation)
        #expect(abbreviations.allSatisfy { DisplayWidth.of($0) <= 4 })
        #expect(Set(abbreviations).count == 12)
        #expect(abbreviations[5...6] == (language == .french ? ["juin", "juil"] : ["Jun", "Jul"]))
    }

    @Test("the month view in French names June and July apart")
    func frenchMonths() throws {
        let lines = GridScreen(
            state: try state(
                GridSize(columns: 200, rows: 24), words: Localizer(language: .french), keys: [.character("m")]),
            style: .plain
        ).lines()
        #expect(lines[2].contains(" juin juil août"))
        #expect(!lines[2].contains("jui "))
    }

    @Test(
        "a day's content: a value when something was logged, else its mark",
        arguments: [
            (DayCell.scored(1), 1.0, HabitType.binary, "●"), (.scored(0), 0, .binary, "○"), (.skipped, 0, .binary, "–"),
            (.notDue, 0, .binary, "·"), (.future, 0, .binary, " "), (.scored(0.375), 3, .counter(target: 8), "3"),
            (.scored(1), 1500, .timer(targetSeconds: 1200), "25"), (.scored(0), 0, .counter(target: 8), "○"),
            (.offSchedule(1), 2.5, .counter(target: 2), "2.5"),
        ])
    func content(_ cell: DayCell, _ amount: Double, _ type: HabitType, _ text: String) {
        let habit = Habit(name: "H", type: type, createdAt: instant("2026-04-01T08:00:00Z"))
        #expect(GridScreen.content(of: cell, amount: amount, habit: habit).text == text)
    }

    @Test(
        "a slip or an at-most day over its limit is failed in the grid too: ✗, or its value coloured as a failure",
        arguments: [
            (DayCell.scored(0), 1.0, HabitType.negative, "✗"), (.scored(0.5), 3, .atMost(target: 2), "3"),
            (.scored(0), 5, .atMost(target: 2), "5"), (.offSchedule(0.5), 3, .atMost(target: 2), "3"),
        ])
    func failedContent(_ cell: DayCell, _ amount: Double, _ type: HabitType, _ text: String) {
        let habit = Habit(name: "H", type: type, createdAt: instant("2026-04-01T08:00:00Z"))
        let content = GridScreen.content(of: cell, amount: amount, habit: habit)
        #expect(content.text == text)
        #expect(content.mark == .failed, "never ◐, whatever v(D) the score gives it")
        let colored = OutputStyle(usesColor: true)
        #expect(content.styled(colored, .blue) == colored.failure(text))
    }

    @Test(
        "values in three columns, never reading larger than they are",
        arguments: [
            (0.05, "0"), (2.5, "2.5"), (2.56, "2.5"), (5, "5"), (120, "120"), (999.9, "999"), (1000, "1k"),
            (1999, "1k"),
            (99_999, "99k"), (100_000, "∞"),
        ])
    func compact(_ value: Double, _ text: String) {
        #expect(GridScreen.compact(value) == text)
        #expect(DisplayWidth.of(GridScreen.compact(value)) <= 3)
    }
}

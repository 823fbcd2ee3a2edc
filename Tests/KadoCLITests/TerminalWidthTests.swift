import Foundation
import Testing

@testable import KadoCLI

@Suite("Output fits the terminal's width")
struct TerminalWidthTests {
    @Test(
        "COLUMNS wins over the window's width; anything but a whole number above 0 is ignored",
        arguments: [
            ([:], nil, nil), ([:], 120, 120), (["COLUMNS": "40"], nil, 40), (["COLUMNS": "40"], 120, 40),
            (["COLUMNS": " 80 "], nil, 80), (["COLUMNS": ""], 100, 100), (["COLUMNS": "0"], 100, 100),
            (["COLUMNS": "-5"], nil, nil), (["COLUMNS": "wide"], 90, 90), (["COLUMNS": "4.5"], nil, nil),
        ] as [([String: String], Int?, Int?)])
    func columns(environment: [String: String], window: Int?, expected: Int?) {
        let terminal = Terminal(
            environment: environment, isOutputTerminal: true, isInputTerminal: false, windowColumns: window)
        #expect(terminal.columns == expected)
    }

    @Test(
        "NO_COLOR set to an empty string leaves colours on (no-color.org)",
        arguments: [([:], true), (["NO_COLOR": ""], true), (["NO_COLOR": "1"], false), (["NO_COLOR": "yes"], false)])
    func noColor(environment: [String: String], colours: Bool) {
        let terminal = Terminal(
            environment: environment, isOutputTerminal: true, isInputTerminal: false, windowColumns: nil)
        #expect(OutputStyle(terminal: terminal, disablesColor: false).usesColor == colours)
    }

    static let table: TextTable = {
        var table = TextTable(columns: [
            .init("#", alignedRight: true), .init("Habit", minimumWidth: 6),
            .init("Schedule", dropOrder: 2), .init("Id", dropOrder: 1),
        ])
        table.append(["1", "Read twenty pages of a long novel", "every day", "9A4F2C1E-0000-4000-8000-000000000001"])
        table.append(["2", "☕ Café au lait 読書", "Mon, Wed, Fri", "9A4F2C1E-0000-4000-8000-000000000002"])
        return table
    }()

    @Test(
        "a table fits any width: names shrink with …, optional columns go first", arguments: [20, 30, 40, 60, 80, 200])
    func tableFits(width: Int) {
        let lines = Self.table.render(width: width).split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        for line in lines {
            #expect(DisplayWidth.of(line) <= width, "\(line)")
        }
        if width >= 40 { #expect(lines[0].contains("Schedule")) }
        if width == 200 { #expect(lines[1].contains("Read twenty pages of a long novel")) }
        if width < 80 { #expect(!lines[0].contains("Id")) }
    }

    @Test("without a width the table is as wide as its cells")
    func noWidth() {
        #expect(Self.table.render().contains("Read twenty pages of a long novel"))
        #expect(Self.table.render().contains("9A4F2C1E-0000-4000-8000-000000000002"))
    }

    @Test("wrapping keeps words whole and every line within the width", arguments: [10, 20, 40])
    func wrapping(width: Int) {
        let text = "Done 36 of 40 counted days (90%), 85% of the target on average, extraordinarilylongwordhere"
        let lines = LineFitting.wrapped(text, width: width, indent: "  ")
        for line in lines {
            #expect(DisplayWidth.of(line) <= width, "\(line)")
            #expect(line.hasPrefix("  "))
        }
        #expect(LineFitting.wrapped(text, width: nil, indent: "  ") == ["  " + text])
    }

    static let habits: [[String]] = [
        ["add", "Read twenty pages of a very long book"],
        ["add", "☕ Café au lait", "--type", "atmost:2", "--unit", "cups"],
        ["add", "読書と瞑想の時間を毎日とる", "--type", "timer:30"],
        ["add", "Drink water", "--type", "counter:8", "--unit", "glasses", "--every", "mon,tue,wed,thu,fri"],
        ["add", "No smoking", "--type", "negative"],
        ["log", "Drink", "3"], ["log", "Café", "3"], ["done", "Read", "yesterday"],
        ["note", "Read", "A note that is much longer than any narrow terminal could show on one line", "yesterday"],
    ]

    @Test(
        "today, show, list and overview never print a line wider than the terminal",
        arguments: [40, 60, 80],
        [
            ["today"], ["list"], ["list", "--archived"], ["overview"], ["overview", "--days", "30"],
            ["show", "Read"], ["show", "Café"], ["show", "読書"], ["show", "Drink"],
        ])
    func commandsFit(columns: Int, arguments: [String]) throws {
        let harness = try ProgramHarness()
        try harness.prepare(Self.habits)
        let result = harness.run(arguments, columns: columns)
        #expect(result.status == .success, "\(result.error)")
        #expect(!result.lines.isEmpty)
        for line in result.lines {
            #expect(DisplayWidth.of(line) <= columns, "\(arguments) at \(columns): \(line)")
        }
    }

    @Test("a narrow overview shows fewer days, ending today; a wide one all of them")
    func overviewDays() throws {
        let harness = try ProgramHarness()
        try harness.prepare(Self.habits)
        func dayNumbers(_ columns: Int?) -> [String] {
            let lines = harness.run(["overview"], columns: columns).lines
            return lines[1].split(separator: " ").map(String.init)
        }
        #expect(dayNumbers(nil).count == 14)
        #expect(dayNumbers(80).count == 14)
        let narrow = dayNumbers(40)
        #expect(narrow.count < 14 && narrow.count >= 7)
        #expect(narrow.last == "10")
    }

    @Test("list at 80 columns leaves out the id before the name shrinks; at 40 the type too")
    func listColumns() throws {
        let harness = try ProgramHarness()
        try harness.prepare(Self.habits)
        let wide = harness.run(["list"], columns: 80).lines
        #expect(wide[0].contains("Schedule") && wide[0].contains("Type") && !wide[0].contains("Id"))
        #expect(wide.contains { $0.contains("Read twenty pages") })
        let narrow = harness.run(["list"], columns: 40).lines
        #expect(narrow.contains { $0.contains("…") })
        let unlimited = harness.run(["list"]).lines
        #expect(unlimited[0].contains("Id"))
    }

    @Test(
        "A lone scalar of the blocks whose widths are kept takes the width its properties give",
        arguments: [0xA0..<0x300, 0x2000..<0x2C00] as [Range<UInt32>])
    func keptWidths(block: Range<UInt32>) {
        for value in block {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            #expect(DisplayWidth.of(character) == DisplayWidth.measured(character), "U+\(String(value, radix: 16))")
        }
        // Clusters are measured whole: a symbol made an emoji by U+FE0F takes two columns.
        #expect(DisplayWidth.of(Character("\u{2764}\u{FE0F}")) == 2)
        #expect(DisplayWidth.of(Character("\u{2764}")) == 1)
        #expect(DisplayWidth.of(Character("\u{231A}")) == 2)
        #expect(DisplayWidth.of("\u{00E9}t\u{00E9} \u{2713} \u{203A}") == 7)
    }
}

import KadoApp
import KadoCore

/// `kado overview [--days N]`: the habits × days grid.
struct OverviewCommand: Command {
    static let configuration = CommandConfiguration(
        name: "overview",
        summary: HelpText("cli.help.overview.summary"),
        examples: ["overview", "overview --days 30"])

    @Option(
        "days", "N",
        help: HelpText("cli.help.overview.help"),
        parse: { text, name throws(UsageError) in try ValueParser.integer(text, argument: name, in: 1...366) })
    var days: Int?

    /// One habit's row in `kado overview --json`.
    struct Row: Encodable {
        let name: String
        let values: [Double?]
        let cells: [String]
        /// How each day with a value turned out (``DayOutcome``: `met`, `partial`, `notMet`,
        /// `failed`), the reading every screen marks; `null` for a day without a value.
        let outcomes: [String?]
    }

    /// `kado overview --json`.
    struct Grid: Encodable {
        let days: [LogicalDay]
        let habits: [Row]
    }

    func run(in context: CommandContext) throws {
        let days = self.days ?? 14
        let tracker = try context.openTrackerForReading()
        let grid = try tracker.views.overview(days: days)
        if context.usesJSON {
            try context.printJSON(
                Grid(
                    days: grid.days,
                    habits: grid.rows.map { row in
                        Row(
                            name: row.habit.name, values: row.cells.map(\.value), cells: row.cells.map(Self.kind),
                            outcomes: row.cells.map { DayOutcome($0, kind: row.habit.type.kind)?.rawValue })
                    }))
            return
        }
        let names = grid.rows.map { HabitPresentation.name($0.habit) }
        let layout = Self.layout(dayCount: grid.days.count, names: names, width: context.width)
        let shownDays = grid.days.suffix(layout.days)
        guard let first = shownDays.first else { return }
        let rendered = OverviewGrid(
            firstDay: first, dayCount: shownDays.count,
            rows: zip(grid.rows, names).map { row, name in
                .init(
                    name: name, color: row.habit.color, cells: Array(row.cells.suffix(layout.days)),
                    kind: row.habit.type.kind)
            }, maximumNameWidth: layout.nameWidth)
        let words = try context.words(tracker)
        context.print(
            grid.rows.isEmpty
                ? words(.noHabits) : rendered.render(today: grid.days.last, style: context.style, words: words))
    }

    /// How many of the last `dayCount` days fit beside the names in `width` columns (each day
    /// takes three), and how wide the names may be: names give up room first, down to a third of
    /// the width (at least 8 columns), then the oldest days are left out. Without a width (a
    /// pipe, a file) every day and every name whole.
    static func layout(dayCount: Int, names: [String], width: Int?) -> (days: Int, nameWidth: Int) {
        guard let width else { return (dayCount, names.map(DisplayWidth.of).max() ?? 0) }
        let widest = min(24, names.map(DisplayWidth.of).max() ?? 0)
        let shortest = min(widest, max(8, width / 3))
        let days = max(1, min(dayCount, (width - shortest) / 3))
        return (days, min(widest, max(shortest, width - 3 * days)))
    }

    static func kind(_ cell: DayCell) -> String {
        switch cell {
        case .future: "future"
        case .notDue: "notDue"
        case .scored: "scored"
        case .offSchedule: "offSchedule"
        case .skipped: "skipped"
        }
    }
}

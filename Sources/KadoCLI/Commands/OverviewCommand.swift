import KadoApp
import KadoCore

/// `kado overview [--days N]`: the habits × days grid.
struct OverviewCommand: Command {
    let specification = CommandCatalog.overview

    /// One habit's row in `kado overview --json`.
    struct Row: Encodable {
        let name: String
        let values: [Double?]
        let cells: [String]
    }

    /// `kado overview --json`.
    struct Grid: Encodable {
        let days: [LogicalDay]
        let habits: [Row]
    }

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let days =
            try arguments.value(of: "days").map { try ValueParser.integer($0, argument: "--days", in: 1...366) } ?? 14
        let tracker = try context.openTrackerForReading()
        let grid = try tracker.overview(days: days)
        if context.usesJSON {
            try context.printJSON(
                Grid(
                    days: grid.days,
                    habits: grid.rows.map { row in
                        Row(name: row.habit.name, values: row.cells.map(\.value), cells: row.cells.map(Self.kind))
                    }))
            return
        }
        guard let first = grid.days.first else { return }
        let rendered = OverviewGrid(
            firstDay: first, dayCount: grid.days.count,
            rows: grid.rows.map {
                .init(name: HabitPresentation.name($0.habit), color: $0.habit.color, cells: $0.cells)
            })
        context.print(
            grid.rows.isEmpty ? "No habits yet." : rendered.render(today: grid.days.last, style: context.style))
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

import Foundation
import KadoApp
import KadoCore

/// `kado show HABIT`: the habit's detail screen.
struct ShowCommand: Command {
    let specification = CommandCatalog.show

    /// What `kado show --json` prints: the status's fields, plus statistics and recent days, in
    /// one object.
    struct Detail: Encodable {
        let status: HabitStatus
        let completionRate: Double
        let countedDays: Int
        let doneDays: Int
        let total: Double
        let scores: [Score]
        let recent: [Record]

        private enum Keys: String, CodingKey {
            case completionRate, countedDays, doneDays, total, scores, recent
        }

        func encode(to encoder: any Encoder) throws {
            try status.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(completionRate, forKey: .completionRate)
            try container.encode(countedDays, forKey: .countedDays)
            try container.encode(doneDays, forKey: .doneDays)
            try container.encode(total, forKey: .total)
            try container.encode(scores, forKey: .scores)
            try container.encode(recent, forKey: .recent)
        }

        struct Score: Encodable {
            let day: LogicalDay
            let score: Double
        }

        struct Record: Encodable {
            let id: UUID
            let day: LogicalDay
            let value: Double
            let note: String?
        }
    }

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let tracker = try context.openTrackerForReading()
        let habit = try tracker.resolve(arguments.argument("HABIT"))
        let detail = try tracker.detail(of: habit)
        let evaluation = detail.summary.evaluation
        let settings = try tracker.settings()
        if context.usesJSON {
            try context.printJSON(
                Detail(
                    status: HabitStatus(habit: habit, evaluation: evaluation),
                    completionRate: detail.statistics.completionRate,
                    countedDays: detail.statistics.countedDays, doneDays: detail.statistics.doneDays,
                    total: detail.statistics.amount,
                    scores: detail.scores.map { Detail.Score(day: $0.day, score: $0.score) },
                    recent: detail.recentRecords.map {
                        Detail.Record(id: $0.id, day: $0.day, value: $0.value, note: $0.note)
                    }
                ))
            return
        }
        let style = context.style
        var lines: [String] = []
        lines.append(
            style.bold(style.colored(HabitPresentation.name(habit), habit.color))
                + (habit.isArchived ? style.dim(" (archived)") : ""))
        lines.append(
            "  " + ValueFormatter.frequency(habit.frequency, weekStart: settings.weekStart) + " · "
                + ValueFormatter.type(habit.type, unit: habit.unit)
                + (habit.scoreModel == .loop ? " · Loop score" : ""))
        lines.append(
            "  Score \(style.bold("\(evaluation.scorePercent)%"))   Streak "
                + style.bold(HabitPresentation.streak(evaluation.streakDisplay))
                + "   Best \(HabitPresentation.streak(evaluation.streakDisplay.best, unit: evaluation.streakUnit))")
        lines.append(
            "  Today: \(HabitPresentation.progress(of: detail.summary))"
                + (evaluation.isDue ? "" : style.dim(" (not scheduled)")))
        lines.append("")
        let calendar = MonthCalendar(month: detail.monthStart, weekStart: settings.weekStart)
        lines += calendar.render(cells: detail.month, today: evaluation.day, color: habit.color, style: style)
            .split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        lines.append("")
        if !detail.scores.isEmpty {
            lines.append("  Score, last \(detail.scores.count) days  " + Sparkline.render(detail.scores.map(\.score)))
        }
        let statistics = detail.statistics
        let doneShare = statistics.countedDays > 0 ? Double(statistics.doneDays) / Double(statistics.countedDays) : 0
        var doneLine =
            "  Done \(statistics.doneDays) of \(statistics.countedDays) counted days (\(Int((doneShare * 100).rounded()))%)"
        if habit.type.target != nil {
            doneLine += ", \(Int((statistics.completionRate * 100).rounded()))% of the target on average"
        }
        lines.append(doneLine)
        if !detail.recentRecords.isEmpty {
            lines.append("")
            lines.append("  " + style.bold("Recent"))
            for record in detail.recentRecords.prefix(10) {
                var line = "  \(record.day)  \(Self.describe(record, of: habit))"
                if let note = record.note {
                    line +=
                        "  " + style.dim("“" + TerminalText.safe(note.replacingOccurrences(of: "\n", with: " ")) + "”")
                }
                lines.append(line)
            }
        }
        context.print(lines.joined(separator: "\n"))
    }

    static func describe(_ record: Completion, of habit: Habit) -> String {
        guard record.value > 0 else { return "note" }
        switch habit.type {
        case .binary: return "done"
        case .negative: return "slipped"
        case .timer: return "\(ValueFormatter.number(record.value / 60)) min"
        case .counter, .atMost:
            return ValueFormatter.number(record.value) + (habit.unit.map { " " + TerminalText.safe($0) } ?? "")
        }
    }
}

import Foundation
import KadoApp
import KadoCore

/// `kado show HABIT`: the habit's detail screen.
struct ShowCommand: Command {
    static let configuration = CommandConfiguration(
        name: "show",
        summary: HelpText("cli.help.show.summary"),
        examples: ["show Read", "show Read --json"])

    @Argument(.habit) var habit: String

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
        let reminders: [ReminderEntry]

        private enum Keys: String, CodingKey {
            case completionRate, countedDays, doneDays, total, scores, recent, reminders
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
            try container.encode(reminders, forKey: .reminders)
        }

        /// One of the habit's reminders: its time (`08:00`) and settings.
        struct ReminderEntry: Encodable {
            let id: UUID
            let time: String
            let onlyIfNotDone: Bool
            let snoozeMinutes: Int
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

    func run(in context: CommandContext) throws {
        let tracker = try context.openTrackerForReading()
        let habit = try tracker.habits.resolve(self.habit)
        let detail = try tracker.views.detail(of: habit)
        let evaluation = detail.summary.evaluation
        let settings = try tracker.settings()
        let reminders = try tracker.reminders.all(of: habit)
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
                    },
                    reminders: reminders.map {
                        Detail.ReminderEntry(
                            id: $0.id, time: $0.time.description, onlyIfNotDone: $0.onlyIfNotDone,
                            snoozeMinutes: $0.snoozeMinutes)
                    }
                ))
            return
        }
        let style = context.style
        let words = try context.words(tracker)
        var lines: [String] = []
        lines.append(
            style.bold(style.colored(HabitPresentation.name(habit), habit.color))
                + (habit.isArchived ? style.dim(" " + words(.archived)) : ""))
        let width = context.width
        lines += LineFitting.wrapped(
            ValueFormatter.frequency(habit.frequency, weekStart: settings.weekStart, in: words) + " · "
                + ValueFormatter.type(habit.type, unit: habit.unit, in: words)
                + (habit.scoreModel == .loop ? " · " + words(.loopScore) : ""), width: width, indent: "  ")
        if habit.hasRuleVersions {
            lines += LineFitting.wrapped(
                HabitPresentation.ruleVersions(of: habit, weekStart: settings.weekStart, in: words), width: width,
                indent: "  ")
        }
        if let group = habit.group {
            lines += LineFitting.wrapped(
                words.labelled(words(.groupLabel), TerminalText.safe(group)), width: width, indent: "  ")
        }
        if let since = habit.startDay {
            lines += LineFitting.wrapped(
                words.labelled(words(.sinceLabel), words.longDate(since)), width: width,
                indent: "  ")
        }
        if !reminders.isEmpty {
            lines += LineFitting.wrapped(
                words.labelled(words(.remindersLabel), HabitPresentation.reminders(reminders, in: words)), width: width,
                indent: "  ")
        }
        // The description as written, one terminal line per line of it, each escaped.
        if let details = habit.details {
            for line in details.replacingOccurrences(of: "\r\n", with: "\n").split(
                separator: "\n", omittingEmptySubsequences: false)
            {
                lines += LineFitting.wrapped(TerminalText.safe(String(line)), width: width, indent: "  ")
            }
        }
        // Score, streak and best on one line when it fits, else one a line.
        let unit = evaluation.streakUnit
        let figures = [
            "\(words(.score)) \(style.bold(words.percent(evaluation.scorePercent)))",
            "\(words(.streak)) "
                + style.bold(HabitPresentation.streak(evaluation.streakDisplay, in: words)),
            "\(words(.best)) \(HabitPresentation.streak(evaluation.streakDisplay.best, unit: unit, in: words))",
        ]
        let figuresLine = "  " + figures.joined(separator: "   ")
        if let width, DisplayWidth.of(figuresLine) > width {
            lines += figures.map { "  " + $0 }
        } else {
            lines.append(figuresLine)
        }
        lines.append(
            "  " + words.labelled(words(.todayLabel), HabitPresentation.progress(of: detail.summary, in: words))
                + (evaluation.isDue ? "" : style.dim(" " + words(.notScheduled))))
        lines.append("")
        let calendar = MonthCalendar(month: detail.monthStart, weekStart: settings.weekStart)
        lines += calendar.render(
            cells: detail.month, today: evaluation.day, color: habit.color, style: style, words: words,
            kind: habit.type.kind
        ).split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        lines.append("")
        if !detail.scores.isEmpty {
            // As many of the latest scores as fit beside the label.
            var scores = detail.scores.map(\.score)
            func label(_ count: Int) -> String { "  " + words(.scoreLastDays(count)) + "  " }
            if let width {
                while scores.count > 1, DisplayWidth.of(label(scores.count)) + scores.count > width {
                    scores.removeFirst()
                }
            }
            lines.append(label(scores.count) + Sparkline.render(scores))
        }
        let statistics = detail.statistics
        let doneShare = statistics.countedDays > 0 ? Double(statistics.doneDays) / Double(statistics.countedDays) : 0
        let share = words(
            .share(
                statistics.doneDays, words.count(statistics.countedDays, .countedDay),
                words.percent(Int((doneShare * 100).rounded()))))
        var doneLine: String
        switch habit.type {
        case .atMost: doneLine = words(.withinLimitOn(share))
        case .negative: doneLine = words(.cleanOn(share))
        default: doneLine = words(.doneOn(share))
        }
        if habit.type.kind == .counter || habit.type.kind == .timer {
            doneLine +=
                ", " + words(.ofTargetOnAverage(words.percent(Int((statistics.completionRate * 100).rounded()))))
        }
        lines += LineFitting.wrapped(doneLine, width: width, indent: "  ")
        if !detail.recentRecords.isEmpty {
            lines.append("")
            lines.append("  " + style.bold(words(.recent)))
            for record in detail.recentRecords.prefix(10) {
                var line = "  \(record.day)  \(Self.describe(record, of: habit, in: words))"
                if let note = record.note {
                    line +=
                        "  "
                        + style.dim(words.quoted(TerminalText.safe(note.replacingOccurrences(of: "\n", with: " "))))
                }
                lines.append(line)
            }
        }
        context.print(LineFitting.truncated(lines.joined(separator: "\n"), width: width))
    }

    static func describe(_ record: Completion, of habit: Habit, in words: Localizer = .english) -> String {
        guard record.value > 0 else { return words(.note) }
        switch habit.type {
        case .binary: return words(.done)
        case .negative: return words(.slipped)
        case .timer: return "\(words.number(record.value / 60)) min"
        case .counter, .atMost:
            return words.number(record.value) + (habit.unit.map { " " + TerminalText.safe($0) } ?? "")
        }
    }
}

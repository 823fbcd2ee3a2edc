import Foundation
import KadoApp
import KadoCore

/// Writes a ``WidgetView`` in one of the ``WidgetFormat``s.
struct WidgetRenderer {
    /// The format written.
    let format: WidgetFormat
    /// The snapshot's path, named when it is missing or outdated.
    let path: String
    /// Colours for the text format (every other format has its own, or none).
    var style: OutputStyle = .plain
    /// Whether the output is one update of `--watch`: JSON on one line, i3blocks' full text only
    /// (its persistent mode reads one line an update).
    var isWatching = false
    /// The language of the text and tooltip when the snapshot does not say its own (a missing file).
    var language: Language = .english

    /// The words of `view`: the snapshot's language, else ``language``.
    func words(_ view: WidgetView) -> Localizer {
        switch view {
        case .progress(_, let reading), .outdated(let reading): Localizer(language: reading.language(else: language))
        case .unavailable: Localizer(language: language)
        }
    }

    /// The colours of i3blocks' blocks.
    static let blockColors: [WidgetLevel: String] = [
        .done: "#50FA7B", .partial: "#F1FA8C", .none: "#BFBFBF", .outdated: "#FF5555", .missing: "#FF5555",
        .unreadable: "#FF5555",
    ]

    /// The view in the format, without a final newline.
    func render(_ view: WidgetView) throws -> String {
        switch format {
        case .text: return text(view, styled: true)
        case .json: return try json(view)
        case .waybar: return try waybar(view)
        case .i3blocks:
            let full = text(view, styled: false)
            if isWatching { return full }
            return [full, shortText(view), Self.blockColors[view.level] ?? "#FFFFFF"].joined(separator: "\n")
        case .tmux: return tmux(view)
        }
    }

    // MARK: Text

    /// The one-line text: `Kadō 3/5 ✓Read ◐Water ○Gym`, or what is wrong with the snapshot.
    func text(_ view: WidgetView, styled: Bool) -> String {
        let words = words(view)
        switch view {
        case .progress(let progress, _):
            let style = styled ? self.style : .plain
            let head = "Kadō \(progress.done)/\(progress.due)"
            let shown = progress.shown.prefix(WidgetBrief.habitLimit)
            if shown.isEmpty { return head + " · " + words(Phrase("cli.widgetRenderer.shown")) }
            let marks = shown.map { item in
                mark(item, style: style) + style.colored(WidgetWording.oneLine(item.habit.name), item.habit.color)
            }
            let more = progress.shownCount - shown.count
            let others = words(Phrase("cli.widget.moreMarks", count: more))
            return ([head] + marks + (more > 0 ? [others] : [])).joined(separator: " ")
        case .outdated(let reading):
            return words(
                Phrase("cli.widgetRenderer.reading", ["span": span(reading, in: words), "today": reading.today]))
        case .unavailable(.missing):
            return words(
                Phrase("cli.widgetRenderer.reading.unavailable", ["path": path]))
        case .unavailable(.unreadable):
            return words(
                Phrase("cli.widgetRenderer.reading.unavailable.2", ["path": path])
            )
        }
    }

    /// The mark of a habit on the text line, in the habit's colour (red for a slip) when styled.
    private func mark(_ item: WidgetProgress.Item, style: OutputStyle) -> String {
        let mark = WidgetWording.mark(item.habit, row: item.row)
        switch mark {
        case "✗": return style.failure(mark)
        case "○", "·": return style.dim(mark)
        default: return style.colored(mark, item.habit.color)
        }
    }

    /// `Kadō 3/5`, or a word for a snapshot that cannot say.
    func shortText(_ view: WidgetView) -> String {
        let words = words(view)
        switch view {
        case .progress(let progress, _): return "Kadō \(progress.done)/\(progress.due)"
        case .outdated: return words(Phrase("cli.widgetRenderer.progress.outdated"))
        case .unavailable(.missing): return words(Phrase("cli.widgetRenderer.progress.unavailable"))
        case .unavailable(.unreadable):
            return words(Phrase("cli.widgetRenderer.progress.unavailable.2"))
        }
    }

    /// The days a series covers: `2026-04-10 to 2026-04-16`.
    private func span(_ reading: WidgetReading, in words: Localizer) -> String {
        switch (reading.firstDay, reading.lastDay) {
        case (let first?, let last?) where first == last: words(Phrase("cli.widgetRenderer.last", ["first": first]))
        case (let first?, let last?): words(Phrase("cli.widgetRenderer.last.2", ["first": first, "last": last]))
        default: words(Phrase("cli.widgetRenderer.last.3"))
        }
    }

    /// Several lines: the day and the count, then each habit's mark, progress, streak and score.
    func tooltip(_ view: WidgetView) -> String {
        let words = words(view)
        switch view {
        case .progress(let progress, _):
            let count =
                progress.due == 0
                ? words(Phrase("cli.widgetRenderer.count")) : words(.doneOfDue(progress.done, progress.due))
            let weekday = words.weekdayName(progress.day.weekday)
            var lines = ["Kadō · \(weekday) \(progress.day) · \(count)"]
            let items = progress.items.prefix(WidgetBrief.habitLimit)
            for item in items {
                let habit = item.habit
                let streak = HabitPresentation.streak(habit.displayedStreak, in: words)
                lines.append(
                    "\(WidgetWording.mark(habit, row: item.row)) "
                        + words.labelled(
                            WidgetWording.oneLine(habit.name),
                            "\(WidgetWording.progress(habit, row: item.row, in: words)) · \(words(.streakIs(streak))) · "
                                + words(.scoreIs(words.percent(habit.scorePercent)))))
            }
            let more = progress.habitCount - items.count
            if more > 0 {
                lines.append(
                    words(
                        Phrase("cli.widget.moreHabits", count: more)))
            }
            return lines.joined(separator: "\n")
        case .outdated(let reading):
            return words.labelled("Kadō", reading.outdatedMessage(in: words.language))
        case .unavailable(let error):
            return words.labelled("Kadō", words(error.phrase))
        }
    }

    // MARK: tmux

    /// `#[fg=yellow]Kadō 1/3#[default]`: green when done, yellow when started, red when the
    /// snapshot cannot say, unstyled when nothing is done.
    func tmux(_ view: WidgetView) -> String {
        let color: String? =
            switch view.level {
            case .done: "green"
            case .partial: "yellow"
            case .none: nil
            case .outdated, .missing, .unreadable: "red"
            }
        let text = shortText(view)
        return color.map { "#[fg=\($0)]\(text)#[default]" } ?? text
    }

    // MARK: waybar

    /// What a waybar custom module reads: one object on one line.
    struct WaybarOutput: Encodable {
        let text: String
        let alt: String
        let tooltip: String
        let `class`: [String]
        let percentage: Int
    }

    /// The waybar object, its text and tooltip escaped for Pango markup.
    func waybar(_ view: WidgetView) throws -> String {
        let percentage: Int =
            switch view {
            case .progress(let progress, _): progress.percentage
            default: 0
            }
        let output = WaybarOutput(
            text: Self.markupEscaped(shortText(view)), alt: view.level.rawValue,
            tooltip: Self.markupEscaped(tooltip(view)), class: [view.level.rawValue], percentage: percentage)
        return try Self.compactJSON(output)
    }

    /// `text` with `&`, `<` and `>` escaped, as Pango markup needs.
    static func markupEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// `value` as JSON on one line, keys sorted.
    static func compactJSON<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    // MARK: JSON

    /// `kado widget --format json`: the summary and the day's snapshot (only the selected habits).
    struct JSONOutput: Encodable {
        /// One habit of the summary.
        struct Habit: Encodable {
            let id: UUID
            let name: String
            let mark: String
            let progress: String
            let onTodayList: Bool
            let status: WidgetStatus?
            /// The streaks the status bars show (``StreakDisplay``), and Kadō's presence-based
            /// ones (the snapshot's `currentStreak` and `bestStreak`).
            let streak: Int
            let bestStreak: Int
            let presenceStreak: Int
            let presenceBestStreak: Int
            let streakUnit: StreakUnit?
            let scorePercent: Int
        }

        /// What the status bars show.
        struct Summary: Encodable {
            let state: String
            let day: LogicalDay?
            let firstDay: LogicalDay?
            let lastDay: LogicalDay?
            let generatedAt: Date?
            let path: String
            let done: Int
            let due: Int
            let percentage: Int
            let text: String
            let tooltip: String
            let habits: [Habit]
        }

        let summary: Summary
        let snapshot: WidgetSnapshot?

        enum CodingKeys: String, CodingKey {
            case summary
            case snapshot
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(summary, forKey: .summary)
            try container.encode(snapshot, forKey: .snapshot)
        }
    }

    /// The JSON of `view`: pretty-printed, or on one line when watching.
    func json(_ view: WidgetView) throws -> String {
        let output = jsonOutput(view)
        if isWatching { return try Self.compactJSON(output) }
        var text = try KadoCLI.JSONOutput.string(output)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    func jsonOutput(_ view: WidgetView) -> JSONOutput {
        var reading: WidgetReading?
        var progress: WidgetProgress?
        var snapshot: WidgetSnapshot?
        switch view {
        case .progress(let value, let source):
            progress = value
            reading = source
            snapshot = source.snapshot.map { Self.filtered($0, to: Set(value.items.map(\.habit.id))) }
        case .outdated(let value):
            reading = value
        case .unavailable:
            break
        }
        let habits = (progress?.items ?? []).map { item in
            JSONOutput.Habit(
                id: item.habit.id, name: item.habit.name, mark: WidgetWording.mark(item.habit, row: item.row),
                progress: WidgetWording.progress(item.habit, row: item.row), onTodayList: item.row != nil,
                status: item.row?.status, streak: item.habit.displayedStreak.current,
                bestStreak: item.habit.displayedStreak.best, presenceStreak: item.habit.currentStreak,
                presenceBestStreak: item.habit.bestStreak,
                streakUnit: item.habit.streakUnit, scorePercent: item.habit.scorePercent)
        }
        let summary = JSONOutput.Summary(
            state: view.level.rawValue, day: progress?.day ?? reading?.today, firstDay: reading?.firstDay,
            lastDay: reading?.lastDay, generatedAt: reading?.brief.generatedAt, path: path, done: progress?.done ?? 0,
            due: progress?.due ?? 0, percentage: progress?.percentage ?? 0, text: text(view, styled: false),
            tooltip: tooltip(view), habits: habits)
        return JSONOutput(summary: summary, snapshot: snapshot)
    }

    /// `snapshot` with only the habits of `ids`, its counts recomputed.
    static func filtered(_ snapshot: WidgetSnapshot, to ids: Set<UUID>) -> WidgetSnapshot {
        var result = snapshot
        result.habits = snapshot.habits.filter { ids.contains($0.id) }
        result.today = snapshot.today.filter { ids.contains($0.habit.id) }
        result.matrix = snapshot.matrix.filter { ids.contains($0.habit.id) }
        result.totalDueToday = result.today.count
        result.completedToday = result.today.filter { $0.status == .complete }.count
        return result
    }
}

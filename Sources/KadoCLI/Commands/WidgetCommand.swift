import Foundation
import KadoApp
import KadoCore

/// `kado widget [--format FORMAT] [--habit HABIT …] [--watch]`: today's progress for a status
/// bar, read from the widget snapshot beside the database (never from the database).
struct WidgetCommand: Command {
    static let configuration = CommandConfiguration(
        name: "widget",
        summary: HelpText("cli.help.widget.summary"),
        discussion: HelpText("cli.help.widget.discussion"),
        examples: [
            "widget", "widget --format waybar --watch", "widget --format i3blocks", "widget --format tmux --habit Read",
        ])

    @Option(
        "format", "FORMAT",
        help: HelpText("cli.help.widget.format.help"),
        completion: .values(WidgetFormat.allCases.map(\.rawValue)))
    var format: String?
    @Option(
        "habit", "HABIT",
        help: HelpText("cli.help.widget.habits.help"),
        completion: .habit)
    var habits: [String]
    @Flag(
        "watch",
        help: HelpText("cli.help.widget.watch.help"))
    var watch: Bool

    func run(in context: CommandContext) throws {
        let format = try Self.format(self.format, usesJSON: context.usesJSON)
        let path = SnapshotFile.path(forDatabase: context.databasePath)
        let references = habits
        let watching = watch
        let renderer = WidgetRenderer(
            format: format, path: path, style: context.style, isWatching: watching, language: context.language)
        // A status bar reads the brief at the start of the file only; naming habits reads their
        // lines of today's lists, and watching them reads those again at each change and each
        // new day; printing the day's snapshot needs the whole series.
        let readsWholeSeries = format == .json
        if watching {
            var selection: Set<UUID>?
            var watcher = WidgetWatcher(
                path: path, now: context.now, timeZone: context.timeZone, readsWholeSeries: readsWholeSeries)
            watcher.references = references
            try watcher.run { result in
                let view: WidgetView
                switch result {
                case .success(let reading):
                    // The habits are named once, on the first snapshot read; renames do not matter after.
                    if selection == nil, !references.isEmpty {
                        selection = try reading.selection ?? Self.selection(references, in: reading.names)
                    }
                    view = WidgetView(reading, selection: selection)
                case .failure(let error):
                    view = .unavailable(error)
                }
                context.print(try renderer.render(view))
            }
            return
        }
        let reading: WidgetReading
        var selection: Set<UUID>?
        do {
            if !references.isEmpty && !readsWholeSeries {
                (reading, selection) = try WidgetReading.read(
                    selecting: references, argument: "--habit", from: path, now: context.now(),
                    timeZone: context.timeZone)
            } else {
                reading =
                    readsWholeSeries
                    ? try WidgetReading.read(from: path, now: context.now(), timeZone: context.timeZone)
                    : try WidgetReading.readBrief(from: path, now: context.now(), timeZone: context.timeZone)
            }
        } catch let error as SnapshotFileError {
            switch format {
            case .waybar:
                // waybar shows only what a module prints with exit 0: the "missing" object says
                // what to do in its tooltip, as --watch does.
                context.print(try renderer.render(.unavailable(error)))
                return
            case .i3blocks:
                context.print(try renderer.render(.unavailable(error)))
                throw WidgetExit(reportMessage: error.reportMessage, exitCode: .urgent)
            case .text, .json, .tmux:
                throw error
            }
        }
        if selection == nil, !references.isEmpty { selection = try Self.selection(references, in: reading.names) }
        let view = WidgetView(reading, selection: selection)
        context.print(try renderer.render(view))
        if case .outdated = view, format == .i3blocks {
            throw WidgetExit(reportMessage: reading.outdatedReport, exitCode: .urgent)
        }
    }

    /// `--format`, which `--json` may stand for.
    static func format(_ text: String?, usesJSON: Bool) throws(UsageError) -> WidgetFormat {
        guard let text else { return usesJSON ? .json : .text }
        guard let format = WidgetFormat(rawValue: text.lowercased()) else {
            throw .invalidValue(text, for: "--format", problem: .oneOf(WidgetFormat.allCases.map(\.rawValue)))
        }
        if usesJSON, format != .json {
            throw .invalidValue(text, for: "--format", problem: .formatWithJSON)
        }
        return format
    }

    /// The ids of the habits `references` name.
    static func selection(_ references: [String], in habits: [WidgetHabitName]) throws(UsageError) -> Set<UUID> {
        var ids: Set<UUID> = []
        for reference in references {
            ids.insert(try WidgetHabitMatcher.match(reference, in: habits, argument: "--habit").id)
        }
        return ids
    }
}

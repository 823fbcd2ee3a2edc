import Foundation
import KadoApp
import KadoCore

/// `kado widget [--format FORMAT] [--habit HABIT …] [--watch]`: today's progress for a status
/// bar, read from the widget snapshot beside the database (never from the database).
struct WidgetCommand: Command {
    static let configuration = CommandConfiguration(
        name: "widget",
        summary: HelpText(
            "Print today's progress for a status bar (waybar, i3blocks, tmux)",
            french: "Écrire la progression du jour pour une barre d’état (waybar, i3blocks, tmux)"),
        discussion: HelpText(
            "Reads only the widget snapshot beside the database (kado.snapshot.json), which every change "
                + "rewrites with today and the next six days, so the status bar rolls over at the day's start with "
                + "nothing running and never opens the database. A missing or outdated snapshot is said plainly "
                + "(i3blocks: exit 33, urgent).",
            french:
                "Lit seulement l’instantané du widget à côté de la base (kado.snapshot.json), que chaque changement "
                + "réécrit avec aujourd’hui et les six jours suivants : la barre d’état passe au jour suivant à son "
                + "début sans rien faire tourner et n’ouvre jamais la base. Un instantané absent ou périmé est dit "
                + "clairement (i3blocks : code 33, urgent)."),
        examples: [
            "widget", "widget --format waybar --watch", "widget --format i3blocks", "widget --format tmux --habit Read",
        ])

    @Option(
        "format", "FORMAT",
        help: HelpText(
            "text (the default, one line), json, waybar (one JSON object a line), i3blocks (full text, short text, "
                + "colour) or tmux",
            french: "text (par défaut, une ligne), json, waybar (un objet JSON par ligne), i3blocks (texte complet, "
                + "texte court, couleur) ou tmux"),
        completion: .values(WidgetFormat.allCases.map(\.rawValue)))
    var format: String?
    @Option(
        "habit", "HABIT",
        help: HelpText(
            "Show only this habit (id, name or beginning of a name)",
            french: "N’afficher que cette habitude (identifiant, nom ou début de nom)"),
        completion: .habit)
    var habits: [String]
    @Flag(
        "watch",
        help: HelpText(
            "Print again whenever the snapshot changes and at the day's start (waybar)",
            french: "Écrire de nouveau à chaque changement de l’instantané et au début du jour (waybar)"))
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

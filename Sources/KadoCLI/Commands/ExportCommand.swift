import Foundation
import KadoApp
import KadoCore

/// `kado export [--format json|csv] [-o FILE]`: writes a backup; `--format markdown [--from DAY]
/// [--to DAY]` writes daily notes for notes apps instead (``DailyNoteMarkdown``), which no import
/// reads back.
struct ExportCommand: Command {
    static let configuration = CommandConfiguration(
        name: "export",
        summary: HelpText("cli.help.export.summary"),
        discussion: HelpText("cli.help.export.discussion"),
        examples: [
            "export", "export --format csv -o ~/Backups", "export -o - > kado.json",
            "export --format markdown --from 2026-11-01 --to 2026-11-30 -o november.md",
        ], changesData: true)

    @Option(
        "format", "FORMAT",
        help: HelpText("cli.help.export.format.help"),
        completion: .values(["json", "csv", "markdown"]), parse: ValueParser.oneOf(["json", "csv", "markdown"]))
    var format: String?
    @Option(
        "from", "DAY",
        help: HelpText("cli.help.export.from.help"),
        parse: DayText.parse)
    var from: DayText?
    @Option(
        "to", "DAY",
        help: HelpText("cli.help.export.to.help"),
        parse: DayText.parse)
    var to: DayText?
    @Option(
        "output", "FILE", short: "o",
        help: HelpText("cli.help.export.output.help"),
        completion: .file)
    var output: String?

    /// `kado export --json`: where the backup went and what it holds.
    struct Output: Encodable {
        let path: String
        let format: String
        let habits: Int
        let records: Int
        let notCarried: [String]
        /// Records and skips stored on days no backup carries, left out of the file.
        let leftOut: [LeftOut]

        /// A record or skip left out: its habit and day(s).
        struct LeftOut: Encodable {
            let kind: String
            let habitID: UUID
            let habit: String
            let day: String
            let lastDay: String?

            init(_ record: UnsupportedRecord) {
                kind = record.kind.rawValue
                habitID = record.habitID
                habit = record.habitName
                day = record.day.description
                lastDay = record.lastDay?.description
            }
        }
    }

    /// `kado export --format markdown --json`: where the daily notes went and what they cover.
    struct MarkdownOutput: Encodable {
        let path: String
        let format: String
        let from: String
        let to: String
        /// The days that have a section (those with nothing to say have none).
        let days: Int
    }

    func run(in context: CommandContext) throws {
        let format = self.format ?? "json"
        if output == "-", context.usesJSON {
            throw UsageError.invalidValue("-", for: "-o", problem: .backupToStandardOutput)
        }
        if format == "markdown" { return try exportMarkdown(in: context) }
        if let day = from ?? to {
            throw UsageError.invalidValue(day.text, for: day.argument, problem: .onlyWithMarkdown)
        }
        let tracker = try context.openTrackerForReading()
        let backupFormat: BackupFormat = format == "csv" ? .csv : .json
        let words = try context.words(tracker)
        let backup: ExportSummary
        var path = "-"
        if output == "-" {
            // Standard output, as it is made: a pipe takes the file a chunk at a time.
            backup = try Self.translatingFailure(path: "-", tracker: tracker) {
                try tracker.backups.exportBackup(
                    format: backupFormat, appVersion: AppVersion.current,
                    into: DataWritingSink(write: context.writeData))
            }
        } else {
            let today = try tracker.today()
            path = try destination(output, name: "kado-backup-\(today).\(format)", context: context)
            backup = try Self.translatingFailure(path: path, tracker: tracker) {
                try tracker.backups.exportBackup(format: backupFormat, appVersion: AppVersion.current, toFileAt: path)
            }
        }
        let summary = words.count(backup.habitCount, .habit) + ", " + words.count(backup.recordCount, .record)
        // Warnings go to standard error, so that `-o -` and --json stay clean.
        if !backup.notCarried.isEmpty, !context.usesJSON {
            context.printError(
                words(.errorPrefix) + words(.csvCannotCarry(backup.notCarried, in: words.language)))
        }
        if !backup.leftOut.isEmpty, !context.usesJSON {
            context.printError(words(.errorPrefix) + words(.exportLeftOut(backup.leftOut, in: words.language)))
        }
        if output == "-" { return }
        if context.usesJSON {
            return try context.printJSON(
                Output(
                    path: path, format: format, habits: backup.habitCount, records: backup.recordCount,
                    notCarried: backup.notCarried.map(\.description),
                    leftOut: backup.leftOut.map { Output.LeftOut($0) }))
        }
        context.print(words(.exported(summary, TerminalText.safe(path))))
    }

    /// `--format markdown`: the daily notes of `--from` through `--to`, to a file or standard
    /// output. Every refusal comes before anything is written.
    private func exportMarkdown(in context: CommandContext) throws {
        let tracker = try context.openTrackerForReading()
        let app = try tracker.context()
        let (first, last) = try days(today: app.today)
        let notes = try tracker.views.dayNotes(from: first, through: last, in: app)
        let words = Localizer(language: app.settings.language)
        let text = DailyNoteMarkdown(words: words).document(notes)
        if output == "-" {
            context.writeData(Data(text.utf8))
            return
        }
        let path = try destination(
            output, name: "kado-notes-\(first)_\(last).md", context: context)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw FileWriteError(content: .dailyNotes, path: path, systemReason: tracker.backups.reason(of: error))
        }
        if context.usesJSON {
            return try context.printJSON(
                MarkdownOutput(
                    path: path, format: "markdown", from: first.description, to: last.description,
                    days: notes.days.count))
        }
        context.print(words(.exported(words.count(notes.days.count, .day), TerminalText.safe(path))))
    }

    /// The days `--from` and `--to` name (the last 7 through today by default), refused when
    /// the first is after the last or they span more than ``ViewUseCases/dayNotesMaximumDays``.
    func days(today: LogicalDay) throws -> (first: LogicalDay, last: LogicalDay) {
        let last = try to?.resolved(today: today) ?? today
        let first = try from?.resolved(today: today) ?? last.adding(days: -6)
        guard first <= last else {
            throw UsageError.invalidValue(
                from?.text ?? first.description, for: from?.argument ?? "--from",
                problem: .afterLastDay(last.description))
        }
        let maximum = ViewUseCases.dayNotesMaximumDays
        guard first.days(to: last) < maximum else {
            throw UsageError.invalidValue(
                from?.text ?? first.description, for: from?.argument ?? "--from",
                problem: .rangeTooLong(maximum: maximum))
        }
        return (first, last)
    }

    /// Runs `export`, telling a file that cannot be written as ``FileWriteError`` (exit 74).
    private static func translatingFailure(
        path: String, tracker: Tracker, _ export: () throws -> ExportSummary
    ) throws
        -> ExportSummary
    {
        do {
            return try export()
        } catch let error as ExportFileError {
            throw FileWriteError(content: .backup, path: error.path, systemReason: error.reason)
        } catch let error as AppError {
            throw error
        } catch {
            throw FileWriteError(content: .backup, path: path, systemReason: tracker.backups.reason(of: error))
        }
    }

    /// The file to write: `-o FILE`, or `name` (`kado-backup-YYYY-MM-DD.<format>`) in `-o FOLDER`
    /// or the current folder.
    private func destination(_ output: String?, name: String, context: CommandContext) throws
        -> String
    {
        guard let output, !output.isEmpty else {
            return (context.workingDirectory as NSString).appendingPathComponent(name)
        }
        let expanded = (output as NSString).expandingTildeInPath
        let absolute =
            expanded.hasPrefix("/") ? expanded : (context.workingDirectory as NSString).appendingPathComponent(expanded)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder), isFolder.boolValue {
            return (absolute as NSString).appendingPathComponent(name)
        }
        let folder = PathName.folder(of: absolute)
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw UsageError.invalidValue(output, for: "-o", problem: .missingFolder(folder))
        }
        return absolute
    }
}

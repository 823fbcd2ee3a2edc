import Foundation
import KadoApp
import KadoCore

/// `kado export [--format json|csv] [-o FILE]`: writes a backup.
struct ExportCommand: Command {
    let specification = CommandCatalog.export

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

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let format = arguments.value(of: "format") ?? "json"
        guard format == "json" || format == "csv" else {
            throw UsageError.invalidValue(format, for: "--format", problem: .choice(["json", "csv"]))
        }
        let output = arguments.value(of: "output")
        if output == "-", context.usesJSON {
            throw UsageError.invalidValue("-", for: "-o", problem: .backupToStandardOutput)
        }
        let tracker = try context.openTrackerForReading()
        let backup = try tracker.exportBackup(
            format: format == "csv" ? .csv : .json, appVersion: AppVersion.current)
        let data = backup.data
        let words = try context.words(tracker)
        let summary = words.count(backup.habitCount, .habit) + ", " + words.count(backup.recordCount, .record)
        // Warnings go to standard error, so that `-o -` and --json stay clean.
        if !backup.notCarried.isEmpty, !context.usesJSON {
            context.printError(
                words(.errorPrefix) + words(.csvCannotCarry(backup.notCarried, in: words.language)))
        }
        if !backup.leftOut.isEmpty, !context.usesJSON {
            context.printError(words(.errorPrefix) + words(.exportLeftOut(backup.leftOut, in: words.language)))
        }
        if output == "-" {
            context.writeData(data)
            return
        }
        let path = try destination(output, format: format, today: try tracker.today(), context: context)
        do {
            try Self.write(data, to: path)
        } catch {
            throw ExportWriteError(path: path, systemReason: error.reason)
        }
        if context.usesJSON {
            return try context.printJSON(
                Output(
                    path: path, format: format, habits: backup.habitCount, records: backup.recordCount,
                    notCarried: backup.notCarried.map(\.description),
                    leftOut: backup.leftOut.map { Output.LeftOut($0) }))
        }
        context.print(words(.exported(summary, TerminalText.safe(path))))
    }

    /// Writes the backup to `path`: a regular file (or a new one) atomically, through a temporary
    /// file renamed over it; anything else (a device such as `/dev/stdout`, a pipe) in place, since
    /// a rename would put a file where the device was.
    static func write(_ data: Data, to path: String) throws(ExportWriteError.Failure) {
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        guard let type, type != .typeRegular, type != .typeSymbolicLink, type != .typeDirectory else {
            do {
                try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw ExportWriteError.Failure(error)
            }
            return
        }
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        guard descriptor >= 0 else { throw ExportWriteError.Failure(errno: errno) }
        defer { close(descriptor) }
        let failure = data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32? in
            guard var start = buffer.baseAddress else { return nil }
            var left = buffer.count
            while left > 0 {
                let written = systemWrite(descriptor, start, left)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                start += written
                left -= written
            }
            return nil
        }
        if let failure { throw ExportWriteError.Failure(errno: failure) }
    }

    /// The file to write: `-o FILE`, or `kado-backup-YYYY-MM-DD.<format>` in `-o FOLDER` or the
    /// current folder.
    private func destination(_ output: String?, format: String, today: LogicalDay, context: CommandContext) throws
        -> String
    {
        let name = "kado-backup-\(today).\(format)"
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

/// A backup `kado export` could not write: the file and the system's reason, in the settings'
/// language around the system's words; exit 74.
struct ExportWriteError: Error, ReportableError {
    /// Why a write failed, as the system says it.
    struct Failure: Error {
        /// The system's account, lowercased (`no space left on device`).
        let reason: String

        /// The failure of `errno`.
        init(errno code: Int32) {
            self.init(reason: Tracker.systemReason(errno: code))
        }

        /// A failure the system gives `reason` for.
        init(reason: String) {
            self.reason = reason
        }

        /// The failure Foundation reports: its POSIX error when it carries one, else its account.
        init(_ error: any Error) {
            let error = error as NSError
            let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
            if error.domain == NSPOSIXErrorDomain {
                self.init(errno: Int32(error.code))
            } else if let underlying, underlying.domain == NSPOSIXErrorDomain {
                self.init(errno: Int32(underlying.code))
            } else {
                self.init(reason: error.localizedDescription)
            }
        }
    }

    /// The file, as the command resolved it.
    let path: String
    /// The system's account.
    let systemReason: String

    var exitCode: ExitCode { .ioError }

    var reportMessage: String { reportMessage(in: .english) }

    func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        return words(.errorPrefix) + words(.backupNotWritten(TerminalText.safe(path), systemReason: systemReason))
    }
}

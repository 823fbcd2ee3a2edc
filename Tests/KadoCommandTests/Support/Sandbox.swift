import Foundation
import KadoStore
import KadoTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A temporary folder of its own in which the built `kado` runs: its database lives in `data/`
/// (with its own backups folder, `data/backups`, and nothing else, so the folder can be compared
/// byte for byte), the clock is pinned with
/// `KADO_NOW`, the time zone is set with `TZ`, colours are off (`NO_COLOR`), the locale is
/// `C.UTF-8`, `HOME` points inside the folder and standard input is /dev/null.
///
/// The folder and everything in it are removed when the sandbox goes away.
final class Sandbox {
    /// The instant every command runs at unless told otherwise: Friday 2026-04-10, 09:00 UTC.
    static let defaultNow = "2026-04-10T09:00:00Z"

    /// The sandbox's folder.
    let folder: URL
    /// The folder that holds the database, its -wal and -shm files, and nothing else.
    let dataFolder: URL
    /// Where captured output goes while a command runs.
    let scratch: URL
    /// The database file (`KADO_DB`).
    let databasePath: String
    /// The pinned clock (`KADO_NOW`).
    var now: String
    /// The time zone (`TZ`).
    var timeZone: String

    init(now: String = Sandbox.defaultNow, timeZone: String = "UTC") throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("kado-command-\(UUID().uuidString)", isDirectory: true)
        dataFolder = folder.appendingPathComponent("data", isDirectory: true)
        scratch = folder.appendingPathComponent("io", isDirectory: true)
        for url in [dataFolder, scratch, folder.appendingPathComponent("home", isDirectory: true)] {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        databasePath = dataFolder.appendingPathComponent("kado.sqlite").path
        self.now = now
        self.timeZone = timeZone
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The whole environment a command runs with (nothing is inherited from the test process).
    func environment(now: String? = nil, timeZone: String? = nil, extra: [String: String] = [:]) -> [String: String] {
        var variables = [
            "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": folder.appendingPathComponent("home").path,
            "TZ": timeZone ?? self.timeZone, "NO_COLOR": "1", "LC_ALL": "C.UTF-8", "KADO_DB": databasePath,
            "KADO_NOW": now ?? self.now,
        ]
        variables.merge(extra) { $1 }
        return variables
    }

    /// Runs `kado arguments` and returns what it left, whatever its exit status; then, unless
    /// `waitingForBackups` is `false`, waits for the automatic backup it started in a process of
    /// its own to end, so that what follows finds the folder as the command left it.
    func kado(
        _ arguments: [String], now: String? = nil, timeZone: String? = nil, environment extra: [String: String] = [:],
        input: Data? = nil, workingDirectory: URL? = nil, waitingForBackups: Bool = true
    ) throws -> RunResult {
        let result = try ProgramRunner.run(
            try KadoBinary.require(), arguments, environment: environment(now: now, timeZone: timeZone, extra: extra),
            input: input, scratch: scratch, workingDirectory: workingDirectory)
        if waitingForBackups { waitForBackgroundBackups() }
        return result
    }

    /// The processes doing a command's upkeep in the background (`kado … upkeep --detached`) for a
    /// database of this sandbox, found by their command lines.
    func backgroundBackups() -> [Int32] {
        // Any database of the sandbox: a command may name another one with --db.
        let root = folder.path + "/"
        return ProcessTable.commandLines().filter { process in
            process.arguments.contains("--detached") && process.arguments.contains { $0.hasPrefix(root) }
        }
        .map(\.pid)
    }

    /// Waits, a minute at most, until no process writes this sandbox's backup in the background.
    func waitForBackgroundBackups() {
        // Not `for … where`: its condition filters each turn and never ends the loop.
        var turns = 0
        while turns < 1200, !backgroundBackups().isEmpty {
            usleep(50_000)
            turns += 1
        }
    }

    /// Runs `kado arguments`, which must succeed: exit 0 and nothing on standard error.
    @discardableResult
    func succeed(
        _ arguments: [String], now: String? = nil, timeZone: String? = nil, environment extra: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> RunResult {
        let result = try kado(arguments, now: now, timeZone: timeZone, environment: extra)
        guard result.status == 0, result.exited, result.error.isEmpty else {
            Issue.record("kado \(arguments) failed: \(result)", sourceLocation: sourceLocation)
            throw CommandFailed(arguments: arguments, result: result)
        }
        return result
    }

    /// Runs `kado arguments` (which must succeed) and decodes its standard output as JSON.
    func json<Value: Decodable>(
        _ type: Value.Type, _ arguments: [String], now: String? = nil, timeZone: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Value {
        let result = try succeed(arguments, now: now, timeZone: timeZone, sourceLocation: sourceLocation)
        return try JSONDecoder().decode(Value.self, from: Data(result.output.utf8))
    }

    /// Every file of the data folder (the database, any -wal or -shm, and the backups in
    /// `backups/`) with its bytes.
    ///
    /// The widget snapshot (`kado.snapshot.json`) is left out: it is derived from the database and
    /// written after changes and by Today; its own tests check it.
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: dataFolder.path) where !name.hasSuffix(".snapshot.json") {
            let url = dataFolder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            // The database's own backups folder (`backups/`) is compared file by file.
            if manager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                for inner in try manager.contentsOfDirectory(atPath: url.path) {
                    files[name + "/" + inner] = try Data(contentsOf: url.appendingPathComponent(inner))
                }
            } else {
                files[name] = try Data(contentsOf: url)
            }
        }
        return files
    }

    /// Opens the sandbox's database in this process (close it by letting it go before running
    /// `kado` again when files are compared).
    func openStore() throws -> HabitStore {
        try HabitStore(path: databasePath, now: { Date() })
    }

    /// A text file in the sandbox's folder (outside `data/`).
    func file(_ name: String) -> URL {
        folder.appendingPathComponent(name)
    }
}

/// A command that was expected to succeed and did not.
struct CommandFailed: Error, CustomStringConvertible {
    let arguments: [String]
    let result: RunResult

    var description: String { "kado \(arguments.joined(separator: " ")): \(result)" }
}

/// The cells of a row of one of `kado`'s text tables: the line split where two or more spaces
/// separate columns, so that a row reads `["✓", "Read", "done", "2 days", "10%"]` whatever the
/// columns' widths.
func cells(_ line: String) -> [String] {
    var cells: [String] = []
    var current = ""
    var spaces = 0
    for character in line {
        if character == " " {
            spaces += 1
            continue
        }
        if spaces >= 2, !current.isEmpty {
            cells.append(current)
            current = ""
        } else if spaces == 1, !current.isEmpty {
            current.append(" ")
        }
        spaces = 0
        current.append(character)
    }
    if !current.isEmpty { cells.append(current) }
    return cells
}

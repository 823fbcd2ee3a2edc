import Foundation
import KadoApp
import KadoBackup
import KadoCore
import KadoTestSupport

/// The issue-4 benchmarks on the store's long matrix (L): `kado export` as JSON and as CSV
/// against the sqlite3 shell dumping the same rows, and `kado import` of the JSON into an empty
/// database (then again into the same one) against the shell loading its dump into an empty file;
/// with the in-process steps (reading the store, encoding, decoding) on their own.
struct BackupSuite {
    let workspace: Workspace

    /// Runs every backup benchmark.
    func run() throws(BenchmarkError) -> BackupRun {
        let options = workspace.options
        let log = { (text: String) in workspace.log("backup: " + text) }
        let size = options.storeSizes.long
        let folder = workspace.folder
        let shell = try workspace.shell()
        let shellVersion = try workspace.shellVersion()
        let kadoPath = try workspace.kadoPath()
        let loadBefore = StoreSuite.loadAverage()
        let (source, sourceLoad, reused) = try workspace.loadedStore(size, by: "backup")
        let kado = try workspace.kadoProcess(database: source)
        let matrix = workspace.matrix(size)
        let today = matrix.today
        let counts = BackupSuite.repeats(options: options, records: matrix.completions.count)
        let (exportRounds, reimports) = (counts.exports, counts.reimports)

        // What an export must carry: every row of the source that is not a tombstone.
        let expected: RowCounts
        let tombstones: Int
        do {
            let file = try SQLiteFile(path: source, readOnly: true)
            expected = try RowCounts(file, where: "deleted_at IS NULL")
            tombstones = try RowCounts(file).total - expected.total
        }
        log("\(size.name) holds \(expected); \(tombstones) tombstones")

        // MARK: Export
        let jsonPath = folder + "/backup-\(size.name).json"
        let csvPath = folder + "/backup-\(size.name).csv"
        let dumpPath = folder + "/dump-\(size.name).sql"
        let shellCSVPath = folder + "/shell-\(size.name).csv"
        var exportJSON = Samples()
        var exportCSV = Samples()
        var dump = Samples()
        var shellCSV = Samples()
        var csvWarning = ""
        log("kado export --format json|csv against sqlite3 .dump|-csv, ×\(exportRounds)…")
        for round in 0..<exportRounds {
            exportJSON.add(try kado.run(["export", "--format", "json", "-o", jsonPath]))
            dump.add(try shell.run(["-bail", source, ".output \(dumpPath)", BackupSuite.dumpCommand]))
            let csv = try kado.run(["export", "--format", "csv", "-o", csvPath])
            exportCSV.add(csv)
            csvWarning = csv.errorOutput.trimmingCharacters(in: .whitespacesAndNewlines)
            shellCSV.add(
                try shell.run(["-bail", "-csv", "-header", source, ".output \(shellCSVPath)", BackupSuite.csvQuery]))
            log(
                "round \(round + 1): json \(format(nanoseconds: exportJSON.durations.last?.nanoseconds ?? 0)), "
                    + "dump \(format(nanoseconds: dump.durations.last?.nanoseconds ?? 0)), "
                    + "csv \(format(nanoseconds: exportCSV.durations.last?.nanoseconds ?? 0)), "
                    + "shell csv \(format(nanoseconds: shellCSV.durations.last?.nanoseconds ?? 0))")
        }
        var problems: [String] = []
        let csvLines = BackupSuite.lineCount(csvPath)
        let shellCSVLines = BackupSuite.lineCount(shellCSVPath)
        if csvLines != shellCSVLines {
            problems.append("kado's CSV has \(csvLines) lines, the shell's \(shellCSVLines)")
        }

        // MARK: In process
        log("in-process: backupContents(), encode, decode…")
        let inProcess = try measureInProcess(
            source: source, today: today, expected: expected, jsonPath: jsonPath, repeats: counts.inProcess,
            problems: &problems)

        // MARK: Import
        let importPath = folder + "/import-\(size.name).sqlite"
        let shellLoadPath = folder + "/shell-load-\(size.name).sqlite"
        for path in [importPath, shellLoadPath] { BackupSuite.removeDatabase(at: path) }
        let importer = try workspace.kadoProcess(database: importPath)
        log("kado import \((jsonPath as NSString).lastPathComponent) into an empty database…")
        let first = try importer.run(["import", "--json", jsonPath], capturesOutput: true)
        var importEmpty = Samples()
        importEmpty.add(first)
        log("took \(format(seconds: first.elapsed)); checking every row…")
        problems += BackupSuite.checkSummary(first.output, expected: expected, firstImport: true)
        problems += try BackupSuite.compare(imported: importPath, with: source, expected: expected)

        log("kado import again into the same database, ×\(reimports)…")
        var reimport = Samples()
        let before = try BackupSuite.state(of: importPath)
        for _ in 0..<reimports {
            let run = try importer.run(["import", "--json", jsonPath], capturesOutput: true)
            reimport.add(run)
            problems += BackupSuite.checkSummary(run.output, expected: expected, firstImport: false)
        }
        let after = try BackupSuite.state(of: importPath)
        if before != after { problems.append("the re-import changed the database: \(before) → \(after)") }

        log("sqlite3 loading its dump into an empty file…")
        var shellLoad = Samples()
        let load = try shell.run(["-bail", shellLoadPath], input: dumpPath)
        guard load.errorOutput.isEmpty else {
            throw BenchmarkError("sqlite3 reported: \(load.errorOutput.prefix(300))")
        }
        shellLoad.add(load)
        log("took \(format(seconds: load.elapsed)); comparing with the source…")
        do {
            let loaded = try SQLiteFile(path: shellLoadPath, readOnly: true)
            let original = try SQLiteFile(path: source, readOnly: true)
            for table in RowCounts.tables {
                let differences = try original.differingRows(in: table, comparedWith: loaded)
                if differences > 0 {
                    problems.append("the shell's load differs from the source in \(differences) \(table)")
                }
            }
        }

        return BackupRun(
            size: size, sourceLoad: sourceLoad, sourceReused: reused, expected: expected, tombstones: tombstones,
            exportJSON: exportJSON, exportCSV: exportCSV, dump: dump, shellCSV: shellCSV,
            jsonBytes: fileSize(jsonPath), csvBytes: fileSize(csvPath), dumpBytes: fileSize(dumpPath),
            shellCSVBytes: fileSize(shellCSVPath), csvLines: csvLines, csvWarning: csvWarning, inProcess: inProcess,
            importEmpty: importEmpty, reimport: reimport, shellLoad: shellLoad, importedBytes: fileSize(importPath),
            shellLoadedBytes: fileSize(shellLoadPath), problems: problems, kadoPath: kadoPath,
            shellVersion: shellVersion, loadAverage: (loadBefore, StoreSuite.loadAverage()), today: today,
            fingerprint: matrix.fingerprint)
    }

    /// How many times each thing is timed: `--repeat N` for all; otherwise, below a million
    /// records, 3 rounds of the four exports (kado JSON, shell dump, kado CSV, shell CSV), 3
    /// re-imports and 2 of each in-process step, and on larger matrices (L: ≈ 4 minutes in all)
    /// one of each. The first import and the shell's load into an empty file run once.
    static func repeats(options: BenchmarkOptions, records: Int) -> (exports: Int, reimports: Int, inProcess: Int) {
        if let repeats = options.repeats { return (repeats, repeats, repeats) }
        return records >= 1_000_000 ? (1, 1, 1) : (3, 3, 2)
    }

    /// The shell's dump of the three tables a backup carries (with their indexes, created after
    /// the rows).
    static let dumpCommand = ".dump habits completions skips"

    /// The shell writing Kadō's 16 CSV columns from the same rows, in the same order (habits by
    /// creation then id, their records by day), instants formatted as Kadō writes them.
    static let csvQuery = """
        SELECT 1 AS format_version, h.id AS habit_id, h.name AS habit_name, h.frequency, h.type,
        strftime('%Y-%m-%dT%H:%M:%SZ', h.created_at, 'unixepoch') AS created_at,
        strftime('%Y-%m-%dT%H:%M:%SZ', h.archived_at, 'unixepoch') AS archived_at, h.color, h.icon,
        h.reminders_enabled, h.reminder_hour, h.reminder_minute, c.id AS completion_id,
        strftime('%Y-%m-%dT%H:%M:%SZ', c.recorded_at, 'unixepoch') AS completion_date, c.value, c.note
        FROM habits AS h LEFT JOIN completions AS c ON c.habit_id = h.id AND c.deleted_at IS NULL
        WHERE h.deleted_at IS NULL ORDER BY h.created_at, h.id, c.day, c.recorded_at, c.id;
        """

    // MARK: - In process

    /// `Tracker.backupContents()`, the two encoders on its result, and the JSON decoder on the
    /// file `kado export` wrote (the first step of `kado import`), each timed on its own.
    private func measureInProcess(
        source: String, today: LogicalDay, expected: RowCounts, jsonPath: String, repeats: Int,
        problems: inout [String]
    ) throws(BenchmarkError) -> InProcessBackup {
        let tracker = try Workspace.tracker(path: source, today: today)
        let utc = StoreSuite.kadoCalendar.boundary.timeZone
        let exportedAt = Workspace.noon(of: today)
        var result = InProcessBackup()
        var contents = BackupContents()
        for _ in 0..<repeats {
            let timing = try measure { () throws(BenchmarkError) in
                do { return try tracker.backups.backupContents() } catch {
                    throw BenchmarkError("backupContents(): \(error)")
                }
            }
            result.contents.add(timing.wall, cpu: timing.cpu)
            contents = timing.result
        }
        let read = RowCounts(contents)
        if read != expected { problems.append("backupContents() holds \(read), not \(expected)") }

        for _ in 0..<repeats {
            let json = try measure { () throws(BenchmarkError) in
                do {
                    return try KadoJSONBackup.encode(
                        contents, exportedAt: exportedAt, appVersion: "benchmark", timeZone: utc
                    ).count
                } catch { throw BenchmarkError("KadoJSONBackup.encode: \(error)") }
            }
            result.encodeJSON.add(json.wall, cpu: json.cpu)
            let csv = try measure { () throws(BenchmarkError) in
                KadoCSVBackup.encode(contents, timeZone: utc).data.count
            }
            result.encodeCSV.add(csv.wall, cpu: csv.cpu)
        }
        contents = BackupContents()

        let jsonData: Data
        do {
            jsonData = try Data(contentsOf: URL(fileURLWithPath: jsonPath))
        } catch {
            throw BenchmarkError("cannot read the export back: \(error)")
        }
        for _ in 0..<repeats {
            let json = try measure { () throws(BenchmarkError) in
                do { return RowCounts(try KadoJSONBackup.decode(jsonData, timeZone: utc)) } catch {
                    throw BenchmarkError("KadoJSONBackup.decode of kado's export: \(error)")
                }
            }
            result.decodeJSON.add(json.wall, cpu: json.cpu)
            if json.result != expected {
                problems.append("kado's JSON export decodes to \(json.result), not \(expected)")
            }
        }
        return result
    }

    // MARK: - Checks

    /// The problems with `kado import --json`'s summary `output`: a first import must find every
    /// row new, a second every row unchanged, and neither may leave anything out.
    static func checkSummary(_ output: String, expected: RowCounts, firstImport: Bool) -> [String] {
        let summary: ImportSummary
        do {
            summary = try JSONDecoder().decode(ImportSummary.self, from: Data(output.utf8))
        } catch {
            return ["kado import --json printed no summary: \(output.prefix(200))"]
        }
        var problems: [String] = []
        let which = firstImport ? "first import" : "re-import"
        for (name, counts, wanted) in [
            ("habits", summary.habits, expected.habits), ("completions", summary.completions, expected.completions),
            ("skips", summary.skips, expected.skips),
        ] {
            let (new, unchanged) = firstImport ? (wanted, 0) : (0, wanted)
            if counts.total != wanted || counts.new != new || counts.unchanged != unchanged || counts.updated != 0 {
                problems.append(
                    "\(which): \(name) \(counts.total) in the file, \(counts.new) new, \(counts.updated) updated, "
                        + "\(counts.unchanged) unchanged (expected \(wanted), all \(firstImport ? "new" : "unchanged"))"
                )
            }
        }
        if !summary.leftOut.isEmpty {
            problems.append("\(which) left out \(summary.leftOut.count) items, e.g. \(summary.leftOut[0].item)")
        }
        if !firstImport && summary.changesAnything { problems.append("the re-import reports changes") }
        return problems
    }

    /// The problems of the database imported at `imported` against the `source` it was exported
    /// from: the same number of live rows, and every live row of the source present with the same
    /// values in every column but the sync ones (stamp, device, deletion).
    static func compare(imported: String, with source: String, expected: RowCounts) throws(BenchmarkError)
        -> [String]
    {
        let file = try SQLiteFile(path: imported, readOnly: true)
        var problems: [String] = []
        let counts = try RowCounts(file, where: "deleted_at IS NULL")
        if counts != expected { problems.append("the imported database holds \(counts), not \(expected)") }
        try file.execute("ATTACH DATABASE '\(source.replacingOccurrences(of: "'", with: "''"))' AS source")
        // Memory-mapped reads: the probes jump all over two files of several hundred MiB.
        try file.execute("PRAGMA main.mmap_size = 4294967296; PRAGMA source.mmap_size = 4294967296")
        for table in RowCounts.tables {
            let columns = try file.columns(of: table).filter { !["stamp", "device_id", "deleted_at"].contains($0) }
            let same = columns.map { "i.\($0) IS s.\($0)" }.joined(separator: " AND ")
            let missing = try file.integer(
                """
                SELECT count(*) FROM source.\(table) AS s WHERE s.deleted_at IS NULL AND NOT EXISTS (
                SELECT 1 FROM main.\(table) AS i WHERE i.id = s.id AND i.deleted_at IS NULL AND \(same))
                """)
            if missing > 0 {
                problems.append("\(missing) \(table) of the source are missing or differ after the import")
            }
        }
        return problems
    }

    /// What a re-import must leave alone: each table's rows, live rows and newest stamp.
    static func state(of path: String) throws(BenchmarkError) -> String {
        let file = try SQLiteFile(path: path, readOnly: true)
        return try RowCounts.tables.map { table throws(BenchmarkError) in
            let row = try file.rows("SELECT count(*), total(deleted_at IS NULL), max(stamp) FROM \(table)").first ?? []
            return "\(table) " + row.map { $0 ?? "NULL" }.joined(separator: "/")
        }.joined(separator: ", ")
    }

    /// The line breaks in the file at `path`.
    static func lineCount(_ path: String) -> Int {
        guard let data = FileManager.default.contents(atPath: path) else { return 0 }
        return data.withUnsafeBytes { bytes in bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
    }

    static func removeDatabase(at path: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        try? FileManager.default.removeItem(atPath: SnapshotFile.path(forDatabase: path))
    }
}

/// How many habits, completions and skips.
struct RowCounts: Equatable, CustomStringConvertible {
    /// The tables a backup carries.
    static let tables = ["habits", "completions", "skips"]

    var habits = 0
    var completions = 0
    var skips = 0

    var total: Int { habits + completions + skips }

    /// The rows of each table of `file` that meet `condition`.
    init(_ file: SQLiteFile, where condition: String = "1") throws(BenchmarkError) {
        habits = try file.integer("SELECT count(*) FROM habits WHERE \(condition)")
        completions = try file.integer("SELECT count(*) FROM completions WHERE \(condition)")
        skips = try file.integer("SELECT count(*) FROM skips WHERE \(condition)")
    }

    /// What `contents` holds.
    init(_ contents: BackupContents) {
        habits = contents.habits.count
        completions = contents.completions.count
        skips = contents.skips.count
    }

    var description: String {
        "\(grouped(habits)) habits, \(grouped(completions)) records, \(grouped(skips)) skips"
    }
}

/// The in-process steps of an export and an import.
struct InProcessBackup {
    /// `Tracker.backupContents()`: every habit, record and skip read from the store.
    var contents = Samples()
    var encodeJSON = Samples()
    var encodeCSV = Samples()
    /// `KadoJSONBackup.decode` of kado's JSON export.
    var decodeJSON = Samples()
}

/// Everything the backup suite measured.
struct BackupRun {
    let size: HabitMatrix.Size
    /// How long loading the source through the store took (in this suite or an earlier one).
    let sourceLoad: Duration
    /// Whether the source is the store suite's database (with its edits) rather than a fresh load.
    let sourceReused: Bool
    /// The live rows of the source: what an export carries.
    let expected: RowCounts
    /// Deleted rows the source keeps (the store suite's undos); `.dump` copies them too.
    let tombstones: Int
    let exportJSON: Samples
    let exportCSV: Samples
    let dump: Samples
    let shellCSV: Samples
    let jsonBytes: Int
    let csvBytes: Int
    let dumpBytes: Int
    let shellCSVBytes: Int
    let csvLines: Int
    /// What `kado export --format csv` said it left out.
    let csvWarning: String
    let inProcess: InProcessBackup
    let importEmpty: Samples
    let reimport: Samples
    let shellLoad: Samples
    let importedBytes: Int
    let shellLoadedBytes: Int
    /// What was found wrong; empty when every check passed.
    let problems: [String]
    let kadoPath: String
    let shellVersion: String
    let loadAverage: (before: Double, after: Double)
    let today: LogicalDay
    let fingerprint: UInt64
}

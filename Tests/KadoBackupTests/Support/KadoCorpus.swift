import Foundation
import KadoBackup
import KadoCore
import KadoTestSupport
import Testing

/// Kadō's own backups, read by path from `../shared/fixtures/kado` (never copied into the
/// project). `KADO_FIXTURES` may name another folder holding `kado-corpus.json` and
/// `kado-corpus.csv`.
enum KadoCorpus {
    /// The folder the corpus is read from.
    static let folder: URL = {
        if let override = ProcessInfo.processInfo.environment["KADO_FIXTURES"], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        // Tests/KadoBackupTests/Support/KadoCorpus.swift → the package root → ../shared/fixtures/kado.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return root.deletingLastPathComponent().appendingPathComponent("shared/fixtures/kado", isDirectory: true)
    }()

    static let jsonURL = folder.appendingPathComponent("kado-corpus.json")
    static let csvURL = folder.appendingPathComponent("kado-corpus.csv")

    /// Whether both files are there.
    static let isAvailable =
        FileManager.default.isReadableFile(atPath: jsonURL.path)
        && FileManager.default.isReadableFile(atPath: csvURL.path)

    /// Why the corpus tests are skipped.
    static let missing = Comment(
        rawValue:
            "Kadō's fixture corpus is missing: expected kado-corpus.json and kado-corpus.csv in \(folder.path) "
            + "(../shared/fixtures/kado next to the package, or the folder named by KADO_FIXTURES); "
            + "the tests that read it are skipped.")

    /// The JSON file's bytes (empty when missing).
    static let json: Data = (try? Data(contentsOf: jsonURL)) ?? Data()
    /// The CSV file's bytes (empty when missing).
    static let csv: Data = (try? Data(contentsOf: csvURL)) ?? Data()

    static let utc = TimeZone(identifier: "UTC") ?? .gmt
    static let paris = TimeZone(identifier: "Europe/Paris") ?? .gmt

    /// The JSON file decoded with days in UTC, once.
    static let jsonInUTC = Result { () throws(BackupError) -> BackupContents in
        try KadoJSONBackup.decode(json, timeZone: utc)
    }
    /// The JSON file decoded with days in Europe/Paris, once.
    static let jsonInParis = Result { () throws(BackupError) -> BackupContents in
        try KadoJSONBackup.decode(json, timeZone: paris)
    }
    /// The CSV file decoded with days in UTC, once.
    static let csvInUTC = Result { () throws(BackupError) -> BackupContents in
        try KadoCSVBackup.decode(csv, timeZone: utc)
    }
    /// The CSV file decoded with days in Europe/Paris, once.
    static let csvInParis = Result { () throws(BackupError) -> BackupContents in
        try KadoCSVBackup.decode(csv, timeZone: paris)
    }

    /// Habit number `number` of the corpus's README: `0000000N-0000-4000-8000-000000000000`.
    static func habitID(_ number: Int) -> UUID {
        let hex = String(number, radix: 16, uppercase: true)
        let text = String(repeating: "0", count: 8 - hex.count) + hex + "-0000-4000-8000-000000000000"
        guard let id = UUID(uuidString: text) else { preconditionFailure(text) }
        return id
    }
}

extension BackupContents {
    /// The same contents in a canonical order (habits, records and skips by id), for comparisons
    /// that must not depend on the order a reader produces them in.
    var normalized: BackupContents {
        BackupContents(
            habits: habits.sorted { $0.id.uuidString < $1.id.uuidString },
            completions: completions.sorted { $0.id.uuidString < $1.id.uuidString },
            skips: skips.sorted { $0.id.uuidString < $1.id.uuidString }, settings: settings)
    }

    /// The habit with `id`.
    func habit(_ id: UUID) -> Habit? {
        habits.first { $0.id == id }
    }

    /// The records of the habit with `id`, by instant.
    func completions(of id: UUID) -> [Completion] {
        completions.filter { $0.habitID == id }.sorted { $0.recordedAt < $1.recordedAt }
    }
}

/// The instant written in ISO 8601 (`2026-03-29T01:30:00Z`); traps on anything else (tests only).
func isoInstant(_ text: String) -> Date {
    guard let date = try? Date(text, strategy: .iso8601) else { preconditionFailure("not an instant: \(text)") }
    return date
}

/// The days from `first` through `last` (`YYYY-MM-DD`); traps when they are not (tests only).
func days(_ first: String, _ last: String) -> DayRange {
    guard let range = try? DayRange(from: day(first), through: day(last)) else {
        preconditionFailure("not a range: \(first)...\(last)")
    }
    return range
}

/// The UTF-8 text of `data`, for messages.
func text(_ data: Data) -> String {
    String(decoding: data, as: UTF8.self)
}

/// Runs `body`, which must throw a ``BackupError``, and returns it (or records an issue).
func backupError(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws(BackupError) -> BackupContents
) -> BackupError? {
    do {
        let contents = try body()
        Issue.record("expected an error, decoded \(contents.habits.count) habits", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

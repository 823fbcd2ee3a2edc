import Foundation
import KadoCore

/// Kadō's JSON backup (`formatVersion` 1), both ways: the lossless format.
///
/// ## What is written
/// Exactly what Kadō writes (FORMATS.md §1): `formatVersion`, `exportedAt`, `appVersion` and
/// `habits` sorted by `createdAt` (then by id), each with Kadō's keys and its `completions` sorted
/// by `date`; pretty-printed with sorted keys, instants in UTC with whole seconds, uppercase UUIDs,
/// nil optionals left out. Kadō's own file decoded and encoded again gives back its bytes, with
/// only the extra keys below added.
///
/// What Kadō lacks travels in extra keys, which Kadō ignores, so Kadō still reads every habit and
/// record; each extra key wins over its Kadō-visible stand-in when this reader reads the file:
///
/// | Extra key | Where | Carries | What Kadō sees instead |
/// |---|---|---|---|
/// | `sortOrder` | habit | the position among habits | creation order |
/// | `scoreModel` | habit | `kado` or `loop` | Kadō's score |
/// | `unit` | habit, when set | the unit (`glasses`) | no unit |
/// | `timesInDays` | habit | `{"times": N, "days": D}`, Loop's schedule | in `frequency`, the closest Kadō schedule (see below) |
/// | `atMost` | habit | `{"target": T}`, an at-most limit | in `type`, `counter` with target `T` |
/// | `details` | habit, when set | the description (``Habit/details``) | nothing |
/// | `group` | habit, when set | the group (``Habit/group``) | nothing |
/// | `startDay` | habit, when set | the first day the habit counts, set by its owner (``Habit/startDay``), `YYYY-MM-DD` | `createdAt` and the first record (Kadō's `createdAt` keeps its meaning: when the habit was made) |
/// | `earlierRules` | habit, when its terms changed from a date | its earlier terms, oldest first (``Habit/earlierRules``): each with the habit's own keys for them (`frequency`, `type`, `scoreModel`, `timesInDays`, `atMost`) and `replacedOn`, the day the next took over | the current terms over the whole history (Kadō's keys hold the terms in force on the day of the export) |
/// | `reminders` | habit, when any | every reminder: its time, whether it stays quiet on a day done, its snooze | `remindersEnabled` and the earliest time |
/// | `skips` | habit, when any | `[{"id", "first", "last", "note"?}]`, days as `YYYY-MM-DD` | nothing |
/// | `day` | completion | the logical day the record counts for | the calendar day of `date` |
/// | `recordedAt` | completion, when moved | the instant the record was written | `date` |
/// | `settings` | root, when present | ``BackupSettings`` | nothing |
///
/// - `timesInDays` in `frequency`: `daily` when the window asks for every day (times = days),
///   `daysPerWeek(times)` for a 7-day window, otherwise `daysPerWeek(round(7 × times ÷ days))`
///   kept within 1…6: the weekly share Kadō can show.
/// - `atMost` in `type`: a counter whose target is the limit, so Kadō shows the right amounts
///   against the right number and every record stays a value Kadō expects (a negative habit's
///   records are 1); Kadō reads the limit as a goal to reach, the only thing it cannot say.
/// - `date` of a record: Kadō buckets `date` into the calendar day of the device's time zone.
///   When the record's `recordedAt` falls on another day than its logical `day` (a day-start
///   hour, a backfill), `date` is the instant with the same wall-clock time on the logical day,
///   so Kadō puts it on the right day, and `recordedAt` keeps the original instant.
///
/// ## What is read
/// Kadō's files and ours. Explicit `null` for an optional, unknown keys, fractional seconds,
/// time-zone offsets and lowercase UUIDs are accepted. `daysPerWeek(7)` and `everyNDays(1)`, which
/// Kadō's editor allows (its steppers go 1…7 and 1…60) but KadoCore's rules do not, read as `daily`,
/// the schedule they mean. A record's logical day is its `day` key, else the calendar day of `date` in the
/// time zone given (Kadō's midnight boundary). Every habit, record and skip is checked against
/// KadoCore's rules; the first broken rule is reported with its JSON path and line.
public enum KadoJSONBackup {
    /// The format version written, and the newest read.
    public static let formatVersion = KadoBackupLayout.formatVersion

    /// Encodes `contents` as Kadō's JSON backup.
    ///
    /// - Parameters:
    ///   - contents: the habits, records, skips and settings to write.
    ///   - exportedAt: the instant written as `exportedAt`.
    ///   - appVersion: the text written as `appVersion`.
    ///   - timeZone: the time zone in which Kadō will bucket each record's `date` into a day.
    /// - Returns: UTF-8 JSON, with no trailing newline (as Kadō writes it).
    /// - Throws: ``BackupError`` (kind `invalid`) when something cannot be written: a number that
    ///   is not finite, an instant or a day outside years 1…9999, a record or a skip whose habit
    ///   is not in `contents`.
    public static func encode(
        _ contents: BackupContents, exportedAt: Date, appVersion: String, timeZone: TimeZone
    ) throws(BackupError) -> Data {
        try KadoJSONEncoding.encode(contents, exportedAt: exportedAt, appVersion: appVersion, timeZone: timeZone)
    }

    /// Decodes a Kadō JSON backup (Kadō's own, or ours with its extra keys).
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - timeZone: the time zone whose calendar days a record's `date` is bucketed into when the
    ///     record has no `day` key (Kadō's own files).
    ///   - limits: the largest file and the most habits and records read (``BackupLimits/standard``).
    /// - Returns: the habits in the file's order, their records and skips, and the settings.
    /// - Throws: ``BackupError`` of kind `unsupportedVersion` for a newer `formatVersion`; of kind
    ///   `tooLarge` for a file over `limits` (its size checked before it is parsed, its counts
    ///   before its habits and records are read); of kind `invalid`, naming the JSON path and the
    ///   line, for anything else that is wrong, a day or an instant outside the supported range
    ///   (``LogicalDay/supported``) included.
    public static func decode(
        _ data: Data, timeZone: TimeZone, limits: BackupLimits = .standard
    ) throws(BackupError) -> BackupContents {
        var decoder = KadoJSONDecoding(data: data, timeZone: timeZone, limits: limits)
        return try decoder.decode()
    }

    /// Decodes the Kadō JSON backup at `path` as ``decodeWithExportTime(_:timeZone:limits:)``
    /// does, reading it a piece at a time: the file is never held whole, nor a tree of it, only
    /// what it decodes to (each habit's records are read one at a time).
    /// - Returns: `nil` when the file cannot be opened (the caller says why).
    /// - Throws: as ``decode(_:timeZone:limits:)``.
    /// - Complexity: O(n) in the file's size, read three times (counts, syntax, values); memory
    ///   O(1) in it beyond the contents decoded.
    public static func decodeWithExportTime(
        fileAt path: String, timeZone: TimeZone, limits: BackupLimits = .standard
    ) throws(BackupError) -> (contents: BackupContents, exportedAt: Date?)? {
        guard let source = BackupByteSource(fileAt: path) else { return nil }
        var decoder = KadoJSONDecoding(source: source, timeZone: timeZone, limits: limits)
        let contents = try decoder.decode()
        return (contents, decoder.exportedAt)
    }

    /// Decodes a Kadō JSON backup as ``decode(_:timeZone:limits:)`` does, with the instant it says
    /// it was written (`exportedAt`; `nil` when the file has none): what an import compares the
    /// database's later changes with.
    /// - Throws: as ``decode(_:timeZone:limits:)``.
    public static func decodeWithExportTime(
        _ data: Data, timeZone: TimeZone, limits: BackupLimits = .standard
    ) throws(BackupError) -> (contents: BackupContents, exportedAt: Date?) {
        var decoder = KadoJSONDecoding(data: data, timeZone: timeZone, limits: limits)
        let contents = try decoder.decode()
        return (contents, decoder.exportedAt)
    }

    /// Reads the Kadō JSON backup at `path` for an import that reads it as it parses: the whole
    /// file is checked as ``decode(_:timeZone:limits:)`` checks it, and only its habits, settings,
    /// reminders, coverage and where each habit's records are is kept (``KadoJSONBackupIndex``).
    /// - Returns: `nil` when the file cannot be opened (the caller says why).
    /// - Throws: as ``decode(_:timeZone:limits:)``, the same error for the same file.
    /// - Complexity: O(n) in the file's size, read four times (counts, syntax, values, hash);
    ///   memory O(its habits) plus 8 bytes per record and skip (the check of their ids).
    public static func index(
        fileAt path: String, timeZone: TimeZone, limits: BackupLimits = .standard
    ) throws(BackupError) -> KadoJSONBackupIndex? {
        guard let source = BackupByteSource(fileAt: path) else { return nil }
        return try KadoJSONBackupIndex.read(source, origin: .file(path: path), timeZone: timeZone, limits: limits)
    }

    /// ``index(fileAt:timeZone:limits:)`` of bytes in memory (an upload): they are kept, and
    /// each habit's records read from them when imported.
    /// - Throws: as ``decode(_:timeZone:limits:)``.
    public static func index(
        _ data: Data, timeZone: TimeZone, limits: BackupLimits = .standard
    ) throws(BackupError) -> KadoJSONBackupIndex {
        try KadoJSONBackupIndex.read(
            BackupByteSource(data: data), origin: .data(data), timeZone: timeZone, limits: limits)
    }
}

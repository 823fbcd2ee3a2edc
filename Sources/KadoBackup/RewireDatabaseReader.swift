import Foundation
import KadoCore
import KadoSQLite

/// Reads Rewire's Android database (`rewire.db`: tables `Habits`, `CHECKINS`, `REMINDERS`,
/// `category`…) into the domain's types, never writing to the file, with a remark for
/// everything Kadō's habits do not hold as Rewire said it.
///
/// ```swift
/// let read = try RewireDatabaseReader.read(data, timeZone: .current)
/// for remark in read.remarks { print(remark) }  // weekdays of reminders, schedules read as…
/// ```
///
/// - Habits: `Name` (trimmed; blank is refused), in Rewire's order (`Order_num`, then `_id`);
///   `archived` non-zero is archived (at noon of its latest check-in's day, or its creation).
///   ``Habit/createdAt`` is noon, in `timeZone`, of `start_date` (`YYYYMMDD`) or of the earliest
///   check-in, whichever comes first. `description` is its ``Habit/details``, the `category`'s name
///   its ``Habit/group``.
/// - Schedules (`schedule`): 0 is on fixed weekdays (`active_days`, `0` Monday … `6` Sunday),
///   ``Frequency/specificDays(_:)``, daily when all seven; 1 is `days` times a `period` (0 week,
///   1 month, 2 year): a week is ``Frequency/daysPerWeek(_:)`` (daily at 7), a month or a year,
///   which Kadō has no calendar schedule for, is that many times in any 31 or 365 days (said);
///   2 is every `repeating_count` days, ``Frequency/everyNDays(_:)`` (daily at 1). Anything else is
///   refused naming the habit and the value: nothing is invented.
/// - Check-ins (`CHECKINS`): `date` is the day in the person's calendar (`YYYYMMDD`, no time, no
///   zone): the day as written, whatever `timeZone`; ``Completion/recordedAt`` is noon of it in
///   `timeZone`. Kinds 0 and 2 are done (Rewire's "done"); any other kind is not imported as
///   done, counted in a remark; a `note` is kept (on a record of no amount when not done).
///   Rows of a habit not in the file are left out, and said.
/// - Reminders (`REMINDERS`): `time` in minutes after midnight; the earliest one is the habit's
///   reminder, every one a ``BackupReminder``. Kadō's reminders ring on the days a habit is due:
///   weekdays (`active_days`) other than those are said in a remark; a reminder on no weekday
///   is not imported, and said.
/// - Ids derive from Rewire's `_id` and the name (and the day, for records), so importing the
///   file again changes nothing.
public enum RewireDatabaseReader {
    /// What a Rewire import carries: names, schedules, creation, archiving, reminders, order,
    /// descriptions and categories of habits; days and notes of records; no skips.
    public static let coverage = BackupCoverage(
        habitFields: [.name, .frequency, .createdAt, .archivedAt, .reminders, .sortOrder, .details, .group],
        recordFields: [.day, .value, .note], carriesSkips: false, carriesSkipNotes: false, rendering: .exact)

    /// Reads a Rewire database from its bytes (through a private read-only copy).
    /// - Parameters:
    ///   - data: The database file's content.
    ///   - timeZone: The person's time zone, in which records and habits get their instants.
    ///   - limits: The sizes refused.
    /// - Throws: ``BackupError`` with format ``BackupFileFormat/rewire`` naming the table, row and
    ///   column at fault.
    public static func read(
        _ data: Data, timeZone: TimeZone, limits: BackupLimits = .standard
    ) throws(BackupError) -> ForeignImport {
        try limits.checkFileSize(data.count, format: .rewire)
        let copy = try ForeignDatabaseCopy(data: data, format: .rewire)
        var session = RewireReadSession(copy: copy, timeZone: timeZone, limits: limits)
        return try session.run()
    }
}

import Foundation
import KadoCore

/// Everything a backup carries, in the domain's own types: what every reader (Kadō JSON, Kadō CSV,
/// a Loop Habit Tracker database) produces and every writer consumes.
public struct BackupContents: Hashable, Sendable {
    /// The habits, archived ones included.
    public var habits: [Habit]
    /// Every habit's records.
    public var completions: [Completion]
    /// Every habit's skips and pauses.
    public var skips: [Skip]
    /// The settings the backup carries, if any (Kadō's own files carry none).
    public var settings: BackupSettings?
    /// Every reminder of each habit, by habit id, when the file carries them (our JSON's
    /// `reminders` key); a habit without an entry has the one reminder its own fields say
    /// (`remindersEnabled`, `reminderHour`, `reminderMinute`), as in Kadō's files, the CSV and Loop.
    public var reminders: [UUID: [BackupReminder]]
    /// What the file carries of each habit, its records and skips, by habit id; a habit not
    /// listed carries everything (contents built in code). Readers fill it in.
    public var coverage: [UUID: BackupCoverage]

    /// Contents from their parts.
    public init(
        habits: [Habit] = [], completions: [Completion] = [], skips: [Skip] = [], settings: BackupSettings? = nil,
        reminders: [UUID: [BackupReminder]] = [:], coverage: [UUID: BackupCoverage] = [:]
    ) {
        self.habits = habits
        self.completions = completions
        self.skips = skips
        self.settings = settings
        self.reminders = reminders
        self.coverage = coverage
    }

    /// What the file carries of the habit `habitID` and of its records and skips.
    public func coverage(of habitID: UUID) -> BackupCoverage {
        coverage[habitID] ?? .everything
    }
}

/// One reminder of a habit as a backup carries it: its time, whether it stays quiet once the
/// day is done, its snooze length (a reminder's id is the database's own, not carried).
public struct BackupReminder: Hashable, Sendable {
    /// When it rings.
    public var time: ReminderTime
    /// Whether it stays quiet on a day already done.
    public var onlyIfNotDone: Bool
    /// How many minutes *Snooze* puts it off.
    public var snoozeMinutes: Int

    /// A reminder from its parts.
    public init(time: ReminderTime, onlyIfNotDone: Bool = true, snoozeMinutes: Int = Reminder.defaultSnoozeMinutes) {
        self.time = time
        self.onlyIfNotDone = onlyIfNotDone
        self.snoozeMinutes = snoozeMinutes
    }

    /// What a backup carries of `reminder`.
    public init(_ reminder: Reminder) {
        self.init(time: reminder.time, onlyIfNotDone: reminder.onlyIfNotDone, snoozeMinutes: reminder.snoozeMinutes)
    }

    /// Earlier first, then by their settings: the order backups write them in.
    static func written(_ reminders: [BackupReminder]) -> [BackupReminder] {
        reminders.sorted {
            ($0.time.minuteOfDay, $0.onlyIfNotDone ? 1 : 0, $0.snoozeMinutes)
                < ($1.time.minuteOfDay, $1.onlyIfNotDone ? 1 : 0, $1.snoozeMinutes)
        }
    }

    /// Whether `reminders` say what a habit's one reminder field says: Kadō's fields alone
    /// carry them (none, or one time with the default settings).
    static func fitKadoFields(_ reminders: [BackupReminder]) -> Bool {
        reminders.isEmpty
            || (reminders.count == 1 && reminders[0].onlyIfNotDone
                && reminders[0].snoozeMinutes == Reminder.defaultSnoozeMinutes)
    }

    /// Whether `reminders` agree with `habit`'s own reminder fields: on at the earliest time,
    /// or off when there are none.
    static func agree(_ reminders: [BackupReminder], with habit: Habit) -> Bool {
        guard let first = reminders.min(by: { $0.time < $1.time }) else { return !habit.remindersEnabled }
        return habit.remindersEnabled && habit.reminderHour == first.time.hour
            && habit.reminderMinute == first.time.minute
    }
}

/// The settings a backup may carry.
public struct BackupSettings: Hashable, Sendable, Codable {
    /// The hour (0–23) at which days begin.
    public var dayStart: Int?
    /// The first day of the week (Foundation's numbering, Sunday = 1).
    public var weekStart: Int?
    /// The language code (`en`, `fr`).
    public var language: String?

    /// Settings from their parts.
    public init(dayStart: Int? = nil, weekStart: Int? = nil, language: String? = nil) {
        self.dayStart = dayStart
        self.weekStart = weekStart
        self.language = language
    }
}

/// The formats Kadō reads and writes.
public enum BackupFileFormat: String, CaseIterable, Sendable {
    /// Kadō's JSON backup: lossless.
    case json
    /// Kadō's 16-column CSV backup, for Kadō and spreadsheets.
    case csv
    /// A Loop Habit Tracker database backup (read only).
    case loop
    /// HabitBull's CSV export (read only).
    case habitBull
    /// Loop Habit Tracker's CSV export: its zip archive, or the folder it unpacks to (read only).
    case loopCSV
    /// Rewire's Android database (read only).
    case rewire
    /// Tickmate's Android database (read only).
    case tickmate
    /// A spreadsheet a person made, saved as CSV: a date and a habit column at least (read only).
    case spreadsheet

    /// The format of `data`, from its content: JSON starts with `{`; an SQLite database is Loop's,
    /// Rewire's or Tickmate's by the tables it holds; a Kadō CSV and a HabitBull export have their
    /// header lines, checked before a spreadsheet's (a header naming a date and a habit column, or
    /// any first line of two fields or more, whose reader then says which columns it expected).
    /// `nil` when it is none of these.
    public static func detect(_ data: Data) -> BackupFileFormat? {
        var bytes = data.prefix(64)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.starts(with: Array("SQLite format 3\0".utf8)) { return ForeignDatabaseCopy.format(of: data) }
        guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return nil }
        if first == UInt8(ascii: "{") { return .json }
        if bytes.starts(with: Array("format_version,".utf8)) { return .csv }
        if HabitBullCSVReader.hasHeader(bytes) { return .habitBull }
        if LoopCSVExportReader.isExport(data) { return .loopCSV }
        if SpreadsheetCSVReader.looksLikeTable(data) { return .spreadsheet }
        return nil
    }
}

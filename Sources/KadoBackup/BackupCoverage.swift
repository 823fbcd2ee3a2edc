import Foundation
import KadoCore

/// What a backup format can say about a habit, its records and its skips: the fields it carries,
/// and how it shows them. An import changes only what the file can express; every field the file
/// cannot carry keeps the value it has in the database.
///
/// A field is *carried* when the file has a place for it. Some are carried only in part: Kadō's
/// CSV writes an at-most limit as a counter, Loop's "N times in D days" as the closest weekly
/// schedule, every instant to the whole second. For those, the incoming value replaces the
/// existing one only when it differs from what the format would have written for the existing
/// one: re-importing an unchanged export therefore changes nothing, and what the format could not
/// say (the limit being an upper one, the fraction of a second) is kept.
public struct BackupCoverage: Hashable, Sendable {
    /// A habit's fields, as an import compares them.
    public enum HabitField: String, CaseIterable, Hashable, Sendable, Codable {
        /// ``Habit/name``.
        case name
        /// ``Habit/frequency``.
        case frequency
        /// ``Habit/type``, with its target.
        case type
        /// ``Habit/unit``.
        case unit
        /// ``Habit/color``.
        case color
        /// ``Habit/icon``.
        case icon
        /// ``Habit/createdAt``.
        case createdAt
        /// ``Habit/archivedAt``.
        case archivedAt
        /// ``Habit/remindersEnabled``, ``Habit/reminderHour`` and ``Habit/reminderMinute``.
        case reminders
        /// ``Habit/sortOrder``. An import never moves a habit that is already here: a carried
        /// order only places new habits among themselves.
        case sortOrder
        /// ``Habit/scoreModel``.
        case scoreModel
        /// ``Habit/details``.
        case details
        /// ``Habit/group``.
        case group
        /// ``Habit/startDay``.
        case startDay
    }

    /// A record's fields, as an import compares them.
    public enum RecordField: String, CaseIterable, Hashable, Sendable, Codable {
        /// ``Completion/day``.
        case day
        /// ``Completion/recordedAt``.
        case recordedAt
        /// ``Completion/value``.
        case value
        /// ``Completion/note``.
        case note
    }

    /// How a format shows the fields it carries.
    public enum Rendering: String, Hashable, Sendable {
        /// Every value as it is (contents built in code).
        case exact
        /// Kadō's backups: instants to the whole second, types and schedules as Kadō sees them
        /// unless the file says more (see ``KadoJSONBackup``).
        case kado
        /// Loop's database: whether a habit is archived (not when), types without negative
        /// habits, schedules as "N times in D days".
        case loop
    }

    /// The habit fields the file carries.
    public var habitFields: Set<HabitField>
    /// The record fields the file carries (a record's id and habit always are).
    public var recordFields: Set<RecordField>
    /// Whether the file carries skips and pauses at all.
    public var carriesSkips: Bool
    /// Whether the file carries the notes of skips and pauses.
    public var carriesSkipNotes: Bool
    /// How carried fields are shown.
    public var rendering: Rendering

    /// A coverage from its parts.
    public init(
        habitFields: Set<HabitField>, recordFields: Set<RecordField>, carriesSkips: Bool, carriesSkipNotes: Bool,
        rendering: Rendering
    ) {
        self.habitFields = habitFields
        self.recordFields = recordFields
        self.carriesSkips = carriesSkips
        self.carriesSkipNotes = carriesSkipNotes
        self.rendering = rendering
    }

    /// Everything, exactly: contents built in code.
    public static let everything = BackupCoverage(
        habitFields: Set(HabitField.allCases), recordFields: Set(RecordField.allCases), carriesSkips: true,
        carriesSkipNotes: true, rendering: .exact)

    /// A habit of our JSON backup, with its extra keys: every field, instants to the second.
    public static let kadoJSON = BackupCoverage(
        habitFields: Set(HabitField.allCases), recordFields: Set(RecordField.allCases), carriesSkips: true,
        carriesSkipNotes: true, rendering: .kado)

    /// A habit of a JSON backup written by Kadō itself (no extra keys): no unit, order, score
    /// model, details, group or skips; an at-most limit and Loop's schedules as Kadō's stand-ins; a record's
    /// `date` gives its day, not when it was recorded.
    public static let kadoAppJSON = BackupCoverage(
        habitFields: [.name, .frequency, .type, .color, .icon, .createdAt, .archivedAt, .reminders],
        recordFields: [.day, .value, .note], carriesSkips: false, carriesSkipNotes: false, rendering: .kado)

    /// A habit of Kadō's 16-column CSV: the same as Kadō's own JSON, and an empty note reads
    /// as none.
    public static let kadoCSV = kadoAppJSON

    /// A habit of a Loop database: no icon, creation date, order, score model or group; records without
    /// the instant they were written; notes only from version 25 on (`carriesNotes`).
    public static func loop(carriesNotes: Bool) -> BackupCoverage {
        BackupCoverage(
            habitFields: [.name, .frequency, .type, .unit, .color, .archivedAt, .reminders, .details],
            recordFields: carriesNotes ? [.day, .value, .note] : [.day, .value], carriesSkips: true,
            carriesSkipNotes: carriesNotes, rendering: .loop)
    }

    /// Whether the file carries `field` of a habit.
    public func carries(_ field: HabitField) -> Bool { habitFields.contains(field) }

    /// Whether the file carries `field` of a record.
    public func carries(_ field: RecordField) -> Bool { recordFields.contains(field) }

    // MARK: - Merging

    /// `incoming` laid over `existing`: every field the file carries and that differs from what
    /// the file would have said of `existing` comes from `incoming`; every other field, and the
    /// order, stays as it is.
    public func merged(_ incoming: Habit, over existing: Habit) -> Habit {
        var habit = existing
        if carries(.name), incoming.name != existing.name { habit.name = incoming.name }
        if carries(.frequency) { habit.frequency = frequency(incoming.frequency, over: existing.frequency) }
        if carries(.type) { habit.type = type(incoming.type, over: existing.type) }
        if carries(.unit), incoming.unit != existing.unit { habit.unit = incoming.unit }
        if carries(.color), incoming.color != existing.color { habit.color = incoming.color }
        if carries(.icon), incoming.icon != existing.icon { habit.icon = incoming.icon }
        if carries(.createdAt), !sameInstant(incoming.createdAt, existing.createdAt) {
            habit.createdAt = incoming.createdAt
        }
        if carries(.archivedAt) { habit.archivedAt = archivedAt(incoming.archivedAt, over: existing.archivedAt) }
        if carries(.reminders) {
            habit.remindersEnabled = incoming.remindersEnabled
            habit.reminderHour = incoming.reminderHour
            habit.reminderMinute = incoming.reminderMinute
        }
        if carries(.scoreModel) { habit.scoreModel = incoming.scoreModel }
        if carries(.details) { habit.details = incoming.details }
        if carries(.group) { habit.group = incoming.group }
        if carries(.startDay) { habit.startDay = incoming.startDay }
        return habit
    }

    /// `incoming` laid over the record `existing` with the same id, field by field as for habits;
    /// the record then belongs to `incoming`'s habit.
    public func merged(_ incoming: Completion, over existing: Completion) -> Completion {
        var record = existing
        if carries(.day) { record.day = incoming.day }
        if carries(.recordedAt) {
            if !sameInstant(incoming.recordedAt, existing.recordedAt) { record.recordedAt = incoming.recordedAt }
        } else if carries(.day), incoming.day != existing.day {
            // The file's instant carries the day: a record moved to another day takes it.
            record.recordedAt = incoming.recordedAt
        }
        if carries(.value) { record.value = incoming.value }
        if carries(.note) { record.note = note(incoming.note, over: existing.note) }
        return Completion(
            id: existing.id, habitID: incoming.habitID, day: record.day, recordedAt: record.recordedAt,
            value: record.value, note: record.note)
    }

    /// `incoming` laid over the skip `existing` with the same id.
    public func merged(_ incoming: Skip, over existing: Skip) -> Skip {
        Skip(
            id: existing.id, habitID: incoming.habitID, days: carriesSkips ? incoming.days : existing.days,
            note: carriesSkipNotes ? note(incoming.note, over: existing.note) : existing.note)
    }

    // MARK: - Fields shown in part

    private func sameInstant(_ incoming: Date, _ existing: Date) -> Bool {
        switch rendering {
        case .exact: incoming == existing
        // Kadō's backups write whole seconds.
        case .kado, .loop:
            incoming.timeIntervalSince1970.rounded(.down) == existing.timeIntervalSince1970.rounded(.down)
        }
    }

    private func frequency(_ incoming: Frequency, over existing: Frequency) -> Frequency {
        switch rendering {
        case .exact: return incoming
        case .kado: return KadoBackupLayout.kadoVisible(existing) == incoming ? existing : incoming
        case .loop: return Self.loopVisible(existing) == Self.loopVisible(incoming) ? existing : incoming
        }
    }

    private func type(_ incoming: HabitType, over existing: HabitType) -> HabitType {
        switch rendering {
        case .exact:
            return incoming
        case .kado:
            if KadoBackupLayout.kadoVisible(existing) == incoming { return existing }
            // A new limit for an at-most habit arrives as a counter's target: it stays a limit.
            if case .atMost = existing, case .counter(let target) = incoming { return .atMost(target: target) }
            return incoming
        case .loop:
            // Loop has no negative habits: a negative habit is a yes/no one there.
            if existing == .negative, incoming == .binary { return existing }
            return incoming
        }
    }

    private func archivedAt(_ incoming: Date?, over existing: Date?) -> Date? {
        switch (incoming, existing) {
        case (nil, _): return nil
        case (let incoming?, nil): return incoming
        case (let incoming?, let existing?):
            // Loop says whether a habit is archived, not when.
            if rendering == .loop || sameInstant(incoming, existing) { return existing }
            return incoming
        }
    }

    private func note(_ incoming: String?, over existing: String?) -> String? {
        // Kadō's CSV writes no note and an empty one alike.
        if rendering == .kado, incoming == nil, existing == "" { return existing }
        return incoming
    }

    /// A schedule as Loop shows it: a share of a window of days.
    static func loopVisible(_ frequency: Frequency) -> Frequency {
        switch frequency {
        case .daily, .timesInDays(1, 1): .daily
        case .daysPerWeek(let count): .timesInDays(times: count, days: 7)
        case .specificDays(let days): .timesInDays(times: days.count, days: 7)
        case .everyNDays(let interval): .timesInDays(times: 1, days: interval)
        case .timesInDays: frequency
        }
    }
}

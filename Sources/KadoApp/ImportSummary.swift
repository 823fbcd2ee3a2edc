import Foundation
import KadoBackup
import KadoCore

/// What an import did, or would do in a dry run: Kadō's summary (total, new and updated habits
/// and completions) plus skips, settings, and what was left out with its reason.
public struct ImportSummary: Hashable, Sendable, Codable {
    /// Counts for one kind of row.
    public struct Counts: Hashable, Sendable, Codable {
        /// How many the file holds.
        public var total = 0
        /// How many were not in the database (or had been deleted there). A file's habit merged
        /// into one here counts in ``ImportSummary/nameMatches``, not here.
        public var new = 0
        /// How many were in the database with different values.
        public var updated = 0
        /// How many were already in the database exactly so.
        public var unchanged = 0

        /// Empty counts.
        public init() {}
    }

    /// Something in the file that was not imported (or imported with its text replaced), and
    /// why: in English (``item``, ``reason``, what `--json` writes) and as values a front end
    /// phrases in the person's language (``subject``, ``why``).
    public struct LeftOut: Hashable, Sendable, Codable {
        /// What in the file.
        public enum Subject: Hashable, Sendable {
            /// A habit, by its name in the file.
            case habit(name: String)
            /// `count` records of the habit `habitID`.
            case records(count: Int, habitID: UUID)
            /// The record `id`.
            case record(UUID)
            /// `count` skips of the habit `habitID`.
            case skips(count: Int, habitID: UUID)
            /// The skip `id`.
            case skip(UUID)
            /// The note of a record of the habit named `habit` on `day`.
            case note(habit: String, day: LogicalDay)
            /// The note of a skip of the habit named `habit` from `firstDay`.
            case skipNote(habit: String, firstDay: LogicalDay)
            /// Known only by its English description (a summary read back from JSON).
            case described(String)
        }

        /// Why.
        public enum Reason: Hashable, Sendable {
            /// Its id appears twice in the file.
            case idTwiceInFile
            /// Its habit is neither in the file nor in the database.
            case unknownHabit
            /// Its id belongs to a record or skip of another habit.
            case idOfAnotherHabit
            /// Imported as `name` (and `unit` when it changed too): line breaks, tabs and
            /// control characters replaced.
            case nameReplaced(name: String, unit: String?)
            /// Its control characters were replaced.
            case controlsReplaced
            /// Known only by its English description (a summary read back from JSON).
            case described(String)
        }

        /// What it is (`record 7D0A…`, `habit "Read"`), in English.
        public let item: String
        /// Why it was not imported, in English.
        public let reason: String
        /// What it is.
        public let subject: Subject
        /// Why.
        public let why: Reason

        /// `subject`, left out for `why`.
        public init(_ subject: Subject, _ why: Reason) {
            self.subject = subject
            self.why = why
            item = Self.english(subject)
            reason = Self.english(why)
        }

        /// An item described in English only.
        public init(item: String, reason: String) {
            self.item = item
            self.reason = reason
            subject = .described(item)
            why = .described(reason)
        }

        enum CodingKeys: String, CodingKey {
            case item, reason
        }

        /// Reads ``item`` and ``reason``; the subject and the reason are then known by them.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                item: try container.decode(String.self, forKey: .item),
                reason: try container.decode(String.self, forKey: .reason))
        }

        /// Writes ``item`` and ``reason``.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(item, forKey: .item)
            try container.encode(reason, forKey: .reason)
        }

        private static func english(_ subject: Subject) -> String {
            switch subject {
            case .habit(let name): "habit \"\(TextRules.escaped(name))\""
            case .records(let count, let habitID):
                (count == 1 ? "1 record" : "\(count) records") + " of habit \(habitID.uuidString)"
            case .record(let id): "record \(id.uuidString)"
            case .skips(let count, let habitID):
                (count == 1 ? "1 skip" : "\(count) skips") + " of habit \(habitID.uuidString)"
            case .skip(let id): "skip \(id.uuidString)"
            case .note(let habit, let day): "note of \(TextRules.escaped(habit)) on \(day)"
            case .skipNote(let habit, let day): "note of the skip of \(TextRules.escaped(habit)) from \(day)"
            case .described(let text): text
            }
        }

        private static func english(_ reason: Reason) -> String {
            switch reason {
            case .idTwiceInFile: "its id appears twice in the file"
            case .unknownHabit: "the habit is neither in the file nor in the database"
            case .idOfAnotherHabit: "its id belongs to another habit"
            case .nameReplaced(let name, let unit):
                "imported as \"\(name)\"" + (unit.map { ", unit \"\($0)\"" } ?? "")
                    + ": line breaks, tabs and control characters replaced"
            case .controlsReplaced: "control characters replaced"
            case .described(let text): text
            }
        }
    }

    /// One field that an import changes (or would change), from what to what, in the notation
    /// `kado --json` uses (`counter:8`, `atmost:3`, `3/week`); `nil` is none.
    public struct FieldChange: Hashable, Sendable, Codable {
        /// The field (`type`, `unit`, `dayStart`…).
        public let field: String
        /// The value here before the import; `nil` for none.
        public let from: String?
        /// The value the import gives it; `nil` for none.
        public let to: String?

        /// `field` changing `from` → `to`.
        public init(field: String, from: String?, to: String?) {
            self.field = field
            self.from = from
            self.to = to
        }
    }

    /// A habit that is already here and that the import changes: its fields, and how many of its
    /// records and skips are new or updated.
    public struct HabitUpdate: Hashable, Sendable, Codable {
        /// The habit's id.
        public let id: UUID
        /// The habit's name here (before the import).
        public let name: String
        /// The fields that change, in a fixed order (that of ``BackupCoverage/HabitField``).
        public var changes: [FieldChange] = []
        /// Its records in the file: new, updated, unchanged.
        public var records = Counts()
        /// Its skips and pauses in the file: new, updated, unchanged.
        public var skips = Counts()

        /// An update of the habit `id`, called `name` here.
        public init(id: UUID, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// A habit, by id and name.
    public struct HabitReference: Hashable, Sendable, Codable {
        /// Its id.
        public let id: UUID
        /// Its name.
        public let name: String

        /// The habit `id`, called `name`.
        public init(id: UUID, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// A new habit of the file whose name is that of a habit here (ignoring case, accents, emoji
    /// and spaces: "cafe" is like "Café ☕"), and what the import does with it.
    public struct NameMatch: Hashable, Sendable, Codable {
        /// The habit in the file.
        public let incomingID: UUID
        /// Its name in the file.
        public let incomingName: String
        /// The habit here with that name.
        public let existingID: UUID
        /// Its name here.
        public let existingName: String
        /// Whether the file's habit is merged into the one here (its records and skips go there,
        /// the habit here keeps its settings) rather than added beside it.
        public let isMerged: Bool
        /// When merged: how many of its records go to the habit here.
        public var recordsMoved = 0
        /// When merged: on how many days both habits have records; the values here are kept.
        public var daysInBoth = 0
        /// When merged: notes of those days kept beside the values here, as note-only records.
        public var notesKept = 0

        /// The file's habit `incomingID` (`incomingName`) matching `existingID` (`existingName`).
        public init(incomingID: UUID, incomingName: String, existingID: UUID, existingName: String, isMerged: Bool) {
            self.incomingID = incomingID
            self.incomingName = incomingName
            self.existingID = existingID
            self.existingName = existingName
            self.isMerged = isMerged
        }
    }

    /// The rows here that differ from the file and were changed or deleted after the file was
    /// written (every such row when the file says no time): a merge keeps them as they are
    /// here, a replace reverts them (``ImportMode``), on every device that syncs with this one.
    public struct LaterChanges: Hashable, Sendable, Codable {
        /// Records whose value or day differs (check-ins).
        public var checkIns = 0
        /// Records whose note differs.
        public var notes = 0
        /// Skips and pauses that differ.
        public var skips = 0
        /// Habits whose fields or reminders differ.
        public var habits = 0
        /// Settings that differ.
        public var settings = 0
        /// Habits of the file deleted here after it.
        public var deletedHabits = 0
        /// Records of the file deleted here after it.
        public var deletedRecords = 0
        /// Skips of the file deleted here after it.
        public var deletedSkips = 0

        /// None.
        public init() {}

        /// Whether there is none.
        public var isEmpty: Bool { self == LaterChanges() }
        /// Whether no row differs (deletions aside).
        public var changesNone: Bool { checkIns + notes + skips + habits + settings == 0 }
        /// Whether no deletion is concerned.
        public var deletesNone: Bool { deletedHabits + deletedRecords + deletedSkips == 0 }
    }

    /// The format the file was read as.
    public var format: String
    /// How the import treats what changed here after the file.
    public var mode = ImportMode.merge
    /// When the file says it was written; `nil` when it does not say.
    public var fileWrittenAt: Date?
    /// What changed here after the file: kept by a merge, reverted by a replace.
    public var laterChanges = LaterChanges()
    /// Habits.
    public var habits = Counts()
    /// Completions.
    public var completions = Counts()
    /// Skips and pauses.
    public var skips = Counts()
    /// Whether the file's settings differ from the current ones (and were, or would be, applied).
    public var settingsChanged = false
    /// The settings that change, from what to what (`dayStart`, `weekStart`, `language`).
    public var settingsChanges: [FieldChange] = []
    /// The habits here that the import changes, in the file's order.
    public var updatedHabits: [HabitUpdate] = []
    /// The new habits, in the order they are added.
    public var newHabits: [HabitReference] = []
    /// The file's new habits named like a habit here, in the file's order.
    public var nameMatches: [NameMatch] = []
    /// What was not imported.
    public var leftOut: [LeftOut] = []
    /// Names, units and notes imported with characters replaced (line breaks and tabs in a
    /// name, control characters, direction overrides), each with what was done.
    public var replacedText: [LeftOut] = []
    /// What another app's file says that is not imported as such, and the choices made where
    /// it says nothing (``BackupFile/remarks``), in the file's order.
    public var remarks: [ImportRemark] = []
    /// Whether this was a dry run (nothing written).
    public var isDryRun = false

    /// An empty summary for `format`.
    public init(format: String) {
        self.format = format
    }

    /// Whether applying the file changes anything.
    public var changesAnything: Bool {
        habits.new + habits.updated + completions.new + completions.updated + skips.new + skips.updated > 0
            || settingsChanged
    }
}

import Foundation
import KadoCore

/// A change a person made on this device that ``HistoryUseCases/undoLastChange(in:)`` can take back:
/// what the undo journal says it was, and so what an undo says it undid.
public struct UndoableChange: Codable, Hashable, Sendable {
    /// What kind of change it was.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// A habit marked done on a day.
        case checkIn
        /// A slip logged for a negative habit.
        case slip
        /// A day's records removed.
        case clear
        /// A counter's, timer's or at-most habit's day total set or added to.
        case value
        /// A day or a range of days excused.
        case skip
        /// A day's note written.
        case note
        /// A day's note removed.
        case noteRemoved
        /// A habit added.
        case addHabit
        /// A habit's name, schedule, type, colour or reminders changed.
        case editHabit
        /// A habit archived.
        case archiveHabit
        /// A habit brought back from the archive.
        case unarchiveHabit
        /// A habit deleted: moved to the trash with its records.
        case deleteHabit
        /// A habit moved in the list.
        case moveHabit
        /// A habit brought back from the trash.
        case restoreHabit
    }

    /// A habit the change was about, with its name when the change was made.
    public struct Subject: Codable, Hashable, Sendable {
        /// The habit's id.
        public let id: UUID
        /// Its name then.
        public let name: String

        /// The subject `habit`.
        public init(_ habit: Habit) {
            self.init(id: habit.id, name: habit.name)
        }

        /// The habit `id`, named `name`.
        public init(id: UUID, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// What kind of change it was.
    public let kind: Kind
    /// The habits it changed, in the order it named them (several for `kado done A B C`).
    public let habits: [Subject]
    /// The day it changed (the first one, for a range of excused days); `nil` for a change to
    /// the habit itself.
    public let day: LogicalDay?
    /// The last day excused, for a range of days; `nil` otherwise.
    public let lastDay: LogicalDay?

    /// A change of `kind` to `habits`, on `day` (through `lastDay`, for a range).
    public init(_ kind: Kind, habits: [Habit], day: LogicalDay? = nil, lastDay: LogicalDay? = nil) {
        self.kind = kind
        self.habits = habits.map(Subject.init)
        self.day = day
        self.lastDay = lastDay == day ? nil : lastDay
    }

    /// The journal's text of the change.
    var journalText: String? {
        // Encoding a change of plain values does not fail: nil would only leave the change out of the journal.
        (try? JSONEncoder().encode(self)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The change the journal's `text` says, or `nil` when it cannot be read (written by a
    /// later version that knows more kinds).
    init?(journalText text: String) {
        // Written by a later version that knows more kinds: nil says so, as documented above.
        guard let change = try? JSONDecoder().decode(Self.self, from: Data(text.utf8)) else { return nil }
        self = change
    }

    /// The change a check-in made, from what it did to each habit; `nil` when it changed nothing.
    static func checkIn(_ action: CheckIn, habits: [Habit], outcomes: [CheckInOutcome], day: LogicalDay) -> Self? {
        let changed = zip(habits, outcomes).compactMap { habit, outcome -> (Habit, Kind)? in
            switch outcome {
            case .recorded: (habit, habit.type == .negative ? .slip : .checkIn)
            case .removed: (habit, .clear)
            case .valueSet: (habit, .value)
            case .skipped: (habit, .skip)
            case .noted: (habit, .note)
            case .noteRemoved: (habit, .noteRemoved)
            case .alreadyDone, .nothingToUndo, .unchanged, .nothingToRemove: nil
            }
        }
        guard let kind = changed.first?.1 else { return nil }
        var lastDay: LogicalDay?
        if case .skip(let last, _) = action { lastDay = last }
        return Self(kind, habits: changed.map(\.0), day: day, lastDay: lastDay)
    }
}

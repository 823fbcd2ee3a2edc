import Foundation
import KadoCore

/// Something from a Loop database that the imported contents do not hold as such: a text Kadō
/// has no field for, a value shortened or adjusted to fit Kadō's rules, or rows left out.
public struct LoopImportNote: Hashable, Sendable, CustomStringConvertible {
    /// What the note is about.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The habit's question (`Did you exercise today?`): Loop's `question` column, or its
        /// `description` column before version 23, which held the question then. ``text`` holds
        /// it; Kadō has no field for a question, so it is the first line of the habit's
        /// ``Habit/details`` (Loop's description, when there is one, follows it).
        case question
        /// The reminder rang only on some weekdays in Loop; Kadō's reminder rings every day.
        case reminderDays
        /// A value was shortened or changed to fit Kadō's rules (a name or unit too long, a note
        /// too long, a target of 0, more times than days); ``text`` says what and how.
        case adjusted
        /// Rows were left out (repetitions of a missing habit, without a day, or repeating a day
        /// already read); ``text`` says which and why.
        case leftOut
    }

    /// What the note is about.
    public let kind: Kind
    /// Loop's id of the habit concerned (`Habits.id`), when there is one.
    public let loopHabitID: Int64?
    /// The imported habit's id, when the habit was imported.
    public let habitID: UUID?
    /// The habit's name, when known.
    public let habitName: String?
    /// The carried text (``Kind/question``), or what happened.
    public let text: String

    /// A note of `kind` about a habit.
    public init(kind: Kind, loopHabitID: Int64?, habitID: UUID?, habitName: String?, text: String) {
        self.kind = kind
        self.loopHabitID = loopHabitID
        self.habitID = habitID
        self.habitName = habitName
        self.text = text
    }

    /// The item concerned, for an import summary: `habit "Read"`, `habit #12` (a Loop id with no
    /// habit in the file), or `repetitions` (rows naming no habit).
    public var item: String {
        if let habitName { return "habit \"\(habitName)\"" }
        if let loopHabitID { return "habit #\(loopHabitID)" }
        return "repetitions"
    }

    /// `habit "Read": question: Did you read today?`.
    public var description: String {
        "\(item): \(kind.rawValue): \(text)"
    }
}

import Foundation
import KadoApp
import KadoCore

/// A one-line prompt at the foot of the screen and what its text is for.
struct GridPrompt: Hashable, Sendable {
    /// What the text is for.
    enum Purpose: Hashable, Sendable {
        /// A day's value of a counter, timer (minutes) or at-most habit.
        case value(Habit, LogicalDay)
        /// A day's note.
        case note(Habit, LogicalDay)
        /// A new habit's name.
        case newHabit
        /// The filter (applied as it is typed).
        case filter
    }

    /// What the text is for.
    let purpose: Purpose
    /// What was typed so far.
    var text: String
}

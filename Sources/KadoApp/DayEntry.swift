import Foundation
import KadoCore
import KadoStore

/// What one habit's day holds now: what a screen says after a change, or opens to edit.
public struct DayEntry: Hashable, Sendable {
    /// The sum of the day's record values, in stored units (seconds for a timer).
    public let amount: Double
    /// The day's note, if any.
    public let note: String?

    /// An entry of these parts.
    public init(amount: Double, note: String?) {
        self.amount = amount
        self.note = note
    }
}

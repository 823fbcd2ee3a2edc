import Foundation
import KadoCore

/// One change a device made while the server could not be reached, kept in its queue and sent
/// later (`POST /api/operations`): what the person saw and did, for the server to decide on with
/// its rules when it arrives (``OperationUseCases/apply(_:wording:)``).
public struct QueuedOperation: Hashable, Sendable {
    /// What the person did.
    public enum Kind: Hashable, Sendable {
        /// Marked the day done (a slip, for a negative habit).
        case done
        /// Took back what was logged on the day.
        case undo
        /// One step of the habit's control up: done, +1, +5 minutes (the habit's own step when
        /// the operation arrives).
        case increase
        /// One step down: undone, −1, −5 minutes.
        case decrease
        /// Added an amount (negative: took it away) to the day's total, in the habit's unit
        /// (minutes for a timer).
        case add(Double)
        /// Set the day's total, in the habit's unit.
        case set(Double)
        /// Set the day's note (empty: removed it).
        case note(String)
        /// Excused the days from the operation's day through `through`, with an optional note.
        case skip(through: LogicalDay, note: String?)

        /// The check-in this kind asks for: the one vocabulary every front end uses.
        var checkIn: CheckIn {
            switch self {
            case .done: .done
            case .undo: .undo
            case .increase: .increase
            case .decrease: .decrease
            case .add(let value): .add(value)
            case .set(let value): .set(value)
            case .note(let text): .note(text)
            case .skip(let last, let note): .skip(through: last, note: note)
            }
        }
    }

    /// The id the device made when the person acted, the same in every retry.
    public var id: UUID
    /// The habit, by its id.
    public var habitID: UUID
    /// The logical day the page showed when the person acted: the day the change is for,
    /// whenever it arrives.
    public var day: LogicalDay
    /// When the person acted (the device's clock): its records carry that time of day.
    public var madeAt: Date
    /// What the person did.
    public var kind: Kind

    /// An operation.
    public init(id: UUID, habitID: UUID, day: LogicalDay, madeAt: Date, kind: Kind) {
        self.id = id
        self.habitID = habitID
        self.day = day
        self.madeAt = madeAt
        self.kind = kind
    }

}

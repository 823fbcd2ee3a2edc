import Foundation

/// Why an operation from an offline queue was not applied, as the server decided when it
/// arrived: a stable ``reason`` for scripts and the page, the habit and field concerned, and the
/// reason in words, in the language of the request that first brought it. Kept with the
/// operation's id, so that the same id always gets the same refusal.
public struct OperationRefusal: Hashable, Sendable, Codable {
    /// Why, in one word.
    public enum Reason: String, Hashable, Sendable, Codable, CaseIterable {
        /// The habit is no longer there (deleted, or never was on this server).
        case habitDeleted
        /// The habit was archived: it takes no check-in.
        case habitArchived
        /// The habit's type changed, and the operation no longer fits it (a "done" for a counter).
        case typeChanged
        /// A value, a note or a range the rules refuse (negative, too long, too large).
        case invalidValue
        /// The day may not be changed: after today, or outside the days Kadō supports.
        case dayOutOfRange
        /// The operation itself is malformed (an id that is no UUID, an unknown kind, a value of
        /// the wrong type): the front end that read it refuses it, each time it is sent, without
        /// remembering it.
        case malformed
    }

    /// Why.
    public var reason: Reason
    /// The habit's name, when the server knows it.
    public var habit: String?
    /// The operation's field at fault (`id`, `value`, `day`, `to`…), when one is.
    public var field: String?
    /// The reason in words, for the person.
    public var message: String

    /// A refusal.
    public init(reason: Reason, habit: String? = nil, field: String? = nil, message: String) {
        self.reason = reason
        self.habit = habit
        self.field = field
        self.message = message
    }
}

import Foundation

/// How a caller names the habit a use case acts on.
public enum HabitReference: Hashable, Sendable {
    /// By id: a web form, a notification action, a remote change.
    case id(UUID)
    /// By what a person typed, under ``KadoCore/HabitMatcher``'s rules (id, name, a unique
    /// beginning of the name, ignoring case, accents and emoji).
    case text(String)
}

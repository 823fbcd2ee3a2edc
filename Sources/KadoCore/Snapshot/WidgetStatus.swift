import Foundation

/// How far a scheduled habit is on its day.
public enum WidgetStatus: String, Codable, Hashable, Sendable {
    /// Nothing yet.
    case none
    /// Started, not complete.
    case partial
    /// Complete (for a negative habit: no slip).
    case complete
}

import Foundation

/// Kadō's four habit kinds, as its widgets know them.
public enum WidgetHabitTypeKind: String, Codable, Hashable, Sendable {
    case binary
    case negative
    case counter
    case timer
}

/// The five kinds of habit, without their targets.
public enum HabitTypeKind: String, CaseIterable, Codable, Sendable {
    case binary
    case counter
    case timer
    case negative
    case atMost
}

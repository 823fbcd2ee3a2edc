/// The eight colours a habit can take, with the names Kadō writes in its backups.
public enum HabitColor: String, CaseIterable, Codable, Sendable {
    case red
    case orange
    case yellow
    case green
    case mint
    case teal
    case blue
    case purple
}

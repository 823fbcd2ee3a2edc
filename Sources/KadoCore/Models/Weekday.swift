/// A day of the week, numbered as Foundation's `Calendar` numbers them (Sunday = 1 … Saturday = 7),
/// which is also how Kadō's backups write them.
public enum Weekday: Int, CaseIterable, Codable, Sendable, Comparable {
    case sunday = 1
    case monday
    case tuesday
    case wednesday
    case thursday
    case friday
    case saturday

    /// Orders weekdays by their raw value (Sunday first).
    public static func < (lhs: Weekday, rhs: Weekday) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The seven weekdays in order, beginning with `first`.
    public static func week(startingOn first: Weekday) -> [Weekday] {
        (0..<7).compactMap { Weekday(rawValue: (first.rawValue - 1 + $0) % 7 + 1) }
    }

    /// The English name in lower case (`monday`), as used on the command line and in settings.
    public var name: String {
        switch self {
        case .sunday: "sunday"
        case .monday: "monday"
        case .tuesday: "tuesday"
        case .wednesday: "wednesday"
        case .thursday: "thursday"
        case .friday: "friday"
        case .saturday: "saturday"
        }
    }

    /// Reads a weekday from its English name or its three-letter abbreviation, in any case.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard
            let match = Weekday.allCases.first(where: {
                $0.name == lowered || $0.name.prefix(3) == lowered
            })
        else { return nil }
        self = match
    }
}

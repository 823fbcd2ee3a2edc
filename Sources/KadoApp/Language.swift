import KadoCore

/// The languages Kadō speaks.
public enum Language: String, CaseIterable, Codable, Sendable {
    case english = "en"
    case french = "fr"

    /// The week start people expect with this language: Monday in France, Sunday in English.
    public var customaryWeekStart: Weekday {
        self == .french ? .monday : .sunday
    }
}

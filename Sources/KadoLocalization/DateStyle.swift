/// How much of a day ``Localizer/date(_:in:style:)`` writes.
public enum DateStyle: Sendable, Hashable, CaseIterable {
    /// Weekday, day and month: "Sunday, May 10", "dimanche 10 mai", "Sonntag, 10. Mai".
    case long
    /// Day, abbreviated month and year: "May 10, 2026", "10 mai 2026", "10 may 2026".
    case medium
    /// Digits: "5/10/2026", "10/05/2026", "10.5.2026", "10/5/2026".
    case short

    /// The CLDR skeleton the locale's pattern is found from.
    var template: String {
        switch self {
        case .long: "EEEEdMMMM"
        case .medium: "dMMMy"
        case .short: "yMd"
        }
    }
}

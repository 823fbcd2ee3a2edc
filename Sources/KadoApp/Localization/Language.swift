import KadoCore
import KadoLocalization

/// The languages Kadō speaks: the localization module's, which every front end names through
/// the application layer (they import KadoApp and KadoCore only).
public typealias Language = KadoLocalization.Language

extension Language {
    /// English: what Kadō speaks when nothing names a language it speaks. For a front end's
    /// default argument, which may not name a case of a module its file does not import.
    public static let fallback = Language.english

    /// The week start people expect with this language: Monday in France, Germany and Spain,
    /// Sunday in English (and its pseudo-language).
    public var customaryWeekStart: Weekday {
        switch self {
        case .english, .pseudo: .sunday
        case .french, .german, .spanish: .monday
        }
    }
}

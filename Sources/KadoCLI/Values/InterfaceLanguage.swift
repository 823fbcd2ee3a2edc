/// The languages Kadō speaks, by the code `kado settings language` takes.
public enum InterfaceLanguage: String, CaseIterable, Codable, Sendable {
    /// English, `en`.
    case english = "en"
    /// French, `fr`.
    case french = "fr"
}

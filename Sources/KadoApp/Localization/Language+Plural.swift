import KadoLocalization

extension Language {
    /// Whether a noun after `count` takes its singular form in this language (CLDR's "one"
    /// category for whole numbers): English, German and Spanish only for 1 (`0 days`, `1 day`,
    /// `2 days`); French for 0 and 1 (`0 jour`, `1 jour`, `2 jours`). Every count and noun a
    /// screen writes goes through here, so that they always agree.
    public func takesSingular(_ count: Int) -> Bool {
        pluralCategory(PluralOperands(count)) == .one
    }

    /// `count` and the form of a noun that goes with it: `1 day`, `5 days`, `0 jour`.
    public func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) " + (takesSingular(count) ? singular : plural)
    }
}

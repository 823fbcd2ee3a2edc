import KadoApp

/// A countable word in each language the command line speaks, so that a count always agrees with
/// its noun: `1 day`, `2 days`, `0 days`; `0 jour`, `1 jour`, `2 jours` (French takes the
/// singular for 0 and 1).
struct Noun: Sendable {
    /// The English singular and plural.
    let english: (one: String, other: String)
    /// The French singular and plural.
    let french: (one: String, other: String)

    /// A noun from its four forms.
    init(_ englishOne: String, _ englishOther: String, french frenchOne: String, _ frenchOther: String) {
        english = (englishOne, englishOther)
        french = (frenchOne, frenchOther)
    }

    /// The form that goes with `count` in `language`, without the number.
    func form(for count: Int, in language: Language) -> String {
        switch language {
        case .french: language.takesSingular(count) ? french.one : french.other
        // Pairs are English and French only: the other languages read the English until the
        // noun moves into the catalogs.
        case .english, .german, .spanish, .pseudo: language.takesSingular(count) ? english.one : english.other
        }
    }

    /// `count` and the noun: `1 day`, `3 records`.
    func counted(_ count: Int, in language: Language = .english) -> String {
        "\(count) \(form(for: count, in: language))"
    }

    static let day = Noun("day", "days", french: "jour", "jours")
    static let week = Noun("week", "weeks", french: "semaine", "semaines")
    static let habit = Noun("habit", "habits", french: "habitude", "habitudes")
    static let record = Noun("record", "records", french: "enregistrement", "enregistrements")
    static let countedDay = Noun("counted day", "counted days", french: "jour compté", "jours comptés")
    static let pairOfHabits = Noun(
        "pair of habits", "pairs of habits", french: "paire d’habitudes", "paires d’habitudes")
    static let time = Noun("time", "times", french: "fois", "fois")
    static let minute = Noun("minute", "minutes", french: "minute", "minutes")
}

import Foundation

/// What a column of a spreadsheet a person made holds, known by its header in English or French
/// and their common variants, in any case, with or without accents.
enum SpreadsheetColumn: String, CaseIterable, Hashable, Sendable {
    /// The day (`date`, `day`, `jour`).
    case date
    /// The habit's name (`habit`, `name`, `habitude`).
    case habit
    /// Done or not, or an amount (`value`, `amount`, `valeur`).
    case value
    /// A note on the day (`note`, `comment`, `remarque`).
    case note

    /// The header names each column answers to, folded (see ``folded(_:)``).
    var names: Set<String> {
        switch self {
        case .date: ["date", "day", "jour", "dates", "days", "jours", "calendar date", "datum", "fecha", "data"]
        case .habit:
            [
                "habit", "habits", "name", "habitude", "habitudes", "nom", "habit name", "nom de l habitude",
                "activity", "activite", "task", "tache",
            ]
        case .value:
            [
                "value", "values", "amount", "valeur", "valeurs", "quantity", "quantite", "count", "nombre", "done",
                "fait", "montant", "total",
            ]
        case .note:
            [
                "note", "notes", "comment", "comments", "commentaire", "commentaires", "remarque", "remarques",
                "remark", "remarks",
            ]
        }
    }

    /// The column a header names, if any.
    init?(header: String) {
        let name = Self.folded(header)
        guard let column = Self.allCases.first(where: { $0.names.contains(name) }) else { return nil }
        self = column
    }

    /// `Nom de l’habitude` → `nom de l habitude`: lower case, no accents, apostrophes, `_` and `-`
    /// as spaces, spaces collapsed.
    static func folded(_ header: String) -> String {
        let plain = header.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        let spaced = plain.map { character -> Character in
            "_-'’.".contains(character) ? " " : character
        }
        return String(spaced).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}

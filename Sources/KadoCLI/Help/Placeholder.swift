import Foundation
import KadoApp

/// The placeholders of the command line (`HABIT`, `DAY`, `FILE`) in the language of the messages:
/// help and errors name an argument the same way. Commands, options and what a person types stay
/// as they are; only these names of what to type are translated.
enum Placeholder {
    /// Each placeholder's French name.
    static let french: [String: String] = [
        "HABIT": "HABITUDE", "DAY": "JOUR", "DAYS": "JOURS", "NAME": "NOM", "VALUE": "VALEUR",
        "POSITION": "POSITION", "TEXT": "TEXTE", "FILE": "FICHIER", "PATH": "CHEMIN", "SCHEDULE": "RYTHME",
        "TYPE": "TYPE", "UNIT": "UNITÉ", "COLOR": "COULEUR", "MODEL": "MODÈLE", "N": "N", "PORT": "PORT",
        "ADDRESS": "ADRESSE", "CHOICE": "CHOIX", "FORMAT": "FORMAT", "SHELL": "SHELL", "COMMAND": "COMMANDE",
        "HH:MM": "HH:MM", "ISO-8601": "ISO-8601", "FROM..TO": "DÉBUT..FIN", "MINUTES": "MINUTES",
        "YYYY-MM-DD": "AAAA-MM-JJ", "ACTION": "ACTION", "DEVICE": "APPAREIL", "KIND": "SORTE", "TARGET": "CIBLE",
        "URL": "URL",
        "SECONDS": "SECONDES", "FOLDER": "DOSSIER", "YEAR": "ANNÉE",
    ]

    /// `placeholder` in `language`; a name that is no placeholder (an option, a setting) as it is.
    static func name(_ placeholder: String, in language: Language) -> String {
        language == .french ? french[placeholder] ?? placeholder : placeholder
    }

    /// `text` with every placeholder it holds as a word (`HABIT`, `[DAY]`, `DAY,`) in `language`;
    /// the other words are left as they are.
    static func translating(_ text: String, in language: Language) -> String {
        guard language == .french else { return text }
        return text.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            let core = word.trimmingCharacters(in: CharacterSet(charactersIn: "[](),.;:"))
            guard !core.isEmpty, let french = french[core] else { return String(word) }
            return word.replacingOccurrences(of: core, with: french)
        }.joined(separator: " ")
    }
}

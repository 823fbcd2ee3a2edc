import Foundation
import KadoApp
import KadoCore

extension Phrase {
    static let syncTitle = Phrase("Sync", "Synchronisation")
    static let localOnly = Phrase("Local only", "Local uniquement")
    static let localOnlyDetail = Phrase(
        "Your data stays in this database, on this computer:",
        "Vos données restent dans cette base, sur cet ordinateur :")
    static let dataTitle = Phrase("Data", "Données")
    static let exportJSON = Phrase("Export JSON", "Exporter en JSON")
    static func exportJSONDetail(_ count: Int) -> Phrase {
        Phrase(
            "Everything, \(count) \(count == 1 ? "habit" : "habits") with their history, to import back",
            "Tout, \(count) \(count > 1 ? "habitudes" : "habitude") avec leur historique, à réimporter")
    }
    static let exportCSV = Phrase("Export CSV", "Exporter en CSV")
    static let exportCSVDetail = Phrase(
        "Habits and records for a spreadsheet; JSON keeps everything",
        "Habitudes et relevés pour un tableur ; le JSON garde tout")
    static let neverExported = Phrase("Not exported yet", "Jamais exporté")
    static func lastExport(_ day: String, _ time: String) -> Phrase {
        Phrase("Last export: \(day) at \(time)", "Dernier export : \(day) à \(time)")
    }
    static let importData = Phrase("Import data", "Importer des données")
    static let importShortDetail = Phrase(
        "A Kadō backup or another app’s data. You see what changes before anything is written.",
        "Une sauvegarde Kadō ou les données d’une autre application. Vous voyez ce qui change avant toute écriture.")
    static let importWhichFiles = Phrase("Which files?", "Quels fichiers ?")
    static let importDetail = Phrase(
        "A Kadō JSON or CSV backup, a Loop Habit Tracker database or CSV export, HabitBull's CSV export, a Rewire "
            + "or Tickmate database, or a spreadsheet saved as CSV (a date and a habit column). You see what changes "
            + "before anything is written.",
        "Une sauvegarde Kadō JSON ou CSV, une base ou un export CSV de Loop Habit Tracker, l’export CSV de HabitBull, "
            + "une base Rewire ou Tickmate, ou un tableur enregistré en CSV (une colonne de date et une d’habitude). "
            + "Vous voyez ce qui change avant toute écriture."
    )
    static let importDateFormat = Phrase("Dates like 03/04/2020:", "Dates comme 03/04/2020 :")
    static let importDateFormatFromFile = Phrase("as the file shows", "comme le fichier le montre")
    static let importDateFormatDayFirst = Phrase("day first (3 April)", "jour d’abord (3 avril)")
    static let importDateFormatMonthFirst = Phrase("month first (March 4)", "mois d’abord (4 mars)")
    static let reviewImportButton = Phrase("Review", "Examiner")
    static let preferencesTitle = Phrase("Preferences", "Préférences")
    static let dayStartsAt = Phrase("Day starts at", "La journée commence à")
    static let dayStartHint = Phrase(
        "Late nights before this hour count for the day before.",
        "Avant cette heure, la nuit compte pour la veille.")
    static let weekStartsOn = Phrase("Week starts on", "La semaine commence le")
    static let languageLabel = Phrase("Language", "Langue")
    static let appearanceLabel = Phrase("Appearance", "Apparence")
    static let appearanceSystem = Phrase("System", "Système")
    static let appearanceLight = Phrase("Light", "Clair")
    static let appearanceDark = Phrase("Dark", "Sombre")
    static func weekStartAutomatic(_ day: String) -> Phrase {
        Phrase("Automatic (\(day))", "Automatique (\(day))")
    }
    static func invalidAppearance(_ text: String) -> Phrase {
        Phrase(
            "“\(text)” is not an appearance: system, light or dark.",
            "« \(text) » n’est pas une apparence : system, light ou dark.")
    }
    static let settingsNotSaved = Phrase("Nothing was saved.", "Rien n’a été enregistré.")
    static let accessTitle = Phrase("Access", "Accès")
    static let signedInHere = Phrase("This device is signed in", "Cet appareil est connecté")
    static let signedInDetail = Phrase(
        "Signing out here leaves every other device signed in.",
        "Se déconnecter ici laisse connectés tous les autres appareils.")
    static let signOut = Phrase("Sign out", "Se déconnecter")
    static let aboutTitle = Phrase("About", "À propos")
    static let licencePrefix = Phrase("Free software under the ", "Logiciel libre sous ")
    static let licenceName = Phrase("MIT licence", "licence MIT")
    static func invalidDayStart(_ text: String) -> Phrase {
        Phrase("“\(text)” is not an hour from 0 to 23.", "« \(text) » n’est pas une heure de 0 à 23.")
    }
    static func invalidWeekStart(_ text: String) -> Phrase {
        Phrase("“\(text)” is not a day of the week.", "« \(text) » n’est pas un jour de la semaine.")
    }
    static func invalidLanguage(_ text: String) -> Phrase {
        Phrase("“\(text)” is not a language Kadō speaks.", "« \(text) » n’est pas une langue que Kadō parle.")
    }
}

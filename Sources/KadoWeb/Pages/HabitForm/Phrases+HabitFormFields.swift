import KadoApp
import KadoCore

extension Phrase {
    static let nameMissing = Phrase("Give the habit a name.", "Donnez un nom à l’habitude.")
    static let nameTooLong = Phrase(
        "Keep the name under \(Habit.maximumNameLength) characters.",
        "Le nom doit faire au plus \(Habit.maximumNameLength) caractères.")
    static func nameTaken(_ other: String) -> Phrase {
        Phrase(
            "Another habit is called “\(other)”: choose a name that tells them apart (case, accents and emoji do not).",
            "Une autre habitude s’appelle «\u{00A0}\(other)\u{00A0}»\u{00A0}: choisissez un nom qui les distingue (la "
                + "casse, les accents et les emoji ne suffisent pas).")
    }
    static let nameOneLine = Phrase(
        "Write the name on one line, without control characters.",
        "Écrivez le nom sur une ligne, sans caractères de contrôle.")
    static let colorUnknown = Phrase("Choose one of the colours.", "Choisissez l’une des couleurs.")
    static let iconInvalid = Phrase("Choose an icon from the grid.", "Choisissez une icône de la grille.")
    static let frequencyUnknown = Phrase("Choose how often.", "Choisissez la fréquence.")
    static let perWeekRange = Phrase(
        "Choose from 1 to 6 days a week.", "Choisissez de 1 à 6 jours par semaine.")
    static let daysMissing = Phrase("Choose at least one day.", "Choisissez au moins un jour.")
    static let intervalRange = Phrase(
        "Enter a number of days from 2 to 365.", "Indiquez un nombre de jours de 2 à 365.")
    static let windowRange = Phrase(
        "Enter a number of days from 1 to 366.", "Indiquez un nombre de jours de 1 à 366.")
    static let timesRange = Phrase(
        "Enter a number from 1 to the number of days.", "Indiquez un nombre de 1 au nombre de jours.")
    static let typeUnknown = Phrase("Choose how it is measured.", "Choisissez comment la mesurer.")
    static let numberLikeEight = Phrase("Enter a number, like 8.", "Indiquez un nombre, par exemple 8.")
    static let numberLikeTwo = Phrase("Enter a number, like 2.", "Indiquez un nombre, par exemple 2.")
    static let minutesLikeThirty = Phrase(
        "Enter a number of minutes, like 30.", "Indiquez un nombre de minutes, par exemple 30.")
    static let targetAboveZero = Phrase("The target must be above 0.", "L’objectif doit être supérieur à 0.")
    static let targetTooLarge = Phrase(
        "The target must be at most 1,000,000,000.", "L’objectif doit être d’au plus 1 000 000 000.")
    static let unitTooLong = Phrase(
        "Keep the unit under \(Habit.maximumUnitLength) characters.",
        "L’unité doit faire au plus \(Habit.maximumUnitLength) caractères.")
    static let timeInvalid = Phrase("Enter a time like 08:30.", "Indiquez une heure comme 08:30.")
    static let snoozeRange = Phrase(
        "Enter a number of minutes from 1 to 1440.", "Indiquez un nombre de minutes de 1 à 1440.")
    static let scoreModelUnknown = Phrase("Choose a score.", "Choisissez un score.")
    static let startedOnInvalid = Phrase(
        "Give the start as a day from \(LogicalDay.supportedDescription), or leave it empty.",
        "Donnez le début comme un jour du \(LogicalDay.firstSupported) au \(LogicalDay.lastSupported), ou laissez-le vide."
    )
    static let startedOnAfterToday = Phrase(
        "A habit starts today or on a day before: choose a day that has come.",
        "Une habitude commence aujourd’hui ou avant : choisissez un jour déjà venu.")
    static let groupTooLong = Phrase(
        "Keep the group under \(Habit.maximumNameLength) characters.",
        "Le groupe doit faire au plus \(Habit.maximumNameLength) caractères.")
    static let groupOneLine = Phrase(
        "Write the group on one line, without control characters.",
        "Écrivez le groupe sur une ligne, sans caractères de contrôle.")
    static let detailsTooLong = Phrase(
        "Keep the description under \(Habit.maximumDetailsLength) characters.",
        "La description doit faire au plus \(Habit.maximumDetailsLength) caractères.")
    static let detailsControls = Phrase(
        "Remove the control characters from the description (line breaks are fine).",
        "Retirez les caractères de contrôle de la description (les retours à la ligne conviennent).")
}

import KadoApp
import KadoCore

/// The edit form's "From when?" (issue 38): from when a change of the habit's terms holds.
extension Phrase {
    static let changeFromSection = Phrase("From when?", "À partir de quand ?")
    static let changeFromToday = Phrase("From today", "À partir d’aujourd’hui")
    static let changeFromTodayHint = Phrase(
        "Earlier days keep the terms they were judged by.", "Les jours d’avant gardent les règles qui les ont jugés.")
    static let changeFromDate = Phrase("From a date", "À partir d’une date")
    static let changeFromDateHint = Phrase(
        "Days before it keep their terms.", "Les jours d’avant gardent leurs règles.")
    static let changeFromDayLabel = Phrase("From", "À partir du")
    static let changeFromStart = Phrase("For the whole history", "Sur tout l’historique")
    static let changeFromStartHint = Phrase(
        "Every past day is judged again by the new terms.",
        "Chaque jour passé est jugé à nouveau selon les nouvelles règles.")
    static let changeFromHint = Phrase(
        "Only matters if the frequency, the target or limit, or the score changes. A change of type (yes/no into a "
            + "counter, for instance) always rewrites the whole history.",
        "Ne compte que si la fréquence, l’objectif ou la limite, ou le score change. Un changement de type (oui/non "
            + "en compteur, par exemple) réécrit toujours tout l’historique.")
    static let changeFromUnknown = Phrase(
        "Choose from when the change holds.", "Choisissez à partir de quand le changement vaut.")
    static let changeFromDayInvalid = Phrase(
        "Give the day the change holds from as a date.",
        "Donnez le jour à partir duquel le changement vaut, comme une date.")
    static let changeFromDayAfterToday = Phrase(
        "A change holds from today or a day before: choose a day that has come.",
        "Un changement vaut à partir d’aujourd’hui ou d’un jour passé : choisissez un jour déjà venu.")
    static func changeFromDayBeforeStart(_ start: String) -> Phrase {
        Phrase(
            "The habit starts on \(start): choose a later day, or “For the whole history”.",
            "L’habitude commence le \(start) : choisissez un jour plus tard, ou « Sur tout l’historique ».")
    }
    static let changeFromDayOutOfRange = Phrase(
        "Choose a day after the habit’s start, today or before.",
        "Choisissez un jour après le début de l’habitude, aujourd’hui ou avant.")
}

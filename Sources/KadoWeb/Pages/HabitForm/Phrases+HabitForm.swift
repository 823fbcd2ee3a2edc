import KadoApp
import KadoCore

extension Phrase {
    static let editHabitTitle = Phrase("Edit habit", "Modifier l’habitude")
    static let createHabitAction = Phrase("Create habit", "Créer l’habitude")
    static let fixOneProblem = Phrase("One thing to fix:", "Un point à corriger :")
    static func fixProblems(_ count: Int) -> Phrase {
        Phrase("\(count) things to fix:", "\(count) points à corriger :")
    }
    static let habitNameLabel = Phrase("Name", "Nom")
    static let habitNamePlaceholder = Phrase("e.g. Read 10 pages", "ex. Lire 10 pages")
    static let habitGroupLabel = Phrase("Group", "Groupe")
    static let habitGroupPlaceholder = Phrase("e.g. Health (optional)", "ex. Santé (facultatif)")
    static let habitDetailsLabel = Phrase("Description", "Description")
    static let habitDetailsPlaceholder = Phrase(
        "Why, how, when (optional)", "Pourquoi, comment, quand (facultatif)")
    static let startedOnLabel = Phrase("Started on", "Commencée le")
    static let startedOnHint = Phrase(
        "Optional: the first day the habit counts (“smoke-free since 1 November”). Left empty, it counts from its "
            + "first check-in, or from the day it was created.",
        "Facultatif : le premier jour que l’habitude compte (« sans tabac depuis le 1er novembre »). "
            + "Vide, elle compte depuis sa première donnée, ou depuis le jour de sa création.")
    static let appearanceSection = Phrase("Appearance", "Apparence")
    static let colourLabel = Phrase("Colour", "Couleur")
    static let iconLabel = Phrase("Icon", "Icône")
    static let currentIcon = Phrase("Current icon", "Icône actuelle")
    static let frequencySection = Phrase("Frequency", "Fréquence")
    static let fewTimesAWeek = Phrase("A few times a week", "Quelques fois par semaine")
    static let fewTimesHint = Phrase(
        "Any days, counted over the last 7.", "N’importe quels jours, sur 7 jours glissants.")
    static let daysAWeekLabel = Phrase("Days a week", "Jours par semaine")
    static let specificDays = Phrase("Specific days", "Jours précis")
    static let everyFewDays = Phrase("Every N days", "Tous les N jours")
    static let everyFewDaysHint = Phrase(
        "Counted from the last time it was done.", "Compté depuis la dernière fois.")
    static let intervalLabel = Phrase("Every", "Tous les")
    static let daysSuffix = Phrase("days", "jours")
    static let timesInDaysTitle = Phrase("N times in D days", "N fois en D jours")
    static let timesInDaysHint = Phrase(
        "As in Loop Habit Tracker.", "Comme dans Loop Habit Tracker.")
    static let timesLabel = Phrase("Times", "Fois")
    static let windowLabel = Phrase("In", "En")
    static let typeSection = Phrase("Type", "Type")
    static let binaryHint = Phrase("Done or not, once a day.", "Fait ou pas, une fois par jour.")
    static let counterHint = Phrase("Reach a number each day.", "Atteindre un nombre chaque jour.")
    static let timerHint = Phrase("Spend some time on it each day.", "Y passer un peu de temps chaque jour.")
    static let negativeHint = Phrase("Something to avoid: log the slips.", "Quelque chose à éviter : notez les écarts.")
    static let atMostHint = Phrase("Stay under a limit each day.", "Rester sous une limite chaque jour.")
    static let dailyTargetLabel = Phrase("Daily target", "Objectif du jour")
    static let dailyLimitLabel = Phrase("Daily limit", "Limite du jour")
    static let timerTargetLabel = Phrase("Daily target (minutes)", "Objectif du jour (minutes)")
    static let minutesSpoken = Phrase("minutes", "minutes")
    static let unitLabel = Phrase("Unit", "Unité")
    static let counterUnitPlaceholder = Phrase("glasses", "verres")
    static let atMostUnitPlaceholder = Phrase("coffees", "cafés")
    static let reminderSection = Phrase("Reminders", "Rappels")
    static let remindMe = Phrase("Remind me", "Me le rappeler")
    static func reminderTimeNumber(_ number: Int) -> Phrase { Phrase("Time \(number)", "Heure \(number)") }
    static let addReminderTimeLabel = Phrase("Add a time", "Ajouter une heure")
    static let onlyIfNotDoneLabel = Phrase("Only if not done yet", "Seulement si ce n’est pas encore fait")
    static let snoozeLabel = Phrase("Snooze for", "Reporter de")
    static let reminderHint = Phrase(
        "Clear a time to remove it. Reminders ring through kado serve or kado remind run, on the channels set in Settings.",
        "Videz une heure pour la retirer. Les rappels sonnent par kado serve ou kado remind run, sur les canaux choisis dans Réglages."
    )
    static let advancedSection = Phrase("Advanced", "Avancé")
    static let scoreModelLabel = Phrase("Score", "Score")
    static let kadoScoreTitle = Phrase("Kadō score", "Score Kadō")
    static let kadoScoreHint = Phrase(
        "Recent days weigh more; only scheduled days count.",
        "Les jours récents comptent plus ; seuls les jours prévus comptent.")
    static let loopScoreTitle = Phrase("Loop score", "Score Loop")
    static let loopScoreHint = Phrase(
        "The score Loop Habit Tracker shows, for habits brought from Loop.",
        "Le score de Loop Habit Tracker, pour les habitudes venues de Loop.")
}

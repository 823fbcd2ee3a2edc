import KadoCore

/// The options `add` and `edit` share, one a field of a habit, declared once:
/// `@Option(.every) var every: Frequency?`.
extension Option where Value == Frequency? {
    /// `--every SCHEDULE`.
    static var every: Self {
        Option(
            "every", "SCHEDULE",
            help: HelpText(
                "How often: day, N/week (1-7), weekdays such as mon,wed,fri, weekdays, weekends, Ndays "
                    + "(every N days), or N/D (N times in any D days, as Loop Habit Tracker)",
                french: "À quel rythme : « day », « N/week » (1-7), des jours comme « mon,wed,fri », « weekdays », "
                    + "« weekends », « Ndays » (tous les N jours), ou « N/D » (N fois en D jours quelconques, comme "
                    + "Loop Habit Tracker)"),
            completion: .values([
                "day", "weekdays", "weekends", "1/week", "2/week", "3/week", "4/week", "5/week", "6/week", "2days",
                "3days", "mon,wed,fri",
            ]), parse: ValueParser.frequency)
    }
}

extension Option where Value == HabitType? {
    /// `--type TYPE`.
    static var type: Self {
        Option(
            "type", "TYPE",
            help: HelpText(
                "What a day asks for: yesno, counter:N (at least N), timer:MINUTES, negative (something to avoid), "
                    + "atmost:N (at most N)",
                french: "Ce qu’un jour demande : yesno, counter:N (au moins N), timer:MINUTES, negative (quelque chose "
                    + "à éviter), atmost:N (au plus N)"),
            completion: .values(["yesno", "counter:", "timer:", "negative", "atmost:"]), parse: ValueParser.habitType)
    }
}

extension Option where Value == HabitColor? {
    /// `--color COLOR`.
    static var color: Self {
        let colors = HabitColor.allCases.map(\.rawValue)
        return Option(
            "color", "COLOR",
            help: HelpText(
                "The habit's colour: " + colors.joined(separator: ", "),
                french: "La couleur de l’habitude : " + colors.joined(separator: ", ")),
            completion: .values(colors), parse: ValueParser.color)
    }
}

extension Option where Value == [ReminderTime]? {
    /// `--remind HH:MM`: the times, none for `off`.
    static var remind: Self {
        Option(
            "remind", "HH:MM",
            help: HelpText(
                "Reminders at these times (HH:MM, or several: 08:00,18:30), or off",
                french: "Des rappels à ces heures (HH:MM, ou plusieurs : 08:00,18:30), ou off"),
            completion: .values(["off"]), parse: ValueParser.reminderTimes)
    }
}

extension Option where Value == Int? {
    /// `--snooze MINUTES`.
    static var snooze: Self {
        Option(
            "snooze", "MINUTES",
            help: HelpText(
                "How many minutes Snooze puts the reminders off, 1 to 1440 (10 by default)",
                french: "De combien de minutes Plus tard repousse les rappels, de 1 à 1440 (10 par défaut)"),
            parse: ValueParser.snoozeMinutes)
    }
}

extension Option where Value == Bool? {
    /// `--when-done quiet|ring`, as whether the reminders ring only on a day not done yet.
    static var whenDone: Self {
        Option(
            "when-done", "CHOICE",
            help: HelpText(
                "What the reminders do on a day already done: quiet (the default) or ring",
                french: "Ce que font les rappels un jour déjà fait : « quiet » (se taire, par défaut) ou « ring » "
                    + "(sonner)"),
            completion: .values(["quiet", "ring"]), parse: ValueParser.onlyIfNotDone)
    }
}

extension Option where Value == ScoreModel? {
    /// `--score MODEL`.
    static var score: Self {
        Option(
            "score", "MODEL",
            help: HelpText(
                "The score shown: kado (Kadō's) or loop (Loop Habit Tracker's)",
                french: "Le score affiché : kado (celui de Kadō) ou loop (celui de Loop Habit Tracker)"),
            completion: .values(ScoreModel.allCases.map(\.rawValue)), parse: ValueParser.scoreModel)
    }
}

extension Option where Value == String? {
    /// `--unit UNIT`.
    static var unit: Self {
        Option(
            "unit", "UNIT",
            help: HelpText(
                "The unit of a counter or at-most habit (glasses, pages, coffees)",
                french: "L’unité d’un compteur ou d’une habitude « au plus » (verres, pages, cafés)"))
    }

    /// `--icon NAME`.
    static var icon: Self {
        Option(
            "icon", "NAME",
            help: HelpText(
                "An SF Symbol name for the Apple apps (book, drop, figure.walk)",
                french: "Un nom de symbole SF pour les applications Apple (book, drop, figure.walk)"))
    }

    /// `--details TEXT`.
    static var details: Self {
        Option(
            "details", "TEXT",
            help: HelpText(
                "A description of the habit (why, how; several lines are fine); \"\" clears it",
                french: "Une description de l’habitude (pourquoi, comment ; plusieurs lignes conviennent) ; \"\" "
                    + "l’efface"))
    }

    /// `--group NAME`.
    static var group: Self {
        Option(
            "group", "NAME",
            help: HelpText(
                "The group the habit is in (Health, Work); \"\" takes it out of its group",
                french: "Le groupe de l’habitude (Santé, Travail) ; \"\" la sort de son groupe"))
    }
}

extension Option where Value == DayText?? {
    /// `--since DAY`: the habit's first day, or `""` (`.some(nil)`) to let its records decide.
    static var since: Self {
        Option(
            "since", "DAY",
            help: HelpText(
                "The first day the habit counts (YYYY-MM-DD, yesterday, -N); \"\" lets its creation and records "
                    + "decide",
                french: "Le premier jour que l’habitude compte (AAAA-MM-JJ, yesterday, -N) ; \"\" laisse sa création "
                    + "et ses données en décider"),
            parse: { text, argument throws(UsageError) in
                text.isEmpty ? nil : try DayText.parse(text, argument: argument)
            })
    }
}

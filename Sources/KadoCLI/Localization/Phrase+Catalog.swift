import KadoApp
import KadoCore

/// Every phrase the command's text output uses, in English and French.
extension Phrase {
    // MARK: Today

    static let today = Phrase("common.today")
    static let scheduled = Phrase("common.today.scheduled")
    static let notScheduledToday = Phrase("common.today.notScheduledToday")
    static let noHabitsYet = Phrase("cli.catalog.noHabitsYet")
    static let noHabits = Phrase("cli.catalog.noHabits")
    static func weeksFrom(_ first: String, _ last: String) -> Phrase {
        Phrase("cli.catalog.weeksFrom", ["first": first, "last": last])
    }
    static func monthsFrom(_ first: String, _ last: String) -> Phrase {
        Phrase("cli.catalog.monthsFrom", ["first": first, "last": last])
    }
    static let nothingLeftToday = Phrase("cli.catalog.nothingLeftToday")
    /// Today's footer when the scores of `count` habits wait for their checkpoints to be rebuilt.
    static func scoresPending(_ count: Int) -> Phrase {
        count == 1
            ? Phrase("cli.catalog.scoresPending")
            : Phrase("cli.catalog.scoresPending.2", ["count": count])
    }
    /// What a row shows in place of a score or a streak that is being recomputed.
    static let pendingValue = Phrase("cli.catalog.pendingValue")
    static func doneOfDue(_ done: Int, _ due: Int) -> Phrase {
        Phrase("common.doneOfDue", count: done, ["due": due])
    }

    // MARK: Progress

    static let done = Phrase("cli.catalog.done")
    static let notDone = Phrase("cli.catalog.notDone")
    static let slipped = Phrase("cli.catalog.slipped")
    static let clean = Phrase("cli.catalog.clean")
    static let note = Phrase("cli.catalog.note")
    static func atMost(_ amount: String, _ limit: String) -> Phrase {
        Phrase("cli.catalog.atMost", ["amount": amount, "limit": limit])
    }
    static func overLimit(_ amount: String, _ limit: String) -> Phrase {
        Phrase("cli.catalog.overLimit", ["amount": amount, "limit": limit])
    }

    // MARK: Schedules and types

    static let everyDay = Phrase("cli.catalog.everyDay")
    static func daysAWeek(_ count: Int) -> Phrase {
        Phrase("common.daysAWeek", count: count)
    }
    static func everyNDays(_ count: Int) -> Phrase { Phrase("cli.catalog.everyNDays", ["count": count]) }
    static func timesInDays(_ times: String, _ days: String) -> Phrase {
        Phrase("cli.catalog.timesInDays", ["times": times, "days": days])
    }
    static let yesNo = Phrase("cli.catalog.yesNo")
    static let negative = Phrase("cli.catalog.negative")
    static func counter(_ target: String) -> Phrase { Phrase("cli.catalog.counter", ["target": target]) }
    static func timer(_ minutes: String) -> Phrase { Phrase("cli.catalog.timer", ["minutes": minutes]) }
    static func atMostType(_ limit: String) -> Phrase { Phrase("cli.catalog.atMostType", ["limit": limit]) }

    // MARK: List and show

    static let habitColumn = Phrase("cli.catalog.habitColumn")
    static let scheduleColumn = Phrase("cli.catalog.scheduleColumn")
    static let typeColumn = Phrase("cli.catalog.typeColumn")
    static let idColumn = Phrase("cli.list.idColumn")
    static let archived = Phrase("cli.catalog.archived")
    static let loopScore = Phrase("common.ruleVersions.loopScore")
    static let score = Phrase("common.score")
    static let streak = Phrase("common.streak")
    static let best = Phrase("cli.catalog.best")
    static let todayLabel = Phrase("cli.catalog.todayLabel")
    static let notScheduled = Phrase("cli.catalog.notScheduled")
    /// "Score, last 10 days", "Score, 10 derniers jours" (the count and its words agreeing).
    static func scoreLastDays(_ count: Int) -> Phrase {
        Phrase("cli.catalog.scoreLastDays", count: count)
    }
    static func doneOn(_ share: String) -> Phrase { Phrase("cli.catalog.doneOn", ["share": share]) }
    static func withinLimitOn(_ share: String) -> Phrase {
        Phrase("cli.catalog.withinLimitOn", ["share": share])
    }
    static func cleanOn(_ share: String) -> Phrase { Phrase("cli.catalog.cleanOn", ["share": share]) }
    static func share(_ done: Int, _ counted: String, _ percent: String) -> Phrase {
        Phrase("cli.catalog.share", ["done": done, "counted": counted, "percent": percent])
    }
    static func ofTargetOnAverage(_ percent: String) -> Phrase {
        Phrase("cli.catalog.ofTargetOnAverage", ["percent": percent])
    }
    static let recent = Phrase("cli.catalog.recent")

    // MARK: Check-ins

    static func slipLoggedFor(_ day: String) -> Phrase { Phrase("cli.catalog.slipLoggedFor", ["day": day]) }
    static func slipRemovedFor(_ day: String) -> Phrase { Phrase("cli.catalog.slipRemovedFor", ["day": day]) }
    static func doneFor(_ day: String) -> Phrase { Phrase("cli.catalog.doneFor", ["day": day]) }
    static func undoneFor(_ day: String) -> Phrase { Phrase("cli.catalog.undoneFor", ["day": day]) }
    static func alreadyDoneFor(_ day: String) -> Phrase {
        Phrase("cli.catalog.alreadyDoneFor", ["day": day])
    }
    static func unchangedOn(_ day: String) -> Phrase {
        Phrase("cli.catalog.unchangedOn", ["day": day])
    }
    static func alreadyExcusedOn(_ span: String) -> Phrase {
        Phrase("cli.catalog.alreadyExcusedOn", ["span": span])
    }
    static func clearedFor(_ day: String) -> Phrase { Phrase("cli.catalog.clearedFor", ["day": day]) }
    static func nothingToUndoFor(_ day: String) -> Phrase {
        Phrase("cli.catalog.nothingToUndoFor", ["day": day])
    }
    static func daySet(_ day: String) -> Phrase { Phrase("cli.catalog.daySet", ["day": day]) }
    static let excused = Phrase("cli.catalog.excused")
    static func noteSavedFor(_ day: String) -> Phrase { Phrase("cli.catalog.noteSavedFor", ["day": day]) }
    static func noteRemovedFor(_ day: String) -> Phrase { Phrase("cli.catalog.noteRemovedFor", ["day": day]) }
    static func noNoteToRemoveFor(_ day: String) -> Phrase {
        Phrase("cli.catalog.noNoteToRemoveFor", ["day": day])
    }
    static func todayProgress(_ progress: String) -> Phrase {
        Phrase("cli.catalog.todayProgress", ["progress": progress])
    }
    static func streakIs(_ streak: String) -> Phrase { Phrase("cli.catalog.streakIs", ["streak": streak]) }
    /// A week-counted habit's week so far, shown in place of a streak that holds no success.
    static func weekProgress(done: Int, required: Int) -> Phrase {
        Phrase("common.weekProgress", ["done": done, "required": required])
    }
    static func scoreIs(_ percent: String) -> Phrase { Phrase("cli.catalog.scoreIs", ["percent": percent]) }
    static func excusedOn(_ span: String) -> Phrase { Phrase("cli.catalog.excusedOn", ["span": span]) }
    static func dayRange(_ first: String, _ last: String, _ count: String) -> Phrase {
        Phrase("cli.catalog.dayRange", ["first": first, "last": last, "count": count])
    }
    static func onDay(_ day: String) -> Phrase { Phrase("cli.catalog.onDay", ["day": day]) }

    // MARK: Changes to habits

    static func added(_ name: String, _ description: String) -> Phrase {
        Phrase("cli.catalog.added", ["name": name, "description": description])
    }
    static func saved(_ name: String, _ description: String) -> Phrase {
        Phrase("cli.catalog.saved", ["name": name, "description": description])
    }
    static func archivedHabit(_ name: String) -> Phrase {
        Phrase("cli.catalog.archivedHabit", ["name": name])
    }
    static func backOnToday(_ name: String) -> Phrase {
        Phrase("cli.catalog.backOnToday", ["name": name])
    }
    static let nothingDeleted = Phrase("cli.catalog.nothingDeleted")
    static func moved(_ name: String, _ position: Int) -> Phrase {
        Phrase("cli.catalog.moved", ["name": name, "position": position])
    }
    static func exported(_ summary: String, _ path: String) -> Phrase {
        Phrase("cli.catalog.exported", ["summary": summary, "path": path])
    }

    // MARK: Settings

    /// `week-start monday`: in English the setting's name and value as `kado settings` takes them.
    static func weekStartSetting(_ weekday: Weekday) -> Phrase {
        Phrase("cli.settings.weekStart." + weekday.name)
    }
    static func dayStartSetting(_ hour: Int) -> Phrase {
        Phrase("cli.catalog.dayStartSetting", ["hour": hour])
    }
    /// The words that answer yes to a `[y/N]` question in the language, comma-separated
    /// (``ConfirmationAnswer``).
    static let yesAnswers = Phrase("cli.prompt.yesAnswers")
    /// `language auto`, `language de`: in English the setting's name and code as `kado settings`
    /// takes them; in the other languages its name and value in words (`Langue : allemand`).
    static func languageSetting(_ setting: LanguageSetting) -> Phrase {
        Phrase("cli.settings.language." + setting.code)
    }

    // MARK: Errors

    static let errorPrefix = Phrase("cli.catalog.errorPrefix")
    static func noHabitMatches(_ reference: String) -> Phrase {
        Phrase("cli.catalog.noHabitMatches", ["reference": reference])
    }
    static func noHabitMatches(_ reference: String, suggestion: String) -> Phrase {
        Phrase("cli.catalog.noHabitMatches.2", ["reference": reference, "suggestion": suggestion])
    }
    static func matchesSeveral(_ reference: String, _ names: String) -> Phrase {
        Phrase("cli.catalog.matchesSeveral", ["reference": reference, "names": names])
    }
}

/// The fixed words of `kado help`; the commands' own texts are ``FrenchHelp``'s.
extension Phrase {
    static let helpTitle = Phrase("cli.catalog.helpTitle")
    static let helpUsage = Phrase("cli.catalog.helpUsage")
    static let helpOverviewUsage = Phrase("cli.catalog.helpOverviewUsage")
    static let helpCommands = Phrase("cli.catalog.helpCommands")
    static let helpTheDefault = Phrase("cli.catalog.helpTheDefault")
    static let helpGlobalOptions = Phrase("cli.catalog.helpGlobalOptions")
    static let helpRunHelp = Phrase("cli.catalog.helpRunHelp")
    static let helpArguments = Phrase("cli.catalog.helpArguments")
    static let helpOptions = Phrase("cli.catalog.helpOptions")
    static let helpExamples = Phrase("cli.catalog.helpExamples")
    static let helpMayBeRepeated = Phrase("cli.catalog.helpMayBeRepeated")
}

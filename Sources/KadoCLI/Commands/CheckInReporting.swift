import Foundation
import KadoApp
import KadoCore

/// Prints what a check-in left: the habit's state on that day, or its JSON status, from the
/// summary the check-in returned (no second walk).
/// - Parameter phrase: what a command says of its outcome in its own words (`kado toggle`: done
///   or undone), for the day's text; `nil` for the words every check-in shares.
func report(
    _ result: CheckInResult, in app: AppContext, context: CommandContext,
    phrase: ((CheckInOutcome, String) -> Phrase)? = nil
) throws {
    let (habit, day, summary) = (result.habit, result.day, result.summary)
    if context.usesJSON {
        try context.printJSON(HabitStatus(habit: habit, evaluation: summary.evaluation))
        return
    }
    let words = Localizer(language: app.settings.language)
    let date = "\(day)"
    let what = phrase?(result.outcome, date) ?? sharedPhrase(of: result.outcome, habit: habit, date: date)
    context.print(checkInLine(habit, what: words(what), day: day, summary: summary, words: words, style: context.style))
}

/// Runs `action` on `habit` on `day` (today without it): the settings and today read once, the
/// day read against that today, and the habit resolved by the use case.
func checkIn(_ action: CheckIn, habit: String, day: DayText?, in context: CommandContext) throws -> (
    CheckInResult, AppContext
) {
    let (tracker, app) = try openWithContext(context)
    let day = try day?.resolved(today: app.today) ?? app.today
    return (try tracker.checkIns.checkIn(action, habit: habit, day: day, in: app), app)
}

/// `Read: done for 2026-04-10 · today done · streak 3 days · score 40%`: what a check-in did and
/// where the habit stands (today's progress only when the day is today).
func checkInLine(
    _ habit: Habit, what: String, day: LogicalDay, summary: HabitSummary, words: Localizer, style: OutputStyle
) -> String {
    let evaluation = summary.evaluation
    var parts = [what]
    if day == evaluation.day { parts.append(words(.todayProgress(HabitPresentation.progress(of: summary, in: words)))) }
    parts.append(
        words(.streakIs(HabitPresentation.streak(evaluation.streakDisplay, in: words))))
    parts.append(words(.scoreIs(words.percent(evaluation.scorePercent))))
    return style.colored(HabitPresentation.name(habit), habit.color) + words.colon + parts.joined(separator: " · ")
}

/// What every check-in says of `outcome` on `habit`, the day written `date`.
private func sharedPhrase(of outcome: CheckInOutcome, habit: Habit, date: String) -> Phrase {
    switch outcome {
    case .recorded: habit.type == .negative ? .slipLoggedFor(date) : .doneFor(date)
    case .alreadyDone: .alreadyDoneFor(date)
    case .removed: .clearedFor(date)
    case .nothingToUndo: .nothingToUndoFor(date)
    case .valueSet: .daySet(date)
    case .skipped: .excused
    case .noted: .noteSavedFor(date)
    case .noteRemoved: .noteRemovedFor(date)
    case .nothingToRemove: .noNoteToRemoveFor(date)
    case .unchanged: .unchangedOn(date)
    }
}

import KadoApp
import KadoCore

/// Prints what a check-in left: the habit's state on that day, or its JSON status.
private func report(
    _ outcome: CheckInOutcome, habit: Habit, day: LogicalDay, tracker: Tracker, context: CommandContext
) throws {
    let summary = try tracker.summary(of: habit)
    if context.usesJSON {
        try context.printJSON(HabitStatus(habit: habit, evaluation: summary.evaluation))
        return
    }
    let words = try context.words(tracker)
    let date = "\(day)"
    let what: Phrase
    switch outcome {
    case .recorded: what = habit.type == .negative ? .slipLoggedFor(date) : .doneFor(date)
    case .alreadyDone: what = .alreadyDoneFor(date)
    case .removed: what = .clearedFor(date)
    case .nothingToUndo: what = .nothingToUndoFor(date)
    case .valueSet: what = .daySet(date)
    case .skipped: what = .excused
    case .noted: what = .noteSavedFor(date)
    case .noteRemoved: what = .noteRemovedFor(date)
    case .nothingToRemove: what = .noNoteToRemoveFor(date)
    case .unchanged: what = .unchangedOn(date)
    }
    context.print(checkInLine(habit, what: words(what), day: day, summary: summary, words: words, style: context.style))
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

/// `kado done HABIT [DAY]`: Kadō's "Complete habit" quick action.
struct DoneCommand: Command {
    let specification = CommandCatalog.done

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let tracker = try context.openTracker()
        let habit = try tracker.resolve(arguments.argument("HABIT"))
        let day = try tracker.day(arguments.argument("DAY"))
        let outcome = try tracker.complete(habit, on: day)
        try report(outcome, habit: habit, day: day, tracker: tracker, context: context)
    }
}

/// `kado undo HABIT [DAY]`: removes a day's records (notes are kept).
struct UndoCommand: Command {
    let specification = CommandCatalog.undo

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let tracker = try context.openTracker()
        let habit = try tracker.resolve(arguments.argument("HABIT"))
        let day = try tracker.day(arguments.argument("DAY"))
        let outcome = try tracker.undo(habit, on: day)
        try report(outcome, habit: habit, day: day, tracker: tracker, context: context)
    }
}

/// `kado log HABIT VALUE [DAY]`: Kadō's "Log habit value" quick action. `VALUE` sets the day's
/// total (minutes for a timer); `+VALUE` adds to it.
struct LogCommand: Command {
    let specification = CommandCatalog.log

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let text = arguments.argument("VALUE") ?? ""
        let adding = text.hasPrefix("+")
        let value: Double
        do {
            value = try ValueParser.nonNegativeNumber(adding ? String(text.dropFirst()) : text, argument: "VALUE")
        } catch {
            throw UsageError.invalidValue(
                text, for: "VALUE", problem: "must be a number of 0 or more (minutes for a timer), or +N to add N")
        }
        let tracker = try context.openTracker()
        let habit = try tracker.resolve(arguments.argument("HABIT"))
        let day = try tracker.day(arguments.argument("DAY"))
        let outcome = try tracker.log(habit, value: value, adding: adding, on: day)
        try report(outcome, habit: habit, day: day, tracker: tracker, context: context)
    }
}

/// `kado skip HABIT [DAY | FROM..TO]`: excuses a day or a range.
struct SkipCommand: Command {
    let specification = CommandCatalog.skip

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let tracker = try context.openTracker()
        let habit = try tracker.resolve(arguments.argument("HABIT"))
        let today = try tracker.today()
        let days =
            try arguments.argument("DAYS").map { try ValueParser.dayRange($0, today: today) } ?? DayRange(day: today)
        let outcome = try tracker.skip(habit, days: days)
        if context.usesJSON {
            try report(outcome, habit: habit, day: days.first, tracker: tracker, context: context)
            return
        }
        let words = try context.words(tracker)
        let span =
            days.count == 1
            ? words(.onDay("\(days.first)"))
            : words(.dayRange("\(days.first)", "\(days.last)", words.count(days.count, .day)))
        let what: Phrase = outcome == .unchanged ? .alreadyExcusedOn(span) : .excusedOn(span)
        context.print(context.style.colored(HabitPresentation.name(habit), habit.color) + words.colon + words(what))
    }
}

/// `kado note HABIT TEXT [DAY]`: writes (or, with an empty text, removes) a day's note.
struct NoteCommand: Command {
    let specification = CommandCatalog.note

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let tracker = try context.openTracker()
        let habit = try tracker.resolve(arguments.argument("HABIT"))
        let day = try tracker.day(arguments.argument("DAY"))
        let outcome = try tracker.note(habit, text: arguments.argument("TEXT") ?? "", on: day)
        try report(outcome, habit: habit, day: day, tracker: tracker, context: context)
    }
}

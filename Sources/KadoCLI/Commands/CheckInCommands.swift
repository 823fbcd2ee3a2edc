import Foundation
import KadoApp
import KadoCore

/// Prints what a check-in left: the habit's state on that day, or its JSON status, from the
/// summary the check-in returned (no second walk).
func report(_ result: CheckInResult, in app: AppContext, context: CommandContext) throws {
    let (habit, day, summary) = (result.habit, result.day, result.summary)
    if context.usesJSON {
        try context.printJSON(HabitStatus(habit: habit, evaluation: summary.evaluation))
        return
    }
    let words = Localizer(language: app.settings.language)
    let date = "\(day)"
    let what: Phrase
    switch result.outcome {
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

/// Runs `action` on HABIT on DAY (today without it): the settings and today read once, DAY read
/// against that today, and the habit resolved by the use case.
private func checkIn(_ action: CheckIn, _ arguments: ParsedArguments, in context: CommandContext) throws -> (
    CheckInResult, AppContext
) {
    let tracker = try context.openTracker()
    let app = try tracker.context()
    let day = try Tracker.day(arguments.argument("DAY"), today: app.today)
    return (try tracker.checkIn(action, habit: arguments.argument("HABIT"), day: day, in: app), app)
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

/// `kado done HABIT... [DAY]`: Kadō's "Complete habit" quick action, for one habit or several at
/// once (one transaction: one habit that cannot be checked in leaves every habit as it was).
/// Several habits print a line each, or a JSON array of their statuses.
struct DoneCommand: Command {
    let specification = CommandCatalog.done

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let names = arguments.arguments("HABIT")
        guard names.count > 1 else {
            let (result, app) = try checkIn(.done, arguments, in: context)
            return try report(result, in: app, context: context)
        }
        let tracker = try context.openTracker()
        let app = try tracker.context()
        let day = try Tracker.day(arguments.argument("DAY"), today: app.today)
        // A last word no habit has is a mistyped DAY (`kado done Read demain`, `… 2026-02-30`),
        // or a mistyped habit (`kado done Read Wter`): one written like a day is said as a DAY,
        // any other as both, with the closest habit's name.
        if arguments.argument("DAY") == nil, let last = names.last,
            case .some(let suggestion) = Self.noHabit(last, in: tracker)
        {
            guard ValueParser.looksLikeDay(last) else {
                throw UsageError.invalidValue(last, for: "DAY", problem: .dayFormNorHabit(suggestion: suggestion))
            }
            _ = try ValueParser.day(last, today: app.today)
        }
        let results = try tracker.checkIn(.done, habits: names, day: day, in: app)
        if context.usesJSON {
            return try context.printJSON(
                results.map { HabitStatus(habit: $0.habit, evaluation: $0.summary.evaluation) })
        }
        for result in results { try report(result, in: app, context: context) }
    }

    /// When no habit has the id or name `reference`, the closest habit's name if any (`.some`);
    /// `nil` when a habit has it (or several do).
    private static func noHabit(_ reference: String, in tracker: Tracker) -> String?? {
        let error: AppError
        do {
            _ = try tracker.habit(reference)
            return nil
        } catch let thrown {
            error = thrown
        }
        if case .habitNotFound(_, let suggestion) = error { return .some(suggestion) }
        return nil
    }
}

/// `kado undo`: takes back the last change made on this device (``Tracker/undoLastChange(in:)``)
/// and says what it undid; `kado undo HABIT [DAY]` removes a day's records (notes are kept).
struct UndoCommand: Command {
    let specification = CommandCatalog.undo

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        guard arguments.argument("HABIT") != nil else { return try undoLastChange(in: context) }
        let (result, app) = try checkIn(.undo, arguments, in: context)
        try report(result, in: app, context: context)
    }

    private func undoLastChange(in context: CommandContext) throws {
        let tracker = try context.openTracker()
        let app = try tracker.context()
        let words = Localizer(language: app.settings.language)
        let result = try tracker.undoLastChange(in: app)
        if context.usesJSON {
            try context.printJSON(UndoReport(result))
        } else if let result {
            if !result.undone.isEmpty {
                let what = result.change.map { Self.describe($0, habits: result.undone, today: app.today, words) }
                context.print(what.map { words(.undid($0)) } ?? words(.undidLastChange))
            }
            for kept in result.kept {
                context.print(words(.notUndone(TerminalText.safe(kept.habit.name), kept.reason)))
            }
        } else {
            context.print(words(.nothingToUndoHere))
        }
        if let result, result.undidNothing { throw UndoRefused() }
    }

    /// `checked in Read and Walk on Tue 1 Dec`: `change`, said of `habits` (those undone).
    static func describe(
        _ change: UndoableChange, habits: [UndoableChange.Subject], today: LogicalDay, _ words: Localizer
    ) -> String {
        let names = words.list(habits.map { TerminalText.safe($0.name) })
        let days = change.day.map { words.onDays(from: $0, through: change.lastDay, today: today) }
        return words(.change(change.kind, names, on: days))
    }
}

/// `kado undo --json`: what was undone (`change` is `null` when there was nothing to undo).
private struct UndoReport: Encodable {
    struct Change: Encodable {
        let kind: String
        let day: LogicalDay?
        let lastDay: LogicalDay?
    }

    struct Kept: Encodable {
        let habit: String
        let id: UUID
        let reason: String
    }

    let change: Change?
    let undone: [String]
    let kept: [Kept]

    init(_ result: UndoResult?) {
        change = result?.change.map { Change(kind: $0.kind.rawValue, day: $0.day, lastDay: $0.lastDay) }
        undone = result?.undone.map(\.name) ?? []
        kept = result?.kept.map { Kept(habit: $0.habit.name, id: $0.habit.id, reason: $0.reason.rawValue) } ?? []
    }
}

/// Every habit of the change was kept: exit 1, the lines above said why.
struct UndoRefused: Error, ReportableError {
    var exitCode: ExitCode { .failure }
    var reportMessage: String { reportMessage(in: .english) }

    func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        return words(.errorPrefix) + words(.undoForgotten)
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
            throw UsageError.invalidValue(text, for: "VALUE", problem: .loggedValue)
        }
        let (result, app) = try checkIn(adding ? .add(value) : .set(value), arguments, in: context)
        try report(result, in: app, context: context)
    }
}

/// `kado skip HABIT [DAY | FROM..TO]`: excuses a day or a range.
struct SkipCommand: Command {
    let specification = CommandCatalog.skip

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let tracker = try context.openTracker()
        let app = try tracker.context()
        let days =
            try arguments.argument("DAYS").map { try ValueParser.dayRange($0, today: app.today) }
            ?? DayRange(day: app.today)
        let result = try tracker.checkIn(
            .skip(through: days.last, note: nil), habit: arguments.argument("HABIT"), day: days.first, in: app)
        let (habit, outcome) = (result.habit, result.outcome)
        if context.usesJSON { return try report(result, in: app, context: context) }
        let words = Localizer(language: app.settings.language)
        let span =
            days.count == 1
            ? words(.onDay("\(days.first)"))
            : words(.dayRange("\(days.first)", "\(days.last)", words.count(days.count, .day)))
        let what: Phrase = outcome == .unchanged ? .alreadyExcusedOn(span) : .excusedOn(span)
        context.print(context.style.colored(HabitPresentation.name(habit), habit.color) + words.colon + words(what))
    }
}

/// `kado note HABIT TEXT [DAY]`: writes (or, with an empty text, removes) a day's note; `-` reads
/// the note from standard input (at most ``maximumInput`` bytes of UTF-8).
struct NoteCommand: Command {
    let specification = CommandCatalog.note

    /// The most standard input a note is read from: the longest note in the widest characters,
    /// and room for the whitespace around it that is trimmed.
    static let maximumInput = Completion.maximumNoteLength * 4 + 4096

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        var text = arguments.argument("TEXT") ?? ""
        if text == "-" {
            let input = context.readInput(Self.maximumInput + 1)
            guard input.count <= Self.maximumInput else {
                throw UsageError.invalidValue(
                    "-", for: "TEXT", problem: .inputTooLarge(maximumBytes: Self.maximumInput))
            }
            guard let decoded = String(validating: input, as: UTF8.self) else {
                throw UsageError.invalidValue("-", for: "TEXT", problem: .notUTF8)
            }
            text = decoded
        }
        let (result, app) = try checkIn(.note(text), arguments, in: context)
        try report(result, in: app, context: context)
    }
}

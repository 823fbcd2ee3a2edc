import Foundation
import KadoApp
import KadoCore

/// Prints `habit`'s status as `--json` shows it after a change, as of the context `app` the
/// command read once.
private func printStatus(of habit: Habit, tracker: Tracker, in app: AppContext, context: CommandContext) throws {
    try context.printJSON(HabitStatus(habit: habit, evaluation: try tracker.summary(of: habit, in: app).evaluation))
}

/// Opens the tracker for a change and reads its context once: the settings, the calendar and
/// today that the use case, the habit's lookup and the output all share.
private func openWithContext(_ context: CommandContext) throws -> (Tracker, AppContext) {
    let tracker = try context.openTracker()
    return (tracker, try tracker.context())
}

/// `kado archive HABIT`: hides a habit from Today and freezes its score, keeping its history.
struct ArchiveCommand: Command {
    let specification = CommandCatalog.archive

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let (tracker, app) = try openWithContext(context)
        let habit = try tracker.archive(try tracker.resolve(arguments.argument("HABIT")), in: app)
        if context.usesJSON { return try printStatus(of: habit, tracker: tracker, in: app, context: context) }
        context.print(Localizer(language: app.settings.language)(.archivedHabit(HabitPresentation.name(habit))))
    }
}

/// `kado unarchive HABIT`: brings an archived habit back.
struct UnarchiveCommand: Command {
    let specification = CommandCatalog.unarchive

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let (tracker, app) = try openWithContext(context)
        let habit = try tracker.unarchive(try tracker.resolve(arguments.argument("HABIT")), in: app)
        if context.usesJSON { return try printStatus(of: habit, tracker: tracker, in: app, context: context) }
        context.print(Localizer(language: app.settings.language)(.backOnToday(HabitPresentation.name(habit))))
    }
}

/// `kado delete HABIT [--yes]`: moves a habit and its history to the trash for 30 days, after
/// asking on a terminal.
struct DeleteCommand: Command {
    let specification = CommandCatalog.delete

    /// `kado delete --json`: which habit, and whether it was deleted (no when the answer was no).
    struct Deletion: Encodable {
        let id: UUID
        let name: String
        let deleted: Bool
    }

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let (tracker, app) = try openWithContext(context)
        let habit = try tracker.resolve(arguments.argument("HABIT"))
        let words = Localizer(language: app.settings.language)
        if !arguments.flag("yes") {
            guard let confirm = context.confirm else {
                throw UsageError(.deleteNeedsConfirmation)
            }
            let records = try tracker.recordCount(of: habit)
            guard confirm(words(.moveToTrashQuestion(HabitPresentation.name(habit), words.count(records, .record))))
            else {
                if context.usesJSON {
                    return try context.printJSON(Deletion(id: habit.id, name: habit.name, deleted: false))
                }
                context.print(words(.nothingDeleted))
                return
            }
        }
        try tracker.delete(habit, in: app)
        if context.usesJSON { return try context.printJSON(Deletion(id: habit.id, name: habit.name, deleted: true)) }
        context.print(words(.movedToTrash(HabitPresentation.name(habit))))
    }
}

/// `kado move HABIT POSITION`: reorders the habits.
struct MoveCommand: Command {
    let specification = CommandCatalog.move

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let position = try ValueParser.integer(
            arguments.argument("POSITION") ?? "", argument: "POSITION", in: 1...100_000)
        let (tracker, app) = try openWithContext(context)
        let habit = try tracker.resolve(arguments.argument("HABIT"))
        if habit.isArchived { throw AppError.archived(habit: habit.name) }
        let count = try tracker.habits().count
        guard position <= count else {
            throw UsageError.invalidValue(
                String(position), for: "POSITION", problem: .rule(.outOfRange(minimum: 1, maximum: count, unit: .none)))
        }
        try tracker.move(habit, to: position, in: app)
        if context.usesJSON { return try printStatus(of: habit, tracker: tracker, in: app, context: context) }
        context.print(Localizer(language: app.settings.language)(.moved(HabitPresentation.name(habit), position)))
    }
}

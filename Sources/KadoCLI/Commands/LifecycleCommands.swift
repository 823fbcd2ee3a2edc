import KadoApp
import KadoCore

/// `kado archive HABIT`: hides a habit from Today and freezes its score, keeping its history.
struct ArchiveCommand: Command {
    let specification = CommandCatalog.archive

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let tracker = try context.openTracker()
        let habit = try tracker.archive(try tracker.resolve(arguments.argument("HABIT")))
        context.print(
            "Archived \(HabitPresentation.name(habit)). Bring it back with: kado unarchive \"\(HabitPresentation.name(habit))\""
        )
    }
}

/// `kado unarchive HABIT`: brings an archived habit back.
struct UnarchiveCommand: Command {
    let specification = CommandCatalog.unarchive

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let tracker = try context.openTracker()
        let habit = try tracker.unarchive(try tracker.resolve(arguments.argument("HABIT")))
        context.print("\(HabitPresentation.name(habit)) is back on Today.")
    }
}

/// `kado delete HABIT [--yes]`: deletes a habit and its history, after asking on a terminal.
struct DeleteCommand: Command {
    let specification = CommandCatalog.delete

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let tracker = try context.openTracker()
        let habit = try tracker.resolve(arguments.argument("HABIT"))
        if !arguments.flag("yes") {
            guard let confirm = context.confirm else {
                throw UsageError("delete needs --yes when it cannot ask (standard input is not a terminal)")
            }
            let records = try tracker.store.completions(of: habit.id).count
            guard confirm("Delete \"\(HabitPresentation.name(habit))\" and its \(records) records for good? [y/N] ")
            else {
                context.print("Nothing deleted.")
                return
            }
        }
        try tracker.delete(habit)
        context.print("Deleted \(HabitPresentation.name(habit)).")
    }
}

/// `kado move HABIT POSITION`: reorders the habits.
struct MoveCommand: Command {
    let specification = CommandCatalog.move

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let position = try ValueParser.integer(
            arguments.argument("POSITION") ?? "", argument: "POSITION", in: 1...100_000)
        let tracker = try context.openTracker()
        let habit = try tracker.resolve(arguments.argument("HABIT"))
        if habit.isArchived { throw AppError.archived(habit: habit.name) }
        let count = try tracker.habits().count
        guard position <= count else {
            throw UsageError.invalidValue(String(position), for: "POSITION", problem: "must be from 1 to \(count)")
        }
        try tracker.move(habit, to: position)
        context.print("Moved \(HabitPresentation.name(habit)) to position \(position).")
    }
}

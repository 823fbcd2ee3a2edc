import Foundation
import KadoApp
import KadoCore

/// `kado trash [list|restore HABIT|empty [HABIT]] [--yes]`: the habits deleted in the last 30
/// days, kept with their history. `list` (the default) shows each with when it was deleted and
/// when it will be emptied; `restore` brings one back whole; `empty` deletes the history of one,
/// or of all, for good, after asking on a terminal (`--yes` elsewhere).
struct TrashCommand: Command {
    static let configuration = CommandConfiguration(
        name: "trash",
        summary: HelpText("cli.help.trash.summary"),
        discussion: HelpText("cli.help.trash.discussion"),
        examples: ["trash", "trash --json", "trash restore Read", "trash empty Read --yes"], changesData: true)

    @Argument(
        "ACTION",
        help: HelpText("cli.help.trash.action.help"),
        completion: .values(Self.actions), parse: ValueParser.oneOf(Self.actions))
    var action: String?
    @Argument(
        "HABIT",
        help: HelpText("cli.help.trash.habit.help"))
    var habit: String?
    @Flag(
        "yes", short: "y",
        help: HelpText("cli.help.trash.yes.help"))
    var yes: Bool

    /// The actions after `kado trash`.
    static let actions = ["list", "restore", "empty"]

    /// One habit as `kado trash --json` prints it.
    struct Entry: Encodable {
        let id: UUID
        let name: String
        let deletedAt: Date
        let emptiedAt: Date
    }

    /// `kado trash restore --json`.
    struct Restored: Encodable {
        let id: UUID
        let name: String
        let restored: Bool
    }

    /// `kado trash empty --json`: the habits emptied (none when the answer was no).
    struct Emptied: Encodable {
        let emptied: [Habit]

        /// A habit emptied.
        struct Habit: Encodable {
            let id: UUID
            let name: String
        }
    }

    func validate() throws(UsageError) {
        switch action ?? "list" {
        case "restore" where habit == nil: throw UsageError(.missingArgument("HABIT", command: "trash restore"))
        case "list": if let habit { throw UsageError(.unexpectedArgument(habit, command: "trash")) }
        default: break
        }
    }

    func run(in context: CommandContext) throws {
        switch (action ?? "list", habit) {
        case ("restore", let reference?): try restore(reference, in: context)
        case ("empty", let reference): try empty(reference, yes: yes, in: context)
        default: try list(in: context)
        }
    }

    private func list(in context: CommandContext) throws {
        let tracker = try context.openTrackerForReading()
        let trash = try tracker.habits.trash()
        if context.usesJSON {
            return try context.printJSON(
                trash.map {
                    Entry(id: $0.habit.id, name: $0.habit.name, deletedAt: $0.deletedAt, emptiedAt: $0.emptiedAt)
                })
        }
        let app = try tracker.context()
        let words = Localizer(language: app.settings.language)
        guard !trash.isEmpty else { return context.print(words(.trashIsEmpty)) }
        let names = trash.map { HabitPresentation.name($0.habit) }
        let width = names.map(DisplayWidth.of).max() ?? 0
        let today = app.today
        var lines = [words(.trashHeader)]
        for (trashed, name) in zip(trash, names) {
            let deleted = words.shortDate(app.calendar.boundary.logicalDay(containing: trashed.deletedAt), today: today)
            let emptied = words.shortDate(app.calendar.boundary.logicalDay(containing: trashed.emptiedAt), today: today)
            let padding = String(repeating: " ", count: max(0, width - DisplayWidth.of(name)))
            lines.append("  \(name)\(padding)  \(words(.trashedLine(deleted: deleted, emptied: emptied)))")
        }
        context.print(lines.joined(separator: "\n"))
    }

    private func restore(_ reference: String, in context: CommandContext) throws {
        let tracker = try context.openTracker()
        let app = try tracker.context()
        let habit = try Self.translatingReference { () throws(AppError) in
            try tracker.habits.restoreFromTrash(.text(reference), in: app)
        }
        if context.usesJSON { return try context.printJSON(Restored(id: habit.id, name: habit.name, restored: true)) }
        context.print(Localizer(language: app.settings.language)(.restoredFromTrash(HabitPresentation.name(habit))))
    }

    private func empty(_ reference: String?, yes: Bool, in context: CommandContext) throws {
        let tracker = try context.openTracker()
        let app = try tracker.context()
        let words = Localizer(language: app.settings.language)
        // Which habits would be emptied, named before asking.
        let chosen: [Habit]
        if let reference {
            chosen = [
                try Self.translatingReference { () throws(AppError) in try tracker.habits.trashedHabit(reference) }
            ]
        } else {
            chosen = try tracker.habits.trash().map(\.habit)
        }
        guard !chosen.isEmpty else {
            if context.usesJSON { return try context.printJSON(Emptied(emptied: [])) }
            return context.print(words(.trashIsEmpty))
        }
        let names = words.list(chosen.map { words.quoted(HabitPresentation.name($0)) })
        if !yes {
            guard let confirm = context.confirm, !context.usesJSON else { throw TrashError(reason: .needsConfirmation) }
            guard confirm(words(.emptyTrashQuestion(names))) else { return context.print(words(.nothingEmptied)) }
        }
        let emptied = try Self.translatingReference { () throws(AppError) in
            try tracker.habits.emptyTrash(reference == nil ? nil : chosen.first.map { .id($0.id) }, in: app)
        }
        if context.usesJSON {
            return try context.printJSON(Emptied(emptied: emptied.map { .init(id: $0.id, name: $0.name) }))
        }
        let emptiedNames = words.list(emptied.map { words.quoted(HabitPresentation.name($0)) })
        context.print(emptied.isEmpty ? words(.trashIsEmpty) : words(.emptiedTrash(emptiedNames)))
    }

    /// Runs `body`, a habit that is not in the trash (or several that match) said as such.
    private static func translatingReference<Result>(_ body: () throws(AppError) -> Result) throws -> Result {
        do {
            return try body()
        } catch {
            switch error {
            case .habitNotFound(let reference, let suggestion):
                throw TrashError(reason: .notInTrash(reference, suggestion: suggestion))
            case .ambiguousHabit(let reference, let candidates):
                throw UsageError(.severalHabitsMatch(reference, candidates: candidates))
            default:
                throw error
            }
        }
    }
}

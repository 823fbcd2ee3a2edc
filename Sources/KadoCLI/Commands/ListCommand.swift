import Foundation
import KadoApp
import KadoCore

/// `kado list [--archived] [--names]`: the habits, in order.
struct ListCommand: Command {
    let specification = CommandCatalog.list

    /// One habit as `kado list --json` prints it.
    struct Entry: Encodable {
        let position: Int
        let id: UUID
        let name: String
        let every: String
        let type: String
        let unit: String?
        let color: HabitColor
        let icon: String
        let archived: Bool
        let createdAt: Date
        let reminder: String?
        let scoreModel: ScoreModel
    }

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        if arguments.flag("names"), context.usesJSON {
            throw UsageError(.namesWithJSON)
        }
        let tracker = try context.openTrackerForReading()
        let habits = try tracker.habits(includingArchived: arguments.flag("archived"))
        if arguments.flag("names") {
            if !habits.isEmpty { context.print(habits.map(HabitPresentation.name).joined(separator: "\n")) }
            return
        }
        if context.usesJSON {
            try context.printJSON(
                habits.enumerated().map { offset, habit in
                    Entry(
                        position: offset + 1, id: habit.id, name: habit.name,
                        every: ValueFormatter.everyArgument(habit.frequency),
                        type: ValueFormatter.typeArgument(habit.type),
                        unit: habit.unit, color: habit.color, icon: habit.icon, archived: habit.isArchived,
                        createdAt: habit.createdAt,
                        reminder: habit.remindersEnabled
                            ? ValueFormatter.reminder(.at(hour: habit.reminderHour, minute: habit.reminderMinute))
                            : nil,
                        scoreModel: habit.scoreModel)
                })
            return
        }
        let words = try context.words(tracker)
        guard !habits.isEmpty else {
            context.print(LineFitting.truncated(words(.noHabitsYet), width: context.width))
            return
        }
        let weekStart = try tracker.settings().weekStart
        var table = TextTable(columns: [
            .init("#", alignedRight: true), .init(words(.habitColumn), maximumWidth: 40, minimumWidth: 10),
            .init(words(.scheduleColumn), minimumWidth: 10, dropOrder: 3),
            .init(words(.typeColumn), minimumWidth: 10, dropOrder: 2), .init("Id", dropOrder: 1),
        ])
        for (offset, habit) in habits.enumerated() {
            let name = HabitPresentation.name(habit) + (habit.isArchived ? " " + words(.archived) : "")
            table.append([
                String(offset + 1), context.style.colored(name, habit.color),
                ValueFormatter.frequency(habit.frequency, weekStart: weekStart, in: words),
                ValueFormatter.type(habit.type, unit: habit.unit, in: words), context.style.dim(habit.id.uuidString),
            ])
        }
        context.print(table.render(style: context.style, width: context.width))
    }
}

import Foundation
import KadoApp
import KadoCore

/// `kado list [--archived] [--names] [--group NAME]`: the habits, in order.
struct ListCommand: Command {
    static let configuration = CommandConfiguration(
        name: "list", summary: HelpText("cli.help.list.summary"))

    @Flag(
        "archived",
        help: HelpText("cli.help.list.archived.help"))
    var archived: Bool
    @Flag(
        "names",
        help: HelpText("cli.help.list.names.help"))
    var names: Bool
    @Option(
        "group", "NAME",
        help: HelpText("cli.help.list.group.help"))
    var group: String?

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
        let group: String?
        let details: String?
        /// The first day the habit counts, when its owner set one (`--since`).
        let since: LogicalDay?
    }

    func run(in context: CommandContext) throws {
        if names, context.usesJSON {
            throw UsageError(.namesWithJSON)
        }
        let tracker = try context.openTrackerForReading()
        var habits = try tracker.habits.all(includingArchived: archived)
        // A habit's place among them all (`kado move`'s POSITION), also when a group is listed.
        let positions = Dictionary(uniqueKeysWithValues: habits.enumerated().map { ($0.element.id, $0.offset + 1) })
        if let group {
            habits = habits.filter { HabitUseCases.isHabit($0, inGroup: group) }
            // A group only archived habits are in is still a group: listed empty, not unknown.
            if habits.isEmpty,
                !(try tracker.habits.groups().contains { $0.caseInsensitiveCompare(group) == .orderedSame })
            {
                throw UnknownGroup(name: group, groups: try tracker.habits.groups())
            }
        }
        if names {
            if !habits.isEmpty { context.print(habits.map(HabitPresentation.name).joined(separator: "\n")) }
            return
        }
        if context.usesJSON {
            try context.printJSON(
                habits.enumerated().map { offset, habit in
                    Entry(
                        position: positions[habit.id] ?? offset + 1, id: habit.id, name: habit.name,
                        every: ValueFormatter.everyArgument(habit.frequency),
                        type: ValueFormatter.typeArgument(habit.type),
                        unit: habit.unit, color: habit.color, icon: habit.icon, archived: habit.isArchived,
                        createdAt: habit.createdAt,
                        reminder: habit.remindersEnabled
                            ? ValueFormatter.reminder(.at(hour: habit.reminderHour, minute: habit.reminderMinute))
                            : nil,
                        scoreModel: habit.scoreModel, group: habit.group, details: habit.details,
                        since: habit.startDay)
                })
            return
        }
        let words = try context.words(tracker)
        guard !habits.isEmpty else {
            context.print(LineFitting.truncated(words(.noHabitsYet), width: context.width))
            return
        }
        let weekStart = try tracker.settings().weekStart
        // The group column only when a habit listed is in a group.
        let showsGroups = habits.contains { $0.group != nil }
        var columns: [TextTable.Column] = [
            .init("#", alignedRight: true), .init(words(.habitColumn), maximumWidth: 40, minimumWidth: 10),
        ]
        if showsGroups { columns.append(.init(words(.groupColumn), maximumWidth: 24, minimumWidth: 6, dropOrder: 4)) }
        columns += [
            .init(words(.scheduleColumn), minimumWidth: 10, dropOrder: 3),
            .init(words(.typeColumn), minimumWidth: 10, dropOrder: 2), .init(words(.idColumn), dropOrder: 1),
        ]
        var table = TextTable(columns: columns)
        for (offset, habit) in habits.enumerated() {
            let name = HabitPresentation.name(habit) + (habit.isArchived ? " " + words(.archived) : "")
            var row = [String(positions[habit.id] ?? offset + 1), context.style.colored(name, habit.color)]
            if showsGroups { row.append(habit.group.map(TerminalText.safe) ?? "") }
            row += [
                ValueFormatter.frequency(habit.frequency, weekStart: weekStart, in: words),
                ValueFormatter.type(habit.type, unit: habit.unit, in: words), context.style.dim(habit.id.uuidString),
            ]
            table.append(row)
        }
        context.print(table.render(style: context.style, width: context.width))
    }
}

import Foundation
import KadoApp
import KadoCore

/// `kado done HABIT... [DAY]`: Kadō's "Complete habit" quick action, for one habit or several at
/// once (one transaction: one habit that cannot be checked in leaves every habit as it was).
/// Several habits print a line each, or a JSON array of their statuses.
struct DoneCommand: Command {
    static let configuration = CommandConfiguration(
        name: "done",
        summary: HelpText("cli.help.done.summary"),
        discussion: HelpText("cli.help.done.discussion"),
        examples: ["done Read", "done Read yesterday", "done Read -3", "done Read Run \"Drink water\" yesterday"],
        changesData: true)

    @Argument(
        "HABIT",
        help: HelpText("cli.help.done.habits.help"),
        completion: .habit)
    var habits: [String]
    @Argument(.day) var day: DayText?

    func run(in context: CommandContext) throws {
        let names = habits
        guard names.count > 1 else {
            // The parser asks for one habit at least.
            let (result, app) = try checkIn(.done, habit: names.first ?? "", day: day, in: context)
            return try report(result, in: app, context: context)
        }
        let (tracker, app) = try openWithContext(context)
        let resolvedDay = try day?.resolved(today: app.today) ?? app.today
        // A last word no habit has is a mistyped DAY (`kado done Read demain`, `… 2026-02-30`),
        // or a mistyped habit (`kado done Read Wter`): one written like a day is said as a DAY,
        // any other as both, with the closest habit's name.
        if day == nil, let last = names.last,
            case .some(let suggestion) = Self.noHabit(last, in: tracker)
        {
            guard ValueParser.looksLikeDay(last) else {
                throw UsageError.invalidValue(last, for: "DAY", problem: .dayFormNorHabit(suggestion: suggestion))
            }
            _ = try ValueParser.day(last, today: app.today)
        }
        let results = try tracker.checkIns.checkIn(.done, habits: names, day: resolvedDay, in: app)
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
            _ = try tracker.habits.find(reference)
            return nil
        } catch let thrown {
            error = thrown
        }
        if case .habitNotFound(_, let suggestion) = error { return .some(suggestion) }
        return nil
    }
}

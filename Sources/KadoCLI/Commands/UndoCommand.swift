import Foundation
import KadoApp
import KadoCore

/// `kado undo`: takes back the last change made on this device (``HistoryUseCases/undoLastChange(in:)``)
/// and says what it undid; `kado undo HABIT [DAY]` removes a day's records (notes are kept).
struct UndoCommand: Command {
    static let configuration = CommandConfiguration(
        name: "undo",
        summary: HelpText("cli.help.undo.summary"),
        discussion: HelpText("cli.help.undo.discussion"),
        examples: ["undo", "undo Read", "undo Read 2026-04-09"], changesData: true)

    @Argument(
        "HABIT",
        help: HelpText("cli.help.undo.habit.help"),
        completion: .habit)
    var habit: String?
    @Argument(.day) var day: DayText?

    func run(in context: CommandContext) throws {
        guard let habit else { return try undoLastChange(in: context) }
        let (result, app) = try checkIn(.undo, habit: habit, day: day, in: context)
        try report(result, in: app, context: context)
    }

    private func undoLastChange(in context: CommandContext) throws {
        let (tracker, app) = try openWithContext(context)
        let words = Localizer(language: app.settings.language)
        let result = try tracker.history.undoLastChange(in: app)
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

import Foundation
import KadoApp
import KadoCore

/// Finds the habits `--habit` and `HABIT` name among a snapshot's habits, by ``HabitMatcher``'s
/// rules, the same as `tracker.habits.find(_:)`: an id, an exact name, a name ignoring case, accents and
/// emoji, or a unique beginning of one.
enum WidgetHabitMatcher {
    /// The habit `reference` names among a snapshot's habits.
    /// - Throws: ``UsageError`` (exit 64) when none or several match.
    static func match(_ reference: String, in habits: [WidgetHabit], argument: String) throws(UsageError)
        -> WidgetHabit
    {
        let found = try match(
            reference, in: habits.map { WidgetHabitName(id: $0.id, name: $0.name) }, argument: argument)
        guard let habit = habits.first(where: { $0.id == found.id }) else {
            throw .invalidValue(
                reference, for: argument, problem: .notInSnapshot(suggestion: nil, mentionsArchived: false))
        }
        return habit
    }

    /// The habit `reference` names.
    /// - Throws: ``UsageError`` (exit 64) when none or several match.
    static func match(_ reference: String, in habits: [WidgetHabitName], argument: String) throws(UsageError)
        -> WidgetHabitName
    {
        switch HabitMatcher.match(reference, among: habits, id: \.id, name: \.name) {
        case .found(let habit):
            return habit
        case .ambiguous(let candidates):
            throw .invalidValue(
                reference, for: argument,
                problem: .severalInSnapshot(
                    names: candidates.map(\.name), ids: candidates.map { String($0.id.uuidString.prefix(8)) }))
        case .notFound(let suggestions):
            throw .invalidValue(
                reference, for: argument,
                problem: .notInSnapshot(suggestion: suggestions.first?.name, mentionsArchived: true))
        }
    }
}

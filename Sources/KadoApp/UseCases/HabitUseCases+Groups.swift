import Foundation
import KadoCore

extension HabitUseCases {
    /// The groups the habits are in (archived habits' included), each once whatever its case,
    /// sorted as a person reads them (`Health`, `work`): what `kado list --group` offers.
    /// - Throws: ``AppError/store(_:)``.
    /// - Complexity: O(n log n) in the number of habits.
    public func groups() throws(AppError) -> [String] {
        var seen: [String: String] = [:]
        for habit in try all(includingArchived: true) {
            guard let group = habit.group else { continue }
            let key = group.lowercased()
            if seen[key] == nil { seen[key] = group }
        }
        return seen.values.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    }

    /// Whether `habit` is in the group `name`, ignoring case and the spaces around it.
    public static func isHabit(_ habit: Habit, inGroup name: String) -> Bool {
        guard let group = habit.group, let wanted = Habit.normalizedGroup(name) else { return false }
        return group.caseInsensitiveCompare(wanted) == .orderedSame
    }
}

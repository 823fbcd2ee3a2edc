import Foundation
import KadoBackup
import KadoCore
import KadoStore

/// What to do with the file's new habits whose name is that of a habit already here (ignoring
/// case, accents, emoji and spaces, as ``HabitMatcher/folded(_:)`` compares names).
public enum NameMatchChoice: Hashable, Sendable {
    /// Add them beside the habits here (the default).
    case keepBoth
    /// Merge every one into the habit here: its records and skips go there, and the habit here
    /// keeps its settings.
    case mergeAll
    /// Merge the file's habits with these ids; keep the others beside the habits here.
    case merge(Set<UUID>)

    /// Whether the file's habit `id` is merged.
    func merges(_ id: UUID) -> Bool {
        switch self {
        case .keepBoth: false
        case .mergeAll: true
        case .merge(let ids): ids.contains(id)
        }
    }
}

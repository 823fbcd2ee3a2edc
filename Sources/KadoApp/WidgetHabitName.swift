import Foundation
import KadoCore

/// A habit of the widget snapshot, by id and name: what a reader matches `--habit` or `HABIT` against.
public struct WidgetHabitName: Hashable, Sendable {
    /// The habit's id.
    public var id: UUID
    /// Its name.
    public var name: String

    /// A name from its parts.
    public init(id: UUID, name: String) {
        self.id = id
        self.name = name
    }
}

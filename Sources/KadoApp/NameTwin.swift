import Foundation
import KadoBackup
import KadoCore
import KadoStore

/// A habit's place among those that share its name (``HabitUseCases/nameTwins()``).
public struct NameTwin: Hashable, Sendable {
    /// Its place, from 1, by creation.
    public var position: Int
    /// How many habits share the name.
    public var count: Int
    /// Its name.
    public var name: String

    /// A place among `count`.
    public init(position: Int, count: Int, name: String) {
        self.position = position
        self.count = count
        self.name = name
    }
}

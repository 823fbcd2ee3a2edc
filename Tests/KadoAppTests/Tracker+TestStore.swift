import Foundation
import KadoApp
import KadoStore

extension Tracker {
    /// The tracker's database opened again, read-only, straight through KadoStore: how tests look
    /// at what a use case wrote now that the tracker's own store is private.
    var testStore: HabitStore {
        get throws { try HabitStore(path: databasePath, now: { Date() }, access: .readOnly) }
    }
}

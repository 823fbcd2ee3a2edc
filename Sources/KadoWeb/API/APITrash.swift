import Foundation
import KadoApp
import KadoCore

/// `GET /api/trash`: the habits in the trash, the latest deleted first.
struct APITrash: Encodable {
    let trash: [Entry]

    /// One habit in the trash: its definition, when it was deleted, when it will be emptied.
    struct Entry: Encodable {
        let id: UUID
        let name: String
        let deletedAt: Date
        let emptiedAt: Date
    }

    init(_ trash: [TrashedHabit]) {
        self.trash = trash.map {
            Entry(id: $0.habit.id, name: $0.habit.name, deletedAt: $0.deletedAt, emptiedAt: $0.emptiedAt)
        }
    }
}

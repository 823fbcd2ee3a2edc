import Foundation
import KadoApp
import KadoCore

/// `POST /api/trash/REF/empty`: the habits whose history was deleted for good.
struct APIEmptied: Encodable {
    let emptied: [Habit]

    /// A habit emptied.
    struct Habit: Encodable {
        let id: UUID
        let name: String
    }
}

import KadoApp
import KadoCore

/// `GET /api/habits`: every habit, archived ones too (see `archived`).
struct APIHabitList: Encodable {
    let habits: [APIHabitEntry]
}

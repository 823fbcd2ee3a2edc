import KadoApp
import KadoCore

/// `GET /api/today`: the logical day and its habits, scheduled ones first.
struct APIToday: Encodable {
    let day: LogicalDay
    let habits: [APIHabitStatus]
}

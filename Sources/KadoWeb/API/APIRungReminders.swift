import Foundation
import KadoApp
import KadoCore

/// `GET /api/reminders/rung`'s answer.
struct APIRungReminders: Encodable {
    /// One reminder that rang.
    struct Reminder: Encodable {
        let sequence: Int
        let habit: UUID
        let name: String
        let day: LogicalDay
        let time: String?
        let snoozed: Bool
        /// What a notification shows: the habit's name, and the reminder's sentence.
        let title: String
        let message: String

        init(_ rung: ReminderBoard.Rung) {
            sequence = rung.sequence
            habit = rung.notice.habitID
            name = rung.notice.habitName
            day = rung.notice.day
            time = rung.notice.time?.description
            snoozed = rung.notice.isSnoozed
            title = rung.notice.title
            message = rung.notice.message
        }
    }

    let latest: Int
    let reminders: [Reminder]
}

import KadoApp
import KadoCore

/// A reminders test asked for from the card: ``WebApp`` sends it outside the session's lock,
/// since each channel is waited for (a push is retried with backoff), then hands the results to
/// ``RemindersController/finishTest(_:request:)``.
struct ReminderTestRequest: Sendable {
    /// The test notice, in the person's language.
    let notice: ReminderNotice
    /// The push as the settings are now.
    let push: PushChannel
}

import KadoApp
import KadoCore

/// What the reminders card shows, read when the page is drawn: the same use cases as
/// `kado remind test` and `kado settings push-*`.
struct RemindersCardFacts {
    /// Who rings this database's reminders.
    let scheduler: ReminderSchedulerState
    /// Each channel and its state now (the desktop only when this program has one).
    let channels: [(kind: ReminderChannelKind, state: ReminderChannelState)]
    /// The push's settings (whether a token is set; never the token).
    let push: PushSettings
}

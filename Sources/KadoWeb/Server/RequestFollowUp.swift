/// What a request leaves for ``WebApp`` to do once its session is free, because it waits on
/// something slower than the database: a sync use case (a key derived, a target reached), run on
/// the sync thread, or a reminders test, sent on the request's own thread. A session answers it
/// afterwards (``SyncController/finish(_:answer:request:)``,
/// ``RemindersController/finishTest(_:request:)``).
enum RequestFollowUp: Sendable {
    case sync(SyncRequest)
    case reminderTest(ReminderTestRequest)
}

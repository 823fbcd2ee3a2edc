import KadoApp

/// A sync use case the Settings card asks for. Each takes the database's sync lock and may reach
/// the target, so ``WebApp`` runs a setup or a turn-off on ``BackgroundSync``'s thread while the
/// request waits outside the session's lock: other requests go on being answered meanwhile.
/// *Sync now* does not even wait there: it asks the thread for a sync
/// (``BackgroundSync/requestSync()``) and answers at once; it runs in its request only in a web
/// app without a background sync.
enum SyncRequest: Sendable {
    /// Try `target` and save it (``Tracker/setUpSync(_:password:)``); `form` is shown again
    /// when it is refused.
    case setUp(SyncTarget, password: String?, form: SyncSetupForm)
    /// *Sync now*.
    case syncNow
    /// *Turn off*.
    case turnOff

    /// What the use case answered.
    enum Answer: Sendable {
        case setUp(Result<SyncSetup, AppError>)
        case synced(Result<SyncOutcome, AppError>)
        case turnedOff(Result<SyncTarget?, AppError>)
    }

    /// Runs the use case with `tracker`.
    func run(with tracker: Tracker) -> Answer {
        switch self {
        case .setUp(let target, let password, _):
            .setUp(Result { () throws(AppError) in try tracker.setUpSync(target, password: password) })
        case .syncNow:
            .synced(Result { () throws(AppError) in try tracker.syncNow() })
        case .turnOff:
            .turnedOff(Result { () throws(AppError) in try tracker.turnSyncOff() })
        }
    }
}

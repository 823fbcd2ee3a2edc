import KadoApp

/// A sync use case the Settings card asks for. Each takes the database's sync lock and may reach
/// the target (and derive a key from a passphrase, a second or two), so ``WebApp`` runs a setup,
/// a passphrase or a turn-off on ``BackgroundSync``'s thread while the request waits outside the
/// session's lock: other requests go on being answered meanwhile.
/// *Sync now* does not even wait there: it asks the thread for a sync
/// (``BackgroundSync/requestSync()``) and answers at once; it runs in its request only in a web
/// app without a background sync.
enum SyncRequest: Sendable {
    /// Try `target` and save it (``SyncUseCases/setUpSync(_:password:passphrase:encrypt:keyCost:)``),
    /// encrypted with `passphrase` when `encrypt`, or joining an encrypted target with it; `form`
    /// is shown again when it is refused.
    case setUp(SyncTarget, password: String?, passphrase: Secret?, encrypt: Bool, form: SyncSetupForm)
    /// Type the saved target's passphrase, or encrypt it (``SyncUseCases/setUpSavedSyncAgain(passphrase:encrypt:keyCost:)``);
    /// `form` names the card's form, to show its refusal there.
    case setUpAgain(passphrase: Secret, encrypt: Bool, form: SyncSetupForm)
    /// A new passphrase for the encrypted target (``SyncUseCases/changeSyncPassphrase(to:oldLeaked:keyCost:thenSyncing:)``),
    /// the re-sealing left to the background sync.
    case changePassphrase(Secret, oldLeaked: Bool)
    /// The passphrase files held back here were sealed with (``SyncUseCases/addEarlierSyncPassphrase(_:thenSyncing:)``),
    /// the reading left to the background sync.
    case addEarlierPassphrase(Secret)
    /// *Sync now*.
    case syncNow
    /// *Turn off*.
    case turnOff

    /// A passphrase or password as typed, which no description, log or page repeats.
    struct Secret: Sendable, CustomStringConvertible {
        /// The text typed.
        let value: String
        var description: String { "(secret)" }
    }

    /// What the use case answered.
    enum Answer: Sendable {
        case setUp(Result<SyncSetup, AppError>)
        case passphraseChanged(Result<SyncOutcome?, AppError>)
        case earlierPassphraseAdded(Result<EarlierPassphraseOutcome, AppError>)
        case synced(Result<SyncOutcome, AppError>)
        case turnedOff(Result<SyncTarget?, AppError>)
    }

    /// The form the card shows again when the use case is refused.
    var form: SyncSetupForm? {
        switch self {
        case .setUp(_, _, _, _, let form), .setUpAgain(_, _, let form): form
        case .changePassphrase: SyncSetupForm(kind: SyncSetupForm.newPassphrase)
        case .addEarlierPassphrase: SyncSetupForm(kind: SyncSetupForm.earlierPassphrase)
        case .syncNow, .turnOff: nil
        }
    }

    /// Runs the use case with `tracker`.
    func run(with tracker: Tracker) -> Answer {
        switch self {
        case .setUp(let target, let password, let passphrase, let encrypt, _):
            .setUp(
                Result { () throws(AppError) in
                    try tracker.sync.setUpSync(
                        target, password: password, passphrase: passphrase?.value, encrypt: encrypt)
                })
        case .setUpAgain(let passphrase, let encrypt, _):
            .setUp(
                Result { () throws(AppError) in
                    try tracker.sync.setUpSavedSyncAgain(passphrase: passphrase.value, encrypt: encrypt)
                })
        case .changePassphrase(let passphrase, let oldLeaked):
            .passphraseChanged(
                Result { () throws(AppError) in
                    try tracker.sync.changeSyncPassphrase(
                        to: passphrase.value, oldLeaked: oldLeaked, thenSyncing: false)
                })
        case .addEarlierPassphrase(let passphrase):
            .earlierPassphraseAdded(
                Result { () throws(AppError) in
                    try tracker.sync.addEarlierSyncPassphrase(passphrase.value, thenSyncing: false)
                })
        case .syncNow:
            .synced(Result { () throws(AppError) in try tracker.sync.syncNow() })
        case .turnOff:
            .turnedOff(Result { () throws(AppError) in try tracker.sync.turnSyncOff() })
        }
    }
}

import KadoApp

/// The Settings page's sync card (the failures' sentences are ``Phrase/syncFailure(_:)``).
extension Phrase {
    static let syncSetUpTitle = Phrase("web.syncCard.syncSetUpTitle")
    static let syncSetUpDetail = Phrase("web.syncCard.syncSetUpDetail")
    static let syncFolderTitle = Phrase("web.syncCard.syncFolderTitle")
    static let syncFolderPath = Phrase("web.syncCard.syncFolderPath")
    static let syncWebDAVTitle = Phrase("web.syncCard.syncWebDAVTitle")
    static let syncWebDAVURL = Phrase("web.syncCard.syncWebDAVURL")
    static let syncWebDAVUser = Phrase("web.syncCard.syncWebDAVUser")
    static let syncWebDAVPassword = Phrase("web.syncCard.syncWebDAVPassword")
    static let syncSetUpButton = Phrase("web.syncCard.syncSetUpButton")
    static let syncNowButton = Phrase("web.syncCard.syncNowButton")
    static let syncOffButton = Phrase("web.syncCard.syncOffButton")
    // What the target is, not how the last sync went ("Synchronisé" would say it succeeded).
    static let syncWithFolder = Phrase("web.syncCard.syncWithFolder")
    static let syncWithWebDAV = Phrase("web.syncCard.syncWithWebDAV")
    static func syncAsUser(_ user: String) -> Phrase {
        Phrase("web.syncCard.syncAsUser", ["user": user])
    }
    static let syncNeverSynced = Phrase("web.syncCard.syncNeverSynced")
    static func syncLastSynced(_ day: String, _ time: String) -> Phrase {
        Phrase("web.syncCard.syncLastSynced", ["day": day, "time": time])
    }
    static func syncLastFailed(_ day: String, _ time: String) -> Phrase {
        Phrase("web.syncCard.syncLastFailed", ["day": day, "time": time])
    }
    static let syncRunning = Phrase("web.syncCard.syncRunning")
    static let syncNothingMoved = Phrase("web.syncCard.syncNothingMoved")
    static func syncCameIn(_ counts: String) -> Phrase { Phrase("web.syncCard.syncCameIn", ["counts": counts]) }
    static func syncWentOut(_ counts: String) -> Phrase { Phrase("web.syncCard.syncWentOut", ["counts": counts]) }
    /// This database took a new device identity (put back from a copy, or copied).
    static func syncRenewedIdentity(current: String) -> Phrase {
        Phrase("web.syncCard.syncRenewedIdentity", ["current": current])
    }
    /// Files other devices had left in the clear in the encrypted target, sealed by this one.
    static func syncSealedInTheClear(_ devices: Int) -> Phrase {
        devices == 1
            ? Phrase("web.syncCard.syncSealedInTheClear")
            : Phrase("web.syncCard.syncSealedInTheClear.2", ["devices": devices])
    }
    /// Files other devices had left sealed with an earlier passphrase, sealed again by this one.
    static func syncResealedEarlierGeneration(_ devices: Int) -> Phrase {
        Phrase("web.syncCard.syncResealedEarlierGeneration", count: devices)
    }
    static func syncHabits(_ count: Int) -> Phrase { Phrase("common.count.habit", count: count) }
    static func syncCheckIns(_ count: Int) -> Phrase { Phrase("common.count.checkIn", count: count) }
    static func syncSkips(_ count: Int) -> Phrase { Phrase("web.count.skippedDay", count: count) }
    static func syncSettings(_ count: Int) -> Phrase { Phrase("common.count.setting", count: count) }
    static let syncEncryptedTarget = Phrase("web.syncCard.syncEncryptedTarget")

    // End-to-end encryption: the setup's choice, the passphrase forms once set up.
    static let syncEncryptCheckbox = Phrase("web.syncCard.syncEncryptCheckbox")
    static let syncEncryptTitle = Phrase("web.syncCard.syncEncryptTitle")
    static let syncEncryptDetail = Phrase("web.syncCard.syncEncryptDetail")
    static let syncPassphraseCaution = Phrase("web.syncCard.syncPassphraseCaution")
    static let syncPassphrase = Phrase("web.syncCard.syncPassphrase")
    static let syncNewPassphrase = Phrase("web.syncCard.syncNewPassphrase")
    static let syncPassphraseAgain = Phrase("web.syncCard.syncPassphraseAgain")
    static let syncTargetPassphrase = Phrase("web.syncCard.syncTargetPassphrase")
    static let syncAsksPassphrase = Phrase("web.syncCard.syncAsksPassphrase")
    static let syncPasswordAgain = Phrase("web.syncCard.syncPasswordAgain")
    static let syncTypePassphraseTitle = Phrase("web.syncCard.syncTypePassphraseTitle")
    static let syncTypePassphraseDetail = Phrase("web.syncCard.syncTypePassphraseDetail")
    static let syncJoinButton = Phrase("web.syncCard.syncJoinButton")
    static let syncEncryptButton = Phrase("web.syncCard.syncEncryptButton")
    static let syncChangePassphraseTitle = Phrase("web.syncCard.syncChangePassphraseTitle")
    static let syncChangePassphraseDetail = Phrase("web.syncCard.syncChangePassphraseDetail")
    static let syncChangePassphraseButton = Phrase("web.syncCard.syncChangePassphraseButton")
    static let syncOldLeakedCheckbox = Phrase("web.syncCard.syncOldLeakedCheckbox")
    static let syncOldLeakedDetail = Phrase("web.syncCard.syncOldLeakedDetail")
    /// Files of `device` read with a key of the ring.
    static func syncReadWithEarlierKey(_ device: String, generation: Int) -> Phrase {
        Phrase("web.syncCard.syncReadWithEarlierKey", ["device": device, "generation": generation])
    }
    static let syncChoosePassphrase = Phrase("web.syncCard.syncChoosePassphrase")
    static let syncTypePassphrase = Phrase("web.syncCard.syncTypePassphrase")
    static let syncPassphrasesDiffer = Phrase("web.syncCard.syncPassphrasesDiffer")
    static let syncNothingChanged = Phrase("web.syncCard.syncNothingChanged")

    static let syncClearTextWarning = Phrase("web.syncCard.syncClearTextWarning")
    static let syncSetUpRefused = Phrase("web.syncCard.syncSetUpRefused")
    static let syncPathNeeded = Phrase("web.syncCard.syncPathNeeded")
    static let syncUserNeeded = Phrase("web.syncCard.syncUserNeeded")
    static let syncPasswordNeeded = Phrase("web.syncCard.syncPasswordNeeded")
    static func syncURLProblem(_ problem: SyncTarget.WebDAVURLProblem) -> Phrase {
        switch problem {
        case .notAURL:
            Phrase("web.syncCard.syncURLProblem.notAURL")
        case .notHTTP:
            Phrase("web.syncCard.syncURLProblem.notHTTP")
        case .noHost:
            Phrase("web.syncCard.syncURLProblem.noHost")
        case .holdsCredentials:
            Phrase("web.syncCard.syncURLProblem.holdsCredentials")
        }
    }
    static let syncStopping = Phrase("web.syncCard.syncStopping")
    static let noticeSyncSetUp = Phrase("web.syncCard.noticeSyncSetUp")
    static let noticeSyncSetUpEncrypted = Phrase("web.syncCard.noticeSyncSetUpEncrypted")
    static let noticeSyncEncrypted = Phrase("web.syncCard.noticeSyncEncrypted")
    static let noticeSyncPassphraseTyped = Phrase("web.syncCard.noticeSyncPassphraseTyped")
    static let noticeSyncPassphraseChanged = Phrase("web.syncCard.noticeSyncPassphraseChanged")
    static let noticeSyncEarlierPassphrase = Phrase("web.syncCard.noticeSyncEarlierPassphrase")
    static let syncEarlierPassphraseDetail = Phrase("web.syncCard.syncEarlierPassphraseDetail")
    static let syncEarlierPassphraseLabel = Phrase("web.syncCard.syncEarlierPassphraseLabel")
    static let syncEarlierPassphraseButton = Phrase("web.syncCard.syncEarlierPassphraseButton")
    static let noticeSyncOff = Phrase("web.syncCard.noticeSyncOff")
}

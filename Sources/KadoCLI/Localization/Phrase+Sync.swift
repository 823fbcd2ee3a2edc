import Foundation
import KadoApp

/// What `kado sync` says, in English and French: its failures (``AppError/sync(_:)``) with the
/// command that would fix them, and its reports.
extension Phrase {
    /// A failed sync or setup, with the command that fixes it where one does.
    static func syncFailure(_ failure: SyncFailure) -> Phrase {
        let target = failure.target ?? ""
        let file = failure.path ?? ""
        let why = syncProblem(failure)
        let device = failure.deviceID ?? ""
        switch failure.kind {
        case .notSetUp:
            return Phrase("cli.sync.device.notSetUp")
        case .unreachable:
            return Phrase("cli.sync.unreachable", ["target": target, "why": why])
        case .cannotWrite:
            return Phrase("cli.sync.cannotWrite", ["file": file, "target": target, "why": why])
        case .unauthorized:
            return Phrase("cli.sync.unauthorized", ["target": target, "user": failure.user ?? ""])
        case .insufficientStorage:
            return Phrase("cli.sync.device.insufficientStorage", ["target": target, "file": file])
        case .targetEmptied:
            return Phrase("cli.sync.device.targetEmptied", ["target": target])
        case .otherTarget:
            return Phrase("cli.sync.device.otherTarget", ["target": target])
        case .newerFormat:
            return Phrase(
                "cli.sync.device.newerFormat", ["file": file, "target": target, "value": failure.version ?? 0])
        case .unreadable:
            return Phrase("cli.sync.unreadable", ["file": file, "target": target, "why": why])
        case .deviceIDInUse:
            return Phrase("cli.sync.device.deviceIDInUse", ["device": device, "target": target])
        case .missingPassword:
            return Phrase("cli.sync.device.missingPassword", ["target": target, "file": file])
        case .passphraseNeeded, .wrongPassphrase, .passphraseChanged, .encryptionRemoved, .keyRejected,
            .notEncrypted, .fileUnauthentic, .encryptionUnavailable, .earlierPassphraseOpensNothing:
            return encryptionFailure(failure)
        }
    }

    /// Why `failure` happened (the application's wording of its problem) as a value of the
    /// phrase that words it, in that phrase's language; nothing when it has none.
    static func syncProblem(_ failure: SyncFailure) -> PhraseArgument {
        failure.problem.map { problem in Phrase(wording: { $0.syncProblem(problem) }).argument } ?? .text("")
    }

    // MARK: - Setup, off

    /// `kado sync setup` succeeded.
    static func syncSetUp(_ setup: SyncSetup) -> Phrase {
        let place = setup.target.location
        if setup.startedGroup {
            return Phrase("cli.sync.place", ["place": place])
        }
        return Phrase("cli.sync.place.2", ["place": place])
    }

    /// `kado sync off` forgot `target`.
    static func syncTurnedOff(_ target: SyncTarget) -> Phrase {
        Phrase("cli.sync.syncTurnedOff", ["location": target.location])
    }

    /// `kado sync off` with no target set up.
    static let syncWasNotSetUp = Phrase("cli.sync.syncWasNotSetUp")

    /// The warning for a WebDAV URL that sends the password in the clear.
    static func plainHTTPWarning(_ url: String) -> Phrase {
        Phrase("cli.sync.plainHTTPWarning", ["url": url])
    }

    /// What the password prompt asks.
    static func passwordPrompt(user: String, url: String) -> Phrase {
        Phrase("cli.sync.passwordPrompt", ["user": user, "url": url])
    }

    // MARK: - A sync's report

    /// The first line of `kado sync`'s report.
    static func syncedWith(_ location: String) -> Phrase {
        Phrase("cli.sync.syncedWith", ["location": location])
    }

    /// Nothing came in, nothing went out.
    static let syncNothingNew = Phrase("cli.sync.syncNothingNew")

    /// What came in.
    static func syncReceived(_ counts: String) -> Phrase {
        Phrase("cli.sync.syncReceived", ["counts": counts])
    }

    /// What went out.
    static func syncSent(_ counts: String) -> Phrase {
        Phrase("cli.sync.syncSent", ["counts": counts])
    }

    /// `3 check-ins removed`: `count` rows of `kind` removed, the words agreeing with the count
    /// (and in French with the noun's gender).
    static func syncRemoved(_ kind: SyncRemovedKind, count: Int) -> Phrase {
        switch kind {
        case .habit: Phrase("common.sync.removed.habit", count: count)
        case .checkIn: Phrase("common.sync.removed.checkIn", count: count)
        case .skip: Phrase("cli.sync.removed.skip", count: count)
        case .reminder: Phrase("common.sync.removed.reminder", count: count)
        }
    }

    /// Habits that came back.
    static func syncRestoredHabits(_ count: Int) -> Phrase {
        Phrase("cli.sync.restoredHabits", count: count)
    }

    /// This device published everything again.
    static let syncRepublished = Phrase("cli.sync.syncRepublished")

    /// This database took a new device identity.
    static func syncRenewedIdentity(previous: String, current: String) -> Phrase {
        Phrase("cli.sync.syncRenewedIdentity", ["previous": previous, "current": current])
    }

    /// This device sealed again, under the current passphrase, files other devices had left
    /// sealed with an earlier one.
    static func syncResealedEarlierGeneration(_ devices: [String]) -> Phrase {
        let list = devices.joined(separator: ", ")
        return Phrase("cli.sync.list", ["list": list])
    }

    /// Habits whose names the lookup cannot tell apart, each with its id.
    static func syncSharedName(_ habits: [(name: String, id: String)]) -> Phrase {
        let list = habits.map { "\($0.name) (\($0.id))" }.joined(separator: ", ")
        let first = habits.first?.id ?? ""
        return Phrase("cli.sync.first", ["list": list, "first": first])
    }

    /// This device sealed the files other devices had left in the clear in the encrypted target.
    static func syncSealedInTheClear(_ devices: [String]) -> Phrase {
        let list = devices.joined(separator: ", ")
        return devices.count == 1
            ? Phrase("cli.sync.list.2", ["list": list])
            : Phrase("cli.sync.list.3", ["list": list])
    }

    // MARK: - Status

    /// The status's lines' labels.
    static let syncStatusTarget = Phrase("cli.sync.syncStatusTarget")
    static let syncStatusDevice = Phrase("cli.sync.syncStatusDevice")
    static let syncStatusLastSync = Phrase("cli.sync.syncStatusLastSync")
    static let syncStatusLastError = Phrase("cli.sync.syncStatusLastError")
    static let syncStatusDevices = Phrase("cli.sync.syncStatusDevices")
    static let syncStatusNever = Phrase("cli.sync.syncStatusNever")
    static let syncStatusNone = Phrase("cli.sync.syncStatusNone")
    static let syncStatusNoDevices = Phrase("cli.sync.syncStatusNoDevices")
    static let syncStatusNotSetUp = Phrase("cli.sync.syncStatusNotSetUp")
    static let syncStatusNoPassword = Phrase("cli.sync.syncStatusNoPassword")

    /// A target and its kind: `folder /mnt/sync`, `WebDAV https://… (user ann)`.
    static func syncTargetDescription(_ target: SyncTarget) -> Phrase {
        switch target {
        case .folder(let path): Phrase("cli.sync.path", ["path": path])
        case .webDAV(let url, let user):
            Phrase("cli.sync.user", ["absoluteString": url.absoluteString, "user": user])
        }
    }

    /// The last sync: when, and what it did.
    static func syncStatusLast(_ when: String, received: Int, sent: Int) -> Phrase {
        Phrase("cli.sync.syncStatusLast", ["when": when, "received": received, "sent": sent])
    }

    /// A device seen: its id and when it last wrote.
    static func syncStatusDeviceLine(_ id: String, _ when: String?) -> Phrase {
        guard let when else {
            return Phrase("cli.sync.when", ["id": id])
        }
        return Phrase("cli.sync.when.2", ["id": id, "when": when])
    }
}

/// The kinds of rows a sync removes, each with its own catalog entry (the web app's words, but
/// for skips).
enum SyncRemovedKind: Sendable {
    case habit, checkIn, skip, reminder
}

import Foundation
import KadoSync

/// Why a sync, or setting one up, did not happen (``AppError/sync(_:)``), as a value each front
/// end phrases: what failed (``kind``), where (``target``, the file ``path`` under it), why
/// (``problem``, a value too, whose system's or server's words are quoted as they came) and what
/// to do about it (``remedy``). It never holds a password.
///
/// Every failure leaves the local database as it was, but one after the merge was committed
/// (publishing this device's changes failed): what came in stays, and the next sync publishes.
public struct SyncFailure: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// What failed.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// This device has no sync target yet.
        case notSetUp
        /// The target cannot be reached (a missing or unmounted folder, no network, a server that
        /// does not answer): nothing was changed; trying again later may work.
        case unreachable
        /// The target refuses to be written (a read-only folder, a full disk).
        case cannotWrite
        /// The server refused the user name and password.
        case unauthorized
        /// The server has no room left.
        case insufficientStorage
        /// The target holds no sync group any more, yet this device synced with it: emptied, or
        /// another folder.
        case targetEmptied
        /// The target holds another sync group than this device's.
        case otherTarget
        /// A file of the target is in a newer sync format than this version reads.
        case newerFormat
        /// The target's identity file cannot be read.
        case unreadable
        /// Another database published under this device's id (a copied database file): only in a
        /// failure recorded by a Kadō from before 2026-12, which refused such a sync. Kadō now
        /// takes a new device identity instead (``SyncOutcome/renewedIdentity``).
        case deviceIDInUse
        /// The saved WebDAV target has no password file beside the database.
        case missingPassword
        /// The target is encrypted and this device holds no key for it: its passphrase is needed.
        case passphraseNeeded
        /// The passphrase typed does not open the target (nothing was saved).
        case wrongPassphrase
        /// Another device changed the target's passphrase (``generation`` is the target's): the
        /// new one is needed here.
        case passphraseChanged
        /// The target is no longer encrypted, yet this device's is: nothing is read or written in
        /// the clear.
        case encryptionRemoved
        /// This device's key no longer opens the target's `target.json` (replaced or altered).
        case keyRejected
        /// A passphrase was given for a target that is not encrypted, without asking to encrypt it.
        case notEncrypted
        /// A file of the encrypted target (``path``) fails authentication (``problem``: changed,
        /// replaced, or an older copy put back); nothing was merged.
        case fileUnauthentic
        /// The target's key cannot be derived here (a derivation this version does not know, or
        /// not enough memory), with why in ``problem``.
        case encryptionUnavailable
        /// A passphrase typed for the files held back as sealed with another passphrase
        /// (``SyncUseCases/addEarlierSyncPassphrase(_:thenSyncing:)``) opens none of them (nothing was saved).
        case earlierPassphraseOpensNothing
    }

    /// What would fix it.
    public enum Remedy: String, Hashable, Sendable, Codable, CaseIterable {
        /// Set sync up first (`kado sync setup`, the Settings card).
        case setUp
        /// Try again later: the target may come back (a disk mounted, the network up).
        case tryAgainLater
        /// Give this user write access to the target's folder, or free space on its disk.
        case allowWritingTarget
        /// Set the target up again with the right user name and password.
        case checkCredentials
        /// Free some space on the server, then sync again.
        case freeSpace
        /// Set the target up again, to start a sync group there or join the one it holds.
        case setUpAgain
        /// Update Kadō: the target is in a newer format.
        case updateKado
        /// Look at the target's `kado-sync/target.json` (a sync tool may still be copying it).
        case checkTarget
        /// Give each device its own database (never a copied file), then set it up again.
        case separateDatabases
        /// Set the target up again and type its passphrase.
        case enterPassphrase
        /// Type the passphrase again, the right one.
        case retypePassphrase
        /// Ask to encrypt the target (`--encrypt`), or give no passphrase.
        case askToEncrypt
    }

    /// What failed.
    public var kind: Kind
    /// The target as a person recognises it (a path, a URL without credentials); `nil` before
    /// one is set up.
    public var target: String?
    /// The file under the target at fault (`kado-sync/target.json`), when one is.
    public var path: String?
    /// Why the target could not be reached, read or written.
    public var problem: SyncProblem?
    /// The device id another database publishes under (``Kind/deviceIDInUse``).
    public var deviceID: String?
    /// The user the server refused.
    public var user: String?
    /// The newer format version found.
    public var version: Int?
    /// The generation of the target's passphrase, when another device changed it.
    public var generation: Int?

    /// A failure of `kind`.
    public init(
        _ kind: Kind, target: String? = nil, path: String? = nil, problem: SyncProblem? = nil,
        deviceID: String? = nil, user: String? = nil, version: Int? = nil
    ) {
        self.kind = kind
        self.target = target
        self.path = path
        self.problem = problem
        self.deviceID = deviceID
        self.user = user
        self.version = version
    }

    /// What would fix it.
    public var remedy: Remedy {
        switch kind {
        case .notSetUp: .setUp
        case .unreachable: .tryAgainLater
        case .cannotWrite: .allowWritingTarget
        case .unauthorized: .checkCredentials
        case .insufficientStorage: .freeSpace
        case .targetEmptied, .otherTarget, .missingPassword: .setUpAgain
        case .newerFormat: .updateKado
        case .unreadable: .checkTarget
        case .deviceIDInUse: .separateDatabases
        case .passphraseNeeded, .passphraseChanged: .enterPassphrase
        case .wrongPassphrase, .earlierPassphraseOpensNothing: .retypePassphrase
        case .encryptionRemoved, .keyRejected, .fileUnauthentic: .checkTarget
        case .notEncrypted: .askToEncrypt
        case .encryptionUnavailable: .updateKado
        }
    }

    /// Whether trying again later, with nothing changed, may succeed.
    public var isTransient: Bool { kind == .unreachable }

    /// A one-line account in neutral English, for logs and tests.
    public var description: String {
        let place = target.map { " \($0)" } ?? ""
        let file = path.map { " (\($0))" } ?? ""
        let account = problem.map { ": \($0)" } ?? ""
        switch kind {
        case .notSetUp: return "sync is not set up on this device"
        case .unreachable: return "cannot reach the sync target\(place)\(account)"
        case .cannotWrite: return "cannot write to the sync target\(place)\(file)\(account)"
        case .unauthorized: return "the sync target\(place) refused the user \(user ?? "") and its password"
        case .insufficientStorage: return "the sync target\(place) has no room left\(file)"
        case .targetEmptied: return "the sync target\(place) holds no sync group any more"
        case .otherTarget: return "the sync target\(place) holds another sync group"
        case .newerFormat:
            return "the sync target\(place)\(file) is in sync format \(version ?? 0), newer than this Kadō"
        case .unreadable: return "cannot read the sync target's identity\(place)\(file)\(account)"
        case .deviceIDInUse:
            return "another database publishes as this device (\(deviceID ?? "")) in the sync target\(place)"
        case .missingPassword: return "the password of the sync target\(place) is missing"
        case .passphraseNeeded: return "the sync target\(place) is encrypted and this device has no key for it"
        case .wrongPassphrase: return "the passphrase does not open the sync target\(place)"
        case .passphraseChanged: return "the passphrase of the sync target\(place) was changed on another device"
        case .encryptionRemoved: return "the sync target\(place) is no longer encrypted"
        case .keyRejected: return "this device's key no longer opens the sync target\(place)\(file)"
        case .notEncrypted: return "the sync target\(place) is not encrypted"
        case .fileUnauthentic: return "a file of the sync target\(place) fails authentication\(file)\(account)"
        case .encryptionUnavailable: return "cannot derive the key of the sync target\(place)\(account)"
        case .earlierPassphraseOpensNothing:
            return "the passphrase opens none of the files held back in the sync target\(place)"
        }
    }
}

/// Why a sync target could not be reached, read or written (a folder that is missing, a system
/// call that failed, a server's answer), as a value: ``AppWording/syncProblem(_:)`` and its
/// own `description` phrase it.
public typealias SyncProblem = TargetProblem

/// A system call's failure: its `errno` and the system's words for it.
public typealias SyncSystemFailure = SystemFailure

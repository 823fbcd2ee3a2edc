import Foundation
import KadoStore

/// Why a sync (or setting one up) did not happen. Every case leaves the local database as it was,
/// but ``store(_:)`` after a failed write, which SQLite rolled back.
public enum SyncError: Error, Sendable {
    /// The target cannot be reached (a folder that is missing or unmounted, a network error): try
    /// again later. The command line exits with 75.
    case unreachable(target: String, problem: TargetProblem)
    /// The target refuses to be written (a read-only folder, a full disk).
    case cannotWrite(target: String, path: String, problem: TargetProblem)
    /// The server refused the credentials (HTTP 401 or 403): the user name or the password is
    /// wrong, or the account may not use this folder. Trying again will not help until they change.
    case unauthorized(target: String, user: String)
    /// The server has no room left for this device's files (HTTP 507, or a full disk behind it), or
    /// takes no file that large (HTTP 413).
    case insufficientStorage(target: String, path: String)
    /// This device has not been set up for a target yet.
    case notSetUp
    /// The target holds no `kado-sync/target.json` while this device synced with it before: the
    /// folder was emptied, or it is another folder than the one this device synced with.
    case targetEmptied(target: String)
    /// The target belongs to another sync group than this device's (another user's, or one set
    /// up again from scratch).
    case otherTarget(target: String, expected: String, found: String)
    /// A file of the target was written in a newer format than this version of Kadō reads: the
    /// target is left untouched.
    case newerFormat(target: String, path: String, version: Int)
    /// A file the target cannot do without (`target.json`) cannot be read.
    case unreadable(target: String, path: String, problem: TargetProblem)
    /// The target's encryption refuses this device or one of its files (a passphrase needed or
    /// wrong, changed elsewhere, a file failing authentication).
    case encryption(target: String, EncryptionProblem)
    /// The local database failed.
    case store(StoreError)

    /// Whether trying again later may succeed without anyone changing anything.
    public var isTransient: Bool {
        if case .unreachable = self { return true }
        return false
    }
}

extension SyncError: CustomStringConvertible {
    /// The message a person can act on, in English.
    public var description: String {
        switch self {
        case .unreachable(let target, let problem):
            "cannot reach the sync target \(target): \(problem); nothing was changed, try again later"
        case .cannotWrite(let target, let path, let problem):
            "cannot write \(path) in the sync target \(target): \(problem)"
        case .unauthorized(let target, let user):
            "the sync target \(target) refused the user \(user) and its password; nothing was changed: "
                + "check them and run kado sync setup again"
        case .insufficientStorage(let target, let path):
            "the sync target \(target) has no room left for \(path); nothing was changed here: "
                + "free some space there, then sync again"
        case .notSetUp:
            "sync is not set up on this device: run kado sync setup folder PATH"
        case .targetEmptied(let target):
            "the sync target \(target) holds no kado-sync/target.json, yet this device synced with it before: "
                + "it was emptied or is another folder; nothing was merged or removed. "
                + "Run kado sync setup again to start over in it"
        case .otherTarget(let target, let expected, let found):
            "the sync target \(target) belongs to another sync group (\(found), this device's is \(expected)); "
                + "nothing was merged. Run kado sync setup to join it instead"
        case .newerFormat(let target, let path, let version):
            "\(path) in the sync target \(target) is in sync format \(version), newer than this version of Kadō "
                + "reads (\(SyncFormat.version)); the target was left untouched: update Kadō"
        case .unreadable(let target, let path, let problem):
            "cannot read \(path) in the sync target \(target): \(problem)"
        case .encryption(let target, let problem):
            problem.description(target: target)
        case .store(let error):
            error.description
        }
    }
}

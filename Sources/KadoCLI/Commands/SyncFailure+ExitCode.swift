import KadoApp

extension ExitCode {
    /// 69 (`EX_UNAVAILABLE`): the sync target is not one this device may sync with (emptied,
    /// another sync group, another database under this device's id).
    public static let unavailable = ExitCode(rawValue: 69)
    /// 73 (`EX_CANTCREAT`): the sync server has no room left.
    public static let cannotCreate = ExitCode(rawValue: 73)
    /// 77 (`EX_NOPERM`): the sync server refused the user name and password, or the passphrase
    /// does not open an encrypted target (wrong, or changed on another device).
    public static let permissionDenied = ExitCode(rawValue: 77)
    /// 78 (`EX_CONFIG`): sync is not set up (or its password file is missing, or this build
    /// cannot reach that kind of target, or an encrypted target's passphrase was never typed here).
    public static let configuration = ExitCode(rawValue: 78)
}

extension SyncFailure {
    /// What `kado sync` exits with for this failure (README's table).
    var exitCode: ExitCode {
        switch kind {
        case .unreachable: .temporaryFailure
        case .notSetUp, .missingPassword: .configuration
        case .unauthorized: .permissionDenied
        case .insufficientStorage: .cannotCreate
        case .cannotWrite: .ioError
        case .newerFormat, .unreadable: .dataError
        case .targetEmptied, .otherTarget, .deviceIDInUse, .encryptionRemoved, .keyRejected: .unavailable
        case .passphraseNeeded, .notEncrypted: .configuration
        case .wrongPassphrase, .passphraseChanged, .earlierPassphraseOpensNothing: .permissionDenied
        case .fileUnauthentic, .encryptionUnavailable: .dataError
        }
    }
}

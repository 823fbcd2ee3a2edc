import KadoApp
import KadoCore
import KadoStore

extension AppError: ReportableError {
    /// `kado: ` and the error in English, with the command that would fix it.
    public var reportMessage: String { "kado: " + Phrase.appError(self).english }

    /// 64 for what the person typed, 65 for unreadable data, 74 for files that cannot be opened,
    /// 1 for a failure no one expected.
    public var exitCode: ExitCode {
        switch self {
        case .store(let error): error.exitCode
        case .unexpected: .failure
        default: .usage
        }
    }
}

extension StoreError: ReportableError {
    /// `kado: ` and the error's description.
    public var reportMessage: String { "kado: \(description)" }

    /// 65 for data Kadō cannot use, 74 for a file it cannot open, 1 otherwise.
    public var exitCode: ExitCode {
        switch self {
        case .writtenByNewerVersion, .notAKadoDatabase, .corruptRow, .damaged: .dataError
        case .cannotOpen, .cannotWrite, .upgradeNeedsWriting: .ioError
        case .database: .failure
        }
    }
}

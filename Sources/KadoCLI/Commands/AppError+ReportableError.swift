import KadoApp
import KadoStore

extension AppError: ReportableError {
    /// `kado: ` and the error's description.
    public var reportMessage: String { "kado: \(description)" }

    /// 64 for what the person typed, 65 for unreadable data, 74 for files that cannot be opened.
    public var exitCode: ExitCode {
        switch self {
        case .store(let error): error.exitCode
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

import KadoApp
import KadoCore

extension AppError: ReportableError {
    /// `kado: ` and the error in English, with the command that would fix it.
    public var reportMessage: String { "kado: " + Phrase.appError(self).english }

    /// 64 for what the person typed; for the store's failures 65 for data Kadō cannot use, 74 for
    /// a file it cannot open or write, 75 for a database another Kadō kept busy (try again); 65
    /// for a backup holding a value no backup can; 1 for a failure no one expected.
    public var exitCode: ExitCode {
        switch self {
        // The store's cases are read through AppError: the command line does not import KadoStore.
        case .store(let error):
            switch error {
            case .writtenByNewerVersion, .notAKadoDatabase, .corruptRow, .damaged: .dataError
            case .cannotOpen, .cannotWrite, .upgradeNeedsWriting, .diskFull: .ioError
            case .missing: .noInput
            case .busy: .temporaryFailure
            case .database: .failure
            }
        case .backupFile(let error): error.isReadFailure ? .ioError : .dataError
        case .sync(let failure): failure.exitCode
        case .backupNotWritten: .dataError
        case .unexpected: .failure
        default: .usage
        }
    }
}

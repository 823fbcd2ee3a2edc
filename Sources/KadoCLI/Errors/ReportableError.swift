import KadoApp

/// An error that knows how `kado` reports it: its one-line message and its exit code. Errors of
/// the store and the application layer conform (in KadoCLI) so that ``ErrorReport`` maps them.
public protocol ReportableError: Error {
    /// The message for standard error in English, starting with `kado: ` and without a final
    /// newline.
    var reportMessage: String { get }
    /// The status to exit with.
    var exitCode: ExitCode { get }
    /// The message for standard error in `language`, its prefix (`kado: `, `kado : `) included.
    func reportMessage(in language: Language) -> String
}

extension ReportableError {
    /// ``reportMessage``, for an error whose message is already in the language of the settings.
    public func reportMessage(in language: Language) -> String { reportMessage }
}

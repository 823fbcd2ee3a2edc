/// An error that knows how `kado` reports it: its one-line message and its exit code. Errors of
/// the store and the application layer conform (in KadoCLI) so that ``ErrorReport`` maps them.
public protocol ReportableError: Error {
    /// The message for standard error, starting with `kado: ` and without a final newline.
    var reportMessage: String { get }
    /// The status to exit with.
    var exitCode: ExitCode { get }
}

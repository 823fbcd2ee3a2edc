extension UsageError: ReportableError {
    /// `kado: <message>`.
    public var reportMessage: String { description }
    /// Always ``ExitCode/usage``.
    public var exitCode: ExitCode { .usage }
}

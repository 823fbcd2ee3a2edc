extension UsageError: ReportableError {
    /// `kado: <message>`, in English.
    public var reportMessage: String { description }
    /// Always ``ExitCode/usage``.
    public var exitCode: ExitCode { .usage }
}

/// How much a logged event matters, with syslog's priorities (RFC 5424), which journald keeps.
public enum LogLevel: Int, Comparable, Sendable, CaseIterable, CustomStringConvertible {
    /// Something failed and was not done (a request answered 500, a backup not written).
    case error = 3
    /// Something went wrong and was got round (a sync to retry, a lock waited for).
    case warning = 4
    /// A normal but significant event (the server started, a token made).
    case notice = 5
    /// What the program did.
    case info = 6
    /// Details for whoever debugs.
    case debug = 7

    /// The more severe level is the lesser: `error < warning`.
    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The level's name as a log line writes it.
    public var description: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .notice: "notice"
        case .info: "info"
        case .debug: "debug"
        }
    }
}

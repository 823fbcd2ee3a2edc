import Foundation
import KadoApp
import KadoCore
import KadoSQLite
import KadoStore
import KadoSync
import KadoSystem

/// The tracker as tests and benchmarks make it: on this system's ports (``SystemPorts/standard``:
/// real locks and files, which most tests are about) unless a test gives its own.
extension Tracker {
    /// A tracker over `store` on the system's ports.
    public convenience init(
        store: HabitStore, timeZone: TimeZone, now: @escaping @Sendable () -> Date, defaults: Settings
    ) {
        self.init(store: store, timeZone: timeZone, now: now, defaults: defaults, system: .standard)
    }

    /// Opens the database at `path` on the system's ports (see `Tracker.init(databasePath:…)`).
    public convenience init(
        databasePath path: String, timeZone: TimeZone, now: @escaping @Sendable () -> Date, defaults: Settings,
        purpose: Purpose = .writing, ifMissing: MissingDatabase = .create,
        isWritable: (String) -> Bool = { FileManager.default.isWritableFile(atPath: $0) },
        patience: Duration = standardPatience
    ) throws(AppError) {
        try self.init(
            databasePath: path, timeZone: timeZone, now: now, defaults: defaults, system: .standard, purpose: purpose,
            ifMissing: ifMissing, isWritable: isWritable, patience: patience)
    }

    /// The SQL statements the tracker's database connection has run since it was opened; see
    /// `StatementCounts`. Take a reading before and after a use case.
    public var statementCounts: StatementCounts { diagnosticStore.statementCounts }

    /// Calls `observer` before each SQL statement the tracker runs, from now on; `nil` stops: to
    /// name the statements a use case ran (a check-in that changes nothing executes no write).
    public func observeStatements(_ observer: ((ExecutedStatement) -> Void)?) {
        diagnosticStore.observeStatements(observer)
    }
}

extension SnapshotFile {
    /// Writes `series` to `path` through the system's files (see `write(_:to:files:)`).
    public static func write(_ series: WidgetSnapshotSeries, to path: String) throws {
        try write(series, to: path, files: SystemPorts.standard.files)
    }
}

extension SystemPorts {
    /// The ports tests use where real files and locks are the point: the system's
    /// (``SystemPorts/standard``), reachable from test targets that do not import KadoSystem.
    public static var testing: SystemPorts { .standard }
}

extension WebDAVTransport {
    /// A transport over the folder at `url` through the system's HTTP client (URLSession).
    public convenience init(
        url: URL, user: String, password: String, timeout: TimeInterval = 30,
        userAgent: String = WebDAVTransport.defaultUserAgent
    ) {
        self.init(
            url: url, user: user, password: password, timeout: timeout, userAgent: userAgent,
            exchange: URLSessionWebDAVExchange.maker)
    }
}

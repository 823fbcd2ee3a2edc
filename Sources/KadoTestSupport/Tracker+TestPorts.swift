import Foundation
import KadoApp
import KadoCore
import KadoSQLite
import KadoStore
import KadoSync
import KadoSystem

/// What tests and benchmarks read of a tracker's database connection.
extension Tracker {
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

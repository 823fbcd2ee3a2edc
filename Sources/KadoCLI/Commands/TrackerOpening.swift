import Foundation
import KadoApp
import KadoCore

/// How `kado` opens its database: the one place a ``Tracker`` is made, for the commands that change
/// something, those that only show, and a front end that takes its tracker over (`kado serve`).
struct TrackerOpening: Sendable {
    /// The database file.
    let path: String
    /// The time zone days are read in.
    let timeZone: TimeZone
    /// The clock (`--now`, `KADO_NOW` or the wall clock).
    let clock: @Sendable () -> Date
    /// The settings of a database that has none yet.
    let defaults: Settings
    /// The machinery of the system every tracker is given.
    let system: SystemPorts
    /// Whether a path may be written.
    let isWritable: @Sendable (String) -> Bool
    /// How long a change waits for its turn while another Kadō holds the database.
    let patience: Duration

    /// A tracker over the database for `purpose`, a missing database doing what `ifMissing` says.
    /// Its automatic backups are the caller's to configure: a front end's tracker is handed over
    /// with a configuration of its own.
    func open(_ purpose: Tracker.Purpose, ifMissing: Tracker.MissingDatabase) throws -> Tracker {
        try Tracker(
            databasePath: path, timeZone: timeZone, now: clock, defaults: defaults, system: system, purpose: purpose,
            ifMissing: ifMissing, isWritable: isWritable, patience: patience)
    }
}

import Foundation
import KadoApp
import KadoStore

/// The one way tests and benchmarks make a ``Tracker``: what a test does not say takes the value
/// most tests want, and a test names only what it varies.
///
/// Unless told otherwise the tracker reads days in UTC, its clock stands still at
/// 2026-04-10 10:00 UTC, unset settings are `Settings()`, it runs on ``SystemPorts/testing``, and
/// it opens its database for writing, creating it when missing, with the standard patience, and
/// its Today walks every habit whole (no ``Tracker/todayRebuildBudget``: a time budget would make
/// what a test sees depend on the machine's speed; the tests of pending scores set one). Each
/// modifier returns a changed copy, so one builder can be kept and opened again and again:
///
///     let tracker = try TrackerBuilder().timeZone("Europe/Paris").clock(clock).open(in: folder)
public struct TrackerBuilder: Sendable {
    private var zone = TestCalendars.zone("UTC")
    private var reading: @Sendable () -> Date = { instant("2026-04-10T10:00:00Z") }
    private var settings = Settings()
    private var ports = SystemPorts.testing
    private var openedFor = Tracker.Purpose.writing
    private var writable: @Sendable (String) -> Bool = { FileManager.default.isWritableFile(atPath: $0) }
    private var waiting = Tracker.standardPatience
    private var rebuildBudget: Duration? = nil

    /// A builder with every default: UTC, a clock standing at 2026-04-10 10:00 UTC, `Settings()`,
    /// the testing ports, opened for writing with the standard patience.
    public init() {}

    /// The same tracker, reading days in `zone`.
    public func timeZone(_ zone: TimeZone) -> TrackerBuilder {
        with(\.zone, zone)
    }

    /// The same tracker, reading days in the time zone called `identifier` (`"Europe/Paris"`).
    public func timeZone(_ identifier: String) -> TrackerBuilder {
        timeZone(TestCalendars.zone(identifier))
    }

    /// The same tracker on `clock`: it reads the time `clock` shows whenever it asks, so a test
    /// can move the clock under it.
    public func clock(_ clock: TestClock) -> TrackerBuilder {
        now { clock.now }
    }

    /// The same tracker with its clock standing still at `date`.
    public func now(_ date: Date) -> TrackerBuilder {
        now { date }
    }

    /// The same tracker reading the time from `read` (`{ Date() }` for the real clock).
    public func now(_ read: @escaping @Sendable () -> Date) -> TrackerBuilder {
        with(\.reading, read)
    }

    /// The same tracker with `settings` for the settings the database has not set.
    public func defaults(_ settings: Settings) -> TrackerBuilder {
        with(\.settings, settings)
    }

    /// The same tracker on the machinery of `ports` (in-memory locks, say) instead of the testing ports.
    public func system(_ ports: SystemPorts) -> TrackerBuilder {
        with(\.ports, ports)
    }

    /// The same tracker, its database opened for `purpose`: `.reading` opens a database that
    /// cannot be written read-only instead of refusing it.
    public func purpose(_ purpose: Tracker.Purpose) -> TrackerBuilder {
        with(\.openedFor, purpose)
    }

    /// The same tracker, asking `check` whether a path may be written instead of the system
    /// (tests run as root, whom permission bits do not stop): `{ _ in false }` makes the
    /// database one that cannot be written.
    public func isWritable(_ check: @escaping @Sendable (String) -> Bool) -> TrackerBuilder {
        with(\.writable, check)
    }

    /// The same tracker, waiting `patience` for a lock another Kadō holds before a change is
    /// refused as busy.
    public func patience(_ patience: Duration) -> TrackerBuilder {
        with(\.waiting, patience)
    }

    /// The same tracker, whose Today walks habits with no checkpoint only for `budget` (see
    /// ``Tracker/todayRebuildBudget``; `nil`, the builder's default, walks every one).
    public func todayRebuildBudget(_ budget: Duration?) -> TrackerBuilder {
        with(\.rebuildBudget, budget)
    }

    /// Opens the database at `path`, creating it and its folders when missing, and a tracker over it.
    public func open(at path: String) throws(AppError) -> Tracker {
        let tracker = try Tracker(
            databasePath: path, timeZone: zone, now: reading, defaults: settings, system: ports, purpose: openedFor,
            ifMissing: .create, isWritable: writable, patience: waiting)
        tracker.todayRebuildBudget = rebuildBudget
        return tracker
    }

    /// Opens the database called `name` in `folder` (see ``open(at:)``).
    public func open(in folder: TemporaryFolder, named name: String = "kado.sqlite") throws(AppError) -> Tracker {
        try open(at: folder.path(name))
    }

    /// Opens the database called `name` in the folder at `folder`, made when missing (see ``open(at:)``).
    public func open(in folder: URL, named name: String = "kado.sqlite") throws(AppError) -> Tracker {
        try open(at: folder.appendingPathComponent(name).path)
    }

    /// A tracker over `store`, already open: for a test that opens the store itself (with ids
    /// of its choosing, say). The purpose, the write check and the patience are the store's.
    public func open(over store: HabitStore) -> Tracker {
        let tracker = Tracker(store: store, timeZone: zone, now: reading, defaults: settings, system: ports)
        tracker.todayRebuildBudget = rebuildBudget
        return tracker
    }

    /// A copy of this builder with `value` at `field`.
    private func with<Value>(_ field: WritableKeyPath<TrackerBuilder, Value>, _ value: Value) -> TrackerBuilder {
        var copy = self
        copy[keyPath: field] = value
        return copy
    }
}

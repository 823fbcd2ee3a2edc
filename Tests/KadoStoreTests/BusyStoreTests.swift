import Foundation
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoStore

/// Another connection that keeps the database locked for longer than the store waits: the store
/// says it is busy (and that nothing was changed), never "database error: database is locked".
@Suite("A database another connection keeps busy")
struct BusyStoreTests {
    let folder: TemporaryFolder
    let clock = instant("2026-04-10T10:00:00Z")

    init() throws { folder = try TemporaryFolder(prefix: "kado-busy") }

    func open(_ path: String, patience: Duration) throws -> HabitStore {
        let moment = clock
        return try HabitStore(path: path, now: { moment }, patience: patience)
    }

    func sampleHabit(_ name: String = "Read") -> Habit {
        Habit(name: name, createdAt: instant("2026-01-01T08:00:00Z"))
    }

    static let busyCodes: [(code: Int32, name: String)] = [
        (5, "SQLITE_BUSY"), (5 | 1 << 8, "SQLITE_BUSY_RECOVERY"), (5 | 2 << 8, "SQLITE_BUSY_SNAPSHOT"),
        (5 | 3 << 8, "SQLITE_BUSY_TIMEOUT"), (6, "SQLITE_LOCKED"), (6 | 1 << 8, "SQLITE_LOCKED_SHAREDCACHE"),
    ]

    @Test("SQLite's busy and locked codes, primary or extended, are the store's busy error", arguments: busyCodes)
    func busyCodesAreBusy(code: Int32, name: String) {
        let error = SQLiteError(
            code: SQLiteResultCode(rawValue: code), message: "database is locked", sql: "BEGIN IMMEDIATE TRANSACTION")
        #expect(StoreError.from(error, path: "/data/kado.sqlite") == .busy(path: "/data/kado.sqlite"), "\(name)")
    }

    @Test("Another failure of SQLite keeps its own message")
    func otherCodesStayDatabaseErrors() {
        let error = SQLiteError(code: SQLiteResultCode(rawValue: 19), message: "UNIQUE constraint failed", sql: nil)
        #expect(StoreError.from(error, path: "/data/kado.sqlite") == .database(error))
    }

    @Test("The busy error says who holds the database, that nothing changed, and to try again")
    func busyWording() {
        #expect(
            StoreError.busy(path: "/data/kado.sqlite").description
                == "/data/kado.sqlite is in use by another Kadō (a long import or sync, say); nothing was changed: "
                + "try again in a moment")
    }

    @Test("A minute's patience is twelve waits of five seconds; a shorter one is one wait of itself")
    func patienceSplitsIntoWaits() {
        let standard = HabitStore.configuration(patience: HabitStore.standardPatience)
        #expect(standard.busyTimeout == .seconds(5))
        #expect(standard.beginAttempts == 12)
        let short = HabitStore.configuration(patience: .milliseconds(150))
        #expect(short.busyTimeout == .milliseconds(150))
        #expect(short.beginAttempts == 1)
        #expect(HabitStore.configuration(patience: .seconds(7)).beginAttempts == 2)
    }

    @Test("A change while another connection holds the write lock is refused as busy and writes nothing")
    func writeWhileAnotherConnectionWrites() throws {
        let path = folder.path("kado.sqlite")
        let store = try open(path, patience: .milliseconds(150))
        let version = try store.version()
        let holder = try Database(path: path)
        try holder.execute(sql: "BEGIN IMMEDIATE TRANSACTION")
        let started = ContinuousClock.now
        #expect(throws: StoreError.busy(path: path)) { try store.write { try $0.insert(sampleHabit()) } }
        let waited = started.duration(to: .now)
        #expect(waited >= .milliseconds(150))
        #expect(waited < .seconds(3))
        try holder.execute(sql: "ROLLBACK TRANSACTION")
        #expect(try store.habits().isEmpty)
        #expect(try store.version() == version)
        // Once the other connection is done, the same change goes through.
        try store.write { try $0.insert(sampleHabit()) }
        #expect(try store.habits().map(\.name) == ["Read"])
    }

    @Test("A read while another connection keeps the file to itself is busy too, not a database error")
    func readWhileAnotherConnectionHoldsTheFile() throws {
        let path = folder.path("kado.sqlite")
        try open(path, patience: .milliseconds(100)).write { try $0.insert(sampleHabit()) }
        // Exclusive locking mode, set before the connection first reads: it keeps the file locked
        // from its first write on, so that other connections cannot even read it.
        let holder = try Database(path: path)
        try holder.execute(sql: "PRAGMA locking_mode = EXCLUSIVE")
        try holder.execute(sql: "BEGIN EXCLUSIVE TRANSACTION")
        try holder.execute(sql: "COMMIT TRANSACTION")
        let started = ContinuousClock.now
        #expect(throws: StoreError.busy(path: path)) { try open(path, patience: .milliseconds(100)) }
        #expect(started.duration(to: .now) < .seconds(3))
        try holder.execute(sql: "PRAGMA locking_mode = NORMAL")
        _ = try holder.scalar("SELECT count(*) FROM habits", as: Int.self)
        #expect(try open(path, patience: .milliseconds(100)).habits().map(\.name) == ["Read"])
    }
}

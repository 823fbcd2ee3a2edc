import Foundation
import KadoCore
import KadoStore
import KadoSync
import KadoTestSupport
import Testing

@testable import KadoApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sync's use cases as every front end calls them: set up, sync now, status, off, on real
/// databases and a real folder.
@Suite("Sync's use cases")
struct SyncUseCaseTests {
    static let start = Date(timeIntervalSince1970: 1_775_811_600)  // 2026-04-10 09:00 UTC

    /// A device: its own database in `folder`, its own clock.
    final class Device {
        let clock: TestClock
        let tracker: Tracker
        var path: String { tracker.databasePath }

        init(_ name: String, in folder: TemporaryFolder, start: Date = SyncUseCaseTests.start) throws {
            let clock = TestClock(start)
            self.clock = clock
            tracker = try TrackerBuilder().clock(clock).open(in: folder, named: "\(name).sqlite")
        }

        var bytes: Data { get throws { try Data(contentsOf: URL(fileURLWithPath: path)) } }
    }

    func day(_ text: String) throws -> LogicalDay {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        return try #require(LogicalDay(year: parts[0], month: parts[1], day: parts[2]))
    }

    func syncFailure(_ body: () throws(AppError) -> Void) -> SyncFailure? {
        do {
            try body()
        } catch {
            if case .sync(let failure) = error { return failure }
            Issue.record("expected a sync failure, got \(error)")
        }
        return nil
    }

    @Test("what came in and went out is counted by kind, and a sync with nothing new writes nothing")
    func countsByKind() throws {
        let folder = try TemporaryFolder(prefix: "kado-sync-use-cases")
        let target = folder.path("target")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        let ann = try Device("ann", in: folder)
        let bob = try Device("bob", in: folder)
        let read = try ann.tracker.habits.createHabit(HabitDraft(name: "Read"))
        _ = try ann.tracker.checkIns.complete(read, on: try day("2026-04-10"))
        _ = try ann.tracker.checkIns.complete(read, on: try day("2026-04-09"))
        _ = try ann.tracker.checkIns.skip(
            read, days: try DayRange(from: try day("2026-04-01"), through: try day("2026-04-03")))
        try ann.tracker.preferences.setDayStart(4)

        let started = try ann.tracker.sync.setUpSync(.folder(path: target), password: nil)
        #expect(started.startedGroup)
        let sent = try ann.tracker.sync.syncNow()
        #expect(sent.sent == SyncOutcome.Counts(habits: 1, checkIns: 2, skips: 1, settings: 1))
        #expect(sent.received.isEmpty)

        let joined = try bob.tracker.sync.setUpSync(.folder(path: target), password: nil)
        #expect(!joined.startedGroup)
        let received = try bob.tracker.sync.syncNow()
        #expect(received.received == SyncOutcome.Counts(habits: 1, checkIns: 2, skips: 1, settings: 1))
        #expect(received.sent.isEmpty)
        #expect(received.devices.map(\.id) == [try ann.tracker.testStore.deviceID])
        #expect(try bob.tracker.settings().dayStart == 4)

        // Nothing new on either side: the database is not written.
        let before = try bob.bytes
        let quiet = try bob.tracker.sync.syncNow()
        #expect(quiet.isQuiet)
        #expect(try bob.bytes == before)
    }

    @Test("a folder that is not there is refused at setup, and nothing is saved")
    func unreachableSetup() throws {
        let folder = try TemporaryFolder(prefix: "kado-sync-use-cases")
        let ann = try Device("ann", in: folder)
        _ = try ann.tracker.habits.createHabit(HabitDraft(name: "Read"))
        let before = try ann.bytes
        let missing = folder.path("unmounted")
        let failure = syncFailure { () throws(AppError) in
            try ann.tracker.sync.setUpSync(.folder(path: missing), password: nil)
        }
        #expect(failure?.kind == .unreachable)
        #expect(failure?.target == missing)
        #expect(failure?.remedy == .tryAgainLater)
        #expect(try ann.tracker.sync.syncStatus().target == nil)
        #expect(try ann.bytes == before)
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test("a WebDAV server that cannot be reached is refused at setup, nothing saved, no password kept")
    func webDAVUnreachable() throws {
        let folder = try TemporaryFolder(prefix: "kado-sync-use-cases")
        let ann = try Device("ann", in: folder)
        // Port 1 on this machine: nothing listens there, the connection is refused at once.
        let url = try #require(URL(string: "http://127.0.0.1:1/remote.php/dav/files/ann/Kado"))
        let failure = syncFailure { () throws(AppError) in
            try ann.tracker.sync.setUpSync(.webDAV(url: url, user: "ann"), password: "s3cret")
        }
        #expect(failure?.kind == .unreachable)
        #expect(!(failure?.description.contains("s3cret") ?? true))
        #expect(try ann.tracker.sync.syncStatus().target == nil)
        #expect(!FileManager.default.fileExists(atPath: SyncPasswordFile.path(forDatabase: ann.path)))
    }

    @Test("sync before a setup says so")
    func notSetUp() throws {
        let folder = try TemporaryFolder(prefix: "kado-sync-use-cases")
        let ann = try Device("ann", in: folder)
        let failure = syncFailure { () throws(AppError) in _ = try ann.tracker.sync.syncNow() }
        #expect(failure?.kind == .notSetUp)
        #expect(failure?.remedy == .setUp)
    }

    @Test("a failed sync is recorded, leaves the database byte-identical, and the next one clears it")
    func failureRecorded() throws {
        let folder = try TemporaryFolder(prefix: "kado-sync-use-cases")
        let target = folder.path("target")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        let ann = try Device("ann", in: folder)
        let read = try ann.tracker.habits.createHabit(HabitDraft(name: "Read"))
        try ann.tracker.sync.setUpSync(.folder(path: target), password: nil)
        try ann.tracker.sync.syncNow()
        let firstSuccess = try #require(try ann.tracker.sync.syncStatus().lastSuccess)
        #expect(try ann.tracker.sync.syncStatus().isSynced)

        _ = try ann.tracker.checkIns.complete(read, on: try day("2026-04-10"))
        ann.clock.advance(by: 60)
        let away = folder.path("away")
        try FileManager.default.moveItem(atPath: target, toPath: away)
        let before = try ann.bytes
        let failure = syncFailure { () throws(AppError) in _ = try ann.tracker.sync.syncNow() }
        #expect(failure?.kind == .unreachable)
        #expect(try ann.bytes == before)
        let failed = try ann.tracker.sync.syncStatus()
        #expect(failed.lastError?.kind == .unreachable)
        #expect(failed.lastErrorAt == ann.clock.now)
        #expect(failed.lastSuccess == firstSuccess)
        #expect(!failed.isSynced)

        try FileManager.default.moveItem(atPath: away, toPath: target)
        ann.clock.advance(by: 60)
        let outcome = try ann.tracker.sync.syncNow()
        #expect(outcome.sent.checkIns == 1)
        let healed = try ann.tracker.sync.syncStatus()
        #expect(healed.lastError == nil)
        #expect(healed.lastSuccess == ann.clock.now)
        #expect(healed.lastOutcome?.sent.checkIns == 1)
    }

    @Test("a target in a newer format is refused at setup and left untouched")
    func newerFormat() throws {
        let folder = try TemporaryFolder(prefix: "kado-sync-use-cases")
        let target = folder.path("target")
        try FileManager.default.createDirectory(atPath: "\(target)/kado-sync", withIntermediateDirectories: true)
        try Data(#"{"createdBy":"X","format":"kado-sync-target","target":"T","version":99}"#.utf8)
            .write(to: URL(fileURLWithPath: "\(target)/kado-sync/target.json"))
        let ann = try Device("ann", in: folder)
        _ = try ann.tracker.habits.createHabit(HabitDraft(name: "Read"))
        let files = try FileManager.default.subpathsOfDirectory(atPath: target).sorted()
        let failure = syncFailure { () throws(AppError) in
            try ann.tracker.sync.setUpSync(.folder(path: target), password: nil)
        }
        #expect(failure?.kind == .newerFormat)
        #expect(failure?.version == 99)
        #expect(failure?.remedy == .updateKado)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: target).sorted() == files)
        #expect(try ann.tracker.sync.syncStatus().target == nil)
    }

    @Test("off forgets the target, its password and the record; the habits stay")
    func off() throws {
        let folder = try TemporaryFolder(prefix: "kado-sync-use-cases")
        let target = folder.path("target")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        let ann = try Device("ann", in: folder)
        _ = try ann.tracker.habits.createHabit(HabitDraft(name: "Read"))
        try ann.tracker.sync.setUpSync(.folder(path: target), password: nil)
        try ann.tracker.sync.syncNow()
        try SyncPasswordFile.write(
            "left over", to: SyncPasswordFile.path(forDatabase: ann.path), files: SystemPorts.testing.files)
        #expect(try ann.tracker.sync.turnSyncOff() == .folder(path: target))
        #expect(try ann.tracker.sync.syncStatus().target == nil)
        #expect(try ann.tracker.sync.syncStatus().lastSuccess == nil)
        #expect(!FileManager.default.fileExists(atPath: SyncPasswordFile.path(forDatabase: ann.path)))
        #expect(try ann.tracker.habits.all().map(\.name) == ["Read"])
        #expect(try ann.tracker.sync.turnSyncOff() == nil)
        // The target's files stay for the other devices, and setting it up again joins its group.
        #expect(FileManager.default.fileExists(atPath: "\(target)/kado-sync/target.json"))
        #expect(try !ann.tracker.sync.setUpSync(.folder(path: target), password: nil).startedGroup)
    }

    @Test("the status reads a read-only database; sync refuses it without writing")
    func readOnlyDatabase() throws {
        let folder = try TemporaryFolder(prefix: "kado-sync-use-cases")
        let target = folder.path("target")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        let ann = try Device("ann", in: folder)
        try ann.tracker.sync.setUpSync(.folder(path: target), password: nil)
        let reader = try TrackerBuilder().now(Self.start).purpose(.reading).isWritable { _ in false }.open(at: ann.path)
        #expect(try reader.sync.syncStatus().target == .folder(path: target))
        #expect(throws: AppError.store(.cannotWrite(path: ann.path, reason: .openedReadOnly))) {
            try reader.sync.syncNow()
        }
    }

    @Test("a device whose clock runs days ahead is named in the outcome")
    func clockSkew() throws {
        let folder = try TemporaryFolder(prefix: "kado-sync-use-cases")
        let target = folder.path("target")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        let ann = try Device("ann", in: folder)
        let ahead = try Device("ahead", in: folder, start: Self.start.addingTimeInterval(3 * 86_400))
        _ = try ahead.tracker.habits.createHabit(HabitDraft(name: "Run"))
        try ahead.tracker.sync.setUpSync(.folder(path: target), password: nil)
        try ahead.tracker.sync.syncNow()
        try ann.tracker.sync.setUpSync(.folder(path: target), password: nil)
        let outcome = try ann.tracker.sync.syncNow()
        let skew = try #require(outcome.clockSkews.first)
        #expect(skew.device == (try ahead.tracker.testStore.deviceID))
        #expect(skew.seconds > 2 * 86_400)
        #expect(outcome.ahead > 0)
        #expect(outcome.received.isEmpty)
    }

    @Test("the password file is its owner's only, and narrowed back when widened")
    func passwordFile() throws {
        let folder = try TemporaryFolder(prefix: "kado-sync-use-cases")
        let path = SyncPasswordFile.path(forDatabase: folder.path("kado.sqlite"))
        #expect(path == folder.path("kado.sync-password"))
        #expect(try SyncPasswordFile.read(at: path, files: SystemPorts.testing.files) == nil)
        try SyncPasswordFile.write("pa55 wörd", to: path, files: SystemPorts.testing.files)
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
        #expect(try SyncPasswordFile.read(at: path, files: SystemPorts.testing.files) == "pa55 wörd")
        chmod(path, 0o644)
        _ = try SyncPasswordFile.read(at: path, files: SystemPorts.testing.files)
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
        try SyncPasswordFile.remove(at: path, files: SystemPorts.testing.files)
        try SyncPasswordFile.remove(at: path, files: SystemPorts.testing.files)
        #expect(try SyncPasswordFile.read(at: path, files: SystemPorts.testing.files) == nil)
    }

    static let engineErrors: [(SyncError, SyncFailure.Kind?)] = [
        (.unreachable(target: "/t", problem: .folderMissing), .unreachable),
        (.cannotWrite(target: "/t", path: "p", problem: .system(SyncSystemFailure(errno: EROFS))), .cannotWrite),
        (.unauthorized(target: "https://h/d", user: "ann"), .unauthorized),
        (.insufficientStorage(target: "https://h/d", path: "p"), .insufficientStorage),
        (.notSetUp, .notSetUp), (.targetEmptied(target: "/t"), .targetEmptied),
        (.otherTarget(target: "/t", expected: "A", found: "B"), .otherTarget),
        (.newerFormat(target: "/t", path: "kado-sync/target.json", version: 2), .newerFormat),
        (.unreadable(target: "/t", path: "kado-sync/target.json", problem: .damaged(account: "torn")), .unreadable),
        (.store(.cannotWrite(path: "/db", reason: .fileReadOnly)), nil),
    ]

    @Test("every failure of the engine becomes a sync failure of its kind, the database's a store error")
    func engineErrorsMapped() {
        for (error, kind) in Self.engineErrors {
            let mapped = AppError(syncing: error)
            if let kind {
                guard case .sync(let failure) = mapped else {
                    Issue.record("\(error) became \(mapped)")
                    continue
                }
                #expect(failure.kind == kind)
                #expect(mapped.code == "sync.\(kind.rawValue)")
                #expect(mapped.remedy == .sync(failure.remedy))
                #expect(!mapped.isUsageError)
            } else {
                #expect(mapped == .store(.cannotWrite(path: "/db", reason: .fileReadOnly)))
            }
        }
        #expect(Self.engineErrors.count == 10)
    }

    @Test(
        "a WebDAV URL is refused when it could save credentials or is not HTTP",
        arguments: [
            ("https://cloud.example.org/remote.php/dav/files/ann/Kado", nil),
            ("http://127.0.0.1:8080/dav", nil), ("ftp://example.org/dav", .notHTTP),
            ("https://ann:secret@example.org/dav", .holdsCredentials),
            ("https://ann@example.org/dav", .holdsCredentials),
            ("not a url", .notAURL), ("https:///dav", .noHost),
        ] as [(String, SyncTarget.WebDAVURLProblem?)])
    func webDAVURLs(_ text: String, _ problem: SyncTarget.WebDAVURLProblem?) {
        #expect(SyncTarget.webDAVProblem(text) == problem)
    }

    @Test(
        "plain http:// is a warning unless the server is on this machine",
        arguments: [
            ("http://cloud.example.org/dav", true), ("http://192.168.1.5/dav", true),
            ("https://cloud.example.org", false),
            ("http://localhost:8080/dav", false), ("http://127.0.0.1/dav", false), ("http://[::1]:81/dav", false),
        ])
    func plainHTTP(_ text: String, _ warns: Bool) throws {
        let url = try #require(URL(string: text))
        #expect(SyncTarget.webDAV(url: url, user: "ann").sendsPasswordInTheClear == warns)
        #expect(!SyncTarget.folder(path: "/sync").sendsPasswordInTheClear)
    }

    @Test("a saved target reads back as it was saved, and holds no password")
    func targetCoding() throws {
        let url = try #require(URL(string: "https://cloud.example.org/remote.php/dav/files/ann/Kado"))
        for target in [SyncTarget.folder(path: "/home/ann/Sync/Kado"), .webDAV(url: url, user: "ann")] {
            let data = try JSONEncoder().encode(target)
            #expect(try JSONDecoder().decode(SyncTarget.self, from: data) == target)
            #expect(!String(decoding: data, as: UTF8.self).contains("password"))
        }
    }
}

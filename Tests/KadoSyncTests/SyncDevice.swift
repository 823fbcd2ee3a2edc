import Foundation
import KadoCore
import KadoStore
import KadoSync
import KadoTestSupport

@testable import KadoApp

/// One device of a sync test: its own database and clock, a tracker over them, and the folder it
/// sees as its target (the same folder as the others', or its own copy moved by a simulated
/// sync tool).
final class SyncDevice {
    let name: String
    let clock: TestClock
    let tracker: Tracker
    var transport: any SyncTransport

    /// When this device compacts its segments (the engine's standard rule unless a test says).
    var compaction = CompactionRule.standard
    /// The passphrase this device sets the target up with: with one, ``setUp()`` encrypts the
    /// target (or joins it encrypted), at libsodium's least cost so that tests stay fast.
    var passphrase: String?
    /// The key ``setUp()`` got for an encrypted target, which every sync uses.
    var key: SyncKey?
    /// The target as the app saves it, with its WebDAV password: with one, ``setUp()`` goes through
    /// the app's use case (``SyncUseCases/setUpSync(_:password:passphrase:encrypt:keyCost:)``), which
    /// saves it and keeps the key in its file beside the database, where the app's passphrase
    /// change (``SyncUseCases/changeSyncPassphrase(to:oldLeaked:keyCost:thenSyncing:)``) finds it.
    var savedTarget: SyncTarget?
    var password: String?

    /// A device whose database is `databasePath`, syncing through `transport`; its ids (its own,
    /// its rows', a target's it creates) come from `ids` when given, else are random.
    init(name: String, databasePath: String, transport: any SyncTransport, start: Date, ids: SeededIDs? = nil)
        throws
    {
        self.name = name
        let clock = TestClock(start)
        self.clock = clock
        self.transport = transport
        let trackers = TrackerBuilder().clock(clock)
        if let ids {
            let store = try HabitStore(path: databasePath, now: { clock.now }, makeID: { ids.next() })
            tracker = trackers.open(over: store)
        } else {
            tracker = try trackers.open(at: databasePath)
        }
    }

    /// The device `name` of a test whose devices share the folder target `target` under `folder`
    /// (made when missing), its database at `name/kado.sqlite`, its clock `offset` seconds after
    /// ``syncEpoch``.
    static func onFolder(_ folder: TemporaryFolder, name: String, at offset: TimeInterval) throws -> SyncDevice {
        let target = folder.path("target")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        return try SyncDevice(
            name: name, databasePath: folder.path("\(name)/kado.sqlite"), transport: FolderTransport(root: target),
            start: syncEpoch.addingTimeInterval(offset))
    }

    var store: HabitStore { tracker.work.store }
    var deviceID: String { tracker.work.store.deviceID }

    @discardableResult
    func setUp() throws -> TargetIdentity {
        if let savedTarget {
            try tracker.sync.setUpSync(
                savedTarget, password: password, passphrase: passphrase, encrypt: passphrase != nil, keyCost: .least)
            key = try keptKey()
            return try JSONDecoder().decode(
                TargetIdentity.self, from: try transport.read(SyncFormat.targetPath) ?? Data())
        }
        guard let passphrase else { return try tracker.sync.setUpSync(through: transport) }
        let result = try tracker.sync.setUpSync(through: transport, .encrypt(passphrase: passphrase, cost: .least))
        key = result.key
        return result.identity
    }

    /// The key the app keeps beside the database (``SyncKeyFile``), or `nil`.
    func keptKey() throws -> SyncKey? {
        try SyncKeyFile.read(at: SyncKeyFile.path(forDatabase: tracker.databasePath), files: tracker.system.files)
    }

    /// Changes the passphrase through the app's use case, as `kado sync passphrase` does; the new
    /// key is kept even when the sync after it failed (the next sync re-seals).
    /// - Returns: what the sync after the change did, if it ran and succeeded.
    @discardableResult
    func changePassphrase(to passphrase: String, oldLeaked: Bool = false, thenSyncing: Bool = true) throws
        -> SyncOutcome?
    {
        defer { key = (try? keptKey()) ?? key }
        return try tracker.sync.changeSyncPassphrase(
            to: passphrase, oldLeaked: oldLeaked, keyCost: .least, thenSyncing: thenSyncing)
    }

    /// Types `passphrase` for the saved target, as a person asked for it does (the Settings
    /// card's form, `kado sync setup` again): the key is derived, checked, and kept.
    func typePassphrase(_ passphrase: String) throws {
        try tracker.sync.setUpSavedSyncAgain(passphrase: passphrase, encrypt: false, keyCost: .least)
        self.passphrase = passphrase
        key = try keptKey()
    }

    /// Syncs as `Tracker.sync(through:)` does (the merge, then the widget snapshot once), with
    /// this device's compaction rule, or `rule` for this sync.
    @discardableResult
    func sync(clockLeadLimit: TimeInterval = 600, compacting rule: CompactionRule? = nil) throws -> SyncReport {
        let compaction = rule ?? compaction
        if compaction == .standard {
            return try tracker.sync.run(through: transport, key: key, clockLeadLimit: clockLeadLimit)
        }
        var engine = SyncEngine(store: store, transport: transport, now: tracker.work.now)
        engine.clockLeadLimit = clockLeadLimit
        engine.key = key
        engine.compaction = compaction
        let report = try engine.run()
        if report.changedLocally {
            try? tracker.widget.publishSnapshot(
                touching: report.touchedHabitIDs,
                after: SnapshotBasis(previous: report.previousStamp, stamp: report.stamp))
        }
        return report
    }

    /// The device's `kado export --format json`, read at `instant` so that devices compare equal.
    func export(at instant: Date) throws -> String {
        let saved = clock.now
        clock.set(instant)
        defer { clock.set(saved) }
        return String(
            decoding: try tracker.backups.exportBackup(format: .json, appVersion: "sync-tests").data, as: UTF8.self)
    }

    func habit(named name: String) throws -> Habit? {
        try tracker.habits.all(includingArchived: true).first { $0.name == name }
    }

    func amount(of habit: Habit, on day: LogicalDay) throws -> Double {
        try store.completions(of: habit.id, on: day).reduce(0) { $0 + max(0, $1.value) }
    }
}

/// Ids drawn from a seeded generator: a simulation's devices, rows and targets get the same ids
/// on every run of a seed, so that ties between devices break the same way and a seed replays
/// byte for byte.
final class SeededIDs: @unchecked Sendable {
    private var generator: SeededGenerator
    private let lock = NSLock()

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    /// The next id: a version-4 UUID of the generator's bits.
    func next() -> UUID {
        lock.withLock {
            let high = generator.next()
            let low = generator.next()
            var bytes = (0..<8).map { UInt8(truncatingIfNeeded: high >> (8 * $0)) }
            bytes += (0..<8).map { UInt8(truncatingIfNeeded: low >> (8 * $0)) }
            bytes[6] = bytes[6] & 0x0F | 0x40
            bytes[8] = bytes[8] & 0x3F | 0x80
            return UUID(
                uuid: (
                    bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8],
                    bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                ))
        }
    }
}

/// Every file under `folder`, with its bytes: what a refused sync must leave as it was.
func folderContents(_ folder: String) -> [String: Data] {
    var contents: [String: Data] = [:]
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return contents }
    while let relative = walker.nextObject() as? String {
        let path = (folder as NSString).appendingPathComponent(relative)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
            contents[relative] = FileManager.default.contents(atPath: path) ?? Data()
        }
    }
    return contents
}

/// A transport that fails (as unreachable) once it has done `budget` operations: a sync cut off
/// half-way, at any point.
final class InterruptingTransport: SyncTransport {
    let base: any SyncTransport
    var budget: Int

    init(_ base: any SyncTransport, budget: Int) {
        self.base = base
        self.budget = budget
    }

    var targetDescription: String { base.targetDescription }

    private func spend() throws(SyncError) {
        guard budget > 0 else { throw .unreachable(target: targetDescription, problem: .connectionLost) }
        budget -= 1
    }

    func list(_ folder: String) throws(SyncError) -> [String] {
        try spend()
        return try base.list(folder)
    }

    func read(_ path: String) throws(SyncError) -> Data? {
        try spend()
        return try base.read(path)
    }

    func publish(_ data: Data, at path: String, replacing: Bool) throws(SyncError) -> Bool {
        try spend()
        return try base.publish(data, at: path, replacing: replacing)
    }

    func remove(_ path: String) throws(SyncError) {
        try spend()
        try base.remove(path)
    }
}

let syncEpoch = Date(timeIntervalSince1970: 1_775_800_000)  // 2026-04-10

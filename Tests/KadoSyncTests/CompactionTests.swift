import Foundation
import KadoCore
import KadoStore
import KadoSync
import KadoTestSupport
import Testing

@testable import KadoApp

/// A device compacting its own segments, readers racing with it, and devices joining a target
/// whose history was compacted (docs/sync.md, "Compaction" and "Joining").
@Suite("Compaction and joining")
struct CompactionTests {
    let folder: TemporaryFolder
    let target: String
    let first: SyncDevice
    let second: SyncDevice

    init() throws {
        folder = try TemporaryFolder(prefix: "kado-sync-compaction", in: TemporaryFolder.memoryBackedBase)
        target = folder.path("target")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        first = try Self.device("first", in: folder, target: target)
        second = try Self.device("second", in: folder, target: target)
        try first.setUp()
        try second.setUp()
    }

    func device(_ name: String) throws -> SyncDevice {
        try Self.device(name, in: folder, target: target)
    }

    static func device(_ name: String, in folder: TemporaryFolder, target: String) throws -> SyncDevice {
        try SyncDevice(
            name: name, databasePath: folder.path("\(name)/kado.sqlite"), transport: FolderTransport(root: target),
            start: syncEpoch)
    }

    /// Every segment file of `device` on the target.
    func segmentFiles(of device: SyncDevice) throws -> Set<String> {
        Set(try FolderTransport(root: target).list("\(SyncFormat.devicePath(device.deviceID))/segments"))
            .filter(SyncFormat.isSegmentName)
    }

    func manifest(of device: SyncDevice) throws -> Manifest {
        let data = try #require(try FolderTransport(root: target).read(SyncFormat.manifestPath(device.deviceID)))
        return try JSONDecoder().decode(Manifest.self, from: data)
    }

    @Test(
        "the rule: a new snapshot when the recent versions outnumber it, a merge when the segments are many",
        arguments: [
            (16, 0, 0, nil), (17, 10, 1_000_000, CompactionRule.Kind.recent), (3, 999, 10, nil),
            (3, 1_000, 10, .whole), (3, 1_000, 1_000, nil), (3, 1_001, 1_000, .whole), (0, 0, 0, nil),
        ] as [(Int, Int, Int, CompactionRule.Kind?)])
    func rule(segments: Int, rows: Int, snapshot: Int, expected: CompactionRule.Kind?) {
        #expect(
            CompactionRule.standard.kind(segmentsSince: segments, rowsSince: rows, snapshotRows: snapshot) == expected)
    }

    @Test("many edits of few rows: the target keeps a few segments, and the replaced ones are removed")
    func manyEditsFewSegments() throws {
        first.compaction = CompactionRule(segments: 3, minimumRows: 6)
        let read = try first.tracker.habits.createHabit(HabitDraft(name: "Read"))
        try first.tracker.checkIns.complete(read, on: try first.tracker.today())
        try first.sync()
        var compactions = 0
        var removed = 0
        let habit = try #require(try first.habit(named: "Read"))
        for round in 0..<40 {
            first.clock.advance(by: 60)
            let current = try first.habit(named: "Read") ?? habit
            try first.tracker.habits.editHabit(current) { $0.icon = ["book", "drop", "figure.run"][round % 3] }
            let report = try first.sync()
            if report.compacted { compactions += 1 }
            removed += report.segmentsRemoved
            let manifest = try manifest(of: first)
            // A snapshot (one segment here) and at most `segments` + 1 since.
            #expect(manifest.segments.count <= 5, "round \(round): \(manifest.segments.count) segments")
            #expect(manifest.segments.reduce(0) { $0 + $1.rows } <= 2 * 2 + 6, "round \(round)")
            #expect(try segmentFiles(of: first) == Set(manifest.segments.map(\.name)), "round \(round)")
        }
        #expect(compactions >= 8)
        #expect(removed >= 20)
        // A device joining now reads the few segments left, and ends with the same data.
        let newcomer = try device("newcomer")
        newcomer.clock.set(first.clock.now)
        try newcomer.setUp()
        let report = try newcomer.sync()
        #expect(report.segmentsRead == (try manifest(of: first)).segments.count)
        #expect(report.received <= 2 * 2 + 6)
        #expect(report.sent == 0)
        #expect(report.ahead == 0)
        #expect(try newcomer.export(at: syncEpoch) == first.export(at: syncEpoch))
    }

    @Test("a device joining after many changes starts from the snapshots: reads proportional to the data")
    func joiningFromSnapshots() throws {
        first.compaction = CompactionRule(segments: 2, minimumRows: 10)
        second.compaction = CompactionRule(segments: 2, minimumRows: 10)
        let water = try first.tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        let walk = try second.tracker.habits.createHabit(HabitDraft(name: "Walk"))
        try first.sync()
        try second.sync()
        var versions = 2
        // 30 days: the day's water set five times on the first device (five versions of one
        // record), a walk done on the second.
        let today = try first.tracker.today()
        for offset in 0..<30 {
            let day = today.adding(days: -offset)
            for value in 1...5 {
                first.clock.advance(by: 1)
                try first.tracker.checkIns.checkIn(.set(Double(value)), habit: .id(water.id), day: day)
                try first.sync()
                versions += 1
            }
            try second.tracker.checkIns.complete(walk, on: day)
            try second.sync()
            versions += 1
        }
        let rows = 2 + 30 + 30
        let newcomer = try device("newcomer")
        newcomer.clock.set(first.clock.now)
        try newcomer.setUp()
        let report = try newcomer.sync()
        let listed =
            try manifest(of: first).segments.reduce(0) { $0 + $1.rows }
            + manifest(of: second).segments.reduce(0) { $0 + $1.rows }
        #expect(report.received + report.alreadyKnown == listed)
        #expect(report.segmentsRead <= 2 * (1 + 3))
        // At most twice the rows, never every version.
        #expect(listed <= 2 * rows, "\(listed) versions listed for \(rows) rows")
        #expect(listed < versions / 2)
        #expect(report.sent == 0)
        try first.sync()
        try second.sync()
        let reference = try first.export(at: syncEpoch)
        #expect(try second.export(at: syncEpoch) == reference)
        #expect(try newcomer.export(at: syncEpoch) == reference)
        // The newcomer's record of what it applied names only what the manifests name.
        let state = try newcomer.store.syncState()
        let applied = try #require(state["sync.applied.\(first.deviceID)"])
        let names = try JSONDecoder().decode([String: String].self, from: Data(applied.utf8))
        #expect(Set(names.keys) == Set(try manifest(of: first).segments.map(\.name)))
    }

    @Test("a reader that saw the manifest before a compaction finds its segments gone, waits, and converges")
    func readerRacesCompaction() throws {
        let read = try first.tracker.habits.createHabit(HabitDraft(name: "Read"))
        try first.sync()
        for offset in 0..<4 {
            try first.tracker.checkIns.complete(read, on: try first.tracker.today().adding(days: -offset))
            try first.sync()
        }
        let manifestPath = SyncFormat.manifestPath(first.deviceID)
        let stale = try #require(try FolderTransport(root: target).read(manifestPath))
        let compacted = try first.sync(compacting: CompactionRule(segments: 0, minimumRows: 0))
        #expect(compacted.compacted)
        #expect(compacted.segmentsRemoved == 5)
        // The second device still gets the old manifest (its sync tool is behind).
        second.transport = StaleFileTransport(FolderTransport(root: target), path: manifestPath, bytes: stale)
        let racing = try second.sync()
        #expect(racing.received == 0)
        #expect(racing.skipped.count == 5)
        #expect(racing.skipped.allSatisfy { $0.reason == .notThereYet })
        #expect(try second.store.syncState()["sync.applied.\(first.deviceID)"] == nil)
        second.transport = FolderTransport(root: target)
        let next = try second.sync()
        #expect(next.received == 5)
        #expect(try second.export(at: syncEpoch) == first.export(at: syncEpoch))
    }

    @Test("a manifest from before a compaction coming back (a restored copy) is replaced, not taken for a copy")
    func oldManifestComesBack() throws {
        let read = try first.tracker.habits.createHabit(HabitDraft(name: "Read"))
        try first.sync()
        try first.tracker.checkIns.complete(read, on: try first.tracker.today())
        try first.sync()
        let manifestPath = SyncFormat.manifestPath(first.deviceID)
        let stale = try #require(try FolderTransport(root: target).read(manifestPath))
        try first.sync(compacting: CompactionRule(segments: 0, minimumRows: 0))
        let compacted = try manifest(of: first)
        try FolderTransport(root: target).publish(stale, at: manifestPath, replacing: true)
        try first.sync()
        #expect(try manifest(of: first) == compacted)
        try second.sync()
        #expect(try second.export(at: syncEpoch) == first.export(at: syncEpoch))
    }

    @Test("a compaction cut off after any number of steps is finished by the next sync")
    func interruptedCompaction() throws {
        for budget in 0..<14 {
            let run = try TemporaryFolder(prefix: "kado-sync-cut", in: TemporaryFolder.memoryBackedBase)
            let root = run.path("target")
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            let writer = try SyncDevice(
                name: "writer", databasePath: run.path("w/kado.sqlite"), transport: FolderTransport(root: root),
                start: syncEpoch)
            try writer.setUp()
            let read = try writer.tracker.habits.createHabit(HabitDraft(name: "Read"))
            try writer.sync()
            for offset in 0..<3 {
                try writer.tracker.checkIns.complete(read, on: try writer.tracker.today().adding(days: -offset))
                try writer.sync()
            }
            let real = writer.transport
            writer.transport = InterruptingTransport(real, budget: budget)
            _ = try? writer.sync(compacting: CompactionRule(segments: 0, minimumRows: 0))
            writer.transport = real
            #expect(try writer.store.integrityCheck() == ["ok"])
            try writer.sync(compacting: CompactionRule(segments: 0, minimumRows: 0))
            let transport = FolderTransport(root: root)
            let data = try #require(try transport.read(SyncFormat.manifestPath(writer.deviceID)))
            let manifest = try JSONDecoder().decode(Manifest.self, from: data)
            let files = Set(try transport.list("\(SyncFormat.devicePath(writer.deviceID))/segments"))
            #expect(files.filter(SyncFormat.isSegmentName) == Set(manifest.segments.map(\.name)), "budget \(budget)")
            let reader = try SyncDevice(
                name: "reader", databasePath: run.path("r/kado.sqlite"), transport: transport, start: syncEpoch)
            try reader.setUp()
            try reader.sync()
            #expect(try reader.export(at: syncEpoch) == writer.export(at: syncEpoch), "budget \(budget)")
        }
    }
}

/// A transport that hands out old bytes for one path: a sync tool that has not copied the new
/// version of that file yet.
final class StaleFileTransport: SyncTransport {
    let base: any SyncTransport
    let path: String
    let bytes: Data

    init(_ base: any SyncTransport, path: String, bytes: Data) {
        self.base = base
        self.path = path
        self.bytes = bytes
    }

    var targetDescription: String { base.targetDescription }
    func list(_ folder: String) throws(SyncError) -> [String] { try base.list(folder) }
    func read(_ path: String) throws(SyncError) -> Data? { path == self.path ? bytes : try base.read(path) }
    func publish(_ data: Data, at path: String, replacing: Bool) throws(SyncError) -> Bool {
        try base.publish(data, at: path, replacing: replacing)
    }
    func remove(_ path: String) throws(SyncError) { try base.remove(path) }
}

import Foundation
import KadoApp
import KadoCore
import KadoSQLite
import KadoStore
import KadoSync
import KadoTestSupport

/// The issue-12 benchmarks of sync to a folder, in process, each against a floor in the same run:
/// - the first sync of each matrix (every row published) against copying the bytes it wrote
///   (the same files, read and written again with `fsync`);
/// - an incremental sync of one check-in — the device that made it publishing, the other
///   receiving — on each matrix, L against S (its cost must follow the change: L ÷ S ≤ 1.5);
/// - applying 100,000 remote changes (a new device's first sync) against inserting the same rows
///   into an empty store in one transaction.
struct SyncSuite {
    let workspace: Workspace

    /// How many remote changes the apply benchmark takes in.
    static let remoteChanges = 100_000

    /// Runs every sync benchmark.
    func run() throws(BenchmarkError) -> SyncRun {
        let loadBefore = StoreSuite.loadAverage()
        var sizes = workspace.options.sizes
        if !sizes.contains(where: { $0.name == HabitMatrix.Size.small.name }) { sizes.insert(.small, at: 0) }
        var results: [SyncResult] = []
        for size in sizes {
            let records = workspace.matrix(size).completions.count
            results.append(try measureSize(size, repeats: workspace.options.repeats ?? (records >= 1_000_000 ? 1 : 3)))
        }
        let apply = try measureApply(repeats: workspace.options.repeats ?? 3)
        return SyncRun(
            results: results, apply: apply, loadAverage: (loadBefore, StoreSuite.loadAverage()),
            today: HabitMatrix.defaultToday)
    }

    // MARK: - First and incremental syncs

    private func measureSize(_ size: HabitMatrix.Size, repeats: Int) throws(BenchmarkError) -> SyncResult {
        let log = { (text: String) in workspace.log("sync: " + text) }
        let (loaded, _, _) = try workspace.loadedStore(size, by: "sync")
        let matrix = workspace.matrix(size)
        // Copies: the loaded store stays as the other suites expect it.
        let pathA = workspace.folder + "/sync-\(size.name)-a.sqlite"
        let pathB = workspace.folder + "/sync-\(size.name)-b.sqlite"
        let pathC = workspace.folder + "/sync-\(size.name)-c.sqlite"
        try copyDatabase(loaded, to: pathA)
        let now = Workspace.noon(of: matrix.today)
        var result = SyncResult(size: size, records: matrix.completions.count, rounds: repeats)

        // The first sync, into a new folder each round (a new group: everything published again).
        let store = try open(pathA, now: now)
        var target = ""
        for round in 0..<repeats {
            target = workspace.folder + "/sync-\(size.name)-target-\(round)"
            try? FileManager.default.removeItem(atPath: target)
            try createFolder(target)
            let engine = SyncEngine(store: store, transport: FolderTransport(root: target), now: { now })
            try attempt("setting up \(target)") { try engine.setUp() }
            log("\(size.name): first sync, round \(round + 1) of \(repeats)…")
            let first = try measure { () throws(BenchmarkError) in try attempt("the first sync") { try engine.run() } }
            result.first.add(first.wall, cpu: first.cpu)
            result.rowsSent = first.result.sent
            result.segments = first.result.segmentsWritten
            let copy = target + "-copy"
            try? FileManager.default.removeItem(atPath: copy)
            let floor = try measure { () throws(BenchmarkError) in try copyFlushed(target, to: copy) }
            result.copy.add(floor.wall, cpu: floor.cpu)
            result.bytes = floor.result
            try? FileManager.default.removeItem(atPath: copy)
            if round < repeats - 1 { try? FileManager.default.removeItem(atPath: target) }
        }

        // The second device: the same history under another id, having applied every segment of
        // the first (what its own first sync would have left).
        try copyDatabase(pathA, to: pathB)
        try makeSecondDevice(pathB, receiving: store.deviceID, from: target)
        // A third, receiving through the engine alone: sync's own cost, without the widget snapshot.
        try copyDatabase(pathB, to: pathC)
        try makeSecondDevice(pathC, receiving: store.deviceID, from: target)
        let engineC = SyncEngine(
            store: try open(pathC, now: now), transport: FolderTransport(root: target), now: { now })
        let trackerA = try Workspace.tracker(path: pathA, today: matrix.today)
        let trackerB = try Workspace.tracker(path: pathB, today: matrix.today)
        let transport = FolderTransport(root: target)
        let view = try attempt("Today on \(size.name)") { try trackerA.views.todayView() }
        guard let habit = view.scheduled.first(where: { $0.habit.type == .binary && !$0.isDoneToday })?.habit else {
            throw BenchmarkError("no yes/no habit of \(size.name) is due and not done on \(matrix.today)")
        }
        result.habitName = habit.name
        // Warm: each side's first sync after the copy, untimed.
        _ = try attempt("the first device's sync") { try trackerA.sync.run(through: transport) }
        _ = try attempt("the second device's sync") { try trackerB.sync.run(through: transport) }
        _ = try attempt("the third device's sync") { try engineC.run() }
        let rounds = max(5, repeats * 5)
        log("\(size.name): one check-in synced, ×\(rounds)…")
        for round in 0..<rounds {
            let action: CheckIn = round.isMultiple(of: 2) ? .done : .undo
            _ = try attempt("the check-in") {
                try trackerA.checkIns.checkIn(action, habit: .id(habit.id), day: matrix.today)
            }
            let sent = try measure { () throws(BenchmarkError) in
                try attempt("publishing one check-in") { try trackerA.sync.run(through: transport) }
            }
            let received = try measure { () throws(BenchmarkError) in
                try attempt("receiving one check-in") { try trackerB.sync.run(through: transport) }
            }
            let merged = try measure { () throws(BenchmarkError) in
                try attempt("receiving one check-in through the engine") { try engineC.run() }
            }
            guard sent.result.sent == 1, received.result.received == 1, merged.result.received == 1 else {
                throw BenchmarkError(
                    "one check-in on \(size.name): \(sent.result.sent) sent, \(received.result.received) received")
            }
            result.publish.add(sent.wall, cpu: sent.cpu)
            result.receive.add(received.wall, cpu: received.cpu)
            result.receiveEngine.add(merged.wall, cpu: merged.cpu)
            result.engineOnly.add(sent.wall + merged.wall, cpu: sent.cpu + merged.cpu)
            result.incremental.add(sent.wall + received.wall, cpu: sent.cpu + received.cpu)
        }
        for path in [pathA, pathB, pathC] {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        try? FileManager.default.removeItem(atPath: target)
        return result
    }

    /// Gives the copy at `path` a device id of its own, forgets what the original published, and
    /// records every segment of `device` in `target` as applied.
    private func makeSecondDevice(_ path: String, receiving device: String, from target: String)
        throws(BenchmarkError)
    {
        do {
            let transport = FolderTransport(root: target)
            guard let data = try transport.read(SyncFormat.manifestPath(device)) else {
                throw BenchmarkError("no manifest of \(device) in \(target)")
            }
            let manifest = try JSONDecoder().decode(Manifest.self, from: data)
            let applied = Dictionary(uniqueKeysWithValues: manifest.segments.map { ($0.name, $0.sha256) })
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let database = try Database(path: path)
            try database.execute("UPDATE device SET value = ? WHERE key = 'id'", [UUID().uuidString])
            try database.execute(
                "DELETE FROM device WHERE key LIKE 'sync.%' AND key <> 'sync.target-id'")
            try database.execute(
                "INSERT INTO device(key, value) VALUES (?, ?)",
                ["sync.applied.\(device)", String(decoding: try encoder.encode(applied), as: UTF8.self)])
        } catch let error as BenchmarkError {
            throw error
        } catch {
            throw BenchmarkError("cannot make a second device of \(path): \(error)")
        }
    }

    // MARK: - Applying remote changes

    private func measureApply(repeats: Int) throws(BenchmarkError) -> ApplyResult {
        let log = { (text: String) in workspace.log("sync: " + text) }
        let matrix = workspace.matrix(.medium)
        let completions = Array(matrix.completions.prefix(Self.remoteChanges))
        let owners = Set(completions.map(\.habitID))
        let habits = matrix.habits.filter { owners.contains($0.id) }
        let now = Workspace.noon(of: matrix.today)
        let source = workspace.folder + "/sync-apply-source.sqlite"
        let target = workspace.folder + "/sync-apply-target"
        try? FileManager.default.removeItem(atPath: target)
        try createFolder(target)
        try StoreSuite.createEmptyStore(at: source, now: now)
        let writer = try open(source, now: now)
        try attempt("writing the remote rows") {
            try writer.write { writer in
                for habit in habits { try writer.insert(habit) }
                try writer.insert(contentsOf: completions)
            }
        }
        let publisher = SyncEngine(store: writer, transport: FolderTransport(root: target), now: { now })
        try attempt("setting up the remote device") { try publisher.setUp() }
        _ = try attempt("publishing the remote rows") { try publisher.run() }
        var result = ApplyResult(habits: habits.count, records: completions.count, rounds: repeats)
        log("M: applying \(grouped(completions.count)) remote records, ×\(repeats)…")
        for round in 0..<repeats {
            let path = workspace.folder + "/sync-apply-\(round).sqlite"
            try StoreSuite.createEmptyStore(at: path, now: now)
            let receiver = try open(path, now: now)
            let engine = SyncEngine(store: receiver, transport: FolderTransport(root: target), now: { now })
            try attempt("setting up the receiver") { try engine.setUp() }
            let sync = try measure { () throws(BenchmarkError) in
                try attempt("the receiver's sync") { try engine.run() }
            }
            guard sync.result.received == completions.count + habits.count else {
                throw BenchmarkError(
                    "the receiver took in \(sync.result.received) of \(completions.count + habits.count)")
            }
            result.sync.add(sync.wall, cpu: sync.cpu)

            // The merge alone, on the versions as decoded from the segments.
            let versions = try segmentVersions(in: target, of: writer.deviceID)
            let mergePath = workspace.folder + "/sync-merge-\(round).sqlite"
            try StoreSuite.createEmptyStore(at: mergePath, now: now)
            let merger = try open(mergePath, now: now)
            let merge = try measure { () throws(BenchmarkError) in
                try attempt("applyRemote") { try merger.applyRemote(versions, clockLeadLimit: 600) }
            }
            result.merge.add(merge.wall, cpu: merge.cpu)

            let floorPath = workspace.folder + "/sync-insert-\(round).sqlite"
            try StoreSuite.createEmptyStore(at: floorPath, now: now)
            let local = try open(floorPath, now: now)
            let floor = try measure { () throws(BenchmarkError) in
                try attempt("inserting the rows") {
                    try local.write { writer in
                        for habit in habits { try writer.insert(habit) }
                        try writer.insert(contentsOf: completions)
                    }
                }
            }
            result.insert.add(floor.wall, cpu: floor.cpu)
            for file in [path, mergePath, floorPath] {
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: file + suffix) }
            }
        }
        try? FileManager.default.removeItem(atPath: target)
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: source + suffix) }
        return result
    }

    private func segmentVersions(in target: String, of device: String) throws(BenchmarkError) -> [RowVersion] {
        do {
            let transport = FolderTransport(root: target)
            guard let data = try transport.read(SyncFormat.manifestPath(device)) else {
                throw BenchmarkError("no manifest of \(device)")
            }
            var versions: [RowVersion] = []
            for entry in try JSONDecoder().decode(Manifest.self, from: data).segments {
                guard let bytes = try transport.read(SyncFormat.segmentPath(device, entry.name)) else {
                    throw BenchmarkError("no segment \(entry.name)")
                }
                versions += try Segment(decoding: bytes).rows
            }
            return versions
        } catch let error as BenchmarkError {
            throw error
        } catch {
            throw BenchmarkError("cannot read the segments of \(device): \(error)")
        }
    }

    // MARK: - Files

    private func open(_ path: String, now: Date) throws(BenchmarkError) -> HabitStore {
        do {
            return try HabitStore(path: path, now: { now })
        } catch {
            throw BenchmarkError("cannot open \(path): \(error)")
        }
    }

    private func copyDatabase(_ path: String, to copy: String) throws(BenchmarkError) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: copy + suffix) }
        do {
            let database = try Database(path: path)
            try database.execute("VACUUM INTO ?", [copy])
        } catch {
            throw BenchmarkError("cannot copy \(path) to \(copy): \(error)")
        }
    }

    private func createFolder(_ path: String) throws(BenchmarkError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw BenchmarkError("cannot create \(path): \(error)")
        }
    }

    /// Copies every file under `source` to the same place under `destination`, each written and
    /// flushed (`fsync`) as the folder transport writes a segment; returns the bytes copied.
    private func copyFlushed(_ source: String, to destination: String) throws(BenchmarkError) -> Int {
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: source) else { throw BenchmarkError("cannot list \(source)") }
        var bytes = 0
        while let relative = walker.nextObject() as? String {
            let from = source + "/" + relative
            let to = destination + "/" + relative
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: from, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            try createFolder((to as NSString).deletingLastPathComponent)
            guard let data = manager.contents(atPath: from) else { throw BenchmarkError("cannot read \(from)") }
            let descriptor = Foundation.open(to, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard descriptor >= 0 else { throw BenchmarkError("cannot create \(to)") }
            let written = data.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            fsync(descriptor)
            close(descriptor)
            guard written == data.count else { throw BenchmarkError("cannot write \(to)") }
            bytes += data.count
        }
        return bytes
    }

    private func attempt<Result>(_ what: String, _ body: () throws -> Result) throws(BenchmarkError) -> Result {
        do {
            return try body()
        } catch {
            throw BenchmarkError("\(what) failed: \(error)")
        }
    }
}

/// The sync measurements of one matrix.
struct SyncResult {
    let size: HabitMatrix.Size
    let records: Int
    let rounds: Int
    /// The habit checked in and synced.
    var habitName = ""
    /// Row versions and segments the first sync published, and their bytes.
    var rowsSent = 0
    var segments = 0
    var bytes = 0
    /// `SyncEngine.run()` on a new target: every row published.
    var first = Samples()
    /// Copying the files it wrote, each flushed: the floor.
    var copy = Samples()
    /// `Tracker.sync` of the device that checked in (one version published).
    var publish = Samples()
    /// `Tracker.sync` of the other device (one version received, the widget snapshot published).
    var receive = Samples()
    /// Both.
    var incremental = Samples()
    /// `SyncEngine.run()` of a third device receiving the same version: the merge without the
    /// widget snapshot's publish.
    var receiveEngine = Samples()
    /// Publishing and receiving through the engine alone.
    var engineOnly = Samples()
}

/// Applying remote changes against inserting the same rows.
struct ApplyResult {
    let habits: Int
    let records: Int
    let rounds: Int
    /// A new device's first sync: reading, checking and decoding the segments, then the merge.
    var sync = Samples()
    /// `HabitStore.applyRemote` alone, on the decoded versions.
    var merge = Samples()
    /// Inserting the same habits and records into an empty store in one transaction: the floor.
    var insert = Samples()
}

/// Everything the sync suite measured.
struct SyncRun {
    let results: [SyncResult]
    let apply: ApplyResult
    let loadAverage: (before: Double, after: Double)
    let today: LogicalDay
}

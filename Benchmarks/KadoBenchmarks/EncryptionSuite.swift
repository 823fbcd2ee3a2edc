import Foundation
import KadoCore
import KadoSQLite
import KadoStore
import KadoSync
import KadoTestSupport

/// The issue-13 benchmarks of end-to-end encryption, in process:
/// - the first sync of each matrix to an encrypted folder against the same sync to a plain one
///   (every row published; the goal is encrypted ÷ plain ≤ 1.3 on L), rounds alternating;
/// - the one-time cost of deriving the key from a passphrase at the standard cost (Argon2id,
///   3 passes over 128 MiB), what a person waits once per device.
struct EncryptionSuite {
    let workspace: Workspace

    /// Runs the encryption benchmarks.
    func run() throws(BenchmarkError) -> EncryptionRun {
        let loadBefore = StoreSuite.loadAverage()
        var results: [EncryptionResult] = []
        for size in workspace.options.sizes {
            let records = workspace.matrix(size).completions.count
            results.append(try measureSize(size, repeats: workspace.options.repeats ?? (records >= 1_000_000 ? 1 : 3)))
        }
        var derivation = Samples()
        for _ in 0..<5 {
            let timing = try measure { () throws(BenchmarkError) in
                try attempt("deriving a key") {
                    try TargetEncryption.make(
                        target: "benchmark", generation: 1, passphrase: "correct horse battery staple", cost: .standard)
                }
            }
            derivation.add(timing.wall, cpu: timing.cpu)
        }
        return EncryptionRun(
            results: results, derivation: derivation, cost: .standard,
            loadAverage: (loadBefore, StoreSuite.loadAverage()), today: HabitMatrix.defaultToday)
    }

    private func measureSize(_ size: HabitMatrix.Size, repeats: Int) throws(BenchmarkError) -> EncryptionResult {
        let (loaded, _, _) = try workspace.loadedStore(size, by: "encryption")
        let matrix = workspace.matrix(size)
        let path = workspace.folder + "/encryption-\(size.name).sqlite"
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        try attempt("copying \(loaded)") {
            let database = try Database(path: loaded)
            try database.execute("VACUUM INTO ?", [path])
        }
        let now = Workspace.noon(of: matrix.today)
        let store = try attempt("opening \(path)") { try HabitStore(path: path, now: { now }) }
        var result = EncryptionResult(size: size, records: matrix.completions.count, rounds: repeats)
        for round in 0..<repeats {
            for encrypted in [false, true] {
                let target = workspace.folder + "/encryption-\(size.name)-\(encrypted ? "sealed" : "plain")"
                try? FileManager.default.removeItem(atPath: target)
                try attempt("creating \(target)") {
                    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
                }
                var engine = SyncEngine(store: store, transport: FolderTransport(root: target), now: { now })
                // Set up untimed: a new group each round, so that everything is published again.
                let request: SyncEngine.EncryptionRequest =
                    encrypted ? .encrypt(passphrase: "correct horse battery staple", cost: .least) : .plain
                engine.key = try attempt("setting up \(target)") { try engine.setUp(request).key }
                workspace.log(
                    "encryption: \(size.name): first sync \(encrypted ? "encrypted" : "plain"), round \(round + 1) of "
                        + "\(repeats)…")
                let timing = try measure { () throws(BenchmarkError) in
                    try attempt("the first sync") { try engine.run() }
                }
                let bytes = folderBytes(target)
                if encrypted {
                    result.encrypted.add(timing.wall, cpu: timing.cpu)
                    result.encryptedBytes = bytes
                } else {
                    result.plain.add(timing.wall, cpu: timing.cpu)
                    result.plainBytes = bytes
                }
                try? FileManager.default.removeItem(atPath: target)
            }
        }
        return result
    }

    /// The bytes of every file under `folder`.
    private func folderBytes(_ folder: String) -> Int {
        let walker = FileManager.default.enumerator(atPath: folder)
        var total = 0
        while let relative = walker?.nextObject() as? String {
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + relative)
            if attributes?[.type] as? FileAttributeType == .typeRegular {
                total += (attributes?[.size] as? Int) ?? 0
            }
        }
        return total
    }

    private func attempt<Result>(_ what: String, _ body: () throws -> Result) throws(BenchmarkError) -> Result {
        do {
            return try body()
        } catch {
            throw BenchmarkError("\(what) failed: \(error)")
        }
    }
}

/// The first syncs of one matrix, plain and encrypted.
struct EncryptionResult {
    let size: HabitMatrix.Size
    let records: Int
    let rounds: Int
    /// `SyncEngine.run()` to a new plain target.
    var plain = Samples()
    /// `SyncEngine.run()` to a new encrypted target.
    var encrypted = Samples()
    /// The bytes each wrote.
    var plainBytes = 0
    var encryptedBytes = 0
}

/// Everything the encryption suite measured.
struct EncryptionRun {
    let results: [EncryptionResult]
    /// Deriving a key (and sealing the key check) at ``cost``.
    let derivation: Samples
    let cost: KeyDerivation.Cost
    let loadAverage: (before: Double, after: Double)
    let today: LogicalDay
}

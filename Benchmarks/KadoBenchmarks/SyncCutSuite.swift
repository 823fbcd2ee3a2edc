import Foundation
import KadoCore
import KadoStore
import KadoSync
import KadoTestSupport

/// Issue 33's fault injection at the trial's full size: a history of 300 habits and 156,229
/// records, published to a folder in segments of 20,000 versions, cut off at every kind of point
/// (a lost connection spread over the whole sync, each segment torn half-way), then synced once
/// more. After each cut the target must name every row exactly once, and a joining device must
/// hold them all. Two histories: an import (one stamp for every row — the case that lost 116,529
/// records) and one of forty changes. The floor is the same publication uncut, in the same run;
/// the figure is the resuming sync's time against it.
struct SyncCutSuite {
    /// The records of each history.
    var records = 156_229
    var habits = 300
    var rowsPerSegment = 20_000
    let log: (String) -> Void

    /// One cut and what followed it.
    struct Cut {
        var point: String
        var sentBeforeCut: Int
        var sentByResume: Int
        var resumeSeconds: Double
        var missing: Int
        var twice: Int
        var joinerRows: Int?
    }

    /// One history's cuts.
    struct HistoryRun {
        var history: String
        var rows: Int
        var segments: Int
        var operations: Int
        var floorSeconds: Double
        var cuts: [Cut]
    }

    private static let now = Date(timeIntervalSince1970: 1_775_815_200)

    func run() throws(BenchmarkError) -> [HistoryRun] {
        var runs: [HistoryRun] = []
        for oneStamp in [true, false] {
            runs.append(try measure(oneStamp: oneStamp))
        }
        return runs
    }

    private func measure(oneStamp: Bool) throws(BenchmarkError) -> HistoryRun {
        let name = oneStamp ? "one stamp (an import)" : "forty changes"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-cuts-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try attempt("making \(folder)") {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        log("sync-cuts: \(name): building the history…")
        let template = folder + "/template.sqlite"
        let store = try attempt("opening the template") { try HabitStore(path: template, now: { Self.now }) }
        try attempt("writing the history") { try fill(store, oneStamp: oneStamp) }
        let rows = try attempt("counting") { try store.rowVersions(writtenBy: store.deviceID, after: .zero).count }

        // The floor: the same publication, uncut.
        let floorTarget = folder + "/floor"
        let publisher = try copy(store, to: folder + "/floor.sqlite")
        let counting = CuttingTransport(FolderTransport(root: floorTarget, flushesToDisk: false), cut: nil)
        try prepare(floorTarget)
        try attempt("setting up") { try engine(publisher, counting).setUp() }
        let start = Date()
        let floorReport = try attempt("the floor's sync") { try engine(publisher, counting).run() }
        let floorSeconds = Date().timeIntervalSince(start)
        let operations = counting.operations

        var faults = (1...12).map { PublicationCut.lostAtOperation(max(1, operations * $0 / 13)) }
        let segments = floorReport.segmentsWritten
        faults += (oneStamp ? Array(1...segments) : [1, 3, 5, 7].filter { $0 <= segments }).map {
            PublicationCut.tornSegment($0)
        }
        var cuts: [Cut] = []
        for (index, fault) in faults.enumerated() {
            log("sync-cuts: \(name): \(fault) (\(index + 1) of \(faults.count))…")
            let target = folder + "/cut-\(index)"
            try prepare(target)
            let device = try copy(store, to: folder + "/cut-\(index).sqlite")
            let plain = FolderTransport(root: target, flushesToDisk: false)
            try attempt("setting up") { try engine(device, plain).setUp() }
            let cutTransport = CuttingTransport(plain, cut: fault)
            if (try? engine(device, cutTransport).run()) != nil {
                throw BenchmarkError("\(fault): the sync was not cut")
            }
            let before = try publishedRows(device, plain).count
            let resumeStart = Date()
            let resumed = try attempt("the sync after \(fault)") { try engine(device, plain).run() }
            let seconds = Date().timeIntervalSince(resumeStart)
            let published = try publishedRows(device, plain)
            let expected = Set(
                try attempt("reading rows") {
                    try device.rowVersions(writtenBy: device.deviceID, after: .zero).map(Self.key)
                })
            var joined: Int?
            if index % 6 == 0 {
                let joiner = try attempt("opening a joining device") {
                    try HabitStore(path: folder + "/joiner-\(index).sqlite", now: { Self.now })
                }
                try attempt("the joining device's sync") {
                    let engine = engine(joiner, plain)
                    try engine.setUp()
                    _ = try engine.run()
                }
                joined = try attempt("counting the joiner's rows") {
                    try joiner.rowVersions(writtenBy: device.deviceID, after: .zero).count
                }
                try? FileManager.default.removeItem(atPath: folder + "/joiner-\(index).sqlite")
            }
            cuts.append(
                Cut(
                    point: "\(fault)", sentBeforeCut: before, sentByResume: resumed.sent, resumeSeconds: seconds,
                    missing: expected.subtracting(published).count, twice: published.count - Set(published).count,
                    joinerRows: joined))
            try? FileManager.default.removeItem(atPath: target)
            try? FileManager.default.removeItem(atPath: folder + "/cut-\(index).sqlite")
        }
        return HistoryRun(
            history: name, rows: rows, segments: segments, operations: operations, floorSeconds: floorSeconds,
            cuts: cuts)
    }

    private func fill(_ store: HabitStore, oneStamp: Bool) throws {
        let calendar = TestCalendars.utc
        let first = LogicalDay(dayNumber: 19_500)
        var habitList: [Habit] = []
        var completions: [Completion] = []
        for index in 0..<habits {
            let habit = Habit(
                id: HistoryBuilder.uuid(10_000 + index, 0), name: "Habit \(index)",
                createdAt: HistoryBuilder.noon(of: first, in: calendar), sortOrder: index)
            habitList.append(habit)
        }
        for number in 0..<records {
            let habit = habitList[number % habits]
            let day = LogicalDay(dayNumber: first.dayNumber + number / habits)
            completions.append(
                Completion(
                    id: HistoryBuilder.uuid(20_000 + number % habits, number / habits), habitID: habit.id, day: day,
                    recordedAt: HistoryBuilder.noon(of: day, in: calendar)))
        }
        if oneStamp {
            try store.write { writer in
                for habit in habitList { try writer.insert(habit) }
                try writer.insert(contentsOf: completions)
            }
        } else {
            try store.write { writer in for habit in habitList { try writer.insert(habit) } }
            let batch = completions.count / 40 + 1
            for start in stride(from: 0, to: completions.count, by: batch) {
                try store.write { writer in
                    try writer.insert(contentsOf: completions[start..<min(completions.count, start + batch)])
                }
            }
        }
    }

    private func engine(_ store: HabitStore, _ transport: any SyncTransport) -> SyncEngine {
        var engine = SyncEngine(store: store, transport: transport, now: { Self.now })
        engine.rowsPerSegment = rowsPerSegment
        return engine
    }

    private func copy(_ store: HabitStore, to path: String) throws(BenchmarkError) -> HabitStore {
        try attempt("copying the history") {
            try store.copy(to: path)
            return try HabitStore(path: path, now: { Self.now })
        }
    }

    private func prepare(_ folder: String) throws(BenchmarkError) {
        try attempt("making \(folder)") {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
    }

    private static func key(_ version: RowVersion) -> String {
        "\(version.table.rawValue)/\(version.id)/\(version.stamp)"
    }

    /// The rows the device's manifest names, segment by segment.
    private func publishedRows(_ store: HabitStore, _ transport: any SyncTransport) throws(BenchmarkError) -> [String] {
        try attempt("reading the target") {
            guard let data = try transport.read(SyncFormat.manifestPath(store.deviceID)) else { return [] }
            let manifest = try JSONDecoder().decode(Manifest.self, from: data)
            var rows: [String] = []
            for entry in manifest.segments {
                guard let bytes = try transport.read(SyncFormat.segmentPath(store.deviceID, entry.name)) else {
                    continue
                }
                rows += try Segment(decoding: bytes).rows.map(Self.key)
            }
            return rows
        }
    }

    @discardableResult
    private func attempt<Result>(_ what: String, _ body: () throws -> Result) throws(BenchmarkError) -> Result {
        do {
            return try body()
        } catch let error as BenchmarkError {
            throw error
        } catch {
            throw BenchmarkError("\(what) failed: \(error)")
        }
    }

    /// The report: one table a history.
    static func markdown(_ runs: [HistoryRun], commandLine: String) -> String {
        var lines = ["### Publications cut off and resumed (issue 33)", "", "`\(commandLine)`", ""]
        for run in runs {
            lines.append(
                "**\(run.history)**: \(run.rows) rows in \(run.segments) segments, \(run.operations) operations; "
                    + "uncut publication (the floor) \(String(format: "%.2f", run.floorSeconds)) s.")
            lines.append("")
            lines.append(
                "| cut | named by a manifest before | sent by the next sync | its time ÷ floor | missing | twice "
                    + "| joiner |")
            lines.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
            for cut in run.cuts {
                let ratio = String(format: "%.2f", cut.resumeSeconds / max(run.floorSeconds, 1e-9))
                lines.append(
                    "| \(cut.point) | \(cut.sentBeforeCut) | \(cut.sentByResume) | \(ratio) | \(cut.missing) | "
                        + "\(cut.twice) | \(cut.joinerRows.map(String.init) ?? "–") |")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// Whether every cut ended with every row published once (and every joiner holding them).
    static func holds(_ runs: [HistoryRun]) -> Bool {
        runs.allSatisfy { run in
            run.cuts.allSatisfy { $0.missing == 0 && $0.twice == 0 && ($0.joinerRows ?? run.rows) == run.rows }
        }
    }
}

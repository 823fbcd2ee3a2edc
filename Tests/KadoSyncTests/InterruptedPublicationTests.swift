import Foundation
import KadoCore
import KadoStore
import KadoSync
import KadoTestSupport
import Testing

@testable import KadoApp

/// A publication cut off anywhere — between segments, inside one, by a lost connection, a server
/// killed mid-sync, a torn file, a full disk — is finished by the next sync: the target then holds
/// every row of the device exactly once, and a device joining holds every record.
///
/// Two histories: an import (every row one stamp: the case that lost all but 39,700 of 156,229
/// records when the publisher recorded "published through stamp S"), and one of many changes.
/// `KADO_CUT_RECORDS=n` sets the records of each history (6,000 by default,
/// 3,000 in `make test`; `Benchmarks/` runs 156,000).
@Suite("A publication cut off anywhere resumes exactly where it stopped")
struct InterruptedPublicationTests {
    static let records = ProcessInfo.processInfo.environment["KADO_CUT_RECORDS"].flatMap(Int.init) ?? 6_000
    static let habits = 20
    /// About eight segments a history, as in the trial.
    static var rowsPerSegment: Int { max(1, (records + habits) / 8) }

    enum History: String, CaseIterable, CustomTestStringConvertible {
        /// Every habit and record in one transaction: one stamp.
        case oneStamp
        /// Forty transactions.
        case manyStamps

        var testDescription: String { rawValue }
    }

    typealias Fault = PublicationCut

    // MARK: - The cases

    @Test("on a folder, cut at every kind of point", arguments: History.allCases)
    func folder(history: History) throws {
        let operations = try countOperations(history)
        // Spread over the whole sync: listing and reading, each segment, the manifest.
        var faults = (1...12).map { Fault.lostAtOperation(max(1, operations * $0 / 12)) }
        faults += [1, 4, 8].map { Fault.tornSegment($0) }
        for (index, fault) in faults.enumerated() {
            let target = try #require(try TransportTarget(.folder))
            try check(history, fault: fault, target: target, joining: index % 4 == 0)
        }
    }

    @Test(
        "on WebDAV, the server killed and started again mid-publication", .tags(.slow), .slowTierOnly,
        arguments: [TransportKind.apache, .nginx, .rclone])
    func webDAV(kind: TransportKind) throws {
        for (history, segment) in [(History.oneStamp, 1), (.oneStamp, 6), (.manyStamps, 4)] {
            guard let target = try TransportTarget(kind) else { return }
            try check(history, fault: .serverKilledAtSegment(segment), target: target, joining: segment == 6)
        }
        guard let target = try TransportTarget(kind) else { return }
        try check(.oneStamp, fault: .tornSegment(3), target: target, joining: false)
    }

    @Test("on a folder whose disk fills up, then gets room again")
    func diskFull() throws {
        guard geteuid() == 0 else {
            // Mounting a small file system needs root, which CI has.
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "CI must run as root for this test")
            return
        }
        let scratch = try TemporaryFolder(prefix: "kado-full")
        let mount = scratch.path("disk")
        try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
        let publisher = try makePublisher(.oneStamp, in: scratch)
        let needed = try publicationSize(of: publisher)
        try run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(needed / 2)", "tmpfs", mount])
        defer { _ = try? run("/bin/umount", [mount]) }
        let transport = FolderTransport(root: mount, flushesToDisk: false)
        publisher.transport = transport
        try publisher.setUp()
        let full = #expect(throws: SyncError.self) { try sync(publisher, through: transport) }
        #expect(
            full.map { "\($0)" }?.contains("\(ENOSPC)") == true || full.map(caseName) == "cannotWrite",
            "\(String(describing: full))")
        let partial = try publishedRows(of: publisher, through: transport)
        #expect(partial.count < Self.records)
        try run("/bin/mount", ["-o", "remount,size=\(needed * 4)", mount])
        try sync(publisher, through: transport)
        try expectComplete(publisher, through: transport, fault: "disk full")
        try expectJoinerHoldsEverything(of: publisher, through: transport, in: scratch, fault: "disk full")
    }

    // MARK: - One case

    private func check(_ history: History, fault: Fault, target: TransportTarget, joining: Bool) throws {
        let scratch = try TemporaryFolder(prefix: "kado-cut")
        let publisher = try makePublisher(history, in: scratch)
        publisher.transport = target.transport
        try publisher.setUp()
        let faulty = CuttingTransport(target.transport, cut: fault, server: target.server)
        var failed = false
        do {
            try sync(publisher, through: faulty)
        } catch {
            failed = true
        }
        if case .serverKilledAtSegment = fault { try target.server?.start() }
        #expect(failed, "\(history) \(fault): the sync was not cut off")
        try sync(publisher, through: target.transport)
        try expectComplete(publisher, through: target.transport, fault: "\(history), \(fault)")
        // A second sync has nothing to send.
        let again = try sync(publisher, through: target.transport)
        #expect(again.sent == 0 && again.segmentsWritten == 0, "\(history), \(fault): sent \(again.sent) again")
        if joining {
            try expectJoinerHoldsEverything(
                of: publisher, through: target.transport, in: scratch, fault: "\(history), \(fault)")
        }
    }

    // MARK: - Devices

    private func makePublisher(_ history: History, in scratch: TemporaryFolder) throws -> SyncDevice {
        let device = try SyncDevice(
            name: "A", databasePath: scratch.path("a.sqlite"), transport: FolderTransport(root: scratch.path("none")),
            start: syncEpoch)
        let calendar = TestCalendars.utc
        let days = Self.records / Self.habits
        let first = LogicalDay(dayNumber: 20_000)
        var habits: [Habit] = []
        var records: [Completion] = []
        for index in 0..<Self.habits {
            let habit = Habit(
                id: HistoryBuilder.uuid(10_000 + index, 0), name: "Habit \(index)",
                createdAt: HistoryBuilder.noon(of: first, in: calendar), sortOrder: index)
            habits.append(habit)
            for day in 0..<days {
                let on = LogicalDay(dayNumber: first.dayNumber + day)
                records.append(
                    Completion(
                        id: HistoryBuilder.uuid(20_000 + index, day), habitID: habit.id, day: on,
                        recordedAt: HistoryBuilder.noon(of: on, in: calendar)))
            }
        }
        switch history {
        case .oneStamp:
            try device.store.write { writer in
                for habit in habits { try writer.insert(habit) }
                try writer.insert(contentsOf: records)
            }
        case .manyStamps:
            try device.store.write { writer in for habit in habits { try writer.insert(habit) } }
            let batch = max(1, records.count / 40)
            for start in stride(from: 0, to: records.count, by: batch) {
                device.clock.advance(by: 1)
                try device.store.write { writer in
                    try writer.insert(contentsOf: records[start..<min(records.count, start + batch)])
                }
            }
        }
        return device
    }

    @discardableResult
    private func sync(_ device: SyncDevice, through transport: any SyncTransport) throws -> SyncReport {
        var engine = SyncEngine(store: device.store, transport: transport, now: device.tracker.work.now)
        engine.rowsPerSegment = Self.rowsPerSegment
        return try engine.run()
    }

    /// How many operations the first sync of a history makes on a target: where to cut it.
    private func countOperations(_ history: History) throws -> Int {
        let scratch = try TemporaryFolder(prefix: "kado-cut-count")
        let target = try #require(try TransportTarget(.folder))
        let publisher = try makePublisher(history, in: scratch)
        publisher.transport = target.transport
        try publisher.setUp()
        let counting = CuttingTransport(target.transport, cut: nil)
        try sync(publisher, through: counting)
        return counting.operations
    }

    /// How many bytes a history's whole publication takes.
    private func publicationSize(of device: SyncDevice) throws -> Int {
        let scratch = try TemporaryFolder(prefix: "kado-cut-size")
        let copy = scratch.path("copy.sqlite")
        try device.store.copy(to: copy)
        let twin = try SyncDevice(
            name: "A'", databasePath: copy, transport: FolderTransport(root: scratch.path("t")), start: syncEpoch)
        let transport = FolderTransport(root: scratch.path("t"), flushesToDisk: false)
        try FileManager.default.createDirectory(atPath: scratch.path("t"), withIntermediateDirectories: true)
        twin.transport = transport
        try twin.setUp()
        try sync(twin, through: transport)
        return folderContents(scratch.path("t")).values.reduce(0) { $0 + $1.count }
    }

    // MARK: - What must hold

    /// The rows the device's manifest names, segment by segment, as (table, id, stamp).
    private func publishedRows(of device: SyncDevice, through transport: any SyncTransport) throws -> [String] {
        let manifestPath = SyncFormat.manifestPath(device.deviceID)
        guard let data = try transport.read(manifestPath) else { return [] }
        let manifest = try JSONDecoder().decode(Manifest.self, from: data)
        var rows: [String] = []
        for entry in manifest.segments {
            let bytes = try #require(try transport.read(SyncFormat.segmentPath(device.deviceID, entry.name)))
            #expect(bytes.withUnsafeBytes { SHA256.hex(of: $0) } == entry.sha256, "\(entry.name) is not whole")
            let segment = try Segment(decoding: bytes)
            rows += segment.rows.map { "\($0.table.rawValue)/\($0.id)/\($0.stamp)" }
        }
        return rows
    }

    /// The target names every row the device wrote, each once.
    private func expectComplete(_ device: SyncDevice, through transport: any SyncTransport, fault: String) throws {
        let expected = try device.store.rowVersions(writtenBy: device.deviceID, after: .zero)
            .map { "\($0.table.rawValue)/\($0.id)/\($0.stamp)" }
        let published = try publishedRows(of: device, through: transport)
        #expect(expected.count >= Self.records + Self.habits)
        #expect(Set(published) == Set(expected), "\(fault): \(Set(expected).subtracting(published).count) rows missing")
        #expect(published.count == Set(published).count, "\(fault): \(published.count - Set(published).count) twice")
    }

    /// A new device joining the target ends with the same habits and records.
    private func expectJoinerHoldsEverything(
        of device: SyncDevice, through transport: any SyncTransport, in scratch: TemporaryFolder, fault: String
    ) throws {
        let joiner = try SyncDevice(
            name: "B", databasePath: scratch.path("b.sqlite"), transport: transport, start: syncEpoch)
        try joiner.setUp()
        try sync(joiner, through: transport)
        let instant = syncEpoch.addingTimeInterval(86_400)
        #expect(try joiner.export(at: instant) == device.export(at: instant), "\(fault): the joining device differs")
    }

    private func run(_ program: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(program) \(arguments) failed"])
        }
    }
}

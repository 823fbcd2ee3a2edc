import Foundation
import KadoCore
import KadoStore
import KadoSync
import KadoTestSupport
import Testing

@testable import KadoApp

/// What a sync says it received and sent counts rows as a person sees them — each row once,
/// however many of its versions the target holds; a deletion as a removal, a note as a note —
/// not the versions read (issue 33: a joining device said "8 habits, 407 check-ins" for 4 habits
/// and 207 check-ins).
@Suite("Rows counted, not versions")
struct RowCountTests {
    let folder: TemporaryFolder
    let target: String

    init() throws {
        folder = try TemporaryFolder(prefix: "kado-sync-row-counts", in: TemporaryFolder.memoryBackedBase)
        target = folder.path("target")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
    }

    func device(_ name: String) throws -> SyncDevice {
        try SyncDevice(
            name: name, databasePath: folder.path("\(name)/kado.sqlite"), transport: FolderTransport(root: target),
            start: syncEpoch)
    }

    /// Every version the manifests of the target list, of every device.
    func versionsListed() throws -> Int {
        let transport = FolderTransport(root: target)
        var total = 0
        for name in try transport.list(SyncFormat.devicesPath) where SyncFormat.isDeviceFolderName(name) {
            let data = try #require(try transport.read(SyncFormat.manifestPath(name)))
            total += try JSONDecoder().decode(Manifest.self, from: data).segments.reduce(0) { $0 + $1.rows }
        }
        return total
    }

    // The target holds more versions of the rows than rows; a device that had them receives the
    // notes and removals as such.
    @Test("a joining device's Received is 4 habits and 207 check-ins, not the versions read")
    func joiningCountsRows() throws {
        let first = try device("first")
        let second = try device("second")
        try first.setUp()
        try second.setUp()
        let today = try first.tracker.today()
        var habits: [Habit] = []
        for name in ["Read", "Walk", "Stretch", "Water"] {
            habits.append(try first.tracker.habits.createHabit(HabitDraft(name: name)))
        }
        // 52 + 52 + 52 + 54 records, published in segments of about 25.
        var made = 0
        for (habit, count) in zip(habits, [52, 52, 52, 54]) {
            for offset in 0..<count {
                first.clock.advance(by: 1)
                try first.tracker.checkIns.complete(habit, on: today.adding(days: -offset))
                made += 1
                if made % 25 == 0 { try first.sync() }
            }
        }
        try first.sync()
        try second.sync()

        // New versions of rows already published: notes on 30 of Read's records, then a snapshot
        // of every row (a compaction), then notes on 10 of Walk's and 3 of Water's records removed,
        // in segments after the snapshot.
        for offset in 0..<30 {
            first.clock.advance(by: 1)
            try first.tracker.checkIns.note(habits[0], text: "chapter \(offset)", on: today.adding(days: -offset))
        }
        try first.sync(compacting: CompactionRule(segments: 2, minimumRows: 10))
        for offset in 0..<10 {
            first.clock.advance(by: 1)
            try first.tracker.checkIns.note(habits[1], text: "park", on: today.adding(days: -offset))
        }
        try first.sync(compacting: CompactionRule(segments: 100, minimumRows: 100_000))
        for offset in 0..<3 {
            first.clock.advance(by: 1)
            try first.tracker.checkIns.undo(habits[3], on: today.adding(days: -offset))
        }
        let sent = SyncOutcome(try first.sync(compacting: CompactionRule(segments: 100, minimumRows: 100_000)))
        #expect(sent.sent == SyncOutcome.Counts(habits: 0, checkIns: 0, skips: 0, settings: 0, removedCheckIns: 3))

        // More versions than rows on the target: the same rows in the snapshot and after it.
        let rows = 4 + 210
        #expect(try versionsListed() > rows)

        let newcomer = try device("newcomer")
        newcomer.clock.set(first.clock.now)
        try newcomer.setUp()
        let report = try newcomer.sync()
        let joined = SyncOutcome(report)
        // Three of the records are deleted: a joining device never had them, so nothing was removed here.
        #expect(joined.received == SyncOutcome.Counts(habits: 4, checkIns: 207, skips: 0, settings: 0))
        #expect(report.received == rows)
        #expect(report.received + report.alreadyKnown == (try versionsListed()))
        #expect(try newcomer.tracker.habits.all().count == 4)

        // The device that had every row receives what changed of them, each row once.
        second.clock.set(first.clock.now)
        let caughtUp = SyncOutcome(try second.sync())
        #expect(
            caughtUp.received
                == SyncOutcome.Counts(habits: 0, checkIns: 0, skips: 0, settings: 0, notes: 40, removedCheckIns: 3))
    }

    @Test("versions of one row received together apply the greatest, and count the row once")
    func greatestVersionApplied() throws {
        let first = try device("first")
        let second = try device("second")
        try first.setUp()
        try second.setUp()
        let habit = try first.tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        let day = try first.tracker.today()
        // Five segments, each with a new version of the day's one total record.
        for value in 1...5 {
            first.clock.advance(by: 1)
            try first.tracker.checkIns.log(habit, value: Double(value), on: day)
            try first.sync()
        }
        second.clock.set(first.clock.now)
        let report = try second.sync()
        #expect(report.received == 2)
        #expect(report.alreadyKnown == 4)
        #expect(SyncOutcome(report).received == SyncOutcome.Counts(habits: 1, checkIns: 1, skips: 0, settings: 0))
        let copy = try #require(try second.habit(named: "Water"))
        #expect(try second.amount(of: copy, on: day) == 5)
    }
}

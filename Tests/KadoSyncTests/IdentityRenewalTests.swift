import Foundation
import KadoCore
import KadoStore
import KadoSync
import KadoTestSupport
import Testing

@testable import KadoApp

/// A database put back from a copy (a backup, an old disk, a cloned virtual machine) or copied
/// and run twice finds the target ahead of what it remembers publishing. It takes a new device
/// identity, keeps every local change, gets back what the copy had lost from the old identity's
/// files, and every device converges: never a refusal, never a stranded check-in.
@Suite("A restored or cloned database recovers by itself")
struct IdentityRenewalTests {
    let folder: TemporaryFolder
    let target: String

    init() throws {
        folder = try TemporaryFolder(prefix: "kado-renewal", in: TemporaryFolder.memoryBackedBase)
        target = folder.path("target")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
    }

    private func device(_ name: String, at path: String, target: String, after seconds: TimeInterval = 0) throws
        -> SyncDevice
    {
        try SyncDevice(
            name: name, databasePath: path, transport: FolderTransport(root: target, flushesToDisk: false),
            start: syncEpoch.addingTimeInterval(seconds))
    }

    private func day(_ number: Int) -> LogicalDay { LogicalDay(dayNumber: 20_400 + number) }

    private func copyFolder(_ source: String, to destination: String) throws {
        try FileManager.default.copyItem(atPath: source, toPath: destination)
    }

    @Test(
        "restored from copies taken at several points, the device keeps its new check-ins and gets back the lost ones")
    func restoredFromCopies() throws {
        let original = try device("A", at: folder.path("a/kado.sqlite"), target: target)
        let other = try device("B", at: folder.path("b/kado.sqlite"), target: target, after: 1)
        try original.setUp()
        try other.setUp()
        let read = try original.tracker.habits.createHabit(HabitDraft(name: "Read"))
        let walk = try other.tracker.habits.createHabit(HabitDraft(name: "Walk"))
        var copies: [String] = []
        // Copies before its first sync, after each of four rounds, and in the middle of one.
        for round in 0..<4 {
            let copy = folder.path("copies/\(round).sqlite")
            try FileManager.default.createDirectory(atPath: folder.path("copies"), withIntermediateDirectories: true)
            try original.store.copy(to: copy)
            copies.append(copy)
            original.clock.advance(by: 60)
            other.clock.advance(by: 60)
            try original.tracker.checkIns.complete(read, on: day(round))
            try original.tracker.checkIns.note(read, text: "round \(round)", on: day(round))
            try original.sync()
            try other.tracker.checkIns.complete(walk, on: day(round))
            try other.sync()
            try original.sync()
        }
        // The last check-ins the copies never saw, published.
        original.clock.advance(by: 60)
        try original.tracker.checkIns.complete(read, on: day(10))
        try original.sync()
        let published = try original.export(at: syncEpoch.addingTimeInterval(86_400))
        let originalID = original.deviceID

        for (index, copy) in copies.enumerated() {
            let scene = folder.path("scene-\(index)")
            try copyFolder(target, to: scene + "-target")
            try FileManager.default.createDirectory(atPath: scene, withIntermediateDirectories: true)
            try other.store.copy(to: scene + "/b.sqlite")
            let restored = try device("restored", at: copy, target: scene + "-target", after: 3_600)
            let peer = try device("B'", at: scene + "/b.sqlite", target: scene + "-target", after: 3_600)
            #expect(restored.deviceID == originalID)
            // What the app keeps beside the engine's bookkeeping (the saved target) stays.
            try restored.store.recordSyncState(["sync.saved-target": "the app's"])
            // A check-in on the restored database before its first sync.
            let habit = try #require(
                try restored.habit(named: "Read") ?? restored.tracker.habits.createHabit(HabitDraft(name: "Read")))
            try restored.tracker.checkIns.complete(habit, on: day(20))
            let report = try restored.sync()
            let renewal = try #require(report.renewedIdentity, "copy \(index): no new identity")
            #expect(renewal.previous == originalID && renewal.current == restored.deviceID)
            #expect(restored.deviceID != originalID)
            let kept = try restored.store.syncState()
            #expect(kept["sync.saved-target"] == "the app's" && kept["sync.target-id"] != nil)
            #expect(kept["sync.renewed-identity"] == "\(originalID) \(restored.deviceID)")
            try peer.sync()
            try restored.sync()
            let instant = syncEpoch.addingTimeInterval(86_400)
            let restoredExport = try restored.export(at: instant)
            #expect(restoredExport == (try peer.export(at: instant)), "copy \(index): the devices differ")
            // Everything the original had published came back, and the restored check-in went out.
            for round in 0..<4 {
                #expect(try restored.amount(of: habit, on: day(round)) >= 1, "copy \(index): round \(round) lost")
                #expect(try peer.amount(of: habit, on: day(round)) >= 1)
            }
            #expect(try restored.amount(of: habit, on: day(10)) >= 1, "copy \(index): the last check-in lost")
            #expect(try peer.amount(of: habit, on: day(20)) >= 1, "copy \(index): the restored check-in stranded")
            #expect(try restored.store.completions(of: habit.id, on: day(3)).compactMap(\.note) == ["round 3"])
            // A third sync of each has nothing to say.
            #expect(try restored.sync().renewedIdentity == nil)
            #expect(!published.isEmpty)
        }
    }

    @Test("a copy taken after its last sync is no copy of an older state: it keeps its identity")
    func upToDateCopy() throws {
        let original = try device("A", at: folder.path("a/kado.sqlite"), target: target)
        try original.setUp()
        let read = try original.tracker.habits.createHabit(HabitDraft(name: "Read"))
        try original.tracker.checkIns.complete(read, on: day(0))
        try original.sync()
        let copy = folder.path("copy.sqlite")
        try original.store.copy(to: copy)
        let restored = try device("restored", at: copy, target: target, after: 60)
        try restored.tracker.checkIns.complete(read, on: day(1))
        let report = try restored.sync()
        #expect(report.renewedIdentity == nil)
        #expect(report.sent == 1)
    }

    @Test("two clones racing converge with every check-in, whatever the order of their syncs", arguments: 0..<6)
    func clonesRacing(order: Int) throws {
        let original = try device("A", at: folder.path("a/kado.sqlite"), target: target)
        let other = try device("B", at: folder.path("b/kado.sqlite"), target: target, after: 1)
        try original.setUp()
        try other.setUp()
        let read = try original.tracker.habits.createHabit(HabitDraft(name: "Read"))
        try original.sync()
        try other.sync()
        try original.store.copy(to: folder.path("clone.sqlite"))
        let clone = try device("A2", at: folder.path("clone.sqlite"), target: target, after: 5)
        // The order of the next syncs, drawn from the case's number.
        var generator = SeededGenerator(seed: UInt64(order))
        var expected: [LogicalDay] = []
        for step in 0..<8 {
            let who = Int(generator.next() % 3)
            let device = [original, clone, other][who]
            device.clock.advance(by: 30)
            let checkInDay = day(100 + step)
            if let habit = try device.habit(named: "Read") {
                try device.tracker.checkIns.complete(habit, on: checkInDay)
                expected.append(checkInDay)
            }
            try device.sync()
        }
        // Healing: every device syncs twice.
        for _ in 0..<2 {
            for device in [original, clone, other] { try device.sync() }
        }
        #expect(original.deviceID != clone.deviceID, "the clones still share an id")
        let instant = syncEpoch.addingTimeInterval(86_400)
        let exports = try [original, clone, other].map { try $0.export(at: instant) }
        #expect(Set(exports).count == 1, "the devices did not converge")
        for checkInDay in expected {
            #expect(try other.amount(of: read, on: checkInDay) >= 1, "the check-in of day \(checkInDay) was lost")
        }
    }

    @Test("a device set up again on the same target after sync off is not refused")
    func setUpAgain() throws {
        let original = try device("A", at: folder.path("a/kado.sqlite"), target: target)
        try original.setUp()
        let read = try original.tracker.habits.createHabit(HabitDraft(name: "Read"))
        try original.sync()
        // Forgetting the sync bookkeeping, as sync off does, then setting up again.
        try original.store.recordSyncState(
            try original.store.syncState().mapValues { _ in String?.none })
        try original.setUp()
        try original.tracker.checkIns.complete(read, on: day(0))
        let report = try original.sync()
        #expect(report.renewedIdentity != nil)
        let joiner = try device("C", at: folder.path("c/kado.sqlite"), target: target, after: 5)
        try joiner.setUp()
        try joiner.sync()
        #expect(try joiner.amount(of: read, on: day(0)) == 1)
    }

    @Test("a clone whose numbering restarted below this device's retired segments is still told from an old copy")
    func cloneBelowTheRetiredNumbers() throws {
        let original = try device("A", at: folder.path("a/kado.sqlite"), target: target)
        try original.setUp()
        // The clone is copied before the original published anything: its numbering starts again at 1.
        let clonePath = folder.path("clone/kado.sqlite")
        try FileManager.default.createDirectory(atPath: folder.path("clone"), withIntermediateDirectories: true)
        try original.store.copy(to: clonePath)
        let clone = try device("A'", at: clonePath, target: target, after: 5)
        try original.tracker.habits.createHabit(HabitDraft(name: "Read"))
        try original.sync()
        original.clock.advance(by: 60)
        try original.tracker.habits.createHabit(HabitDraft(name: "Walk"))
        // A new snapshot: segment 1 retired.
        #expect(try original.sync(compacting: CompactionRule(segments: 0, minimumRows: 0)).compacted)
        // Another device sealed the folder anew and removed it; the clone, which never saw it,
        // publishes under the same id from segment 1.
        try FileManager.default.removeItem(atPath: "\(target)/kado-sync/devices/\(original.deviceID)")
        try clone.tracker.habits.createHabit(HabitDraft(name: "Written on the clone"))
        #expect(try clone.sync().renewedIdentity == nil)
        // The original reads that segment 1, finds a version under its id it never wrote, and
        // takes a new identity instead of writing its manifest over the clone's.
        let report = try original.sync()
        #expect(report.renewedIdentity?.previous == clone.deviceID)
        #expect(try original.habit(named: "Written on the clone") != nil)
        try clone.sync()
        #expect(try clone.habit(named: "Read") != nil && clone.habit(named: "Walk") != nil)
    }
}

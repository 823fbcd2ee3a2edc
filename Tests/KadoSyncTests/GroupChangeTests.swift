import Foundation
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

@testable import KadoApp
@testable import KadoSync

/// A target emptied and set up again (or a move to another target) starts a new sync group:
/// each device that joins it brings everything it holds, not only what it wrote, so that the
/// rows of a device that never comes to the new group still reach every device that joins later.
@Suite("Sync group changed")
struct GroupChangeTests {
    let folder: TemporaryFolder
    let target: String

    init() throws {
        folder = try TemporaryFolder(prefix: "kado-sync-group", in: TemporaryFolder.memoryBackedBase)
        target = folder.path("target")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
    }

    func device(_ name: String, at path: String? = nil) throws -> SyncDevice {
        try SyncDevice(
            name: name, databasePath: path ?? folder.path("\(name)/kado.sqlite"),
            transport: FolderTransport(root: target, flushesToDisk: false), start: syncEpoch)
    }

    /// Removes everything Kadō keeps in the target, as a person emptying the folder does.
    func emptyTheTarget() throws {
        try FileManager.default.removeItem(atPath: (target as NSString).appendingPathComponent(SyncFormat.root))
    }

    @Test("a device switched off for good, then the target emptied: its habits still reach a device joining later")
    func retiredThenEmptied() throws {
        let desk = try device("desk")
        let laptop = try device("laptop")
        try desk.setUp()
        try laptop.setUp()
        let habit = try laptop.tracker.habits.createHabit(HabitDraft(name: "Stretch"))
        try laptop.tracker.checkIns.complete(habit, on: try laptop.tracker.today())
        try laptop.sync()
        try desk.sync()
        // The laptop is switched off for good; the target is emptied and set up again.
        try emptyTheTarget()
        let identity = try desk.setUp()
        try desk.sync()
        let phone = try device("phone")
        #expect(try phone.setUp().target == identity.target)
        try phone.sync()
        let stretch = try #require(try phone.habit(named: "Stretch"), "the laptop's habit is lost to the new group")
        #expect(try phone.amount(of: stretch, on: try phone.tracker.today()) == 1)
        #expect(try phone.export(at: syncEpoch) == desk.export(at: syncEpoch))
    }

    @Test("a database put back from a copy before the target was emptied gets back what it had published")
    func restoredThenEmptied() throws {
        let desk = try device("desk")
        let laptop = try device("laptop")
        try desk.setUp()
        try laptop.setUp()
        try laptop.sync()
        let copy = folder.path("copy/kado.sqlite")
        try FileManager.default.createDirectory(atPath: folder.path("copy"), withIntermediateDirectories: true)
        try laptop.store.copy(to: copy)
        try laptop.tracker.habits.createHabit(HabitDraft(name: "Only on the laptop"))
        try laptop.sync()
        try desk.sync()
        // The laptop is put back from its copy and, before it syncs, the target is emptied; the
        // laptop sets the new group up first, under the id it always had.
        let restored = try device("restored", at: copy)
        #expect(restored.deviceID == laptop.deviceID)
        try emptyTheTarget()
        try restored.setUp()
        try restored.sync()
        try desk.setUp()
        try desk.sync()
        try restored.sync()
        #expect(try restored.habit(named: "Only on the laptop") != nil)
        let phone = try device("phone")
        try phone.setUp()
        try phone.sync()
        #expect(try phone.habit(named: "Only on the laptop") != nil)
        #expect(try phone.export(at: syncEpoch) == restored.export(at: syncEpoch))
    }

    @Test("joining the group again changes nothing: a device that stays in its group adopts nothing")
    func sameGroupAdoptsNothing() throws {
        let desk = try device("desk")
        let laptop = try device("laptop")
        try desk.setUp()
        try laptop.setUp()
        try laptop.tracker.habits.createHabit(HabitDraft(name: "Read"))
        try laptop.sync()
        try desk.sync()
        try desk.setUp()
        #expect(try desk.store.rowVersions(writtenBy: desk.deviceID, after: .zero).isEmpty)
        #expect(try desk.store.rowVersions(writtenBy: laptop.deviceID, after: .zero).count > 0)
    }
}

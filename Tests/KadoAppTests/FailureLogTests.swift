import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoApp

/// A failure a use case goes on after — the widget snapshot not written, the automatic backup not
/// written — is logged when the tracker has a log (`kado serve`'s), with the database and the
/// error, and the change itself stands.
@Suite("Failures a use case goes on after are logged")
struct FailureLogTests {
    @Test("a snapshot that cannot be written is logged as a warning; the habit is created")
    func snapshotNotWritten() throws {
        let folder = try TemporaryFolder(prefix: "kado-log")
        let tracker = try TrackerBuilder().open(in: folder)
        let sink = RecordingLogSink()
        tracker.log = Logger(subsystem: "web", sink: sink)
        // A folder where the file would go: the publish's rename cannot replace it.
        try FileManager.default.createDirectory(atPath: tracker.widget.snapshotPath, withIntermediateDirectories: true)
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        #expect(try tracker.habits.all().map(\.id) == [habit.id])
        let entries = sink.entries
        let entry = try #require(entries.first { $0.message == "the widget snapshot was not written" })
        #expect(entry.level == .warning)
        #expect(entry.subsystem == "web")
        #expect(entry.metadata.first { $0.name == "database" }?.value == tracker.databasePath)
        #expect(entry.metadata.first { $0.name == "error" }.map { !$0.value.isEmpty } == true)
    }

    @Test("a backup status that cannot be cleared is logged; the backup is written")
    func backupStatusNotCleared() throws {
        let folder = try TemporaryFolder(prefix: "kado-log")
        let clock = TestClock(instant("2026-04-10T10:00:00Z"))
        let tracker = try AutoBackupTests.tracker(in: folder, clock: clock)
        let sink = RecordingLogSink()
        tracker.log = Logger(subsystem: "backup", sink: sink)
        // A folder, not empty, where the status is: it cannot be removed as a file.
        try FileManager.default.createDirectory(
            atPath: tracker.backups.autoBackupStatusPath + "/kept", withIntermediateDirectories: true)
        _ = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        #expect(try AutoBackupTests.backupDays(in: folder.path("backups")) == ["2026-04-10"])
        let entries = sink.entries
        let entry = try #require(entries.first { $0.message == "the automatic backup's old failure was not cleared" })
        #expect(entry.level == .warning)
        #expect(entry.metadata.first { $0.name == "database" }?.value == tracker.databasePath)
    }

    @Test("without a log nothing is written anywhere, and the change stands")
    func noLog() throws {
        let folder = try TemporaryFolder(prefix: "kado-log")
        let tracker = try TrackerBuilder().now { Date() }.open(in: folder)
        try FileManager.default.createDirectory(atPath: tracker.widget.snapshotPath, withIntermediateDirectories: true)
        _ = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        #expect(try tracker.habits.all().count == 1)
    }
}

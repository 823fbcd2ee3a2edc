import Foundation
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoApp

/// The settings are read once per use case: the context (``AppContext``) a front end reads
/// serves the use case, its widget snapshot publish and the screen's "is the snapshot current"
/// check. A publish still reads them itself when the file shows another writer may have changed
/// them, so that a stale context never writes a stale snapshot.
@Suite("The settings, read once per use case")
struct SettingsReadOnceTests {
    /// The one query that reads the settings (``Tracker/settings()``).
    static let settingsQuery = "SELECT key, value FROM settings"

    /// A tracker on a new database with three habits (one archived) and a current snapshot.
    static func withTracker(_ body: (Tracker, TemporaryFolder) throws -> Void) throws {
        let folder = try TemporaryFolder(prefix: "kado-settings-once")
        let tracker = try tracker(at: folder)
        try tracker.habits.createHabit(HabitDraft(name: "Read"))
        try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        try tracker.habits.archive(try tracker.habits.createHabit(HabitDraft(name: "Old")))
        _ = try tracker.views.todayView()
        #expect(try tracker.widget.isSnapshotCurrent())
        try body(tracker, folder)
    }

    static func tracker(at folder: TemporaryFolder) throws -> Tracker {
        try TrackerBuilder().timeZone("Europe/Paris").open(in: folder)
    }

    /// How many times `body` read the settings.
    static func settingsReads(_ tracker: Tracker, _ body: () throws -> Void) rethrows -> Int {
        var reads = 0
        tracker.observeStatements { if $0.sql == settingsQuery { reads += 1 } }
        defer { tracker.observeStatements(nil) }
        try body()
        return reads
    }

    /// The use cases, by name: those that change habits, then two that only read.
    static let useCases = ["create", "edit", "archive", "unarchive", "delete", "move", "check in", "summary", "today"]

    /// Runs the use case `name` with the context a front end read first.
    static func run(_ name: String, _ tracker: Tracker, _ app: AppContext) throws {
        switch name {
        case "create": try tracker.habits.createHabit(HabitDraft(name: "Swim"), in: app)
        case "edit": try tracker.habits.editHabit(try tracker.habits.find("Read"), in: app) { $0.color = .red }
        case "archive": try tracker.habits.archive(try tracker.habits.find("Read"), in: app)
        case "unarchive": try tracker.habits.unarchive(try tracker.habits.find("Old"), in: app)
        case "delete": try tracker.habits.delete(try tracker.habits.find("Read"), in: app)
        case "move": try tracker.habits.move(try tracker.habits.find("Water"), to: 1, in: app)
        case "check in": try tracker.checkIns.checkIn(.done, habit: .text("Read"), in: app)
        case "summary": _ = try tracker.views.summary(of: try tracker.habits.find("Read"), in: app)
        default: _ = try tracker.views.todayView(in: app)
        }
    }

    @Test(
        "a use case given the context reads the settings no more, its snapshot publish included",
        arguments: useCases)
    func givenContext(_ name: String) throws {
        try Self.withTracker { tracker, _ in
            let before = try Data(contentsOf: URL(fileURLWithPath: tracker.widget.snapshotPath))
            let reads = try Self.settingsReads(tracker) {
                try Self.run(name, tracker, try tracker.context())
            }
            #expect(reads == 1, "\(name) read the settings \(reads) times")
            // The publish still happened where the use case changed something.
            let after = try Data(contentsOf: URL(fileURLWithPath: tracker.widget.snapshotPath))
            if !["summary", "today"].contains(name) { #expect(after != before, "\(name) published nothing") }
            #expect(try tracker.widget.isSnapshotCurrent())
        }
    }

    @Test("Today reads the settings once, its snapshot check included, and rewrites a snapshot of another day")
    func today() throws {
        try Self.withTracker { tracker, folder in
            #expect(try Self.settingsReads(tracker) { _ = try tracker.views.todayView() } == 1)
            // A snapshot from another day is still found out and rewritten.
            let tomorrow = try TrackerBuilder().timeZone("Europe/Paris").now(instant("2026-04-11T10:00:00Z"))
                .open(in: folder)
            #expect(try !tomorrow.widget.isSnapshotCurrent(in: try tomorrow.context()))
            _ = try tomorrow.views.todayView()
            #expect(try tomorrow.widget.isSnapshotCurrent())
        }
    }

    @Test(
        "a context read before another process changed the settings does not publish the old settings",
        arguments: ["language", "day start", "week start"])
    func staleContext(_ setting: String) throws {
        try Self.withTracker { tracker, folder in
            let stale = try tracker.context()
            let other = try Self.tracker(at: folder)
            switch setting {
            case "language": try other.preferences.setLanguage(.french)
            case "day start": try other.preferences.setDayStart(4)
            default: try other.preferences.setWeekStart(.sunday)
            }
            try tracker.habits.createHabit(HabitDraft(name: "Swim"), in: stale)
            let brief = try #require(SnapshotFile.brief(at: tracker.widget.snapshotPath))
            let fresh = try tracker.settings()
            #expect(brief.language == fresh.languageSetting.code)
            #expect(brief.dayStartHour == fresh.dayStart)
            #expect(
                SnapshotFile.contents(at: tracker.widget.snapshotPath, files: SystemPorts.testing.files)?.layout
                    .weekStart
                    == fresh.weekStart.rawValue)
            // The file is the one a full rebuild with the stored settings writes.
            let published = try Data(contentsOf: URL(fileURLWithPath: tracker.widget.snapshotPath))
            #expect([UInt8](published) == (try tracker.widget.snapshotFile(reusing: nil, touching: nil).file.bytes))
        }
    }
}

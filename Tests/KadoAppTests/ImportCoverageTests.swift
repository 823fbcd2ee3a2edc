import Foundation
import KadoApp
import KadoBackup
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

/// Re-importing an export changes only what the export's format carries: every field of a habit,
/// a record, a skip and the settings, in every format.
@Suite("Imports keep what their format cannot carry")
struct ImportCoverageTests {
    static let readID = HistoryBuilder.uuid(1, 1)
    static let waterID = HistoryBuilder.uuid(2, 2)
    static let smokeID = HistoryBuilder.uuid(3, 3)
    static let meditateID = HistoryBuilder.uuid(4, 4)
    static let recordID = HistoryBuilder.uuid(5, 5)
    static let skipID = HistoryBuilder.uuid(6, 6)

    /// Four habits with everything Kadō's formats may lack: an at-most limit with a unit, Loop's
    /// schedule and score, an order unlike creation, a skip, notes, settings.
    static func base() -> BackupContents {
        let read = Habit(
            id: readID, name: "Read", frequency: .timesInDays(times: 3, days: 10), type: .atMost(target: 3),
            unit: "pages", color: .teal, icon: "book", createdAt: instant("2026-03-01T08:00:00Z"),
            remindersEnabled: true, reminderHour: 21, reminderMinute: 30, sortOrder: 2, scoreModel: .loop)
        let water = Habit(
            id: waterID, name: "Water", frequency: .daysPerWeek(3), type: .counter(target: 8), unit: "glasses",
            color: .blue, createdAt: instant("2026-03-02T08:00:00Z"), archivedAt: instant("2026-04-01T10:00:00Z"),
            sortOrder: 0)
        let smoke = Habit(
            id: smokeID, name: "Smoke", type: .negative, color: .red, createdAt: instant("2026-03-03T08:00:00Z"),
            sortOrder: 1)
        let meditate = Habit(
            id: meditateID, name: "Meditate", frequency: .specificDays([.monday, .friday]),
            type: .timer(targetSeconds: 600), color: .purple, createdAt: instant("2026-03-04T08:00:00Z"),
            sortOrder: 3)
        let completions = [
            Completion(
                id: recordID, habitID: readID, day: day("2026-03-05"), recordedAt: instant("2026-03-05T20:00:00Z"),
                value: 2, note: "a good chapter"),
            Completion(
                habitID: readID, day: day("2026-03-06"), recordedAt: instant("2026-03-06T20:00:00Z"), value: 4),
            Completion(
                habitID: waterID, day: day("2026-03-05"), recordedAt: instant("2026-03-05T12:00:00Z"), value: 6),
            Completion(
                habitID: smokeID, day: day("2026-03-07"), recordedAt: instant("2026-03-07T23:00:00Z"), value: 1,
                note: "party"),
            Completion(
                habitID: meditateID, day: day("2026-03-09"), recordedAt: instant("2026-03-09T07:00:00Z"), value: 900),
        ]
        let skips = [
            Skip(
                id: skipID, habitID: readID,
                days: (try? DayRange(from: day("2026-03-10"), through: day("2026-03-12")))
                    ?? DayRange(day: day("2026-03-10")), note: "travel")
        ]
        return BackupContents(
            habits: [read, water, smoke, meditate], completions: completions, skips: skips,
            settings: BackupSettings(dayStart: 0, weekStart: 1, language: "fr"))
    }

    /// A change made in the database after the export, and the formats that carry it back.
    struct Mutation: Sendable, CustomTestStringConvertible {
        let name: String
        let carriedBy: Set<BackupFormat>
        let change: @Sendable (inout BackupContents) -> Void

        var testDescription: String { name }

        init(
            _ name: String, _ carriedBy: Set<BackupFormat>, _ change: @escaping @Sendable (inout BackupContents) -> Void
        ) {
            self.name = name
            self.carriedBy = carriedBy
            self.change = change
        }

        static func habit(
            _ name: String, _ carriedBy: Set<BackupFormat>, id: UUID = readID,
            _ change: @escaping @Sendable (inout Habit) -> Void
        ) -> Mutation {
            Mutation(name, carriedBy) { contents in
                if let index = contents.habits.firstIndex(where: { $0.id == id }) { change(&contents.habits[index]) }
            }
        }

        static func record(
            _ name: String, _ carriedBy: Set<BackupFormat>, _ change: @escaping @Sendable (inout Completion) -> Void
        )
            -> Mutation
        {
            Mutation(name, carriedBy) { contents in
                if let index = contents.completions.firstIndex(where: { $0.id == recordID }) {
                    change(&contents.completions[index])
                }
            }
        }
    }

    static let mutations: [Mutation] = [
        .habit("name", [.json, .csv]) { $0.name = "Read more" },
        .habit("frequency", [.json, .csv], id: waterID) { $0.frequency = .specificDays([.monday]) },
        .habit("Loop schedule", [.json]) { $0.frequency = .timesInDays(times: 3, days: 11) },
        .habit("at-most limit", [.json, .csv]) { $0.type = .atMost(target: 5) },
        .habit("at-most becomes a counter", [.json]) { $0.type = .counter(target: 3) },
        .habit("negative becomes yes/no", [.json, .csv], id: smokeID) { $0.type = .binary },
        .habit("timer target", [.json, .csv], id: meditateID) { $0.type = .timer(targetSeconds: 1200) },
        .habit("unit", [.json]) { $0.unit = "books" },
        .habit("unit removed", [.json]) { $0.unit = nil },
        .habit("colour", [.json, .csv]) { $0.color = .red },
        .habit("icon", [.json, .csv]) { $0.icon = "star" },
        .habit("creation", [.json, .csv]) { $0.createdAt = instant("2026-02-01T08:00:00Z") },
        .habit("archived", [.json, .csv]) { $0.archivedAt = instant("2026-04-02T10:00:00Z") },
        .habit("unarchived", [.json, .csv], id: waterID) { $0.archivedAt = nil },
        .habit("archived at another time", [.json, .csv], id: waterID) {
            $0.archivedAt = instant("2026-04-03T10:00:00Z")
        },
        .habit("reminder", [.json, .csv]) { $0.reminderMinute = 45 },
        .habit("reminder off", [.json, .csv]) { $0.remindersEnabled = false },
        .habit("order", []) { $0.sortOrder = 9 },
        .habit("score model", [.json]) { $0.scoreModel = .kado },
        .record("record value", [.json, .csv]) { $0.value = 1 },
        .record("record note", [.json, .csv]) { $0.note = "another note" },
        .record("record note removed", [.json, .csv]) { $0.note = nil },
        .record("record day", [.json, .csv]) {
            $0.day = day("2026-03-04")
            $0.recordedAt = instant("2026-03-04T20:00:00Z")
        },
        .record("record time", [.json]) { $0.recordedAt = instant("2026-03-05T21:15:00Z") },
        Mutation("skip days", [.json]) { contents in
            contents.skips[0].days = DayRange(day: day("2026-03-10"))
        },
        Mutation("skip note", [.json]) { contents in contents.skips[0].note = "ill" },
        Mutation("settings", [.json]) { contents in contents.settings?.language = "en" },
    ]

    /// A tracker over a new database in a temporary folder.
    static func makeTracker(timeZone: TimeZone = TestCalendars.zone("UTC")) throws -> (Tracker, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-cover-\(UUID().uuidString)")
        return (try TrackerBuilder().timeZone(timeZone).open(in: folder), folder)
    }

    /// Writes `contents` into the database as they are (what editing in the app does).
    static func write(_ contents: BackupContents, to tracker: Tracker) throws {
        try HabitStore(path: tracker.databasePath, now: { Date() }).write { writer in
            for habit in contents.habits {
                try writer.save(habit)
                // The habit's one reminder as its row, as the use cases keep them in step.
                let time = try ReminderTime(hour: habit.reminderHour, minute: habit.reminderMinute)
                let rows = habit.remindersEnabled ? [Reminder(id: habit.id, habitID: habit.id, time: time)] : []
                try writer.setReminders(rows, of: habit.id)
            }
            _ = try writer.save(contentsOf: contents.completions)
            _ = try writer.save(contentsOf: contents.skips)
        }
        if let language = contents.settings?.language.flatMap(Language.init(rawValue:)) {
            try tracker.preferences.setLanguage(language)
        }
    }

    /// The backup file of `format` for the tracker's data, read back as an import reads it.
    static func exported(_ format: BackupFormat, from tracker: Tracker, timeZone: TimeZone) throws -> BackupContents {
        try file(format == .csv ? FileKind.csv : FileKind.json, from: tracker, timeZone: timeZone)
    }

    /// The files an export gives: ours, and what Kadō for iPhone writes when it exports the same
    /// habits again (our JSON without its extra keys).
    enum FileKind: String, CaseIterable, Sendable {
        case json
        case csv
        case kadoAppJSON

        /// The format an import reads it as.
        var format: BackupFormat { self == .csv ? .csv : .json }
        /// The format whose coverage it has, to say what it carries.
        var carries: BackupFormat { self == .json ? .json : .csv }
    }

    /// The file of `kind` for the tracker's data, read back as an import reads it.
    static func file(_ kind: FileKind, from tracker: Tracker, timeZone: TimeZone) throws -> BackupContents {
        let contents = try tracker.backups.backupContents()
        switch kind {
        case .json, .kadoAppJSON:
            var data = try KadoJSONBackup.encode(
                contents, exportedAt: instant("2026-04-10T10:00:00Z"), appVersion: "test", timeZone: timeZone)
            if kind == .kadoAppJSON { data = try withoutExtraKeys(data) }
            return try KadoJSONBackup.decode(data, timeZone: timeZone)
        case .csv:
            return try KadoCSVBackup.decode(KadoCSVBackup.encode(contents, timeZone: timeZone).data, timeZone: timeZone)
        }
    }

    /// Our JSON backup as Kadō itself would write it: without the extra keys.
    static func withoutExtraKeys(_ data: Data) throws -> Data {
        var root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        root["settings"] = nil
        let habits = try #require(root["habits"] as? [[String: Any]])
        root["habits"] = habits.map { habit in
            var habit = habit
            for key in ["sortOrder", "scoreModel", "unit", "timesInDays", "atMost", "skips"] { habit[key] = nil }
            habit["completions"] = (habit["completions"] as? [[String: Any]] ?? []).map { record in
                var record = record
                record["day"] = nil
                record["recordedAt"] = nil
                return record
            }
            return habit
        }
        return try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
    }

    /// Every file of `folder` with its bytes: the database, its -wal, the snapshot (not the -shm
    /// index, in which readers too take their turn).
    static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasSuffix("-shm") {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    @Test(
        "export, change the database, import the export: only what the format carries comes back",
        arguments: mutations, FileKind.allCases)
    func mutation(_ mutation: Mutation, kind: FileKind) throws {
        let utc = TestCalendars.zone("UTC")
        let (tracker, folder) = try Self.makeTracker()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(Self.base(), to: tracker)
        let before = try tracker.backups.backupContents()
        let file = try Self.file(kind, from: tracker, timeZone: utc)
        let format = kind.format

        var changed = before
        mutation.change(&changed)
        try Self.write(changed, to: tracker)
        let edited = try tracker.backups.backupContents()
        #expect(edited != before, "the mutation changes the database")

        let preview = try tracker.backups.importBackup(file, format: format, dryRun: true, mode: .replace)
        #expect(try tracker.backups.backupContents() == edited, "a dry run writes nothing")
        let summary = try tracker.backups.importBackup(file, format: format, dryRun: false, mode: .replace)
        var expected = preview
        expected.isDryRun = false
        #expect(summary == expected, "the dry run said exactly what the import did")
        let after = try tracker.backups.backupContents()
        if mutation.carriedBy.contains(kind.carries) {
            #expect(after == before, "\(kind) carries \(mutation.name): the export's value comes back")
            #expect(summary.changesAnything)
        } else {
            #expect(after == edited, "\(kind) cannot carry \(mutation.name): the database keeps it")
            #expect(!summary.changesAnything)
            #expect(summary.updatedHabits.isEmpty)
        }
    }

    @Test(
        "re-importing an unchanged export changes nothing and writes nothing",
        arguments: FileKind.allCases, ["UTC", "Europe/Paris", "America/Los_Angeles"])
    func unchanged(kind: FileKind, zone: String) throws {
        let format = kind.format
        let timeZone = TestCalendars.zone(zone)
        let (tracker, folder) = try Self.makeTracker(timeZone: timeZone)
        defer { try? FileManager.default.removeItem(at: folder) }
        var contents = Self.base()
        // What no backup writes exactly: fractions of a second, an empty note, a record logged
        // after midnight for the day before (day start 4).
        contents.habits[0].createdAt = contents.habits[0].createdAt.addingTimeInterval(0.375)
        contents.habits[1].archivedAt = contents.habits[1].archivedAt?.addingTimeInterval(0.5)
        contents.completions[1].recordedAt = contents.completions[1].recordedAt.addingTimeInterval(0.25)
        contents.completions[2].note = ""
        contents.completions.append(
            Completion(
                habitID: Self.smokeID, day: day("2026-03-08"), recordedAt: instant("2026-03-09T02:30:00Z"), value: 1))
        try Self.write(contents, to: tracker)
        try tracker.preferences.setDayStart(4)
        let before = try tracker.backups.backupContents()
        let file = try Self.file(kind, from: tracker, timeZone: timeZone)
        let bytes = try Self.files(in: folder)

        for dryRun in [true, false] {
            let summary = try tracker.backups.importBackup(file, format: format, dryRun: dryRun)
            #expect(!summary.changesAnything)
            #expect(summary.habits.updated == 0 && summary.completions.updated == 0 && summary.skips.updated == 0)
            #expect(summary.updatedHabits.isEmpty && summary.settingsChanges.isEmpty)
            #expect(summary.leftOut.isEmpty)
        }
        #expect(try tracker.backups.backupContents() == before)
        #expect(try Self.files(in: folder) == bytes, "nothing is written, not even the snapshot")
    }

    @Test("the summary names each changed field, from what to what")
    func fieldChanges() throws {
        let utc = TestCalendars.zone("UTC")
        let (tracker, folder) = try Self.makeTracker()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(Self.base(), to: tracker)
        let file = try Self.file(.json, from: tracker, timeZone: utc)
        var changed = try tracker.backups.backupContents()
        if let index = changed.habits.firstIndex(where: { $0.id == Self.readID }) {
            changed.habits[index].type = .counter(target: 8)
            changed.habits[index].unit = nil
            changed.habits[index].name = "Lire"
        }
        changed.completions[0].value = 9
        changed.settings?.language = "en"
        try Self.write(changed, to: tracker)

        let summary = try tracker.backups.importBackup(file, format: .json, dryRun: true, mode: .replace)
        let update = try #require(summary.updatedHabits.first)
        #expect(summary.updatedHabits.count == 1)
        #expect(update.name == "Lire")
        #expect(
            update.changes == [
                .init(field: "name", from: "Lire", to: "Read"),
                .init(field: "type", from: "counter:8", to: "atmost:3"),
                .init(field: "unit", from: nil, to: "pages"),
            ])
        #expect(update.records.updated == 1 && update.records.new == 0)
        #expect(summary.settingsChanges == [.init(field: "language", from: "en", to: "fr")])
        #expect(summary.habits.updated == 1 && summary.completions.updated == 1)
    }

    /// This file is <root>/Tests/KadoAppTests/ImportCoverageTests.swift; the fixtures are in
    /// <root>/../shared/fixtures.
    static let loopFixture: String = {
        if let root = ProcessInfo.processInfo.environment["KADO_FIXTURES"], !root.isEmpty {
            return URL(fileURLWithPath: root).appendingPathComponent("loop/loop-v22.db").path
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/fixtures/loop/loop-v22.db").path
    }()

    @Test(
        "a Loop database re-imported keeps what Loop has no place for",
        .enabled(if: FileManager.default.isReadableFile(atPath: loopFixture)))
    func loop() throws {
        let utc = TestCalendars.zone("UTC")
        let (tracker, folder) = try Self.makeTracker()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try LoopDatabaseReader.read(path: Self.loopFixture, timeZone: utc)
        #expect(file.coverage.values.allSatisfy { $0 == .loop(carriesNotes: false) })
        _ = try tracker.backups.importBackup(file, format: .loop, dryRun: false)
        let bytes = try Self.files(in: folder)
        let again = try tracker.backups.importBackup(file, format: .loop, dryRun: false)
        #expect(!again.changesAnything)
        #expect(try Self.files(in: folder) == bytes)

        // What Loop cannot say: icon, creation, order, score model, negative habits, when a
        // record was written, notes (before version 25), when a habit was archived.
        var edited = try tracker.backups.backupContents()
        let binary = try #require(edited.habits.firstIndex { $0.type == .binary })
        edited.habits[binary].type = .negative
        for index in edited.habits.indices {
            edited.habits[index].icon = "star"
            edited.habits[index].createdAt = edited.habits[index].createdAt.addingTimeInterval(-86_400 * 3)
            edited.habits[index].sortOrder = 100 - index
            edited.habits[index].scoreModel = .kado
            if edited.habits[index].archivedAt != nil {
                edited.habits[index].archivedAt = edited.habits[index].archivedAt?.addingTimeInterval(3600)
            }
        }
        let record = try #require(edited.completions.indices.first)
        edited.completions[record].note = "written in Kadō"
        edited.completions[record].recordedAt = edited.completions[record].recordedAt.addingTimeInterval(60)
        try Self.write(edited, to: tracker)
        let kept = try tracker.backups.backupContents()
        let summary = try tracker.backups.importBackup(file, format: .loop, dryRun: false)
        #expect(!summary.changesAnything)
        #expect(try tracker.backups.backupContents() == kept)

        // What Loop does say comes back.
        var renamed = kept
        renamed.habits[0].name = "Renamed in Kadō"
        renamed.completions[record].value += 1
        try Self.write(renamed, to: tracker)
        let restored = try tracker.backups.importBackup(file, format: .loop, dryRun: false, mode: .replace)
        #expect(restored.habits.updated == 1 && restored.completions.updated == 1)
        #expect(try tracker.backups.backupContents() == kept)
    }
}

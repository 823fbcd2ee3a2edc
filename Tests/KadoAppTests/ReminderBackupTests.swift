import Foundation
import KadoBackup
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

@testable import KadoApp

/// Backups carry every reminder of a habit: Kadō's one field keeps the earliest time, our
/// `reminders` key (JSON) all of them with their settings; the CSV says what it cannot carry.
@Suite("Reminders in backups")
struct ReminderBackupTests {
    let folder: TemporaryFolder
    let clock = TestClock(instant("2026-04-10T09:00:00Z"))

    init() throws { folder = try TemporaryFolder(prefix: "kado-remind-backup") }

    private func tracker(_ name: String) throws -> Tracker {
        try TrackerBuilder().timeZone("Europe/Paris").clock(clock).open(in: folder, named: "\(name).sqlite")
    }

    private func time(_ text: String) throws -> ReminderTime { try ReminderTime(parsing: text) }

    /// A habit's reminders as a backup restores them: times and settings, not ids.
    private func carried(_ reminders: [Reminder]) -> [BackupReminder] {
        reminders.map(BackupReminder.init).sorted { ($0.time, $0.snoozeMinutes) < ($1.time, $1.snoozeMinutes) }
    }

    /// Each habit's reminders: none, one as Kadō's field says it, one with its own settings,
    /// several with different settings.
    static let cases: [(name: String, reminders: [(String, Bool, Int)])] = [
        ("None", []),
        ("One", [("07:30", true, 10)]),
        ("One, always", [("21:15", false, 45)]),
        ("Several", [("08:00", true, 10), ("12:30", false, 5), ("18:30", true, 1440), ("23:59", false, 1)]),
    ]

    /// A tracker holding one habit per case, with its reminders.
    private func source() throws -> (Tracker, [String: [Reminder]]) {
        let tracker = try tracker("source")
        var expected: [String: [Reminder]] = [:]
        for (name, list) in Self.cases {
            let habit = try tracker.habits.createHabit(HabitDraft(name: name))
            let settings = Dictionary(
                uniqueKeysWithValues: try list.map { (try time($0.0), (onlyIfNotDone: $0.1, snooze: $0.2)) })
            // The use case sets the times (and Kadō's field); each its own settings then.
            let (_, rows) = try tracker.reminders.setReminders(of: habit, to: Array(settings.keys))
            let adjusted = rows.map { row in
                var row = row
                row.onlyIfNotDone = settings[row.time]?.onlyIfNotDone ?? true
                row.snoozeMinutes = settings[row.time]?.snooze ?? Reminder.defaultSnoozeMinutes
                return row
            }
            try tracker.work.store.write { writer in try writer.setReminders(adjusted, of: habit.id) }
            expected[name] = adjusted
        }
        return (tracker, expected)
    }

    @Test("a JSON export imported elsewhere restores every reminder exactly, Kadō's field the earliest")
    func jsonRoundTrip() throws {
        let (source, expected) = try source()
        let data = try source.backups.exportBackup(format: .json, appVersion: "test").data
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let habits = try #require(document["habits"] as? [[String: Any]])

        let target = try tracker("target")
        let file = try target.backups.readBackup(data)
        try target.backups.importBackup(try target.backups.importPlan(file, nameMatches: .keepBoth))
        for (name, list) in Self.cases {
            let habit = try #require(try target.habits.all().first { $0.name == name })
            let restored = try target.reminders.all(of: habit)
            #expect(carried(restored) == carried(expected[name] ?? []), "\(name)")
            #expect(restored.count == list.count)
            // Kadō's own field says the earliest time, or off.
            let object = try #require(habits.first { $0["name"] as? String == name })
            #expect(object["remindersEnabled"] as? Bool == !list.isEmpty)
            if let first = list.map(\.0).min() {
                #expect("\(object["reminderHour"] ?? "")" == String(try time(first).hour))
                #expect("\(object["reminderMinute"] ?? "")" == String(try time(first).minute))
                #expect((object["reminders"] as? [[String: Any]])?.count == list.count)
            } else {
                #expect(object["reminders"] == nil)
            }
            #expect(habit.remindersEnabled == !list.isEmpty)
        }
    }

    @Test("the same backup again, into either database, changes nothing and writes nothing", arguments: [true, false])
    func reimportWritesNothing(intoSource: Bool) throws {
        let (source, _) = try source()
        let data = try source.backups.exportBackup(format: .json, appVersion: "test").data
        let target: Tracker
        if intoSource {
            target = source
        } else {
            target = try tracker("target")
            try target.backups.importBackup(
                try target.backups.importPlan(try target.backups.readBackup(data), nameMatches: .keepBoth))
        }
        let stamp = try target.work.store.lastChangeStamp()
        let changes = target.work.store.changeCount
        let before = try target.work.store.remindersByHabit()
        let prepared = try target.backups.importPlan(try target.backups.readBackup(data), nameMatches: .keepBoth)
        #expect(!prepared.summary.changesAnything)
        try target.backups.importBackup(prepared)
        #expect(try target.work.store.lastChangeStamp() == stamp)
        #expect(target.work.store.changeCount == changes)
        #expect(try target.work.store.remindersByHabit() == before)
    }

    @Test("an older backup imported with replace brings its reminders back, and the review says from what to what")
    func restoringChanges() throws {
        let (source, expected) = try source()
        let data = try source.backups.exportBackup(format: .json, appVersion: "test").data
        let several = try #require(try source.habits.all().first { $0.name == "Several" })
        try source.reminders.setReminders(of: several, to: [try time("06:00")])
        let prepared = try source.backups.importPlan(
            try source.backups.readBackup(data), nameMatches: .keepBoth, mode: .replace)
        let update = try #require(prepared.summary.updatedHabits.first { $0.id == several.id })
        #expect(update.changes.map(\.field) == ["reminders"])
        #expect(update.changes.first?.from == "06:00")
        #expect(update.changes.first?.to == "08:00, 12:30, 18:30, 23:59")
        try source.backups.importBackup(prepared)
        #expect(carried(try source.reminders.all(of: several)) == carried(expected["Several"] ?? []))
        #expect(try source.habits.find("Several").reminderHour == 8)
    }

    @Test("the CSV keeps Kadō's one field, says which reminders it cannot carry, and its import keeps them")
    func csv() throws {
        let (source, _) = try source()
        let before = try source.work.store.remindersByHabit()
        let exported = try source.backups.exportBackup(format: .csv, appVersion: "test")
        // "One, always" (its settings) and "Several" (its times) do not fit Kadō's columns.
        #expect(exported.notCarried.contains(CSVOmission(.reminders, count: 2)))
        let prepared = try source.backups.importPlan(
            try source.backups.readBackup(exported.data), nameMatches: .keepBoth)
        #expect(!prepared.summary.changesAnything)
        try source.backups.importBackup(prepared)
        #expect(try source.work.store.remindersByHabit() == before)
    }

    @Test(
        "a bad reminder in a JSON backup is refused naming its line, field and value, and nothing is written",
        arguments: [
            (#"{"time": "25:00"}"#, "time", "25:00"),
            (#"{"time": "12:60"}"#, "time", "12:60"),
            (#"{"time": "8h"}"#, "time", "8h"),
            (#"{"time": "08:00", "snoozeMinutes": 0}"#, "snoozeMinutes", "0"),
            (#"{"time": "08:00", "snoozeMinutes": 1441}"#, "snoozeMinutes", "1441"),
            (#"{"time": "08:00", "onlyIfNotDone": "yes"}"#, "onlyIfNotDone", "yes"),
            (#"{"snoozeMinutes": 10}"#, "time", "missing"),
        ])
    func badReminder(element: String, field: String, value: String) throws {
        let (source, _) = try source()
        let data = try source.backups.exportBackup(format: .json, appVersion: "test").data
        var text = String(decoding: data, as: UTF8.self)
        let anchor = try #require(text.range(of: "\"reminders\" : [\n"))
        text.insert(contentsOf: element + ",\n", at: anchor.upperBound)
        let line = text[..<anchor.upperBound].filter { $0 == "\n" }.count + 1

        let target = try tracker("target")
        let stamp = try target.work.store.lastChangeStamp()
        #expect {
            _ = try target.backups.readBackup(Data(text.utf8))
        } throws: { error in
            guard let error = error as? BackupFileError, case .undecodable(_, let detail) = error.problem else {
                return false
            }
            let words = detail.description
            return detail.line == line && detail.field?.hasSuffix(".reminders[0].\(field)") == true
                && words.contains(value)
        }
        #expect(try target.habits.all().isEmpty)
        #expect(try target.work.store.lastChangeStamp() == stamp)
    }

    @Test("a list that disagrees with Kadō's field (changed by a tool that ignores it) gives way to the field")
    func disagreeingList() throws {
        let (source, _) = try source()
        var text = String(
            decoding: try source.backups.exportBackup(format: .json, appVersion: "test").data, as: UTF8.self)
        // "Several" rings first at 08:00; its field now says 09:15.
        for (from, to) in [
            ("\"reminderHour\" : 8,", "\"reminderHour\" : 9,"), ("\"reminderMinute\" : 0,", "\"reminderMinute\" : 15,"),
        ] {
            let habitStart = try #require(text.range(of: "\"name\" : \"Several\"")).upperBound
            let range = try #require(text.range(of: from, range: habitStart..<text.endIndex))
            text.replaceSubrange(range, with: to)
        }
        let file = try source.backups.readBackup(Data(text.utf8))
        try source.backups.importBackup(try source.backups.importPlan(file, nameMatches: .keepBoth, mode: .replace))
        let several = try source.habits.find("Several")
        #expect(try source.reminders.all(of: several).map(\.time) == [try time("09:15")])
    }
}

import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoBackup

@Suite("Reading Rewire's Android database")
struct RewireDatabaseReaderTests {
    static let fixtures = Comment(rawValue: ForeignFixtures.missingReason)

    func records(_ read: ForeignImport, of name: String) -> [Completion] {
        guard let habit = read.contents.habits.first(where: { $0.name == name }) else { return [] }
        return read.contents.completions.filter { $0.habitID == habit.id }
    }

    func read(_ statements: [String]) throws -> ForeignImport {
        try RewireDatabaseReader.read(
            try FixtureDatabase.changed("rewire.db", statements), timeZone: TestCalendars.zone("UTC"))
    }

    // Counted with sqlite3 on the fixture: `SELECT Habit_id, type, count(*) FROM CHECKINS GROUP BY 1, 2`
    // gives habit 1 (Wake up early) 33 of kind 2, 3 of kind 1 and 2 of kind 3; habit 2 (brush teeth)
    // 21 of kind 2; habit 3 (Sleep early) 2 of kind 2. Loop's own test lists the habits by name, so
    // its "second" and "third" are Wake up early and brush teeth; Rewire's order (Order_num) is
    // Wake up early, brush teeth, Sleep early.
    @Test(
        "rewire.db: Wake up early 3 days a week, done 01-18 and 01-28; brush teeth 3 a week, 08:00 Monday–Friday",
        .enabled(if: ForeignFixtures.available, fixtures),
        arguments: ["UTC", "Pacific/Auckland", "America/Los_Angeles"])
    func fixture(zone: String) throws {
        let data = try ForeignFixtures.data("rewire.db")
        #expect(BackupFileFormat.detect(data) == .rewire)
        let timeZone = TestCalendars.zone(zone)
        let read = try RewireDatabaseReader.read(data, timeZone: timeZone)
        let habits = read.contents.habits
        #expect(habits.map(\.name) == ["Wake up early", "brush teeth", "Sleep early"])
        #expect(habits.map(\.sortOrder) == [0, 1, 2])
        #expect(habits.allSatisfy { $0.type == .binary && $0.archivedAt == nil })

        let wake = try #require(habits.first { $0.name == "Wake up early" })
        // Rewire's fixed weekdays 1,3,5 (0 is Monday): Tuesday, Thursday and Saturday.
        #expect(wake.frequency == .specificDays([.tuesday, .thursday, .saturday]))
        #expect(wake.frequency.timesAndDays == (3, 7))
        #expect(!wake.remindersEnabled)
        let wakeDone = Set(records(read, of: "Wake up early").filter(\.isPositive).map(\.day))
        #expect(wakeDone.contains(day("2016-01-18")) && wakeDone.contains(day("2016-01-28")))
        #expect(!wakeDone.contains(day("2015-12-31")) && !wakeDone.contains(day("2016-03-10")))

        let teeth = try #require(habits.first { $0.name == "brush teeth" })
        #expect(teeth.frequency == .daysPerWeek(3))
        #expect(teeth.remindersEnabled && teeth.reminderHour == 8 && teeth.reminderMinute == 0)
        #expect(
            read.remarks.contains(
                ImportRemark(
                    habit: "brush teeth",
                    .reminderOnWeekdays(time: "08:00", days: [.monday, .tuesday, .wednesday, .thursday, .friday]))))
        #expect(teeth.details == "I want to have beautiful teeth!")

        let sleep = try #require(habits.first { $0.name == "Sleep early" })
        #expect(sleep.frequency == .everyNDays(5))

        // Every check-in per habit, and the kinds that are not "done" said, not imported.
        #expect(habits.map { records(read, of: $0.name).filter(\.isPositive).count } == [33, 21, 2])
        #expect(read.contents.completions.count == 56)
        #expect(read.remarks.contains(ImportRemark(habit: "Wake up early", .checkInsNotDone(kind: 1, count: 3))))
        #expect(read.remarks.contains(ImportRemark(habit: "Wake up early", .checkInsNotDone(kind: 3, count: 2))))

        // Days are the calendar dates Rewire wrote, in any zone; instants are noon there.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        for record in read.contents.completions {
            let parts = calendar.dateComponents([.year, .month, .day, .hour], from: record.recordedAt)
            #expect(parts.year == record.day.year && parts.month == record.day.month && parts.day == record.day.day)
            #expect(parts.hour == 12)
        }
        #expect(
            calendar.dateComponents([.year, .month, .day], from: wake.createdAt)
                == .init(year: 2015, month: 12, day: 31))
        #expect(
            calendar.dateComponents([.year, .month, .day], from: teeth.createdAt)
                == .init(year: 2015, month: 3, day: 21))
    }

    @Test(
        "reading twice gives the same ids; the file and its folder are not written to",
        .enabled(if: ForeignFixtures.available, fixtures))
    func stableAndReadOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-rewire-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("rewire.db")
        let original = try ForeignFixtures.data("rewire.db")
        try original.write(to: path)
        let first = try RewireDatabaseReader.read(try Data(contentsOf: path), timeZone: TestCalendars.zone("UTC"))
        let second = try RewireDatabaseReader.read(try Data(contentsOf: path), timeZone: TestCalendars.zone("UTC"))
        #expect(first == second)
        #expect(try Data(contentsOf: path) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["rewire.db"])
    }

    @Test(
        "the private copy and any side file SQLite made are removed once read, even when the file is refused",
        .enabled(if: ForeignFixtures.available, fixtures))
    func copyRemoved() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-copies-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = try ForeignFixtures.data("rewire.db")
        do {
            let copy = try ForeignDatabaseCopy(data: data, format: .rewire, temporaryDirectory: folder)
            #expect(try copy.tables()["checkins"]?.contains("habit_id") == true)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        // A header, then nothing SQLite can read: refused once copied, and the copy goes.
        let garbage = Data(LoopDatabaseReader.sqliteHeader + [UInt8](repeating: 0xA5, count: 4096))
        #expect(throws: BackupError.self) {
            let copy = try ForeignDatabaseCopy(data: garbage, format: .rewire, temporaryDirectory: folder)
            _ = try copy.tables()
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test(
        "Rewire's schedules become Kadō's, or the nearest honest one with a remark",
        .enabled(if: ForeignFixtures.available, fixtures),
        arguments: [
            ("0", "'0,1,2,3,4,5,6'", "0", "0", "0", Frequency.daily, nil),
            ("0", "'6'", "0", "0", "0", .specificDays([.sunday]), nil),
            ("1", "''", "7", "0", "0", .daily, nil),
            ("1", "''", "2", "1", "0", .timesInDays(times: 2, days: 31), ImportRemark.Note.timesAMonth(2)),
            ("1", "''", "20", "2", "0", .timesInDays(times: 20, days: 365), .timesAYear(20)),
            ("2", "''", "0", "0", "1", .daily, nil),
            ("2", "''", "0", "0", "12", .everyNDays(12), nil),
        ] as [(String, String, String, String, String, Frequency, ImportRemark.Note?)])
    func schedules(
        schedule: String, activeDays: String, days: String, period: String, repeating: String, expected: Frequency,
        remark: ImportRemark.Note?
    ) throws {
        let read = try read([
            "UPDATE Habits SET schedule = \(schedule), active_days = \(activeDays), days = \(days), "
                + "period = \(period), repeating_count = \(repeating) WHERE _id = 1"
        ])
        let wake = try #require(read.contents.habits.first { $0.name == "Wake up early" })
        #expect(wake.frequency == expected)
        if let remark { #expect(read.remarks.contains(ImportRemark(habit: "Wake up early", remark))) }
    }

    @Test(
        "what has no Kadō schedule is refused naming the habit's field and value, never invented",
        .enabled(if: ForeignFixtures.available, fixtures),
        arguments: [
            ("schedule = 5", "Habits[_id=1].schedule", "5"), ("schedule = NULL", "Habits[_id=1].schedule", "NULL"),
            ("schedule = 1, days = 0, period = 0", "Habits[_id=1].days", "0"),
            ("schedule = 1, days = 3, period = 9", "Habits[_id=1].period", "9"),
            ("schedule = 2, repeating_count = 400", "Habits[_id=1].repeating_count", "400"),
            ("schedule = 0, active_days = '1,9'", "Habits[_id=1].active_days", "\"1,9\""),
            ("schedule = 0, active_days = ''", "Habits[_id=1].active_days", "\"\""),
        ])
    func refusedSchedules(change: String, field: String, shown: String) throws {
        let error = try #require(throws: BackupError.self) { try read(["UPDATE Habits SET \(change) WHERE _id = 1"]) }
        #expect(error.format == .rewire)
        #expect(error.field == field)
        #expect(error.description.hasPrefix("Rewire database, field \(field): "))
        #expect(error.description.contains(shown) || shown == "NULL")
    }

    @Test(
        "archived habits, categories, notes, reminders on every day, on no day, and rows of no habit",
        .enabled(if: ForeignFixtures.available, fixtures))
    func otherFields() throws {
        let read = try read([
            "INSERT INTO category (_id, category_name) VALUES (4, 'Health')",
            "UPDATE Habits SET archived = 1, category = 4 WHERE _id = 3",
            "UPDATE CHECKINS SET note = 'slept in' WHERE Habit_id = 1 AND date = '20160111'",
            "UPDATE CHECKINS SET note = 'early!' WHERE Habit_id = 1 AND date = '20160118'",
            "INSERT INTO REMINDERS (habit_id, time, active_days) VALUES (3, 1290, '0,1,2,3,4,5,6')",
            "INSERT INTO REMINDERS (habit_id, time, active_days) VALUES (1, 420, '')",
            "INSERT INTO CHECKINS (Habit_id, date, type) VALUES (42, '20160101', 2)",
        ])
        let sleep = try #require(read.contents.habits.first { $0.name == "Sleep early" })
        #expect(sleep.archivedAt == instant("2016-03-20T12:00:00Z"))
        #expect(sleep.remindersEnabled && sleep.reminderHour == 21 && sleep.reminderMinute == 30)
        #expect(
            !read.remarks.contains {
                $0.habit == "Sleep early" && { if case .reminderOnWeekdays = $0 { true } else { false } }($0.note)
            })
        #expect(sleep.group == "Health")
        let wake = records(read, of: "Wake up early")
        let early = try #require(wake.first { $0.day == day("2016-01-18") })
        #expect(early.value == 1 && early.note == "early!")
        // A note on a day not done stays, on a record of no amount.
        let slept = try #require(wake.first { $0.day == day("2016-01-11") })
        #expect(slept.value == 0 && slept.note == "slept in")
        #expect(read.remarks.contains(ImportRemark(habit: "Wake up early", .reminderOnNoDay(time: "07:00"))))
        #expect(read.remarks.contains(ImportRemark(habit: nil, .rowsWithoutHabit(table: "CHECKINS", count: 1))))
    }

    @Test(
        "a truncated, damaged or foreign file is refused with a message saying so",
        .enabled(if: ForeignFixtures.available, fixtures))
    func refusedFiles() throws {
        let data = try ForeignFixtures.data("rewire.db")
        let truncated = try #require(throws: BackupError.self) {
            try RewireDatabaseReader.read(data.prefix(8192), timeZone: .gmt)
        }
        #expect(truncated.format == .rewire)
        #expect(truncated.description.hasPrefix("Rewire database: "))
        let foreign = try #require(throws: BackupError.self) {
            try RewireDatabaseReader.read(try ForeignFixtures.data("tickmate.db"), timeZone: .gmt)
        }
        #expect(foreign.problem == .tablesMissing(app: "Rewire", ["Habits", "CHECKINS"]))
        #expect(
            foreign.description
                == "Rewire database: an SQLite database, but not a Rewire database: it has no Habits and CHECKINS table"
        )
        let text = try #require(throws: BackupError.self) {
            try RewireDatabaseReader.read(Data("Name,Date\n".utf8), timeZone: .gmt)
        }
        #expect(text.problem == .loopFile(.noSQLiteHeader))
        let badDay = try #require(throws: BackupError.self) {
            try read(["UPDATE CHECKINS SET date = '20161345' WHERE _id = 2"])
        }
        #expect(badDay.field == "CHECKINS[_id=2].date")
        #expect(badDay.description.contains("\"20161345\""))
    }
}

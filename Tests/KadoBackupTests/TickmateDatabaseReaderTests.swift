import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoBackup

@Suite("Reading Tickmate's Android database")
struct TickmateDatabaseReaderTests {
    static let fixtures = Comment(rawValue: ForeignFixtures.missingReason)

    func records(_ read: ForeignImport, of name: String) -> [Completion] {
        guard let habit = read.contents.habits.first(where: { $0.name == name }) else { return [] }
        return read.contents.completions.filter { $0.habitID == habit.id }
    }

    func read(_ statements: [String], zone: String = "UTC") throws -> ForeignImport {
        try TickmateDatabaseReader.read(
            try FixtureDatabase.changed("tickmate.db", statements), timeZone: TestCalendars.zone(zone))
    }

    // Counted with sqlite3 on the fixture: `SELECT _track_id, count(*), count(DISTINCT year * 10000 +
    // month * 100 + day) FROM ticks GROUP BY 1` gives Vegan 57 ticks on 43 days, Sport 12 on 12,
    // I love you 13 on 13. Months are counted from 0: Vegan's tick on 2016-01-24 is month 0.
    @Test(
        "tickmate.db: 3 habits, the third Vegan, done 2016-01-24, 02-05 and 03-18, not 03-14; every count",
        .enabled(if: ForeignFixtures.available, fixtures), arguments: ["UTC", "Asia/Tokyo", "America/New_York"])
    func fixture(zone: String) throws {
        let data = try ForeignFixtures.data("tickmate.db")
        #expect(BackupFileFormat.detect(data) == .tickmate)
        let timeZone = TestCalendars.zone(zone)
        let read = try TickmateDatabaseReader.read(data, timeZone: timeZone)
        let habits = read.contents.habits
        #expect(habits.map(\.name) == ["Sport", "I love you", "Vegan"])
        #expect(habits.allSatisfy { $0.frequency == .daily && $0.archivedAt == nil && !$0.remindersEnabled })
        let vegan = try #require(habits.last)
        // Vegan allows several ticks a day and has some: a counter of ticks a day.
        #expect(vegan.type == .counter(target: 1))
        #expect(read.remarks.contains(ImportRemark(habit: "Vegan", .ticksCounted)))
        let done = Set(records(read, of: "Vegan").filter(\.isPositive).map(\.day))
        #expect(done.isSuperset(of: [day("2016-01-24"), day("2016-02-05"), day("2016-03-18")]))
        #expect(!done.contains(day("2016-03-14")))
        #expect(habits.map { records(read, of: $0.name).count } == [12, 13, 43])
        #expect(records(read, of: "Vegan").reduce(0) { $0 + $1.value } == 57)
        #expect(habits.dropLast().allSatisfy { $0.type == .binary })
        #expect(habits.last?.details == "Ate no animal products")
        #expect(
            read.remarks.prefix(2) == [
                ImportRemark(habit: nil, .importedAsDaily), ImportRemark(habit: nil, .noRemindersOrCreationDates),
            ])
        // The day is the one Tickmate wrote, in any zone; the tick's time (12:00:00) is on that
        // day's clock in the zone, and ticks without time are at noon.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        for record in read.contents.completions {
            let parts = calendar.dateComponents([.year, .month, .day, .hour], from: record.recordedAt)
            #expect(parts.year == record.day.year && parts.month == record.day.month && parts.day == record.day.day)
            #expect(parts.hour == 12)
        }
    }

    @Test(
        "a tick's time is its instant on that day's clock in the person's zone",
        .enabled(if: ForeignFixtures.available, fixtures),
        arguments: [
            ("UTC", "2016-03-20T07:45:30Z"), ("Europe/Paris", "2016-03-20T06:45:30Z"),
            ("Asia/Tokyo", "2016-03-19T22:45:30Z"),
        ])
    func tickTimes(zone: String, expected: String) throws {
        let read = try read(
            ["UPDATE ticks SET hour = 7, minute = 45, second = 30, has_time_info = 1 WHERE _id = 2"], zone: zone)
        let record = try #require(records(read, of: "Sport").first { $0.day == day("2016-03-20") })
        #expect(record.recordedAt == instant(expected))
    }

    @Test(
        "groups, disabled tracks, repeated ticks and ticks of no track",
        .enabled(if: ForeignFixtures.available, fixtures))
    func otherFields() throws {
        let read = try read([
            "INSERT INTO groups (_id, name, description, \"order\") VALUES (1, 'Health', '', 0), (2, 'Love', '', 1)",
            "INSERT INTO track2groups (_track_id, _group_id) VALUES (1, 1), (3, 2), (3, 1)",
            "UPDATE tracks SET enabled = 0 WHERE _id = 2",
            "INSERT INTO ticks (_track_id, year, month, day) VALUES (3, 2016, 2, 19), (9, 2016, 1, 19)",
        ])
        #expect(read.contents.habits.first { $0.name == "Vegan" }?.group == "Health")
        // Two groups: the first in Tickmate's order is the habit's, the other is named.
        #expect(read.contents.habits.first { $0.name == "I love you" }?.group == "Health")
        #expect(
            read.remarks.filter {
                $0.habit == "I love you" && { if case .otherCategory = $0 { true } else { false } }($0.note)
            } == [ImportRemark(habit: "I love you", .otherCategory("Love", kept: "Health"))])
        let sport = try #require(read.contents.habits.first { $0.name == "Sport" })
        #expect(sport.isArchived)
        #expect(read.remarks.contains(ImportRemark(habit: "I love you", .repeatedRows(count: 1))))
        #expect(records(read, of: "I love you").count == 13)
        #expect(read.remarks.contains(ImportRemark(habit: nil, .rowsWithoutHabit(table: "ticks", count: 1))))
    }

    @Test(
        "a day that is none, a truncated or foreign file: refused naming the row, the file untouched",
        .enabled(if: ForeignFixtures.available, fixtures))
    func refused() throws {
        let month = try #require(throws: BackupError.self) { try read(["UPDATE ticks SET month = 12 WHERE _id = 2"]) }
        #expect(month.format == .tickmate && month.field == "ticks[_id=2].year/month/day")
        #expect(month.description.contains("2016/12/20"))
        let data = try ForeignFixtures.data("tickmate.db")
        let truncated = try #require(throws: BackupError.self) {
            try TickmateDatabaseReader.read(data.prefix(5000), timeZone: .gmt)
        }
        #expect(truncated.description.hasPrefix("Tickmate database: "))
        let foreign = try #require(throws: BackupError.self) {
            try TickmateDatabaseReader.read(try ForeignFixtures.data("rewire.db"), timeZone: .gmt)
        }
        #expect(foreign.problem == .tablesMissing(app: "Tickmate", ["tracks", "ticks"]))
        let first = try TickmateDatabaseReader.read(data, timeZone: .gmt)
        #expect(try TickmateDatabaseReader.read(data, timeZone: .gmt) == first)
        #expect(try ForeignFixtures.data("tickmate.db") == data)
    }
}

import Foundation
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoBackup

@Suite("Refusing what is not a readable Loop database")
struct LoopErrorTests {
    static let utc = TestCalendars.zone("UTC")

    /// The error reading `path` throws; records an issue when it reads.
    func failure(reading path: String) -> BackupError? {
        do {
            let contents = try LoopDatabaseReader.read(path: path, timeZone: Self.utc)
            Issue.record("read \(contents.habits.count) habits where an error was expected")
            return nil
        } catch {
            #expect(error.format == .loop)
            // Every problem is a value front ends phrase in the person's language, never free English.
            if case .described = error.problem { Issue.record("free English, not a value: \(error)") }
            return error
        }
    }

    /// The error reading a synthetic version 25 database changed by `sql`.
    func failure(afterRunning sql: String, version: Int = 25) throws -> BackupError? {
        let folder = try TemporaryFolder(prefix: "KadoLoopTests")
        var builder = LoopDatabaseBuilder(version: version)
        builder.habits = [.init(id: 1, name: "Read", position: 0), .init(id: 2, name: "Run", position: 1, type: 1)]
        builder.repetitions = [.init(habit: 1, day: "2024-01-01")]
        let path = try builder.write(to: folder.path("broken.db"))
        let database = try Database(path: path, configuration: .init(usesWriteAheadLog: false))
        try database.execute(sql: sql)
        return failure(reading: path)
    }

    @Test("A text file is not an SQLite database")
    func textFile() throws {
        let folder = try TemporaryFolder(prefix: "KadoLoopTests")
        try Data("format_version,habit_id\n".utf8).write(to: URL(fileURLWithPath: folder.path("a.db")))
        let error = try #require(failure(reading: folder.path("a.db")))
        #expect(error.kind == .unknownFormat)
        #expect(
            error.description
                == "Loop database: the file is not an SQLite database (it does not begin with SQLite's header)")
    }

    @Test("An empty file says it is empty")
    func emptyFile() throws {
        let folder = try TemporaryFolder(prefix: "KadoLoopTests")
        try Data().write(to: URL(fileURLWithPath: folder.path("empty.db")))
        let error = try #require(failure(reading: folder.path("empty.db")))
        #expect(error.kind == .unknownFormat)
        #expect(error.message == "the file is empty")
    }

    @Test("A missing file says it cannot be read")
    func missingFile() throws {
        let folder = try TemporaryFolder(prefix: "KadoLoopTests")
        let error = try #require(failure(reading: folder.path("nowhere.db")))
        #expect(error.kind == .invalid)
        #expect(error.message.hasPrefix("cannot read the file \(folder.path("nowhere.db"))"))
    }

    @Test("SQLite's header followed by garbage is not a database")
    func garbageAfterHeader() throws {
        var bytes = Array("SQLite format 3\0".utf8)
        bytes += (0..<4000).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        do {
            _ = try LoopDatabaseReader.read(data: Data(bytes), timeZone: Self.utc)
            Issue.record("garbage was read")
        } catch {
            #expect(error.format == .loop)
            #expect(error.message.contains("not an SQLite database") || error.message.contains("damaged"))
        }
    }

    @Test("An SQLite database without Loop's tables is not a Loop backup")
    func notLoop() throws {
        let folder = try TemporaryFolder(prefix: "KadoLoopTests")
        let database = try Database(path: folder.path("other.db"), configuration: .init(usesWriteAheadLog: false))
        try database.execute(sql: "CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT); PRAGMA user_version = 22")
        let error = try #require(failure(reading: folder.path("other.db")))
        #expect(error.kind == .unknownFormat)
        #expect(
            error.description
                == "Loop database: an SQLite database, but not a Loop Habit Tracker backup: it has no Habits and "
                + "Repetitions table")
    }

    @Test(
        "A user_version outside 8…25 is refused, saying which and why",
        arguments: [(0, "older"), (7, "older"), (26, "newer"), (-1, "older"), (Int(Int32.max), "newer")])
    func unsupportedVersion(version: Int, age: String) throws {
        let error = try #require(try failure(afterRunning: "PRAGMA user_version = \(version)"))
        #expect(error.kind == .unsupportedVersion)
        #expect(error.field == "user_version")
        #expect(error.message.hasPrefix("user_version \(version) is"))
        #expect(error.message.contains(age))
        #expect(error.message.hasSuffix("Kadō reads versions 8 to 25"))
    }

    @Test(
        "Values Loop never writes are errors naming the column and the habit",
        arguments: [
            ("UPDATE Habits SET freq_num = 0 WHERE id = 1", "Habits.freq_num", "habit #1 \"Read\": the frequency 0/1"),
            ("UPDATE Habits SET freq_den = 367 WHERE id = 1", "Habits.freq_num", "the frequency 1/367"),
            ("UPDATE Habits SET freq_den = NULL WHERE id = 1", "Habits.freq_num", "the frequency 1/NULL"),
            (
                "UPDATE Habits SET freq_num = 'abc' WHERE id = 1", "Habits.freq_num",
                "is \"abc\", where Loop stores a whole number"
            ),
            (
                "UPDATE Habits SET freq_num = 1.5 WHERE id = 1", "Habits.freq_num",
                "is 1.5, where Loop stores a whole number"
            ),
            ("UPDATE Habits SET name = '  ' WHERE id = 1", "Habits.name", "habit #1 has no name"),
            ("UPDATE Habits SET name = NULL WHERE id = 1", "Habits.name", "habit #1 has no name"),
            (
                "UPDATE Habits SET name = x'00ff' WHERE id = 1", "Habits.name",
                "a blob of 2 bytes, where Loop stores text"
            ),
            (
                "UPDATE Habits SET type = 2 WHERE id = 1", "Habits.type",
                "type 2 is neither 0 (yes/no) nor 1 (measurable)"
            ),
            ("UPDATE Habits SET target_type = 5 WHERE id = 2", "Habits.target_type", "target_type 5 is neither"),
            ("UPDATE Habits SET target_value = -1 WHERE id = 2", "Habits.target_value", "the target -1.0 is not"),
            ("UPDATE Habits SET target_value = 9e999 WHERE id = 2", "Habits.target_value", "the target inf is not"),
            ("UPDATE Habits SET reminder_hour = 24, reminder_min = 0 WHERE id = 1", "Habits.reminder_hour", "24:0"),
            ("UPDATE Habits SET uuid = 'ab' WHERE id IN (1, 2)", "Habits.uuid", "have the same uuid"),
            ("UPDATE Repetitions SET value = 7", "Repetitions.value", "the value 7 on 2024-01-01 is not one of"),
            ("UPDATE Repetitions SET value = 'x'", "Repetitions.value", "where Loop stores a whole number"),
            ("UPDATE Repetitions SET timestamp = 9223372036854775807", "Repetitions.timestamp", "not a day"),
            ("UPDATE Repetitions SET timestamp = -9223372036854775808", "Repetitions.timestamp", "not a day"),
            (
                "UPDATE Repetitions SET notes = x'00'", "Repetitions.notes",
                "is a blob of 1 bytes, where Loop stores text"
            ),
            ("INSERT INTO Repetitions (habit, timestamp, value) VALUES (2, 0, -5)", "Repetitions.value", "-5"),
            ("INSERT INTO Repetitions (habit, timestamp, value) VALUES (2, 0, 1e15)", "Repetitions.value", "amount"),
            ("ALTER TABLE Habits DROP COLUMN freq_den", "Habits.freq_den", "the Habits table has no freq_den column"),
            ("ALTER TABLE Repetitions RENAME COLUMN timestamp TO ts", "Repetitions.timestamp", "no timestamp column"),
        ])
    func invalidValue(sql: String, field: String, fragment: String) throws {
        let error = try #require(try failure(afterRunning: sql))
        #expect(error.kind == .invalid)
        #expect(error.field == field)
        #expect(error.message.contains(fragment), "\(error.message)")
        #expect(error.description.hasPrefix("Loop database, field \(field): "))
    }

    @Test("A damaged database is reported as damaged, not crashed on")
    func damaged() throws {
        let folder = try TemporaryFolder(prefix: "KadoLoopTests")
        var builder = LoopDatabaseBuilder(version: 25)
        builder.habits = (1...40).map { .init(id: $0, name: String(repeating: "habit \($0) ", count: 20)) }
        let path = try builder.write(to: folder.path("damaged.db"))
        let root = try #require(
            try LoopFixtures.integers(path, "SELECT rootpage FROM sqlite_schema WHERE name = 'Habits'").first)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        // Wipe the root page of the Habits table's tree.
        for index in (root - 1) * 4096..<min(bytes.count, root * 4096) { bytes[index] = 0xFF }
        do {
            _ = try LoopDatabaseReader.read(data: Data(bytes), timeZone: Self.utc)
            Issue.record("a damaged database was read")
        } catch {
            #expect(error.kind == .invalid || error.kind == .unknownFormat)
            #expect(error.format == .loop)
        }
    }

    @Test("Reading from data leaves no temporary file behind, whether it reads or fails")
    func noTemporaryFiles() throws {
        let folder = try TemporaryFolder(prefix: "KadoLoopTests")
        var builder = LoopDatabaseBuilder(version: 25)
        builder.habits = [.init(id: 1, name: "Read")]
        let data = try Data(contentsOf: URL(fileURLWithPath: try builder.write(to: folder.path("a.db"))))
        let scratch = try TemporaryFolder(prefix: "KadoLoopTests")
        _ = try LoopDatabaseReader.readWithNotes(
            data: data, writeAheadLog: nil, timeZone: Self.utc, temporaryDirectory: scratch.url)
        _ = try? LoopDatabaseReader.readWithNotes(
            data: Data(data.prefix(1000)), writeAheadLog: nil, timeZone: Self.utc, temporaryDirectory: scratch.url)
        var walMode = [UInt8](data)
        walMode[18] = 2
        walMode[19] = 2
        _ = try? LoopDatabaseReader.readWithNotes(
            data: Data(walMode), writeAheadLog: nil, timeZone: Self.utc, temporaryDirectory: scratch.url)
        #expect(try scratch.fileNames() == [])
        #expect(BackupFileFormat.detect(data) == .loop)
    }
}

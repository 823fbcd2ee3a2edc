import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoBackup

/// Every reader refuses a day or an instant outside 1900-01-01…2199-12-31, naming where it is
/// (JSON: the path and line; CSV: the line and column; Loop: the table and column).
@Suite("Backups: days outside the supported range")
struct SupportedDaysDecodingTests {
    static let utc = TestCalendars.zone("UTC")
    static let outsideInstants = [
        "0001-01-01T00:00:00Z", "1581-12-31T12:00:00Z", "1899-12-30T23:59:59Z", "2200-01-03T00:00:00Z",
        "9999-12-31T23:59:59Z",
    ]
    static let outsideDays = ["0001-01-01", "1581-12-31", "1899-12-31", "2200-01-01", "9999-12-31"]

    func jsonFailure(_ data: Data) -> BackupError? {
        do {
            _ = try KadoJSONBackup.decode(data, timeZone: Self.utc)
            Issue.record("read a file that should be refused")
            return nil
        } catch {
            return error
        }
    }

    @Test("JSON: an instant outside the range is refused at its path and line", arguments: outsideInstants)
    func jsonInstants(text: String) throws {
        let cases: [([Int: String], String, Int)] = [
            ([10: "          \"date\" : \"\(text)\","], "habits[0].completions[0].date", 10),
            ([16: "      \"createdAt\" : \"\(text)\","], "habits[0].createdAt", 16),
            (
                [16: "      \"archivedAt\" : \"\(text)\",\n      \"createdAt\" : \"2026-03-01T08:00:00Z\","],
                "habits[0].archivedAt", 16
            ),
            (
                [10: "          \"date\" : \"2026-04-09T22:30:00Z\",\n          \"recordedAt\" : \"\(text)\","],
                "habits[0].completions[0].recordedAt", 11
            ),
        ]
        for (replacements, field, line) in cases {
            let error = try #require(jsonFailure(SampleJSON.replacing(replacements)), "\(field)")
            #expect(error.kind == .invalid)
            #expect(error.field == field)
            #expect(error.line == line, "\(field)")
            #expect(error.message.contains("1900-01-01 to 2199-12-31"), "\(error)")
        }
    }

    @Test("JSON: a day outside the range is refused at its path and line", arguments: outsideDays)
    func jsonDays(text: String) throws {
        let skips =
            "      \"skips\" : [ { \"id\" : \"0000000A-0002-4000-8000-000000000002\", \"first\" : \"FIRST\", "
            + "\"last\" : \"LAST\" } ],\n      \"type\" : {"
        let early = min(text, "2026-01-01")
        let late = max(text, "2026-01-01")
        let cases: [([Int: String], String, Int)] = [
            (
                [10: "          \"date\" : \"2026-04-09T22:30:00Z\",\n          \"day\" : \"\(text)\","],
                "habits[0].completions[0].day", 11
            ),
            (
                [
                    27: skips.replacingOccurrences(of: "FIRST", with: early).replacingOccurrences(
                        of: "LAST", with: late)
                ], "habits[0].skips[0]." + (text < "2026" ? "first" : "last"), 27
            ),
        ]
        for (replacements, field, line) in cases {
            let error = try #require(jsonFailure(SampleJSON.replacing(replacements)), "\(field)")
            #expect(error.kind == .invalid)
            #expect(error.field == field)
            #expect(error.line == line, "\(field)")
            #expect(error.message.contains("must be a day from 1900-01-01 to 2199-12-31"), "\(error)")
        }
    }

    @Test("JSON: the range's edges are read")
    func jsonEdges() throws {
        let data = SampleJSON.replacing([
            10: "          \"date\" : \"2199-12-31T23:59:59-12:00\",\n          \"day\" : \"2199-12-31\",",
            16: "      \"createdAt\" : \"1899-12-31T10:00:00Z\",",
        ])
        let contents = try KadoJSONBackup.decode(data, timeZone: Self.utc)
        #expect(contents.completions.map(\.day) == [day("2199-12-31")])
        #expect(contents.habits.first?.createdAt == instant("1899-12-31T10:00:00Z"))
    }

    static let header = KadoCSVBackup.columns.joined(separator: ",")

    /// A CSV row of one habit and one record, with `created`, `archived` and the record's `date`.
    static func csvRow(created: String, archived: String = "", date: String, number: Int = 1) -> String {
        "1,0000000\(number)-0000-4000-8000-000000000000,Read,daily,binary,\(created),\(archived),blue,circle,false,9,0,"
            + "0000000\(number)-0001-4000-8000-000000000001,\(date),1.0,"
    }

    @Test("CSV: an instant outside the range is refused at its line and column", arguments: outsideInstants)
    func csvInstants(text: String) throws {
        let good = "2026-04-10T10:00:00Z"
        for (row, column) in [
            (Self.csvRow(created: text, date: good, number: 2), "created_at"),
            (Self.csvRow(created: good, archived: text, date: good, number: 2), "archived_at"),
            (Self.csvRow(created: good, date: text, number: 2), "completion_date"),
        ] {
            let data = Data((Self.header + "\n" + Self.csvRow(created: good, date: good) + "\n" + row + "\n").utf8)
            do {
                _ = try KadoCSVBackup.decode(data, timeZone: Self.utc)
                Issue.record("read \(column) \(text)")
            } catch {
                #expect(error.kind == .invalid)
                #expect(error.line == 3, "\(column)")
                #expect(error.field == column)
                #expect(error.message.contains("1900-01-01 to 2199-12-31"), "\(error)")
            }
        }
    }

    @Test("CSV: the range's edges are read, in every zone")
    func csvEdges() throws {
        for zone in ["UTC", "Pacific/Kiritimati", "Etc/GMT+12", "Africa/Monrovia"] {
            let timeZone = TestCalendars.zone(zone)
            let boundary = DayBoundary(timeZone: timeZone)
            for edge in [LogicalDay.firstSupported, LogicalDay.lastSupported] {
                let contents = BackupContents(
                    habits: [Habit(name: "Read", createdAt: boundary.start(of: LogicalDay.firstSupported))],
                    completions: [])
                var withRecord = contents
                withRecord.completions = [
                    Completion(habitID: contents.habits[0].id, day: edge, recordedAt: boundary.start(of: edge))
                ]
                let data = KadoCSVBackup.encode(withRecord, timeZone: timeZone).data
                let decoded = try KadoCSVBackup.decode(data, timeZone: timeZone)
                #expect(decoded.completions.map(\.day) == [edge], "\(zone) \(edge)")
                #expect(decoded.habits.map(\.createdAt) == contents.habits.map(\.createdAt), "\(zone)")
            }
        }
    }

    @Test("Loop: a repetition on a day outside the range is refused, naming the column and habit")
    func loopDays() throws {
        // Loop's timestamps are written through Foundation's calendar, Gregorian after 1582.
        for text in ["1700-03-01", "1899-12-31", "2200-01-01", "9999-12-31"] {
            let folder = try TemporaryFolder(prefix: "KadoLoopTests")
            var builder = LoopDatabaseBuilder(version: 25)
            builder.habits = [.init(id: 1, name: "Read", position: 0)]
            builder.repetitions = [.init(habit: 1, day: "2024-01-01"), .init(habit: 1, day: text)]
            let path = try builder.write(to: folder.path("days.db"))
            do {
                _ = try LoopDatabaseReader.read(path: path, timeZone: Self.utc)
                Issue.record("read a repetition on \(text)")
            } catch {
                #expect(error.field == "Repetitions.timestamp")
                #expect(error.message.contains("is not a day from 1900-01-01 to 2199-12-31"), "\(error)")
            }
        }
        let folder = try TemporaryFolder(prefix: "KadoLoopTests")
        var builder = LoopDatabaseBuilder(version: 25)
        builder.habits = [.init(id: 1, name: "Read", position: 0)]
        builder.repetitions = [.init(habit: 1, day: "1900-01-01"), .init(habit: 1, day: "2199-12-31")]
        let contents = try LoopDatabaseReader.read(
            path: try builder.write(to: folder.path("edges.db")), timeZone: Self.utc)
        #expect(contents.completions.map(\.day) == [day("1900-01-01"), day("2199-12-31")])
    }
}

import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoBackup

/// A small Kadō CSV file, one record per line.
enum SampleCSV {
    static let header = KadoCSVBackup.columns.joined(separator: ",")
    static let habit =
        "1,0000000A-0000-4000-8000-000000000000,Walk,daily,binary,2026-03-01T08:00:00Z,,blue,circle,false,9,0"
    static let other =
        "1,0000000B-0000-4000-8000-000000000000,Read,days_per_week:3,counter:2.5,2026-03-02T08:00:00Z,,red,book,TRUE,7,30"

    /// Line 1 is the header; `rows` follow, joined by `ending`.
    static func file(_ rows: [String], ending: String = "\n") -> Data {
        Data(([header] + rows).joined(separator: ending).utf8 + Array(ending.utf8))
    }

    static func record(
        _ habit: String = habit, id: Int, date: String = "2026-03-02T10:00:00Z", value: String = "1.0",
        note: String = ""
    ) -> String {
        habit + ",0000000A-0001-4000-8000-00000000000\(id),\(date),\(value),\(note)"
    }
}

@Suite("Kadō CSV: writing")
struct KadoCSVEncodingTests {
    let utc = TestCalendars.zone("UTC")

    @Test("the file has Kadō's header, one row per record, a bare row for a habit without records")
    func golden() {
        let walk = Habit(
            id: HistoryBuilder.uuid(1, 0), name: "Walk, \"fast\"\nand far",
            frequency: .specificDays([.monday, .wednesday, .friday]),
            type: .timer(targetSeconds: 600), color: .green, icon: "figure.run",
            createdAt: isoInstant("2026-03-01T08:00:00Z"), archivedAt: isoInstant("2026-04-01T12:00:00Z"),
            remindersEnabled: true, reminderHour: 7, reminderMinute: 5)
        let sum = Habit(
            id: HistoryBuilder.uuid(2, 0), name: "=SUM(A1:A2)", frequency: .everyNDays(3), type: .counter(target: 2.5),
            createdAt: isoInstant("2026-03-02T08:00:00Z"))
        let records = [
            Completion(
                id: HistoryBuilder.uuid(1, 2), habitID: walk.id, day: day("2026-03-03"),
                recordedAt: isoInstant("2026-03-03T09:00:00Z"), value: 900, note: "=1+1, \"ok\"\r\nyes"),
            Completion(
                id: HistoryBuilder.uuid(1, 1), habitID: walk.id, day: day("2026-03-02"),
                recordedAt: isoInstant("2026-03-02T09:00:00Z"), value: 0.5),
        ]
        let result = KadoCSVBackup.encode(BackupContents(habits: [sum, walk], completions: records), timeZone: utc)
        #expect(result.omissions == [])
        let expected =
            SampleCSV.header + "\n"
            + "1,00000001-0000-4000-8000-000000000000,\"Walk, \"\"fast\"\"\nand far\",specific_days:2|4|6,timer:600.0,"
            + "2026-03-01T08:00:00Z,2026-04-01T12:00:00Z,green,figure.run,true,7,5,00000001-0000-4000-8000-000000000001,"
            + "2026-03-02T09:00:00Z,0.5,\n"
            + "1,00000001-0000-4000-8000-000000000000,\"Walk, \"\"fast\"\"\nand far\",specific_days:2|4|6,timer:600.0,"
            + "2026-03-01T08:00:00Z,2026-04-01T12:00:00Z,green,figure.run,true,7,5,00000001-0000-4000-8000-000000000002,"
            + "2026-03-03T09:00:00Z,900.0,\"=1+1, \"\"ok\"\"\r\nyes\"\n"
            + "1,00000002-0000-4000-8000-000000000000,=SUM(A1:A2),every_n_days:3,counter:2.5,2026-03-02T08:00:00Z,,blue,"
            + "circle,false,9,0,,,,\n"
        #expect(text(result.data) == expected)
    }

    @Test(
        "fields are quoted only for a comma, a quote, a CR or an LF; formulas are written verbatim",
        arguments: [
            ("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("\"", "\"\"\"\""),
            ("a\nb", "\"a\nb\""), ("a\r\nb", "\"a\r\nb\""), ("\r", "\"\r\""), ("=SUM(A1:A2)", "=SUM(A1:A2)"),
            ("+1", "+1"), ("-1", "-1"), ("@home", "@home"), (" padded ", " padded "), ("", ""), ("週末 🥾", "週末 🥾"),
            ("a;b\tc", "a;b\tc"), ("'quote'", "'quote'"),
        ])
    func quoting(field: String, written: String) throws {
        var writer = CSVWriter()
        writer.append(record: [field, "x"])
        #expect(text(Data(writer.bytes)) == written + ",x\n")
        let records = try CSVReader.records(in: Data(writer.bytes), skippingBlankLines: false)
        #expect(records.map(\.fields) == [[field, "x"]])
    }

    @Test("what the 16 columns cannot carry is listed in plain words")
    func omissions() {
        let created = isoInstant("2026-03-01T08:00:00Z")
        var habits = (0..<6).map { index in
            Habit(
                id: HistoryBuilder.uuid(index + 1, 0), name: "H\(index)",
                createdAt: created.addingTimeInterval(Double(index)),
                sortOrder: 5 - index)
        }
        habits[0].unit = "km"
        habits[1].unit = ""
        habits[2].type = .atMost(target: 2)
        habits[3].frequency = .timesInDays(times: 3, days: 10)
        habits[4].scoreModel = .loop
        habits[5].scoreModel = .loop
        let skips = [
            Skip(habitID: habits[0].id, days: DayRange(day: day("2026-03-03"))),
            Skip(habitID: habits[0].id, days: days("2026-03-05", "2026-03-09")),
            Skip(habitID: habits[1].id, days: DayRange(day: day("2026-03-03"))),
        ]
        let records = [
            Completion(habitID: habits[0].id, day: day("2026-03-02"), recordedAt: isoInstant("2026-03-03T01:00:00Z")),
            Completion(
                habitID: habits[0].id, day: day("2026-03-02"), recordedAt: isoInstant("2026-03-02T01:00:00Z"), note: ""),
            Completion(
                habitID: HistoryBuilder.uuid(99, 0), day: day("2026-03-02"),
                recordedAt: isoInstant("2026-03-02T01:00:00Z")),
        ]
        let contents = BackupContents(
            habits: habits, completions: records, skips: skips, settings: BackupSettings(language: "fr"))
        #expect(
            KadoCSVBackup.encode(contents, timeZone: utc).omissions.map(\.description) == [
                "3 skips and pauses", "the order of 6 habits", "the unit of 2 habits",
                "the at-most limit of 1 habit (written as a counter)",
                "the Loop schedule of 1 habit (written as the closest Kadō schedule)",
                "the Loop score model of 2 habits", "settings",
                "the recording time of 1 record logged for another day (written on its day)",
                "1 empty note (read back as no note)", "1 record or skip of a habit that is not in the backup",
            ])
        habits[0].createdAt = Date(timeIntervalSince1970: 1e14)
        #expect(
            KadoCSVBackup.encode(BackupContents(habits: [habits[0]]), timeZone: utc).omissions.map(\.description) == [
                "the unit of 1 habit", "1 instant outside years 1 to 9999 (written as the nearest one inside)",
            ])
    }
}

@Suite("Kadō CSV: reading")
struct KadoCSVDecodingTests {
    let utc = TestCalendars.zone("UTC")

    @Test("LF, CRLF, a byte order mark, blank lines and a missing final line break read the same")
    func lineEndings() throws {
        let rows = [SampleCSV.record(id: 1, note: "\"multi\nline, \"\"quoted\"\"\""), SampleCSV.other + ",,,,"]
        let plain = try KadoCSVBackup.decode(SampleCSV.file(rows), timeZone: utc)
        #expect(plain.habits.count == 2 && plain.completions.count == 1)
        #expect(plain.completions.first?.note == "multi\nline, \"quoted\"")
        let variants = [
            SampleCSV.file(rows, ending: "\r\n"),
            Data([0xEF, 0xBB, 0xBF]) + SampleCSV.file(rows),
            Data(([SampleCSV.header] + rows).joined(separator: "\n").utf8),
            Data(([SampleCSV.header, ""] + rows + ["", ""]).joined(separator: "\n").utf8),
        ]
        for variant in variants {
            #expect(try KadoCSVBackup.decode(variant, timeZone: utc) == plain)
        }
        // A quoted line break keeps its own bytes: CRLF inside a note stays CRLF.
        let crlfNote = try KadoCSVBackup.decode(
            SampleCSV.file([SampleCSV.record(id: 1, note: "\"a\r\nb\"")]), timeZone: utc)
        #expect(crlfNote.completions.first?.note == "a\r\nb")
        #expect(crlfNote.completions.first?.note?.unicodeScalars.count == 4)
    }

    @Test("booleans in any case; days_per_week:7 and every_n_days:1 read as daily; empty archived_at and note are none")
    func values() throws {
        let rows = [
            "1,0000000A-0000-4000-8000-000000000000,A,days_per_week:7,negative,2026-03-01T08:00:00Z,,mint,circle,True,0,59,,,,",
            "1,0000000B-0000-4000-8000-000000000000,B,every_n_days:1,timer:60.0,2026-03-01T08:00:00Z,2026-03-05T08:00:00+01:00,teal,x,FALSE,23,0,,,,",
            "1,0000000C-0000-4000-8000-000000000000,C,specific_days:7|1,counter:3,2026-03-01T08:00:00Z,,purple,y,tRuE,1,1,,,,",
        ]
        let contents = try KadoCSVBackup.decode(SampleCSV.file(rows), timeZone: utc)
        #expect(contents.habits.map(\.frequency) == [.daily, .daily, .specificDays([.saturday, .sunday])])
        #expect(contents.habits.map(\.type) == [.negative, .timer(targetSeconds: 60), .counter(target: 3)])
        #expect(contents.habits.map(\.remindersEnabled) == [true, false, true])
        #expect(contents.habits.map(\.archivedAt) == [nil, isoInstant("2026-03-05T07:00:00Z"), nil])
        #expect(contents.habits.map(\.sortOrder) == [0, 1, 2])
    }

    @Test("the first row of a habit gives its fields; a repeated completion_id keeps its first row")
    func firstRowWins() throws {
        let renamed = SampleCSV.habit.replacingOccurrences(of: ",Walk,", with: ",Run,")
        let rows = [
            SampleCSV.record(id: 1, value: "1.0", note: "first"),
            SampleCSV.record(renamed, id: 2),
            SampleCSV.other + ",,,,",
            SampleCSV.record(id: 1, value: "2.0", note: "again"),
            SampleCSV.record(SampleCSV.other, id: 1, value: "3.0"),
            SampleCSV.habit + ",,,,",
        ]
        let contents = try KadoCSVBackup.decode(SampleCSV.file(rows), timeZone: utc)
        #expect(contents.habits.map(\.name) == ["Walk", "Read"])
        #expect(contents.completions.count == 2)
        #expect(contents.completions.first?.note == "first" && contents.completions.first?.value == 1)
        #expect(contents.completions.allSatisfy { $0.habitID == contents.habits[0].id })
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let name: String
        let data: Data
        let kind: BackupError.Kind
        let line: Int
        let column: String?
        let message: String

        var testDescription: String { name }

        init(
            _ name: String, _ data: Data, _ kind: BackupError.Kind = .invalid, line: Int, column: String?,
            _ message: String
        ) {
            self.name = name
            self.data = data
            self.kind = kind
            self.line = line
            self.column = column
            self.message = message
        }

        init(
            _ name: String, rows: [String], ending: String = "\n", _ kind: BackupError.Kind = .invalid, line: Int,
            column: String?, _ message: String
        ) {
            self.init(name, SampleCSV.file(rows, ending: ending), kind, line: line, column: column, message)
        }
    }

    static let good = SampleCSV.record(id: 1)
    static let errorCases: [ErrorCase] = [
        .init("an empty file", Data(), line: 1, column: nil, "the file is empty"),
        .init("a byte order mark alone", Data([0xEF, 0xBB, 0xBF]), line: 1, column: nil, "the file is empty"),
        .init("blank lines only", Data("\n\r\n\n".utf8), line: 1, column: nil, "the file is empty"),
        .init(
            "a renamed column", Data(SampleCSV.header.replacingOccurrences(of: "habit_name", with: "name").utf8),
            line: 1, column: "habit_name", "\"name\" where \"habit_name\" was expected"),
        .init(
            "a short header", Data("format_version,habit_id\n".utf8), line: 1, column: "habit_name",
            "the header has 2 columns, expected 16"),
        .init(
            "a longer header", Data((SampleCSV.header + ",extra\n").utf8), line: 1, column: "17",
            "the header has 17 columns, expected 16"),
        .init(
            "some other CSV", Data("name,amount\nbread,2\n".utf8), line: 1, column: "format_version",
            "\"name\" where \"format_version\" was expected"),
        .init(
            "15 columns", rows: [good, String(good.dropLast(1).dropLast(1))], line: 3, column: nil,
            "the row has 15 columns, expected 16"),
        .init("17 columns", rows: [good + ",x"], line: 2, column: nil, "the row has 17 columns, expected 16"),
        .init(
            "15 columns after a multi-line note", rows: [SampleCSV.record(id: 1, note: "\"a\nb\nc\""), "1,2,3"],
            line: 5, column: nil, "the row has 3 columns"),
        .init(
            "15 columns in a CRLF file", rows: [good, good, "x"], ending: "\r\n", line: 4, column: nil,
            "the row has 1 column, expected 16"),
        .init(
            "a bad habit_id",
            rows: [good.replacingOccurrences(of: "0000000A-0000-4000-8000-000000000000", with: "walk")], line: 2,
            column: "habit_id", "\"walk\" is not a UUID"),
        .init(
            "a bad completion_id", rows: [good, SampleCSV.habit + ",0000000A-0001,2026-03-02T10:00:00Z,1.0,"], line: 3,
            column: "completion_id", "\"0000000A-0001\" is not a UUID"),
        .init(
            "a missing completion_date", rows: [SampleCSV.record(id: 1, date: "")], line: 2, column: "completion_date",
            "is empty, expected an ISO 8601 instant"),
        .init(
            "a bad created_at", rows: [good.replacingOccurrences(of: "2026-03-01T08:00:00Z", with: "01/03/2026")],
            line: 2, column: "created_at", "\"01/03/2026\" is not an ISO 8601 instant"),
        .init(
            "a bad value", rows: [SampleCSV.record(id: 1, value: "abc")], line: 2, column: "value",
            "\"abc\" is not a number"),
        .init(
            "a decimal comma", rows: [SampleCSV.record(id: 1, value: "\"1,5\"")], line: 2, column: "value",
            "\"1,5\" is not a number"),
        .init(
            "a bad boolean", rows: [good.replacingOccurrences(of: ",false,", with: ",yes,")], line: 2,
            column: "reminders_enabled", "\"yes\" is not true or false"),
        .init(
            "a bad hour", rows: [good.replacingOccurrences(of: ",9,0,", with: ",nine,0,")], line: 2,
            column: "reminder_hour", "\"nine\" is not a whole number"),
        .init(
            "a bad schedule", rows: [good.replacingOccurrences(of: ",daily,", with: ",weekly,")], line: 2,
            column: "frequency", "\"weekly\" is not a schedule"),
        .init(
            "weekday 8", rows: [good.replacingOccurrences(of: ",daily,", with: ",specific_days:2|8,")], line: 2,
            column: "frequency", "names \"8\", not a weekday"),
        .init(
            "a counter without target", rows: [good.replacingOccurrences(of: ",binary,", with: ",counter,")], line: 2,
            column: "type", "\"counter\" is not a habit type"),
        .init(
            "an unknown colour", rows: [good.replacingOccurrences(of: ",blue,", with: ",pink,")], line: 2,
            column: "color", "\"pink\" is not a colour"),
        .init(
            "an unterminated quote",
            rows: [good, SampleCSV.habit.replacingOccurrences(of: ",Walk,", with: ",\"Walk,") + ",,,,"], line: 3,
            column: "habit_name", "never closed"),
        .init(
            "text after a closing quote", rows: [good.replacingOccurrences(of: ",Walk,", with: ",\"Walk\"s,")], line: 2,
            column: "habit_name", "unexpected \"s\" after the closing quote"),
        .init(
            "a newer format version", rows: [good, "2" + good.dropFirst()], .unsupportedVersion, line: 3,
            column: "format_version", "newer version of Kadō (format 2)"),
        .init(
            "a newer format with more columns",
            Data((SampleCSV.header + ",entity_type\n2" + good.dropFirst() + ",goal\n").utf8), .unsupportedVersion,
            line: 2, column: "format_version", "format 2"),
        .init(
            "format version 0", rows: ["0" + good.dropFirst()], line: 2, column: "format_version",
            "\"0\" is not a format version"),
        .init(
            "no format version", rows: [String(good.dropFirst())], line: 2, column: "format_version",
            "is empty, expected a whole number"),
        .init(
            "an empty name", rows: [good.replacingOccurrences(of: ",Walk,", with: ",\"  \",")], line: 2,
            column: "habit_name", "habit 0 (ID 0000000A-0000-4000-8000-000000000000): name \"  \": must not be empty"),
        .init(
            "0 days a week", rows: [good.replacingOccurrences(of: ",daily,", with: ",days_per_week:0,")], line: 2,
            column: "frequency", "must be from 1 to 6 days a week"),
        .init(
            "no weekday", rows: [good.replacingOccurrences(of: ",daily,", with: ",specific_days:,")], line: 2,
            column: "frequency", "must name at least one weekday"),
        .init(
            "a timer of 0 seconds", rows: [good.replacingOccurrences(of: ",binary,", with: ",timer:0.0,")], line: 2,
            column: "type", "type.targetSeconds \"0.0\": must be a number above 0"),
        .init(
            "a NaN target", rows: [good.replacingOccurrences(of: ",binary,", with: ",counter:nan,")], line: 2,
            column: "type", "must be a number above 0"),
        .init(
            "hour 24", rows: [good.replacingOccurrences(of: ",9,0,", with: ",24,0,")], line: 2, column: "reminder_hour",
            "must be an hour from 0 to 23"),
        .init(
            "a huge hour", rows: [good.replacingOccurrences(of: ",9,0,", with: ",99999999999999999999,0,")], line: 2,
            column: "reminder_hour", "is not a whole number"),
        .init(
            "a negative value", rows: [SampleCSV.record(id: 1, value: "-1.0")], line: 2, column: "value",
            "record 0000000A-0001-4000-8000-000000000001 of habit 0 (ID 0000000A-0000-4000-8000-000000000000): value \"-1.0\""
        ),
        .init(
            "an infinite value", rows: [SampleCSV.record(id: 1, value: "inf")], line: 2, column: "value",
            "must be a number from 0 to 1000000000"),
        .init(
            "a long note", rows: [SampleCSV.record(id: 1, note: String(repeating: "n", count: 10_001))], line: 2,
            column: "note", "must be at most 10000 characters"),
        .init(
            "a bad field on a habit's later row", rows: [good, SampleCSV.record(id: 2, value: "x")], line: 3,
            column: "value", "\"x\" is not a number"),
        .init(
            "a bad field on a later row's habit columns",
            rows: [good, SampleCSV.record(SampleCSV.habit.replacingOccurrences(of: ",blue,", with: ",BLUE,"), id: 2)],
            line: 3, column: "color", "\"BLUE\" is not a colour"),
    ]

    @Test("every problem names its line, column and value", arguments: errorCases)
    func errors(_ testCase: ErrorCase) throws {
        let error = try #require(
            backupError { () throws(BackupError) in
                try KadoCSVBackup.decode(testCase.data, timeZone: utc)
            })
        #expect(error.kind == testCase.kind)
        #expect(error.format == .csv)
        #expect(error.line == testCase.line)
        #expect(error.field == testCase.column)
        #expect(error.message.contains(testCase.message), "\(error.message)")
    }

    @Test("invalid UTF-8 is reported with its line and column")
    func invalidUTF8() throws {
        var bytes = Array(SampleCSV.file([Self.good, SampleCSV.record(id: 2, note: "caf#")]))
        let mark = try #require(bytes.lastIndex(of: UInt8(ascii: "#")))
        bytes[mark] = 0xE9  // Latin-1 é
        let error = try #require(
            backupError { () throws(BackupError) in try KadoCSVBackup.decode(Data(bytes), timeZone: utc) })
        #expect(error.line == 3 && error.field == "note")
        #expect(error.description == "Kadō CSV, line 3, column note: the field is not valid UTF-8")
    }

    @Test("errors read as one line for people")
    func description() throws {
        let error = try #require(
            backupError { () throws(BackupError) in
                try KadoCSVBackup.decode(SampleCSV.file([SampleCSV.record(id: 1, value: "abc")]), timeZone: utc)
            })
        #expect(error.description == "Kadō CSV, line 2, column value: \"abc\" is not a number")
    }
}

@Suite("RFC 4180 reader")
struct CSVReaderTests {
    func read(_ text: String, skippingBlankLines: Bool = false) throws(CSVReadError) -> [[String]] {
        try CSVReader.records(in: Data(text.utf8), skippingBlankLines: skippingBlankLines).map(\.fields)
    }

    @Test(
        "records and fields",
        arguments: [
            ("a,b\nc,d\n", [["a", "b"], ["c", "d"]]), ("a,b\r\nc,d", [["a", "b"], ["c", "d"]]),
            ("a,b\rc,d\r", [["a", "b"], ["c", "d"]]), ("\"a\"\"b\",\"c\nd\"", [["a\"b", "c\nd"]]),
            (",,", [["", "", ""]]), ("\"\"", [[""]]), ("a\"b,c", [["a\"b", "c"]]), ("\n", [[""]]),
            ("a\n\nb", [["a"], [""], ["b"]]),
            ("\"a,\r\nb\"\r\n", [["a,\r\nb"]]), ("\u{FEFF}x", [["x"]]), ("x,\u{FEFF}", [["x", "\u{FEFF}"]]),
        ])
    func records(text: String, expected: [[String]]) throws {
        #expect(try read(text) == expected)
    }

    @Test("blank lines can be skipped; a quoted empty field is not a blank line")
    func blankLines() throws {
        #expect(try read("a\n\n\r\n\"\"\n\nb\n", skippingBlankLines: true) == [["a"], [""], ["b"]])
    }

    @Test("each record and each field knows the physical line it starts on")
    func lines() throws {
        let records = try CSVReader.records(in: Data("h\r\n\"x\ny\",z\n\nlast,\"a\rb\",c".utf8))
        #expect(records.map(\.line) == [1, 2, 5])
        #expect(records.map(\.fieldLines) == [[1], [2, 3], [5, 5, 6]])
    }

    @Test(
        "errors name the line and the field",
        arguments: [
            ("a\n\"open,b", 2, 0, "never closed"), ("a,\"x\"y", 1, 1, "after the closing quote"),
            ("a\n\n\"x\" ,b", 3, 0, "after the closing quote"),
        ])
    func errors(text: String, line: Int, field: Int, message: String) {
        #expect {
            _ = try read(text)
        } throws: { error in
            guard let error = error as? CSVReadError else { return false }
            return error.line == line && error.fieldIndex == field && error.message.contains(message)
        }
    }
}

import Foundation
import KadoBackup
import KadoCore
import KadoTestSupport
import Testing

/// A small Kadō JSON file, one line per key, so that errors can be checked to the line.
enum SampleJSON {
    static let habitID = "0000000A-0000-4000-8000-000000000000"
    static let recordID = "0000000A-0001-4000-8000-000000000001"

    /// The file's lines; line N of the file is `lines[N - 1]`.
    static let lines = [
        "{",  // 1
        "  \"appVersion\" : \"test\",",  // 2
        "  \"exportedAt\" : \"2026-04-10T10:00:00Z\",",  // 3
        "  \"formatVersion\" : 1,",  // 4
        "  \"habits\" : [",  // 5
        "    {",  // 6
        "      \"color\" : \"blue\",",  // 7
        "      \"completions\" : [",  // 8
        "        {",  // 9
        "          \"date\" : \"2026-04-09T22:30:00Z\",",  // 10
        "          \"id\" : \"\(recordID)\",",  // 11
        "          \"note\" : \"late, \\\"really\\\"\\nlate\",",  // 12
        "          \"value\" : 1",  // 13
        "        }",  // 14
        "      ],",  // 15
        "      \"createdAt\" : \"2026-03-01T08:00:00Z\",",  // 16
        "      \"frequency\" : {",  // 17
        "        \"count\" : 3,",  // 18
        "        \"kind\" : \"daysPerWeek\"",  // 19
        "      },",  // 20
        "      \"icon\" : \"figure.run\",",  // 21
        "      \"id\" : \"\(habitID)\",",  // 22
        "      \"name\" : \"Walk\",",  // 23
        "      \"reminderHour\" : 9,",  // 24
        "      \"reminderMinute\" : 30,",  // 25
        "      \"remindersEnabled\" : true,",  // 26
        "      \"type\" : {",  // 27
        "        \"kind\" : \"counter\",",  // 28
        "        \"target\" : 2.5",  // 29
        "      }",  // 30
        "    }",  // 31
        "  ]",  // 32
        "}",  // 33
    ]

    static var data: Data { Data(lines.joined(separator: "\n").utf8) }

    /// The file with line `number` replaced by `text` (several lines when it holds line breaks).
    static func replacing(_ replacements: [Int: String]) -> Data {
        var edited = lines
        for (number, text) in replacements { edited[number - 1] = text }
        return Data(edited.joined(separator: "\n").utf8)
    }
}

@Suite("Kadō JSON: reading")
struct KadoJSONDecodingTests {
    let utc = TestCalendars.zone("UTC")
    let paris = TestCalendars.zone("Europe/Paris")

    @Test("Kadō's keys give the habit and its record; the day is the calendar day of the time zone")
    func kadoFile() throws {
        let contents = try KadoJSONBackup.decode(SampleJSON.data, timeZone: paris)
        let habit = try #require(contents.habits.first)
        #expect(habit.id.uuidString == SampleJSON.habitID)
        #expect(habit.name == "Walk")
        #expect(habit.frequency == .daysPerWeek(3))
        #expect(habit.type == .counter(target: 2.5))
        #expect(habit.color == .blue)
        #expect(habit.icon == "figure.run")
        #expect(habit.createdAt == isoInstant("2026-03-01T08:00:00Z"))
        #expect(habit.archivedAt == nil)
        #expect(habit.remindersEnabled && habit.reminderHour == 9 && habit.reminderMinute == 30)
        #expect(habit.sortOrder == 0 && habit.scoreModel == .kado && habit.unit == nil)
        let record = try #require(contents.completions.first)
        #expect(record.habitID == habit.id)
        #expect(record.recordedAt == isoInstant("2026-04-09T22:30:00Z"))
        #expect(record.note == "late, \"really\"\nlate")
        // 22:30 UTC is 00:30 the next day in Paris (CEST).
        #expect(record.day == day("2026-04-10"))
        #expect(try KadoJSONBackup.decode(SampleJSON.data, timeZone: utc).completions.first?.day == day("2026-04-09"))
    }

    @Test("explicit null for optionals, unknown keys, fractional seconds, offsets and lowercase UUIDs are read")
    func tolerance() throws {
        let data = SampleJSON.replacing([
            2: "  \"appVersion\" : null, \"future\" : {\"deep\" : [1, {\"x\" : null}]},",
            3: "  \"exportedAt\" : \"2026-04-10T10:00:00.987654Z\", \"settings\" : null,",
            10: "          \"date\" : \"2026-04-10T00:30:00.5+02:00\", \"day\" : null, \"recordedAt\" : null,",
            11: "          \"id\" : \"\(SampleJSON.recordID.lowercased())\", \"mood\" : \"good\",",
            12: "          \"note\" : null,",
            16: "      \"createdAt\" : \"2026-03-01T08:00:00,25Z\", \"archivedAt\" : null, \"unit\" : null,",
            22: "      \"id\" : \"\(SampleJSON.habitID.lowercased())\", \"skips\" : null, \"timesInDays\" : null,",
            23:
                "      \"name\" : \"Walk\", \"atMost\" : null, \"sortOrder\" : null, \"scoreModel\" : null, \"tags\" : [],",
        ])
        let contents = try KadoJSONBackup.decode(data, timeZone: utc)
        let habit = try #require(contents.habits.first)
        #expect(habit.id.uuidString == SampleJSON.habitID)
        #expect(habit.createdAt == isoInstant("2026-03-01T08:00:00Z").addingTimeInterval(0.25))
        #expect(habit.frequency == .daysPerWeek(3) && habit.type == .counter(target: 2.5))
        let record = try #require(contents.completions.first)
        #expect(record.id.uuidString == SampleJSON.recordID)
        #expect(record.recordedAt == isoInstant("2026-04-09T22:30:00Z").addingTimeInterval(0.5))
        #expect(record.note == nil)
        #expect(contents.settings == nil)
    }

    @Test("our extra keys win over the Kadō-visible keys")
    func extraKeysWin() throws {
        let data = SampleJSON.replacing([
            3: "  \"exportedAt\" : \"2026-04-10T10:00:00Z\", \"settings\" : {\"dayStart\" : 4, \"language\" : \"fr\"},",
            10:
                "          \"date\" : \"2026-04-09T22:30:00Z\", \"day\" : \"2026-04-08\", \"recordedAt\" : \"2026-04-09T01:00:00Z\",",
            12: "          \"note\" : \"\",",
            18: "        \"count\" : 2,",
            22: "      \"id\" : \"\(SampleJSON.habitID)\", \"timesInDays\" : {\"times\" : 3, \"days\" : 10},",
            23:
                "      \"name\" : \"Walk\", \"atMost\" : {\"target\" : 2}, \"sortOrder\" : -4, \"scoreModel\" : \"loop\", \"unit\" : \"km\",",
            27:
                "      \"skips\" : [{\"id\" : \"\(SampleJSON.habitID)\", \"first\" : \"2026-04-01\", \"last\" : \"2026-04-03\"}],"
                + " \"type\" : {",
        ])
        let contents = try KadoJSONBackup.decode(data, timeZone: utc)
        let habit = try #require(contents.habits.first)
        #expect(habit.frequency == .timesInDays(times: 3, days: 10))
        #expect(habit.type == .atMost(target: 2))
        #expect(habit.sortOrder == -4 && habit.scoreModel == .loop && habit.unit == "km")
        let record = try #require(contents.completions.first)
        #expect(record.day == day("2026-04-08"))
        #expect(record.recordedAt == isoInstant("2026-04-09T01:00:00Z"))
        #expect(record.note == "")
        let skip = try #require(contents.skips.first)
        #expect(skip.days.first == day("2026-04-01") && skip.days.last == day("2026-04-03") && skip.note == nil)
        #expect(skip.habitID == habit.id)
        #expect(contents.settings == BackupSettings(dayStart: 4, language: "fr"))
    }

    @Test(
        "schedules that ask for every day read as daily",
        arguments: [
            ("{\"kind\" : \"daysPerWeek\", \"count\" : 7}", Frequency.daily),
            ("{\"kind\" : \"everyNDays\", \"interval\" : 1}", .daily),
            ("{\"kind\" : \"specificDays\", \"days\" : [7, 1, 1, 2]}", .specificDays([.sunday, .monday, .saturday])),
            ("{\"kind\" : \"daily\", \"count\" : 99}", .daily),
        ])
    func schedules(json: String, expected: Frequency) throws {
        let data = SampleJSON.replacing([17: "      \"frequency\" : \(json), \"x\" : {", 18: "", 19: ""])
        #expect(try KadoJSONBackup.decode(data, timeZone: utc).habits.first?.frequency == expected)
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let name: String
        let replacements: [Int: String]
        let kind: BackupError.Kind
        let line: Int?
        let field: String?
        let message: String

        var testDescription: String { name }

        init(
            _ name: String, _ replacements: [Int: String], _ kind: BackupError.Kind = .invalid, line: Int?,
            field: String?, _ message: String
        ) {
            self.name = name
            self.replacements = replacements
            self.kind = kind
            self.line = line
            self.field = field
            self.message = message
        }
    }

    static let errorCases: [ErrorCase] = [
        .init(
            "a syntax error", [13: "          \"value\" : 1,"], line: 14, field: nil,
            "column 9: unexpected character '}'"),
        .init(
            "a newer format", [4: "  \"formatVersion\" : 2,"], .unsupportedVersion, line: 4, field: "formatVersion",
            "newer version of Kadō (format 2)"),
        .init("no format version", [4: ""], line: 1, field: "formatVersion", "is missing"),
        .init(
            "a format version as text", [4: "  \"formatVersion\" : \"1\","], line: 4, field: "formatVersion",
            "expected a whole number, found a string \"1\""),
        .init(
            "format version 0", [4: "  \"formatVersion\" : 0,"], line: 4, field: "formatVersion",
            "0 is not a format version"),
        .init(
            "habits not an array", [5: "  \"habits\" : {\"a\" : [", 32: "  ]}"], line: 5, field: "habits",
            "expected an array, found an object"),
        .init(
            "a habit ID that is no UUID", [22: "      \"id\" : \"0000000A-0000\","], line: 22, field: "habits[0].id",
            "\"0000000A-0000\" is not a UUID"),
        .init(
            "an empty name", [23: "      \"name\" : \" \","], line: 23, field: "habits[0].name",
            "habit 0 (ID \(SampleJSON.habitID)): name \" \": must not be empty"),
        .init("a null name", [23: "      \"name\" : null,"], line: 23, field: "habits[0].name", "must not be null"),
        .init("a missing icon", [21: ""], line: 6, field: "habits[0].icon", "is missing"),
        .init(
            "0 days a week", [18: "        \"count\" : 0,"], line: 18, field: "habits[0].frequency.count",
            "frequency.count \"0\": must be from 1 to 6 days a week"),
        .init(
            "an unknown schedule", [19: "        \"kind\" : \"weekly\""], line: 19, field: "habits[0].frequency.kind",
            "\"weekly\" is not a schedule"),
        .init(
            "weekday 8", [18: "        \"days\" : [2, 8],", 19: "        \"kind\" : \"specificDays\""], line: 18,
            field: "habits[0].frequency.days[1]", "8 is not a weekday"),
        .init(
            "no weekday", [18: "        \"days\" : [],", 19: "        \"kind\" : \"specificDays\""], line: 18,
            field: "habits[0].frequency.days", "must name at least one weekday"),
        .init(
            "Loop's schedule, 5 in 3 days",
            [22: "      \"id\" : \"\(SampleJSON.habitID)\", \"timesInDays\" : {\"times\" : 5, \"days\" : 3},"],
            line: 22, field: "habits[0].timesInDays.times", "must be from 1 to the number of days (3)"),
        .init(
            "a counter target of -1", [29: "        \"target\" : -1"], line: 29, field: "habits[0].type.target",
            "must be a number above 0"),
        .init(
            "an at-most target of 0", [23: "      \"name\" : \"Walk\", \"atMost\" : {\"target\" : 0},"], line: 23,
            field: "habits[0].atMost.target", "must be a number above 0"),
        .init(
            "an unknown type", [28: "        \"kind\" : \"atLeast\","], line: 28, field: "habits[0].type.kind",
            "\"atLeast\" is not a habit type"),
        .init(
            "an unknown colour", [7: "      \"color\" : \"pink\","], line: 7, field: "habits[0].color",
            "\"pink\" is not a colour"),
        .init(
            "hour 24", [24: "      \"reminderHour\" : 24,"], line: 24, field: "habits[0].reminderHour",
            "must be an hour from 0 to 23"),
        .init(
            "a huge hour", [24: "      \"reminderHour\" : 1e30,"], line: 24, field: "habits[0].reminderHour",
            "1e30 is not a whole number in range"),
        .init(
            "a fractional minute", [25: "      \"reminderMinute\" : 30.5,"], line: 25,
            field: "habits[0].reminderMinute", "30.5 is not a whole number"),
        .init(
            "an empty icon", [21: "      \"icon\" : \"\","], line: 21, field: "habits[0].icon", "must be a symbol name"),
        .init(
            "a long unit", [23: "      \"name\" : \"Walk\", \"unit\" : \"\(String(repeating: "u", count: 25))\","],
            line: 23, field: "habits[0].unit", "must be at most 24 characters"),
        .init(
            "reminders as text", [26: "      \"remindersEnabled\" : \"yes\","], line: 26,
            field: "habits[0].remindersEnabled", "expected true or false"),
        .init(
            "a negative value", [13: "          \"value\" : -1"], line: 13, field: "habits[0].completions[0].value",
            "record \(SampleJSON.recordID) of habit 0 (ID \(SampleJSON.habitID)): value \"-1.0\": must be a number from 0 to 1000000000"
        ),
        .init(
            "a value of 1e308", [13: "          \"value\" : 1e308"], line: 13, field: "habits[0].completions[0].value",
            "must be a number from 0 to 1000000000"),
        .init(
            "a value beyond Double", [13: "          \"value\" : 1e400"], line: 13,
            field: "habits[0].completions[0].value", "1e400 is too large a number"),
        .init(
            "February 30th", [10: "          \"date\" : \"2026-02-30T10:00:00Z\","], line: 10,
            field: "habits[0].completions[0].date", "\"2026-02-30T10:00:00Z\" is not an ISO 8601 instant"),
        .init(
            "a date without zone", [16: "      \"createdAt\" : \"2026-03-01T08:00:00\","], line: 16,
            field: "habits[0].createdAt", "is not an ISO 8601 instant"),
        .init(
            "year 0", [16: "      \"createdAt\" : \"0000-12-31T23:00:00Z\","], line: 16, field: "habits[0].createdAt",
            "within years 1 to 9999"),
        .init(
            "a bad day", [10: "          \"date\" : \"2026-04-09T22:30:00Z\", \"day\" : \"2026-4-9\","], line: 10,
            field: "habits[0].completions[0].day", "\"2026-4-9\" is not a day written YYYY-MM-DD"),
        .init(
            "a duplicate key", [23: "      \"name\" : \"Walk\", \"name\" : \"Run\","], line: 23,
            field: "habits[0].name", "the key \"name\" appears twice"),
        .init(
            "a duplicate record ID",
            [
                14:
                    "        }, {\"id\" : \"\(SampleJSON.recordID)\", \"date\" : \"2026-04-09T22:30:00Z\", \"value\" : 1}"
            ], line: 14, field: "habits[0].completions[1].id", "already used by habits[0].completions[0]"),
        .init(
            "a skip that ends before it starts",
            [
                23:
                    "      \"name\" : \"Walk\", \"skips\" : [{\"id\" : \"\(SampleJSON.recordID)\", \"first\" : \"2026-04-03\", \"last\" : \"2026-04-01\"}],"
            ], line: 23, field: "habits[0].skips[0].last", "2026-04-01 is before 2026-04-03"),
        .init(
            "a day start of 24", [2: "  \"settings\" : {\"dayStart\" : 24},"], line: 2, field: "settings.dayStart",
            "24 is not an hour from 0 to 23"),
        .init(
            "a lone surrogate", [23: "      \"name\" : \"\\ud800\","], line: 23, field: nil,
            "column 17: a \\u escape holds half of a surrogate pair"),
        .init(
            "a control character", [23: "      \"name\" : \"a\tb\","], line: 23, field: nil,
            "a control character (byte 0x9) in a string"),
        .init(
            "a trailing comma", [32: "  ],"], line: 33, field: nil,
            "where a key (a string in double quotes) was expected"),
        .init(
            "content after the end", [33: "} {}"], line: 33, field: nil,
            "column 3: unexpected character '{' after the end of the JSON value"),
    ]

    @Test("every problem is reported with its kind, line, JSON path and value", arguments: errorCases)
    func errors(_ testCase: ErrorCase) throws {
        let error = try #require(
            backupError { () throws(BackupError) in
                try KadoJSONBackup.decode(SampleJSON.replacing(testCase.replacements), timeZone: utc)
            })
        #expect(error.kind == testCase.kind)
        #expect(error.format == .json)
        #expect(error.line == testCase.line)
        #expect(error.field == testCase.field)
        #expect(error.message.contains(testCase.message), "\(error.message)")
    }

    @Test("a second habit with the same ID is refused, naming both")
    func duplicateHabit() throws {
        var lines = SampleJSON.lines
        lines.insert(
            contentsOf: lines[5...30].map {
                $0.replacingOccurrences(of: SampleJSON.recordID, with: "0000000A-0001-4000-8000-000000000002")
            } + ["    ,"], at: 5)
        let error = try #require(
            backupError { () throws(BackupError) in
                try KadoJSONBackup.decode(Data(lines.joined(separator: "\n").utf8), timeZone: utc)
            })
        #expect(error.field == "habits[1].id")
        #expect(error.line == 22 + 27)
        #expect(error.message.contains("already used by habits[0]"))
    }

    @Test(
        "input that is not a Kadō file at all is refused, never a crash",
        arguments: [
            ("", "the file is empty"), ("   \n ", "the file is empty"), ("[]", "expected an object, found an array"),
            ("null", "expected an object, found null"), ("\u{FEFF}{}", "formatVersion"),
            (String(repeating: "[", count: 100_000), "nested too deeply"),
            (String(repeating: "{\"a\":", count: 5_000), "nested too deeply"),
            ("{\"formatVersion\":1,\"habits\":[" + String(repeating: "[", count: 500), "nested too deeply"),
            ("{\"formatVersion\":1e999999,\"habits\":[]}", "not a whole number in range"),
            ("{\"formatVersion\":-9223372036854775809,\"habits\":[]}", "not a whole number in range"),
            ("{\"formatVersion\":1,\"habits\":[]", "unexpected end of file"),
            ("{\"formatVersion\":1,\"habits\":[],}", "where a key"),
            ("{\"formatVersion\":01}", "where ',' or '}' was expected"),
            ("{\"formatVersion\":1,\"habits\":[\"\\u12\"]}", "four hex digits"),
            ("{\"formatVersion\":1,\"habits\":[1]}", "habits[0]"), ("{'formatVersion':1}", "where a key"),
            ("{\"formatVersion\":1,\"habits\":[NaN]}", "unexpected character 'N'"),
            ("{\"formatVersion\":-,\"habits\":[]}", "in a number"),
            ("{\"formatVersion\":1,\"habits\":[\"\\x\"]}", "after a backslash"),
        ])
    func garbage(text: String, message: String) throws {
        let error = try #require(
            backupError { () throws(BackupError) in
                try KadoJSONBackup.decode(Data(text.utf8), timeZone: utc)
            })
        #expect(error.kind == .invalid)
        #expect(error.description.contains(message), "\(error)")
    }

    @Test("invalid UTF-8 in a string is refused with its line")
    func invalidUTF8() throws {
        var bytes = Array(SampleJSON.data)
        let name = try #require(bytes.firstRange(of: Array("Walk".utf8)))
        bytes[name.lowerBound + 1] = 0xC3
        bytes[name.lowerBound + 2] = 0x28
        let error = try #require(
            backupError { () throws(BackupError) in
                try KadoJSONBackup.decode(Data(bytes), timeZone: utc)
            })
        #expect(error.line == 23)
        #expect(error.message.contains("not valid UTF-8"))
        // An invalid byte outside strings too.
        var outsideBytes = Array(SampleJSON.replacing([24: "      \"reminderHour\" : 9,#"]))
        if let mark = outsideBytes.firstIndex(of: UInt8(ascii: "#")) { outsideBytes[mark] = 0xFF }
        let outside = try #require(
            backupError { () throws(BackupError) in
                try KadoJSONBackup.decode(Data(outsideBytes), timeZone: utc)
            })
        #expect(outside.message.contains("byte 0xFF"))
        #expect(outside.line == 24)
    }

    @Test("errors read as one line for people")
    func description() throws {
        let error = try #require(
            backupError { () throws(BackupError) in
                try KadoJSONBackup.decode(SampleJSON.replacing([7: "      \"color\" : \"pink\","]), timeZone: utc)
            })
        #expect(
            error.description
                == "Kadō JSON, line 7, field habits[0].color: \"pink\" is not a colour "
                + "(red, orange, yellow, green, mint, teal, blue, purple)")
    }
}

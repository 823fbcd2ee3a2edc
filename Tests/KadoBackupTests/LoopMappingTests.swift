import Foundation
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoBackup

/// Writes a synthetic Loop database, optionally changes it with `sql`, and reads it.
func readSynthetic(
    version: Int = 25, habits: [LoopDatabaseBuilder.HabitRow],
    repetitions: [LoopDatabaseBuilder.RepetitionRow] = [], sql: String? = nil,
    timeZone: TimeZone = TestCalendars.zone("UTC")
) throws -> LoopImport {
    let folder = try TemporaryFolder(prefix: "KadoLoopTests")
    var builder = LoopDatabaseBuilder(version: version)
    builder.habits = habits
    builder.repetitions = repetitions
    let path = try builder.write(to: folder.path("synthetic.db"))
    if let sql {
        let database = try Database(path: path, configuration: .init(usesWriteAheadLog: false))
        try database.execute(sql: sql)
    }
    return try LoopDatabaseReader.readWithNotes(path: path, timeZone: timeZone)
}

@Suite("Mapping Loop's values to Kadō's")
struct LoopMappingTests {
    /// Loop's 20 palette colours and the nearest of Kadō's eight (weighted RGB distance).
    static let palette: [(index: Int64, rgb: UInt32, color: HabitColor)] = [
        (0, 0xD32F2F, .red), (1, 0xE64A19, .red), (2, 0xF57C00, .orange), (3, 0xFF8F00, .orange),
        (4, 0xF9A825, .orange), (5, 0xAFB42B, .yellow), (6, 0x7CB342, .green), (7, 0x388E3C, .green),
        (8, 0x00897B, .green), (9, 0x00ACC1, .mint), (10, 0x039BE5, .blue), (11, 0x1976D2, .blue),
        (12, 0x303F9F, .blue), (13, 0x5E35B1, .purple), (14, 0x8E24AA, .purple), (15, 0xD81B60, .red),
        (16, 0x5D4037, .red), (17, 0x303030, .green), (18, 0x757575, .green), (19, 0xAAAAAA, .purple),
    ]

    @Test("Each of Loop's 20 palette colours maps to its nearest Kadō colour", arguments: palette)
    func paletteColour(_ entry: (index: Int64, rgb: UInt32, color: HabitColor)) {
        #expect(LoopColorMapping.rgb(loopColor: entry.index, userVersion: 25) == entry.rgb)
        #expect(LoopColorMapping.habitColor(loopColor: entry.index, userVersion: 25) == entry.color)
        // The same colour stored as ARGB (a negative number) maps the same way.
        let argb = Int64(Int32(bitPattern: 0xFF00_0000 | entry.rgb))
        #expect(argb < 0)
        #expect(LoopColorMapping.habitColor(loopColor: argb, userVersion: 12) == entry.color)
        #expect(LoopColorMapping.habitColor(loopColor: argb, userVersion: 25) == entry.color)
    }

    @Test("Each of Kadō's colours is nearest to itself")
    func referenceColours() {
        for color in HabitColor.allCases {
            #expect(LoopColorMapping.nearest(to: LoopColorMapping.referenceRGB(of: color)) == color)
        }
    }

    @Test("The 13-colour palette of versions 14 to 20 is renumbered as Loop's version 21 did")
    func legacyPalette() {
        let moved = [0, 1, 4, 5, 7, 8, 9, 10, 13, 14, 15, 17, 19]
        for (old, new) in moved.enumerated() {
            #expect(
                LoopColorMapping.habitColor(loopColor: Int64(old), userVersion: 17)
                    == Self.palette[new].color)
        }
    }

    @Test("An ARGB colour in a real file: -16742021 is #00897B, nearest green; -1684967 is #E64A19, red")
    func argbColour() throws {
        let result = try readSynthetic(
            version: 12,
            habits: [
                .init(id: 1, name: "Teal", color: -16_742_021, position: 0),
                .init(id: 2, name: "Deep orange", color: -1_684_967, position: 1),
                .init(id: 3, name: "Opaque-less blue", color: 0x0000_00FF, position: 2),
            ])
        #expect(result.contents.habits.map(\.color) == [.green, .red, .blue])
    }

    @Test(
        "Frequencies: 1/1 is daily, anything else N times in D days",
        arguments: [
            (Int64(1), Int64(1), Frequency.daily), (1, 7, .timesInDays(times: 1, days: 7)),
            (3, 7, .timesInDays(times: 3, days: 7)), (2, 3, .timesInDays(times: 2, days: 3)),
            (1, 30, .timesInDays(times: 1, days: 30)), (7, 7, .timesInDays(times: 7, days: 7)),
            (1, 366, .timesInDays(times: 1, days: 366)),
        ])
    func frequency(_ times: Int64, _ days: Int64, _ expected: Frequency) throws {
        let result = try readSynthetic(habits: [.init(id: 1, name: "H", freqNum: times, freqDen: days)])
        #expect(result.contents.habits.first?.frequency == expected)
        #expect(result.notes.isEmpty)
    }

    @Test("More times than days is lowered to the days, with a note")
    func tooManyTimes() throws {
        let result = try readSynthetic(habits: [.init(id: 1, name: "H", freqNum: 10, freqDen: 7)])
        #expect(result.contents.habits.first?.frequency == .timesInDays(times: 7, days: 7))
        #expect(result.notes.map(\.kind) == [.adjusted])
        #expect(result.notes.first?.text.contains("10 times in 7 days") == true)
    }

    @Test("Measurable habits: at least is a counter, at most an at-most; amounts are ÷ 1000")
    func measurable() throws {
        let result = try readSynthetic(
            habits: [
                .init(id: 1, name: "Run", position: 0, type: 1, targetType: 0, targetValue: 5, unit: "km"),
                .init(id: 2, name: "Sugar", position: 1, type: 1, targetType: 1, targetValue: 30, unit: "g"),
                .init(id: 3, name: "Unitless", position: 2, type: 1, targetType: 0, targetValue: 0.5, unit: ""),
            ],
            repetitions: [
                .init(habit: 1, day: "2024-02-01", value: 5250), .init(habit: 1, day: "2024-02-02", value: 1),
                .init(habit: 1, day: "2024-02-03", value: 2), .init(habit: 1, day: "2024-02-04", value: 4),
                .init(habit: 2, day: "2024-02-01", value: 45_000), .init(habit: 3, day: "2024-02-01", value: 1000),
            ])
        let habits = result.contents.habits
        #expect(habits.map(\.type) == [.counter(target: 5), .atMost(target: 30), .counter(target: 0.5)])
        #expect(habits.map(\.unit) == ["km", "g", nil])
        let run = result.contents.completions.filter { $0.habitID == habits[0].id }
        #expect(run.map(\.value) == [5.25, 0.001, 0.002, 0.004])
        #expect(result.contents.completions.filter { $0.habitID == habits[1].id }.map(\.value) == [45])
        #expect(result.contents.completions.filter { $0.habitID == habits[2].id }.map(\.value) == [1])
    }

    @Test("A measurable value of 3 is a skip, as Loop stores it (so 0.003 cannot be told apart)")
    func measurableSkip() throws {
        let result = try readSynthetic(
            habits: [.init(id: 1, name: "Run", type: 1, targetValue: 5)],
            repetitions: [.init(habit: 1, day: "2024-02-01", value: 3)])
        #expect(result.contents.completions.isEmpty)
        #expect(result.contents.skips.map(\.days) == [DayRange(day: day("2024-02-01"))])
    }

    @Test("A target of 0 becomes 0.001, with a note")
    func zeroTarget() throws {
        let result = try readSynthetic(habits: [.init(id: 1, name: "None", type: 1, targetType: 1, targetValue: 0)])
        #expect(result.contents.habits.first?.type == .atMost(target: 0.001))
        #expect(result.notes.map(\.kind) == [.adjusted])
    }

    @Test("Yes/no values: 2 and 1 done, 0 and -1 nothing, 3 a skip; notes kept on every kind of day")
    func yesNoValues() throws {
        let result = try readSynthetic(
            habits: [.init(id: 1, name: "H")],
            repetitions: [
                .init(habit: 1, day: "2024-03-01", value: 2), .init(habit: 1, day: "2024-03-02", value: 1),
                .init(habit: 1, day: "2024-03-03", value: 0), .init(habit: 1, day: "2024-03-04", value: -1),
                .init(habit: 1, day: "2024-03-05", value: 3), .init(habit: 1, day: "2024-03-06", value: 0, notes: "no"),
                .init(habit: 1, day: "2024-03-07", value: 3, notes: "away"),
                .init(habit: 1, day: "2024-03-08", value: 2, notes: "مرحبا, \"hi\"\n"),
                .init(habit: 1, day: "2024-03-09", value: 2, notes: ""),
            ])
        let contents = result.contents
        #expect(
            contents.completions.map(\.day.description) == [
                "2024-03-01", "2024-03-02", "2024-03-06", "2024-03-08", "2024-03-09",
            ])
        #expect(contents.completions.map(\.value) == [1, 1, 0, 1, 1])
        #expect(contents.completions.map(\.note) == [nil, nil, "no", "مرحبا, \"hi\"\n", nil])
        #expect(contents.skips.map(\.days.first.description) == ["2024-03-05", "2024-03-07"])
        #expect(contents.skips.map(\.note) == [nil, "away"])
        #expect(contents.skips.allSatisfy { !$0.isPause })
        #expect(Set(contents.skips.map(\.id)).count == 2)
        #expect(Set(contents.completions.map(\.id)).isDisjoint(with: contents.skips.map(\.id)))
    }

    @Test("Archived: at noon of the last row's day, or of the creation day without rows")
    func archived() throws {
        let result = try readSynthetic(
            habits: [
                .init(id: 1, name: "Old", archived: 1, position: 0),
                .init(id: 2, name: "Empty", archived: 1, position: 1),
                .init(id: 3, name: "Other", position: 2),
            ],
            repetitions: [
                .init(habit: 1, day: "2020-05-01"), .init(habit: 1, day: "2020-06-30", value: 0),
                .init(habit: 3, day: "2023-01-01"),
            ])
        let habits = result.contents.habits
        #expect(habits[0].createdAt == instant("2020-05-01T12:00:00Z"))
        #expect(habits[0].archivedAt == instant("2020-06-30T12:00:00Z"))
        // Without rows: the latest day of the file, archived then too.
        #expect(habits[1].createdAt == instant("2023-01-01T12:00:00Z"))
        #expect(habits[1].archivedAt == instant("2023-01-01T12:00:00Z"))
        #expect(habits[2].archivedAt == nil)
    }

    @Test("A file without any repetition dates its habits 1970-01-01 at noon")
    func noRepetitions() throws {
        let result = try readSynthetic(habits: [.init(id: 1, name: "H")])
        #expect(result.contents.habits.first?.createdAt == instant("1970-01-01T12:00:00Z"))
    }

    @Test("Positions give the order; ties and NULLs fall back to Loop's id")
    func positions() throws {
        let result = try readSynthetic(
            habits: [
                .init(id: 1, name: "A", position: 5), .init(id: 2, name: "B", position: -3),
                .init(id: 3, name: "C", position: 5), .init(id: 4, name: "D", position: 0),
            ],
            sql: "INSERT INTO Habits (id, name, freq_num, freq_den) VALUES (5, 'E', 1, 1)")
        #expect(result.contents.habits.map(\.name) == ["B", "D", "A", "C", "E"])
        #expect(result.contents.habits.map(\.sortOrder) == [0, 1, 2, 3, 4])
    }

    @Test("Reminders: none when the hour or minute is NULL; a time otherwise")
    func reminders() throws {
        let result = try readSynthetic(
            habits: [
                .init(id: 1, name: "A", position: 0, reminderHour: 0, reminderMin: 0),
                .init(id: 2, name: "B", position: 1, reminderHour: 23, reminderMin: 59),
                .init(id: 3, name: "C", position: 2, reminderHour: 9, reminderMin: nil),
                .init(id: 4, name: "D", position: 3, reminderHour: nil, reminderMin: nil, reminderDays: 1),
            ])
        let habits = result.contents.habits
        #expect(habits.map(\.remindersEnabled) == [true, true, false, false])
        #expect(habits[0].reminderHour == 0 && habits[0].reminderMinute == 0)
        #expect(habits[1].reminderHour == 23 && habits[1].reminderMinute == 59)
        // Weekdays matter only with a reminder.
        #expect(result.notes.isEmpty)
    }

    @Test("Long names, units and notes are shortened, with a note each")
    func shortened() throws {
        // Kadō's limits, whatever they are now.
        let name = String(repeating: "n", count: Habit.maximumNameLength + 50)
        let unit = String(repeating: "u", count: Habit.maximumUnitLength + 6)
        let note = String(repeating: "é", count: Completion.maximumNoteLength + 50)
        let result = try readSynthetic(
            habits: [.init(id: 1, name: name, type: 1, targetValue: 1, unit: unit)],
            repetitions: [.init(habit: 1, day: "2024-01-01", value: 1000, notes: note)])
        let habit = try #require(result.contents.habits.first)
        #expect(habit.name.count == Habit.maximumNameLength)
        #expect(habit.unit?.count == Habit.maximumUnitLength)
        #expect(result.contents.completions.first?.note?.count == Completion.maximumNoteLength)
        #expect(result.notes.map(\.kind) == [.adjusted, .adjusted, .adjusted])
        #expect(habit.validationErrors.isEmpty)
    }

    @Test("Loop's uuid is the id; a uuid of another length gives a derived id; none, one from id and name")
    func habitIDs() throws {
        let long = "00112233445566778899aabbccddeeff31"  // Loop's migration appended the id's digits
        let result = try readSynthetic(
            habits: [
                .init(id: 1, name: "A", position: 0, uuid: "ffeeddccbbaa99887766554433221100"),
                .init(id: 2, name: "B", position: 1, uuid: long),
                .init(id: 3, name: "C", position: 2, uuid: nil),
                .init(id: 4, name: "D", position: 3, uuid: "FFEEDDCCBBAA99887766554433221101"),
            ])
        let ids = result.contents.habits.map(\.id)
        #expect(ids[0].uuidString == "FFEEDDCC-BBAA-9988-7766-554433221100")
        #expect(ids[1] == LoopStableID.habit(loopUUID: long))
        #expect(ids[2] == LoopStableID.habit(loopID: 3, name: "C"))
        #expect(ids[3].uuidString == "FFEEDDCC-BBAA-9988-7766-554433221101")
    }

    @Test("Derived ids are pinned: they must never change between versions of the reader")
    func pinnedDerivedIDs() {
        let habit = LoopStableID.habit(loopID: 15, name: "Wake up early")
        #expect(habit.uuidString == "3E2B8FC4-4AEB-8EA0-9966-A9D81483D8A3")
        #expect(LoopStableID.habit(loopUUID: "abc").uuidString == "26788C48-A789-8CC9-B245-E8E81CD3BB4C")
        #expect(
            LoopStableID.completion(habit: habit, dayNumber: 16_874).uuidString
                == "B10CAA74-1DC8-85CD-AA78-30EC5A36738D")
        #expect(LoopStableID.skip(habit: habit, dayNumber: 16_874).uuidString == "0DC14137-B50D-8274-A994-FEC08A4CE650")
        // Version 8, RFC 9562 variant.
        #expect(habit.uuidString.dropFirst(14).first == "8")
        #expect(["8", "9", "A", "B"].contains(habit.uuidString.dropFirst(19).first.map(String.init)))
        // Distinct inputs, distinct ids.
        #expect(LoopStableID.habit(loopID: 15, name: "Wake up early!") != habit)
        #expect(LoopStableID.habit(loopID: 16, name: "Wake up early") != habit)
        #expect(LoopStableID.completion(habit: habit, dayNumber: 1) != LoopStableID.skip(habit: habit, dayNumber: 1))
    }

    @Test("Repetitions of a missing habit, without a day, or repeating a day are left out, with notes")
    func leftOut() throws {
        // Version 21 has neither NOT NULL nor the unique index.
        let result = try readSynthetic(
            version: 21, habits: [.init(id: 1, name: "H")],
            repetitions: [
                .init(habit: 1, day: "2024-01-01", value: 2), .init(habit: 1, day: "2024-01-01", value: 3),
                .init(habit: 9, day: "2024-01-01", value: 2),
            ],
            sql: """
                INSERT INTO Repetitions (habit, timestamp, value) VALUES (NULL, 0, 2), (1, NULL, 2);
                INSERT INTO Repetitions (habit, timestamp, value) VALUES (1, 1704067200000 + 3600000, 3);
                """)
        #expect(result.contents.completions.count == 1)
        #expect(result.contents.skips.isEmpty)
        #expect(result.notes.map(\.kind) == [.leftOut, .leftOut, .leftOut])
        #expect(result.notes[0].text.hasPrefix("2 repetition(s) without a habit or a timestamp"))
        #expect(result.notes[1].loopHabitID == 9)
        #expect(result.notes[2].text.hasPrefix("2 repetition(s) on a day that already had one"))
    }

    @Test("Notes describe themselves for an import summary")
    func noteDescriptions() throws {
        let result = try readSynthetic(habits: [.init(id: 1, name: "Read", question: "Did you read?")])
        let note = try #require(result.notes.first)
        #expect(note.item == "habit \"Read\"")
        #expect(note.description == "habit \"Read\": question: Did you read?")
        #expect(note.habitID == result.contents.habits.first?.id)
    }

    @Test("A database in write-ahead-log mode reads with what its -wal file holds, and both stay untouched")
    func writeAheadLog() throws {
        let folder = try TemporaryFolder(prefix: "KadoLoopTests")
        var builder = LoopDatabaseBuilder(version: 25)
        builder.habits = [.init(id: 1, name: "Read")]
        let path = try builder.write(to: folder.path("wal.db"))
        // A connection kept open leaves its last writes in the -wal file only.
        let writer = try Database(path: path)
        try writer.execute(sql: "PRAGMA wal_autocheckpoint = 0")
        try writer.execute("INSERT INTO Habits (id, name, freq_num, freq_den) VALUES (2, 'Run', 1, 1)")
        let names = try folder.fileNames()
        #expect(names.contains("wal.db-wal"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let log = try Data(contentsOf: URL(fileURLWithPath: path + "-wal"))

        let result = try LoopDatabaseReader.read(path: path, timeZone: TestCalendars.zone("UTC"))
        #expect(result.habits.map(\.name) == ["Read", "Run"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path + "-wal")) == log)
        #expect(try folder.fileNames() == names)
    }
}

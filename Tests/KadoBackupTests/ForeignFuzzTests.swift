import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoBackup

/// Seeded mutations of other apps' files through their readers: every input gives either
/// contents that pass the domain's validation (ids unique, every record of a habit of the file)
/// or a ``BackupError`` of the reader's format naming a line of the file. No crash, no hang.
///
/// `KADO_FOREIGN_FUZZ_ITERATIONS` sets the inputs per reader (default 20 000 for the CSV readers,
/// about 6 s each in a debug build, and 2 000 for the databases, each of which SQLite opens from
/// a file; `make fuzz-imports` runs 100 000 of each, see BENCHMARKS.md) and
/// `KADO_FOREIGN_FUZZ_SEED` the seed.
@Suite("Fuzzing the readers of other apps' files")
struct ForeignFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let iterations = environment["KADO_FOREIGN_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? 20_000
    static let databaseIterations = environment["KADO_FOREIGN_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? 2_000
    static let seed = environment["KADO_FOREIGN_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x4861_6269_7442_756C
    static let utc = TestCalendars.zone("UTC")

    /// Bytes that mean something to a CSV reader or a date parser, and some that do not.
    static let alphabet: [UInt8] =
        Array(",\"\n\r;/-.:T 0123456789eE+aZ".utf8) + [0x00, 0xC3, 0xA9, 0xFF, 0xEF, 0xBB, 0xBF]

    /// One line of counts for BENCHMARKS.md, printed only when the run's size was asked for
    /// (`make fuzz-imports`).
    static func report(_ reader: String, inputs: Int, read: Int, problems: Int) {
        guard environment["KADO_FOREIGN_FUZZ_ITERATIONS"] != nil else { return }
        print("fuzz \(reader): \(inputs) inputs, \(read) read, \(inputs - read) refused, \(problems) problems")
    }

    /// `bytes`, changed in one to three random ways.
    static func mutate(_ bytes: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
        var result = bytes
        for _ in 0...Int(random.uniform(below: 3)) {
            let position = result.isEmpty ? 0 : Int(random.uniform(below: UInt64(result.count)))
            switch random.uniform(below: 6) {
            case 0 where !result.isEmpty:
                result[position] = alphabet[Int(random.uniform(below: UInt64(alphabet.count)))]
            case 1: result.insert(alphabet[Int(random.uniform(below: UInt64(alphabet.count)))], at: position)
            case 2 where !result.isEmpty:
                let length = min(result.count - position, 1 + Int(random.uniform(below: 12)))
                result.removeSubrange(position..<(position + length))
            case 3: result = Array(result.prefix(position))
            case 4 where !result.isEmpty:
                let length = min(result.count - position, 1 + Int(random.uniform(below: 40)))
                result.insert(contentsOf: result[position..<(position + length)], at: position)
            default:
                if !result.isEmpty { result[position] ^= UInt8(truncatingIfNeeded: random.next()) }
            }
        }
        return result
    }

    /// A problem with what the reader made of `input`, in words, or `nil`.
    static func check(
        _ outcome: Result<ForeignImport, BackupError>, input: [UInt8], format: BackupFileFormat, anyLine: Bool = false
    ) -> String? {
        switch outcome {
        case .failure(let error):
            guard error.format == format, !error.message.isEmpty else { return "malformed error \(error)" }
            if let line = error.line, line < 1 || (!anyLine && line > input.count + 1) {
                return "line \(line) of a file of \(input.count) bytes: \(error)"
            }
            return nil
        case .success(let read):
            let contents = read.contents
            let habitIDs = Set(contents.habits.map(\.id))
            guard habitIDs.count == contents.habits.count else { return "two habits with one id" }
            guard Set(contents.completions.map(\.id)).count == contents.completions.count else {
                return "two records with one id"
            }
            if let habit = contents.habits.first(where: { !$0.validationErrors.isEmpty }) {
                return "invalid habit \(habit.validationErrors)"
            }
            if let record = contents.completions.first(where: {
                !$0.validationErrors.isEmpty || !habitIDs.contains($0.habitID)
            }) {
                return "invalid record \(record)"
            }
            return nil
        }
    }

    @Test("HabitBull: mutated exports read or are refused with a line, never a crash", .timeLimit(.minutes(30)))
    func habitBull() throws {
        var seeds: [[UInt8]] = [
            Array(
                ("HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\n"
                    + "Run,\"far, \"\"fast\"\"\",Sport,3/18/2016,2.5,\"a\nb\"\nRun,,,18/3/2016,1,\nRead,,,2016-03-19,0,x\n")
                    .utf8)
        ]
        for name in ["habitbull.csv", "habitbull2.csv"] where ForeignFixtures.available {
            seeds.append(Array(try ForeignFixtures.data(name)))
        }
        var random = SeededGenerator(seed: Self.seed)
        var problems: [String] = []
        var read = 0
        for index in 0..<Self.iterations {
            let input = Self.mutate(seeds[index % seeds.count], &random)
            let outcome = Result { () throws(BackupError) -> ForeignImport in
                try HabitBullCSVReader.read(Data(input), timeZone: Self.utc)
            }
            if case .success = outcome { read += 1 }
            if let problem = Self.check(outcome, input: input, format: .habitBull), problems.count < 10 {
                problems.append(problem + " — input: " + String(decoding: input.prefix(200), as: UTF8.self))
            }
        }
        Self.report("HabitBull", inputs: Self.iterations, read: read, problems: problems.count)
        #expect(problems.isEmpty, "\(problems)")
        // The mutations keep enough of the files for some to read: the reader is exercised past the header.
        #expect(read > Self.iterations / 20)
    }

    @Test("Loop's CSV export: mutated archives and files read or are refused, never a crash", .timeLimit(.minutes(30)))
    func loopCSV() throws {
        let habits =
            "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,"
            + "Target Value,Archived?\n001,Run,YES_NO,Q?,,2,3,#FF8F00,,,,false\n002,Water,NUMERICAL,,,1,1,#00897B,"
            + "glasses,AT_MOST,2.5,true\n"
        var files: [String: Data] = [
            "Habits.csv": Data(habits.utf8),
            "001 Run/Checkmarks.csv": Data("Date,Value,Notes\n2020-01-02,YES_MANUAL,\n2020-01-01,SKIP,\"a,b\"\n".utf8),
            "002 Water/Checkmarks.csv": Data("Date,Value,Notes\n2020-01-02,2500,\n2020-01-01,YES_AUTO,x\n".utf8),
            "Checkmarks.csv": Data("Date,Run,Water,\n2020-01-02,YES_MANUAL,2500,\n".utf8),
        ]
        if ForeignFixtures.available { files = try ZipWriter.fixtureFiles() }
        let names = files.keys.sorted()
        let archive = ZipWriter.archive(names.map { ZipWriter.Entry(name: $0, data: Array(files[$0] ?? Data())) })
        var random = SeededGenerator(seed: Self.seed ^ 0x4C6F_6F70)
        var problems: [String] = []
        var read = 0
        for index in 0..<Self.iterations {
            let outcome: Result<ForeignImport, BackupError>
            let input: [UInt8]
            if index % 2 == 0 {
                input = Self.mutate(Array(archive), &random)
                outcome = Result { () throws(BackupError) -> ForeignImport in
                    try LoopCSVExportReader.read(zip: Data(input), timeZone: Self.utc)
                }
            } else {
                let name = names[Int(random.uniform(below: UInt64(names.count)))]
                input = Self.mutate(Array(files[name] ?? Data()), &random)
                var changed = files
                changed[name] = Data(input)
                outcome = Result { () throws(BackupError) -> ForeignImport in
                    try LoopCSVExportReader.read(files: changed, timeZone: Self.utc)
                }
            }
            if case .success = outcome { read += 1 }
            if let problem = Self.check(outcome, input: input, format: .loopCSV, anyLine: true), problems.count < 10 {
                problems.append(problem)
            }
        }
        Self.report("Loop CSV export", inputs: Self.iterations, read: read, problems: problems.count)
        #expect(problems.isEmpty, "\(problems)")
        #expect(read > Self.iterations / 20)
    }

    @Test("a spreadsheet: mutated tables read or are refused with a line, never a crash", .timeLimit(.minutes(30)))
    func spreadsheet() throws {
        let seeds: [[UInt8]] = [
            Array(
                "\u{FEFF}Jour;Habitude;Valeur;Remarque;Humeur\r\n18/03/2016;Lire;x;\"chapitre; 3\";bien\r\n19/03/2016;Lire;;;\r\n"
                    .utf8) + Array("20/03/2016;Lire;non;fatigué;\r\n18/03/2016;Eau;2,5;;\r\n".utf8),
            Array(
                "Date,Habit,Value,Note\n2016-03-18,Run,1,\"a, b\"\n3/19/2016,Run,2.5,\n2016-03-20T08:00,Read,yes,\n"
                    .utf8),
        ]
        var random = SeededGenerator(seed: Self.seed ^ 0x5370_7265)
        var problems: [String] = []
        var read = 0
        for index in 0..<Self.iterations {
            let input = Self.mutate(seeds[index % seeds.count], &random)
            let outcome = Result { () throws(BackupError) -> ForeignImport in
                try SpreadsheetCSVReader.read(Data(input), timeZone: Self.utc)
            }
            if case .success = outcome { read += 1 }
            if let problem = Self.check(outcome, input: input, format: .spreadsheet), problems.count < 10 {
                problems.append(problem + " — input: " + String(decoding: input.prefix(200), as: UTF8.self))
            }
        }
        Self.report("spreadsheet", inputs: Self.iterations, read: read, problems: problems.count)
        #expect(problems.isEmpty, "\(problems)")
        #expect(read > Self.iterations / 20)
    }

    /// Values a damaged or odd database may hold where Rewire and Tickmate keep numbers, dates and names.
    static let oddValues = [
        "NULL", "-1", "0", "1", "2", "3", "7", "12", "31", "366", "9223372036854775807", "-9223372036854775808",
        "1e308", "-0.5", "2.5", "''", "'x'", "'0,1,2,3,4,5,6'", "'9,-1'", "'20160229'", "'20161345'", "'99999999'",
        "'2016-03-18'", "X'00FF'", "'" + String(repeating: "a", count: 600) + "'",
    ]

    /// A statement changing the rows of a Rewire (`rewire`) or Tickmate database in an odd way.
    static func oddStatement(rewire: Bool, _ random: inout SeededGenerator) -> String {
        let value = oddValues[Int(random.uniform(below: UInt64(oddValues.count)))]
        let row = Int(random.uniform(below: 6))
        let targets =
            rewire
            ? [
                (
                    "Habits",
                    [
                        "Name", "schedule", "days", "period", "active_days", "repeating_count", "start_date",
                        "archived", "category", "Order_num", "_id", "description",
                    ]
                ),
                ("CHECKINS", ["Habit_id", "date", "type", "note", "_id"]),
                ("REMINDERS", ["habit_id", "time", "active_days"]), ("category", ["_id", "category_name"]),
            ]
            : [
                ("tracks", ["name", "description", "enabled", "multiple_entries_per_day", "order", "_id"]),
                ("ticks", ["_track_id", "year", "month", "day", "hour", "minute", "second", "has_time_info", "_id"]),
                ("groups", ["_id", "name"]), ("track2groups", ["_track_id", "_group_id"]),
            ]
        let (table, columns) = targets[Int(random.uniform(below: UInt64(targets.count)))]
        switch random.uniform(below: 10) {
        case 0: return "DROP TABLE \"\(table)\""
        case 1: return "DELETE FROM \"\(table)\" WHERE rowid % 2 = \(row % 2)"
        case 2: return "INSERT INTO \"\(table)\" SELECT * FROM \"\(table)\" LIMIT 3"
        default:
            let column = columns[Int(random.uniform(below: UInt64(columns.count)))]
            return "UPDATE \"\(table)\" SET \"\(column)\" = \(value) WHERE rowid = \(row) OR rowid > 40"
        }
    }

    /// Mutated bytes of a fixture database, and databases whose rows were changed oddly, through a
    /// reader: read, or refused naming the reader's format, never a crash.
    static func fuzzDatabase(
        _ name: String, format: BackupFileFormat, seed: UInt64,
        read reader: (Data) throws(BackupError) -> ForeignImport
    ) throws -> (problems: [String], read: Int) {
        let original = try ForeignFixtures.data(name)
        var random = SeededGenerator(seed: seed)
        var problems: [String] = []
        var read = 0
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<databaseIterations {
            let input: Data
            if index % 4 == 3 {
                let statements = (0...Int(random.uniform(below: 3))).map { _ in
                    oddStatement(rewire: format == .rewire, &random)
                }
                input = try FixtureDatabase.changed(name, statements, lenient: true, in: folder)
            } else {
                input = Data(mutateDatabase(Array(original), &random))
            }
            let outcome = Result { () throws(BackupError) -> ForeignImport in try reader(input) }
            if case .success = outcome { read += 1 }
            if let problem = check(outcome, input: Array(input), format: format, anyLine: true), problems.count < 10 {
                problems.append(problem)
            }
        }
        return (problems, read)
    }

    /// A database file changed in one to three ways: bytes flipped or overwritten anywhere (the
    /// header and the schema page more often), a page cut short or the file truncated.
    static func mutateDatabase(_ bytes: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
        var result = bytes
        for _ in 0...Int(random.uniform(below: 3)) where !result.isEmpty {
            let anywhere = Int(random.uniform(below: UInt64(result.count)))
            let early = Int(random.uniform(below: UInt64(min(result.count, 4096))))
            switch random.uniform(below: 6) {
            case 0: result[early] ^= UInt8(truncatingIfNeeded: random.next() | 1)
            case 1: result[anywhere] ^= UInt8(truncatingIfNeeded: random.next() | 1)
            case 2: result = Array(result.prefix(anywhere))
            case 3:
                let length = min(result.count - anywhere, 1 + Int(random.uniform(below: 64)))
                for offset in anywhere..<(anywhere + length) {
                    result[offset] = UInt8(truncatingIfNeeded: random.next())
                }
            case 4: result[anywhere] = [0x00, 0xFF, 0x7F, 0x80][Int(random.uniform(below: 4))]
            default:
                let length = min(result.count - anywhere, 1 + Int(random.uniform(below: 16)))
                result.removeSubrange(anywhere..<(anywhere + length))
            }
        }
        return result
    }

    @Test(
        "Rewire: mutated databases read or are refused naming Rewire, never a crash",
        .enabled(if: ForeignFixtures.available, Comment(rawValue: ForeignFixtures.missingReason)),
        .timeLimit(.minutes(60)))
    func rewire() throws {
        let (problems, read) = try Self.fuzzDatabase("rewire.db", format: .rewire, seed: Self.seed ^ 0x5265_7769) {
            data throws(BackupError) in try RewireDatabaseReader.read(data, timeZone: Self.utc)
        }
        Self.report("Rewire", inputs: Self.databaseIterations, read: read, problems: problems.count)
        #expect(problems.isEmpty, "\(problems)")
        #expect(read > Self.databaseIterations / 20)
    }

    @Test(
        "Tickmate: mutated databases read or are refused naming Tickmate, never a crash",
        .enabled(if: ForeignFixtures.available, Comment(rawValue: ForeignFixtures.missingReason)),
        .timeLimit(.minutes(60)))
    func tickmate() throws {
        let (problems, read) = try Self.fuzzDatabase("tickmate.db", format: .tickmate, seed: Self.seed ^ 0x5469_636B) {
            data throws(BackupError) in try TickmateDatabaseReader.read(data, timeZone: Self.utc)
        }
        Self.report("Tickmate", inputs: Self.databaseIterations, read: read, problems: problems.count)
        #expect(problems.isEmpty, "\(problems)")
        #expect(read > Self.databaseIterations / 20)
    }
}

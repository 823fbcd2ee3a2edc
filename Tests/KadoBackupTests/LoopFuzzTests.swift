import Foundation
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoBackup

/// A seeded mutation loop through the Loop reader: byte-level mutations of real and synthetic
/// databases (through files, as a user's file would come), and SQL-level mutations of a
/// database in a transaction that is rolled back after each read. Every input must give either
/// contents that pass the domain's validation or a ``BackupError``: no crash, no hang.
///
/// `KADO_LOOP_FUZZ_ITERATIONS` sets the number of inputs (default 100 000, split 50/50;
/// `make test` runs 25 000, `make fuzz-imports` 100 000),
/// `KADO_LOOP_FUZZ_SEED` the seed and `KADO_LOOP_FUZZ_WORKERS` the workers per kind (default 1).
@Suite("Fuzzing the Loop reader")
struct LoopFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let iterations = environment["KADO_LOOP_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? 100_000
    static let seed = environment["KADO_LOOP_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x4C6F_6F70_4675_7A7A
    /// Workers per kind of input: one byte-level and one SQL-level task each; one of each (two
    /// threads) measured fastest on two cores.
    static let workers = max(1, environment["KADO_LOOP_FUZZ_WORKERS"].flatMap { Int($0) } ?? 1)
    static let utc = TestCalendars.zone("UTC")

    /// What one worker saw.
    struct Tally: Sendable {
        var inputs = 0
        var read = 0
        var refused: [String: Int] = [:]
        var slowest: Duration = .zero
        var busy: Duration = .zero
        /// The CPU time of the worker's thread, whatever else the machine runs.
        var cpu: Duration = .zero
        var problems: [String] = []
        /// Inputs read a second time to compare.
        var rereads = 0
        /// SQL mutations after which SQLite rolled back the whole transaction, by error.
        var rolledBack: [String: Int] = [:]

        mutating func add(_ other: Tally) {
            inputs += other.inputs
            read += other.read
            refused.merge(other.refused, uniquingKeysWith: +)
            slowest = max(slowest, other.slowest)
            busy += other.busy
            cpu += other.cpu
            rolledBack.merge(other.rolledBack, uniquingKeysWith: +)
            rereads += other.rereads
            problems += other.problems.prefix(10)
        }

        /// Reads, checks what was read, and counts.
        mutating func run(_ read: () throws(BackupError) -> BackupContents) {
            inputs += 1
            let clock = ContinuousClock()
            let start = clock.now
            do {
                let contents = try read()
                self.read += 1
                if let problem = LoopFuzzTests.problem(in: contents), problems.count < 10 {
                    problems.append(problem)
                }
            } catch {
                let key = "\(error.kind)"
                refused[key, default: 0] += 1
                if error.format != .loop, problems.count < 10 {
                    problems.append("an error without the Loop format: \(error)")
                }
            }
            let duration = clock.now - start
            slowest = max(slowest, duration)
            busy += duration
        }
    }

    /// The seeds: both fixtures when present, and a synthetic version 25 database using every
    /// column.
    static func seedDatabases(in folder: TemporaryFolder) throws -> [Data] {
        var seeds: [Data] = []
        if LoopFixtures.available {
            seeds.append(try Data(contentsOf: URL(fileURLWithPath: LoopFixtures.version12)))
            seeds.append(try Data(contentsOf: URL(fileURLWithPath: LoopFixtures.version22)))
        }
        let synthetic = try LoopSchemaVersionTests.builder(version: 25).write(to: folder.path("seed-25.db"))
        seeds.append(try Data(contentsOf: URL(fileURLWithPath: synthetic)))
        return seeds
    }

    @Test("100,000 mutated Loop databases: only contents that validate, or a BackupError")
    func mutations() async throws {
        if !LoopFixtures.available {
            print("Loop fuzzing: \(LoopFixtures.missingReason); fuzzing the synthetic seed only")
        }
        let folder = try TemporaryFolder(prefix: "KadoLoopTests")
        let seeds = try Self.seedDatabases(in: folder)
        let byteInputs = Self.iterations / 2
        let sqlInputs = Self.iterations - byteInputs
        let clock = ContinuousClock()
        let start = clock.now

        var total = Tally()
        var byteTally = Tally()
        var sqlTally = Tally()
        try await withThrowingTaskGroup(of: (Bool, Tally).self) { group in
            for worker in 0..<Self.workers {
                let byteShare = byteInputs / Self.workers + (worker < byteInputs % Self.workers ? 1 : 0)
                let sqlShare = sqlInputs / Self.workers + (worker < sqlInputs % Self.workers ? 1 : 0)
                let seed = Self.seed &+ UInt64(worker) &* 0x9E37_79B9
                group.addTask {
                    (true, try await Self.onOwnThread { Self.byteLevel(seeds: seeds, count: byteShare, seed: seed) })
                }
                let path = folder.path("sql-\(worker).db")
                try seeds[worker % seeds.count].write(to: URL(fileURLWithPath: path))
                group.addTask {
                    (
                        false,
                        try await Self.onOwnThread {
                            try Self.sqlLevel(path: path, count: sqlShare, seed: seed ^ 0x5EED)
                        }
                    )
                }
            }
            for try await (isByteLevel, tally) in group {
                if isByteLevel { byteTally.add(tally) } else { sqlTally.add(tally) }
            }
        }
        total.add(byteTally)
        total.add(sqlTally)
        let elapsed = clock.now - start

        print(
            "Loop fuzzing: \(total.inputs) inputs (\(byteTally.inputs) byte-level, \(sqlTally.inputs) SQL-level) "
                + "on \(Self.workers) worker(s) per kind in \(elapsed) (CPU: byte-level \(byteTally.cpu), SQL-level "
                + "\(sqlTally.cpu)); byte-level read \(byteTally.read), refused "
                + "\(byteTally.refused.sorted { $0.key < $1.key }); SQL-level read \(sqlTally.read), refused "
                + "\(sqlTally.refused.sorted { $0.key < $1.key }); slowest input \(total.slowest); transactions "
                + "rolled back by SQLite: \(sqlTally.rolledBack); \(byteTally.rereads) inputs read twice, identically")
        #expect(total.inputs == Self.iterations)
        #expect(total.problems.isEmpty, "\(total.problems)")
        // A watchdog for a stuck read, not a speed limit: a small database read for 30 s on a
        // loaded CI machine is a hang (speed is measured in Benchmarks, as ratios).
        #expect(total.slowest < .seconds(30))
        // Both kinds of input reach every outcome: some read, some refused.
        if Self.iterations >= 1000 {
            #expect(byteTally.read > 0 && sqlTally.read > 0)
            #expect(byteTally.refused.values.reduce(0, +) > 0 && sqlTally.refused.values.reduce(0, +) > 0)
        }
    }

    /// Runs long synchronous work on a thread of its own, leaving Swift's cooperative threads to
    /// the tests running alongside.
    static func onOwnThread<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }

    /// What is wrong with contents the reader returned, if anything.
    static func problem(in contents: BackupContents) -> String? {
        let habitIDs = Set(contents.habits.map(\.id))
        if habitIDs.count != contents.habits.count { return "two habits share an id" }
        // What an import accepts: control characters in names and notes are replaced (and
        // reported) by the import, every other rule must hold as read.
        if let habit = contents.habits.first(where: { !$0.replacingForbiddenText().validationErrors.isEmpty }) {
            return "invalid habit: \(habit.replacingForbiddenText().validationErrors)"
        }
        if let completion = contents.completions.first(where: {
            !$0.replacingForbiddenText().validationErrors.isEmpty
        }) {
            return "invalid completion: \(completion.replacingForbiddenText().validationErrors)"
        }
        if Set(contents.completions.map(\.id)).count != contents.completions.count {
            return "two completions share an id"
        }
        if Set(contents.skips.map(\.id)).count != contents.skips.count { return "two skips share an id" }
        if !contents.completions.allSatisfy({ habitIDs.contains($0.habitID) })
            || !contents.skips.allSatisfy({ habitIDs.contains($0.habitID) })
        {
            return "a record of a habit that is not there"
        }
        if contents.habits.map(\.sortOrder) != Array(0..<contents.habits.count) { return "sort orders have gaps" }
        return nil
    }

    /// The CPU time the calling thread has used.
    static func threadCPUTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    // MARK: Byte level

    /// Mutates copies of the seeds' bytes and reads each through a file.
    static func byteLevel(seeds: [Data], count: Int, seed: UInt64) -> Tally {
        var random = SeededGenerator(seed: seed)
        var tally = Tally()
        let cpuStart = threadCPUTime()
        let seedBytes = seeds.map { [UInt8]($0) }
        for _ in 0..<count {
            var bytes = seedBytes[Int(random.uniform(below: UInt64(seedBytes.count)))]
            for _ in 0..<random.int(in: 1...3) {
                mutate(&bytes, using: &random)
            }
            let data = Data(bytes)
            tally.run { () throws(BackupError) in try LoopDatabaseReader.read(data: data, timeZone: utc) }
            // Now and then, the same input again: the same result, ids included.
            if tally.inputs % 100 == 0 {
                let first = Result { () throws(BackupError) in
                    try LoopDatabaseReader.readWithNotes(data: data, timeZone: utc)
                }
                let second = Result { () throws(BackupError) in
                    try LoopDatabaseReader.readWithNotes(data: data, timeZone: utc)
                }
                if first != second, tally.problems.count < 10 {
                    tally.problems.append("two readings of one input differ")
                }
                tally.rereads += 1
            }
        }
        tally.cpu = threadCPUTime() - cpuStart
        return tally
    }

    /// One byte-level mutation.
    static func mutate(_ bytes: inout [UInt8], using random: inout SeededGenerator) {
        guard !bytes.isEmpty else {
            for _ in 0..<random.int(in: 0...64) { bytes.append(UInt8(truncatingIfNeeded: random.next())) }
            return
        }
        let count = UInt64(bytes.count)
        switch random.uniform(below: 9) {
        case 0, 1:  // flip 1 to 8 bits
            for _ in 0..<random.int(in: 1...8) {
                let index = Int(random.uniform(below: count))
                bytes[index] ^= 1 << UInt8(random.uniform(below: 8))
            }
        case 2:  // truncate
            bytes.removeLast(bytes.count - Int(random.uniform(below: count)))
        case 3:  // a run of random bytes
            let start = Int(random.uniform(below: count))
            let end = min(bytes.count, start + random.int(in: 1...64))
            for index in start..<end {
                bytes[index] = UInt8(truncatingIfNeeded: random.next())
            }
        case 4:  // an interesting byte
            let index = Int(random.uniform(below: count))
            bytes[index] = [0x00, 0x01, 0x7F, 0x80, 0xFF][Int(random.uniform(below: 5))]
        case 5:  // an interesting big-endian integer (SQLite's own byte order)
            let values: [UInt64] = [0, 1, 2, 3, 0x7F, 0xFF, 0xFFFF, 0x7FFF_FFFF, 0xFFFF_FFFF, .max, 1 << 63, 26, 7]
            let value = values[Int(random.uniform(below: UInt64(values.count)))]
            let width = [1, 2, 4, 8][Int(random.uniform(below: 4))]
            let start = Int(random.uniform(below: count))
            for index in 0..<width where start + index < bytes.count {
                bytes[start + index] = UInt8(truncatingIfNeeded: value >> UInt64(8 * (width - 1 - index)))
            }
        case 6:  // the header's fields: page size, page counts, schema cookie, user_version…
            let fields = [16, 18, 19, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64, 92, 96]
            let start = fields[Int(random.uniform(below: UInt64(fields.count)))]
            for index in start..<(start + 4) where index < bytes.count {
                bytes[index] = UInt8(truncatingIfNeeded: random.next())
            }
        case 7:  // copy a chunk over another place (a page over another page, often)
            let length = random.chance(0.5) ? 4096 : random.int(in: 1...512)
            let from = Int(random.uniform(below: count))
            let to = Int(random.uniform(below: count))
            let chunk = Array(bytes[from..<min(bytes.count, from + length)])
            for (index, byte) in chunk.enumerated() where to + index < bytes.count {
                bytes[to + index] = byte
            }
        default:  // insert or delete a few bytes, shifting everything after
            let start = Int(random.uniform(below: count))
            let length = random.int(in: 1...16)
            if random.chance(0.5) {
                var inserted: [UInt8] = []
                for _ in 0..<length { inserted.append(UInt8(truncatingIfNeeded: random.next())) }
                bytes.insert(contentsOf: inserted, at: start)
            } else {
                bytes.removeSubrange(start..<min(bytes.count, start + length))
            }
        }
    }

    // MARK: SQL level

    /// Values that Loop never writes where numbers or short texts are expected.
    static let oddValues: [SQLiteValue] = [
        .null, .integer(0), .integer(1), .integer(-1), .integer(2), .integer(3), .integer(7), .integer(366),
        .integer(367), .integer(1000), .integer(-16_742_021), .integer(.max), .integer(.min), .integer(1 << 40),
        .real(0.5), .real(1e300), .real(-1e300), .real(.infinity), .real(-.infinity), .text("abc"), .text(""),
        .text("   "), .text("12"), .text(String(repeating: "x", count: 20_000)), .text("é\u{202E}😀\0tail"),
        .blob(Data([0x00, 0xFF])), .blob(Data()), .integer(1_704_067_200_000), .integer(-86_400_001),
    ]

    /// Mutates the database at `path` with SQL in a transaction, reads it, and rolls back.
    static func sqlLevel(path: String, count: Int, seed: UInt64) throws -> Tally {
        var random = SeededGenerator(seed: seed)
        var tally = Tally()
        let cpuStart = threadCPUTime()
        let database = try Database(
            path: path, configuration: .init(usesWriteAheadLog: false, enforcesForeignKeys: false))
        // A throw-away copy, always rolled back: no journal file, no waiting for the disk.
        try database.execute(sql: "PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF")
        let habitColumns = try database.query("PRAGMA table_info(Habits)") { row in try row[1] as String }
        let repetitionColumns = try database.query("PRAGMA table_info(Repetitions)") { row in try row[1] as String }
        let habitRows = try database.query("SELECT rowid FROM Habits") { row in try row[0] as Int64 }
        let repetitionRows = try database.query("SELECT rowid FROM Repetitions") { row in try row[0] as Int64 }
        for _ in 0..<count {
            try database.execute(sql: "BEGIN")
            for _ in 0..<random.int(in: 1...3) {
                // A mutation may break a constraint; the database then simply stays as it was. A
                // few failures (a DROP COLUMN that leaves the schema inconsistent) make SQLite
                // roll the whole transaction back: the database is then the seed again.
                do {
                    try mutate(
                        database, random: &random, habitColumns: habitColumns, repetitionColumns: repetitionColumns,
                        habitRows: habitRows, repetitionRows: repetitionRows)
                } catch {
                    if !database.isInTransaction {
                        tally.rolledBack[String(describing: error).prefix(60).description, default: 0] += 1
                        break
                    }
                }
            }
            tally.run { () throws(BackupError) in
                try LoopDatabaseReader.read(database: database, timeZone: utc).contents
            }
            if database.isInTransaction {
                try database.execute(sql: "ROLLBACK")
            }
        }
        tally.cpu = threadCPUTime() - cpuStart
        return tally
    }

    /// One SQL-level mutation.
    static func mutate(
        _ database: Database, random: inout SeededGenerator, habitColumns: [String], repetitionColumns: [String],
        habitRows: [Int64], repetitionRows: [Int64]
    ) throws {
        func pick<T>(_ items: [T]) -> T? {
            items.isEmpty ? nil : items[Int(random.uniform(below: UInt64(items.count)))]
        }
        func value() -> SQLiteValue {
            if random.chance(0.3) { return .integer(Int64(random.int(in: -5...400))) }
            return pick(oddValues) ?? .null
        }
        switch random.uniform(below: 12) {
        case 0, 1, 2:  // a habit's column
            guard let column = pick(habitColumns), let row = pick(habitRows) else { return }
            try database.execute("UPDATE Habits SET \"\(column)\" = ? WHERE rowid = ?", [value(), row])
        case 3, 4, 5:  // a repetition's column
            guard let column = pick(repetitionColumns), let row = pick(repetitionRows) else { return }
            try database.execute("UPDATE Repetitions SET \"\(column)\" = ? WHERE rowid = ?", [value(), row])
        case 6:  // a whole column at once
            let table = random.chance(0.5) ? "Habits" : "Repetitions"
            guard let column = pick(table == "Habits" ? habitColumns : repetitionColumns) else { return }
            try database.execute("UPDATE \(table) SET \"\(column)\" = ?", [value()])
        case 7:  // a new repetition: for a habit or not, duplicate day or not
            let habit: SQLiteValue = random.chance(0.7) ? .integer(pick(habitRows) ?? 0) : value()
            let timestamp: SQLiteValue =
                random.chance(0.7) ? .integer(Int64(random.int(in: 16_000...20_000)) * 86_400_000) : value()
            if repetitionColumns.contains("value") {
                try database.execute(
                    "INSERT INTO Repetitions (habit, timestamp, value) VALUES (?, ?, ?)", [habit, timestamp, value()])
            } else {
                try database.execute("INSERT INTO Repetitions (habit, timestamp) VALUES (?, ?)", [habit, timestamp])
            }
        case 8:  // delete a habit (orphaning its repetitions) or a repetition
            if random.chance(0.5), let row = pick(habitRows) {
                try database.execute("DELETE FROM Habits WHERE rowid = ?", [row])
            } else if let row = pick(repetitionRows) {
                try database.execute("DELETE FROM Repetitions WHERE rowid = ?", [row])
            }
        case 9:  // drop or rename a column
            let table = random.chance(0.5) ? "Habits" : "Repetitions"
            guard let column = pick(table == "Habits" ? habitColumns : repetitionColumns) else { return }
            if random.chance(0.5) {
                try database.execute(sql: "ALTER TABLE \(table) DROP COLUMN \"\(column)\"")
            } else {
                try database.execute(sql: "ALTER TABLE \(table) RENAME COLUMN \"\(column)\" TO \"\(column)_old\"")
            }
        case 10:  // another version number, or a missing table
            if random.chance(0.7) {
                let versions = [0, 7, 8, 12, 16, 20, 23, 24, 25, 26, -1, Int(Int32.max)]
                try database.setUserVersion(pick(versions) ?? 25)
            } else {
                try database.execute(sql: "DROP TABLE \(random.chance(0.5) ? "Habits" : "Repetitions")")
            }
        default:  // every habit gets the same uuid, or positions go negative and huge
            if random.chance(0.5) {
                try database.execute(sql: "UPDATE Habits SET uuid = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'")
            } else {
                try database.execute(sql: "UPDATE Habits SET position = -position * 4611686018427387903")
            }
        }
    }
}

import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoBackup

/// Every reader refuses a file over the size limit before decoding it, and more habits or records
/// than the limits before reading them: just under and at a limit read, one over is refused with
/// the limit named. Small limits are injected; the product's are ``BackupLimits/standard``.
@Suite("Backups: size limits")
struct BackupLimitsTests {
    static let utc = TestCalendars.zone("UTC")

    /// Three habits with two, one and no records, and one skip: 3 habits, 4 records and skips.
    static let contents: BackupContents = {
        let created = instant("2026-01-01T10:00:00Z")
        let habits = (0..<3).map {
            Habit(name: "Habit \($0)", createdAt: created.addingTimeInterval(Double($0)), sortOrder: $0)
        }
        let completions = [
            Completion(habitID: habits[0].id, day: day("2026-01-02"), recordedAt: instant("2026-01-02T10:00:00Z")),
            Completion(habitID: habits[0].id, day: day("2026-01-03"), recordedAt: instant("2026-01-03T10:00:00Z")),
            Completion(habitID: habits[1].id, day: day("2026-01-02"), recordedAt: instant("2026-01-02T10:00:00Z")),
        ]
        let skips = [Skip(habitID: habits[1].id, days: DayRange(day: day("2026-01-05")))]
        return BackupContents(habits: habits, completions: completions, skips: skips)
    }()

    static func json() throws -> Data {
        try KadoJSONBackup.encode(contents, exportedAt: instant("2026-04-10T10:00:00Z"), appVersion: "t", timeZone: utc)
    }

    static func csv() -> Data {
        KadoCSVBackup.encode(contents, timeZone: utc).data
    }

    /// What decoding with `limits` gives: `nil` when it reads, else the error.
    static func outcome(_ decode: (BackupLimits) throws(BackupError) -> BackupContents, _ limits: BackupLimits)
        -> BackupError?
    {
        do {
            _ = try decode(limits)
            return nil
        } catch {
            return error
        }
    }

    @Test("the product's limits, and how they are written")
    func standard() {
        #expect(BackupLimits.standard == BackupLimits(fileBytes: 1 << 30, records: 5_000_000, habits: 2_000))
        #expect(BackupLimits() == .standard)
        #expect(BackupLimits(habits: 3) == BackupLimits(fileBytes: 1 << 30, records: 5_000_000, habits: 3))
        for (bytes, text) in [
            (1 << 30, "1 GiB"), (64 << 20, "64 MiB"), (1536, "1.5 KiB"), (1024, "1 KiB"), (900, "900 bytes"),
            (1, "1 byte"), (0, "0 bytes"), ((1 << 30) + (1 << 29), "1.5 GiB"),
        ] {
            #expect(BackupLimits.describe(bytes: bytes) == text)
        }
        for (count, text) in [(0, "0"), (999, "999"), (1000, "1,000"), (5_000_000, "5,000,000"), (-1234, "-1,234")] {
            #expect(BackupLimits.grouped(count) == text)
        }
        // Above the benchmarks' largest matrix: 1,000 habits, 2,678,000 records and skips.
        #expect(BackupLimits.standard.habits > HabitMatrix.Size.large.habits)
        #expect(BackupLimits.standard.records > 2_678_000)
    }

    /// One limit at a time, at `value`: habits, records, or bytes.
    enum Limit: String, CaseIterable, Sendable {
        case habits
        case records
        case bytes

        func limits(_ value: Int) -> BackupLimits {
            switch self {
            case .habits: BackupLimits(habits: value)
            case .records: BackupLimits(records: value)
            case .bytes: BackupLimits(fileBytes: value)
            }
        }
    }

    static func check(
        _ limit: Limit, actual: Int, format: BackupFileFormat,
        _ decode: (BackupLimits) throws(BackupError) -> BackupContents
    ) {
        #expect(outcome(decode, limit.limits(actual + 1)) == nil, "\(limit) just under")
        #expect(outcome(decode, limit.limits(actual)) == nil, "\(limit) at the limit")
        let error = outcome(decode, limit.limits(actual - 1))
        #expect(error?.kind == .tooLarge, "\(limit) over: \(String(describing: error))")
        #expect(error?.format == format)
        let message = error?.message ?? ""
        switch limit {
        case .habits:
            #expect(message == "the file holds \(actual) habits, more than the \(actual - 1) a database may hold")
        case .records:
            #expect(
                message == "the file holds \(actual) records and skips, more than the \(actual - 1) a backup may hold")
        case .bytes:
            #expect(
                message
                    == "the file is \(BackupLimits.grouped(actual)) bytes, larger than the "
                    + "\(BackupLimits.describe(bytes: actual - 1)) a backup may be")
        }
    }

    @Test("Kadō JSON: under, at and over each limit", arguments: Limit.allCases)
    func json(limit: Limit) throws {
        let data = try Self.json()
        let actual = [Limit.habits: 3, .records: 4, .bytes: data.count][limit] ?? 0
        Self.check(limit, actual: actual, format: .json) { limits throws(BackupError) in
            try KadoJSONBackup.decode(data, timeZone: Self.utc, limits: limits)
        }
    }

    @Test("Kadō JSON: the size is checked before the file is parsed")
    func jsonSizeFirst() {
        let garbage = Data(repeating: UInt8(ascii: "{"), count: 100)
        let error = Self.outcome(
            { limits throws(BackupError) in try KadoJSONBackup.decode(garbage, timeZone: Self.utc, limits: limits) },
            BackupLimits(fileBytes: 99))
        #expect(error?.kind == .tooLarge)
    }

    @Test("Kadō CSV: under, at and over each limit", arguments: Limit.allCases)
    func csv(limit: Limit) {
        let data = Self.csv()
        // CSV carries no skip: 3 records.
        let actual = [Limit.habits: 3, .records: 3, .bytes: data.count][limit] ?? 0
        Self.check(limit, actual: actual, format: .csv) { limits throws(BackupError) in
            try KadoCSVBackup.decode(data, timeZone: Self.utc, limits: limits)
        }
    }

    @Test("Kadō CSV: the error names the first row over the limit")
    func csvLine() throws {
        let data = Self.csv()
        let habits = Self.outcome(
            { limits throws(BackupError) in try KadoCSVBackup.decode(data, timeZone: Self.utc, limits: limits) },
            BackupLimits(habits: 2))
        // Rows: header, habit 0 twice, habit 1, habit 2 (no record).
        #expect(habits?.line == 5)
        #expect(habits?.field == "habit_id")
        let records = Self.outcome(
            { limits throws(BackupError) in try KadoCSVBackup.decode(data, timeZone: Self.utc, limits: limits) },
            BackupLimits(records: 1))
        #expect(records?.line == 3)
        #expect(records?.field == "completion_id")
    }

    /// A Loop database with 3 habits and 4 repetitions (one a skip).
    static func loopFile(in folder: TemporaryFolder) throws -> String {
        var builder = LoopDatabaseBuilder(version: 25)
        builder.habits = [
            .init(id: 1, name: "Read", position: 0), .init(id: 2, name: "Run", position: 1),
            .init(id: 3, name: "Swim", position: 2),
        ]
        builder.repetitions = [
            .init(habit: 1, day: "2024-01-01"), .init(habit: 1, day: "2024-01-02"), .init(habit: 2, day: "2024-01-01"),
            .init(habit: 2, day: "2024-01-03", value: 3),
        ]
        return try builder.write(to: folder.path("limits.db"))
    }

    @Test("Loop: under, at and over each limit, from a path and from bytes", arguments: Limit.allCases)
    func loop(limit: Limit) throws {
        let folder = try TemporaryFolder(prefix: "KadoLoopTests")
        let path = try Self.loopFile(in: folder)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let actual = [Limit.habits: 3, .records: 4, .bytes: data.count][limit] ?? 0
        Self.check(limit, actual: actual, format: .loop) { limits throws(BackupError) in
            try LoopDatabaseReader.read(path: path, timeZone: Self.utc, limits: limits)
        }
        Self.check(limit, actual: actual, format: .loop) { limits throws(BackupError) in
            try LoopDatabaseReader.read(data: data, timeZone: Self.utc, limits: limits)
        }
    }

    @Test("Loop: a file and its write-ahead log count together, before either is read")
    func loopWithLog() throws {
        let folder = try TemporaryFolder(prefix: "KadoLoopTests")
        let path = try Self.loopFile(in: folder)
        let size = try Data(contentsOf: URL(fileURLWithPath: path)).count
        try Data(repeating: 0, count: 100).write(to: URL(fileURLWithPath: path + "-wal"))
        let error = Self.outcome(
            { limits throws(BackupError) in try LoopDatabaseReader.read(path: path, timeZone: Self.utc, limits: limits)
            },
            BackupLimits(fileBytes: size + 99))
        #expect(error?.kind == .tooLarge)
        #expect(error?.message.hasPrefix("the file is \(BackupLimits.grouped(size + 100)) bytes") == true)
    }
}

import Foundation
import KadoStore
import KadoTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Devices of a sync test: each a sandbox of its own (its own database through `KADO_DB`), all
/// syncing through one folder with the built `kado`.
final class SyncGroup {
    let devices: [Sandbox]
    let target: TemporaryFolder

    init(count: Int) throws {
        devices = try (0..<count).map { _ in try Sandbox() }
        target = try TemporaryFolder(prefix: "kado-sync-target")
    }

    var path: String { target.url.path }

    /// Sets every device up on the target, in order.
    func setUp() throws {
        for device in devices { try device.succeed(["sync", "setup", "folder", path]) }
    }

    /// `kado export --format json -o -` of each device.
    func exports() throws -> [String] {
        try devices.map { try $0.succeed(["export", "--format", "json", "-o", "-"]).output }
    }

    /// Syncs every device twice, round after round: after the first round the last device has
    /// everything, after the second every device does.
    func syncAll() throws {
        for _ in 0..<2 {
            for device in devices { try device.succeed(["sync"]) }
        }
    }
}

/// The database files of a sandbox (the database and any -wal or -shm), with their bytes: what
/// a failed sync must leave byte for byte (the record of attempts beside them may change).
func databaseFiles(_ sandbox: Sandbox) throws -> [String: Data] {
    try sandbox.snapshot().filter { $0.key.hasPrefix("kado.sqlite") }
}

/// The days of `habit`'s records in a JSON export.
func recordDays(of habit: String, in export: String) throws -> Set<String> {
    struct Backup: Decodable {
        struct Habit: Decodable {
            struct Record: Decodable { let day: String }
            let name: String
            let completions: [Record]?
        }
        let habits: [Habit]
    }
    let backup = try JSONDecoder().decode(Backup.self, from: Data(export.utf8))
    let records = backup.habits.first { $0.name == habit }?.completions ?? []
    return Set(records.map(\.day))
}

@Suite("kado sync between devices", .tags(.endToEnd), .endToEndTierOnly)
struct SyncCommandTests {
    @Test("two devices, changes of every kind interleaved, end with the same export")
    func twoDevices() throws {
        let group = try SyncGroup(count: 2)
        let (ann, bob) = (group.devices[0], group.devices[1])
        try ann.succeed(["add", "Read"])
        try ann.succeed(["add", "Water", "--type", "counter:8", "--unit", "glasses"])
        try ann.succeed(["done", "Read"])
        try ann.succeed(["log", "Water", "3"])
        let setup = try ann.succeed(["sync", "setup", "folder", group.path])
        #expect(setup.output.contains("started a sync group in \(group.path)"))
        let sent = try ann.succeed(["sync"])
        #expect(sent.lines == ["Synced with \(group.path).", "Sent: 2 habits, 2 check-ins."])

        let joined = try bob.succeed(["sync", "setup", "folder", group.path])
        #expect(joined.output.contains("joined the sync group"))
        struct Outcome: Decodable {
            struct Counts: Decodable, Equatable {
                let habits: Int
                let checkIns: Int
                let skips: Int
                let settings: Int
            }
            let received: Counts
            let sent: Counts
        }
        let received = try bob.json(Outcome.self, ["sync", "--json"])
        #expect(received.received == Outcome.Counts(habits: 2, checkIns: 2, skips: 0, settings: 0))
        #expect(received.sent == Outcome.Counts(habits: 0, checkIns: 0, skips: 0, settings: 0))
        try bob.succeed(["done", "Read", "yesterday"])
        try bob.succeed(["log", "Water", "+2"])
        try bob.succeed(["skip", "Read", "2026-04-01..2026-04-03"])
        try bob.succeed(["note", "Read", "Rainy, at home"])
        try bob.succeed(["settings", "week-start", "sunday"])
        try ann.succeed(["edit", "Read", "--every", "5/week"])
        try ann.succeed(["done", "Read", "-3"])
        try ann.succeed(["add", "Run"])
        try ann.succeed(["archive", "Water"])
        try bob.succeed(["sync"])
        try ann.succeed(["sync"])
        try ann.succeed(["delete", "Run", "--yes"])
        try ann.succeed(["settings", "day-start", "4"])
        try group.syncAll()

        let exports = try group.exports()
        #expect(exports[0] == exports[1])
        #expect(try recordDays(of: "Read", in: exports[0]).isSuperset(of: ["2026-04-10", "2026-04-09", "2026-04-07"]))
        #expect(
            try bob.json(SettingsJSON.self, ["settings", "--json"])
                == SettingsJSON(
                    weekStart: "sunday", dayStart: 4, language: "auto"))
        let quiet = try bob.succeed(["sync"])
        #expect(quiet.lines.last == "Nothing new came in or went out.")
    }

    @Test("three devices in seeded, varied orders end with the same export and every check-in", arguments: [1, 2, 3])
    func threeDevices(seed: UInt64) throws {
        let group = try SyncGroup(count: 3)
        try group.devices[0].succeed(["add", "Read"])
        try group.devices[0].succeed(["add", "Water", "--type", "counter:8"])
        try group.devices[0].succeed(["sync", "setup", "folder", group.path])
        try group.devices[0].succeed(["sync"])
        for device in group.devices.dropFirst() {
            try device.succeed(["sync", "setup", "folder", group.path])
            try device.succeed(["sync"])
        }
        var generator = SeededGenerator(seed: seed)
        var done: Set<String> = []
        for step in 0..<18 {
            let device = group.devices[generator.int(in: 0...2)]
            switch generator.int(in: 0...5) {
            case 0, 1:
                let back = generator.int(in: 0...20)
                try device.succeed(["done", "Read", "-\(back)"])
                done.insert(Self.day(daysBefore: back))
            case 2: try device.succeed(["log", "Water", "+1", "-\(generator.int(in: 0...5))"])
            case 3: try device.succeed(["note", "Water", "step \(step)", "-\(generator.int(in: 0...5))"])
            case 4:
                let first = generator.int(in: 21...30)
                try device.succeed([
                    "skip", "Read", "\(Self.day(daysBefore: first))..\(Self.day(daysBefore: first - 1))",
                ])
            default: try device.succeed(["sync"])
            }
        }
        try group.syncAll()
        let exports = try group.exports()
        #expect(Set(exports).count == 1, "seed \(seed)")
        #expect(try recordDays(of: "Read", in: exports[0]).isSuperset(of: done), "seed \(seed)")
    }

    /// `YYYY-MM-DD`, `days` before the sandbox's pinned day (2026-04-10).
    static func day(daysBefore days: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let start = DateComponents(calendar: calendar, year: 2026, month: 4, day: 10).date ?? Date()
        let date = calendar.date(byAdding: .day, value: -days, to: start) ?? start
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}

import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoBackup

/// A habit's earlier terms in Kadō's backups: in JSON, an extra key beside Kadō's own keys (which
/// hold the current terms), written only when there are some, read back exactly, export → import →
/// export identical; in CSV, said to be left out.
@Suite("Terms that change from a date in backups")
struct RuleVersionBackupTests {
    static let utc = TimeZone(identifier: "UTC") ?? .current
    static let exportedAt = Date(timeIntervalSince1970: 1_775_815_200)

    /// A habit of `type` changed from a few days, with terms that need extra keys (a Loop schedule,
    /// an at-most limit).
    static func habit(_ type: HabitType, id: Int, sortOrder: Int) -> Habit {
        Habit(
            id: HistoryBuilder.uuid(9, id), name: "Habit \(id)", type: type,
            createdAt: instant("2026-01-05T09:00:00Z"), sortOrder: sortOrder
        )
        .changingRules(from: .day(day("2026-02-01"))) { $0.frequency = .timesInDays(times: 3, days: 10) }
        .changingRules(from: .day(day("2026-03-01"))) { $0.scoreModel = .loop }
        .changingRules(from: .day(day("2026-03-16"))) { rules in
            switch rules.type {
            case .counter(let target): rules.type = .counter(target: target + 2)
            case .timer(let seconds): rules.type = .timer(targetSeconds: seconds + 300)
            case .atMost(let limit): rules.type = .atMost(target: limit + 1)
            case .binary, .negative: rules.frequency = .specificDays([.monday, .thursday])
            }
        }
    }

    static func contents(_ habits: [Habit]) -> BackupContents {
        BackupContents(habits: habits, completions: [], skips: [])
    }

    @Test("every type's earlier terms read back exactly, and export → import → export gives the same bytes")
    func roundTrip() throws {
        let types: [HabitType] = [
            .binary, .counter(target: 8), .timer(targetSeconds: 600), .negative, .atMost(target: 2),
        ]
        let habits =
            types.enumerated().map { Self.habit($1, id: $0, sortOrder: $0) }
            + [Habit(name: "Plain", createdAt: instant("2026-01-06T09:00:00Z"), sortOrder: 9)]
        #expect(habits.dropLast().allSatisfy { $0.earlierRules.count == 3 })
        let written = try KadoJSONBackup.encode(
            Self.contents(habits), exportedAt: Self.exportedAt, appVersion: "t", timeZone: Self.utc)
        let read = try KadoJSONBackup.decode(written, timeZone: Self.utc)
        #expect(read.habits.map(\.ruleVersions) == habits.map(\.ruleVersions))
        let again = try KadoJSONBackup.encode(read, exportedAt: Self.exportedAt, appVersion: "t", timeZone: Self.utc)
        #expect(again == written)
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.components(separatedBy: #""earlierRules""#).count == types.count + 1)
        #expect(text.contains(#""replacedOn" : "2026-03-16""#))
    }

    @Test("a seeded property: random versions export, import and export again unchanged")
    func property() throws {
        var generator = SeededGenerator(seed: 3838)
        var habits: [Habit] = []
        for index in 0..<60 {
            let kind = HabitTypeKind.allCases[generator.int(in: 0...4)]
            func type() -> HabitType {
                switch kind {
                case .binary: .binary
                case .negative: .negative
                case .counter: .counter(target: Double(generator.int(in: 1...50)) / 2)
                case .timer: .timer(targetSeconds: Double(generator.int(in: 1...120) * 30))
                case .atMost: .atMost(target: Double(generator.int(in: 1...9)))
                }
            }
            func frequency() -> Frequency {
                switch generator.int(in: 0...4) {
                case 0: .daily
                case 1: .daysPerWeek(generator.int(in: 1...6))
                case 2: .specificDays([.tuesday, .saturday])
                case 3: .everyNDays(generator.int(in: 2...30))
                default: .timesInDays(times: generator.int(in: 1...4), days: generator.int(in: 5...30))
                }
            }
            var versions = [
                RuleVersion(start: nil, rules: HabitRules(frequency: frequency(), type: type(), scoreModel: .kado))
            ]
            var start = day("2025-01-01")
            for _ in 0..<generator.int(in: 0...6) {
                start = start.adding(days: generator.int(in: 1...60))
                versions.append(
                    RuleVersion(
                        start: start,
                        rules: HabitRules(
                            frequency: frequency(), type: type(), scoreModel: generator.chance(0.3) ? .loop : .kado)))
            }
            var habit = Habit(
                id: HistoryBuilder.uuid(7, index), name: "H\(index)", type: versions[0].rules.type,
                createdAt: instant("2024-12-01T09:00:00Z"), sortOrder: index)
            habit.ruleVersions = versions
            habits.append(habit)
        }
        let written = try KadoJSONBackup.encode(
            Self.contents(habits), exportedAt: Self.exportedAt, appVersion: "t", timeZone: Self.utc)
        let read = try KadoJSONBackup.decode(written, timeZone: Self.utc)
        #expect(read.habits == habits)
        #expect(
            try KadoJSONBackup.encode(read, exportedAt: Self.exportedAt, appVersion: "t", timeZone: Self.utc) == written
        )
    }

    @Test("earlier terms out of order, or of another type, are refused by their path")
    func refused() throws {
        let habit = Self.habit(.counter(target: 8), id: 1, sortOrder: 0)
        let text = String(
            decoding: try KadoJSONBackup.encode(
                Self.contents([habit]), exportedAt: Self.exportedAt, appVersion: "t", timeZone: Self.utc),
            as: UTF8.self)
        let swapped = text.replacingOccurrences(of: "2026-02-01", with: "2026-03-20")
        #expect(throws: BackupError.self) { try KadoJSONBackup.decode(Data(swapped.utf8), timeZone: Self.utc) }
        let retyped = text.replacingOccurrences(
            of: #""replacedOn" : "2026-02-01""#, with: #""replacedOn" : "2026-02-01", "atMost" : {"target" : 1}"#)
        #expect(retyped != text)
        #expect(throws: BackupError.self) { try KadoJSONBackup.decode(Data(retyped.utf8), timeZone: Self.utc) }
    }

    @Test("Kadō CSV says it leaves earlier terms out")
    func csvSaysSo() {
        let habits = [
            Self.habit(.binary, id: 1, sortOrder: 0), Self.habit(.negative, id: 2, sortOrder: 1),
            Habit(name: "Plain", createdAt: instant("2026-01-06T09:00:00Z"), sortOrder: 2),
        ]
        let (_, omissions) = KadoCSVBackup.encode(Self.contents(habits), timeZone: Self.utc)
        #expect(omissions.contains(CSVOmission(.earlierRules, count: 2)))
    }

    @Test("another app's file imports every habit with a single version, from its start")
    func foreignImportHasOneVersion() throws {
        let text =
            "HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\n"
            + "Run,,,2026-01-02,1,\nRun,,,2026-03-03,1,ok\nWater,,,2026-01-02,3,\nWater,,,2026-02-10,5,\n"
        let read = try HabitBullCSVReader.read(Data(text.utf8), timeZone: Self.utc)
        #expect(read.contents.habits.count == 2)
        #expect(read.contents.habits.allSatisfy { $0.earlierRules.isEmpty && $0.ruleVersions.count == 1 })
    }
}

import Foundation
import KadoBackup
import KadoCore
import KadoTestSupport
import Testing

/// Seeded property tests over random histories: every type and schedule, archived habits, skips
/// and pauses, notes with commas, quotes, line breaks, emoji and right-to-left text, several
/// records a day, records counted for another day than the one they were recorded on, sort
/// orders, units, score models and settings.
@Suite("Round trips over random histories")
struct KadoJSONRoundTripTests {
    /// Zones with daylight-saving changes at midnight (Havana), odd offsets (Kathmandu, +05:45),
    /// half-hour DST (Lord Howe) and UTC+14 (Kiritimati).
    static let zones = [
        "UTC", "Europe/Paris", "America/Havana", "Asia/Kathmandu", "Australia/Lord_Howe", "Pacific/Kiritimati",
    ]
    static let historiesPerZone = 40
    static let exportedAt = isoInstant("2026-04-10T10:00:00Z")

    static func seed(_ zone: String, _ index: Int) -> UInt64 {
        UInt64(zones.firstIndex(of: zone) ?? 99) << 32 | UInt64(index)
    }

    @Test("the random histories cover every case the round trips must survive")
    func coverage() {
        var frequencies = Set<String>()
        var types = Set<HabitTypeKind>()
        var counts: [String: Int] = [:]
        for zone in Self.zones {
            let timeZone = TestCalendars.zone(zone)
            let boundary = DayBoundary(timeZone: timeZone)
            for index in 0..<Self.historiesPerZone {
                var generator = BackupGenerator(seed: Self.seed(zone, index), timeZone: timeZone, scope: .everything)
                let contents = generator.contents()
                for habit in contents.habits {
                    frequencies.insert(String(describing: habit.frequency).prefix { $0 != "(" }.description)
                    types.insert(habit.type.kind)
                    if habit.isArchived { counts["archived", default: 0] += 1 }
                    if habit.unit != nil { counts["unit", default: 0] += 1 }
                    if habit.scoreModel == .loop { counts["loop score", default: 0] += 1 }
                }
                if contents.settings != nil { counts["settings", default: 0] += 1 }
                for skip in contents.skips { counts[skip.isPause ? "pause" : "skip", default: 0] += 1 }
                for completion in contents.completions {
                    if boundary.logicalDay(containing: completion.recordedAt) != completion.day {
                        counts["counted for another day", default: 0] += 1
                    }
                    guard let note = completion.note else { continue }
                    if note.isEmpty { counts["empty note", default: 0] += 1 }
                    for (name, piece) in [
                        ("comma", ","), ("quote", "\""), ("line break", "\n"), ("CRLF", "\r\n"), ("emoji", "🥾"),
                        ("right-to-left", "שלום"),
                    ] where note.contains(piece) {
                        counts[name, default: 0] += 1
                    }
                }
                let perDay = Dictionary(grouping: contents.completions) { "\($0.habitID)\($0.day)" }
                if perDay.values.contains(where: { $0.count > 1 }) { counts["several a day", default: 0] += 1 }
            }
        }
        #expect(frequencies == ["daily", "daysPerWeek", "specificDays", "everyNDays", "timesInDays"])
        #expect(types == Set(HabitTypeKind.allCases))
        for name in [
            "archived", "unit", "loop score", "settings", "pause", "skip", "counted for another day", "empty note",
            "comma", "quote", "line break", "CRLF", "emoji", "right-to-left", "several a day",
        ] {
            #expect(counts[name, default: 0] > 0, "\(name)")
        }
    }

    @Test("JSON: encode → decode gives the same contents, and encoding again the same bytes", arguments: zones)
    func json(zone: String) throws {
        let timeZone = TestCalendars.zone(zone)
        for index in 0..<Self.historiesPerZone {
            var generator = BackupGenerator(seed: Self.seed(zone, index), timeZone: timeZone, scope: .everything)
            let contents = generator.contents()
            let first = try KadoJSONBackup.encode(
                contents, exportedAt: Self.exportedAt, appVersion: "round trip", timeZone: timeZone)
            let decoded = try KadoJSONBackup.decode(first, timeZone: timeZone)
            #expect(firstDifference(decoded, contents) == nil, "history \(index)")
            let second = try KadoJSONBackup.encode(
                decoded, exportedAt: Self.exportedAt, appVersion: "round trip", timeZone: timeZone)
            #expect(second == first, "history \(index)")
            // Every record carries its day: read in another zone, nothing moves.
            let elsewhere = try KadoJSONBackup.decode(first, timeZone: TestCalendars.zone("Pacific/Pago_Pago"))
            #expect(firstDifference(elsewhere, contents) == nil, "history \(index), read in Pago Pago")
        }
    }

    @Test("JSON: without our extra keys, a Kadō reader sees Kadō's closest view of every habit", arguments: zones)
    func kadoReaderView(zone: String) throws {
        let timeZone = TestCalendars.zone(zone)
        for index in 0..<Self.historiesPerZone {
            var generator = BackupGenerator(seed: Self.seed(zone, index), timeZone: timeZone, scope: .everything)
            let contents = generator.contents()
            let data = try KadoJSONBackup.encode(
                contents, exportedAt: Self.exportedAt, appVersion: "round trip", timeZone: timeZone)
            let stripped = try Self.withoutExtraKeys(data)
            let seenByKado = try KadoJSONBackup.decode(stripped, timeZone: timeZone)
            let expected = KadoView.contents(contents, timeZone: timeZone, keepingEmptyNotes: true)
            #expect(firstDifference(seenByKado, expected) == nil, "history \(index)")
        }
    }

    /// `data` with every key Kadō does not know taken out, as Kadō's decoder would ignore them.
    static func withoutExtraKeys(_ data: Data) throws -> Data {
        guard var root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let habits = root["habits"] as? [[String: Any]]
        else { throw CocoaError(.coderReadCorrupt) }
        let habitKeys: Set<String> = [
            "id", "name", "frequency", "type", "createdAt", "archivedAt", "color", "icon", "remindersEnabled",
            "reminderHour", "reminderMinute", "completions",
        ]
        root["settings"] = nil
        root["habits"] = habits.map { habit in
            var kept = habit.filter { habitKeys.contains($0.key) }
            let completions = habit["completions"] as? [[String: Any]] ?? []
            kept["completions"] = completions.map { $0.filter { ["id", "date", "value", "note"].contains($0.key) } }
            return kept
        }
        return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
    }

    @Test("CSV: what the 16 columns carry comes back unchanged, with nothing reported left out", arguments: zones)
    func csvLossless(zone: String) throws {
        let timeZone = TestCalendars.zone(zone)
        for index in 0..<Self.historiesPerZone {
            var generator = BackupGenerator(seed: Self.seed(zone, index), timeZone: timeZone, scope: .kadoCSV)
            let contents = generator.contents()
            let first = KadoCSVBackup.encode(contents, timeZone: timeZone)
            #expect(first.omissions == [], "history \(index)")
            let decoded = try KadoCSVBackup.decode(first.data, timeZone: timeZone)
            #expect(firstDifference(decoded, contents) == nil, "history \(index)")
            let second = KadoCSVBackup.encode(decoded, timeZone: timeZone)
            #expect(second.data == first.data, "history \(index)")
            // The same contents through JSON give the same CSV.
            let viaJSON = try KadoJSONBackup.decode(
                try KadoJSONBackup.encode(contents, exportedAt: Self.exportedAt, appVersion: "", timeZone: timeZone),
                timeZone: timeZone)
            #expect(KadoCSVBackup.encode(viaJSON, timeZone: timeZone).data == first.data, "history \(index)")
        }
    }

    @Test(
        "CSV: the rest is Kadō's closest view, everything left out is reported, the export is stable", arguments: zones)
    func csvLossy(zone: String) throws {
        let timeZone = TestCalendars.zone(zone)
        for index in 0..<Self.historiesPerZone {
            var generator = BackupGenerator(seed: Self.seed(zone, index), timeZone: timeZone, scope: .everything)
            let contents = generator.contents()
            let first = KadoCSVBackup.encode(contents, timeZone: timeZone)
            let decoded = try KadoCSVBackup.decode(first.data, timeZone: timeZone)
            let expected = KadoView.contents(contents, timeZone: timeZone, keepingEmptyNotes: false)
            #expect(firstDifference(decoded, expected) == nil, "history \(index)")
            #expect(KadoCSVBackup.encode(decoded, timeZone: timeZone).data == first.data, "history \(index)")
            let said = first.omissions.map(\.description).joined(separator: "; ")
            let habits = contents.habits
            let checks: [(Bool, String)] = [
                (!contents.skips.isEmpty, "skip"),
                (habits.contains { $0.unit != nil }, "unit"),
                (habits.contains { $0.type.kind == .atMost }, "at-most"),
                (habits.contains { if case .timesInDays = $0.frequency { true } else { false } }, "Loop schedule"),
                (habits.contains { $0.scoreModel == .loop }, "Loop score model"),
                (contents.settings != nil, "settings"),
                (contents.completions.contains { $0.note == "" }, "empty note"),
            ]
            for (holds, phrase) in checks {
                #expect(said.contains(phrase) == holds, "history \(index): \(phrase) in \"\(said)\"")
            }
        }
    }
}

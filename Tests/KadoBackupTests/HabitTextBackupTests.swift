import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoBackup

/// A habit's details and group in Kadō's backups: our JSON carries them as extra keys (Kadō
/// ignores keys it does not know), losslessly; the 16-column CSV cannot, and says so.
@Suite("Habit details and group in backups")
struct HabitTextBackupTests {
    static let utc = TestCalendars.zone("UTC")
    static let created = instant("2026-04-10T08:00:00Z")

    static let contents = BackupContents(habits: [
        Habit(
            name: "Read", createdAt: created, details: "Twenty pages\nbefore bed \"slowly\"\t📖", group: "Santé"),
        Habit(name: "Run", createdAt: created, sortOrder: 1, group: "Sport"),
        Habit(name: "Water", createdAt: created, sortOrder: 2),
    ])

    @Test("JSON: details and group as extra keys, read back exactly; a habit without them has neither key")
    func jsonRoundTrip() throws {
        let data = try KadoJSONBackup.encode(
            Self.contents, exportedAt: Self.created, appVersion: "test", timeZone: Self.utc)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""group" : "Santé""#))
        #expect(text.contains(#""details" : "Twenty pages\nbefore bed \"slowly\"\t📖""#))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let habits = try #require(object["habits"] as? [[String: Any]])
        let water = try #require(habits.first { $0["name"] as? String == "Water" })
        #expect(water["group"] == nil && water["details"] == nil)

        let read = try KadoJSONBackup.decode(data, timeZone: Self.utc)
        for habit in Self.contents.habits {
            let back = try #require(read.habits.first { $0.id == habit.id })
            #expect(back.details == habit.details && back.group == habit.group)
        }
        let coverage = try #require(read.coverage[Self.contents.habits[0].id])
        #expect(coverage.carries(.details) && coverage.carries(.group))
    }

    @Test("JSON: a group that is not text is refused")
    func jsonRefusesControl() throws {
        var contents = Self.contents
        contents.habits[1].group = "x"
        let data = try KadoJSONBackup.encode(contents, exportedAt: Self.created, appVersion: "test", timeZone: Self.utc)
        let text = String(decoding: data, as: UTF8.self).replacingOccurrences(
            of: #""group" : "x""#, with: #""group" : 7"#)
        #expect(text.contains(#""group" : 7"#))
        #expect(throws: BackupError.self) { try KadoJSONBackup.decode(Data(text.utf8), timeZone: Self.utc) }
    }

    @Test("CSV: the export names the details and groups it cannot carry, in English")
    func csvOmission() {
        let omissions = KadoCSVBackup.encode(Self.contents, timeZone: Self.utc).omissions
        #expect(omissions.contains(CSVOmission(.details, count: 1)))
        #expect(omissions.contains(CSVOmission(.groups, count: 2)))
        #expect(CSVOmission(.groups, count: 2).description == "the group of 2 habits")
        #expect(CSVOmission(.details, count: 1).description == "the description of 1 habit")
        let none = KadoCSVBackup.encode(BackupContents(habits: [Self.contents.habits[2]]), timeZone: Self.utc)
        #expect(!none.omissions.contains { $0.kind == .details || $0.kind == .groups })
    }

    @Test("merging: a file that carries the group replaces it; one that does not keeps it")
    func merging() {
        var existing = Self.contents.habits[0]
        existing.group = "Old"
        var incoming = existing
        incoming.group = "New"
        incoming.details = nil
        #expect(BackupCoverage.kadoJSON.merged(incoming, over: existing).group == "New")
        #expect(BackupCoverage.kadoJSON.merged(incoming, over: existing).details == nil)
        #expect(BackupCoverage.kadoCSV.merged(incoming, over: existing).group == "Old")
        #expect(BackupCoverage.kadoCSV.merged(incoming, over: existing).details == existing.details)
    }
}

import Foundation
import KadoCore
import Testing

@testable import KadoBackup

/// A habit's start date (`startDay`, an extra key) in Kadō JSON: written only when set, read
/// back the same, and a value that is no supported day refused by its path, nothing decoded.
@Suite("A habit's start date in Kadō JSON")
struct StartDayBackupTests {
    static let utc = TimeZone(identifier: "UTC") ?? .current

    static func file(startDay: String?) -> String {
        let start = startDay.map { #", "startDay": "\#($0)""# } ?? ""
        return #"""
            {"formatVersion": 1, "exportedAt": "2026-04-10T10:00:00Z", "appVersion": "t", "habits": [
              {"id": "00000000-0000-4000-8000-000000000001", "name": "Smoke-free",
               "frequency": {"kind": "daily"}, "type": {"kind": "negative"}, "createdAt": "2026-04-01T09:00:00Z",
               "color": "red", "icon": "circle", "remindersEnabled": false, "reminderHour": 9, "reminderMinute": 0,
               "completions": []\#(start)}
            ]}
            """#
    }

    @Test("written only when set, read back the same")
    func roundTrip() throws {
        let contents = try KadoJSONBackup.decode(Data(Self.file(startDay: "2026-03-01").utf8), timeZone: Self.utc)
        #expect(contents.habits.first?.startDay == LogicalDay("2026-03-01"))
        let written = try KadoJSONBackup.encode(
            contents, exportedAt: Date(timeIntervalSince1970: 1_775_815_200), appVersion: "t", timeZone: Self.utc)
        #expect(String(decoding: written, as: UTF8.self).contains(#""startDay" : "2026-03-01""#))
        let again = try KadoJSONBackup.decode(written, timeZone: Self.utc)
        #expect(again.habits == contents.habits)
        var without = contents
        without.habits[0].startDay = nil
        let plain = try KadoJSONBackup.encode(
            without, exportedAt: Date(timeIntervalSince1970: 1_775_815_200), appVersion: "t", timeZone: Self.utc)
        #expect(!String(decoding: plain, as: UTF8.self).contains("startDay"))
    }

    @Test(
        "a start that is no supported day is refused, naming its path",
        arguments: ["2026-02-30", "soon", "1899-12-31", "2200-01-01"])
    func refused(text: String) {
        #expect {
            _ = try KadoJSONBackup.decode(Data(Self.file(startDay: text).utf8), timeZone: Self.utc)
        } throws: { error in
            (error as? BackupError)?.field == "habits[0].startDay"
        }
    }
}

import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoBackup

@Suite("A spreadsheet's dates written with their month's name")
struct SpreadsheetMonthNameTests {
    static let written: [(String, String)] = [
        ("Apr 3, 2026", "2026-04-03"), ("April 3 2026", "2026-04-03"), ("3 April 2026", "2026-04-03"),
        ("3-Apr-2026", "2026-04-03"), ("03-apr-2026", "2026-04-03"), ("3rd April 2026", "2026-04-03"),
        ("3 avr. 2026", "2026-04-03"), ("1er mars 2026", "2026-03-01"), ("15 février 2026", "2026-02-15"),
        ("15 fevrier 2026", "2026-02-15"), ("Sept 9, 2026", "2026-09-09"), ("9 août 2026", "2026-08-09"),
        ("Dec 31, 2026 23:59", "2026-12-31"), ("2026 May 4", "2026-05-04"), ("29 Feb 2024", "2024-02-29"),
    ]

    @Test("a month's name tells the day: read whatever the order of the file's other dates", arguments: written)
    func named(_ text: String, _ expected: String) throws {
        let file = "Date,Habit\n\"\(text)\",Run\n"
        let read = try SpreadsheetCSVReader.read(Data(file.utf8), timeZone: .gmt)
        #expect(read.contents.completions.map(\.day) == [day(expected)])
        // Beside a date only an order can read, the named one does not decide it.
        let mixed = "Date,Habit\n\"\(text)\",Run\n03/04/2026,Walk\n"
        #expect(throws: BackupError.self) { try SpreadsheetCSVReader.read(Data(mixed.utf8), timeZone: .gmt) }
        let ordered = try SpreadsheetCSVReader.read(Data(mixed.utf8), timeZone: .gmt, dateOrder: .monthDayYear)
        #expect(Set(ordered.contents.completions.map(\.day)) == [day(expected), day("2026-03-04")])
    }

    static let refused = [
        "Feb 30, 2026", "Apr 2026", "Apr 3 4 2026", "Apr May 3 2026", "3 Avrill 2026", "Apr 3, 26", "Apr 123, 2026",
        "Apr 3rdd, 2026",
    ]

    @Test("what is not a day of the calendar is refused, naming the line and the column", arguments: refused)
    func notADay(_ text: String) throws {
        let file = "Date,Habit\n\"\(text)\",Run\n"
        let error = try #require(throws: BackupError.self) {
            try SpreadsheetCSVReader.read(Data(file.utf8), timeZone: .gmt)
        }
        #expect(error.description.hasPrefix("spreadsheet CSV, line 2, column Date: "), "\(error)")
    }
}

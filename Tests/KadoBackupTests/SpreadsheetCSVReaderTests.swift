import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoBackup

@Suite("Reading a spreadsheet a person made, saved as CSV")
struct SpreadsheetCSVReaderTests {
    func read(_ text: String, order: DateOrder? = nil, zone: String = "UTC") throws(BackupError) -> ForeignImport {
        try SpreadsheetCSVReader.read(Data(text.utf8), timeZone: TestCalendars.zone(zone), dateOrder: order)
    }

    func records(_ read: ForeignImport, of name: String) -> [Completion] {
        guard let habit = read.contents.habits.first(where: { $0.name == name }) else { return [] }
        return read.contents.completions.filter { $0.habitID == habit.id }
    }

    static let french =
        "\u{FEFF}Jour;Habitude;Valeur;Remarque;Humeur\r\n18/03/2016;Lire;x;chapitre 3;bien\r\n19/03/2016;Lire;;;\r\n"
        + "20/03/2016;Lire;non;fatigué;\r\n;;;;\r\n18/03/2016;Eau;2,5;;\r\n19/03/2016;\"Eau\";1;;\r\n"

    @Test("French headers, ; with decimal commas, a byte order mark, notes, an extra column named in a remark")
    func frenchSemicolons() throws {
        let data = Data(Self.french.utf8)
        #expect(BackupFileFormat.detect(data) == .spreadsheet)
        let read = try SpreadsheetCSVReader.read(data, timeZone: .gmt)
        #expect(read.contents.habits.map(\.name) == ["Lire", "Eau"])
        let lire = records(read, of: "Lire")
        #expect(lire.filter(\.isPositive).map(\.day) == [day("2016-03-18"), day("2016-03-19")])
        #expect(lire.first?.note == "chapitre 3")
        // Not done, with a note: the note stays, on a record of no amount.
        let tired = try #require(lire.last)
        #expect(tired.day == day("2016-03-20") && tired.value == 0 && tired.note == "fatigué")
        #expect(records(read, of: "Eau").map(\.value) == [2.5, 1])
        #expect(read.contents.habits.map(\.type) == [.binary, .counter(target: 1)])
        #expect(
            read.remarks == [
                ImportRemark(habit: nil, .datesReadAs(.dayMonthYear, shown: "\"18/03/2016\"", line: 2)),
                ImportRemark(habit: nil, .importedAsDaily), ImportRemark(habit: nil, .columnsIgnored(["Humeur"])),
                ImportRemark(habit: "Eau", .counterWithoutTarget),
            ])
    }

    @Test("English headers in any order and case, commas, quotes, ISO dates with a time")
    func englishCommas() throws {
        let read = try read("NOTE,Date,Name\n\"rain, then sun\",2016-03-18T07:30:00,Run\n,2016-03-19 08:00,Run\n")
        #expect(read.contents.habits.map(\.name) == ["Run"])
        #expect(records(read, of: "Run").map(\.day) == [day("2016-03-18"), day("2016-03-19")])
        #expect(records(read, of: "Run").first?.note == "rain, then sun")
        #expect(records(read, of: "Run").allSatisfy { $0.value == 1 })
    }

    @Test(
        "any common date format",
        arguments: [
            ("2016-03-18", "2016-03-18"), ("2016/3/18", "2016-03-18"), ("18/03/2016", "2016-03-18"),
            ("3/18/2016", "2016-03-18"), ("18.03.2016", "2016-03-18"), ("18/3/2016 08:30", "2016-03-18"),
            ("2016-03-18T23:59:59", "2016-03-18"),
        ])
    func dates(written: String, expected: String) throws {
        let read = try read("date,habit\n\(written),Run\n")
        #expect(read.contents.completions.map(\.day) == [day(expected)])
    }

    @Test("an ambiguous date is refused with its line and why, unless the date format says which")
    func ambiguous() throws {
        let text = "date;habit\n05/05/2020;Run\n03/04/2020;Run\n"
        let error = try #require(throws: BackupError.self) { try read(text) }
        #expect(error.line == 3 && error.field == "date")
        #expect(error.problem == .ambiguousDate(shown: "\"03/04/2020\""))
        #expect(
            error.description
                == "spreadsheet CSV, line 3, column date: \"03/04/2020\" could be day/month or month/day, and no date "
                + "of the file has a day above 12 to tell: say which with the date format (dmy: day first, mdy: month first)"
        )
        let monthFirst = try read(text, order: .monthDayYear)
        #expect(monthFirst.contents.completions.map(\.day) == [day("2020-03-04"), day("2020-05-05")])
        #expect(monthFirst.remarks.first == ImportRemark(habit: nil, .datesReadAsGiven(.monthDayYear)))
        let dayFirst = try read(text, order: .dayMonthYear)
        #expect(dayFirst.contents.completions.map(\.day) == [day("2020-04-03"), day("2020-05-05")])
    }

    @Test(
        "values: done, not done, an amount, or refused naming the line",
        arguments: [
            ("x", 1.0), ("X", 1), ("yes", 1), ("Oui", 1), ("1", 1), ("true", 1), ("", 1), ("0", nil), ("no", nil),
            ("non", nil), ("3", 3), ("0.5", 0.5), ("\"2,5\"", 2.5),
        ] as [(String, Double?)])
    func values(written: String, expected: Double?) throws {
        let read = try read("date,habit,value\n2016-03-18,Run,\(written)\n")
        #expect(read.contents.completions.first?.value == expected)
        #expect(read.contents.habits.count == 1)
    }

    @Test("a value that is none is refused with the line, the column and the value")
    func badValue() {
        let error = #expect(throws: BackupError.self) { try read("date,habit,amount\n2016-03-18,Run,maybe\n") }
        #expect(error?.line == 2 && error?.field == "amount")
        #expect(error?.description.contains("\"maybe\" is not one of empty, x, yes") == true)
    }

    @Test("a CSV of other columns is refused saying which were expected and which were found")
    func otherColumns() {
        let data = Data("Mood,Weather\n3,sunny\n".utf8)
        #expect(BackupFileFormat.detect(data) == .spreadsheet)
        let error = #expect(throws: BackupError.self) { try SpreadsheetCSVReader.read(data, timeZone: .gmt) }
        #expect(error?.problem == .spreadsheetColumns(missing: ["date", "habit"], found: ["Mood", "Weather"]))
        #expect(
            error?.description
                == "spreadsheet CSV, line 1: the header has no date column (date, day, jour…) and no habit column "
                + "(habit, name, habitude…); it has \"Mood\", \"Weather\". A spreadsheet needs a date and a habit column, "
                + "and may have a value and a note column")
        let onlyDate = #expect(throws: BackupError.self) { try read("Date,Mood\n2016-03-18,3\n") }
        #expect(onlyDate?.problem == .spreadsheetColumns(missing: ["habit"], found: ["Date", "Mood"]))
    }

    @Test("Kadō's CSV and HabitBull's export are detected first: the spreadsheet reader does not take them")
    func detection() {
        let habitBull = "HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\n"
        #expect(BackupFileFormat.detect(Data(habitBull.utf8)) == .habitBull)
        #expect(BackupFileFormat.detect(Data("format_version,habit_id\n".utf8)) == .csv)
        #expect(BackupFileFormat.detect(Data("just some words\n".utf8)) == nil)
        #expect(BackupFileFormat.detect(Data([0x00, 0x2C, 0x01])) == nil)
    }

    @Test(
        "reading twice gives the same ids, whatever the time zone; instants are noon there",
        arguments: ["UTC", "Asia/Kolkata"])
    func stable(zone: String) throws {
        let first = try read(Self.french, zone: zone)
        #expect(try read(Self.french, zone: zone) == first)
        let utc = try read(Self.french)
        #expect(first.contents.completions.map(\.id) == utc.contents.completions.map(\.id))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TestCalendars.zone(zone)
        #expect(first.contents.completions.allSatisfy { calendar.component(.hour, from: $0.recordedAt) == 12 })
    }

    @Test("a row wider than the header, a blank habit, a broken quote: refused naming the line")
    func refusedRows() {
        let wide = #expect(throws: BackupError.self) { try read("date,habit\n2016-03-18,Run,extra\n") }
        #expect(wide?.line == 2 && wide?.problem == .rowColumnCount(found: 3, expected: 2))
        let blank = #expect(throws: BackupError.self) { try read("date,habit\n2016-03-18, \n") }
        #expect(blank?.line == 2 && blank?.field == "habit")
        let quote = #expect(throws: BackupError.self) { try read("date,habit\n2016-03-18,\"Run\n") }
        #expect(quote?.line == 2)
        let truncated = #expect(throws: BackupError.self) { try read("date,habit\n2016-03") }
        #expect(truncated?.line == 2 && truncated?.field == "date")
    }
}

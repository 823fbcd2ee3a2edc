import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoBackup

@Suite("Reading HabitBull's CSV export")
struct HabitBullCSVReaderTests {
    static let utc = TestCalendars.zone("UTC")
    static let fixtures = Comment(rawValue: ForeignFixtures.missingReason)
    static let header = "HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\n"

    func read(_ text: String, order: DateOrder? = nil) throws(BackupError) -> ForeignImport {
        try HabitBullCSVReader.read(Data(text.utf8), timeZone: Self.utc, dateOrder: order)
    }

    func records(_ read: ForeignImport, of name: String) -> [Completion] {
        guard let habit = read.contents.habits.first(where: { $0.name == name }) else { return [] }
        return read.contents.completions.filter { $0.habitID == habit.id }
    }

    @Test(
        "habitbull.csv: 4 habits; Breed dragons, with love and fire, daily, done 03-18 and 03-19, not 03-20, note on 03-18",
        .enabled(if: ForeignFixtures.available, fixtures))
    func firstFixture() throws {
        let data = try ForeignFixtures.data("habitbull.csv")
        #expect(BackupFileFormat.detect(data) == .habitBull)
        let read = try HabitBullCSVReader.read(data, timeZone: Self.utc)
        let habits = read.contents.habits
        #expect(habits.map(\.name) == ["Breed dragons", "Reduce sleep", "No-arms pushup", "Grow spiritually"])
        #expect(habits.map(\.sortOrder) == [0, 1, 2, 3])
        #expect(habits.allSatisfy { $0.frequency == .daily && $0.type == .binary && $0.archivedAt == nil })
        let dragons = records(read, of: "Breed dragons")
        let done = Set(dragons.filter(\.isPositive).map(\.day))
        #expect(done.contains(day("2016-03-18")) && done.contains(day("2016-03-19")))
        #expect(!done.contains(day("2016-03-20")))
        #expect(dragons.first { $0.day == day("2016-03-18") }?.note == "text")
        #expect(dragons.filter { $0.note != nil }.count == 1)
        // Every check-in per habit (No-arms pushup lists each of its four days twice).
        #expect(habits.map { records(read, of: $0.name).filter(\.isPositive).count } == [3, 4, 4, 3])
        #expect(read.contents.completions.count == 14)
        // Descriptions and categories come along: the habit's details and group.
        #expect(habits.first?.details == "with love and fire")
        #expect(habits.map(\.group) == ["Diet & Food", "Time Management", "Fitness", "Meditation"])
        #expect(habits.last?.details == "transcend ego, practice compassion, smile and breath")
        #expect(!read.remarks.contains { $0.text.contains("not imported): ") })
        #expect(read.remarks.contains(ImportRemark(habit: "No-arms pushup", .repeatedRows(count: 4))))
        #expect(read.remarks.first == ImportRemark(habit: nil, .importedAsDaily))
        #expect(habits.first?.createdAt == instant("2016-03-18T12:00:00Z"))
    }

    @Test(
        "habitbull2.csv: US dates, 6 habits; H3, Habit 3, daily, done 2019-04-11 and 05-07, not 06-14, its two notes",
        .enabled(if: ForeignFixtures.available, fixtures))
    func secondFixture() throws {
        let data = try ForeignFixtures.data("habitbull2.csv")
        let read = try HabitBullCSVReader.read(data, timeZone: Self.utc)
        let habits = read.contents.habits
        #expect(habits.map(\.name) == ["H1", "H2", "H3", "H4", "H5", "H6"])
        #expect(habits.allSatisfy { $0.frequency == .daily && $0.type == .binary })
        let third = records(read, of: "H3")
        let done = Set(third.filter(\.isPositive).map(\.day))
        #expect(done.contains(day("2019-04-11")) && done.contains(day("2019-05-07")))
        #expect(!done.contains(day("2019-06-14")))
        #expect(third.first { $0.day == day("2019-04-11") }?.note == "text")
        let notDone = try #require(third.first { $0.day == day("2019-06-14") })
        #expect(notDone.value == 0 && notDone.note == "Habit 3 notes")
        #expect(habits.map(\.details) == [nil, nil, "Habit 3", "Habit 4", "Habit 5", "Habit 6"])
        #expect(habits.map(\.group) == ["C1", "C2", "C3", "C4", "C4", "C5"])
        // 11/5/2020 is 5 November 2020.
        #expect(records(read, of: "H1").map(\.day) == [day("2020-11-05")])
        #expect(records(read, of: "H6").map(\.day).last == day("2020-11-12"))
        // Every check-in per habit; H2's only value and one of H4's are HabitBull's -2150000000.
        #expect(habits.map { records(read, of: $0.name).filter(\.isPositive).count } == [1, 0, 57, 3, 4, 5])
        #expect(
            read.remarks.contains(
                ImportRemark(habit: "H2", .valueLeftOut(shown: "\"-2150000000\"", day: day("2020-11-05"), line: 3))))
        #expect(
            read.remarks.contains(
                ImportRemark(habit: "H4", .valueLeftOut(shown: "\"-2150000000\"", day: day("2020-12-30"), line: 73))))
        #expect(
            read.remarks.first == ImportRemark(habit: nil, .datesReadAs(.monthDayYear, shown: "\"4/13/2019\"", line: 6))
        )
    }

    @Test("reading a file twice gives the same ids: a second import finds everything already there")
    func stableIDs() throws {
        let text = Self.header + "Run,,,2026-01-02,1,\nRun,,,2026-01-03,1,ok\nRead,,,2026-01-02,1,\n"
        let first = try read(text)
        let second = try read(text)
        #expect(first == second)
        #expect(Set(first.contents.completions.map(\.id)).count == 3)
        // Another name is another habit.
        let renamed = try read(text.replacingOccurrences(of: "Run", with: "Walk"))
        #expect(renamed.contents.habits.first?.id != first.contents.habits.first?.id)
        #expect(renamed.contents.habits.last?.id == first.contents.habits.last?.id)
    }

    @Test(
        "a habit with amounts other than 0 and 1 is a counter with its values, its target said",
        arguments: [
            ("2.5", 2.5), ("12", 12), ("1000000000", 1_000_000_000),
        ])
    func quantities(value: String, expected: Double) throws {
        let read = try read(
            Self.header + "Water,,,2026-01-02,\(value),\nWater,,,2026-01-03,1,\nWater,,,2026-01-04,0,\n")
        #expect(read.contents.habits.first?.type == .counter(target: 1))
        #expect(records(read, of: "Water").map(\.value) == [expected, 1])
        #expect(read.remarks.contains(ImportRemark(habit: "Water", .counterWithoutTarget)))
    }

    @Test(
        "values no record can hold are left out and said; a note on that day is kept",
        arguments: [
            "-1", "-2150000000", "1000000001", "1e400",
        ])
    func oddValues(value: String) throws {
        let read = try read(Self.header + "Run,,,2026-01-02,\(value),tired\nRun,,,2026-01-03,1,\n")
        let kept = records(read, of: "Run")
        #expect(kept.map(\.value) == [0, 1])
        #expect(kept.first?.note == "tired")
        #expect(read.contents.habits.first?.type == .binary)
        #expect(
            read.remarks.contains(
                ImportRemark(habit: "Run", .valueLeftOut(shown: "\"\(value)\"", day: day("2026-01-02"), line: 2))))
    }

    @Test("a day given again with another value keeps the first row and says which line was not imported")
    func conflictingRows() throws {
        let read = try read(Self.header + "Run,,,2026-01-02,1,\nRun,,,2026-01-02,0,\nRun,,,2026-01-02,1,\n")
        #expect(records(read, of: "Run").map(\.value) == [1])
        #expect(
            read.remarks.contains(
                ImportRemark(habit: "Run", .otherRowOfDay(day: day("2026-01-02"), line: 3, keptLine: 2))))
        #expect(read.remarks.contains(ImportRemark(habit: "Run", .repeatedRows(count: 1))))
    }

    struct DateCase: CustomTestStringConvertible, Sendable {
        let dates: [String]
        let order: DateOrder?
        let expected: [String]
        let remark: ImportRemark.Note?
        var testDescription: String { dates.joined(separator: " ") + (order.map { " as \($0.rawValue)" } ?? "") }
    }

    @Test(
        "the order of the dates comes from the whole file, or from the person",
        arguments: [
            DateCase(
                dates: ["2016-03-18", "2016-3-9"], order: nil, expected: ["2016-03-09", "2016-03-18"], remark: nil),
            DateCase(
                dates: ["03/04/2020", "13/04/2020"], order: nil, expected: ["2020-04-03", "2020-04-13"],
                remark: .datesReadAs(.dayMonthYear, shown: "\"13/04/2020\"", line: 3)),
            DateCase(
                dates: ["03/04/2020", "04/13/2020"], order: nil, expected: ["2020-03-04", "2020-04-13"],
                remark: .datesReadAs(.monthDayYear, shown: "\"04/13/2020\"", line: 3)),
            DateCase(
                dates: ["03/04/2020", "05.04.2020"], order: .dayMonthYear, expected: ["2020-04-03", "2020-04-05"],
                remark: .datesReadAsGiven(.dayMonthYear)),
            DateCase(
                dates: ["03/04/2020"], order: .monthDayYear, expected: ["2020-03-04"],
                remark: .datesReadAsGiven(.monthDayYear)),
            DateCase(
                dates: ["05/05/2020", "2020-05-06"], order: nil, expected: ["2020-05-05", "2020-05-06"], remark: nil),
            DateCase(
                dates: ["3/18/2016 0:00", "2016-03-19T08:00:00"], order: nil, expected: ["2016-03-18", "2016-03-19"],
                remark: .datesReadAs(.monthDayYear, shown: "\"3/18/2016 0:00\"", line: 2)),
        ])
    func dateOrders(_ test: DateCase) throws {
        let rows = test.dates.map { "Run,,,\($0),1,\n" }.joined()
        let read = try read(Self.header + rows, order: test.order)
        #expect(records(read, of: "Run").map(\.day) == test.expected.map(day))
        if let remark = test.remark { #expect(read.remarks.first == ImportRemark(habit: nil, remark)) }
        if test.remark == nil { #expect(read.remarks.first == ImportRemark(habit: nil, .importedAsDaily)) }
    }

    struct RefusedCase: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let line: Int?
        let field: String?
        let problem: BackupError.Problem
        var testDescription: String { name }
    }

    @Test(
        "a foreign or broken file is refused naming its line, column and value",
        arguments: [
            RefusedCase(
                name: "ambiguous dates", text: header + "Run,,,03/04/2020,1,\nRun,,,05/04/2020,1,\n", line: 2,
                field: "CalendarDate", problem: .ambiguousDate(shown: "\"03/04/2020\"")),
            RefusedCase(
                name: "both orders", text: header + "Run,,,13/04/2020,1,\nRun,,,04/14/2020,1,\n", line: 3,
                field: "CalendarDate",
                problem: .conflictingDateOrders(
                    dayFirst: "\"13/04/2020\"", dayFirstLine: 2, monthFirst: "\"04/14/2020\"", monthFirstLine: 3)),
            RefusedCase(
                name: "no date", text: header + "Run,,,yesterday,1,\n", line: 2, field: "CalendarDate",
                problem: .notExpected(shown: "\"yesterday\"", expected: .calendarDate)),
            RefusedCase(
                name: "30 February", text: header + "Run,,,2020-02-30,1,\n", line: 2, field: "CalendarDate",
                problem: .notExpected(shown: "\"2020-02-30\"", expected: .calendarDate)),
            RefusedCase(
                name: "outside the supported days", text: header + "Run,,,1800-01-01,1,\n", line: 2,
                field: "CalendarDate",
                problem: .notExpected(shown: "\"1800-01-01\"", expected: .calendarDate)),
            RefusedCase(
                name: "a value that is no number", text: header + "Run,,,2020-01-01,yes,\n", line: 2, field: "Value",
                problem: .notExpected(shown: "\"yes\"", expected: .number)),
            RefusedCase(
                name: "an empty value", text: header + "Run,,,2020-01-01,,\n", line: 2, field: "Value",
                problem: .emptyValue(expected: .number)),
            RefusedCase(
                name: "no name", text: header + " ,,,2020-01-01,1,\n", line: 2, field: "HabitName",
                problem: .emptyValue(expected: .string)),
            RefusedCase(
                name: "a truncated row", text: header + "Run,,,2020-01-01,1,\nRun,,,2020-01", line: 3, field: nil,
                problem: .rowColumnCount(found: 4, expected: 6)),
            RefusedCase(
                name: "an unclosed quote", text: header + "Run,\"with love,,2020-01-01,1,\n", line: 2,
                field: "HabitDescription",
                problem: .csvSyntax(.unclosedQuote)),
            RefusedCase(
                name: "another column", text: "HabitName,HabitDescription,HabitCategory,CalendarDate,Amount\n", line: 1,
                field: "Value", problem: .foreignHeader(shown: "\"Amount\"", expected: "Value")),
        ])
    func refused(_ test: RefusedCase) {
        #expect {
            _ = try read(test.text)
        } throws: { error in
            guard let error = error as? BackupError else { return false }
            return error.format == .habitBull && error.line == test.line && error.field == test.field
                && error.problem == test.problem
        }
    }

    @Test("detection reads the content: HabitBull's header in any case, after a byte order mark, and nothing else")
    func detection() {
        #expect(BackupFileFormat.detect(Data(Self.header.utf8)) == .habitBull)
        #expect(BackupFileFormat.detect(Data(("\u{FEFF}" + Self.header.lowercased()).utf8)) == .habitBull)
        // Not HabitBull's: a table a person made, whose reader says which columns it needs.
        #expect(BackupFileFormat.detect(Data("HabitName,Date\n".utf8)) == .spreadsheet)
        #expect(BackupFileFormat.detect(Data("name,date,value\n".utf8)) == .spreadsheet)
    }

    @Test("remarks say in English what the summary shows")
    func remarkWording() {
        #expect(
            ImportRemark(habit: "H2", .valueLeftOut(shown: "\"-2150000000\"", day: day("2020-11-05"), line: 3))
                .description
                == "habit \"H2\": line 3, 2020-11-05: \"-2150000000\" is not an amount from 0 to 1,000,000,000: not imported"
        )
        #expect(
            ImportRemark(habit: nil, .datesReadAs(.monthDayYear, shown: "\"4/13/2019\"", line: 6)).description
                == "dates read as month/day/year, as line 6 shows (\"4/13/2019\")")
    }
}

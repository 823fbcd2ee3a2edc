import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoBackup

@Suite("Reading Loop Habit Tracker's CSV export")
struct LoopCSVExportReaderTests {
    static let utc = TestCalendars.zone("UTC")
    static let fixtures = Comment(rawValue: ForeignFixtures.missingReason)
    static let habitsHeader =
        "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,"
        + "Target Value,Archived?\n"

    func records(_ read: ForeignImport, of name: String) -> [Completion] {
        guard let habit = read.contents.habits.first(where: { $0.name == name }) else { return [] }
        return read.contents.completions.filter { $0.habitID == habit.id }.sorted { $0.day < $1.day }
    }

    /// The facts of the fixture, whichever way it is read.
    func checkFixture(_ read: ForeignImport) throws {
        let habits = read.contents.habits
        #expect(habits.map(\.name) == ["Meditate", "Wake up early"])
        #expect(habits.map(\.frequency) == [.daily, .timesInDays(times: 2, days: 3)])
        #expect(habits.allSatisfy { $0.type == .binary && $0.archivedAt == nil && $0.scoreModel == .loop })
        #expect(habits.map(\.color) == [.orange, .green])
        // Meditate's own file has no rows (its column of the top-level file is all UNKNOWN).
        #expect(records(read, of: "Meditate").isEmpty)
        let wake = records(read, of: "Wake up early")
        // Check-ins are the YES_MANUAL days only; YES_AUTO days are Loop's, not the person's.
        #expect(
            wake.filter(\.isPositive).map(\.day)
                == ["2015-01-16", "2015-01-17", "2015-01-20", "2015-01-21", "2015-01-22", "2015-01-25"].map(day))
        // Notes stay on their days, the YES_AUTO and NO ones on records of no amount.
        let sick = try #require(wake.first { $0.day == day("2015-01-24") })
        #expect(sick.value == 0 && sick.note == "Sick")
        #expect(wake.first { $0.day == day("2015-01-23") }?.note == "Forgot to do it, really")
        let vacation = try #require(wake.first { $0.day == day("2015-01-19") })
        #expect(vacation.value == 0 && vacation.note == "\"Vacation\"")
        #expect(wake.count == 9)
        #expect(read.contents.skips.isEmpty)
        #expect(read.remarks.contains(ImportRemark(habit: "Wake up early", .autoFilledDays(count: 3))))
        #expect(read.remarks.contains(ImportRemark(habit: "Meditate", .question("Did you meditate this morning?"))))
        // Loop's question opens the description (the export's Description column is empty).
        #expect(habits.map(\.details) == ["Did you meditate this morning?", "Did you wake up before 6am?"])
        #expect(read.remarks.first == ImportRemark(habit: nil, .noRemindersOrCreationDates))
        #expect(habits.last?.createdAt == instant("2015-01-16T12:00:00Z"))
    }

    @Test(
        "the unpacked folder: both habits, their schedules and colours, and only the real check-ins",
        .enabled(if: ForeignFixtures.available, fixtures))
    func folder() throws {
        try checkFixture(try LoopCSVExportReader.read(files: try ZipWriter.fixtureFiles(), timeZone: Self.utc))
    }

    @Test(
        "the zip Loop writes (deflated or stored entries) reads as the folder does, and is detected by its content",
        .enabled(if: ForeignFixtures.available, fixtures), arguments: [true, false])
    func zip(deflated: Bool) throws {
        let entries = try ZipWriter.fixtureFiles().sorted { $0.key < $1.key }.map {
            ZipWriter.Entry(name: $0.key, data: Array($0.value), deflated: deflated)
        }
        let data = ZipWriter.archive(entries)
        #expect(BackupFileFormat.detect(data) == .loopCSV)
        let read = try LoopCSVExportReader.read(zip: data, timeZone: Self.utc)
        try checkFixture(read)
        #expect(read == (try LoopCSVExportReader.read(files: try ZipWriter.fixtureFiles(), timeZone: Self.utc)))
    }

    @Test("values: SKIP is a skip, measurable amounts are in thousandths, at-most limits and units kept")
    func values() throws {
        let habits = Self.habitsHeader + "001,Water,NUMERICAL,,,1,1,#1E88E5,glasses,AT_MOST,2.5,true\n"
        let checkmarks = "Date,Value,Notes\n2020-01-03,2500,\n2020-01-02,SKIP,ill\n2020-01-01,0,\n2020-01-04,-1000,\n"
        let read = try LoopCSVExportReader.read(
            files: ["Habits.csv": Data(habits.utf8), "001 Water/Checkmarks.csv": Data(checkmarks.utf8)],
            timeZone: Self.utc)
        let water = try #require(read.contents.habits.first)
        #expect(water.type == .atMost(target: 2.5) && water.unit == "glasses" && water.color == .blue)
        #expect(water.archivedAt == instant("2020-01-04T12:00:00Z"))
        #expect(records(read, of: "Water").map(\.value) == [2.5])
        #expect(read.contents.skips.map(\.days) == [DayRange(day: day("2020-01-02"))])
        #expect(read.contents.skips.first?.note == "ill")
        #expect(
            read.remarks.contains(
                ImportRemark(habit: "Water", .valueLeftOut(shown: "\"-1000\"", day: day("2020-01-04"), line: 5))))
    }

    @Test("without a habit's own file, its column of the top-level Checkmarks.csv is read")
    func sharedCheckmarks() throws {
        let habits = Self.habitsHeader + "001,Run,YES_NO,,,1,1,,,,,false\n002,Read,YES_NO,,,3,7,,,,,false\n"
        let shared = "Date,Run,Read,\n2020-01-02,YES_MANUAL,YES_AUTO,\n2020-01-01,NO,YES_MANUAL,\n"
        let read = try LoopCSVExportReader.read(
            files: ["Habits.csv": Data(habits.utf8), "Checkmarks.csv": Data(shared.utf8)], timeZone: Self.utc)
        #expect(records(read, of: "Run").map(\.day) == [day("2020-01-02")])
        #expect(records(read, of: "Read").map(\.day) == [day("2020-01-01")])
        #expect(read.contents.habits.last?.frequency == .timesInDays(times: 3, days: 7))
    }

    @Test("reading the export twice gives the same ids")
    func stableIDs() throws {
        let files = [
            "Habits.csv": Data((Self.habitsHeader + "001,Run,YES_NO,,,1,1,,,,,false\n").utf8),
            "001 Run/Checkmarks.csv": Data("Date,Value,Notes\n2020-01-02,YES_MANUAL,\n".utf8),
        ]
        #expect(
            try LoopCSVExportReader.read(files: files, timeZone: Self.utc)
                == LoopCSVExportReader.read(files: files, timeZone: Self.utc))
    }

    struct RefusedCase: CustomTestStringConvertible, Sendable {
        let name: String
        let habits: String
        let checkmarks: String
        let line: Int?
        let field: String?
        let problem: BackupError.Problem
        var testDescription: String { name }
    }

    @Test(
        "a broken export is refused naming its file, line, column and value",
        arguments: [
            RefusedCase(
                name: "a type Loop does not write", habits: habitsHeader + "001,Run,DAILY,,,1,1,,,,,false\n",
                checkmarks: "", line: 2, field: "Habits.csv, column Type",
                problem: .notExpected(shown: "\"DAILY\"", expected: .oneOf("YES_NO, NUMERICAL"))),
            RefusedCase(
                name: "more times than days", habits: habitsHeader + "001,Run,YES_NO,,,4,3,,,,,false\n", checkmarks: "",
                line: 2, field: "Habits.csv, column FrequencyDenominator",
                problem: .notExpected(shown: "\"3\"", expected: .wholeNumberInRange)),
            RefusedCase(
                name: "a colour", habits: habitsHeader + "001,Run,YES_NO,,,1,1,orange,,,,false\n", checkmarks: "",
                line: 2, field: "Habits.csv, column Color",
                problem: .notExpected(shown: "\"orange\"", expected: .rgbColour)),
            RefusedCase(
                name: "archived", habits: habitsHeader + "001,Run,YES_NO,,,1,1,,,,,yes\n", checkmarks: "", line: 2,
                field: "Habits.csv, column Archived?", problem: .notExpected(shown: "\"yes\"", expected: .boolean)),
            RefusedCase(
                name: "no name column", habits: "Position,Title\n", checkmarks: "", line: 1,
                field: "Habits.csv, column Name",
                problem: .missing),
            RefusedCase(
                name: "a checkmark", habits: habitsHeader + "001,Run,YES_NO,,,1,1,,,,,false\n",
                checkmarks: "Date,Value,Notes\n2020-01-02,MAYBE,\n", line: 2,
                field: "001 Run/Checkmarks.csv, column Value",
                problem: .notExpected(
                    shown: "\"MAYBE\"", expected: .oneOf("YES_MANUAL, YES_AUTO, NO, UNKNOWN, SKIP"))),
            RefusedCase(
                name: "a date", habits: habitsHeader + "001,Run,YES_NO,,,1,1,,,,,false\n",
                checkmarks: "Date,Value,Notes\n01/02/2020,YES_MANUAL,\n", line: 2,
                field: "001 Run/Checkmarks.csv, column Date",
                problem: .notExpected(shown: "\"01/02/2020\"", expected: .day)),
        ])
    func refused(_ test: RefusedCase) {
        var files = ["Habits.csv": Data(test.habits.utf8)]
        if !test.checkmarks.isEmpty { files["001 Run/Checkmarks.csv"] = Data(test.checkmarks.utf8) }
        #expect {
            _ = try LoopCSVExportReader.read(files: files, timeZone: Self.utc)
        } throws: { error in
            guard let error = error as? BackupError else { return false }
            return error.format == .loopCSV && error.line == test.line && error.field == test.field
                && error.problem == test.problem
        }
    }

    @Test(
        "a zip with a name leaving its folder, cut short, damaged or without Habits.csv is refused",
        arguments: [
            "../Habits.csv", "/etc/Habits.csv", "a\\..\\Habits.csv", "C:/Habits.csv", "x/../../Habits.csv",
        ])
    func unsafeNames(name: String) {
        let data = ZipWriter.archive([
            .init(name: "Habits.csv", data: Array("Position,Name\n".utf8)), .init(name: name, data: [1]),
        ])
        #expect(throws: BackupError(.invalid, format: .loopCSV, problem: .archive(.unsafeName(name)))) {
            try LoopCSVExportReader.read(zip: data, timeZone: Self.utc)
        }
    }

    @Test("a damaged, cut or incomplete zip is refused with what is wrong")
    func brokenArchives() throws {
        let good = ZipWriter.archive([
            .init(name: "Habits.csv", data: Array((Self.habitsHeader + "001,Run,,,,1,1,,,,,\n").utf8))
        ])
        func problem(_ data: Data) -> ArchiveProblem? {
            do {
                _ = try LoopCSVExportReader.read(zip: data, timeZone: Self.utc)
                return nil
            } catch {
                if case .archive(let problem) = error.problem { return problem }
                return nil
            }
        }
        #expect(problem(good) == nil)
        #expect(problem(good.prefix(good.count - 30)) == .noDirectory)
        var damaged = good
        damaged[40] ^= 0xFF
        #expect(problem(damaged) == .damaged(entry: "Habits.csv"))
        let other = ZipWriter.archive([.init(name: "notes.txt", data: [0x41])])
        #expect(problem(other) == .missingFile("Habits.csv"))
        #expect(BackupFileFormat.detect(other) == nil)
    }
}

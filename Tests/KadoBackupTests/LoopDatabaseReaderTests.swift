import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoBackup

@Suite("Reading Loop Habit Tracker's real databases")
struct LoopDatabaseReaderTests {
    static let utc = TestCalendars.zone("UTC")

    @Test(
        "loop-v12.db: 9 habits; #0 is Wake up early, 3 in 7, done 2016-03-14 and 16, not 17",
        .enabled(if: LoopFixtures.available, LoopFixtures.missingReason))
    func version12Facts() throws {
        let result = try LoopDatabaseReader.readWithNotes(path: LoopFixtures.version12, timeZone: Self.utc)
        let contents = result.contents
        #expect(result.userVersion == 12)
        #expect(contents.habits.count == 9)
        #expect(contents.habits.map(\.sortOrder) == Array(0..<9))
        let first = try #require(contents.habits.first)
        #expect(first.name == "Wake up early")
        #expect(first.frequency == .timesInDays(times: 3, days: 7))
        #expect(first.type == .binary)
        let days = Set(contents.completions.filter { $0.habitID == first.id }.map(\.day))
        #expect(days.contains(day("2016-03-14")))
        #expect(days.contains(day("2016-03-16")))
        #expect(!days.contains(day("2016-03-17")))
        #expect(
            contents.habits.map(\.name) == [
                "Wake up early", "brush teeth", "Sleep early", "Vegan", "Sport", "I love you", "Vegan", "Sport",
                "I love you",
            ])
        // ARGB colours of version 12: 0xFF00897B (teal) is nearest green, 0xFFE64A19 red.
        #expect(contents.habits.map(\.color) == [.green, .green, .green, .green, .green, .green, .red, .red, .red])
        #expect(contents.habits.allSatisfy { $0.scoreModel == .loop && $0.icon == "circle" && !$0.remindersEnabled })
        #expect(contents.habits.allSatisfy { $0.archivedAt == nil })
        #expect(contents.skips.isEmpty)
        // Before version 23 the description column held the question.
        let questions = result.notes.filter { $0.kind == .question }
        #expect(questions.count == 7)
        #expect(questions.first?.text == "I want to have beautiful teeth!")
        #expect(questions.first?.habitName == "brush teeth")
        #expect(result.notes.allSatisfy { $0.kind == .question })
        // ... and the question is the habit's description now.
        #expect(contents.habits.first { $0.name == "brush teeth" }?.details == "I want to have beautiful teeth!")
    }

    @Test(
        "loop-v12.db: every repetition row is a completion (the table has no value column yet)",
        .enabled(if: LoopFixtures.available, LoopFixtures.missingReason))
    func version12Counts() throws {
        let contents = try LoopDatabaseReader.read(path: LoopFixtures.version12, timeZone: Self.utc)
        let rows = try LoopFixtures.integers(LoopFixtures.version12, "SELECT count(*) FROM Repetitions")
        #expect(rows == [164])
        #expect(contents.completions.count == 164)
        #expect(contents.completions.allSatisfy { $0.value == 1 && $0.note == nil })
        // Per habit, in the habits' order.
        let perHabit = try LoopFixtures.integers(
            LoopFixtures.version12,
            "SELECT count(r.Id) FROM Habits h LEFT JOIN Repetitions r ON r.habit = h.Id GROUP BY h.Id "
                + "ORDER BY h.position, h.Id")
        #expect(
            contents.habits.map { habit in contents.completions.filter { $0.habitID == habit.id }.count } == perHabit)
    }

    @Test(
        "loop-v12.db: each habit is created on the day of its earliest repetition, at noon",
        .enabled(if: LoopFixtures.available, LoopFixtures.missingReason))
    func version12CreationDays() throws {
        let contents = try LoopDatabaseReader.read(path: LoopFixtures.version12, timeZone: Self.utc)
        let earliest = try LoopFixtures.integers(
            LoopFixtures.version12,
            "SELECT min(r.timestamp) / 86400000 FROM Habits h JOIN Repetitions r ON r.habit = h.Id GROUP BY h.Id "
                + "ORDER BY h.position, h.Id")
        #expect(
            contents.habits.map { Int($0.createdAt.timeIntervalSince1970) } == earliest.map { $0 * 86_400 + 43_200 })
        #expect(contents.habits.first?.createdAt == instant("2016-01-01T12:00:00Z"))
    }

    @Test(
        "loop-v22.db: two habits, a question, a reminder on some weekdays, one completion",
        .enabled(if: LoopFixtures.available, LoopFixtures.missingReason))
    func version22Facts() throws {
        let result = try LoopDatabaseReader.readWithNotes(path: LoopFixtures.version22, timeZone: Self.utc)
        let contents = result.contents
        #expect(result.userVersion == 22)
        #expect(contents.habits.map(\.name) == ["Work out", "Test"])
        let workOut = contents.habits[0]
        #expect(workOut.frequency == .daily)
        #expect(workOut.type == .binary)
        #expect(workOut.unit == nil)
        #expect(workOut.color == .green)  // palette 8, #00897B
        #expect(workOut.remindersEnabled && workOut.reminderHour == 18 && workOut.reminderMinute == 0)
        #expect(!contents.habits[1].remindersEnabled)
        #expect(contents.completions.count == 1)
        let completion = try #require(contents.completions.first)
        #expect(completion.habitID == workOut.id)
        #expect(completion.day == day("2020-01-01"))
        #expect(completion.value == 1)
        #expect(completion.recordedAt == instant("2020-01-01T12:00:00Z"))
        #expect(contents.skips.isEmpty)
        let notes = result.notes.filter { $0.habitID == workOut.id }
        #expect(notes.map(\.kind) == [.question, .reminderDays])
        #expect(notes.first?.text == "Did you work out?")
        // 113 = bits 0, 4, 5, 6: Saturday, Wednesday, Thursday, Friday.
        #expect(
            notes.last?.text == "Loop reminded only on Wednesday, Thursday, Friday, Saturday; Kadō reminds every day")
        // A habit without repetitions takes the latest day of the file.
        #expect(contents.habits[1].createdAt == instant("2020-01-01T12:00:00Z"))
    }

    @Test(
        "Both fixtures: completions and skips match the rows of Repetitions by value class",
        .enabled(if: LoopFixtures.available, LoopFixtures.missingReason))
    func valueClasses() throws {
        let contents = try LoopDatabaseReader.read(path: LoopFixtures.version22, timeZone: Self.utc)
        let done = try LoopFixtures.integers(
            LoopFixtures.version22, "SELECT count(*) FROM Repetitions WHERE value IN (1, 2)")
        let skipped = try LoopFixtures.integers(
            LoopFixtures.version22, "SELECT count(*) FROM Repetitions WHERE value = 3")
        let nothing = try LoopFixtures.integers(
            LoopFixtures.version22, "SELECT count(*) FROM Repetitions WHERE value IN (0, -1)")
        #expect(contents.completions.filter { $0.value > 0 }.count == done.first)
        #expect(contents.skips.count == skipped.first)
        #expect(contents.completions.filter { $0.value == 0 }.count == 0)
        #expect(nothing == [0])
    }

    @Test(
        "Reading a fixture twice gives identical contents and ids",
        .enabled(if: LoopFixtures.available, LoopFixtures.missingReason),
        arguments: [12, 22])
    func idempotent(version: Int) throws {
        let path = version == 12 ? LoopFixtures.version12 : LoopFixtures.version22
        let first = try LoopDatabaseReader.readWithNotes(path: path, timeZone: Self.utc)
        let second = try LoopDatabaseReader.readWithNotes(path: path, timeZone: Self.utc)
        #expect(first == second)
        let fromData = try LoopDatabaseReader.readWithNotes(
            data: try Data(contentsOf: URL(fileURLWithPath: path)), timeZone: Self.utc)
        #expect(fromData == first)
        let contents = first.contents
        #expect(Set(contents.habits.map(\.id)).count == contents.habits.count)
        #expect(Set(contents.completions.map(\.id)).count == contents.completions.count)
        #expect(contents.habits.allSatisfy { $0.validationErrors.isEmpty })
        #expect(contents.completions.allSatisfy { $0.validationErrors.isEmpty })
    }

    @Test(
        "loop-v12.db ids are pinned: a later version of the reader must derive the same ones",
        .enabled(if: LoopFixtures.available, LoopFixtures.missingReason))
    func pinnedIDs() throws {
        let contents = try LoopDatabaseReader.read(path: LoopFixtures.version12, timeZone: Self.utc)
        let first = try #require(contents.habits.first)
        #expect(first.id == LoopStableID.habit(loopID: 15, name: "Wake up early"))
        let completion = try #require(contents.completions.first { $0.habitID == first.id })
        #expect(completion.id == LoopStableID.completion(habit: first.id, dayNumber: day("2016-01-01").dayNumber))
    }

    @Test(
        "Reading never writes to the file nor next to it",
        .enabled(if: LoopFixtures.available, LoopFixtures.missingReason))
    func readOnly() throws {
        let before = try FileManager.default.contentsOfDirectory(atPath: LoopFixtures.folder.path).sorted()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: LoopFixtures.version12))
        let attributes = try FileManager.default.attributesOfItem(atPath: LoopFixtures.version12)
        _ = try LoopDatabaseReader.read(path: LoopFixtures.version12, timeZone: Self.utc)
        #expect(try Data(contentsOf: URL(fileURLWithPath: LoopFixtures.version12)) == bytes)
        let after = try FileManager.default.attributesOfItem(atPath: LoopFixtures.version12)
        #expect(after[.modificationDate] as? Date == attributes[.modificationDate] as? Date)
        #expect(try FileManager.default.contentsOfDirectory(atPath: LoopFixtures.folder.path).sorted() == before)
    }

    @Test(
        "The day is the UTC date of the timestamp whatever the time zone; the instant is noon there",
        .enabled(if: LoopFixtures.available, LoopFixtures.missingReason),
        arguments: ["Pacific/Kiritimati", "Pacific/Auckland", "Europe/Paris", "America/Havana", "Pacific/Pago_Pago"])
    func timeZones(identifier: String) throws {
        let zone = TestCalendars.zone(identifier)
        let utc = try LoopDatabaseReader.read(path: LoopFixtures.version12, timeZone: Self.utc)
        let local = try LoopDatabaseReader.read(path: LoopFixtures.version12, timeZone: zone)
        #expect(local.completions.map(\.day) == utc.completions.map(\.day))
        #expect(local.completions.map(\.id) == utc.completions.map(\.id))
        #expect(local.habits.map(\.id) == utc.habits.map(\.id))
        let boundary = DayBoundary(timeZone: zone)
        for completion in local.completions {
            #expect(boundary.logicalDay(containing: completion.recordedAt) == completion.day)
            let hour = boundary.calendar.component(.hour, from: completion.recordedAt)
            #expect(hour == 12)
        }
        for habit in local.habits {
            let firstDay = local.completions.filter { $0.habitID == habit.id }.map(\.day).min()
            #expect(boundary.logicalDay(containing: habit.createdAt) == firstDay)
        }
    }
}

import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoBackup

/// Synthetic databases with the column sets of each Loop schema version, all holding the same
/// story (as far as the version can tell it), each read back.
@Suite("Reading every Loop schema version")
struct LoopSchemaVersionTests {
    static let utc = TestCalendars.zone("UTC")
    static let uuidA = "0123456789abcdef0123456789abcdef"

    /// The colour of "Read" as each version stores blue (#1976D2 or its legacy neighbour).
    static func blue(version: Int) -> Int64 {
        if version < 14 { return Int64(Int32(bitPattern: 0xFF19_76D2)) }
        if version < 21 { return 7 }  // legacy 7 → palette 10, #039BE5
        return 11
    }

    /// The story: "Read" (yes/no, 3 in 7), "Coffee" (at most 2.5 cups, archived) and "Walk" (at
    /// least 5000 steps a week) where the version knows measurable habits.
    static func builder(version: Int) -> LoopDatabaseBuilder {
        var builder = LoopDatabaseBuilder(version: version)
        builder.habits.append(
            .init(
                id: 1, name: "Read", freqNum: 3, freqDen: 7, color: blue(version: version),
                description: version < 23 ? "Did you read?" : "Twenty pages a day", position: 1, reminderHour: 8,
                reminderMin: 30, question: "Did you read?", uuid: version >= 24 ? uuidA : nil))
        if version >= 18 {
            builder.habits.append(
                .init(
                    id: 2, name: "Coffee", archived: 1, color: version < 21 ? 0 : 16, position: 0, reminderHour: 7,
                    reminderMin: 5, reminderDays: 0b000_0110, type: 1, targetType: 1, targetValue: 2.5, unit: "cups"))
            builder.habits.append(
                .init(
                    id: 3, name: "Walk", freqNum: 1, freqDen: 7, color: version < 21 ? 4 : 7, position: 2, type: 1,
                    targetType: 0, targetValue: 5000, unit: "steps"))
        }
        if version < 16 {
            builder.repetitions += [.init(habit: 1, day: "2024-01-01"), .init(habit: 1, day: "2024-01-03")]
        } else {
            let notes = version >= 25
            builder.repetitions += [
                .init(habit: 1, day: "2024-01-01", value: 2),
                .init(habit: 1, day: "2024-01-02", value: 3, notes: notes ? "ill" : nil),
                .init(habit: 1, day: "2024-01-03", value: 0),
                .init(habit: 1, day: "2024-01-04", value: -1, notes: notes ? "rainy" : nil),
                .init(habit: 1, day: "2024-01-05", value: 2, notes: notes ? "great, \"really\"\n📚" : nil),
            ]
        }
        if version >= 18 {
            builder.repetitions += [
                .init(habit: 2, day: "2024-01-01", value: 1500),
                .init(habit: 2, day: "2024-01-02", value: 3000),
                .init(habit: 2, day: "2024-01-03", value: 3),
                .init(habit: 2, day: "2024-01-04", value: 0),
                .init(habit: 3, day: "2024-01-06", value: 12_345),
            ]
        }
        return builder
    }

    @Test(
        "Each version reads with the meaning its columns carry",
        arguments: [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25])
    func version(_ version: Int) throws {
        let folder = try TemporaryFolder(prefix: "KadoLoopTests")
        let path = try Self.builder(version: version).write(to: folder.path("loop-v\(version).db"))
        let result = try LoopDatabaseReader.readWithNotes(path: path, timeZone: Self.utc)
        let contents = result.contents
        #expect(result.userVersion == version)

        let names = version >= 18 ? ["Read", "Coffee", "Walk"] : ["Read"]
        // Coffee has position 0, Read 1, Walk 2.
        #expect(contents.habits.map(\.name) == (version >= 18 ? ["Coffee", "Read", "Walk"] : names))
        let read = try #require(contents.habits.first { $0.name == "Read" })
        #expect(read.frequency == .timesInDays(times: 3, days: 7))
        #expect(read.type == .binary)
        #expect(read.color == .blue)
        #expect(read.remindersEnabled && read.reminderHour == 8 && read.reminderMinute == 30)
        #expect(read.archivedAt == nil)
        #expect(read.createdAt == instant("2024-01-01T12:00:00Z"))
        #expect(read.scoreModel == .loop)
        if version >= 24 {
            #expect(read.id.uuidString == "01234567-89AB-CDEF-0123-456789ABCDEF")
        } else {
            #expect(read.id == LoopStableID.habit(loopID: 1, name: "Read"))
        }

        let readNotes = result.notes.filter { $0.loopHabitID == 1 }
        if version >= 23 {
            // The description is the habit's; the question, which Kadō has no field for, opens it.
            #expect(readNotes.map(\.kind) == [.question])
            #expect(readNotes.map(\.text) == ["Did you read?"])
            #expect(read.details == "Did you read?\nTwenty pages a day")
        } else {
            #expect(readNotes.map(\.kind) == [.question])
            #expect(readNotes.map(\.text) == ["Did you read?"])
        }

        let readCompletions = contents.completions.filter { $0.habitID == read.id }
        let readSkips = contents.skips.filter { $0.habitID == read.id }
        if version < 16 {
            #expect(readCompletions.map(\.day) == [day("2024-01-01"), day("2024-01-03")])
            #expect(readCompletions.allSatisfy { $0.value == 1 })
            #expect(readSkips.isEmpty)
        } else if version < 25 {
            #expect(readCompletions.map(\.day) == [day("2024-01-01"), day("2024-01-05")])
            #expect(readCompletions.allSatisfy { $0.value == 1 && $0.note == nil })
            #expect(readSkips.map(\.days) == [DayRange(day: day("2024-01-02"))])
            #expect(readSkips.first?.note == nil)
        } else {
            // The unknown day with a note becomes a note-only record.
            #expect(readCompletions.map(\.day) == [day("2024-01-01"), day("2024-01-04"), day("2024-01-05")])
            #expect(readCompletions.map(\.value) == [1, 0, 1])
            #expect(readCompletions.map(\.note) == [nil, "rainy", "great, \"really\"\n📚"])
            #expect(readSkips.first?.note == "ill")
        }

        if version >= 18 {
            let coffee = try #require(contents.habits.first { $0.name == "Coffee" })
            #expect(coffee.type == .atMost(target: 2.5))
            #expect(coffee.unit == "cups")
            #expect(coffee.frequency == .daily)
            #expect(coffee.color == .red)
            #expect(coffee.sortOrder == 0)
            // Archived on the day of its last row (the 0 on 2024-01-04 still counts as a row).
            #expect(coffee.archivedAt == instant("2024-01-04T12:00:00Z"))
            let amounts = contents.completions.filter { $0.habitID == coffee.id }
            #expect(amounts.map(\.value) == [1.5, 3])
            #expect(contents.skips.filter { $0.habitID == coffee.id }.map(\.days) == [DayRange(day: day("2024-01-03"))])
            #expect(
                result.notes.filter { $0.loopHabitID == 2 }.map(\.text) == [
                    "Loop reminded only on Sunday, Monday; Kadō reminds every day"
                ])
            if version >= 24 {
                #expect(coffee.id == LoopStableID.habit(loopID: 2, name: "Coffee"))
            }

            let walk = try #require(contents.habits.first { $0.name == "Walk" })
            #expect(walk.type == .counter(target: 5000))
            #expect(walk.unit == "steps")
            #expect(walk.frequency == .timesInDays(times: 1, days: 7))
            #expect(walk.color == (version < 21 ? .green : .green))
            #expect(contents.completions.filter { $0.habitID == walk.id }.map(\.value) == [12.345])
        }

        #expect(contents.habits.allSatisfy { $0.validationErrors.isEmpty })
        #expect(contents.completions.allSatisfy { $0.validationErrors.isEmpty })
        #expect(try LoopDatabaseReader.readWithNotes(path: path, timeZone: Self.utc) == result)
    }

    @Test("The version decides how a colour is stored: ARGB, the 13-colour palette, the 20-colour one")
    func colourStorageByVersion() {
        // #F9A825 as ARGB before 14, legacy index 2 from 14 to 20, palette 4 from 21: one colour.
        #expect(LoopColorMapping.rgb(loopColor: Int64(Int32(bitPattern: 0xFFF9_A825)), userVersion: 12) == 0xF9A825)
        #expect(LoopColorMapping.rgb(loopColor: 2, userVersion: 14) == 0xF9A825)
        #expect(LoopColorMapping.rgb(loopColor: 2, userVersion: 20) == 0xF9A825)
        #expect(LoopColorMapping.rgb(loopColor: 4, userVersion: 21) == 0xF9A825)
        // Out of range: Loop's own fallback, colour 0.
        #expect(LoopColorMapping.rgb(loopColor: 13, userVersion: 17) == 0xD32F2F)
        #expect(LoopColorMapping.rgb(loopColor: 20, userVersion: 25) == 0xD32F2F)
        #expect(LoopColorMapping.rgb(loopColor: .max, userVersion: 25) == 0xD32F2F)
        // Negative is ARGB in any version.
        #expect(LoopColorMapping.rgb(loopColor: -16_742_021, userVersion: 25) == 0x00897B)
        #expect(LoopColorMapping.rgb(loopColor: .min, userVersion: 25) == 0x000000)
    }
}

import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

/// Whether the writer thread finished, and how it failed if it did, shared with the reading test.
private struct WriterState: Sendable {
    var isFinished = false
    var error: String?
}

@Suite("The widget snapshot file is replaced atomically")
struct SnapshotAtomicityTests {
    /// A series of two days with `habits` habits: two of them differ in size and content (a few
    /// kilobytes, small enough for 10,000 writes to take a few seconds).
    static func series(habits: Int, marker: Int) -> WidgetSnapshotSeries {
        let first = LogicalDay(dayNumber: 20_553 + marker)
        let habitList = (0..<habits).map { index in
            WidgetHabit(
                id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", index)) ?? UUID(),
                name: "Habit \(index) \(String(repeating: "x", count: marker * 40))", color: .teal, icon: "circle",
                typeKind: .counter, target: 8, currentStreak: index + marker, bestStreak: 40, currentScore: 0.5,
                kind: .counter, unit: "glasses", streakUnit: .days)
        }
        let days = (0..<2).map { offset in
            WidgetSnapshot(
                generatedAt: Date(timeIntervalSince1970: 1_775_800_000), logicalDay: Date(timeIntervalSince1970: 0),
                day: first.adding(days: offset), habits: habitList,
                today: habitList.map {
                    WidgetTodayRow(
                        habit: $0, status: .partial, progress: 0.5, valueToday: 4, streak: 1, scorePercent: 50)
                }, totalDueToday: habits, completedToday: 0,
                matrix: habitList.map { WidgetMatrixRow(habit: $0, cells: [.scored(0.5), .notDue, .future]) },
                matrixDays: [])
        }
        return WidgetSnapshotSeries(
            generatedAt: Date(timeIntervalSince1970: 1_775_800_000), days: days, timeZone: "Europe/Paris",
            dayStartHour: 4, weekStart: 2, language: "en")
    }

    @Test("a reader decoding in a loop while a writer publishes 10,000 times never sees a partial file")
    func readerNeverSeesPartialFile() throws {
        // tmpfs when there is one: the rename is just as atomic, and flushing costs nothing.
        let shared = URL(fileURLWithPath: "/dev/shm")
        let base =
            FileManager.default.isWritableFile(atPath: shared.path) ? shared : FileManager.default.temporaryDirectory
        let folder = base.appendingPathComponent("kado-atomicity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("kado.snapshot.json").path

        let versions = [Self.series(habits: 1, marker: 1), Self.series(habits: 2, marker: 2)]
        try SnapshotFile.write(versions[0], to: path)
        let state = Locked(WriterState())
        let writes = 10_000
        let writer = Thread {
            var failure: String?
            for index in 0..<writes {
                do {
                    try SnapshotFile.write(versions[index % 2], to: path)
                } catch {
                    failure = "write \(index): \(error)"
                    break
                }
            }
            state.withValue { $0 = WriterState(isFinished: true, error: failure) }
        }
        writer.start()
        var reads = 0
        var seen: Set<Int> = []
        var problems: [String] = []
        repeat {
            do {
                let series = try SnapshotFile.read(from: path)
                guard let version = versions.firstIndex(of: series) else {
                    problems.append("read \(reads): a series that was never written")
                    continue
                }
                seen.insert(version)
            } catch {
                problems.append("read \(reads): \(error)")
            }
            reads += 1
        } while !state.value.isFinished && problems.count < 5
        #expect(state.value.error == nil)
        #expect(problems.isEmpty, "\(problems)")
        #expect(reads > 100, "the reader ran alongside the writer")
        #expect(seen == [0, 1], "both versions were read")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(leftovers == ["kado.snapshot.json"], "no temporary file is left behind")
    }
}

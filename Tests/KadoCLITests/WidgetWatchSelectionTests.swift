import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoCLI

/// `kado widget --watch --habit` reads, at each change of the file and at each new day, only the
/// brief and the chosen habits' lines of the day, as `kado widget --habit` does once: never the
/// whole series, and what it shows is what the whole series says.
@Suite("Watching chosen habits of the snapshot")
struct WidgetWatchSelectionTests {
    typealias B = WidgetBriefTests

    static func name(_ index: Int) -> String { "Habit \(index) \"}]{[\\ ✓" }

    @Test(
        "each update reads only the chosen habits' lines, again when the file changes and when the day rolls over",
        arguments: [[name(3)], [name(14).lowercased(), HistoryBuilder.uuid(7, 5).uuidString]])
    func chosenHabits(references: [String]) throws {
        let zone = TestCalendars.zone("Europe/Paris")
        try B.withFile { path in
            try SnapshotFile.write(B.series(habits: 40), to: path)
            // Friday 03:59:59.9 in Paris (days start at 04:00): Saturday begins a moment later.
            let clock = TestClock(instant("2026-04-11T01:59:59.9Z"))
            var watcher = WidgetWatcher(path: path, now: { clock.now }, timeZone: zone)
            watcher.references = references
            watcher.maximumUpdates = 4
            watcher.outputDescriptor = nil
            watcher.pollInterval = 0.05
            var days: [String] = []
            try watcher.run { result in
                let reading = try result.get()
                let whole = try WidgetReading.read(from: path, now: clock.now, timeZone: zone)
                let expected = try WidgetCommand.selection(references, in: whole.names)
                #expect(reading.series == nil, "only lines were read")
                #expect(reading.selection == expected)
                for format in [WidgetFormat.text, .waybar, .i3blocks, .tmux] {
                    let renderer = WidgetRenderer(format: format, path: path)
                    #expect(
                        try renderer.render(WidgetView(reading, selection: expected))
                            == renderer.render(WidgetView(whole, selection: expected)), "\(format) on \(reading.today)")
                }
                if let snapshot = reading.snapshot {
                    #expect(Set(snapshot.habits.map(\.id)) == expected)
                }
                days.append("\(reading.today) \(reading.snapshot == nil ? "outdated" : "covered")")
                switch days.count {
                case 1: clock.set(clock.now.addingTimeInterval(0.1))
                case 2: try SnapshotFile.write(B.series(habits: 41), to: path)
                default: clock.set(instant("2026-04-20T12:00:00Z"))
                }
            }
            #expect(days == ["2026-04-10 covered", "2026-04-11 covered", "2026-04-11 covered", "2026-04-20 outdated"])
        }
    }

    @Test("a habit the snapshot does not hold is the usage error of kado widget --habit")
    func unknownHabit() throws {
        try B.withFile { path in
            try SnapshotFile.write(B.series(habits: 30), to: path)
            var watcher = WidgetWatcher(
                path: path, now: { instant("2026-04-10T12:00:00Z") }, timeZone: TestCalendars.zone("Europe/Paris"))
            watcher.references = ["nothing"]
            watcher.maximumUpdates = 1
            watcher.outputDescriptor = nil
            #expect(throws: UsageError.self) { try watcher.run { _ in } }
        }
    }
}

import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoCLI

@Suite("kado widget --watch's loop, in-process")
struct WidgetWatcherTests {
    typealias F = WidgetFixture

    /// A folder of its own, removed afterwards.
    private func withFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder.appendingPathComponent("kado.snapshot.json").path)
    }

    @Test("an update when the file appears and one each time it is rewritten")
    func rewrites() throws {
        try withFolder { path in
            let clock = TestClock(instant("2026-04-10T12:00:00Z"))
            var watcher = WidgetWatcher(path: path, now: { clock.now }, timeZone: TestCalendars.zone("Europe/Paris"))
            watcher.maximumUpdates = 3
            watcher.outputDescriptor = nil
            var lines: [String] = []
            let renderer = WidgetRenderer(format: .text, path: path, isWatching: true)
            let started = Date()
            try watcher.run { result in
                let view: WidgetView
                switch result {
                case .success(let reading): view = WidgetView(reading, selection: nil)
                case .failure(let error): view = .unavailable(error)
                }
                lines.append(try renderer.render(view))
                switch lines.count {
                case 1: try SnapshotFile.write(F.series, to: path)
                case 2:
                    var series = F.series
                    series.days[0].today[1].status = .complete
                    series.days[0].today[1].valueToday = 8
                    try SnapshotFile.write(series, to: path)
                default: break
                }
            }
            #expect(
                lines == [
                    "Kadō: no snapshot at \(path) yet: run kado today",
                    "Kadō 3/6 ✓Read 20 pages ◐Water ○Gym ✓Smoke ✗Coffee ✓Meditate",
                    "Kadō 4/6 ✓Read 20 pages ✓Water ○Gym ✓Smoke ✗Coffee ✓Meditate",
                ])
            #expect(Date().timeIntervalSince(started) < 5)
        }
    }

    @Test("an update at the day's start, with the file unchanged")
    func rollover() throws {
        try withFolder { path in
            try SnapshotFile.write(F.series, to: path)
            // Friday 03:59:59.9 in Paris (days start at 04:00): the next update comes at Saturday's start.
            let clock = TestClock(instant("2026-04-11T01:59:59.9Z"))
            var watcher = WidgetWatcher(path: path, now: { clock.now }, timeZone: TestCalendars.zone("Europe/Paris"))
            watcher.maximumUpdates = 3
            watcher.outputDescriptor = nil
            watcher.pollInterval = 0.05
            var days: [String] = []
            try watcher.run { result in
                let reading = try result.get()
                days.append("\(reading.today) \(reading.snapshot == nil ? "outdated" : "covered")")
                clock.set(clock.now.addingTimeInterval(days.count == 1 ? 0.1 : 86_400))
            }
            #expect(days == ["2026-04-10 covered", "2026-04-11 covered", "2026-04-12 outdated"])
        }
    }
}

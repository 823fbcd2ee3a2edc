import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoCLI

/// The status bar reads the brief at the start of the snapshot file, never the whole series: its
/// cost does not grow with the number of habits, and what it shows is what the whole series says.
@Suite("The status bar's brief")
struct WidgetBriefTests {
    static let today = day("2026-04-10")
    static let calendar = TestCalendars.calendar("Europe/Paris", startHour: 4)

    /// A series of `count` habits: every third one done today, every fifth one a counter started,
    /// every seventh one due on Mondays only; names with the characters a JSON scanner must not
    /// take for structure.
    static func series(habits count: Int) -> WidgetSnapshotSeries {
        let timelines = (0..<count).map { index in
            let type: HabitType = index % 5 == 0 ? .counter(target: 4) : .binary
            let frequency: Frequency = index % 7 == 0 ? .specificDays([.monday]) : .daily
            var builder = HistoryBuilder(
                frequency, type, createdOn: today.adding(days: -10), calendar: calendar,
                name: "Habit \(index) \"}]{[\\ ✓")
            let built = builder.habit
            builder.habit = Habit(
                id: HistoryBuilder.uuid(7, index), name: built.name, frequency: built.frequency, type: built.type,
                createdAt: built.createdAt, scoreModel: built.scoreModel)
            if index % 3 == 0 { builder.record(today, value: type == .binary ? 1 : 4) }
            if index % 5 == 0 && index % 3 != 0 { builder.record(today, value: 1) }
            if index % 2 == 0 { builder.record(today.adding(days: -1)) }
            return builder.timeline()
        }
        return WidgetSnapshotBuilder(calendar: calendar, language: "en")
            .series(of: timelines, from: today, generatedAt: instant("2026-04-10T08:00:00Z"))
    }

    static func withFile<Result>(_ body: (String) throws -> Result) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-brief-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder.appendingPathComponent("kado.snapshot.json").path)
    }

    @Test("the brief is read from a bounded prefix, whatever the number of habits", arguments: [1, 12, 13, 300, 5_000])
    func boundedRead(habits: Int) throws {
        let series = Self.series(habits: habits)
        try Self.withFile { path in
            try SnapshotFile.write(series, to: path)
            let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
            var bytesRead = 0
            let brief = try #require(SnapshotFile.brief(at: path, bytesRead: &bytesRead))
            #expect(brief == series.brief)
            #expect(brief.habitCount == habits)
            #expect(bytesRead <= 64 << 10, "\(bytesRead) bytes read of \(size)")
            #expect(bytesRead <= size)
            if habits == 5_000 { #expect(size > 64 * bytesRead, "the series is far larger than what is read") }
            for day in brief.days {
                #expect(day.habits.count <= 2 * WidgetBrief.habitLimit)
            }
        }
    }

    @Test(
        "every status-bar format shows the same from the brief as from the whole series",
        arguments: [1, 12, 13, 40],
        [
            "2026-04-10T12:00:00Z", "2026-04-11T12:00:00Z", "2026-04-08T12:00:00Z",
            "2026-04-20T12:00:00Z",
        ])
    func sameOutput(habits: Int, now: String) throws {
        let series = Self.series(habits: habits)
        let zone = TestCalendars.zone("Europe/Paris")
        let whole = WidgetReading(series: series, path: "/p", now: instant(now), timeZone: zone)
        let brief = WidgetReading(brief: try #require(series.brief), path: "/p", now: instant(now), timeZone: zone)
        for format in [WidgetFormat.text, .waybar, .i3blocks, .tmux] {
            let renderer = WidgetRenderer(format: format, path: "/p")
            #expect(
                try renderer.render(WidgetView(brief, selection: nil))
                    == renderer.render(WidgetView(whole, selection: nil)), "\(format) at \(now)")
        }
    }

    @Test("a status bar names at most habitLimit habits, and says how many more there are")
    func limit() throws {
        let series = Self.series(habits: 40)
        let reading = WidgetReading(
            brief: try #require(series.brief), path: "/p", now: instant("2026-04-10T12:00:00Z"),
            timeZone: TestCalendars.zone("Europe/Paris"))
        guard case .progress(let progress, _) = WidgetView(reading, selection: nil) else {
            Issue.record("no progress")
            return
        }
        let renderer = WidgetRenderer(format: .text, path: "/p")
        let line = renderer.text(.progress(progress, reading), styled: false)
        #expect(line.hasPrefix("Kadō \(progress.done)/\(progress.due) "))
        #expect(line.hasSuffix(" +\(progress.due - WidgetBrief.habitLimit) more"))
        #expect(line.components(separatedBy: "Habit ").count - 1 == WidgetBrief.habitLimit)
        let tooltip = renderer.tooltip(.progress(progress, reading)).split(separator: "\n")
        #expect(tooltip.count == 1 + WidgetBrief.habitLimit + 1)
        #expect(tooltip.last == "… and \(40 - WidgetBrief.habitLimit) more habits")
    }

    @Test("a file without a brief (older, or Kadō's own) is read whole, with the same result")
    func withoutBrief() throws {
        var series = Self.series(habits: 20)
        let expected = series.brief
        series.brief = nil
        try Self.withFile { path in
            try SnapshotFile.write(series, to: path)
            #expect(SnapshotFile.brief(at: path) == nil)
            let reading = try WidgetReading.readBrief(
                from: path, now: instant("2026-04-10T12:00:00Z"), timeZone: TestCalendars.zone("Europe/Paris"))
            #expect(reading.brief == expected)
        }
    }
}

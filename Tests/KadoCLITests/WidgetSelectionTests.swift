import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoCLI

/// `kado widget --habit` and `kado stats` read the brief, the names of the day's habits and the
/// chosen habits' lines of the day's lists, and decode nothing else: what they show is what the
/// whole series says, for a cost that is a small part of the file's.
@Suite("Reading one habit of the snapshot")
struct WidgetSelectionTests {
    typealias B = WidgetBriefTests

    @Test(
        "a selection shows the same from its lines as from the whole series, in every format",
        arguments: [
            "2026-04-10T12:00:00Z", "2026-04-11T12:00:00Z", "2026-04-08T12:00:00Z", "2026-04-20T12:00:00Z",
        ])
    func sameAsWholeSeries(now: String) throws {
        let series = B.series(habits: 40)
        let zone = TestCalendars.zone("Europe/Paris")
        let name = { (index: Int) in "Habit \(index) \"}]{[\\ ✓" }
        let references = [
            [name(3)], [name(14).lowercased(), name(0).uppercased()], [HistoryBuilder.uuid(7, 35).uuidString],
            [name(7)],
        ]
        try B.withFile { path in
            try SnapshotFile.write(series, to: path)
            #expect(SnapshotIndex(path: path) != nil, "the file is laid out one habit a line")
            let whole = try WidgetReading.read(from: path, now: instant(now), timeZone: zone)
            for chosen in references {
                let (reading, selection) = try WidgetReading.read(
                    selecting: chosen, argument: "--habit", from: path, now: instant(now), timeZone: zone)
                #expect(reading.series == nil, "only lines were read")
                let expected = try WidgetCommand.selection(chosen, in: whole.names)
                #expect(selection == expected)
                for format in [WidgetFormat.text, .waybar, .i3blocks, .tmux] {
                    let renderer = WidgetRenderer(format: format, path: path)
                    #expect(
                        try renderer.render(WidgetView(reading, selection: selection))
                            == renderer.render(WidgetView(whole, selection: expected)), "\(format) \(chosen) at \(now)")
                }
                if let snapshot = reading.snapshot, let full = whole.snapshot {
                    #expect(snapshot.habits == full.habits.filter { selection.contains($0.id) })
                    #expect(snapshot.today == full.today.filter { selection.contains($0.habit.id) })
                } else {
                    #expect(whole.snapshot == nil)
                }
            }
        }
    }

    @Test("an unknown or ambiguous habit is the same usage error from the lines as from the whole series")
    func unknownHabit() throws {
        let series = B.series(habits: 30)
        try B.withFile { path in
            try SnapshotFile.write(series, to: path)
            for reference in ["nothing", "Habit 1"] {
                #expect(throws: UsageError.self) {
                    _ = try WidgetReading.read(
                        selecting: [reference], argument: "HABIT", from: path, now: instant("2026-04-10T12:00:00Z"),
                        timeZone: TestCalendars.zone("Europe/Paris"))
                }
            }
        }
    }

    @Test("one habit's reading reads a small part of a large file", arguments: [300, 5_000])
    func boundedRead(habits: Int) throws {
        let series = B.series(habits: habits)
        try B.withFile { path in
            try SnapshotFile.write(series, to: path)
            let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
            let index = try #require(SnapshotIndex(path: path))
            let today = B.today
            let names = try #require(index.names(on: today))
            #expect(names.count == habits)
            let chosen = try #require(names.last)
            let snapshot = try #require(
                index.snapshot(on: today, selecting: [chosen.id], boundary: B.calendar.boundary))
            #expect(snapshot.habits.map(\.id) == [chosen.id])
            // The day's habits and today lists, of nine days of three lists each.
            #expect(index.bytesRead * 6 < size, "\(index.bytesRead) bytes read of \(size)")
        }
    }

    @Test("a file without a layout (an older Kadō's) is read whole, with the same result")
    func withoutLayout() throws {
        let series = B.series(habits: 20)
        try B.withFile { path in
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            try encoder.encode(series).write(to: URL(fileURLWithPath: path))
            #expect(SnapshotIndex(path: path) == nil)
            let (reading, selection) = try WidgetReading.read(
                selecting: ["Habit 4 \"}]{[\\ ✓"], argument: "--habit", from: path,
                now: instant("2026-04-10T12:00:00Z"),
                timeZone: TestCalendars.zone("Europe/Paris"))
            #expect(reading.series != nil)
            #expect(selection == [HistoryBuilder.uuid(7, 4)])
        }
    }
}

@Suite("The status bar in French")
struct WidgetFrenchTests {
    typealias F = WidgetFixture

    static func french(_ series: WidgetSnapshotSeries = F.series) -> WidgetSnapshotSeries {
        var series = series
        series.language = "fr"
        return series
    }

    static func render(_ format: WidgetFormat, at now: String) throws -> String {
        let reading = F.reading(at: now, series: french())
        return try WidgetRenderer(format: format, path: F.path).render(WidgetView(reading, selection: nil))
    }

    @Test("the line and the tooltip follow the snapshot's language, with French typography")
    func progress() throws {
        let space = "\u{00A0}"
        #expect(
            try Self.render(.text, at: "2026-04-10T12:00:00Z")
                == "Kadō 3/6 ✓Read 20 pages ◐Water ○Gym ✓Smoke ✗Coffee ✓Meditate")
        let reading = F.reading(at: "2026-04-10T12:00:00Z", series: Self.french())
        let tooltip = WidgetRenderer(format: .waybar, path: F.path).tooltip(WidgetView(reading, selection: nil))
        #expect(
            tooltip == """
                Kadō · vendredi 2026-04-10 · 3 sur 6 faites
                ✓ Read 20 pages\(space): fait · série 12 jours · score 78\(space)%
                ◐ Water\(space): 3/8 glasses · série 2 jours · score 40\(space)%
                ○ Gym\(space): pas fait · série 0 jour · score 10\(space)%
                ✓ Smoke\(space): aucun écart · série 30 jours · score 95\(space)%
                ✗ Coffee\(space): 3/2 coffees (au-delà) · série 0 jour · score 50\(space)%
                ✓ Meditate\(space): 25/20 min · série 3 jours · score 25\(space)%
                · Stretch\(space): pas prévue aujourd’hui · série 3 semaines · score 55\(space)%
                """)
    }

    @Test("an outdated snapshot is said in French too")
    func outdated() throws {
        let space = "\u{00A0}"
        #expect(
            try Self.render(.text, at: "2026-04-12T10:00:00Z")
                == "Kadō\(space): instantané périmé (du 2026-04-10 au 2026-04-11, aujourd’hui le 2026-04-12)\(space): "
                + "lancez kado today")
        #expect(try Self.render(.tmux, at: "2026-04-12T10:00:00Z") == "#[fg=red]Kadō périmé#[default]")
        let missing = try WidgetRenderer(format: .text, path: F.path, language: .french).render(
            .unavailable(.missing(path: F.path)))
        #expect(missing == "Kadō\(space): pas encore d’instantané à \(F.path)\(space): lancez kado today")
    }

    @Test("an English snapshot keeps English, whatever the locale")
    func english() throws {
        let reading = F.reading(at: "2026-04-10T12:00:00Z")
        let renderer = WidgetRenderer(format: .waybar, path: F.path, language: .french)
        #expect(renderer.tooltip(WidgetView(reading, selection: nil)) == WidgetRenderingTests.fridayTooltip)
    }
}

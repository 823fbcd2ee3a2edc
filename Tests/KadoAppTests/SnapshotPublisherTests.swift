import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoApp

/// The widget snapshot publisher recomputes only the habits a change touched, copies every other
/// habit's lines from the current file, and writes nothing when nothing would change; the file is
/// always, byte for byte, the one a full rebuild writes, and decodes to the series it describes.
@Suite("The incremental snapshot publisher")
struct SnapshotPublisherTests {
    static let start = instant("2026-04-10T10:00:00Z")
    static let today = day("2026-04-10")

    /// A tracker on a new database in a temporary folder, its clock at `clock`.
    static func withTracker(
        clock: TestClock, zone: String = "UTC", _ body: (Tracker, URL) throws -> Void
    ) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-publish-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tracker = try TrackerBuilder().timeZone(zone).clock(clock).open(in: folder)
        try body(tracker, folder)
    }

    /// The published file, the full rebuild's bytes, and the decoded file against the series.
    static func expectFullRebuild(_ tracker: Tracker, _ context: String) throws {
        let published = try #require(FileManager.default.contents(atPath: tracker.widget.snapshotPath), "\(context)")
        let rebuilt = try tracker.widget.snapshotFile(reusing: nil, touching: nil).file.bytes
        let bytes = [UInt8](published)
        if bytes != rebuilt {
            let difference = zip(bytes, rebuilt).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
            let around = { (data: [UInt8]) in
                String(decoding: data.dropFirst(max(0, difference - 80)).prefix(240), as: UTF8.self)
            }
            Issue.record(
                "\(context): the published file differs from the full rebuild at byte \(difference): \(around(bytes)) ≠ \(around(rebuilt))"
            )
        }
        let decoded = try SnapshotFile.read(from: tracker.widget.snapshotPath)
        #expect(decoded == (try tracker.widget.snapshotSeries()), "\(context): the file decodes to another series")
    }

    /// One random change, described for the failure message.
    static func change(_ tracker: Tracker, _ random: inout SeededGenerator, step: Int) throws -> String {
        let active = try tracker.habits.all()
        let all = try tracker.habits.all(includingArchived: true)
        let archived = all.filter(\.isArchived)
        let day = today.adding(days: -random.int(in: 0...12))
        guard let habit = random.element(of: active), random.int(in: 0...9) > 0 else {
            let types: [HabitType] = [
                .binary, .negative, .counter(target: 3), .atMost(target: 2), .timer(targetSeconds: 600),
            ]
            let frequencies: [Frequency] = [
                .daily, .specificDays([.monday, .friday]), .daysPerWeek(2), .everyNDays(3),
            ]
            let draft = HabitDraft(
                name: "Habit \(step) \"}]\\", frequency: random.element(of: frequencies) ?? .daily,
                type: random.element(of: types) ?? .binary)
            let created = try tracker.habits.createHabit(draft)
            return "create \(created.name) (\(created.type))"
        }
        switch random.int(in: 0...11) {
        case 0:
            _ = try tracker.habits.archive(habit)
            return "archive \(habit.name)"
        case 1:
            guard let old = random.element(of: archived) else { return "nothing archived" }
            _ = try tracker.habits.unarchive(old)
            return "unarchive \(old.name)"
        case 2:
            try tracker.habits.delete(habit)
            return "delete \(habit.name)"
        case 3:
            _ = try tracker.habits.editHabit(habit) { $0.name = "Renamed \(step)" }
            return "rename \(habit.name)"
        case 4:
            let position = random.int(in: 1...active.count)
            try tracker.habits.move(habit, to: position)
            return "move \(habit.name) to \(position)"
        case 5:
            _ = try tracker.checkIns.undo(habit, on: day)
            return "undo \(habit.name) on \(day)"
        case 6:
            _ = try tracker.checkIns.note(habit, text: "note \(step)", on: day)
            return "note \(habit.name) on \(day)"
        case 7:
            _ = try tracker.checkIns.skip(habit, days: DayRange(day: day))
            return "skip \(habit.name) on \(day)"
        case 8:
            _ = try tracker.habits.editHabit(habit) { $0.color = random.element(of: HabitColor.allCases) ?? .red }
            return "recolour \(habit.name)"
        default:
            if habit.type.target == nil {
                _ = try tracker.checkIns.complete(habit, on: day)
                return "done \(habit.name) on \(day)"
            }
            let value = Double(random.int(in: 0...5))
            _ = try tracker.checkIns.log(habit, value: value, on: day)
            return "log \(value) for \(habit.name) on \(day)"
        }
    }

    @Test(
        "after any sequence of changes the incremental file is the full rebuild, byte for byte",
        arguments: Array(1...8) as [UInt64])
    func incrementalIsFullRebuild(seed: UInt64) throws {
        let clock = TestClock(Self.start)
        try Self.withTracker(clock: clock, zone: seed % 2 == 0 ? "UTC" : "America/Los_Angeles") { tracker, _ in
            var random = SeededGenerator(seed: seed)
            for index in 0..<3 { try tracker.habits.createHabit(HabitDraft(name: "Start \(index)")) }
            var steps: [String] = []
            for step in 0..<40 {
                steps.append(try Self.change(tracker, &random, step: step))
                if step == 25 {
                    // Settings change how every habit reads: the publisher computes them all again.
                    try tracker.preferences.setWeekStart(seed % 3 == 0 ? .sunday : .monday)
                    steps.append("week start")
                }
                try Self.expectFullRebuild(tracker, "seed \(seed), after: " + steps.joined(separator: "; "))
            }
        }
    }

    @Test("an untouched habit's lines are copied from the file, not computed again")
    func untouchedLinesAreCopied() throws {
        let clock = TestClock(Self.start)
        try Self.withTracker(clock: clock) { tracker, _ in
            let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
            let water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
            _ = try tracker.checkIns.complete(read, on: Self.today)
            // Mark Water's lines in the file (same length, still valid JSON): only a copy keeps the mark.
            let original = try #require(FileManager.default.contents(atPath: tracker.widget.snapshotPath))
            let text = String(decoding: original, as: UTF8.self)
            #expect(text.contains(#""name":"Water""#))
            try Data(text.replacingOccurrences(of: #""name":"Water""#, with: #""name":"Wxter""#).utf8)
                .write(to: URL(fileURLWithPath: tracker.widget.snapshotPath))
            // A change the widgets do not show moves the file's stamp on; copying goes on after it.
            _ = try tracker.checkIns.note(read, text: "p. 40", on: Self.today)
            _ = try tracker.checkIns.undo(read, on: Self.today)
            let after = String(
                decoding: try #require(FileManager.default.contents(atPath: tracker.widget.snapshotPath)), as: UTF8.self
            )
            #expect(after.contains(#""name":"Wxter""#), "Water was computed again")
            #expect(!after.contains(#""name":"Water""#))
            let series = try SnapshotFile.read(from: tracker.widget.snapshotPath)
            #expect(series.days[0].today.first { $0.habit.id == read.id }?.status == WidgetStatus.none)
            // A full publish (a setting, an import) computes every habit again.
            try tracker.widget.publishSnapshot()
            let rebuilt = String(
                decoding: try #require(FileManager.default.contents(atPath: tracker.widget.snapshotPath)), as: UTF8.self
            )
            #expect(rebuilt.contains(#""name":"Water""#))
            _ = water
        }
    }

    /// What "not rewritten" means: the same bytes, modification time and inode.
    static func fileState(_ path: String) throws -> (Data, Date, Int) {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (
            try Data(contentsOf: URL(fileURLWithPath: path)), attributes[.modificationDate] as? Date ?? .distantPast,
            (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? -1
        )
    }

    @Test(
        "a change the snapshot does not show publishes nothing: bytes, modification time and inode stay",
        arguments: ["done twice", "log +0", "publish again", "publish all again"])
    func unchangedSnapshotIsNotWritten(change: String) throws {
        let clock = TestClock(Self.start)
        try Self.withTracker(clock: clock) { tracker, _ in
            let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
            let water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
            _ = try tracker.checkIns.complete(read, on: Self.today)
            _ = try tracker.checkIns.log(water, value: 3, on: Self.today)
            let before = try Self.fileState(tracker.widget.snapshotPath)
            Thread.sleep(forTimeInterval: 0.02)
            clock.advance(by: 60)
            let changes = tracker.work.store.changeCount
            switch change {
            case "done twice": _ = try tracker.checkIns.complete(read, on: Self.today)
            case "log +0": _ = try tracker.checkIns.log(water, value: 0, adding: true, on: Self.today)
            case "publish again": try tracker.widget.publishSnapshot(touching: [read.id])
            default: try tracker.widget.publishSnapshot(touching: nil)
            }
            if change == "done twice" || change == "log +0" { #expect(tracker.work.store.changeCount == changes) }
            let after = try Self.fileState(tracker.widget.snapshotPath)
            #expect(after.0 == before.0, "bytes")
            #expect(after.1 == before.1, "modification time")
            #expect(after.2 == before.2, "inode")
        }
    }

    @Test("after a publish that was lost (a killed process, a full disk) every habit is computed again")
    func lostPublishIsHealed() throws {
        let clock = TestClock(Self.start)
        try Self.withTracker(clock: clock) { tracker, _ in
            let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
            let water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
            let before = try #require(FileManager.default.contents(atPath: tracker.widget.snapshotPath))
            _ = try tracker.checkIns.log(water, value: 5, on: Self.today)
            // The file as if that change's publish never happened.
            try before.write(to: URL(fileURLWithPath: tracker.widget.snapshotPath))
            _ = try tracker.checkIns.complete(read, on: Self.today)
            try Self.expectFullRebuild(tracker, "after a lost publish")
            let series = try SnapshotFile.read(from: tracker.widget.snapshotPath)
            #expect(series.days[0].today.first { $0.habit.id == water.id }?.valueToday == 5)
        }
    }

    @Test("a file from another zone, day or version is written again whole")
    func staleFileIsRebuilt() throws {
        let clock = TestClock(Self.start)
        try Self.withTracker(clock: clock) { tracker, _ in
            let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
            _ = try tracker.checkIns.complete(read, on: Self.today)
            // An older Kadō's file: the whole series, without layout.
            let encoder = SnapshotFile.encoder()
            try encoder.encode(try tracker.widget.snapshotSeries()).write(
                to: URL(fileURLWithPath: tracker.widget.snapshotPath))
            #expect(SnapshotFile.contents(at: tracker.widget.snapshotPath, files: SystemPorts.testing.files) == nil)
            _ = try tracker.checkIns.note(read, text: "x", on: Self.today)
            #expect(SnapshotFile.contents(at: tracker.widget.snapshotPath, files: SystemPorts.testing.files) != nil)
            try Self.expectFullRebuild(tracker, "after an older file")
            // The next day: the file is not current, every habit is computed again.
            clock.advance(by: 86_400)
            _ = try tracker.checkIns.complete(read, on: Self.today.adding(days: 1))
            try Self.expectFullRebuild(tracker, "the next day")
            #expect(SnapshotFile.brief(at: tracker.widget.snapshotPath)?.firstDay == Self.today.adding(days: 1))
        }
    }

    @Test("a series laid out one habit a line decodes to itself, and its brief is the series' brief")
    func layoutKeepsTheSeries() throws {
        let clock = TestClock(Self.start)
        try Self.withTracker(clock: clock) { tracker, _ in
            for index in 0..<30 {
                let habit = try tracker.habits.createHabit(
                    HabitDraft(name: "H\(index) \"}]{[\\ ✓", type: index % 4 == 0 ? .counter(target: 4) : .binary))
                if index % 3 == 0, index % 4 != 0 { _ = try tracker.checkIns.complete(habit, on: Self.today) }
                if index % 4 == 0 { _ = try tracker.checkIns.log(habit, value: Double(index % 5), on: Self.today) }
            }
            let series = try tracker.widget.snapshotSeries()
            let file = try tracker.widget.snapshotFile(reusing: nil, touching: nil)
            #expect(file.brief == series.brief)
            var written = series
            written.brief = file.brief
            let parts = try #require(try SnapshotHabitPart.parts(of: written))
            #expect(parts == file.parts, "SnapshotFile.write lays a series out the same way")
            let composed = try SnapshotFile.compose(
                header: SnapshotFile.header(of: written), brief: file.brief, parts: parts, stamp: file.layout.stamp)
            #expect(composed.file.bytes == file.file.bytes)
            let decoded = try SnapshotFile.decoder().decode(WidgetSnapshotSeries.self, from: Data(file.file.bytes))
            #expect(decoded == series)
            let contents = try #require(SnapshotFile.contents(of: file.file.bytes))
            #expect(contents.parts == file.parts)
        }
    }
}

/// The publisher reads ids and whole files on its own fast paths: they must read what the
/// general ones do.
@Suite("Snapshot file fast paths")
struct SnapshotFastPathTests {
    @Test(
        "a UUID read from its bytes is the one UUID(uuidString:) reads, or nil alike",
        arguments: [
            "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
            "00000000-0000-0000-0000-000000000000", "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
            "E621E1F8C36C495A93FC0C247A3E6E5F0000", "E621E1F8-C36C-495A-93FC-0C247A3E6E5G",
            "E621E1F8-C36C-495A-93FC_0C247A3E6E5F", "E621E1F8-C36C-495A-93FC-0C247A3E6E5", "",
        ])
    func uuid(text: String) {
        let bytes = Array(text.utf8)
        let read = bytes.withUnsafeBufferPointer { SnapshotFile.uuid(in: $0) }
        #expect(read == UUID(uuidString: text))
    }

    @Test("a file is read whole, empty, or not at all when missing", arguments: [0, 1, 65_535, 65_536, 200_001])
    func readWhole(size: Int) throws {
        let folder = try TemporaryFolder(prefix: "kado-read-whole")
        let path = folder.path("file")
        var generator = SeededGenerator(seed: UInt64(size))
        let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        #expect(SnapshotFile.readWhole(path, files: SystemPorts.testing.files) == bytes)
        #expect(SnapshotFile.readWhole(folder.path("missing"), files: SystemPorts.testing.files) == nil)
    }
}

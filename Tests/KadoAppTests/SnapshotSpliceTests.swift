import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoApp

/// A change to habits that stay where they are publishes the snapshot by splicing: the old
/// file's unchanged ranges copied around the touched habits' new lines, found through the file's
/// own line index. The spliced file must be, byte for byte, the one a full rebuild writes, after
/// any operation, a sync, a day rollover or a zone change; a file that cannot be spliced is
/// rebuilt.
@Suite("The spliced snapshot publish")
struct SnapshotSpliceTests {
    typealias Publisher = SnapshotPublisherTests

    /// A tracker on the database at `path` in `zone`, its clock at `clock`.
    static func tracker(_ path: String, zone: String, clock: TestClock) throws -> Tracker {
        try TrackerBuilder().timeZone(zone).clock(clock).open(at: path)
    }

    @Test(
        "after any sequence of changes, day rollovers and zone changes, the file is the full rebuild",
        arguments: Array(11...22) as [UInt64])
    func splicedIsFullRebuild(seed: UInt64) throws {
        let folder = try TemporaryFolder(prefix: "kado-splice")
        let clock = TestClock(Publisher.start)
        let zones = ["UTC", "America/Los_Angeles", "Asia/Tokyo", "Pacific/Kiritimati"]
        var zone = zones[Int(seed) % zones.count]
        var tracker = try Self.tracker(folder.path("kado.sqlite"), zone: zone, clock: clock)
        var random = SeededGenerator(seed: seed)
        for index in 0..<4 {
            let habit = try tracker.habits.createHabit(HabitDraft(name: "Start \(index) ✓ \"}]"))
            _ = try tracker.checkIns.complete(habit, on: Publisher.today)
        }
        var steps: [String] = []
        for step in 0..<60 {
            switch random.int(in: 0...19) {
            case 0:
                clock.advance(by: TimeInterval(random.int(in: 1...30) * 3_600))
                steps.append("clock on, then " + (try Publisher.change(tracker, &random, step: step)))
            case 1:
                zone = random.element(of: zones) ?? "UTC"
                tracker = try Self.tracker(folder.path("kado.sqlite"), zone: zone, clock: clock)
                steps.append("zone \(zone), then " + (try Publisher.change(tracker, &random, step: step)))
            default:
                steps.append(try Publisher.change(tracker, &random, step: step))
            }
            // A change that changed nothing publishes nothing: a reader's look rewrites a stale file.
            if try !tracker.widget.isSnapshotCurrent() { _ = try tracker.views.todayView() }
            // A file still current since an earlier moment is the rebuild of that moment.
            let now = clock.now
            clock.set(try #require(SnapshotFile.brief(at: tracker.widget.snapshotPath)).generatedAt)
            try Publisher.expectFullRebuild(tracker, "seed \(seed), after: " + steps.joined(separator: "; "))
            clock.set(now)
        }
    }

    /// Three habits, in this order: Read and Walk (yes/no), Water (a counter of 8).
    static func readWaterWalk(on tracker: Tracker) throws -> (read: Habit, water: Habit, walk: Habit) {
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        return (read, water, try tracker.habits.createHabit(HabitDraft(name: "Walk")))
    }

    /// Breaks the `today` line of the habit `id` on the file's first day, keeping its length: a
    /// publisher that parses the file's lines refuses the file and rebuilds it (which mends the
    /// line), one that splices copies the broken line as it is.
    static func breakTodayLine(of id: UUID, at path: String) throws {
        let source = try #require(SnapshotFile.SpliceSource(path: path))
        let position = try #require(source.index.position(of: id))
        let range = try #require(source.lineRange(of: position, in: .today, on: WidgetSnapshotBuilder.precedingLength))
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes[range.lowerBound] == UInt8(ascii: "{"))
        bytes[range.lowerBound] = UInt8(ascii: "[")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// Whether the `today` line of `id` on the first day is still the broken one.
    static func isTodayLineBroken(of id: UUID, at path: String) throws -> Bool {
        let source = try #require(SnapshotFile.SpliceSource(path: path))
        let position = try #require(source.index.position(of: id))
        let range = try #require(source.lineRange(of: position, in: .today, on: WidgetSnapshotBuilder.precedingLength))
        return source.read(range)?.first == UInt8(ascii: "[")
    }

    @Test(
        "a change to a habit that stays in place copies every other habit's lines unread",
        arguments: ["done", "undo", "log", "note", "skip", "rename", "recolour", "done in the past"])
    func untouchedLinesAreCopiedUnread(change: String) throws {
        let folder = try TemporaryFolder(prefix: "kado-splice")
        let clock = TestClock(Publisher.start)
        let tracker = try Self.tracker(folder.path("kado.sqlite"), zone: "Europe/Paris", clock: clock)
        let (read, water, walk) = try Self.readWaterWalk(on: tracker)
        let steps = try tracker.habits.createHabit(HabitDraft(name: "Steps", type: .counter(target: 5)))
        _ = try tracker.checkIns.complete(read, on: Publisher.today)
        _ = try tracker.checkIns.log(water, value: 2, on: Publisher.today)
        func apply(round: Int) throws {
            switch change {
            case "done": _ = try tracker.checkIns.complete(walk, on: Publisher.today.adding(days: -round))
            case "undo" where round == 0: _ = try tracker.checkIns.undo(read, on: Publisher.today)
            case "undo": _ = try tracker.checkIns.complete(read, on: Publisher.today)
            case "log":
                _ = try tracker.checkIns.log(steps, value: Double(1 + round), on: Publisher.today.adding(days: -1))
            case "note": _ = try tracker.checkIns.note(read, text: "p. \(40 + round)", on: Publisher.today)
            case "skip": _ = try tracker.checkIns.skip(walk, days: DayRange(day: Publisher.today.adding(days: -round)))
            case "rename": _ = try tracker.habits.editHabit(walk) { $0.name = "A much longer name for walk \(round)" }
            case "recolour": _ = try tracker.habits.editHabit(read) { $0.color = round == 0 ? .red : .green }
            default: _ = try tracker.checkIns.complete(walk, on: Publisher.today.adding(days: -5 - round))
            }
        }
        // Unbroken, the spliced file is the full rebuild.
        try apply(round: 0)
        try Publisher.expectFullRebuild(tracker, change)
        try tracker.widget.publishSnapshot()
        try Self.breakTodayLine(of: water.id, at: tracker.widget.snapshotPath)
        clock.advance(by: 60)
        let stamp = SnapshotFile.SpliceSource(path: tracker.widget.snapshotPath)?.layout.stamp
        try apply(round: 1)
        #expect(
            SnapshotFile.SpliceSource(path: tracker.widget.snapshotPath)?.layout.stamp != stamp, "nothing was published"
        )
        #expect(try Self.isTodayLineBroken(of: water.id, at: tracker.widget.snapshotPath), "Water's lines were read")
        // A full publish (a setting, an import) computes every habit again, and mends it.
        try tracker.widget.publishSnapshot()
        #expect(try !Self.isTodayLineBroken(of: water.id, at: tracker.widget.snapshotPath))
        try Publisher.expectFullRebuild(tracker, "\(change), rebuilt")
    }

    @Test(
        "a habit that appears, goes or moves, and a setting, publish the whole file again",
        arguments: ["create", "archive", "unarchive", "delete", "move", "week start", "language"])
    func changesOfTheListAreNotSpliced(change: String) throws {
        let folder = try TemporaryFolder(prefix: "kado-splice")
        let clock = TestClock(Publisher.start)
        let tracker = try Self.tracker(folder.path("kado.sqlite"), zone: "UTC", clock: clock)
        let (read, water, walk) = try Self.readWaterWalk(on: tracker)
        let old = try tracker.habits.archive(try tracker.habits.createHabit(HabitDraft(name: "Old")))
        _ = try tracker.checkIns.log(water, value: 2, on: Publisher.today)
        try Self.breakTodayLine(of: water.id, at: tracker.widget.snapshotPath)
        switch change {
        case "create": _ = try tracker.habits.createHabit(HabitDraft(name: "New"))
        case "archive": _ = try tracker.habits.archive(walk)
        case "unarchive": _ = try tracker.habits.unarchive(old)
        case "delete": try tracker.habits.delete(read)
        case "move": try tracker.habits.move(walk, to: 1)
        case "week start": try tracker.preferences.setWeekStart(.sunday)
        default: try tracker.preferences.setLanguage(.french)
        }
        #expect(try !Self.isTodayLineBroken(of: water.id, at: tracker.widget.snapshotPath))
        try Publisher.expectFullRebuild(tracker, change)
    }

    @Test(
        "a torn, garbage, bare or mismatched snapshot is rebuilt whole at the next check-in",
        arguments: ["torn", "garbage", "empty", "bare Kadō snapshot", "index garbled", "index of other lengths"])
    func unreadableFileIsRebuilt(damage: String) throws {
        let folder = try TemporaryFolder(prefix: "kado-splice")
        let clock = TestClock(Publisher.start)
        let tracker = try Self.tracker(folder.path("kado.sqlite"), zone: "UTC", clock: clock)
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let walk = try tracker.habits.createHabit(HabitDraft(name: "Walk"))
        _ = try tracker.checkIns.complete(read, on: Publisher.today)
        let path = tracker.widget.snapshotPath
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let text = String(decoding: bytes, as: UTF8.self)
        switch damage {
        case "torn": bytes = Array(bytes.prefix(bytes.count / 2))
        case "garbage": bytes = Array("\u{1}not json at all}]".utf8)
        case "empty": bytes = []
        case "bare Kadō snapshot":
            let series = try tracker.widget.snapshotSeries()
            bytes = [UInt8](try SnapshotFile.encoder().encode(series.days[0]))
        case "index garbled":
            let start = try #require(text.range(of: #""lineIndex":""#)?.upperBound)
            let offset = text.utf8.distance(from: text.startIndex, to: start)
            bytes.replaceSubrange(offset..<offset + 8, with: Array("!!!!!!!!".utf8))
        default:
            // One more byte inside a line: the lists no longer add up to what the index says.
            let name = try #require(text.range(of: #""name":"Walk""#))
            let offset = text.utf8.distance(from: text.startIndex, to: name.lowerBound)
            bytes.insert(UInt8(ascii: " "), at: offset)
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        _ = try tracker.checkIns.complete(walk, on: Publisher.today)
        try Publisher.expectFullRebuild(tracker, damage)
    }

    @Test("a sync receiving changes for several habits splices them in, and is the full rebuild")
    func syncReceivingSeveralHabits() throws {
        let folder = try TemporaryFolder(prefix: "kado-splice-sync")
        let target = folder.path("target")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        let annClock = TestClock(Publisher.start)
        let bobClock = TestClock(Publisher.start)
        let ann = try Self.tracker(folder.path("ann.sqlite"), zone: "UTC", clock: annClock)
        let bob = try Self.tracker(folder.path("bob.sqlite"), zone: "UTC", clock: bobClock)
        var habits: [Habit] = []
        for index in 0..<6 {
            habits.append(
                try ann.habits.createHabit(
                    HabitDraft(name: "Habit \(index)", type: index % 2 == 0 ? .binary : .counter(target: 3))))
        }
        _ = try ann.sync.setUpSync(.folder(path: target), password: nil)
        _ = try ann.sync.syncNow()
        _ = try bob.sync.setUpSync(.folder(path: target), password: nil)
        _ = try bob.sync.syncNow()
        try Publisher.expectFullRebuild(bob, "bob joined")
        // Several habits change on Ann's side; Habit 5 does not, and its broken line shows bob splices.
        annClock.advance(by: 120)
        _ = try ann.checkIns.complete(habits[0], on: Publisher.today)
        _ = try ann.checkIns.log(habits[1], value: 3, on: Publisher.today)
        _ = try ann.checkIns.complete(habits[2], on: Publisher.today.adding(days: -3))
        _ = try ann.habits.editHabit(habits[3]) { $0.name = "Habit 3, renamed" }
        _ = try ann.sync.syncNow()
        try Self.breakTodayLine(of: habits[5].id, at: bob.widget.snapshotPath)
        bobClock.advance(by: 180)
        let received = try bob.sync.syncNow()
        #expect(!received.received.isEmpty)
        #expect(try Self.isTodayLineBroken(of: habits[5].id, at: bob.widget.snapshotPath), "bob rebuilt the whole file")
        try bob.widget.publishSnapshot()
        // Once more without the broken line: the received changes give the full rebuild's bytes.
        annClock.advance(by: 120)
        _ = try ann.checkIns.undo(habits[0], on: Publisher.today)
        _ = try ann.checkIns.complete(habits[4], on: Publisher.today)
        _ = try ann.sync.syncNow()
        _ = try bob.sync.syncNow()
        try Publisher.expectFullRebuild(bob, "bob after the second sync")
        let series = try SnapshotFile.read(from: bob.widget.snapshotPath)
        #expect(series.days[0].today.first { $0.habit.id == habits[4].id }?.status == .complete)
        #expect(series.days[0].habits.contains { $0.name == "Habit 3, renamed" })
    }
}

import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Synchronization
import Testing

/// The reminder scheduler with the clock injected (nothing waits for a reminder's time): each
/// reminder rings once, "only if not done" is decided when it rings, what rang survives a
/// restart, a long stop rings at most the grace period's reminders once, Done and Snooze go
/// through the application layer, and one scheduler runs per database.
@Suite("Reminder scheduler")
struct ReminderSchedulerTests {
    let folder: TemporaryFolder
    let clock = TestClock(instant("2026-04-10T07:00:00Z"))
    let path: String

    init() throws {
        folder = try TemporaryFolder(prefix: "kado-scheduler")
        path = folder.path("kado.sqlite")
    }

    /// A tracker over the test's database, on the test's clock.
    func tracker(language: Language = .english) throws -> Tracker {
        let tracker = try TrackerBuilder().clock(clock).open(at: path)
        if language != .english { try tracker.preferences.setLanguage(language) }
        return tracker
    }

    /// A habit named `name` with reminders at `times`.
    @discardableResult
    func habit(_ name: String, at times: [String], type: HabitType = .binary, in tracker: Tracker) throws -> Habit {
        let habit = try tracker.habits.createHabit(HabitDraft(name: name, type: type))
        try tracker.reminders.setReminders(of: habit, to: try times.map { try ReminderTime(parsing: $0) })
        return habit
    }

    @Test("a reminder rings once at its time, with the habit's name, and not again on the next looks")
    func ringsOnce() throws {
        let tracker = try tracker()
        try habit("Read", at: ["08:00", "18:30"], in: tracker)
        let scheduler = ReminderScheduler(tracker: tracker)
        #expect(try scheduler.tick().notices.isEmpty)
        clock.set(instant("2026-04-10T07:59:59Z"))
        let before = try scheduler.tick()
        #expect(before.notices.isEmpty)
        #expect(before.next == instant("2026-04-10T08:00:00Z"))
        clock.set(instant("2026-04-10T08:00:00Z"))
        let rung = try scheduler.tick().notices
        #expect(rung.map { "\($0.title) \($0.time?.description ?? "")" } == ["Read 08:00"])
        #expect(rung.first?.message == "Reminder of 08:00: still to do today.")
        #expect(rung.first?.day == day("2026-04-10"))
        clock.set(instant("2026-04-10T08:00:20Z"))
        #expect(try scheduler.tick().notices.isEmpty)
        clock.set(instant("2026-04-10T18:30:05Z"))
        #expect(try scheduler.tick().notices.map { $0.time?.description } == ["18:30"])
    }

    @Test("a check-in made at 07:59 silences the 08:00 reminder: done is read when it rings")
    func doneSilences() throws {
        let tracker = try tracker()
        try habit("Read", at: ["08:00"], in: tracker)
        let scheduler = ReminderScheduler(tracker: tracker)
        _ = try scheduler.tick()
        clock.set(instant("2026-04-10T07:59:00Z"))
        _ = try scheduler.tick()
        try tracker.checkIns.checkIn(.done, habit: .text("Read"))
        clock.set(instant("2026-04-10T08:00:30Z"))
        #expect(try scheduler.tick().notices.isEmpty)
    }

    @Test("a restart at 08:01 does not ring 08:00 twice: what rang is remembered beside the database")
    func restart() throws {
        try habit("Read", at: ["08:00"], in: try tracker())
        clock.set(instant("2026-04-10T08:00:10Z"))
        #expect(try ReminderScheduler(tracker: try tracker()).tick().notices.count == 1)
        clock.set(instant("2026-04-10T08:01:00Z"))
        #expect(try ReminderScheduler(tracker: try tracker()).tick().notices.isEmpty)
        #expect(folder.fileExists("kado.reminders-rung.json"))
    }

    @Test(
        "after a stop, only reminders missed by less than the grace period ring, the latest of a habit, once",
        arguments: [
            // (started again at, what rings, how many were dropped), stopped at 05:00
            ("2026-04-10T08:00:00Z", ["Read 08:00"], 2),
            ("2026-04-10T08:14:00Z", ["Read 08:05"], 3),
            ("2026-04-10T08:19:00Z", ["Read 08:05"], 3),
            ("2026-04-10T08:21:00Z", [], 4),
        ])
    func afterAStop(started: String, expected: [String], dropped: Int) throws {
        let tracker = try tracker()
        try habit("Read", at: ["06:00", "07:00", "08:00", "08:05"], in: tracker)
        clock.set(instant("2026-04-10T05:00:00Z"))
        _ = try ReminderScheduler(tracker: tracker).tick()
        clock.set(instant(started))
        let scheduler = ReminderScheduler(tracker: try self.tracker())
        let tick = try scheduler.tick()
        #expect(tick.notices.map { "\($0.title) \($0.time?.description ?? "")" } == expected)
        #expect(tick.dropped == dropped)
        clock.advance(by: 30)
        #expect(try scheduler.tick().notices.isEmpty)
    }

    @Test("Done records one check-in through the check-in use case, a second Done records nothing more")
    func done() throws {
        let tracker = try tracker()
        try habit("Read", at: ["08:00"], in: tracker)
        let water = try habit("Water", at: ["08:00"], type: .counter(target: 8), in: tracker)
        clock.set(instant("2026-04-10T08:00:00Z"))
        let scheduler = ReminderScheduler(tracker: tracker)
        let notices = try scheduler.tick().notices
        #expect(notices.count == 2)
        for notice in notices {
            guard case .checkedIn(let result) = try scheduler.perform(.done, on: notice) else {
                Issue.record("Done did not check in")
                continue
            }
            #expect(result.outcome == (notice.habitID == water.id ? .valueSet : .recorded))
        }
        let read = try #require(notices.first { $0.title == "Read" })
        guard case .checkedIn(let again) = try scheduler.perform(.done, on: read) else { return }
        #expect(again.outcome == .alreadyDone)
        let records = try tracker.testStore.completions(of: read.habitID, on: day("2026-04-10"))
        #expect(records.count == 1)
        #expect(try tracker.testStore.completions(of: water.id, on: day("2026-04-10")).map(\.value) == [1])
    }

    @Test("Snooze rings the reminder again after its snooze length, unless the day got done meanwhile")
    func snooze() throws {
        let tracker = try tracker()
        try habit("Read", at: ["08:00"], in: tracker)
        clock.set(instant("2026-04-10T08:00:00Z"))
        let scheduler = ReminderScheduler(tracker: tracker)
        let notice = try #require(try scheduler.tick().notices.first)
        #expect(try scheduler.perform(.snooze, on: notice) == .snoozed(until: instant("2026-04-10T08:10:00Z")))
        clock.set(instant("2026-04-10T08:09:59Z"))
        let waiting = try scheduler.tick()
        #expect(waiting.notices.isEmpty)
        #expect(waiting.next == instant("2026-04-10T08:10:00Z"))
        clock.set(instant("2026-04-10T08:10:01Z"))
        let again = try scheduler.tick().notices
        #expect(again.map(\.isSnoozed) == [true])
        #expect(again.first?.message == "Reminder of 08:00, snoozed: still to do today.")
        // Snoozed again, then done: the snooze stays quiet.
        _ = try scheduler.perform(.snooze, on: try #require(again.first))
        try tracker.checkIns.checkIn(.done, habit: .text("Read"))
        clock.set(instant("2026-04-10T08:25:00Z"))
        #expect(try scheduler.tick().notices.isEmpty)
    }

    @Test(
        "the notice speaks the settings' language",
        arguments: [
            (Language.french, "Rappel de 08:00\u{00A0}: encore à faire aujourd’hui.", "Fait", "Plus tard (10 min)"),
            (.german, "Erinnerung von 08:00: heute noch zu erledigen.", "Erledigt", "Später (10 Min.)"),
            (.spanish, "Recordatorio de las 08:00: aún por hacer hoy.", "Hecho", "Más tarde (10 min)"),
            (.english, "Reminder of 08:00: still to do today.", "Done", "Snooze 10 min"),
        ])
    func language(_ language: Language, message: String, done: String, snooze: String) throws {
        let tracker = try tracker(language: language)
        try habit("Lire", at: ["08:00"], in: tracker)
        clock.set(instant("2026-04-10T08:00:00Z"))
        let notice = try #require(try ReminderScheduler(tracker: tracker).tick().notices.first)
        #expect(notice.message == message)
        #expect(notice.doneLabel == done)
        #expect(notice.snoozeLabel == snooze)
    }

    @Test("two services on one database: the second is refused with who holds it, and exactly one rings")
    func oneSchedulerPerDatabase() throws {
        try habit("Read", at: ["08:00"], in: try tracker())
        clock.set(instant("2026-04-10T08:00:00Z"))
        let first = RecordingChannel()
        let second = RecordingChannel()
        let clock = self.clock
        let path = self.path
        let open: @Sendable () throws -> sending Tracker = { try TrackerBuilder().clock(clock).open(at: path) }
        let running = try ReminderService(
            databasePath: path, holder: "first, pid 1", locks: SystemPorts.testing.locks, openTracker: open,
            channels: [first], events: { _ in })
        #expect(throws: ReminderServiceError.alreadyRunning(holder: "first, pid 1")) {
            try ReminderService(
                databasePath: path, holder: "second, pid 2", locks: SystemPorts.testing.locks, openTracker: open,
                channels: [second], events: { _ in })
        }
        #expect(ChildProcess.wait(upTo: 10) { first.delivered.count == 1 })
        running.stop()
        #expect(first.delivered.map(\.title) == ["Read"])
        #expect(second.delivered.isEmpty)
        // Once the first stopped, another may start, and rings nothing twice.
        let third = RecordingChannel()
        let next = try ReminderService(
            databasePath: path, holder: "third", locks: SystemPorts.testing.locks, openTracker: open, channels: [third],
            events: { _ in })
        let looked = next.looks
        next.lookNow()
        #expect(ChildProcess.wait(upTo: 10) { next.looks > looked })
        next.stop()
        #expect(third.delivered.isEmpty)
    }

    @Test("the service runs a channel's answer: Done from a notification records the check-in")
    func serviceAnswers() throws {
        try habit("Read", at: ["08:00"], in: try tracker())
        clock.set(instant("2026-04-10T08:00:00Z"))
        let channel = RecordingChannel(answer: .done)
        let events = Mutex<[String]>([])
        let clock = self.clock
        let path = self.path
        let service = try ReminderService(
            databasePath: path, holder: "test", locks: SystemPorts.testing.locks,
            openTracker: { try TrackerBuilder().clock(clock).open(at: path) }, channels: [channel],
            events: { event in
                if case .acted(_, let action, _) = event { events.withLock { $0.append(action.rawValue) } }
            })
        #expect(ChildProcess.wait(upTo: 10) { events.withLock { $0 } == ["done"] })
        service.stop()
        let read = try tracker().habits.find("Read")
        #expect(try tracker().testStore.completions(of: read.id, on: day("2026-04-10")).count == 1)
    }
}

/// A channel that records what it is given and answers each notice with `answer`, if any.
final class RecordingChannel: ReminderChannel {
    let kind = ReminderChannelKind.desktop
    private let notices = Mutex<[ReminderNotice]>([])
    private let answer: ReminderAction?

    init(answer: ReminderAction? = nil) {
        self.answer = answer
    }

    var delivered: [ReminderNotice] { notices.withLock { $0 } }

    func state() -> ReminderChannelState { .desktopReady(server: "recorder", version: "1", supportsActions: true) }

    func deliver(
        _ notice: ReminderNotice, answered: @escaping @Sendable (ReminderAction) -> Void,
        attempted: @escaping @Sendable (ReminderDeliveryAttempt) -> Void
    ) -> ReminderDelivery {
        notices.withLock { $0.append(notice) }
        if let answer { answered(answer) }
        return .delivered(detail: "recorded")
    }

    func close() {}
}

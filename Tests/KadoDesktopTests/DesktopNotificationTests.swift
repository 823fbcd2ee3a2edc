import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Synchronization
import Testing

@testable import KadoDesktop

/// Desktop notifications on a real session bus: the test starts `dbus-daemon` on a socket in its
/// own folder and a notification server (python3-dbus) that records each `Notify` call and emits
/// `ActionInvoked` when asked, as a person clicking. Every process it starts stops with it, and
/// every wait is bounded.
@Suite("Desktop notifications on a real session bus", .enabled(if: SessionBus.isAvailable))
struct DesktopNotificationTests {
    let folder: TemporaryFolder
    let clock = TestClock(instant("2026-04-10T08:00:00Z"))

    init() throws {
        folder = try TemporaryFolder(prefix: "kado-dbus")
    }

    func tracker(language: Language) throws -> Tracker {
        let tracker = try TrackerBuilder().clock(clock).open(in: folder)
        try tracker.preferences.setLanguage(language)
        return tracker
    }

    @Test("without a session bus, or with one where nothing serves notifications, the state says so")
    func states() throws {
        #expect(DesktopNotifications(busAddress: nil).state() == .noSessionBus(reason: nil))
        #expect(
            DesktopNotifications(busAddress: nil).state().summary(in: .english)
                == "no session bus (DBUS_SESSION_BUS_ADDRESS is not set)")
        let unreachable = DesktopNotifications(busAddress: "unix:path=\(folder.path("nothing-here"))")
        guard case .noSessionBus(let reason?) = unreachable.state() else {
            Issue.record("an unreachable bus was not reported as no session bus")
            return
        }
        #expect(!reason.isEmpty)
        unreachable.close()

        let bus = try SessionBus(in: folder.url)
        let channel = DesktopNotifications(busAddress: bus.address)
        #expect(channel.state() == .noNotificationService)
        #expect(
            channel.state().summary(in: .french) == "pas de service de notifications sur ce bus de session")
        try bus.startNotificationServer(capabilities: ["body"])
        #expect(channel.state() == .desktopReady(server: "kado-recorder", version: "1.0", supportsActions: false))
        channel.close()
    }

    @Test(
        "the notification carries the habit's name and the actions in the person's language; Done records one check-in",
        arguments: [
            (
                Language.english, "Read", "Reminder of 08:00: still to do today.",
                ["done", "Done", "snooze", "Snooze 10 min"]
            ),
            (
                .french, "Lire", "Rappel de 08:00\u{00A0}: encore à faire aujourd’hui.",
                ["done", "Fait", "snooze", "Plus tard (10 min)"]
            ),
        ])
    func doneFromTheNotification(language: Language, name: String, body: String, actions: [String]) throws {
        let bus = try SessionBus(in: folder.url)
        try bus.startNotificationServer()
        let tracker = try tracker(language: language)
        let habit = try tracker.habits.createHabit(HabitDraft(name: name))
        try tracker.reminders.setReminders(of: habit, to: [try ReminderTime(parsing: "08:00")])
        let acted = Mutex<[String]>([])
        let path = folder.path("kado.sqlite")
        let clock = self.clock
        let service = try ReminderService(
            databasePath: path, holder: "test", locks: SystemPorts.testing.locks,
            openTracker: { try TrackerBuilder().clock(clock).open(at: path) },
            channels: [DesktopNotifications(busAddress: bus.address)],
            events: { event in
                if case .acted(_, let action, _) = event { acted.withLock { $0.append(action.rawValue) } }
            })
        defer { service.stop() }
        let shown = bus.waitForNotifications(1)
        #expect(shown.map(\.summary) == [name])
        #expect(shown.first?.body == body)
        #expect(shown.first?.actions == actions)
        #expect(shown.first?.app == "Kadō")
        let id = try #require(shown.first?.id)
        try bus.invoke("done", on: id)
        #expect(ChildProcess.wait(upTo: 10) { acted.withLock { $0 } == ["done"] })
        // The same action again (a second click reaching a notification already closed) does nothing.
        try bus.invoke("done", on: id)
        service.stop()
        #expect(acted.withLock { $0 } == ["done"])
        // The day is done: a check-in now finds it so, and writes nothing.
        #expect(try tracker.checkIns.checkIn(.done, habit: .id(habit.id)).outcome == .alreadyDone)
    }

    @Test("Snooze from the notification rings it again after the snooze length")
    func snoozeFromTheNotification() throws {
        let bus = try SessionBus(in: folder.url)
        try bus.startNotificationServer()
        let tracker = try tracker(language: .english)
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        try tracker.reminders.setReminders(of: habit, to: [try ReminderTime(parsing: "08:00")], snoozeMinutes: 5)
        let snoozed = Mutex<[Date]>([])
        let path = folder.path("kado.sqlite")
        let clock = self.clock
        let service = try ReminderService(
            databasePath: path, holder: "test", locks: SystemPorts.testing.locks,
            openTracker: { try TrackerBuilder().clock(clock).open(at: path) },
            channels: [DesktopNotifications(busAddress: bus.address)],
            events: { event in
                if case .acted(_, _, .snoozed(let until)) = event { snoozed.withLock { $0.append(until) } }
            })
        defer { service.stop() }
        let first = try #require(bus.waitForNotifications(1).first)
        try bus.invoke("snooze", on: first.id)
        #expect(ChildProcess.wait(upTo: 10) { snoozed.withLock { $0 } == [instant("2026-04-10T08:05:00Z")] })
        clock.set(instant("2026-04-10T08:05:01Z"))
        service.lookNow()
        let again = bus.waitForNotifications(2)
        #expect(again.count == 2)
        #expect(again.last?.body == "Reminder of 08:00, snoozed: still to do today.")
    }

    @Test(
        "a body is escaped exactly when the service reads markup in bodies; the summary never is",
        arguments: [
            (["actions", "body"], "Read <b>Tolstoy</b> & co, \"x\" 'y' &amp;"),
            (
                ["actions", "body", "body-markup"],
                "Read &lt;b&gt;Tolstoy&lt;/b&gt; &amp; co, \"x\" 'y' &amp;amp;"
            ),
        ])
    func bodyMarkup(capabilities: [String], expectedBody: String) throws {
        let bus = try SessionBus(in: folder.url)
        try bus.startNotificationServer(capabilities: capabilities)
        let channel = DesktopNotifications(busAddress: bus.address)
        defer { channel.close() }
        let name = "Read <b>Tolstoy</b> & co"
        let shown = channel.show(
            summary: name, body: "Read <b>Tolstoy</b> & co, \"x\" 'y' &amp;", actions: [], answered: { _ in })
        #expect(shown.isDelivered)
        // A reminder of a habit with markup in its name: its summary as written, whatever the service reads.
        let tracker = try tracker(language: .english)
        let habit = try tracker.habits.createHabit(HabitDraft(name: name))
        let time = try ReminderTime(parsing: "08:00")
        let occurrence = ReminderOccurrence(
            reminder: Reminder(habitID: habit.id, time: time),
            day: try #require(LogicalDay(year: 2026, month: 4, day: 10)),
            instant: clock.now, verdict: .fires)
        let notice = ReminderNotice(habit: habit, occurrence: occurrence, language: .english)
        #expect(channel.deliver(notice, answered: { _ in }, attempted: { _ in }).isDelivered)
        let recorded = bus.waitForNotifications(2)
        #expect(recorded.map(\.body) == [expectedBody, "Reminder of 08:00: still to do today."])
        #expect(recorded.map(\.summary) == [name, name])
    }

    @Test(
        "escaping for body markup writes &, < and > as entities and leaves everything else",
        arguments: [
            ("", ""), ("plain", "plain"), ("a & b", "a &amp; b"), ("<i>x</i>", "&lt;i&gt;x&lt;/i&gt;"),
            ("&amp;", "&amp;amp;"), ("\"quotes\" and 'apostrophes'", "\"quotes\" and 'apostrophes'"),
            (
                "Rappel de 08:00\u{00A0}: encore à faire aujourd’hui.",
                "Rappel de 08:00\u{00A0}: encore à faire aujourd’hui."
            ),
            ("é<>🙂&", "é&lt;&gt;🙂&amp;"),
        ])
    func escaping(text: String, expected: String) {
        #expect(DesktopNotifications.escapingMarkup(text) == expected)
    }
}

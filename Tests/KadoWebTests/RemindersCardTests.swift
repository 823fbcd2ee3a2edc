import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Synchronization
import Testing

@testable import KadoWeb

/// The Settings page's reminders card (who rings the reminders, each channel's state, the push
/// form, *Send a test*) and `GET /api/reminders/rung`, which the page script polls for in-page
/// notifications — through ``WebApp`` with a ``ReminderBoard`` of the test's.
@Suite("Reminders card and the reminders that rang")
struct RemindersCardTests {
    /// A desktop channel in a state of the test's choosing, recording what it was asked to show.
    final class FakeDesktop: ReminderChannel {
        let kind = ReminderChannelKind.desktop
        let current: ReminderChannelState
        let shown = Mutex<[ReminderNotice]>([])

        init(_ state: ReminderChannelState) { current = state }

        func state() -> ReminderChannelState { current }

        func deliver(
            _ notice: ReminderNotice, answered: @escaping @Sendable (ReminderAction) -> Void,
            attempted: @escaping @Sendable (ReminderDeliveryAttempt) -> Void
        ) -> ReminderDelivery {
            let count = shown.withLock { shown in
                shown.append(notice)
                return shown.count
            }
            return .delivered(detail: "notification \(count)")
        }

        func close() {}
    }

    /// The reminders card of the Settings page, alone.
    static func card(_ page: HTTPResponse) -> String {
        let text = page.text
        guard let start = text.range(of: "id=\"reminders-card\""),
            let end = text.range(of: "</section>", range: start.upperBound..<text.endIndex)
        else { return "" }
        return String(text[start.lowerBound..<end.lowerBound])
    }

    @Test(
        "each channel's state is told as kado remind test tells it; a program without a desktop shows none",
        arguments: [
            (
                ReminderChannelState?.none, Language.english, ""
            ),
            (
                .noSessionBus(reason: nil), .english, "no session bus (DBUS_SESSION_BUS_ADDRESS is not set)"
            ),
            (.noNotificationService, .english, "no notification service on this session bus"),
            (
                .desktopReady(server: "dunst", version: "1.9.0", supportsActions: true), .english,
                "ready (dunst 1.9.0, with the actions Done and Snooze)"
            ),
            (.noNotificationService, .french, "pas de service de notifications sur ce bus de session"),
        ])
    func desktopStates(state: ReminderChannelState?, language: Language, expected: String) throws {
        let board = ReminderBoard(desktop: state.map { FakeDesktop($0) })
        let web = try WebHarness(reminders: board)
        try web.tracker.preferences.setLanguage(language)
        let card = Self.card(web.get("/settings"))
        #expect(card.contains("id=\"reminders-desktop\"") == (state != nil))
        if state != nil { #expect(card.contains(HTML.escape(expected)), "\(card)") }
        #expect(card.contains("id=\"reminders-push\""))
        #expect(
            card.contains(language == .french ? "Désactivé\u{00A0}: aucune URL de push" : "Off: no push URL is set"))
    }

    @Test("who rings the reminders: this server, another process named by its lock, or nobody")
    func scheduler() throws {
        let board = ReminderBoard()
        let web = try WebHarness(reminders: board)
        #expect(Self.card(web.get("/settings")).contains("No reminder rings now"))

        let path = web.databasePath
        let clock = web.clock
        let other = try ReminderService(
            databasePath: path, holder: "kado remind run, pid 4242", locks: SystemPorts.testing.locks,
            openTracker: { try TrackerBuilder().clock(clock).open(at: path) }, channels: [], events: { _ in })
        let held = Self.card(web.get("/settings"))
        #expect(held.contains("Reminders ring from another process"))
        // Words for people; the process and its id behind the disclosure.
        #expect(held.contains("Another program holds this database’s reminders and rings them"))
        #expect(
            held.contains(
                "<summary>Technical details</summary><p class=\"set-detail\">Held by kado remind run, pid 4242.</p>"))
        other.stop()
        #expect(Self.card(web.get("/settings")).contains("No reminder rings now"))

        board.setScheduler(holder: "kado serve, pid 7")
        let here = Self.card(web.get("/settings"))
        #expect(here.contains("Reminders ring from this server, each at its time while it runs."))
        #expect(
            here.contains(
                "<details class=\"set-more\"><summary>Technical details</summary><p class=\"set-detail\">Held by kado serve, pid 7.</p></details>"
            ))
    }

    @Test("the push form saves URL, format and token; the token is never written into a page")
    func savesPush() throws {
        let web = try WebHarness()
        let secret = "tk_s3cr3t-Value"
        let saved = web.post(
            "/settings/reminders/push",
            [("url", " https://ntfy.sh/kado-ann "), ("format", "webhook"), ("token", secret)])
        #expect(saved.status == 303)
        #expect(saved.header("Location") == "/settings?notice=pushSaved#settings-notifications")
        let settings = try web.tracker.reminders.pushSettings()
        #expect(settings.target?.url.absoluteString == "https://ntfy.sh/kado-ann")
        #expect(settings.format == .webhook)
        #expect(settings.hasToken)
        let page = web.follow(saved)
        #expect(page.text.contains("Push settings saved."))
        let card = Self.card(page)
        #expect(card.contains("To https://ntfy.sh/kado-ann, as a JSON webhook, with a token (kept on this computer)."))
        #expect(card.contains("value=\"https://ntfy.sh/kado-ann\""))
        #expect(card.contains("<option value=\"webhook\" selected>"))
        #expect(card.contains("name=\"forgetToken\""))
        #expect(!page.text.contains(secret))

        // An empty token keeps the one set; an empty URL turns the push off.
        #expect(web.post("/settings/reminders/push", [("url", ""), ("format", "ntfy"), ("token", "")]).status == 303)
        #expect(try web.tracker.reminders.pushSettings().target == nil)
        #expect(try web.tracker.reminders.pushSettings().hasToken)
        #expect(Self.card(web.get("/settings")).contains("Off: no push URL is set"))
        #expect(
            web.post("/settings/reminders/push", [("url", ""), ("format", "ntfy"), ("forgetToken", "yes")]).status
                == 303)
        #expect(try !web.tracker.reminders.pushSettings().hasToken)
    }

    @Test(
        "a refused field is its error, 422, and nothing is saved — neither the other fields nor the token",
        arguments: [
            ([("url", "ftp://ntfy.sh/kado"), ("token", "fine-token")], "url", "its scheme is ftp"),
            ([("url", "ntfy.sh/kado"), ("token", "fine-token")], "url", "is not a URL: write it whole"),
            ([("url", "https://ntfy.sh/kado"), ("token", "two words")], "token", "one line of visible characters"),
            ([("url", "https://ntfy.sh/kado"), ("token", "a\nb")], "token", "one line of visible characters"),
        ])
    func refusals(fields: [(String, String)], field: String, message: String) throws {
        let web = try WebHarness()
        let refused = web.post("/settings/reminders/push", fields + [("format", "webhook")])
        #expect(refused.status == 422)
        let card = Self.card(refused)
        #expect(card.contains("id=\"push-\(field)-error\" role=\"alert\""))
        #expect(card.contains(message), "\(card)")
        #expect(refused.text.contains("Nothing was saved."))
        #expect(!refused.text.contains("fine-token"))
        let settings = try web.tracker.reminders.pushSettings()
        #expect(settings.target == nil)
        #expect(settings.format == .ntfy)
        #expect(!settings.hasToken)
    }

    @Test("the push form is refused without its CSRF token, and saves nothing")
    func csrf() throws {
        let web = try WebHarness()
        let refused = web.post("/settings/reminders/push", [("url", "https://ntfy.sh/kado")], includesToken: false)
        #expect(refused.status == 403)
        #expect(try web.tracker.reminders.pushSettings().target == nil)
        #expect(web.post("/settings/reminders/test", [], includesToken: false).status == 403)
    }

    @Test("Send a test goes through each channel and says what became of it, in the person's language")
    func sendsATest() throws {
        let folder = try TemporaryFolder(prefix: "kado-web-test-push")
        let receiver = try HTTPReceiver(in: folder.url)
        let desktop = FakeDesktop(.desktopReady(server: "dunst", version: "1.9.0", supportsActions: true))
        let web = try WebHarness(reminders: ReminderBoard(desktop: desktop))
        try web.tracker.reminders.setPushURL(receiver.url())
        let page = web.post("/settings/reminders/test", [])
        #expect(page.status == 200)
        let card = Self.card(page)
        #expect(card.contains("desktop: sent (notification 1)"), "\(card)")
        #expect(card.contains("phone push: sent (HTTP 200)"), "\(card)")
        #expect(desktop.shown.withLock { $0.map(\.isTest) } == [true])
        #expect(receiver.requests().count == 1)

        try web.tracker.reminders.setPushURL(nil)
        try web.tracker.preferences.setLanguage(.french)
        let french = Self.card(web.post("/settings/reminders/test", []))
        #expect(french.contains("bureau\u{00A0}: envoyé (notification 2)"), "\(french)")
        #expect(french.contains("push vers le téléphone\u{00A0}: non envoyé"), "\(french)")
        #expect(receiver.requests().count == 1)
    }

    @Test("the card in French says every state and label in French")
    func french() throws {
        let web = try WebHarness(reminders: ReminderBoard(desktop: FakeDesktop(.noNotificationService)))
        try web.tracker.preferences.setLanguage(.french)
        let card = Self.card(web.get("/settings"))
        for phrase in [
            "Aucun rappel ne sonne en ce moment", "Notifications du bureau", "Push vers le téléphone",
            "URL de push (vide\u{00A0}: désactivé)", "Envoyer un essai", "Me notifier dans ce navigateur",
            "Sans page ouverte, rien ne s’affiche ici",
        ] {
            #expect(card.contains(HTML.escape(phrase)), "\(phrase)")
        }
        for english in ["No reminder", "Send a test", "Notify me", "Off:", "Token"] {
            #expect(!card.contains(english), "\(english)")
        }
    }

    static func notice(_ name: String, at time: String, tracker: Tracker) throws -> ReminderNotice {
        let habit = try tracker.habits.createHabit(HabitDraft(name: name))
        let occurrence = ReminderOccurrence(
            reminder: Reminder(habitID: habit.id, time: try ReminderTime(parsing: time)),
            day: try #require(LogicalDay(year: 2026, month: 4, day: 10)),
            instant: Date(timeIntervalSince1970: 1_775_849_100), verdict: .fires)
        return ReminderNotice(habit: habit, occurrence: occurrence, language: .english)
    }

    struct Rung: Decodable {
        struct Reminder: Decodable {
            let sequence: Int
            let habit: UUID
            let name: String
            let day: String
            let time: String?
            let snoozed: Bool
            let title: String
            let message: String
        }
        let latest: Int
        let reminders: [Reminder]
    }

    static func rung(_ web: WebHarness, _ query: String = "") throws -> Rung {
        let response = web.get("/api/reminders/rung" + query)
        #expect(response.status == 200)
        return try JSONDecoder().decode(Rung.self, from: Data(response.body))
    }

    @Test("the reminders that rang are told after a number; a page that just opened gets only the latest number")
    func rungReminders() throws {
        let board = ReminderBoard()
        let web = try WebHarness(reminders: board)
        #expect(try Self.rung(web).latest == 0)
        let read = try Self.notice("Read <b>Tolstoy</b> & co", at: "19:25", tracker: web.tracker)
        let walk = try Self.notice("Walk", at: "19:30", tracker: web.tracker)
        board.record(.rang(read))
        board.record(.delivered(read, channel: .push, .failed(reason: "HTTP 500")))
        board.record(.rang(.test(at: web.clock.now, day: read.day, language: .english)))
        board.record(.rang(walk))

        let first = try Self.rung(web)
        #expect(first.latest == 2)
        #expect(first.reminders.isEmpty)
        let all = try Self.rung(web, "?after=0")
        #expect(all.reminders.map(\.sequence) == [1, 2])
        let one = try #require(all.reminders.first)
        #expect(one.name == "Read <b>Tolstoy</b> & co")
        #expect(one.title == "Read <b>Tolstoy</b> & co")
        #expect(one.message == "Reminder of 19:25: still to do today.")
        #expect(one.habit == read.habitID)
        #expect(one.day == "2026-04-10")
        #expect(one.time == "19:25")
        #expect(!one.snoozed)
        #expect(try Self.rung(web, "?after=1").reminders.map(\.name) == ["Walk"])
        #expect(try Self.rung(web, "?after=2").reminders.isEmpty)
        // A number beyond the latest: the server started again since the page looked.
        #expect(try Self.rung(web, "?after=9").reminders.map(\.sequence) == [1, 2])
    }

    @Test("a bad number is a 400 in the API's shape", arguments: ["-1", "x", "1.5", ""])
    func badNumber(text: String) throws {
        let web = try WebHarness()
        let response = web.get("/api/reminders/rung?after=\(text)")
        #expect(response.status == 400)
        #expect(response.text.contains("\"request.badRequest\""), "\(response.text)")
        #expect(web.send("POST", "/api/reminders/rung").status == 405)
    }

    @Test("the ring keeps the last reminders only: a server that runs for months keeps no more")
    func bounded() throws {
        let board = ReminderBoard()
        let web = try WebHarness()
        let notice = try Self.notice("Read", at: "08:00", tracker: web.tracker)
        for _ in 0..<(ReminderBoard.capacity + 20) { board.record(.rang(notice)) }
        let since = board.rung(after: 0)
        #expect(since.latest == ReminderBoard.capacity + 20)
        #expect(since.rung.count == ReminderBoard.capacity)
        #expect(since.rung.first?.sequence == 21)
    }
}

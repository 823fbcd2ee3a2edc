import Foundation
import KadoApp
import KadoCore
import KadoSystem
import KadoTestSupport
import Synchronization
import Testing

/// The phone push against an HTTP receiver on 127.0.0.1 started by the test: ntfy's headers and
/// body, the JSON webhook, the token, retries with bounded backoff (the sleeper injected: no
/// test waits for a backoff), and URLs that are refused with nothing saved.
@Suite("Phone push", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")))
struct PushChannelTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder(prefix: "kado-push")
    }

    func notice(_ name: String = "Read", language: Language = .english) throws -> ReminderNotice {
        let habit = Habit(name: name, createdAt: instant("2026-04-01T00:00:00Z"))
        let reminder = Reminder(habitID: habit.id, time: try ReminderTime(parsing: "08:00"))
        let occurrence = ReminderOccurrence(
            reminder: reminder, day: day("2026-04-10"), instant: instant("2026-04-10T08:00:00Z"), verdict: .fires)
        return ReminderNotice(habit: habit, occurrence: occurrence, language: language)
    }

    /// A sleeper that records what it was asked to wait, and waits for nothing.
    final class Sleeps: Sendable {
        let waits = Mutex<[TimeInterval]>([])
        var sleep: @Sendable (TimeInterval) -> Void { { seconds in self.waits.withLock { $0.append(seconds) } } }
    }

    @Test("ntfy: a POST to the topic with the message as the body, Title, Tags, Priority and the bearer token")
    func ntfy() throws {
        let receiver = try HTTPReceiver(in: folder.url)
        let channel = PushChannel(
            target: try PushTarget(validating: receiver.url("/kado-topic"), format: .ntfy), token: "tk_secret",
            send: SystemPorts.testing.push)
        let result = channel.deliver(try notice(), answered: { _ in }, attempted: { _ in })
        #expect(result == .delivered(detail: "HTTP 200"))
        let request = try #require(receiver.requests().first)
        #expect(request.path == "/kado-topic")
        #expect(request.body == "Reminder of 08:00: still to do today.")
        #expect(request.headers["title"] == "Read")
        #expect(request.headers["tags"] == "alarm_clock")
        #expect(request.headers["priority"] == "default")
        #expect(request.headers["authorization"] == "Bearer tk_secret")
    }

    @Test("a French name travels as an RFC 2047 word that ntfy decodes; the body is UTF-8")
    func frenchTitle() throws {
        let receiver = try HTTPReceiver(in: folder.url)
        let channel = PushChannel(
            target: try PushTarget(validating: receiver.url(), format: .ntfy), token: nil,
            send: SystemPorts.testing.push)
        #expect(
            channel.deliver(try notice("Méditer 🧘", language: .french), answered: { _ in }, attempted: { _ in })
                .isDelivered)
        let request = try #require(receiver.requests().first)
        let title = try #require(request.headers["title"])
        #expect(title.hasPrefix("=?UTF-8?B?") && title.hasSuffix("?="))
        let encoded = String(title.dropFirst("=?UTF-8?B?".count).dropLast(2))
        #expect(Data(base64Encoded: encoded).map { String(decoding: $0, as: UTF8.self) } == "Méditer 🧘")
        #expect(request.body == "Rappel de 08:00\u{00A0}: encore à faire aujourd’hui.")
        #expect(request.headers["authorization"] == nil)
    }

    @Test("webhook: a JSON object with title, message, habit and time, and the token")
    func webhook() throws {
        let receiver = try HTTPReceiver(in: folder.url)
        let notice = try notice()
        let channel = PushChannel(
            target: try PushTarget(validating: receiver.url("/hook"), format: .webhook), token: "abc",
            send: SystemPorts.testing.push)
        #expect(channel.deliver(notice, answered: { _ in }, attempted: { _ in }).isDelivered)
        let request = try #require(receiver.requests().first)
        #expect(request.headers["content-type"] == "application/json")
        #expect(request.headers["authorization"] == "Bearer abc")
        let body = try #require(
            try JSONSerialization.jsonObject(with: Data(request.body.utf8)) as? [String: String])
        #expect(body["title"] == "Read")
        #expect(body["message"] == "Reminder of 08:00: still to do today.")
        #expect(body["habit"] == notice.habitID.uuidString)
        #expect(body["time"] == "08:00")
    }

    @Test("a receiver answering 500 then 200 is tried again after the first backoff, and each failure is told")
    func retried() throws {
        let receiver = try HTTPReceiver(in: folder.url, plan: ["500", "503", "200"])
        let sleeps = Sleeps()
        let attempts = Mutex<[ReminderDeliveryAttempt]>([])
        let channel = PushChannel(
            target: try PushTarget(validating: receiver.url(), format: .ntfy), token: nil,
            send: SystemPorts.testing.push, sleep: sleeps.sleep)
        let result = channel.deliver(
            try notice(), answered: { _ in }, attempted: { attempt in attempts.withLock { $0.append(attempt) } })
        #expect(result == .delivered(detail: "HTTP 200, attempt 3"))
        #expect(receiver.requests().map(\.answer) == ["500", "503", "200"])
        #expect(sleeps.waits.withLock { $0 } == [2, 4])
        #expect(
            attempts.withLock { $0 } == [
                ReminderDeliveryAttempt(number: 1, reason: "HTTP 500", retryIn: 2),
                ReminderDeliveryAttempt(number: 2, reason: "HTTP 503", retryIn: 4),
            ])
    }

    @Test("a refusal (401) is not retried; a receiver that never answers is given up after the last attempt")
    func boundedFailures() throws {
        let refusing = try HTTPReceiver(in: folder.url, plan: ["401"])
        let sleeps = Sleeps()
        let refused = PushChannel(
            target: try PushTarget(validating: refusing.url(), format: .ntfy), token: "wrong",
            send: SystemPorts.testing.push, sleep: sleeps.sleep)
        #expect(refused.deliver(try notice(), answered: { _ in }, attempted: { _ in }) == .failed(reason: "HTTP 401"))
        #expect(refusing.requests().count == 1)

        let hanging = try TemporaryFolder(prefix: "kado-push-hang")
        let silent = try HTTPReceiver(in: hanging.url, plan: ["hang", "hang", "hang"])
        let channel = PushChannel(
            target: try PushTarget(validating: silent.url(), format: .ntfy), token: nil,
            send: URLSessionPushSender.sender(timeout: 0.5), sleep: sleeps.sleep, retryDelays: [1, 2])
        let attempts = Mutex(0)
        let result = channel.deliver(
            try notice(), answered: { _ in }, attempted: { _ in attempts.withLock { $0 += 1 } })
        guard case .failed(let reason) = result else {
            Issue.record("a receiver that never answers was not given up: \(result)")
            return
        }
        #expect(reason.hasSuffix("3 attempts"))
        #expect(attempts.withLock { $0 } == 2)
        #expect(sleeps.waits.withLock { $0 } == [1, 2])
    }

    @Test(
        "a push URL that is not http or https is refused with a clear reason, and nothing is saved",
        arguments: [
            ("ftp://example.org/topic", PushSettingError.notHTTP("ftp://example.org/topic", scheme: "ftp")),
            ("file:///tmp/x", .notHTTP("file:///tmp/x", scheme: "file")),
            ("ntfy.sh/topic", .notAURL("ntfy.sh/topic")),
            ("https://", .notAURL("https://")),
            ("", .notAURL("")),
        ])
    func refusedURLs(text: String, expected: PushSettingError) throws {
        let tracker = try TrackerBuilder().now { Date() }.open(in: folder)
        try tracker.reminders.setPushURL("https://ntfy.sh/kept")
        #expect(throws: expected) { try tracker.reminders.setPushURL(text) }
        #expect(try tracker.reminders.pushSettings().target?.url.absoluteString == "https://ntfy.sh/kept")
    }

    @Test("the token is kept in a file of mode 0600 beside the database, never in the database or a backup")
    func token() throws {
        let tracker = try TrackerBuilder().now { Date() }.open(in: folder)
        #expect(throws: PushSettingError.badToken) { try tracker.reminders.setPushToken("two\nlines") }
        #expect(!folder.fileExists("kado.push-token"))
        try tracker.reminders.setPushURL("https://ntfy.sh/kado")
        try tracker.reminders.setPushToken("tk_0123456789")
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path("kado.push-token"))
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try tracker.reminders.pushSettings().hasToken)
        #expect(
            try tracker.reminders.pushChannel().state()
                == .pushReady(url: "https://ntfy.sh/kado", format: .ntfy, hasToken: true))
        let database = try Data(contentsOf: URL(fileURLWithPath: folder.path("kado.sqlite")))
        #expect(database.range(of: Data("tk_0123456789".utf8)) == nil)
        let backup = try tracker.backups.exportBackup(format: .json, appVersion: "test")
        #expect(backup.data.range(of: Data("tk_0123456789".utf8)) == nil)
        try tracker.reminders.setPushToken(nil)
        #expect(try !tracker.reminders.pushSettings().hasToken)
    }
}

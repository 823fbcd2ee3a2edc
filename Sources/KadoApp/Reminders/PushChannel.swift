import Foundation
import KadoCore
import Synchronization

/// The phone push: an HTTP POST per notice, in ntfy's format or as a JSON webhook, with
/// `Authorization: Bearer TOKEN` when a token is set. A receiver that does not answer in time,
/// cannot be reached or answers 5xx or 429 is tried again after each of ``retryDelays``
/// (bounded, growing); any other answer ends it. It runs on the thread that delivers (the
/// service's queue for this channel), never on a request's or a check-in's.
public final class PushChannel: ReminderChannel {
    /// What one request came to: an HTTP status, or why there was none.
    public enum Answer: Hashable, Sendable {
        /// The receiver answered with this status.
        case status(Int)
        /// No answer: timed out, refused, unreachable (`reason`).
        case noAnswer(String)
    }

    /// Sends one request and waits for its answer.
    public typealias Sender = @Sendable (PushRequest) -> Answer

    /// Which channel it is.
    public let kind = ReminderChannelKind.push
    /// The target, or `nil` when none is set.
    public let target: PushTarget?
    private let token: String?
    private let send: Sender
    private let sleep: @Sendable (TimeInterval) -> Void
    /// The waits before each retry, in seconds.
    public let retryDelays: [TimeInterval]

    /// A push to `target` with `token`.
    /// - Parameters:
    ///   - send: sends a request: the system's HTTP client (``SystemPorts/push``, which
    ///     ``ReminderUseCases/pushChannel()`` gives). A database with no target has
    ///     ``notConfigured()``.
    ///   - sleep: waits between attempts (`Thread.sleep` by default; tests record instead).
    ///   - retryDelays: the waits before each retry (2, 4 and 8 s: four attempts at most).
    public init(
        target: PushTarget?, token: String?, send: @escaping Sender,
        sleep: @escaping @Sendable (TimeInterval) -> Void = { Thread.sleep(forTimeInterval: $0) },
        retryDelays: [TimeInterval] = [2, 4, 8]
    ) {
        self.target = target
        self.token = token
        self.send = send
        self.sleep = sleep
        self.retryDelays = retryDelays
    }

    /// What the channel can do now.
    public func state() -> ReminderChannelState {
        guard let target else { return .notConfigured }
        return .pushReady(url: Self.shown(target.url), format: target.format, hasToken: token != nil)
    }

    /// Sends `notice` (see ``ReminderChannel/deliver(_:answered:attempted:)``).
    public func deliver(
        _ notice: ReminderNotice, answered: @escaping @Sendable (ReminderAction) -> Void,
        attempted: @escaping @Sendable (ReminderDeliveryAttempt) -> Void
    ) -> ReminderDelivery {
        guard let target else { return .unavailable(.notConfigured) }
        let request = self.request(for: notice, to: target)
        var attempt = 1
        while true {
            let reason: String
            switch send(request) {
            case .status(let status) where (200..<300).contains(status):
                return .delivered(detail: "HTTP \(status)" + (attempt > 1 ? ", attempt \(attempt)" : ""))
            case .status(let status) where status >= 500 || status == 429:
                reason = "HTTP \(status)"
            case .status(let status):
                return .failed(reason: "HTTP \(status)")
            case .noAnswer(let why):
                reason = why
            }
            guard attempt <= retryDelays.count else {
                return .failed(reason: reason + ", \(attempt) attempts")
            }
            let delay = retryDelays[attempt - 1]
            attempted(ReminderDeliveryAttempt(number: attempt, reason: reason, retryIn: delay))
            sleep(delay)
            attempt += 1
        }
    }

    /// Frees what the channel holds.
    public func close() {}

    /// The request that carries `notice` to `target`.
    func request(for notice: ReminderNotice, to target: PushTarget) -> PushRequest {
        var request = PushRequest(url: target.url, method: "POST")
        // Which Kadō sent it, as sync's requests say it, and the language its words are in.
        request.setValue(AppVersion.userAgent, forHeader: "User-Agent")
        request.setValue(notice.language.rawValue, forHeader: "Accept-Language")
        if let token { request.setValue("Bearer \(token)", forHeader: "Authorization") }
        switch target.format {
        case .ntfy:
            request.setValue("text/plain; charset=utf-8", forHeader: "Content-Type")
            request.setValue(Self.headerValue(notice.title), forHeader: "Title")
            request.setValue("alarm_clock", forHeader: "Tags")
            request.setValue("default", forHeader: "Priority")
            request.body = Data(notice.message.utf8)
        case .webhook:
            request.setValue("application/json", forHeader: "Content-Type")
            var body: [String: String] = ["title": notice.title, "message": notice.message]
            if !notice.isTest {
                body["habit"] = notice.habitID.uuidString
                body["time"] = notice.time?.description
                body["day"] = notice.day.description
            }
            // Strings only: `JSONSerialization` cannot fail on them, and an empty body would say so.
            request.body = (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
        }
        return request
    }

    /// The channel of a database with no push target: it sends nothing, and says so
    /// (``ReminderChannelState/notConfigured``).
    public static func notConfigured() -> PushChannel {
        PushChannel(
            target: nil, token: nil, send: { _ in .noAnswer("no push target is set") })
    }

    /// `text` as an HTTP header value: as is when ASCII, else an RFC 2047 encoded word
    /// (`=?UTF-8?B?…?=`), which ntfy decodes (header values are ASCII on the wire).
    static func headerValue(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
        guard !flat.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 }) else { return flat }
        return "=?UTF-8?B?" + Data(flat.utf8).base64EncodedString() + "?="
    }

    /// `url` without its user and password, for showing.
    public static func shown(_ url: URL) -> String {
        guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url.absoluteString }
        parts.user = nil
        parts.password = nil
        return parts.string ?? url.absoluteString
    }
}

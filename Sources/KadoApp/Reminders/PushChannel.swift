import Foundation
import KadoCore
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How a push is written.
public enum PushFormat: String, Hashable, Sendable, CaseIterable {
    /// ntfy's publishing API: a POST to the topic's URL with the message as the body and the
    /// title, tags and priority as headers (what the ntfy phone app shows).
    case ntfy
    /// A JSON object `{"title", "message", "habit", "time"}`, for anything else that listens.
    case webhook
}

/// Where pushes go: an http or https URL, in a format.
public struct PushTarget: Hashable, Sendable {
    /// The topic's URL (ntfy) or the webhook's.
    public let url: URL
    /// How the request is written.
    public let format: PushFormat

    /// `text` as a push URL in `format`.
    /// - Throws: ``PushSettingError`` when it is not an absolute http or https URL with a host.
    public init(validating text: String, format: PushFormat) throws(PushSettingError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased() else {
            throw .notAURL(text)
        }
        guard scheme == "http" || scheme == "https" else { throw .notHTTP(text, scheme: scheme) }
        guard let host = url.host, !host.isEmpty else { throw .notAURL(text) }
        self.url = url
        self.format = format
    }
}

/// Why a push setting was refused; nothing was saved then.
public enum PushSettingError: Error, Hashable, Sendable {
    /// Not an absolute URL with a host (`ntfy.sh/topic` lacks `https://`).
    case notAURL(String)
    /// A URL of another scheme than http or https (`ftp://…`).
    case notHTTP(String, scheme: String)
    /// A token that is empty or spans several lines.
    case badToken
}

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
    public typealias Sender = @Sendable (URLRequest) -> Answer

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
    ///   - send: sends a request (``PushChannel/urlSession(timeout:)`` by default: 10 s).
    ///   - sleep: waits between attempts (`Thread.sleep` by default; tests record instead).
    ///   - retryDelays: the waits before each retry (2, 4 and 8 s: four attempts at most).
    public init(
        target: PushTarget?, token: String?, send: @escaping Sender = PushChannel.urlSession(timeout: 10),
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
    func request(for notice: ReminderNotice, to target: PushTarget) -> URLRequest {
        var request = URLRequest(url: target.url)
        request.httpMethod = "POST"
        // Which Kadō sent it, as sync's requests say it, and the language its words are in.
        request.setValue(AppVersion.userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue(notice.language.rawValue, forHTTPHeaderField: "Accept-Language")
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        switch target.format {
        case .ntfy:
            request.setValue("text/plain; charset=utf-8", forHTTPHeaderField: "Content-Type")
            request.setValue(Self.headerValue(notice.title), forHTTPHeaderField: "Title")
            request.setValue("alarm_clock", forHTTPHeaderField: "Tags")
            request.setValue("default", forHTTPHeaderField: "Priority")
            request.httpBody = Data(notice.message.utf8)
        case .webhook:
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            var body: [String: String] = ["title": notice.title, "message": notice.message]
            if !notice.isTest {
                body["habit"] = notice.habitID.uuidString
                body["time"] = notice.time?.description
                body["day"] = notice.day.description
            }
            request.httpBody = try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])
        }
        return request
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

    /// Sends through an ephemeral `URLSession`, waiting at most `timeout` seconds for an answer.
    public static func urlSession(timeout: TimeInterval) -> Sender {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout * 2
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration)
        return { request in
            var request = request
            request.timeoutInterval = timeout
            let answer = Mutex<Answer?>(nil)
            let done = DispatchSemaphore(value: 0)
            let task = session.dataTask(with: request) { _, response, error in
                let result: Answer
                if let error {
                    let code = (error as? URLError)?.code ?? URLError.Code(rawValue: (error as NSError).code)
                    result = .noAnswer(code == .timedOut ? "timed out" : error.localizedDescription)
                } else if let http = response as? HTTPURLResponse {
                    result = .status(http.statusCode)
                } else {
                    result = .noAnswer("not an HTTP answer")
                }
                answer.withLock { $0 = result }
                done.signal()
            }
            task.resume()
            guard done.wait(timeout: .now() + timeout * 2 + 1) == .success else {
                task.cancel()
                return .noAnswer("timed out")
            }
            return answer.withLock { $0 } ?? .noAnswer("timed out")
        }
    }
}

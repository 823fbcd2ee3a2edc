import Foundation
import KadoApp
import KadoCore
import KadoTestSupport

@testable import KadoWeb

/// A web app over a fresh database in a temporary folder, with a fixed clock, and a browser-like
/// client: it keeps cookies, sends the CSRF token with forms and a same-origin Origin header.
/// Requests go straight to ``WebApp/handle(_:)``; `HTTPServerTests` cover the sockets.
final class WebHarness {
    let clock: TestClock
    let tracker: Tracker
    let app: WebApp
    let databasePath: String
    let host: String
    /// The address requests come from (``HTTPRequest/peer``): for a configuration that listens
    /// beyond loopback, another machine's (`192.0.2.10`, an address kept for documentation), as
    /// the tests of such a server mean; else this machine's `127.0.0.1`. Tests may change it.
    var peer: IPAddress
    var cookies: [String: String] = [:]

    /// - Parameters:
    ///   - now: the clock's reading.
    ///   - timeZone: the tracker's zone.
    ///   - configuration: how the server runs (127.0.0.1:4810 by default).
    ///   - reminders: what the reminders card and `/api/reminders/rung` are told.
    ///   - syncSchedule: when given, the app syncs in the background on this schedule, with
    ///     trackers of its own over the database (`scheduledSync` runs each scheduled sync);
    ///     otherwise it shares the harness's tracker and has no background sync.
    ///   - prepare: what is done to each tracker the app opens itself (with a `syncSchedule`).
    ///   - patience: how long the harness's tracker waits for a lock another Kadō holds.
    init(
        now: String = "2026-04-10T19:30:00Z", timeZone: String = "UTC",
        configuration: WebConfiguration = WebConfiguration(host: "127.0.0.1", port: 4810),
        syncSchedule: SyncSchedule? = nil,
        scheduledSync: @escaping @Sendable (Tracker) -> Void = BackgroundSync.syncIfSetUp,
        reminders: ReminderBoard = ReminderBoard(), prepare: @escaping @Sendable (Tracker) -> Void = { _ in },
        patience: Duration = Tracker.standardPatience
    ) throws {
        clock = TestClock(instant(now))
        databasePath =
            FileManager.default.temporaryDirectory.appendingPathComponent("kado-web-\(UUID().uuidString)")
            .appendingPathComponent("kado.sqlite").path
        let trackers = TrackerBuilder().timeZone(timeZone).clock(clock)
        tracker = try trackers.patience(patience).open(at: databasePath)
        if let syncSchedule {
            let path = databasePath
            app = try WebApp(
                openTracker: {
                    let tracker = try trackers.open(at: path)
                    prepare(tracker)
                    return tracker
                }, configuration: configuration, syncSchedule: syncSchedule, scheduledSync: scheduledSync,
                reminders: reminders)
        } else {
            // The app owns its tracker; the tests also read and change the database through it,
            // from this one thread and never during a request, so they opt out of the ownership
            // check.
            nonisolated(unsafe) let shared = tracker
            app = WebApp(tracker: shared, configuration: configuration, reminders: reminders)
        }
        host = "127.0.0.1:\(configuration.port)"
        peer = configuration.listensOnLoopbackOnly ? .loopbackIPv4 : Self.otherMachine
    }

    /// Another machine on the network, for a server that listens beyond loopback.
    static let otherMachine = IPAddress("192.0.2.10") ?? .loopbackIPv4

    deinit {
        app.stop()
        try? FileManager.default.removeItem(atPath: (databasePath as NSString).deletingLastPathComponent)
    }

    /// Sends a request as a browser on this origin would, remembering the cookies it sets.
    @discardableResult
    func send(
        _ method: String, _ target: String, body: [UInt8] = [], contentType: String? = nil,
        headers extra: [(String, String)] = [], sendsOrigin: Bool = true
    ) -> HTTPResponse {
        var headers = HTTPHeaders([("Host", host)])
        if sendsOrigin && method != "GET" && method != "HEAD" { headers.add("Origin", "http://\(host)") }
        if let contentType { headers.add("Content-Type", contentType) }
        if !cookies.isEmpty {
            headers.add(
                "Cookie", cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; "))
        }
        for (name, value) in extra { headers.add(name, value) }
        let (path, query) = RequestTarget.split(target)
        var response = app.handle(
            HTTPRequest(method: method, path: path, query: query, headers: headers, body: body, peer: peer))
        // A body the server would send from a file (a download), read here as the client would
        // receive it; a HEAD answer keeps its file only for its length.
        if response.file != nil, method != "HEAD" { response.body = response.content }
        for cookie in response.headers.filter({ $0.name == "Set-Cookie" }).map(\.value) {
            let pair = cookie.split(separator: ";")[0].split(
                separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2 else { continue }
            if cookie.contains("Max-Age=0") {
                cookies[String(pair[0])] = nil
            } else {
                cookies[String(pair[0])] = String(pair[1])
            }
        }
        return response
    }

    /// GET `target`.
    func get(_ target: String, headers: [(String, String)] = []) -> HTTPResponse {
        send("GET", target, headers: headers)
    }

    /// POSTs a URL-encoded form with the CSRF token (fetched with a GET first when needed).
    @discardableResult
    func post(_ target: String, _ fields: [(String, String)], includesToken: Bool = true) -> HTTPResponse {
        if includesToken && cookies[RequestContext.csrfCookie] == nil { get("/") }
        var all = fields
        if includesToken, let token = cookies[RequestContext.csrfCookie] {
            all.append((RequestContext.csrfField, token))
        }
        return send("POST", target, body: Self.urlEncoded(all), contentType: "application/x-www-form-urlencoded")
    }

    /// POSTs JSON to the API.
    @discardableResult
    func postJSON(_ target: String, _ json: String, headers: [(String, String)] = []) -> HTTPResponse {
        send("POST", target, body: Array(json.utf8), contentType: "application/json", headers: headers)
    }

    /// Follows a 303 once (without the fragment, which a browser keeps to itself).
    func follow(_ response: HTTPResponse) -> HTTPResponse {
        guard response.status == 303, let location = response.header("Location") else { return response }
        return get(String(location.prefix { $0 != "#" }))
    }

    static func urlEncoded(_ fields: [(String, String)]) -> [UInt8] {
        Array(
            fields.map { RequestTarget.percentEncode($0.0) + "=" + RequestTarget.percentEncode($0.1) }
                .joined(separator: "&").utf8)
    }

    /// Adds a habit through the tracker.
    @discardableResult
    func habit(
        _ name: String, _ type: HabitType = .binary, frequency: Frequency = .daily, color: HabitColor = .blue,
        unit: String? = nil
    ) throws -> Habit {
        try tracker.habits.createHabit(
            HabitDraft(name: name, frequency: frequency, type: type, unit: unit, color: color))
    }
}

import Foundation
import KadoApp
import KadoCore
import Synchronization

/// The web app: turns each HTTP request into a call to the application layer and a page (or JSON)
/// back. It knows nothing of sockets — ``HTTPServer`` feeds it — so tests can call it directly.
///
/// Every request goes through its ``RequestPipeline``: the middleware (Host, access token, CSRF),
/// the router, and the route's controller (``WebRoutes``).
///
/// Requests come from the server's threads at once. What needs no database — the Host allow-list
/// and the static files — is answered at once by any of them; everything else goes through one
/// of the ``SessionPool``'s sessions, one per handler thread, each with a tracker (and an SQLite
/// connection) of its own inside a `Mutex`: reads run side by side (the database is in WAL mode),
/// writes queue in the store (`BEGIN IMMEDIATE`, which waits for the write lock), and the type is
/// `Sendable` without an `@unchecked` promise.
///
/// Sync runs beside it (``BackgroundSync``), with a tracker of its own on a thread of its own:
/// a request never waits for the network while holding the session, and the sync card's use
/// cases are run there while their request waits outside the lock.
public final class WebApp: Sendable {
    let configuration: WebConfiguration
    /// The sessions: a tracker each, and the handlers that use them.
    private let sessions: SessionPool
    /// The background sync; `nil` for a web app made over one tracker.
    let syncer: BackgroundSync?
    /// What the pages tell of reminders: the desktop channel, the scheduler, what rang.
    let reminders: ReminderBoard
    /// Writes the day's automatic backup for every session, in the background, so that no
    /// answer waits for it; `nil` for a web app made over one tracker (it writes its own).
    private let backups: AutoBackupWorker?
    /// Today's pages, shared by the sessions.
    let todayCache: TodayCache
    /// The middleware, the router and the route table every request goes through.
    let pipeline: RequestPipeline

    /// A web app over `tracker`, which it owns from now on: nothing else may use it. It has no
    /// background sync: the sync card's use cases run in their request. `reminders` is what
    /// the reminders card and the page script are told (a board of no desktop and no scheduler
    /// by default).
    public init(tracker: sending Tracker, configuration: WebConfiguration, reminders: ReminderBoard = ReminderBoard()) {
        self.configuration = configuration
        pipeline = RequestPipeline(configuration: configuration)
        syncer = nil
        self.reminders = reminders
        backups = nil
        let todayCache = TodayCache()
        self.todayCache = todayCache
        tracker.views.shareTodaySummaries(todayCache.summaries)
        sessions = SessionPool(
            WebSession(tracker: tracker, configuration: configuration, reminders: reminders, todayCache: todayCache))
    }

    /// A web app over the database `openTracker` opens, which syncs in the background: it opens
    /// one tracker per handler thread of the server (`configuration.limits.threads`) for the
    /// requests now, and ``BackgroundSync`` opens another on its own thread
    /// and syncs on `syncSchedule` (at start, every few minutes, shortly after a change).
    /// `reminders` is what the reminders card and the page script are told: `kado serve`'s
    /// scheduler fills it.
    /// - Throws: what `openTracker` throws for the requests' trackers.
    public init(
        openTracker: @escaping @Sendable () throws -> sending Tracker, configuration: WebConfiguration,
        syncSchedule: SyncSchedule = SyncSchedule(),
        scheduledSync: @escaping @Sendable (Tracker) -> Void = BackgroundSync.syncIfSetUp,
        reminders: ReminderBoard = ReminderBoard()
    ) throws {
        self.configuration = configuration
        pipeline = RequestPipeline(configuration: configuration)
        self.reminders = reminders
        /// Each tracker logs the failures it goes on after, under what it is opened for.
        func logging(_ subsystem: String) -> @Sendable () throws -> sending Tracker {
            let log = Logger(subsystem: subsystem, sink: configuration.log.sink, now: configuration.log.now)
            return {
                let tracker = try openTracker()
                tracker.log = log
                return tracker
            }
        }
        let syncer = BackgroundSync(
            openTracker: logging("sync"), schedule: syncSchedule, scheduledSync: scheduledSync)
        self.syncer = syncer
        let backups = AutoBackupWorker(openTracker: logging("backup"))
        self.backups = backups
        let pendingImports = PendingImports()
        let todayCache = TodayCache()
        let signInThrottle = SignInThrottle()
        self.todayCache = todayCache
        do {
            sessions = try SessionPool(count: configuration.limits.threads) {
                let tracker = try openTracker()
                tracker.log = configuration.log
                tracker.writeAutoBackups(through: backups)
                tracker.views.shareTodaySummaries(todayCache.summaries)
                // A change a request committed is published by a sync soon after.
                tracker.afterEachCommit { syncer.noteChange() }
                return WebSession(
                    tracker: tracker, configuration: configuration, syncer: syncer, reminders: reminders,
                    pendingImports: pendingImports, todayCache: todayCache, signInThrottle: signInThrottle)
            }
        } catch {
            syncer.stop()
            throw error
        }
    }

    /// Stops the background sync, after the sync it runs if any, and waits for its thread to end
    /// (a few seconds at most: see ``BackgroundSync/stop(waitingAtMost:)``); then lets a backup
    /// being written end, ten seconds at most, else abandons it (no partial file is left).
    public func stop() {
        syncer?.stop()
        backups?.finish(waitingAtMost: 10)
    }

    /// The response to `request`, with the security headers every response carries.
    public func handle(_ request: HTTPRequest) -> HTTPResponse {
        // Refusals and static files need neither the tracker nor the lock.
        let answer =
            respondWithoutTracker(to: request).map { RequestPipeline.Answer(response: $0) }
            ?? respondInSession(to: request)
        var response = answer.response
        // Committed by now: no page computed before it is served again.
        if request.isStateChanging { todayCache.invalidate() }
        SecurityHeaders.apply(to: &response)
        ResponseCompression.apply(to: &response, for: request)
        if request.method == "HEAD" { response.body = [] }
        return response
    }

    /// A session's answer; a sync use case it left (a setup, turning off) is run on the sync
    /// thread, with no session held, and answered by a session again; so is a reminders test,
    /// which waits for each channel (a push is retried) on the request's own thread.
    private func respondInSession(to request: HTTPRequest) -> RequestPipeline.Answer {
        var answer = sessions.withSession { pipeline.respond(to: request, session: $0) }
        switch answer.followUp {
        case nil:
            break
        case .reminderTest(let test):
            let results = reminders.sendTest(test.notice, push: test.push)
            answer.response = sessions.withSession {
                RemindersController(session: $0).finishTest(results, request: request)
            }
        case .sync(let pending):
            guard let syncer else { break }
            let outcome = syncer.perform { pending.run(with: $0) }
            answer.response = sessions.withSession {
                SyncController(session: $0).finish(pending, answer: outcome, request: request)
            }
        }
        return answer
    }

    /// Makes a bearer token for the script `name` and returns it (shown once): what
    /// `kado serve new-token` and the Settings card do, for tests that call the API.
    func makeScriptToken(named name: String) throws -> String {
        try sessions.withSession { try $0.tracker.devices.makeScriptToken(named: name) }
    }

    /// Runs `body` with a session, under its lock: for tests that look inside.
    func withSession<Result: Sendable>(_ body: (WebSession) throws -> Result) rethrows -> Result {
        try sessions.withSession(body)
    }

    /// The answer to a request forwarded by a proxy that is not trusted or with a Host that is not
    /// allowed (unless the server screened its headers already: they are checked once), or for a
    /// static file.
    private func respondWithoutTracker(to request: HTTPRequest) -> HTTPResponse? {
        if !request.headersScreened, let refusal = pipeline.originRefusal(of: request) { return refusal }
        guard let asset = StaticAssets.asset(at: request.path) else { return nil }
        return RequestPipeline.staticMethodRefusal(request) ?? asset.response(for: request)
    }

    /// The refusal that the headers of `head` (a request whose body is not read yet; its `body`
    /// is empty) already decide, or `nil` when its body must be read. The server asks it for a
    /// request that announces a body, before reading a byte of it, and answers the refusal at
    /// once, closing the connection (``HTTPServer/init(address:port:limits:clock:serving:)``).
    /// The checks are the middleware's (``RequestPipeline/screen(_:)``), in their order.
    public func screen(_ head: HTTPRequest) -> HTTPResponse? {
        pipeline.screen(head)
    }
}

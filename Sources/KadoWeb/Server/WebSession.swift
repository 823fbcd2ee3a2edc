import Foundation
import KadoApp
import KadoCore

/// What one request at a time may use — a tracker and its database connection — and what the
/// sessions share. ``WebApp`` keeps one session per handler thread in its ``SessionPool``, each in
/// a `Mutex`, so the compiler, not a comment, makes sure only one request at a time reaches a
/// tracker; what the sessions share (the uploads waiting for confirmation, the reminders board,
/// the background sync, Today's cache) is in small types of its own that are safe to share.
///
/// It holds nothing of a request: that is the ``RequestContext``'s, and the controllers that
/// answer are made per request (``Controller``).
final class WebSession {
    let tracker: Tracker
    let configuration: WebConfiguration
    /// Uploaded backups waiting for the person to confirm their import, by id (shared by every
    /// session of the app).
    let pendingImports: PendingImports
    /// The background sync, which runs the sync card's use cases; `nil` for a web app made over
    /// one tracker, which runs them itself.
    let syncer: BackgroundSync?
    /// What the pages tell of reminders (shared with ``WebApp`` and `kado serve`'s scheduler).
    let reminders: ReminderBoard
    /// Today's pages the sessions computed (shared by every session of the app).
    let todayCache: TodayCache
    /// Wrong sign-in attempts by address (shared by every session of the app).
    let signInThrottle: SignInThrottle
    /// The database version this session's connection saw at its last request: the
    /// connection's, so the session's.
    private var seenVersion: DataVersion?

    /// A session over `tracker`.
    init(
        tracker: sending Tracker, configuration: WebConfiguration, syncer: BackgroundSync? = nil,
        reminders: ReminderBoard = ReminderBoard(), pendingImports: PendingImports = PendingImports(),
        todayCache: TodayCache = TodayCache(), signInThrottle: SignInThrottle = SignInThrottle()
    ) {
        self.tracker = tracker
        self.signInThrottle = signInThrottle
        self.todayCache = todayCache
        self.pendingImports = pendingImports
        self.configuration = configuration
        self.syncer = syncer
        self.reminders = reminders
    }

    /// Compares the database version with the one this session saw last, and returns the cache
    /// generation for the request: called before the request reads anything, so that all it
    /// reads is at least as new as its generation (see ``TodayCache``); `nil` when the version
    /// could not be read, and the cache is not used.
    func observeDatabase() -> UInt64? {
        // A version not read only leaves the cache unused for this request, as said above.
        todayCache.observe(try? tracker.views.dataVersion(), lastSeen: &seenVersion)
    }

    /// The context of `request` on this session: the person's settings, read once, and where the
    /// request comes from as this server's configuration judges it (``ProxyTrust``).
    /// Settings that cannot be read are logged, and the defaults stand in: the page still shows,
    /// and what failed to read them is met again, and told, by the use case the request runs.
    func context(for request: HTTPRequest, match: RouteMatch? = nil, generation: UInt64? = nil) -> RequestContext {
        let settings: Settings
        do {
            settings = try tracker.settings()
        } catch {
            tracker.log?.warning(
                "the settings were not read: a request is answered with the defaults",
                ["database": tracker.databasePath, "error": "\(error)"])
            settings = Settings()
        }
        return RequestContext(
            request: request, settings: settings, match: match, generation: generation,
            provenance: configuration.proxyTrust.provenance(of: request))
    }
}

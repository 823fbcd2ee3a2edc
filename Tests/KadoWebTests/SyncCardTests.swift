import Dispatch
import Foundation
import KadoApp
import KadoCore
import KadoStore
import KadoTestSupport
import Synchronization
import Testing

@testable import KadoWeb

/// The Settings page's sync card and `kado serve`'s background sync, through ``WebApp`` with a
/// ``BackgroundSync`` of its own (its own tracker on its own thread), over a folder target.
@Suite("Sync card and background sync")
struct SyncCardTests {
    /// A schedule that never syncs on its own during a test, but at start.
    static let quiet = SyncSchedule(interval: .seconds(3600), afterChange: .seconds(3600))

    /// A web app that syncs in the background on the ``quiet`` schedule, once its sync at start
    /// has run. That sync is due from the moment the app is made, but the thread decides it only
    /// when it first runs, after any use case a request queued meanwhile: without this wait a
    /// test's setup could come first, and the sync "at start" would then sync right after it, in
    /// place of the test's own *Sync now*.
    static func quietHarness(timeZone: String = "UTC") throws -> WebHarness {
        let web = try WebHarness(timeZone: timeZone, syncSchedule: quiet)
        #expect(eventually(within: 30) { web.app.syncer?.finishedSyncs == 1 })
        return web
    }

    /// A folder of the test's own, removed at the end.
    final class Folder {
        let path: String
        init() throws {
            path =
                FileManager.default.temporaryDirectory.appendingPathComponent("kado-sync-web-\(UUID().uuidString)")
                .path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    static func french(_ phrase: Phrase) -> String { HTML.escape(Localizer(language: .french)(phrase)) }
    static func english(_ phrase: Phrase) -> String { HTML.escape(Localizer(language: .english)(phrase)) }

    /// Holds the background syncs at their start while engaged, one release each: a sync the test
    /// arranges to find its target moved away, or to be running while requests are answered.
    final class Hold: Sendable {
        private let engaged = Mutex(false)
        /// Signalled when a held sync has started.
        let reached = DispatchSemaphore(value: 0)
        private let released = DispatchSemaphore(value: 0)

        func engage(_ on: Bool = true) { engaged.withLock { $0 = on } }
        func release() { released.signal() }

        /// The syncer's `scheduledSync`.
        func sync(_ tracker: Tracker) {
            if engaged.withLock({ $0 }) {
                reached.signal()
                released.wait()
            }
            BackgroundSync.syncIfSetUp(tracker)
        }
    }

    /// Does `action` (a request that asks for a background sync) and waits for that sync to end.
    static func andTheSync<Answer>(_ web: WebHarness, _ action: () throws -> Answer) rethrows -> Answer {
        let before = web.app.syncer?.finishedSyncs ?? 0
        let result = try action()
        #expect(eventually(within: 30) { (web.app.syncer?.finishedSyncs ?? 0) > before })
        return result
    }

    /// Sets the folder up through the card, then waits for the first sync, which follows at once.
    @discardableResult
    static func setUp(_ web: WebHarness, folder: String) -> HTTPResponse {
        andTheSync(web) {
            let response = web.post("/settings/sync/setup", [("kind", "folder"), ("path", folder)])
            #expect(response.status == 303)
            return response
        }
    }

    /// Presses *Sync now*, which answers at once, waits for the sync it asked for, and returns the
    /// Settings page then.
    static func syncNow(_ web: WebHarness) -> String {
        andTheSync(web) {
            let response = web.post("/settings/sync", [])
            #expect(response.status == 303)
            #expect(response.header("Location") == "/settings#settings-sync")
        }
        let page = web.get("/settings").text
        #expect(!page.contains("id=\"sync-running\""))
        return page
    }

    @Test(
        "Before a setup the card says the data is local and offers a folder form and a WebDAV form",
        arguments: Language.spoken)
    func beforeSetup(language: Language) throws {
        let web = try Self.quietHarness()
        try web.tracker.preferences.setLanguage(language)
        let page = web.get("/settings").text
        let t = Localizer(language: language)
        #expect(page.contains(HTML.escape(t(.localOnly))))
        #expect(page.contains(HTML.escape(t(.syncFolderTitle))))
        #expect(page.contains(HTML.escape(t(.syncWebDAVTitle))))
        #expect(page.components(separatedBy: "action=\"/settings/sync/setup#settings-sync\"").count == 3)
        #expect(page.contains("name=\"path\""))
        #expect(page.contains("type=\"password\" id=\"sync-password\" name=\"password\" required"))
        #expect(!page.contains(HTML.escape(t(.syncNowButton))))
        #expect(!page.contains("sync-last"))
    }

    @Test("Setting a folder up through the form saves it and syncs at once; Sync now syncs again")
    func setUpAndSyncNow() throws {
        let folder = try Folder()
        let web = try Self.quietHarness()
        try web.habit("Read")
        let setUp = Self.setUp(web, folder: folder.path)
        #expect(setUp.header("Location") == "/settings?notice=syncSetUp#settings-sync")
        #expect(try web.tracker.sync.syncStatus().target == .folder(path: folder.path))
        let card = web.follow(setUp).text
        #expect(card.contains(Self.english(.noticeSyncSetUp)))
        #expect(card.contains(Self.english(.syncWithFolder)))
        #expect(card.contains(HTML.escape(folder.path)))
        #expect(card.contains("Last synced: 10 Apr 2026 at 19:30"))
        #expect(card.contains("Went out: 1 habit."))
        #expect(card.contains("sync-state is-ok"))
        #expect(!card.contains("sync-failure"))
        #expect(card.contains("action=\"/settings/sync#settings-sync\""))
        #expect(card.contains("action=\"/settings/sync/off#settings-sync\""))
        #expect(try web.tracker.sync.syncStatus().isSynced)

        let again = Self.syncNow(web)
        #expect(again.contains("Last synced: 10 Apr 2026 at 19:30"))
        #expect(again.contains(Self.english(.syncNothingMoved)))

        let off = web.post("/settings/sync/off", [])
        #expect(off.header("Location") == "/settings?notice=syncOff#settings-sync")
        #expect(try web.tracker.sync.syncStatus().target == nil)
        #expect(web.follow(off).text.contains(Self.english(.syncFolderTitle)))
    }

    @Test("An encrypted target's card says it is encrypted end to end; a plain one's does not")
    func encryptedTarget() throws {
        let folder = try Folder()
        let web = try Self.quietHarness()
        #expect(web.post("/settings/sync/setup", [("kind", "folder"), ("path", folder.path)]).status == 303)
        #expect(!web.get("/settings").text.contains("sync-encrypted"))
        try web.tracker.sync.setUpSync(
            .folder(path: folder.path), password: nil, passphrase: "a passphrase", encrypt: true)
        let page = web.get("/settings").text
        #expect(page.contains(#"id="sync-encrypted""#))
        #expect(page.contains(Self.english(.syncEncryptedTarget)))
    }

    @Test("The last sync's time is shown in the settings' language and the tracker's time zone")
    func timeInLanguageAndZone() throws {
        let folder = try Folder()
        let web = try Self.quietHarness(timeZone: "Europe/Paris")
        try web.tracker.preferences.setLanguage(.french)
        let page = web.follow(Self.setUp(web, folder: folder.path)).text
        #expect(page.contains(Self.french(.syncWithFolder)))
        #expect(page.contains(Self.french(.syncLastSynced("10 avr. 2026", "21:30"))))
        // The language is a setting that follows the person: it went out.
        #expect(page.contains(Self.french(.syncWentOut(Localizer(language: .french)(.syncSettings(1))))))
        #expect(page.contains("Envoyé"))
        #expect(Self.syncNow(web).contains(Self.french(.syncNothingMoved)))
    }

    @Test(
        "A refused target shows its error in the card, in the person's language, and nothing is saved",
        arguments: Language.spoken)
    func refusedTarget(language: Language) throws {
        let folder = try Folder()
        let missing = folder.path + "/not-there"
        let web = try Self.quietHarness()
        try web.tracker.preferences.setLanguage(language)
        let t = Localizer(language: language)
        let response = web.post("/settings/sync/setup", [("kind", "folder"), ("path", missing)])
        #expect(response.status == 422)
        let page = response.text
        #expect(page.contains(HTML.escape(t(.syncSetUpRefused))))
        #expect(page.contains("role=\"alert\""))
        // The form comes back with what was typed.
        #expect(page.contains("value=\"\(HTML.escape(missing))\" aria-invalid=\"true\""))
        #expect(try web.tracker.sync.syncStatus().target == nil)
        #expect(!FileManager.default.fileExists(atPath: missing))

        let relative = web.post("/settings/sync/setup", [("kind", "folder"), ("path", "Sync/Kado")])
        #expect(relative.status == 422)
        #expect(relative.text.contains(HTML.escape(t(.syncPathNeeded))))
        #expect(try web.tracker.sync.syncStatus().target == nil)
        // No sync was asked for by a refused setup.
        #expect(web.app.syncer?.finishedSyncs == 1)
        #expect(web.app.syncer?.isSyncing == false)
    }

    @Test("A WebDAV form never echoes its password, and warns of http:// to another machine")
    func webDAVForm() throws {
        let web = try Self.quietHarness()
        let secret = "s3cret-Pa55-\(UUID().uuidString)"
        let cases: [(fields: [(String, String)], warns: Bool)] = [
            ([("url", "http://cloud.example.org/dav"), ("user", ""), ("password", secret)], true),
            ([("url", "https://cloud.example.org/dav"), ("user", ""), ("password", secret)], false),
            ([("url", "http://127.0.0.1:1/dav"), ("user", "ann"), ("password", secret)], false),
            ([("url", "https://ann:\(secret)@cloud.example.org/dav"), ("user", "ann"), ("password", secret)], false),
            ([("url", "ftp://cloud.example.org/dav"), ("user", "ann"), ("password", secret)], false),
        ]
        for (fields, warns) in cases {
            let response = web.post("/settings/sync/setup", [("kind", "webdav")] + fields)
            #expect(response.status == 422)
            #expect(!response.text.contains(secret))
            #expect(!response.headers.map(\.value).joined().contains(secret))
            #expect(response.text.contains(Self.english(.syncClearTextWarning)) == warns)
            #expect(try web.tracker.sync.syncStatus().target == nil)
        }
        let missingPassword = web.post(
            "/settings/sync/setup",
            [("kind", "webdav"), ("url", "https://cloud.example.org/dav"), ("user", "ann"), ("password", "")])
        #expect(missingPassword.text.contains(Self.english(.syncPasswordNeeded)))
        #expect(missingPassword.text.contains("value=\"ann\""))
        #expect(web.post("/settings/sync/setup", [("kind", "ftp")]).status == 400)
    }

    @Test("A failing sync shows its error and never says synced; a later success clears it")
    func failingSync() throws {
        let folder = try Folder()
        let hold = Hold()
        let web = try WebHarness(syncSchedule: Self.quiet, scheduledSync: hold.sync)
        #expect(eventually(within: 30) { web.app.syncer?.finishedSyncs == 1 })
        // The sync that follows the setup finds the folder gone.
        hold.engage()
        #expect(web.post("/settings/sync/setup", [("kind", "folder"), ("path", folder.path)]).status == 303)
        #expect(hold.reached.wait(timeout: .now() + 30) == .success)
        hold.engage(false)
        let moved = folder.path + "-away"
        try FileManager.default.moveItem(atPath: folder.path, toPath: moved)
        defer { try? FileManager.default.removeItem(atPath: moved) }
        hold.release()
        #expect(eventually(within: 30) { web.app.syncer?.finishedSyncs == 2 })
        let page = web.get("/settings").text
        #expect(page.contains("id=\"sync-failure\""))
        #expect(page.contains(HTML.escape(folder.path)))
        #expect(page.contains(Self.english(.syncNeverSynced)))
        #expect(!page.contains("Last synced"))
        #expect(!page.contains("is-ok"))
        #expect(try !web.tracker.sync.syncStatus().isSynced)

        try FileManager.default.moveItem(atPath: moved, toPath: folder.path)
        let healed = Self.syncNow(web)
        #expect(healed.contains("Last synced: 10 Apr 2026 at 19:30"))
        #expect(!healed.contains("id=\"sync-failure\""))

        try FileManager.default.moveItem(atPath: folder.path, toPath: moved)
        let again = Self.syncNow(web)
        // The last success is still told, but not as the state of things: the failure follows.
        #expect(again.contains("Last synced: 10 Apr 2026 at 19:30"))
        #expect(!again.contains("sync-state is-ok"))
        #expect(again.contains("id=\"sync-failure\""))
        try FileManager.default.moveItem(atPath: moved, toPath: folder.path)
    }

    @Test("Two web apps over two databases and one folder converge through their background syncs")
    func twoAppsConverge() throws {
        let folder = try Folder()
        let fast = SyncSchedule(interval: .milliseconds(150), afterChange: .milliseconds(50))
        let first = try WebHarness(syncSchedule: fast)
        let second = try WebHarness(syncSchedule: fast)
        #expect(first.post("/settings/sync/setup", [("kind", "folder"), ("path", folder.path)]).status == 303)
        #expect(second.post("/settings/sync/setup", [("kind", "folder"), ("path", folder.path)]).status == 303)
        let read = try first.habit("Read")
        #expect(first.post("/habits/\(read.id.uuidString)/checkin", [("action", "done")]).status < 400)
        try second.habit("Walk")
        let names: (WebHarness) throws -> Set<String> = { Set(try $0.tracker.habits.all().map(\.name)) }
        #expect(
            try eventually(within: 30) { try names(first) == ["Read", "Walk"] && names(second) == ["Read", "Walk"] })
        #expect(try eventually(within: 30) { try second.tracker.testStore.allCompletions().count == 1 })
        #expect(second.get("/settings").text.contains("Last synced"))
    }

    @Test("A request is answered while a sync runs, and the card says a sync is running")
    func answeredWhileSyncing() throws {
        let hold = Hold()
        hold.engage()
        let web = try WebHarness(syncSchedule: Self.quiet, scheduledSync: hold.sync)
        #expect(hold.reached.wait(timeout: .now() + 30) == .success)
        let settings = web.get("/settings")
        #expect(settings.status == 200)
        #expect(settings.text.contains("id=\"sync-running\"") == false)  // Not set up: nothing to say.
        #expect(web.get("/").status == 200)
        #expect(web.app.syncer?.isSyncing == true)
        hold.release()
        #expect(eventually(within: 30) { web.app.syncer?.finishedSyncs == 1 })
        #expect(web.app.syncer?.isSyncing == false)
    }

    /// Runs `request` on another thread and waits for its answer up to 30 seconds: a request that
    /// waited for the stalled sync fails the test instead of hanging it.
    static func answered(_ request: @escaping @Sendable () -> HTTPResponse) -> HTTPResponse? {
        let answer = Mutex<HTTPResponse?>(nil)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let response = request()
            answer.withLock { $0 = response }
            done.signal()
        }
        guard done.wait(timeout: .now() + 30) == .success else { return nil }
        return answer.withLock { $0 }
    }

    /// Sets sync up through the card with a WebDAV server of the test's own (Apache, on
    /// 127.0.0.1), and waits for the first sync. ``DAVServer/pause()`` then makes it a server that
    /// stopped answering: a sync waits inside its request, until ``DAVServer/resume()``.
    static func setUpWebDAV(_ web: WebHarness) throws -> DAVServer {
        let server = try DAVServer()
        try server.makeFolder("kado")
        let fields = [
            ("kind", "webdav"), ("url", server.url("kado").absoluteString), ("user", server.user),
            ("password", server.password),
        ]
        andTheSync(web) { #expect(web.post("/settings/sync/setup", fields).status == 303) }
        #expect(try web.tracker.sync.syncStatus().isSynced)
        return server
    }

    @Test("A sync stalled on its server blocks no request: Sync now answers at once, pages and check-ins too")
    func stalledTargetBlocksNoRequest() throws {
        let web = try Self.quietHarness()
        let habit = try web.habit("Read")
        let server = try Self.setUpWebDAV(web)
        server.pause()
        defer { server.resume() }
        nonisolated(unsafe) let client = web
        let before = web.app.syncer?.finishedSyncs ?? 0

        let syncNow = Self.answered { client.post("/settings/sync", []) }
        #expect(syncNow?.status == 303)
        // The sync runs, and waits for the server.
        #expect(eventually(within: 30) { web.app.syncer?.isRunning == true })
        let today = Self.answered { client.get("/") }
        #expect(today?.status == 200)
        let settings = Self.answered { client.get("/settings") }
        #expect(settings?.status == 200)
        #expect(settings?.text.contains("id=\"sync-running\"") == true)
        #expect(settings?.text.contains(Self.english(.syncRunning)) == true)
        #expect(settings?.text.contains(server.password) == false)
        let checkIn = Self.answered { client.post("/habits/\(habit.id.uuidString)/checkin", [("action", "done")]) }
        #expect(checkIn.map { $0.status < 400 } == true)
        let again = Self.answered { client.post("/settings/sync", []) }
        #expect(again?.status == 303)
        #expect(web.app.syncer?.isSyncing == true)
        #expect(web.app.syncer?.finishedSyncs == before)

        // The server answers again: the stalled sync ends, then the one asked meanwhile.
        server.resume()
        #expect(
            eventually(within: 30) { web.app.syncer?.finishedSyncs == before + 2 && web.app.syncer?.isSyncing == false }
        )
        let page = web.get("/settings").text
        #expect(page.contains("Last synced: 10 Apr 2026 at 19:30"))
        #expect(page.contains(Self.english(.syncWithWebDAV)))
        #expect(!page.contains("id=\"sync-failure\""))
        #expect(!page.contains("id=\"sync-running\""))
        #expect(!page.contains(server.password))
        // The check-in made while the sync stalled was saved, and went out.
        #expect(try web.tracker.testStore.allCompletions().count == 1)
        #expect(try web.tracker.sync.syncStatus().isSynced)
    }

    @Test("Stopping waits a bounded time for a stalled sync, and the thread still ends once it can")
    func stopsBesideAStalledSync() throws {
        let web = try Self.quietHarness()
        let server = try Self.setUpWebDAV(web)
        server.pause()
        defer { server.resume() }
        #expect(web.app.syncer?.requestSync() == true)
        #expect(eventually(within: 30) { web.app.syncer?.isRunning == true })
        #expect(web.app.syncer?.stop(waitingAtMost: .milliseconds(100)) == false)
        // Stopping: no sync is asked for any more, and Sync now says the server stops.
        #expect(web.app.syncer?.requestSync() == false)
        #expect(web.post("/settings/sync", []).status == 503)
        server.resume()
        #expect(eventually(within: 30) { web.app.syncer?.stop() == true })
    }

    @Test("While a set-up sync runs the card says so; the sync after a burst of changes is one sync")
    func runningAndDebounced() throws {
        let folder = try Folder()
        let hold = Hold()
        // The five check-ins must come within the wait after the first, even on a loaded machine.
        let schedule = SyncSchedule(interval: .seconds(3600), afterChange: .seconds(1))
        let web = try WebHarness(syncSchedule: schedule, scheduledSync: hold.sync)
        #expect(eventually(within: 30) { web.app.syncer?.finishedSyncs == 1 })
        Self.setUp(web, folder: folder.path)
        let habit = try web.habit("Read")
        hold.engage()
        for _ in 0..<5 {
            #expect(web.post("/habits/\(habit.id.uuidString)/checkin", [("action", "toggle")]).status < 400)
        }
        #expect(hold.reached.wait(timeout: .now() + 30) == .success)
        hold.engage(false)
        let page = web.get("/settings").text
        #expect(page.contains("id=\"sync-running\""))
        #expect(page.contains(Self.english(.syncRunning)))
        hold.release()
        #expect(eventually(within: 30) { web.app.syncer?.finishedSyncs == 3 })
        Thread.sleep(forTimeInterval: 0.5)
        #expect(web.app.syncer?.finishedSyncs == 3)
        #expect(try web.tracker.sync.syncStatus().lastOutcome?.sent.habits == 1)
    }

    @Test("The syncer stops: its thread ends, and a use case or sync asked afterwards answers nil")
    func stops() throws {
        let folder = try Folder()
        let web = try Self.quietHarness()
        Self.setUp(web, folder: folder.path)
        web.app.stop()
        web.app.stop()
        #expect(web.app.syncer?.perform { _ in 1 } == nil)
        #expect(web.app.syncer?.requestSync() == false)
        let response = web.post("/settings/sync", [])
        #expect(response.status == 503)
        #expect(response.text.contains(Self.english(.syncStopping)))
        let off = web.post("/settings/sync/off", [])
        #expect(off.status == 503)
        #expect(try web.tracker.sync.syncStatus().target == .folder(path: folder.path))
    }

    @Test("only a request that committed a change makes a sync follow: not one that changed nothing, nor a refusal")
    func onlyCommittedChangesNudgeTheSync() throws {
        let web = try Self.quietHarness()
        let habit = try web.habit("Read")
        let syncer = try #require(web.app.syncer)
        #expect(!syncer.isChangeSyncDue)
        // Today, the settings page, a form refused for its value: nothing committed.
        _ = web.get("/")
        _ = web.get("/settings")
        let refused = web.post("/habits/\(habit.id.uuidString)/checkin", [("action", "bogus")])
        #expect(refused.status >= 400)
        #expect(!syncer.isChangeSyncDue)

        let done = web.post("/habits/\(habit.id.uuidString)/checkin", [("action", "done")])
        #expect(done.status < 400)
        #expect(syncer.isChangeSyncDue, "a committed check-in is published by a sync soon after")
    }
}

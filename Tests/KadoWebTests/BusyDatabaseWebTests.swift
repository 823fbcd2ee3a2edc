import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A change another Kadō keeps from its turn for longer than a change waits (here the publishers'
/// lock on the database's folder, held by another open file, as another process holds it): the
/// page and the API answer 503 with `Retry-After`, say that Kadō is busy and that nothing was
/// changed, never a generic 500.
@Suite("The web app while another Kadō keeps the database busy")
struct BusyDatabaseWebTests {
    /// A harness whose changes wait 150 ms for their turn, with one habit.
    static func harness() throws -> (WebHarness, Habit) {
        let web = try WebHarness(patience: .milliseconds(150))
        return (web, try web.habit("Read"))
    }

    /// Runs `body` while another open file description of the database's folder holds its lock.
    static func holdingLock<Result>(of web: WebHarness, _ body: () throws -> Result) throws -> Result {
        let folder = (web.databasePath as NSString).deletingLastPathComponent
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    @Test("a check-in from a page is answered 503 with Retry-After: 5 and the busy page; nothing is changed")
    func pageIsBusy() throws {
        let (web, habit) = try Self.harness()
        web.get("/")
        let response = try Self.holdingLock(of: web) {
            web.post("/habits/\(habit.id.uuidString)/checkin", [("action", "toggle"), ("return", "/")])
        }
        #expect(response.status == 503)
        #expect(response.header("Retry-After") == "5")
        #expect(response.header("Content-Type")?.hasPrefix("text/html") == true)
        let page = response.text
        #expect(page.contains("<title>Kadō is busy"), "\(page)")
        #expect(page.contains("Error 503"))
        #expect(page.contains("in use by another Kadō (a long import or sync, say); nothing was changed: try again"))
        #expect(!page.contains("Something went wrong"))
        #expect(try web.tracker.testStore.completions(of: habit.id).isEmpty)
        // Once the other Kadō is done, the same check-in goes through.
        let again = web.post("/habits/\(habit.id.uuidString)/checkin", [("action", "toggle"), ("return", "/")])
        #expect(again.status == 303)
        #expect(try web.tracker.testStore.completions(of: habit.id).count == 1)
    }

    @Test("in French: « Kadō est occupé », and that nothing was changed")
    func pageIsBusyInFrench() throws {
        let (web, habit) = try Self.harness()
        try web.tracker.preferences.setLanguage(.french)
        web.get("/")
        let response = try Self.holdingLock(of: web) {
            web.post("/habits/\(habit.id.uuidString)/checkin", [("action", "toggle"), ("return", "/")])
        }
        #expect(response.status == 503)
        #expect(response.header("Retry-After") == "5")
        let page = response.text
        #expect(page.contains("<title>Kadō est occupé"), "\(page)")
        #expect(page.contains("est occupé par un autre Kadō"))
        #expect(page.contains("rien n’a été changé"))
        #expect(!page.contains("nothing was changed"))
    }

    @Test("the JSON API answers 503 with Retry-After: 5 and the error code store.busy")
    func apiIsBusy() throws {
        let (web, habit) = try Self.harness()
        let response = try Self.holdingLock(of: web) { web.postJSON("/api/habits/Read/complete", "{}") }
        #expect(response.status == 503)
        #expect(response.header("Retry-After") == "5")
        #expect(response.header("Content-Type") == APIResponse.contentType)
        let body = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        let error = try #require(body["error"] as? [String: Any])
        #expect(error["status"] as? Int == 503)
        #expect(error["code"] as? String == "store.busy")
        #expect(error["remedy"] as? String == "tryAgainLater")
        #expect((error["message"] as? String)?.contains("nothing was changed") == true)
        #expect(try web.tracker.testStore.completions(of: habit.id).isEmpty)
        #expect(web.postJSON("/api/habits/Read/complete", "{}").status == 200)
    }
}

import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The trash on the Overview (each deleted habit with its dates, Restore and Empty, both POST forms
/// with the CSRF token; Empty confirmed) and in the JSON API.
@Suite("The trash on the Overview and in the API")
struct TrashPageTests {
    private func object(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    }

    /// A harness with Keep and Drop (done today, then deleted).
    private func harnessWithTrash() throws -> (WebHarness, Habit) {
        let web = try WebHarness()
        try web.habit("Keep")
        let drop = try web.habit("Drop")
        try web.tracker.checkIns.complete(drop, on: try web.tracker.today())
        try web.tracker.habits.delete(drop)
        return (web, drop)
    }

    @Test("The Overview lists the trash only when it holds a habit, with its dates and both forms")
    func overviewListsTrash() throws {
        let empty = try WebHarness()
        try empty.habit("Keep")
        #expect(!empty.get("/overview").text.contains("id=\"trash\""))
        let (web, drop) = try harnessWithTrash()
        let html = web.get("/overview").text
        let id = drop.id.uuidString
        #expect(html.contains("id=\"trash\""))
        #expect(html.contains("Deleted 10 Apr 2026 · emptied 10 May 2026"))
        #expect(
            html.contains("<form method=\"post\" action=\"/trash/\(id)/restore\"><input type=\"hidden\" name=\"_csrf\"")
        )
        #expect(html.contains("action=\"/trash/\(id)/empty\""))
        #expect(html.contains("data-confirm=\"Delete the history of “Drop” for good, on every device?"))
        try web.tracker.preferences.setLanguage(.french)
        let french = web.get("/overview").text
        #expect(french.contains("Corbeille"))
        #expect(french.contains("Supprimée le 10 avr. 2026 · vidée le 10 mai 2026"))
        #expect(french.contains(">Restaurer</button>") && french.contains(">Vider</button>"))
    }

    @Test("Restore brings the habit back with its records; it needs the CSRF token")
    func restore() throws {
        let (web, drop) = try harnessWithTrash()
        let path = "/trash/\(drop.id.uuidString)/restore"
        _ = web.get("/")
        #expect(web.post(path, [], includesToken: false).status == 403)
        #expect(try web.tracker.habits.trash().count == 1)
        let response = web.post(path, [])
        #expect(response.status == 303)
        #expect(response.header("Location") == "/overview?notice=habitRestored")
        #expect(web.follow(response).text.contains("Habit restored with its whole history."))
        #expect(try web.tracker.habits.all().map(\.name) == ["Keep", "Drop"])
        #expect(try web.tracker.testStore.completions(of: drop.id).count == 1)
        #expect(web.post(path, []).status == 404)
    }

    @Test("Empty asks first (a page without the script), then deletes the history for good")
    func empty() throws {
        let (web, drop) = try harnessWithTrash()
        let path = "/trash/\(drop.id.uuidString)/empty"
        let unconfirmed = web.post(path, [("confirmed", "")])
        #expect(unconfirmed.status == 303)
        #expect(unconfirmed.header("Location") == path)
        #expect(try web.tracker.habits.trash().count == 1)
        let page = web.get(path).text
        #expect(page.contains("Empty the trash?") && page.contains("Empty for good"))
        let response = web.post(path, [("confirmed", "yes")])
        #expect(response.header("Location") == "/overview?notice=emptied")
        #expect(web.follow(response).text.contains("Trash emptied of the habit."))
        #expect(try web.tracker.habits.trash().isEmpty)
        #expect(try web.tracker.testStore.completions(of: drop.id).isEmpty)
        #expect(web.get(path).status == 404)
    }

    @Test("GET /api/trash lists the trash; POST …/restore and …/empty by id or name")
    func api() throws {
        let (web, drop) = try harnessWithTrash()
        let listing = try object(web.get("/api/trash"))
        let trash = try #require(listing["trash"] as? [[String: Any]])
        #expect(trash.map { $0["id"] as? String } == [drop.id.uuidString])
        #expect(trash.first?["deletedAt"] as? String == "2026-04-10T19:30:00Z")
        #expect(trash.first?["emptiedAt"] as? String == "2026-05-10T19:30:00Z")
        let restored = try object(web.postJSON("/api/trash/\(drop.id.uuidString)/restore", "{}"))
        #expect(restored["name"] as? String == "Drop" && restored["position"] as? Int == 2)
        #expect(try web.tracker.habits.all().count == 2)
        let live = web.postJSON("/api/trash/Drop/restore", "{}")
        #expect(live.status == 404)
        let refusal = try #require(try object(live)["error"] as? [String: Any])
        #expect(refusal["code"] as? String == "habitNotFound")
        #expect(refusal["message"] as? String == "no habit in the trash matches \"Drop\" (GET /api/trash lists them)")
        try web.tracker.habits.delete(drop)
        let emptied = try object(web.postJSON("/api/trash/drop/empty", "{}"))
        #expect((emptied["emptied"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Drop"])
        #expect((try object(web.get("/api/trash"))["trash"] as? [Any])?.isEmpty == true)
        #expect(web.get("/api/trash/Drop/empty").status == 405)
    }
}

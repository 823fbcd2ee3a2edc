import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

@Suite("Archive, unarchive, reorder and delete")
struct HabitLifecycleTests {
    @Test("Archiving takes a habit off Today and keeps its history; unarchiving brings it back")
    func archive() throws {
        let web = try WebHarness()
        let habit = try web.habit("Meditate")
        try web.tracker.checkIns.complete(habit, on: try web.tracker.today())
        let id = habit.id.uuidString
        let archived = web.post("/habits/\(id)/archive", [])
        #expect(archived.status == 303)
        #expect(archived.header("Location") == "/overview?notice=archived#archived")
        #expect(try web.tracker.habits.all().isEmpty)
        #expect(try web.tracker.habits.all(includingArchived: true).first?.isArchived == true)
        #expect(try web.tracker.testStore.completions(of: habit.id).count == 1)
        #expect(!web.get("/").text.contains(">Meditate<"))
        // Browsers keep the fragment to themselves.
        let location = try #require(archived.header("Location")?.split(separator: "#").first)
        let overview = web.get(String(location)).text
        #expect(overview.contains("Habit archived."))
        #expect(overview.contains("action=\"/habits/\(id)/unarchive\""))

        let edit = web.get("/habits/\(id)/edit").text
        #expect(edit.contains("action=\"/habits/\(id)/unarchive\""))
        #expect(!edit.contains("action=\"/habits/\(id)/move\""))

        let back = web.post("/habits/\(id)/unarchive", [("return", "/overview?notice=unarchived")])
        #expect(back.status == 303)
        #expect(back.header("Location") == "/overview?notice=unarchived")
        #expect(try web.tracker.habits.all().map(\.id) == [habit.id])
        #expect(web.follow(back).text.contains("Habit back in your list."))
    }

    @Test("Archive and unarchive need POST")
    func methods() throws {
        let web = try WebHarness()
        let habit = try web.habit("Meditate")
        for action in ["archive", "unarchive", "move"] {
            let response = web.get("/habits/\(habit.id.uuidString)/\(action)")
            #expect(response.status == 405)
            #expect(response.header("Allow") == "POST")
        }
        #expect(try web.tracker.habits.all().count == 1)
    }

    @Test("Delete asks first: GET shows what is lost, a POST without confirmation asks again")
    func deleteAsks() throws {
        let web = try WebHarness()
        let habit = try web.habit("Read <fast>")
        try web.tracker.checkIns.complete(habit, on: try web.tracker.today())
        try web.tracker.checkIns.complete(habit, on: try #require(LogicalDay("2026-04-08")))
        let id = habit.id.uuidString
        let page = web.get("/habits/\(id)/delete")
        #expect(page.status == 200)
        #expect(page.text.contains("Delete habit?"))
        #expect(page.text.contains("<h2 id=\"confirm-name\">Read &lt;fast&gt;</h2>"))
        #expect(page.text.contains("moves it to the trash with its history, 2 days of check-ins and notes"))
        #expect(page.text.contains("<input type=\"hidden\" name=\"confirmed\" value=\"yes\">"))
        #expect(page.text.contains("Archive instead"))
        #expect(try web.tracker.habits.all().count == 1)

        let unconfirmed = web.post("/habits/\(id)/delete", [("confirmed", "")])
        #expect(unconfirmed.status == 303)
        #expect(unconfirmed.header("Location") == "/habits/\(id)/delete")
        #expect(try web.tracker.habits.all().count == 1)
        #expect(try web.tracker.testStore.completions(of: habit.id).count == 2)
    }

    @Test("A confirmed delete moves the habit and its records to the trash, then goes to Today")
    func delete() throws {
        let web = try WebHarness()
        let keep = try web.habit("Keep")
        let habit = try web.habit("Drop")
        try web.tracker.checkIns.complete(habit, on: try web.tracker.today())
        try web.tracker.checkIns.complete(keep, on: try web.tracker.today())
        let response = web.post("/habits/\(habit.id.uuidString)/delete", [("confirmed", "yes")])
        #expect(response.status == 303)
        #expect(response.header("Location") == "/?notice=deleted")
        #expect(try web.tracker.habits.all(includingArchived: true).map(\.id) == [keep.id])
        #expect(try web.tracker.testStore.completions(of: habit.id).count == 1)
        #expect(try web.tracker.habits.trash().map(\.habit.id) == [habit.id])
        #expect(try web.tracker.testStore.completions(of: keep.id).count == 1)
        #expect(web.follow(response).text.contains("Habit moved to the trash: the Overview can restore it."))
        #expect(web.get("/habits/\(habit.id.uuidString)/delete").status == 404)
    }

    @Test("Delete needs the CSRF token")
    func deleteNeedsToken() throws {
        let web = try WebHarness()
        let habit = try web.habit("Drop")
        _ = web.get("/")
        let response = web.post("/habits/\(habit.id.uuidString)/delete", [("confirmed", "yes")], includesToken: false)
        #expect(response.status == 403)
        #expect(try web.tracker.habits.all().count == 1)
    }

    @Test("Archived habits can be deleted too, from a page that does not offer to archive them")
    func deleteArchived() throws {
        let web = try WebHarness()
        let habit = try web.tracker.habits.archive(try web.habit("Old"))
        let page = web.get("/habits/\(habit.id.uuidString)/delete").text
        #expect(!page.contains("Archive instead"))
        #expect(web.post("/habits/\(habit.id.uuidString)/delete", [("confirmed", "yes")]).status == 303)
        #expect(try web.tracker.habits.all(includingArchived: true).isEmpty)
    }

    @Test("Habits move up and down one place, or to a position")
    func move() throws {
        let web = try WebHarness()
        let first = try web.habit("First")
        let second = try web.habit("Second")
        let third = try web.habit("Third")
        func order() throws -> [String] { try web.tracker.habits.all().map(\.name) }

        let up = web.post("/habits/\(third.id.uuidString)/move", [("direction", "up")])
        #expect(up.status == 303)
        #expect(up.header("Location") == "/habits/\(third.id.uuidString)/edit")
        #expect(try order() == ["First", "Third", "Second"])

        web.post("/habits/\(first.id.uuidString)/move", [("direction", "down"), ("return", "/")])
        #expect(try order() == ["Third", "First", "Second"])

        // Already at an end: nothing changes.
        #expect(web.post("/habits/\(third.id.uuidString)/move", [("direction", "up")]).status == 303)
        #expect(web.post("/habits/\(second.id.uuidString)/move", [("direction", "down")]).status == 303)
        #expect(try order() == ["Third", "First", "Second"])

        #expect(web.post("/habits/\(second.id.uuidString)/move", [("position", "1")]).status == 303)
        #expect(try order() == ["Second", "Third", "First"])

        #expect(web.post("/habits/\(second.id.uuidString)/move", [("position", "9")]).status == 422)
        #expect(web.post("/habits/\(second.id.uuidString)/move", [("position", "two")]).status == 400)
        #expect(web.post("/habits/\(second.id.uuidString)/move", [("direction", "sideways")]).status == 400)
        #expect(try order() == ["Second", "Third", "First"])

        let archived = try web.tracker.habits.archive(first)
        #expect(web.post("/habits/\(archived.id.uuidString)/move", [("direction", "up")]).status == 422)
    }

    @Test("The Manage section shows the position and disables moves past the ends")
    func manageSection() throws {
        let web = try WebHarness()
        let first = try web.habit("First")
        let second = try web.habit("Second")
        let top = web.get("/habits/\(first.id.uuidString)/edit").text
        #expect(top.contains("1 of 2 in your list"))
        #expect(top.contains("value=\"up\" aria-label=\"Move up\" title=\"Move up\" disabled"))
        #expect(!top.contains("value=\"down\" aria-label=\"Move down\" title=\"Move down\" disabled"))
        let bottom = web.get("/habits/\(second.id.uuidString)/edit").text
        #expect(bottom.contains("2 of 2 in your list"))
        #expect(bottom.contains("value=\"down\" aria-label=\"Move down\" title=\"Move down\" disabled"))
        #expect(bottom.contains("<input type=\"hidden\" name=\"confirmed\" value=\"\">"))
    }

    @Test("Unknown habits are 404")
    func unknown() throws {
        let web = try WebHarness()
        let id = UUID().uuidString
        #expect(web.post("/habits/\(id)/archive", []).status == 404)
        #expect(web.get("/habits/\(id)/delete").status == 404)
        #expect(web.get("/habits/\(id)/edit").status == 404)
    }

    @Test("The confirmation speaks French")
    func french() throws {
        let web = try WebHarness()
        try web.tracker.preferences.setLanguage(.french)
        let habit = try web.habit("Lire")
        let page = web.get("/habits/\(habit.id.uuidString)/delete").text
        #expect(page.contains("Supprimer l’habitude\u{202F}?"))
        #expect(
            page.contains(
                "Supprimer «\u{202F}Lire\u{202F}» la met à la corbeille avec son historique, 0 jour de suivi et de notes"
            ))
        #expect(page.contains("Archiver plutôt"))
    }
}

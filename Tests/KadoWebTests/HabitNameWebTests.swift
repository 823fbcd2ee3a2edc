import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The habit form refuses a name that reads as another habit's, next to the name field, in
/// English and French, and writes nothing.
@Suite("Habit names that clash, on the web")
struct HabitNameWebTests {
    private func form(name: String) -> [(String, String)] {
        [
            ("name", name), ("color", "teal"), ("icon", "book.fill"), ("frequency", "daily"), ("perWeek", "3"),
            ("interval", "2"), ("times", "3"), ("window", "10"), ("type", "binary"), ("counterTarget", "1"),
            ("counterUnit", ""), ("timerMinutes", "30"), ("atMostTarget", "1"), ("atMostUnit", ""),
            ("reminderTime", "09:00"), ("scoreModel", "kado"),
        ]
    }

    @Test(
        "a new habit or a rename onto another's name is refused next to the name field",
        arguments: ["journal", "📓 JOURNAL", "Jóurnal"])
    func refused(name: String) throws {
        let web = try WebHarness()
        let journal = try web.tracker.habits.createHabit(HabitDraft(name: "Journal"))
        let read = try web.tracker.habits.createHabit(HabitDraft(name: "Read"))
        let added = web.post("/habits", form(name: name))
        #expect(added.status == 422)
        #expect(added.text.contains("Another habit is called “Journal”: choose a name that tells them apart"))
        #expect(added.text.contains("aria-describedby=\"name-error\""), "\(added.text)")
        let renamed = web.post("/habits/\(read.id.uuidString)/edit", form(name: name))
        #expect(renamed.status == 422)
        #expect(try web.tracker.habits.all().map(\.name) == ["Journal", "Read"])
        try web.tracker.preferences.setLanguage(.french)
        let french = web.post("/habits", form(name: name))
        #expect(french.status == 422)
        #expect(french.text.contains("Une autre habitude s’appelle") && french.text.contains("Journal"))
        // Its own name, in other letters, is fine.
        #expect(web.post("/habits/\(journal.id.uuidString)/edit", form(name: "JOURNAL")).status == 303)
    }
}

@Suite("Habits that came to share a name, on the web")
struct NameTwinWebTests {
    /// Two habits called "Journal": one deleted, one made since, and the first restored from the
    /// trash (what a sync of two devices creating the same name also leaves).
    func twins(_ web: WebHarness) throws -> (first: Habit, second: Habit) {
        let first = try web.habit("Journal")
        try web.tracker.habits.delete(first)
        web.clock.advance(by: 60)
        let second = try web.habit("journal")
        try web.tracker.habits.restoreFromTrash(.id(first.id))
        return (first, second)
    }

    @Test("Today and the Overview tell them apart, and Today offers to rename the later one")
    func toldApart() throws {
        let web = try WebHarness()
        let (first, second) = try twins(web)
        let today = web.get("/").text
        #expect(today.contains("<b>Journal</b><span class=\"name-twin\">1 of 2</span>"))
        #expect(today.contains("<b>journal</b><span class=\"name-twin\">2 of 2</span>"))
        #expect(today.contains("Habits that share a name"))
        #expect(today.contains("<a href=\"/habits/\(second.id.uuidString)/edit\">Rename “journal” (2 of 2)</a>"))
        #expect(!today.contains("/habits/\(first.id.uuidString)/edit\">Rename"))
        let overview = web.get("/overview").text
        #expect(overview.contains("Journal<span class=\"name-twin\">1 of 2</span>"))
        // Renamed, the offer and the marks are gone.
        try web.tracker.habits.editHabit(second) { $0.name = "Morning pages" }
        let after = web.get("/").text
        #expect(!after.contains("name-twin") && !after.contains("Habits that share a name"))
    }

    @Test("in French too")
    func french() throws {
        let web = try WebHarness()
        _ = try twins(web)
        web.post("/settings", [("language", "fr")])
        let today = web.get("/").text
        #expect(today.contains("<span class=\"name-twin\">2 sur 2</span>"))
        #expect(today.contains("Des habitudes au même nom"))
    }
}

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
        let journal = try web.tracker.createHabit(HabitDraft(name: "Journal"))
        let read = try web.tracker.createHabit(HabitDraft(name: "Read"))
        let added = web.post("/habits", form(name: name))
        #expect(added.status == 422)
        #expect(added.text.contains("Another habit is called “Journal”: choose a name that tells them apart"))
        #expect(added.text.contains("aria-describedby=\"name-error\""), "\(added.text)")
        let renamed = web.post("/habits/\(read.id.uuidString)/edit", form(name: name))
        #expect(renamed.status == 422)
        #expect(try web.tracker.habits().map(\.name) == ["Journal", "Read"])
        try web.tracker.setLanguage(.french)
        let french = web.post("/habits", form(name: name))
        #expect(french.status == 422)
        #expect(french.text.contains("Une autre habitude s’appelle") && french.text.contains("Journal"))
        // Its own name, in other letters, is fine.
        #expect(web.post("/habits/\(journal.id.uuidString)/edit", form(name: "JOURNAL")).status == 303)
    }
}

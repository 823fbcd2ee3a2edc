import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoApp
@testable import KadoWeb

/// Several reminder times per habit in the New and Edit form: adding and clearing times, only if
/// not done yet, the snooze length, and what the form says about how reminders ring.
@Suite("Reminders in the habit form")
struct HabitFormReminderTests {
    /// A valid submission with the reminder fields given.
    private func form(_ reminders: [(String, String)], name: String = "Read") -> [(String, String)] {
        [
            ("name", name), ("color", "teal"), ("icon", "book.fill"), ("frequency", "daily"), ("type", "binary"),
            ("scoreModel", "kado"), ("reminderSettings", "1"),
        ] + reminders
    }

    private func time(_ text: String) throws -> ReminderTime { try ReminderTime(parsing: text) }

    @Test("a new habit takes every time typed, the blank field none, and the settings for each")
    func createsSeveral() throws {
        let web = try WebHarness()
        let response = web.post(
            "/habits",
            form([
                ("reminder", "on"), ("reminderTime", "18:30"), ("reminderTime", "07:15:00"), ("reminderTime", ""),
                ("snoozeMinutes", "25"),
            ]))
        #expect(response.status == 303)
        let habit = try web.tracker.habits.find("Read")
        let reminders = try web.tracker.reminders.all(of: habit)
        #expect(reminders.map(\.time) == [try time("07:15"), try time("18:30")])
        #expect(reminders.allSatisfy { !$0.onlyIfNotDone && $0.snoozeMinutes == 25 })
        // Kadō's one field (its backups, older devices) says the earliest.
        #expect(habit.remindersEnabled && habit.reminderHour == 7 && habit.reminderMinute == 15)
    }

    @Test("the Edit page shows each time, a blank one to add, and the settings")
    func editPage() throws {
        let web = try WebHarness()
        let habit = try web.tracker.habits.createHabit(HabitDraft(name: "Read"))
        try web.tracker.reminders.setReminders(
            of: habit, to: [try time("08:00"), try time("21:45")], onlyIfNotDone: false, snoozeMinutes: 30)
        let html = web.get("/habits/\(habit.id.uuidString)/edit").text
        #expect(html.contains("id=\"reminder\" name=\"reminder\" value=\"on\" checked"))
        #expect(html.contains("id=\"reminderTime\" name=\"reminderTime\" value=\"08:00\""))
        #expect(html.contains("id=\"reminderTime-2\" name=\"reminderTime\" value=\"21:45\""))
        #expect(html.contains("<label for=\"reminderTime-3\">Add a time</label>"))
        #expect(html.contains("id=\"reminderTime-3\" name=\"reminderTime\" value=\"\""))
        #expect(html.contains("id=\"onlyIfNotDone\" name=\"onlyIfNotDone\" value=\"on\">"))
        #expect(html.contains("id=\"snoozeMinutes\" name=\"snoozeMinutes\" value=\"30\""))
    }

    @Test("editing adds a time, clears another, and changes the settings in one save")
    func editsTimes() throws {
        let web = try WebHarness()
        let habit = try web.tracker.habits.createHabit(HabitDraft(name: "Read"))
        let (_, before) = try web.tracker.reminders.setReminders(of: habit, to: [try time("08:00"), try time("21:45")])
        let response = web.post(
            "/habits/\(habit.id.uuidString)/edit",
            form([
                ("reminder", "on"), ("reminderTime", "08:00"), ("reminderTime", ""), ("reminderTime", "12:30"),
                ("onlyIfNotDone", "on"), ("snoozeMinutes", "5"),
            ]))
        #expect(response.status == 303)
        let after = try web.tracker.reminders.all(of: habit)
        #expect(after.map(\.time) == [try time("08:00"), try time("12:30")])
        #expect(after.first?.id == before.first?.id, "a kept time keeps its reminder")
        #expect(after.allSatisfy { $0.onlyIfNotDone && $0.snoozeMinutes == 5 })
    }

    @Test("turning the switch off removes every reminder; saving other fields leaves them as they are")
    func offAndUntouched() throws {
        let web = try WebHarness()
        let habit = try web.tracker.habits.createHabit(HabitDraft(name: "Read"))
        try web.tracker.reminders.setReminders(of: habit, to: [try time("08:00")], snoozeMinutes: 15)
        // Another setting on the second (as a backup may bring): a rename does not make them one.
        try web.tracker.reminders.setReminders(
            of: try web.tracker.habits.find("Read"), to: [try time("08:00"), try time("09:00")])
        let mixed = try web.tracker.work.store.write { writer in
            var rows = try web.tracker.work.store.reminders(of: habit.id)
            rows[1].snoozeMinutes = 45
            try writer.setReminders(rows, of: habit.id)
            return rows
        }
        let page = HabitFormFields(
            habit: try web.tracker.habits.find("Read"), reminders: mixed, t: Localizer(language: .english))
        let shown = page.reminderTimes.map { ("reminderTime", $0) }
        let renamed = web.post(
            "/habits/\(habit.id.uuidString)/edit",
            form(
                [("reminder", "on"), ("onlyIfNotDone", "on"), ("snoozeMinutes", page.snoozeMinutes)] + shown,
                name: "Read more"))
        #expect(renamed.status == 303)
        #expect(try web.tracker.reminders.all(of: habit) == mixed)
        #expect(try web.tracker.habits.find("Read more").id == habit.id)

        let off = web.post(
            "/habits/\(habit.id.uuidString)/edit",
            form([("reminderTime", "08:00"), ("snoozeMinutes", "15")], name: "Read more"))
        #expect(off.status == 303)
        #expect(try web.tracker.reminders.all(of: habit).isEmpty)
        #expect(try !web.tracker.habits.find("Read more").remindersEnabled)
    }

    @Test(
        "a time that is none or a snooze out of range: the field's error, nothing saved, in English and French",
        arguments: [
            (
                [("reminderTime", "08:00"), ("reminderTime", "25:00")], "reminderTime",
                "Indiquez une heure comme 08:30."
            ),
            (
                [("reminderTime", "08:00"), ("snoozeMinutes", "0")], "snoozeMinutes",
                "Indiquez un nombre de minutes de 1 à 1440."
            ),
        ] as [([(String, String)], String, String)])
    func refused(_ fields: [(String, String)], field: String, french: String) throws {
        let web = try WebHarness()
        let habit = try web.tracker.habits.createHabit(HabitDraft(name: "Read"))
        let (_, before) = try web.tracker.reminders.setReminders(of: habit, to: [try time("07:00")])
        for language in [Language.english, .french] {
            try web.tracker.preferences.setLanguage(language)
            let response = web.post(
                "/habits/\(habit.id.uuidString)/edit",
                form(
                    [("reminder", "on")] + fields
                        + (fields.contains { $0.0 == "snoozeMinutes" } ? [] : [("snoozeMinutes", "10")])))
            #expect(response.status == 422)
            #expect(response.text.contains("id=\"\(field)-error\""))
            if language == .french { #expect(response.text.contains(french)) }
            #expect(try web.tracker.reminders.all(of: habit) == before)
            #expect(try web.tracker.habits.find("Read").reminderHour == 7)
        }
    }

    @Test("the form says how reminders ring, not that they do nothing", arguments: [Language.english, .french])
    func hint(language: Language) throws {
        let web = try WebHarness()
        try web.tracker.preferences.setLanguage(language)
        let html = web.get("/habits/new").text
        #expect(!html.contains("sends no notifications") && !html.contains("n’envoie pas de notifications"))
        #expect(html.contains("kado serve") && html.contains("kado remind run"))
        #expect(html.contains(language == .english ? "Only if not done yet" : "Seulement si ce n’est pas encore fait"))
    }
}

import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// A valid submission of the habit form, changed by each test.
private func submission(_ changes: [(String, String)] = []) -> [(String, String)] {
    var fields: [(String, String)] = [
        ("name", "Read"), ("color", "teal"), ("icon", "book.fill"), ("frequency", "daily"), ("perWeek", "3"),
        ("interval", "2"), ("times", "3"), ("window", "10"), ("type", "binary"), ("counterTarget", "1"),
        ("counterUnit", ""), ("timerMinutes", "30"), ("atMostTarget", "1"), ("atMostUnit", ""),
        ("reminderTime", "09:00"), ("scoreModel", "kado"),
    ]
    for (name, value) in changes {
        if let index = fields.firstIndex(where: { $0.0 == name }), name != "days" {
            fields[index].1 = value
        } else {
            fields.append((name, value))
        }
    }
    return fields
}

/// One way to fill in the form, and the habit it must make.
struct HabitCase: CustomTestStringConvertible, Sendable {
    let label: String
    let fields: [(String, String)]
    let frequency: Frequency
    let type: HabitType
    var unit: String?
    var testDescription: String { label }
}

/// A wrong way to fill in the form, the field it is about and the message it gets.
struct Mistake: CustomTestStringConvertible, Sendable {
    let changes: [(String, String)]
    let field: String
    let message: String

    init(_ changes: [(String, String)], _ field: String, _ message: String) {
        self.changes = changes
        self.field = field
        self.message = message
    }

    var testDescription: String { "\(field): \(message)" }
}

@Suite("New and Edit habit form")
struct HabitFormTests {
    @Test("The New habit page has every field, the colours and the icon grid")
    func newPage() throws {
        let web = try WebHarness()
        let page = web.get("/habits/new")
        #expect(page.status == 200)
        let html = page.text
        #expect(html.contains("<form class=\"habit-form hc-blue\" method=\"post\" action=\"/habits\""))
        #expect(html.contains("name=\"_csrf\""))
        for field in ["name", "perWeek", "interval", "times", "window", "counterTarget", "counterUnit"] {
            #expect(html.contains("id=\"\(field)\" name=\"\(field)\""), "field \(field)")
        }
        for field in ["timerMinutes", "atMostTarget", "atMostUnit", "reminder", "reminderTime"] {
            #expect(html.contains("id=\"\(field)\""), "field \(field)")
        }
        for color in HabitColor.allCases {
            #expect(html.contains("name=\"color\" value=\"\(color.rawValue)\""))
        }
        #expect(html.contains("<span class=\"visually-hidden\">Blue</span>"))
        for icon in HabitIcons.curated {
            #expect(html.contains("name=\"icon\" value=\"\(icon.symbol)\""), "icon \(icon.symbol)")
        }
        for kind in HabitTypeKind.allCases {
            #expect(html.contains("id=\"type-\(kind.rawValue)\""))
        }
        for choice in FrequencyChoice.allCases {
            #expect(html.contains("id=\"frequency-\(choice.rawValue)\""))
        }
        // Defaults: every day, yes/no, blue, the plain circle.
        #expect(html.contains("id=\"frequency-daily\" value=\"daily\" checked"))
        #expect(html.contains("id=\"type-binary\" value=\"binary\" checked"))
        #expect(html.contains("name=\"color\" value=\"blue\" checked"))
        #expect(html.contains("name=\"icon\" value=\"circle\" checked"))
        #expect(html.contains("href=\"/\">Cancel</a>"))
    }

    @Test("Weekdays are offered in the order of the week-start setting")
    func weekOrder() throws {
        let web = try WebHarness()
        try web.tracker.preferences.setWeekStart(.sunday)
        let sunday = web.get("/habits/new").text
        #expect(
            try #require(sunday.range(of: "value=\"sunday\"")).lowerBound
                < #require(sunday.range(of: "value=\"monday\"")).lowerBound)
        try web.tracker.preferences.setWeekStart(.monday)
        let monday = web.get("/habits/new").text
        #expect(
            try #require(monday.range(of: "value=\"monday\"")).lowerBound
                < #require(monday.range(of: "value=\"sunday\"")).lowerBound)
    }

    @Test(
        "Every type and schedule is created as asked",
        arguments: [
            HabitCase(label: "daily yes/no", fields: [], frequency: .daily, type: .binary),
            HabitCase(
                label: "3 days a week", fields: [("frequency", "daysPerWeek"), ("perWeek", "3")],
                frequency: .daysPerWeek(3), type: .binary),
            HabitCase(
                label: "specific days",
                fields: [("frequency", "specificDays"), ("days", "monday"), ("days", "wednesday"), ("days", "friday")],
                frequency: .specificDays([.monday, .wednesday, .friday]), type: .binary),
            HabitCase(
                label: "every 3 days", fields: [("frequency", "everyNDays"), ("interval", "3")],
                frequency: .everyNDays(3), type: .binary),
            HabitCase(
                label: "4 times in 10 days", fields: [("frequency", "timesInDays"), ("times", "4"), ("window", "10")],
                frequency: .timesInDays(times: 4, days: 10), type: .binary),
            HabitCase(
                label: "counter", fields: [("type", "counter"), ("counterTarget", "8"), ("counterUnit", "glasses")],
                frequency: .daily, type: .counter(target: 8), unit: "glasses"),
            HabitCase(
                label: "counter with a decimal comma", fields: [("type", "counter"), ("counterTarget", "2,5")],
                frequency: .daily, type: .counter(target: 2.5)),
            HabitCase(
                label: "timer", fields: [("type", "timer"), ("timerMinutes", "25")], frequency: .daily,
                type: .timer(targetSeconds: 1500)),
            HabitCase(label: "negative", fields: [("type", "negative")], frequency: .daily, type: .negative),
            HabitCase(
                label: "at most", fields: [("type", "atMost"), ("atMostTarget", "2"), ("atMostUnit", "coffees")],
                frequency: .daily, type: .atMost(target: 2), unit: "coffees"),
        ])
    func create(_ example: HabitCase) throws {
        let web = try WebHarness()
        let response = web.post(
            "/habits",
            submission(example.fields + [("name", "  Read  "), ("reminder", "on"), ("reminderTime", "07:45")]))
        #expect(response.status == 303)
        #expect(response.header("Location") == "/?notice=created")
        let habits = try web.tracker.habits.all()
        #expect(habits.count == 1)
        let habit = try #require(habits.first)
        #expect(habit.name == "Read")
        #expect(habit.frequency == example.frequency)
        #expect(habit.type == example.type)
        #expect(habit.unit == example.unit)
        #expect(habit.color == .teal)
        #expect(habit.icon == "book.fill")
        #expect(habit.remindersEnabled)
        #expect(habit.reminderHour == 7 && habit.reminderMinute == 45)
        #expect(habit.scoreModel == .kado)
        #expect(web.follow(response).text.contains("Habit created."))
    }

    @Test("The Loop score and a reminder that is off are kept")
    func advanced() throws {
        let web = try WebHarness()
        #expect(web.post("/habits", submission([("scoreModel", "loop"), ("reminderTime", "")])).status == 303)
        let habit = try #require(try web.tracker.habits.all().first)
        #expect(habit.scoreModel == .loop)
        #expect(!habit.remindersEnabled)
        #expect(habit.reminderHour == 9 && habit.reminderMinute == 0)
    }

    @Test(
        "Mistakes come back with status 422, the message next to the field, and nothing written",
        arguments: [
            Mistake([("name", "   ")], "name", "Give the habit a name."),
            Mistake([("name", String(repeating: "x", count: 501))], "name", "Keep the name under 500 characters."),
            Mistake([("type", "counter"), ("counterTarget", "0")], "counterTarget", "The target must be above 0."),
            Mistake([("type", "counter"), ("counterTarget", "abc")], "counterTarget", "Enter a number, like 8."),
            Mistake([("type", "timer"), ("timerMinutes", "")], "timerMinutes", "Enter a number of minutes, like 30."),
            Mistake([("type", "atMost"), ("atMostTarget", "-1")], "atMostTarget", "The target must be above 0."),
            Mistake(
                [("type", "counter"), ("counterUnit", String(repeating: "u", count: 25))], "counterUnit",
                "Keep the unit under 24 characters."),
            Mistake([("frequency", "specificDays")], "days", "Choose at least one day."),
            Mistake([("frequency", "daysPerWeek"), ("perWeek", "7")], "perWeek", "Choose from 1 to 6 days a week."),
            Mistake(
                [("frequency", "everyNDays"), ("interval", "1")], "interval", "Enter a number of days from 2 to 365."),
            Mistake(
                [("frequency", "everyNDays"), ("interval", "400")], "interval", "Enter a number of days from 2 to 365."),
            Mistake(
                [("frequency", "timesInDays"), ("times", "5"), ("window", "4")], "times",
                "Enter a number from 1 to the number of days."),
            Mistake([("reminder", "on"), ("reminderTime", "25:00")], "reminderTime", "Enter a time like 08:30."),
            Mistake([("reminder", "on"), ("reminderTime", "12:5")], "reminderTime", "Enter a time like 08:30."),
            Mistake([("reminder", "on"), ("reminderTime", "")], "reminderTime", "Enter a time like 08:30."),
            Mistake(
                [("reminderSettings", "1"), ("snoozeMinutes", "0")], "snoozeMinutes",
                "Enter a number of minutes from 1 to 1440."),
            Mistake(
                [("reminderSettings", "1"), ("snoozeMinutes", "1441")], "snoozeMinutes",
                "Enter a number of minutes from 1 to 1440."),
            Mistake([("color", "pink")], "color", "Choose one of the colours."),
            Mistake([("icon", "<svg>")], "icon", "Choose an icon from the grid."),
            Mistake([("type", "sometimes")], "type", "Choose how it is measured."),
        ])
    func mistakes(_ mistake: Mistake) throws {
        let (field, message) = (mistake.field, mistake.message)
        let web = try WebHarness()
        let response = web.post("/habits", submission(mistake.changes))
        #expect(response.status == 422)
        let html = response.text
        #expect(html.contains("<p class=\"field-error\" id=\"\(field)-error\">"))
        #expect(html.contains("id=\"\(field)-error\">\(Glyph.info.svg)<span>\(message)</span>"))
        #expect(html.contains("aria-invalid=\"true\" aria-describedby=\"\(field)-error\""))
        #expect(html.contains("<a href=\"#\(field)\">"))
        // The message follows its field, within the field's group.
        let fieldStart = try #require(html.range(of: "id=\"\(field)\""))
        let messageStart = try #require(html.range(of: "id=\"\(field)-error\""))
        let nextGroup = try #require(
            html.range(of: "class=\"form-group", range: fieldStart.upperBound..<html.endIndex)
                ?? html.range(of: "class=\"form-actions", range: fieldStart.upperBound..<html.endIndex))
        #expect(fieldStart.lowerBound < messageStart.lowerBound)
        #expect(messageStart.lowerBound < nextGroup.lowerBound)
        #expect(try web.tracker.habits.all(includingArchived: true).isEmpty)
    }

    @Test("A form with mistakes keeps what was typed")
    func keepsValues() throws {
        let web = try WebHarness()
        let html = web.post(
            "/habits",
            submission([
                ("name", "Water <3"), ("type", "counter"), ("counterTarget", "abc"), ("counterUnit", "glasses"),
                ("color", "purple"), ("icon", "drop.fill"), ("frequency", "specificDays"), ("days", "tuesday"),
                ("reminder", "on"), ("reminderTime", "21:15"),
            ])
        ).text
        #expect(html.contains("value=\"Water &lt;3\""))
        #expect(html.contains("value=\"abc\""))
        #expect(html.contains("value=\"glasses\""))
        #expect(html.contains("name=\"color\" value=\"purple\" checked"))
        #expect(html.contains("name=\"icon\" value=\"drop.fill\" checked"))
        #expect(html.contains("id=\"type-counter\" value=\"counter\" checked"))
        #expect(html.contains("id=\"frequency-specificDays\" value=\"specificDays\" checked"))
        #expect(html.contains("value=\"tuesday\" checked"))
        #expect(!html.contains("value=\"monday\" checked"))
        #expect(html.contains("id=\"reminder\" name=\"reminder\" value=\"on\" checked"))
        #expect(html.contains("value=\"21:15\""))
        #expect(html.contains("One thing to fix:"))
    }

    @Test("The Edit page is filled with the habit and has its Manage section")
    func editPage() throws {
        let web = try WebHarness()
        let habit = try web.tracker.habits.createHabit(
            HabitDraft(
                name: "Water", frequency: .specificDays([.monday, .thursday]), type: .counter(target: 8),
                unit: "glasses", color: .mint, icon: "drop.fill", remindersEnabled: true, reminderHour: 8,
                reminderMinute: 5, scoreModel: .loop))
        let page = web.get("/habits/\(habit.id.uuidString)/edit")
        #expect(page.status == 200)
        let html = page.text
        #expect(html.contains("action=\"/habits/\(habit.id.uuidString)/edit\""))
        #expect(html.contains("value=\"Water\""))
        #expect(html.contains("id=\"type-counter\" value=\"counter\" checked"))
        #expect(html.contains("id=\"counterTarget\" name=\"counterTarget\" value=\"8\""))
        #expect(html.contains("id=\"counterUnit\" name=\"counterUnit\" value=\"glasses\""))
        #expect(html.contains("value=\"monday\" checked"))
        #expect(html.contains("value=\"thursday\" checked"))
        #expect(html.contains("name=\"color\" value=\"mint\" checked"))
        #expect(html.contains("value=\"08:05\""))
        #expect(html.contains("id=\"scoreModel-loop\" value=\"loop\" checked"))
        #expect(html.contains("<details class=\"form-group advanced\" open>"))
        #expect(html.contains("href=\"/habits/\(habit.id.uuidString)\">Cancel</a>"))
        #expect(html.contains("action=\"/habits/\(habit.id.uuidString)/archive\""))
        #expect(html.contains("action=\"/habits/\(habit.id.uuidString)/delete\""))
        #expect(html.contains("data-confirm=\"Delete “Water”? It stays in the trash with its history for 30 days.\""))
    }

    @Test("Saving an edit keeps the id, the position and the history")
    func edit() throws {
        let web = try WebHarness()
        try web.habit("First")
        let habit = try web.habit("Read")
        let yesterday = try #require(LogicalDay("2026-04-09"))
        try web.tracker.checkIns.complete(habit, on: yesterday)
        try web.tracker.checkIns.note(habit, text: "Chapter 3", on: yesterday)
        let response = web.post(
            "/habits/\(habit.id.uuidString)/edit",
            submission([
                ("name", "Read a book"), ("type", "timer"), ("timerMinutes", "20"), ("color", "purple"),
                ("frequency", "daysPerWeek"), ("perWeek", "5"),
            ]))
        #expect(response.status == 303)
        #expect(response.header("Location") == "/habits/\(habit.id.uuidString)?notice=saved")
        let habits = try web.tracker.habits.all()
        #expect(habits.map(\.name) == ["First", "Read a book"])
        let edited = try #require(habits.last)
        #expect(edited.id == habit.id)
        #expect(edited.createdAt == habit.createdAt)
        #expect(edited.sortOrder == habit.sortOrder)
        #expect(edited.type == .timer(targetSeconds: 1200))
        #expect(edited.frequency == .daysPerWeek(5))
        #expect(edited.color == .purple)
        let records = try web.tracker.testStore.completions(of: habit.id)
        #expect(records.count == 1)
        #expect(records.first?.note == "Chapter 3")
    }

    @Test("A unit is dropped when the type no longer has one")
    func unitDropped() throws {
        let web = try WebHarness()
        let habit = try web.habit("Water", .counter(target: 8), unit: "glasses")
        let response = web.post(
            "/habits/\(habit.id.uuidString)/edit", submission([("name", "Water"), ("counterUnit", "glasses")]))
        #expect(response.status == 303)
        let edited = try #require(try web.tracker.habits.all().first)
        #expect(edited.type == .binary)
        #expect(edited.unit == nil)
    }

    @Test("A failed edit answers 422 and changes nothing")
    func failedEdit() throws {
        let web = try WebHarness()
        let habit = try web.habit("Read")
        let response = web.post(
            "/habits/\(habit.id.uuidString)/edit",
            submission([("name", ""), ("type", "counter"), ("counterTarget", "0")]))
        #expect(response.status == 422)
        #expect(response.text.contains("2 things to fix"))
        #expect(response.text.contains("action=\"/habits/\(habit.id.uuidString)/edit\""))
        #expect(try web.tracker.habits.all() == [habit])
    }

    @Test("An icon the grid does not offer stays selectable and is kept")
    func foreignIcon() throws {
        let web = try WebHarness()
        let habit = try web.tracker.habits.createHabit(HabitDraft(name: "Tea", icon: "tortoise.fill"))
        let html = web.get("/habits/\(habit.id.uuidString)/edit").text
        #expect(html.contains("name=\"icon\" value=\"tortoise.fill\" checked"))
        #expect(html.contains("Current icon"))
        let response = web.post(
            "/habits/\(habit.id.uuidString)/edit", submission([("name", "Green tea"), ("icon", "tortoise.fill")]))
        #expect(response.status == 303)
        #expect(try web.tracker.habits.all().first?.icon == "tortoise.fill")
    }

    @Test("The form speaks French")
    func french() throws {
        let web = try WebHarness()
        try web.tracker.preferences.setLanguage(.french)
        let html = web.get("/habits/new").text
        #expect(html.contains("<h1>Nouvelle habitude</h1>"))
        #expect(html.contains("<span class=\"visually-hidden\">Bleu</span>"))
        #expect(html.contains("Quelques fois par semaine"))
        #expect(html.contains("Tous les jours"))
        #expect(html.contains("Me le rappeler"))
        #expect(html.contains(">Annuler</a>"))
        #expect(html.contains("<span class=\"visually-hidden\">Marche</span>"))
        let error = web.post("/habits", submission([("type", "counter"), ("counterTarget", "abc")])).text
        #expect(error.contains("Indiquez un nombre, par exemple 8."))
        #expect(error.contains("Un point à corriger\u{00A0}:"))
    }

    @Test("The form needs the CSRF token")
    func csrf() throws {
        let web = try WebHarness()
        _ = web.get("/")
        #expect(web.post("/habits", submission(), includesToken: false).status == 403)
        #expect(try web.tracker.habits.all().isEmpty)
    }

    @Test("Form values are read strictly")
    func parsing() {
        #expect(HabitFormFields.parseClock("07:05")! == (7, 5))
        #expect(HabitFormFields.parseClock("7:05")! == (7, 5))
        #expect(HabitFormFields.parseClock("23:59:00")! == (23, 59))
        for bad in ["25:00", "12:60", "", "noon", "12", "1:2:3:4", "-1:00", "12:5x"] {
            #expect(HabitFormFields.parseClock(bad) == nil, "\(bad)")
        }
        #expect(HabitFormFields.decimal(" 2,5 ") == 2.5)
        #expect(HabitFormFields.decimal("inf") == nil)
        #expect(HabitFormFields.decimal("") == nil)
        #expect(HabitFormFields.integer(" 4 ") == 4)
        #expect(HabitFormFields.integer("4.5") == nil)
    }
}

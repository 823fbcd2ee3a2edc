import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

@Suite("Habit detail screen")
struct HabitDetailPageTests {
    /// The clock reads Friday 10 April 2026, 19:30 UTC.
    private func page(_ web: WebHarness, _ habit: Habit, _ query: String = "") -> HTTPResponse {
        web.get("/habits/\(habit.id.uuidString)\(query)")
    }

    @Test(
        "Each type shows its primary action",
        arguments: [
            (
                HabitType.binary,
                ["name=\"action\" value=\"done\"", "aria-label=\"Mark Habit done\"", "Not done yet today"]
            ),
            (.negative, [">Slipped<", "aria-label=\"Log a slip for Habit\"", "No slip today"]),
            (
                .counter(target: 8),
                ["0 / 8 glasses", "aria-label=\"Add one to Habit\"", "aria-label=\"Remove one from Habit\""]
            ),
            (.atMost(target: 2), ["0 / 2 glasses", "aria-label=\"Add one to Habit\""]),
            (.timer(targetSeconds: 1800), ["Log a session", ">+5 min<", "id=\"minutes-today\"", "0 / 30 min"]),
        ])
    func primaryAction(type: HabitType, expected: [String]) throws {
        let web = try WebHarness()
        let habit = try web.habit("Habit", type, unit: "glasses")
        let response = page(web, habit)
        #expect(response.status == 200)
        let text = response.text
        for fragment in expected { #expect(text.contains(fragment), "missing \(fragment)") }
        // Every check-in form of the screen comes back to it and is instant.
        #expect(text.contains("action=\"/habits/\(habit.id.uuidString)/checkin\" data-instant"))
        #expect(text.contains("name=\"return\" value=\"/habits/\(habit.id.uuidString)\""))
    }

    @Test("Done from the detail screen records today, then the button offers Undo")
    func doneAndUndo() throws {
        let web = try WebHarness()
        let habit = try web.habit("Meditate")
        let id = habit.id.uuidString
        let response = web.post("/habits/\(id)/checkin", [("action", "done"), ("return", "/habits/\(id)")])
        #expect(response.status == 303)
        #expect(response.header("Location") == "/habits/\(id)")
        let text = web.follow(response).text
        #expect(text.contains("Done today"))
        #expect(text.contains("name=\"action\" value=\"undo\""))
        #expect(try web.tracker.views.summary(of: habit).isDoneToday)
    }

    @Test("The Score card shows the tracker's score, and the Streak card current and best")
    func scoreMatchesSummary() throws {
        let web = try WebHarness()
        let habit = try web.habit("Read")
        for offset in [1, 2, 3, 5, 6, 9, 12, 13, 14, 20] {
            try web.tracker.checkIns.complete(habit, on: day("2026-04-10").adding(days: -offset))
        }
        let summary = try web.tracker.views.summary(of: habit)
        #expect(summary.evaluation.scorePercent > 0)
        let text = page(web, habit).text
        #expect(text.contains("<p class=\"stat-value score-value\">\(summary.evaluation.scorePercent)%</p>"))
        #expect(text.contains("<span>\(summary.evaluation.currentStreak)</span>"))
        #expect(text.contains("/ best \(summary.evaluation.bestStreak)</span>"))
    }

    @Test("A few-days-a-week habit counts its streak in weeks")
    func weeklyStreak() throws {
        let web = try WebHarness()
        let habit = try web.habit("Run", frequency: .daysPerWeek(3))
        for text in ["2026-03-30", "2026-04-01", "2026-04-03", "2026-04-07"] {
            try web.tracker.checkIns.complete(habit, on: day(text))
        }
        let page = page(web, habit).text
        #expect(page.contains("weeks in a row"))
        #expect(page.contains(" wk</span>"))
    }

    @Test("About this score opens as a dialog, and without JavaScript leads to its section")
    func aboutScore() throws {
        let web = try WebHarness()
        let habit = try web.habit("Read")
        let text = page(web, habit).text
        #expect(text.contains("href=\"#about-score\" data-dialog=\"about-score-dialog\""))
        #expect(text.contains("<dialog id=\"about-score-dialog\""))
        #expect(text.contains("<section class=\"card about-score\" id=\"about-score\""))
        #expect(text.contains("It is not a streak"))
        #expect(text.contains("half as much"))
        #expect(text.contains("Only the days your schedule asks for count"))
        #expect(text.contains("starts at 0%"))
        #expect(!text.contains("Loop Habit Tracker"))
        let loop = try web.tracker.habits.createHabit(HabitDraft(name: "From Loop", scoreModel: .loop))
        #expect(self.page(web, loop).text.contains("Loop Habit Tracker’s formula"))
    }

    @Test("The calendar shows this month, with past days as links and today marked")
    func calendar() throws {
        let web = try WebHarness()
        let habit = try web.habit("Meditate")
        try web.tracker.checkIns.complete(habit, on: day("2026-04-08"))
        let id = habit.id.uuidString
        let text = page(web, habit).text
        #expect(text.contains("<h2 id=\"calendar-title\" aria-live=\"polite\">April 2026</h2>"))
        #expect(
            text.contains(
                "href=\"/habits/\(id)?month=2026-04&amp;day=2026-04-08#day-editor\" aria-label=\"8 April: done\""))
        #expect(text.contains("aria-label=\"9 April: not done\""))
        #expect(text.contains("aria-label=\"10 April: not done, today\" aria-current=\"date\""))
        #expect(
            text.contains(
                "<span class=\"day future\"><span class=\"visually-hidden\">11 April: upcoming</span>"
                    + "<span aria-hidden=\"true\">11</span></span>"))
        // No next month after the current one; the previous one is a link.
        #expect(text.contains("href=\"/habits/\(id)?month=2026-03#calendar\""))
        #expect(!text.contains("month=2026-05"))
        // Weeks start on the setting's weekday.
        #expect(text.contains("<thead><tr><th scope=\"col\" abbr=\"Monday\">"))
        try web.tracker.preferences.setWeekStart(.sunday)
        #expect(page(web, habit).text.contains("<thead><tr><th scope=\"col\" abbr=\"Sunday\">"))
    }

    @Test("?month= shows another month; unreadable or future months are refused with 400")
    func monthNavigation() throws {
        let web = try WebHarness()
        let habit = try web.habit("Meditate")
        let id = habit.id.uuidString
        let march = page(web, habit, "?month=2026-03")
        #expect(march.status == 200)
        #expect(march.text.contains(">March 2026</h2>"))
        #expect(march.text.contains("href=\"/habits/\(id)#calendar\""))  // next: back to this month
        #expect(march.text.contains("href=\"/habits/\(id)?month=2026-02#calendar\""))
        #expect(march.text.contains(">This month</a>"))
        #expect(page(web, habit, "?month=2025-12").text.contains(">December 2025</h2>"))
        for bad in ["2026-13", "2026-4", "april", "2026-05", "0000-01", "2026-04-01"] {
            let response = page(web, habit, "?month=\(bad)")
            #expect(response.status == 400, "?month=\(bad)")
            #expect(response.text.contains("is not a month this calendar can show"))
        }
        #expect(page(web, habit, "?range=decade").status == 400)
        #expect(page(web, habit, "?day=2026-04-11").status == 400)
        #expect(page(web, habit, "?day=yesterday").status == 400)
    }

    @Test("?day= opens the day editor with the controls of the habit's type")
    func dayEditor() throws {
        let web = try WebHarness()
        let counter = try web.habit("Water", .counter(target: 8), unit: "glasses")
        #expect(!page(web, counter).text.contains("id=\"day-editor\""))
        let text = page(web, counter, "?day=2026-04-08").text
        #expect(text.contains("<section class=\"card day-editor\" id=\"day-editor\""))
        #expect(text.contains(">Wednesday 8 April</h2>"))
        #expect(text.contains("<input type=\"hidden\" name=\"day\" value=\"2026-04-08\">"))
        #expect(text.contains("name=\"action\" value=\"set\"><label for=\"day-value\">Glasses</label>"))
        #expect(text.contains("action=\"/habits/\(counter.id.uuidString)/note\""))
        #expect(text.contains("action=\"/habits/\(counter.id.uuidString)/skip\""))
        #expect(text.contains(">Skip this day<") || text.contains("Skip this day</button>"))
        // Days before the habit began are before it (not "not scheduled"), and still editable.
        #expect(text.contains("class=\"day before-start selected\""))
        let binary = try web.habit("Meditate")
        let binaryEditor = page(web, binary, "?day=2026-04-07").text
        #expect(binaryEditor.contains(">Mark done</button>"))
        // A day done can't be skipped (its record would win), so the editor doesn't offer it.
        try web.tracker.checkIns.complete(binary, on: day("2026-04-06"))
        let doneEditor = page(web, binary, "?day=2026-04-06").text
        #expect(doneEditor.contains(">Mark not done</button>"))
        #expect(!doneEditor.contains("action=\"/habits/\(binary.id.uuidString)/skip\""))
        let timer = try web.habit("Read", .timer(targetSeconds: 1800))
        #expect(page(web, timer, "?day=2026-04-07").text.contains("<label for=\"day-value\">Minutes</label>"))
    }

    @Test("Editing a past day's value and note through the forms changes the database and the history")
    func editPastDay() throws {
        let web = try WebHarness()
        let habit = try web.habit("Water", .counter(target: 8), unit: "glasses")
        let id = habit.id.uuidString
        let back = "/habits/\(id)?month=2026-04&day=2026-04-08#day-editor"
        let set = web.post(
            "/habits/\(id)/checkin", [("action", "set"), ("value", "5"), ("day", "2026-04-08"), ("return", back)])
        #expect(set.status == 303)
        #expect(set.header("Location") == back)
        let noted = web.post(
            "/habits/\(id)/note", [("note", "After the run"), ("day", "2026-04-08"), ("return", back)])
        #expect(noted.status == 303)
        let records = try web.tracker.testStore.completions(of: habit.id, on: day("2026-04-08"))
        #expect(records.map(\.value) == [5])
        #expect(records.map(\.note) == ["After the run"])
        let text = web.get(String(back.prefix { $0 != "#" })).text
        #expect(text.contains("<time datetime=\"2026-04-08\">Wed 8 Apr 2026</time>"))
        #expect(text.contains("<span class=\"history-value\">5 glasses</span>"))
        #expect(text.contains("<p class=\"history-note\">After the run</p>"))
        #expect(text.contains("aria-label=\"8 April: 5 / 8 glasses, has a note\""))
        #expect(text.contains("value=\"5\""))
        #expect(text.contains(">After the run</textarea>"))
    }

    @Test("Skip this day excuses the day and lists it with its reason")
    func skipDay() throws {
        let web = try WebHarness()
        let habit = try web.habit("Meditate")
        try web.tracker.checkIns.complete(habit, on: day("2026-04-01"))  // the habit's history begins before the day
        let id = habit.id.uuidString
        let back = "/habits/\(id)?month=2026-04&day=2026-04-06#day-editor"
        let response = web.post(
            "/habits/\(id)/skip", [("day", "2026-04-06"), ("note", "Flu"), ("return", back)])
        #expect(response.status == 303)
        #expect(try web.tracker.testStore.skips(of: habit.id).map(\.days) == [DayRange(day: day("2026-04-06"))])
        let text = web.get(String(back.prefix { $0 != "#" })).text
        #expect(text.contains("aria-label=\"6 April: skipped\""))
        #expect(text.contains("This day is skipped."))
        #expect(text.contains("Skips and pauses"))
        #expect(text.contains("<p class=\"history-note\">Flu</p>"))
    }

    @Test("The history lists days newest first, then offers the rest")
    func historyList() throws {
        let web = try WebHarness()
        let habit = try web.habit("Meditate")
        for offset in 0..<20 { try web.tracker.checkIns.complete(habit, on: day("2026-04-10").adding(days: -offset)) }
        let text = page(web, habit).text
        let today = try #require(text.range(of: "<time datetime=\"2026-04-10\">Today</time>"))
        let yesterday = try #require(text.range(of: "<time datetime=\"2026-04-09\">Yesterday</time>"))
        #expect(today.lowerBound < yesterday.lowerBound)
        #expect(!text.contains("<time datetime=\"2026-03-22\">"))
        #expect(text.contains("Show all 20 days"))
        #expect(page(web, habit, "?history=all").text.contains("<time datetime=\"2026-03-22\">"))
    }

    @Test("The charts are SVG images with names, and follow the range switch")
    func charts() throws {
        let web = try WebHarness()
        let habit = try web.habit("Water", .counter(target: 8), unit: "glasses")
        try web.tracker.checkIns.log(habit, value: 6, on: day("2026-04-09"))
        let text = page(web, habit).text
        #expect(text.components(separatedBy: "role=\"img\"").count == 4)
        #expect(text.contains("<title>Score over time</title>"))
        #expect(text.contains("<title>Total per week · glasses</title>"))
        #expect(text.contains("<title>Days done by weekday</title>"))
        #expect(text.contains("aria-current=\"true\">Week</a>"))
        let yearly = page(web, habit, "?range=year").text
        #expect(yearly.contains("aria-current=\"true\">Year</a>"))
        #expect(yearly.contains("<title>Total per year · glasses</title>"))
        let daily = page(web, habit, "?range=day").text
        #expect(daily.contains("class=\"reference\""))
        // A habit two days old: the chart keeps its minimum of six periods.
        #expect(daily.contains("Score over time, the last 6 days: "))
    }

    @Test("Statistics show the completion rate, days done and the total amount")
    func statistics() throws {
        let web = try WebHarness()
        let habit = try web.habit("Read", .timer(targetSeconds: 1800))
        try web.tracker.checkIns.log(habit, value: 45, on: day("2026-04-09"))
        try web.tracker.checkIns.log(habit, value: 30, on: day("2026-04-10"))
        let text = page(web, habit).text
        #expect(text.contains("<dt>Total</dt><dd><strong>1 h 15 min</strong>"))
        #expect(text.contains("<dt>Completion</dt><dd><strong>100%</strong>"))
        #expect(text.contains("2 days"))
    }

    @Test("The screen speaks French")
    func french() throws {
        let web = try WebHarness()
        try web.tracker.preferences.setLanguage(.french)
        let habit = try web.habit("Lire", .timer(targetSeconds: 1800))
        try web.tracker.checkIns.log(habit, value: 40, on: day("2026-04-08"))
        try web.tracker.checkIns.note(habit, text: "Très bien", on: day("2026-04-08"))
        let text = page(web, habit, "?day=2026-04-01").text
        #expect(text.contains("<html lang=\"fr\">"))
        #expect(text.contains("Tous les jours"))
        #expect(text.contains("Minuteur · objectif 30 min"))
        #expect(text.contains("À propos de ce score"))
        #expect(text.contains("Ce n’est pas une série"))
        #expect(text.contains("Il part de 0\u{202F}%"))
        #expect(text.contains("Noter une séance"))
        #expect(text.contains(">Avril 2026</h2>"))
        #expect(text.contains("aria-label=\"8 avril\u{00A0}: 40 / 30 min, avec une note\""))
        #expect(text.contains(">Mercredi 1er avril</h2>"))
        #expect(text.contains("Sauter ce jour"))
        #expect(text.contains("Historique"))
        #expect(text.contains("Mer. 8 avr. 2026"))
        #expect(text.contains("<title>Score dans le temps</title>"))
        #expect(text.contains("record"))
        #expect(!text.contains("About this score"))
        let french = web.get("/habits/\(habit.id.uuidString)?month=13")
        #expect(french.status == 400)
        #expect(french.text.contains("n’est pas un mois"))
    }

    @Test("An archived habit says so, offers Unarchive and no check-in")
    func archived() throws {
        let web = try WebHarness()
        let habit = try web.tracker.habits.archive(try web.habit("Old"))
        let id = habit.id.uuidString
        let text = page(web, habit, "?day=2026-04-08").text
        #expect(text.contains("This habit is archived"))
        #expect(text.contains("action=\"/habits/\(id)/unarchive\""))
        #expect(text.contains(">Unarchive</button>"))
        #expect(!text.contains("/checkin\""))
        #expect(!text.contains("action=\"/habits/\(id)/note\""))
        #expect(text.contains("Unarchive the habit to change its days."))
    }

    @Test("Unknown ids and ids that are not UUIDs are 404", arguments: [UUID().uuidString, "not-a-uuid", "12"])
    func notFound(id: String) throws {
        let web = try WebHarness()
        try web.habit("Read")
        let response = web.get("/habits/\(id)")
        #expect(response.status == 404)
        #expect(response.text.contains("Not found"))
    }

    @Test("Notes and names are shown as text, never as markup")
    func escaping() throws {
        let web = try WebHarness()
        let habit = try web.habit("<i>Read</i>")
        try web.tracker.checkIns.complete(habit, on: day("2026-04-08"))
        try web.tracker.checkIns.note(habit, text: "<b>bold</b> & \"quoted\"", on: day("2026-04-08"))
        let text = page(web, habit, "?day=2026-04-08").text
        #expect(!text.contains("<b>bold</b>"))
        #expect(!text.contains("<i>Read</i>"))
        #expect(text.contains("&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;"))
        #expect(text.contains("<h1>&lt;i&gt;Read&lt;/i&gt;</h1>"))
    }
}

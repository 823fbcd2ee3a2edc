import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The `<li>` cells of one habit's row on the Overview page.
private func cells(of name: String, in page: String) throws -> [Substring] {
    let start = try #require(page.range(of: "<ol class=\"ov-cells\" role=\"list\" aria-label=\"\(name)\">"))
    let end = try #require(page.range(of: "</ol>", range: start.upperBound..<page.endIndex))
    return page[start.upperBound..<end.lowerBound].components(separatedBy: "<li class=\"").dropFirst().map {
        Substring($0)
    }
}

/// The classes of a cell (`v4 today`).
private func classes(_ cell: Substring) -> String {
    String(cell.prefix { $0 != "\"" })
}

@Suite("Overview screen")
struct OverviewPageTests {
    @Test("Every active habit gets a row of 35 days ending today, in order, with streak and score")
    func rows() throws {
        let web = try WebHarness()
        let read = try web.habit("Read", color: .teal)
        try web.habit("Water", .counter(target: 8), unit: "glasses")
        try web.tracker.habits.archive(try web.habit("Old"))
        try web.tracker.checkIns.complete(read, on: try web.tracker.today())
        let page = web.get("/overview")
        #expect(page.status == 200)
        let html = page.text
        #expect(html.contains("aria-current=\"page\""))
        #expect(try cells(of: "Read", in: html).count == 35)
        #expect(try cells(of: "Water", in: html).count == 35)
        #expect(html.components(separatedBy: "<span class=\"ov-day").count - 1 == 35)
        #expect(!html.contains("aria-label=\"Old\""))
        let readRow = try #require(html.range(of: "aria-label=\"Read\""))
        let waterRow = try #require(html.range(of: "aria-label=\"Water\""))
        #expect(readRow.lowerBound < waterRow.lowerBound)
        #expect(html.contains("<li class=\"ov-habit hc-teal\">"))
        #expect(html.contains("href=\"/habits/\(read.id.uuidString)\""))
        #expect(html.contains("Streak: 1 day"))
        // The header ends with today (Friday 10), which is marked.
        #expect(
            html.contains("<span class=\"ov-day today\"><span class=\"wd\">F</span><span class=\"dn\">10</span></span>")
        )
        // Phones show the last 14 days, tablets 21: the others carry o1 / o2.
        let readCells = try cells(of: "Read", in: html)
        #expect(readCells.filter { classes($0).contains("o2") }.count == 14)
        #expect(readCells.filter { classes($0).contains("o1") }.count == 7)
        #expect(readCells.suffix(14).allSatisfy { !classes($0).contains(" o") })
    }

    @Test("Cells are tinted by the day's value and named by date and state")
    func tints() throws {
        let web = try WebHarness()  // Friday 10 April 2026
        let meditate = try web.habit("Meditate")
        let water = try web.habit("Water", .counter(target: 8), unit: "glasses")
        let gym = try web.habit("Gym", frequency: .specificDays([.monday, .wednesday, .friday]))
        let smoke = try web.habit("Smoke", .negative)
        let day = { (text: String) throws -> LogicalDay in try #require(LogicalDay(text)) }
        try web.tracker.checkIns.complete(meditate, on: try day("2026-04-07"))  // Tuesday
        try web.tracker.checkIns.complete(meditate, on: try day("2026-04-08"))
        try web.tracker.checkIns.complete(meditate, on: try day("2026-04-10"))
        try web.tracker.checkIns.skip(
            meditate, days: try DayRange(from: try day("2026-04-09"), through: try day("2026-04-09")))
        try web.tracker.checkIns.log(water, value: 4, on: try day("2026-04-09"))
        try web.tracker.checkIns.log(water, value: 8, on: try day("2026-04-10"))
        try web.tracker.checkIns.log(water, value: 1, on: try day("2026-04-08"))
        try web.tracker.checkIns.complete(gym, on: try day("2026-04-06"))  // Monday
        try web.tracker.checkIns.complete(smoke, on: try day("2026-04-10"))
        let html = web.get("/overview").text

        let meditateCells = try cells(of: "Meditate", in: html).suffix(4).map(classes)
        #expect(meditateCells == ["v4", "v4", "sk", "v4 today"])
        let waterCells = try cells(of: "Water", in: html).suffix(3).map(classes)
        #expect(waterCells == ["v1", "v2", "v4 today"])
        // Monday done; Tuesday, Thursday not due; Wednesday missed; Friday (today) still open.
        let gymCells = try cells(of: "Gym", in: html).suffix(5).map(classes)
        #expect(gymCells == ["v4", "nd", "v0", "nd", "v0 today"])
        // A slip is drawn failed (as ✗ on the command line), not as a day with nothing done.
        #expect(try cells(of: "Smoke", in: html).last.map(classes) == "xf today")
        #expect(html.contains("<span>Friday 10 April: Not done yet</span>"))

        #expect(html.contains("<span>Friday 10 April: Done</span>"))
        #expect(html.contains("<span>Thursday 9 April: Skipped</span>"))
        #expect(html.contains("<span>Thursday 9 April: 50% done</span>"))
        #expect(html.contains("<span>Tuesday 7 April: Not scheduled</span>"))
        #expect(html.contains("<span>Friday 10 April: Slipped</span>"))
        #expect(html.contains("<ul class=\"ov-legend hc-blue\""))
    }

    @Test("A longer span shows exactly that many days in a row that scrolls")
    func span() throws {
        let web = try WebHarness()
        try web.habit("Read")
        let long = web.get("/overview?days=91").text
        #expect(long.contains("<section class=\"overview scrolls\""))
        #expect(try cells(of: "Read", in: long).count == 91)
        #expect(try cells(of: "Read", in: long).allSatisfy { !classes($0).contains(" o") })
        #expect(long.contains("<a href=\"/overview?days=91\" aria-current=\"page\">3 months</a>"))
        for bad in ["0", "abc", "9999", "-3"] {
            let page = web.get("/overview?days=\(bad)")
            #expect(page.status == 200)
            #expect(try cells(of: "Read", in: page.text).count == 35)
        }
    }

    @Test("Archived habits are listed below with an Unarchive button")
    func archived() throws {
        let web = try WebHarness()
        try web.habit("Active")
        let old = try web.tracker.habits.archive(try web.habit("Guitar"))
        let html = web.get("/overview").text
        let section = try #require(html.range(of: "<section class=\"archived\" id=\"archived\""))
        #expect(try #require(html.range(of: ">Guitar<")).lowerBound > section.lowerBound)
        #expect(html.contains("Since 10 Apr 2026"))
        #expect(html.contains("action=\"/habits/\(old.id.uuidString)/unarchive\""))
        #expect(html.contains("aria-label=\"Unarchive Guitar\""))
        let response = web.post(
            "/habits/\(old.id.uuidString)/unarchive", [("return", "/overview?notice=unarchived")])
        #expect(response.header("Location") == "/overview?notice=unarchived")
        let after = web.follow(response).text
        #expect(!after.contains("<section class=\"archived\""))
        #expect(try cells(of: "Guitar", in: after).count == 35)
    }

    @Test("Without habits the page invites to create one, and still lists the archived ones")
    func empty() throws {
        let web = try WebHarness()
        let blank = web.get("/overview").text
        #expect(blank.contains("No habits yet"))
        #expect(blank.contains("href=\"/habits/new\""))
        #expect(!blank.contains("class=\"overview"))
        #expect(!blank.contains("<section class=\"archived\""))
        try web.tracker.habits.archive(try web.habit("Old"))
        let onlyArchived = web.get("/overview").text
        #expect(onlyArchived.contains("No habits yet"))
        #expect(onlyArchived.contains("<section class=\"archived\""))
    }

    @Test("Names are escaped")
    func escaping() throws {
        let web = try WebHarness()
        try web.habit("<b>bold</b>")
        let html = web.get("/overview").text
        #expect(!html.contains("<b>bold"))
        #expect(html.contains("&lt;b&gt;bold&lt;/b&gt;"))
    }

    @Test("The Overview speaks French")
    func french() throws {
        let web = try WebHarness()
        try web.tracker.preferences.setLanguage(.french)
        let habit = try web.habit("Lire")
        try web.tracker.checkIns.complete(habit, on: try web.tracker.today())
        try web.tracker.habits.archive(try web.habit("Ancienne"))
        let html = web.get("/overview").text
        #expect(html.contains("<h1>Vue d’ensemble</h1>"))
        #expect(html.contains("<span>vendredi 10 avril\u{00A0}: Fait</span>"))
        #expect(html.contains("Série\u{00A0}: 1 jour"))
        #expect(html.contains("<span class=\"wd\">V</span><span class=\"dn\">10</span>"))
        #expect(html.contains("Archivées"))
        #expect(html.contains("Désarchiver"))
        #expect(html.contains("<span class=\"visually-hidden\">Score\u{00A0}: </span>5\u{202F}%</span>"))
    }
}

import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The classes of every `<li>` cell of the Overview grid, and those of the legend's swatches.
private func cellClasses(_ page: String) -> [Set<String>] {
    classLists(page, after: "<ol class=\"ov-cells\"", until: "</ol>", marker: "<li class=\"")
}

private func swatchClasses(_ page: String) -> [Set<String>] {
    classLists(page, after: "<ul class=\"ov-legend", until: "</ul>", marker: "<span class=\"ov-swatch ")
}

private func classLists(_ page: String, after start: String, until end: String, marker: String) -> [Set<String>] {
    var lists: [Set<String>] = []
    var rest = page[...]
    while let open = rest.range(of: start) {
        let close = rest.range(of: end, range: open.upperBound..<rest.endIndex)?.lowerBound ?? rest.endIndex
        for piece in rest[open.upperBound..<close].components(separatedBy: marker).dropFirst() {
            lists.append(Set(piece.prefix { $0 != "\"" }.split(separator: " ").map(String.init)))
        }
        rest = rest[close...]
    }
    return lists
}

/// The tint classes: what says the state of a day (not its place on screen).
private let layoutClasses: Set<String> = ["today", "o1", "o2", "off"]

@Suite("Overview: the legend matches the cells, and days before a habit are not 'not scheduled'")
struct OverviewLegendTests {
    /// A grid with every state: done, partly, missed, not due, skipped, before the habit.
    private static func grid() throws -> WebHarness {
        let web = try WebHarness()
        let today = try web.tracker.today()
        let read = try web.habit("Read", color: .purple)
        let water = try web.habit("Water", .counter(target: 8))
        let gym = try web.habit("Gym", frequency: .specificDays([.monday, .wednesday, .friday]), color: .orange)
        for offset in 0..<20 {
            let day = today.adding(days: -offset)
            if offset % 3 != 0 { try web.tracker.checkIns.complete(read, on: day) }
            try web.tracker.checkIns.log(water, value: Double(offset % 9), on: day)
        }
        try web.tracker.checkIns.complete(gym, on: today.adding(days: -11))
        try web.tracker.checkIns.skip(
            read, days: try DayRange(from: today.adding(days: -3), through: today.adding(days: -3)))
        return web
    }

    @Test("Every state a cell shows has a legend swatch with the same class, and the legend shows no other")
    func legendCoversCells() throws {
        let page = try Self.grid().get("/overview").text
        let states = Set(cellClasses(page).map { $0.subtracting(layoutClasses) })
        let swatches = Set(swatchClasses(page))
        // Partly is one swatch for the three partial tints.
        let partial: Set<Set<String>> = [["v1"], ["v2"], ["v3"]]
        let shown = Set(states.map { partial.contains($0) ? ["v2"] : $0 })
        #expect(shown.isSubset(of: swatches), "cells \(shown) vs legend \(swatches)")
        #expect(swatches.isSubset(of: shown.union([["v2"]])), "legend \(swatches) vs cells \(shown)")
        #expect(states.contains(["bs"]))
        #expect(swatches.contains(["bs"]))
    }

    @Test("The legend wears a habit's colour, so its swatches are painted as that habit's cells")
    func legendColour() throws {
        let page = try Self.grid().get("/overview").text
        #expect(page.contains("<ul class=\"ov-legend hc-purple\""))
        #expect(page.contains("<li class=\"ov-habit hc-purple\">"))
    }

    @Test("Each tint rule paints cells and swatches alike, and the legend does not repaint its colour")
    func stylesheetSharesTints() {
        let css = Stylesheet.overview
        for state in ["v0", "v1", "v2", "v3", "v4", "nd", "sk", "bs"] {
            let rules = css.components(separatedBy: "\n").filter {
                $0.contains(".\(state) ") || $0.contains(".\(state){")
            }
            #expect(!rules.isEmpty, "no rule for .\(state)")
            for rule in rules where rule.contains("background") {
                #expect(rule.contains(":is(.ov-cells li, .ov-swatch).\(state)"), "\(rule)")
            }
        }
        let legendRule = css.components(separatedBy: "\n").first { $0.contains(".ov-legend {") } ?? ""
        #expect(!legendRule.contains("--hc"))
    }

    @Test(
        "Days before an every-day habit began are 'before this habit', in the grid and the detail calendar",
        arguments: [HabitType.binary, .counter(target: 3), .timer(targetSeconds: 600), .negative, .atMost(target: 2)])
    func beforeStart(type: HabitType) throws {
        let web = try WebHarness()  // Friday 10 April: the habit is created today
        let habit = try web.habit("New", type)
        let overview = web.get("/overview").text
        let cells = cellClasses(overview)
        #expect(cells.count == 35)
        #expect(cells.dropLast().allSatisfy { $0.contains("bs") })
        #expect(!overview.contains("Thursday 9 April: Not scheduled"))
        #expect(overview.contains("Thursday 9 April: Before this habit"))
        let detail = web.get("/habits/\(habit.id.uuidString)").text
        #expect(detail.contains("aria-label=\"9 April: before this habit\""))
        #expect(!detail.contains(": not scheduled"))
        #expect(detail.contains("class=\"day before-start\""))
        #expect(detail.contains("Before this habit</li>"))
        try web.tracker.preferences.setLanguage(.french)
        #expect(web.get("/overview").text.contains("jeudi 9 avril\u{00A0}: Avant cette habitude"))
    }

    @Test("Days after the first done day, or on a schedule's off days, keep their own states")
    func withinLife() throws {
        let web = try WebHarness()
        let today = try web.tracker.today()
        let gym = try web.habit("Gym", frequency: .specificDays([.monday, .wednesday, .friday]))
        let read = try web.habit("Read")
        // Done a week before it was created: the schedule starts there.
        try web.tracker.checkIns.complete(gym, on: today.adding(days: -11))  // Monday 30 March
        try web.tracker.checkIns.complete(read, on: today.adding(days: -4))
        let page = web.get("/overview").text
        #expect(page.contains("Tuesday 31 March: Not scheduled"))
        #expect(page.contains("Sunday 29 March: Before this habit"))
        #expect(page.contains("Sunday 5 April: Before this habit"))
        #expect(page.contains("Tuesday 7 April: Missed"))
    }

    @Test("An archived habit's detail calls the days after its archiving so, not 'not scheduled'")
    func afterArchive() throws {
        let web = try WebHarness(now: "2026-04-05T10:00:00Z")
        let habit = try web.habit("Old")
        try web.tracker.checkIns.complete(habit, on: try web.tracker.today())
        try web.tracker.habits.archive(habit)
        web.clock.set(instant("2026-04-10T10:00:00Z"))
        let detail = web.get("/habits/\(habit.id.uuidString)").text
        #expect(detail.contains("aria-label=\"8 April: after it was archived\""))
        #expect(detail.contains("class=\"day after-archive\""))
        #expect(detail.contains("Archived</li>"))
    }
}

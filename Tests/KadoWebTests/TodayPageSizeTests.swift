import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// Today lists every habit, a thousand rows for some: a row must carry only what is its own (issue
/// 11 asks for Today on 1,000 habits in a quarter of its former 2 MiB). These tests build Today for
/// 200 habits of every type and state and measure each row's markup, that is its bytes without the
/// habit's own data: the detail address and the ids its buttons carry, the link's accessible name,
/// the icon, the streak's tooltip and the texts shown.
@Suite("Today's page size")
struct TodayPageSizeTests {
    /// The most markup a row may have. The largest row, a counter done in part today with a streak,
    /// is ≈ 435 bytes: `<li class="habit-row hc-orange is-done">` (37), the link's tags (25), the
    /// ring with track, arc and icon (≈ 105 with the arc's dash), the name and facts with the
    /// streak's and the progress's spans (≈ 110), and the stepper's two buttons (≈ 155, each with
    /// its `aria-label`, whose words — the habit's name — are the row's own, so that it is named
    /// without the script). A per-row copy of anything the page says once (the token's field is 85
    /// bytes, a `title` 40, a glyph's `<svg>` 43, a second link to the detail 60) takes a row over it.
    static let markupBound = 450

    /// A page of 200 habits: every type, some scheduled on another day, some done on the days
    /// before (a streak) and today.
    /// `page` is Today's first screen, `screens` every screen of rows one after the other.
    static func page(language: Language = .english) throws -> (
        page: String, screens: String, habits: [Habit], token: String
    ) {
        let web = try WebHarness()
        if language != .english { try web.tracker.preferences.setLanguage(language) }
        let types: [HabitType] = [
            .binary, .counter(target: 8), .timer(targetSeconds: 1800), .negative, .atMost(target: 3),
        ]
        var habits: [Habit] = []
        let context = try web.tracker.context()
        for index in 0..<200 {
            let type = types[index % types.count]
            let habit = try web.habit(
                "Habit \(index + 1) (\(type.kind.rawValue))", type,
                frequency: index % 7 == 6 ? .specificDays([.monday]) : .daily,
                color: HabitColor.allCases[index % HabitColor.allCases.count],
                unit: type.kind == .counter ? "glasses" : nil)
            for daysBack in 0..<(index % 3 == 0 ? index % 5 + 1 : 0) {
                try web.tracker.checkIns.checkIn(
                    .increase, habit: .id(habit.id), day: context.today.adding(days: -daysBack), in: context)
            }
            habits.append(habit)
        }
        let page = web.get("/").text
        let screens = stride(from: 0, to: habits.count, by: TodayWindow.rowsPerScreen).map {
            web.get("/?from=\($0)").text
        }
        return (page, screens.joined(), habits, web.cookies[RequestContext.csrfCookie] ?? "")
    }

    /// The rows of `page`, each from `<li class="habit-row` to its `</li>`.
    static func rows(of page: String) -> [Substring] {
        page.components(separatedBy: "<li class=\"habit-row").dropFirst().map {
            Substring("<li class=\"habit-row" + ($0.components(separatedBy: "</li>").first ?? "") + "</li>")
        }
    }

    /// The bytes of `row` that are not the habit's own data (see the suite).
    static func markupBytes(of row: Substring, id: String) -> Int {
        var own = 0
        for attribute in ["href", "aria-label", "title", "value", "id"] {
            for piece in row.components(separatedBy: " \(attribute)=\"").dropFirst() {
                let value = piece.prefix { $0 != "\"" }
                // A button's value is its habit's id, the row's id (its anchor) too; any other
                // value is markup.
                if attribute == "value" && value != id { continue }
                if attribute == "id" && value != TodayRow.anchor(of: UUID(uuidString: id) ?? UUID()) { continue }
                own += value.utf8.count
            }
        }
        for piece in row.components(separatedBy: ">").dropFirst() {
            own += piece.prefix { $0 != "<" }.utf8.count
        }
        return row.utf8.count - own
    }

    @Test("Each row's markup stays within the bound, in English and in French", arguments: [Language.english, .french])
    func rowMarkup(language: Language) throws {
        let (_, screens, habits, _) = try Self.page(language: language)
        let rows = Self.rows(of: screens)
        #expect(rows.count == habits.count)
        for habit in habits {
            let id = habit.id.uuidString
            let row = try #require(rows.first { $0.contains("<a href=\"/habits/\(id)\"") }, "\(habit.name)")
            let markup = Self.markupBytes(of: row, id: id)
            #expect(markup <= Self.markupBound, "\(habit.name): \(markup) bytes of markup\n\(row)")
        }
        let total = rows.reduce(0) { $0 + $1.utf8.count }
        // A printed figure to follow the design by: the average row, all bytes included.
        print("Today, \(habits.count) rows (\(language.rawValue)): \(total / rows.count) bytes per row")
    }

    @Test("What every row shares is said once per page: token, day, return, phrases, glyphs")
    func sharedOnce() throws {
        let (page, _, _, token) = try Self.page()
        try #require(!token.isEmpty)
        #expect(page.components(separatedBy: token).count - 1 == 1)
        #expect(page.components(separatedBy: "name=\"day\"").count - 1 == 1)
        #expect(page.components(separatedBy: "name=\"return\"").count - 1 == 1)
        #expect(page.components(separatedBy: "Mark {name} done").count - 1 == 1)
        #expect(page.components(separatedBy: "<form class=\"checkin").count - 1 == 1)
        for row in Self.rows(of: page) {
            #expect(!row.contains("<svg class=\"glyph\""), "\(row)")
            let buttons = row.components(separatedBy: "<button").dropFirst().map { $0.prefix { $0 != ">" } }
            #expect(buttons.allSatisfy { !$0.contains(" title=") }, "the tooltip is the script's: \(row)")
            #expect(row.components(separatedBy: "<a ").count - 1 == 1, "one link per row: \(row)")
        }
    }
}

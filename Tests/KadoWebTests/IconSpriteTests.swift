import Foundation
import KadoApp
import KadoCore
import Testing

@testable import KadoWeb

@Suite("Icons drawn once per page")
struct IconSpriteTests {
    /// The `id`s of the page's `<symbol>`s, in order.
    static func symbolIDs(in page: String) -> [String] {
        page.components(separatedBy: "<symbol id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    /// Every screen with icons: what each `<use>` names is defined once in the same page, and
    /// nothing else is.
    @Test(
        "Every icon a page uses is defined once in its sprite, inside <main>",
        arguments: ["/", "/overview", "/settings", "/habits/new", "HABIT", "HABIT/edit", "HABIT/delete", "/nowhere"])
    func everyReferenceResolves(_ target: String) throws {
        let web = try WebHarness()
        let run = try web.tracker.habits.createHabit(.init(name: "Run", icon: "figure.run"))
        _ = try web.tracker.habits.createHabit(.init(name: "Walk", icon: "figure.walk"))
        _ = try web.tracker.habits.createHabit(.init(name: "Stretch", icon: "tortoise.fill"))
        let path = target.replacingOccurrences(of: "HABIT", with: "/habits/\(run.id.uuidString)")
        let page = web.get(path).text
        let used = Set(IconSprite.referencedIDs(in: page))
        let defined = Self.symbolIDs(in: page)
        #expect(!used.isEmpty)
        #expect(Set(defined) == used)
        #expect(defined.count == Set(defined).count, "a symbol defined twice")
        // Instant check-ins replace <main>: the sprite must come with it.
        let main = try #require(page.range(of: "<main"))
        let sprite = try #require(page.range(of: "<svg class=\"icon-sprite\" aria-hidden=\"true\""))
        #expect(sprite.lowerBound > main.lowerBound)
    }

    @Test("Today draws a shared icon and glyph once, however many rows use it")
    func onceForManyRows() throws {
        let web = try WebHarness()
        for index in 1...12 { _ = try web.tracker.habits.createHabit(.init(name: "Read \(index)", icon: "book.fill")) }
        let page = web.get("/").text
        let book = try #require(HabitIcons.icon(for: "book.fill"))
        #expect(page.components(separatedBy: book.body).count - 1 == 1)
        #expect(page.components(separatedBy: "<use href=\"#i-book.fill\"/>").count - 1 == 12)
        // The rows' check glyph is drawn once, by the stylesheet, and not in the page at all.
        #expect(page.components(separatedBy: "<button class=\"check\"").count - 1 == 12)
        #expect(!page.contains(Glyph.check.body) && !page.contains("#g-check"))
        #expect(Stylesheet.all.components(separatedBy: Stylesheet.mask(.check)).count - 1 == 1)
    }

    @Test("Each glyph's symbol holds its drawing in the 24×24 box, hidden from assistive technology")
    func glyphSymbols() {
        for glyph in Glyph.allCases {
            #expect(glyph.symbol == "<symbol id=\"g-\(glyph.rawValue)\" viewBox=\"0 0 24 24\">\(glyph.body)</symbol>")
            #expect(IconSprite.symbol(id: glyph.symbolID) == glyph.symbol)
            let svg = glyph.svg.description
            #expect(svg.contains("aria-hidden=\"true\"") && svg.contains("focusable=\"false\""))
            #expect(svg.contains("<use href=\"#g-\(glyph.rawValue)\"/>"))
        }
        let sprite = IconSprite.sprite(for: [Glyph.check.svg, HabitIcons.svg("figure.run")]).description
        #expect(sprite.hasPrefix("<svg class=\"icon-sprite\" aria-hidden=\"true\" focusable=\"false\">"))
        #expect(Self.symbolIDs(in: sprite) == ["g-check", "i-figure.run"])
    }

    @Test(
        "References the sprite does not draw are left out, and markup without icons gets no sprite",
        arguments: [
            ("<use href=\"#g-nothing\"/>", 0), ("<use href=\"#i-no.such\"/>", 0), ("<use href=\"#", 0),
            ("<a href=\"#main\">skip</a>", 0), ("", 0), ("<use href=\"#g-plus\"/><use href=\"#g-plus\"/>", 1),
        ])
    func unknownReferences(_ markup: String, symbols: Int) {
        let sprite = IconSprite.sprite(for: [HTML(trusted: markup)]).description
        #expect(Self.symbolIDs(in: sprite).count == symbols)
        if symbols == 0 { #expect(sprite.isEmpty) }
    }

    @Test("A habit's name cannot forge a reference: it is escaped")
    func escapedNames() throws {
        let web = try WebHarness()
        try web.habit("<use href=\"#g-trash\"/>")
        let page = web.get("/").text
        #expect(!Self.symbolIDs(in: page).contains("g-trash"))
    }
}

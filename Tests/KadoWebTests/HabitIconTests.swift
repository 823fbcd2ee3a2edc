import Foundation
import KadoCore
import Testing

@testable import KadoWeb

@Suite("Habit icons")
struct HabitIconTests {
    /// The icon names found in real Kadō backups (the shared fixtures).
    static let namesInBackups = [
        "moon.stars.fill", "leaf.fill", "fork.knife", "figure.yoga", "figure.run", "figure.mind.and.body",
        "dumbbell.fill", "cup.and.saucer.fill", "carrot.fill", "book.fill", "bicycle", "bed.double.fill", "target",
        "sun.max.fill", "star.fill", "sparkles", "phone.fill", "paintbrush.fill", "music.note", "laptopcomputer",
        "house.fill", "heart.fill", "flame.fill", "camera.fill",
    ]

    @Test("Every icon of the grid is a non-empty 24×24 drawing in currentColor with a name in both languages")
    func curated() throws {
        #expect(HabitIcons.curated.count >= 30)
        #expect(Set(HabitIcons.curated.map(\.symbol)).count == HabitIcons.curated.count)
        for icon in HabitIcons.curated {
            let svg = HabitIcons.svg(icon.symbol).description
            #expect(svg.hasPrefix("<svg class=\"habit-icon\""), "\(icon.symbol)")
            #expect(svg.contains("aria-hidden=\"true\""))
            #expect(svg.contains("<use href=\"#i-\(icon.symbol)\"/>"), "\(icon.symbol)")
            #expect(svg.hasSuffix("</svg>"))
            // The drawing itself is the page's symbol, in the same 24×24 box.
            let symbol = try #require(HabitIcons.symbol(id: HabitIcons.symbolID(icon.symbol)), "\(icon.symbol)")
            #expect(symbol == "<symbol id=\"i-\(icon.symbol)\" viewBox=\"0 0 24 24\">\(icon.body)</symbol>")
            #expect(symbol.contains("currentColor"), "\(icon.symbol)")
            #expect(icon.body.count > 40, "\(icon.symbol)")
            #expect(!icon.body.contains("#"), "\(icon.symbol) must not fix a colour")
            #expect(!icon.label.english.isEmpty && !icon.label.french.isEmpty)
            // The symbol names are valid habit icons, so a habit can store them.
            let habit = Habit(name: "Test", icon: icon.symbol, createdAt: Date(timeIntervalSince1970: 0))
            #expect(habit.validationErrors.isEmpty, "\(icon.symbol)")
        }
    }

    @Test("Each drawing is its own")
    func distinct() {
        let bodies = HabitIcons.curated.map(\.body)
        #expect(Set(bodies).count == bodies.count)
    }

    @Test("The names Kadō's backups use are all drawn", arguments: namesInBackups)
    func backupNames(_ symbol: String) {
        let icon = HabitIcons.icon(for: symbol)
        #expect(icon?.symbol == symbol)
        #expect(HabitIcons.svg(symbol).description != HabitIcons.svg("no.such.symbol").description)
    }

    @Test("The grid has the everyday habits")
    func everyday() {
        for symbol in [
            "figure.walk", "figure.run", "dumbbell.fill", "figure.yoga", "bicycle", "figure.pool.swim",
            "figure.mind.and.body", "leaf.fill", "moon.stars.fill", "bed.double.fill", "drop.fill",
            "cup.and.saucer.fill", "book.fill", "pencil", "music.note", "pills.fill", "sun.max.fill",
            "checkmark.circle.fill", "target", "heart.fill", "brain.head.profile", "flame.fill",
        ] {
            #expect(HabitIcons.isCurated(symbol), "\(symbol)")
        }
    }

    @Test("Unknown names and the default circle fall back to the neutral ring")
    func fallback() {
        let ring = HabitIcons.svg(Habit.defaultIcon).description
        #expect(
            HabitIcons.symbol(id: HabitIcons.symbolID(Habit.defaultIcon))?.contains(HabitIcons.fallback.body) == true)
        #expect(HabitIcons.svg("tortoise.fill").description == ring)
        #expect(HabitIcons.svg("").description == ring)
        #expect(HabitIcons.icon(for: "tortoise.fill") == nil)
        #expect(HabitIcons.label("tortoise.fill").english == "Circle")
        #expect(HabitIcons.label("figure.walk").french == "Marche")
    }

    @Test("Outline and filled variants of a drawn symbol use its drawing")
    func variants() {
        #expect(HabitIcons.icon(for: "heart")?.symbol == "heart.fill")
        #expect(HabitIcons.icon(for: "book")?.symbol == "book.fill")
        #expect(HabitIcons.icon(for: "drop")?.symbol == "drop.fill")
        #expect(HabitIcons.icon(for: "target.circle.fill")?.symbol == "target")
        #expect(HabitIcons.icon(for: "pencil.circle")?.symbol == "pencil")
        #expect(!HabitIcons.isCurated("heart"))
    }

    @Test("Today's ring shows the habit's icon")
    func todayRing() throws {
        let web = try WebHarness()
        let habit = try web.tracker.habits.createHabit(.init(name: "Run", icon: "figure.run"))
        let page = web.get("/").text
        // The ring's <svg> uses the icon's symbol, which the page's sprite defines.
        #expect(page.contains("<use href=\"#\(HabitIcons.symbolID(habit.icon))\"/></svg>"))
        #expect(page.contains(try #require(IconSprite.symbol(id: HabitIcons.symbolID(habit.icon)))))
    }
}

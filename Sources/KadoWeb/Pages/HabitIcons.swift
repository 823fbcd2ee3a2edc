import KadoCore

/// The icons a habit can wear, drawn here as SVG in a 24×24 box with `currentColor`, each keyed
/// by the SF Symbol name Kadō stores (`figure.run`), so backups move between Kadō on iPhone and
/// this app without losing their icons. Names we do not draw (and Kadō's default, `circle`)
/// show a neutral ring.
enum HabitIcons {
    /// One icon of the grid.
    struct Icon: Sendable {
        /// The SF Symbol name stored in the habit.
        let symbol: String
        /// What the picture shows, for assistive technology and tooltips.
        let label: Phrase
        /// The SVG elements inside the 24×24 box.
        let body: String
    }

    /// The habit's icon as SVG, hidden from assistive technology (the habit's name says it all): a
    /// `<use>` of the drawing's `<symbol>`, which ``IconSprite`` defines once in the page. It is
    /// 24×24 (`.habit-icon` in the stylesheet) unless the place it sits in sizes it.
    static func svg(_ symbol: String) -> HTML {
        HTML(
            trusted: "<svg class=\"habit-icon\" aria-hidden=\"true\" focusable=\"false\"><use href=\"#"
                + symbolID(symbol)
                + "\"/></svg>")
    }

    /// The id of the `<symbol>` drawing `symbol` in a page's sprite: the id of the icon drawn for it
    /// (`heart` and `heart.fill` share one), the fallback's for names we do not draw.
    static func symbolID(_ symbol: String) -> String {
        "i-" + (icon(for: symbol) ?? fallback).symbol
    }

    /// The `<symbol>` whose id is `id` (one of ``symbolID(_:)``), `nil` when no icon has that id.
    static func symbol(id: String) -> String? {
        guard id.hasPrefix("i-") else { return nil }
        let name = String(id.dropFirst(2))
        guard let icon = bySymbol[name] ?? (name == fallback.symbol ? fallback : nil) else { return nil }
        return "<symbol id=\"\(id)\" viewBox=\"0 0 24 24\">" + icon.body + "</symbol>"
    }

    /// The drawing for `symbol`, also when it names the outline or filled variant of one we draw
    /// (`heart` → `heart.fill`); `nil` when we draw none.
    static func icon(for symbol: String) -> Icon? {
        if let icon = bySymbol[symbol] { return icon }
        if let icon = bySymbol[symbol + ".fill"] { return icon }
        for suffix in [".fill", ".circle.fill", ".circle"] where symbol.hasSuffix(suffix) {
            if let icon = bySymbol[String(symbol.dropLast(suffix.count))] { return icon }
        }
        return nil
    }

    /// The accessible name of `symbol`'s picture.
    static func label(_ symbol: String) -> Phrase {
        icon(for: symbol)?.label ?? fallback.label
    }

    /// Whether the grid offers `symbol` as it is written.
    static func isCurated(_ symbol: String) -> Bool {
        bySymbol[symbol] != nil
    }

    private static let bySymbol: [String: Icon] = Dictionary(
        curated.map { ($0.symbol, $0) }, uniquingKeysWith: { first, _ in first })

    /// The neutral glyph for names we do not draw.
    static let fallback = Icon(
        symbol: Habit.defaultIcon, label: Phrase("web.habitIcons.fallback"),
        body: "<circle cx=\"12\" cy=\"12\" r=\"7\" \(stroke(2.6))/>")

    // Presentation attributes shared by the drawings.
    private static let fill = "fill=\"currentColor\""
    private static func stroke(_ width: Double = 2) -> String {
        "fill=\"none\" stroke=\"currentColor\" stroke-width=\"\(width)\" stroke-linecap=\"round\" stroke-linejoin=\"round\""
    }

    /// The grid, in the order the form shows it: movement, rest, food, mind, making, health,
    /// goals, things to avoid, life.
    static let curated: [Icon] = [
        fallback,
        Icon(
            symbol: "figure.walk", label: Phrase("web.habitIcons.curated"),
            body: "<circle cx=\"13\" cy=\"4\" r=\"2.3\" \(fill)/>"
                + "<path d=\"M12.6 8.2L11 14.3M11 14.3l-2.6 3.4L6.8 21M11 14.3l2.8 2.6.6 4.1"
                + "M12.4 9l-3.2 2.1-.9 2.9M12.4 9l1.9 3.1 3 .9\" \(stroke(2.3))/>"),
        Icon(
            symbol: "figure.run", label: Phrase("web.habitIcons.curated.2"),
            body: "<circle cx=\"16\" cy=\"3.8\" r=\"2.3\" \(fill)/>"
                + "<path d=\"M14.6 7.6L11.5 13.4M11.5 13.4l-3.7 1.4L4.5 14M11.5 13.4l3.3 3-1.6 4.9"
                + "M14.2 8.2L10.4 8.6 8 11.3M14.2 8.2l2.1 3.3 3.3.2\" \(stroke(2.3))/>"),
        Icon(
            symbol: "dumbbell.fill", label: Phrase("web.habitIcons.curated.3"),
            body: "<rect x=\"1.5\" y=\"9.3\" width=\"2.6\" height=\"5.4\" rx=\"1\" \(fill)/>"
                + "<rect x=\"4.6\" y=\"6\" width=\"3.8\" height=\"12\" rx=\"1.3\" \(fill)/>"
                + "<rect x=\"8\" y=\"10.8\" width=\"8\" height=\"2.4\" \(fill)/>"
                + "<rect x=\"15.6\" y=\"6\" width=\"3.8\" height=\"12\" rx=\"1.3\" \(fill)/>"
                + "<rect x=\"19.9\" y=\"9.3\" width=\"2.6\" height=\"5.4\" rx=\"1\" \(fill)/>"),
        Icon(
            symbol: "figure.yoga", label: Phrase("web.habitIcons.curated.4"),
            body: "<circle cx=\"12\" cy=\"4\" r=\"2.3\" \(fill)/>"
                + "<path d=\"M12 8v6.5V21M12 14.5l-3.8 1.6L12 18.3M5 9.6h14\" \(stroke(2.3))/>"),
        Icon(
            symbol: "bicycle", label: Phrase("web.habitIcons.curated.5"),
            body:
                "<circle cx=\"5.8\" cy=\"16\" r=\"3.9\" \(stroke(1.9))/><circle cx=\"18.2\" cy=\"16\" r=\"3.9\" \(stroke(1.9))/>"
                + "<path d=\"M5.8 16l3.6-6.8h6.4L11.5 16H5.8M9.4 9.2L8.4 7M6.9 7h3M15.8 9.2L18.2 16M15.8 9.2l-.7-2.6h2.3\" \(stroke(1.9))/>"
        ),
        Icon(
            symbol: "figure.pool.swim", label: Phrase("web.habitIcons.curated.6"),
            body: "<circle cx=\"18.2\" cy=\"10.6\" r=\"2.3\" \(fill)/>"
                + "<path d=\"M4.5 14.2l9.5-2.4M11.2 12.4C9.6 8.8 12 5.6 16.6 6.2\" \(stroke(2.3))/>"
                + "<path d=\"M2 16.5c1.7 0 1.7 1.3 3.3 1.3s1.7-1.3 3.4-1.3 1.7 1.3 3.3 1.3 1.7-1.3 3.3-1.3 1.7 1.3 3.4 1.3"
                + " 1.6-1.3 3.3-1.3M2 20.8c1.7 0 1.7 1.2 3.3 1.2s1.7-1.2 3.4-1.2 1.7 1.2 3.3 1.2 1.7-1.2 3.3-1.2"
                + " 1.7 1.2 3.4 1.2 1.6-1.2 3.3-1.2\" \(stroke(1.8))/>"),
        Icon(
            symbol: "figure.mind.and.body", label: Phrase("web.habitIcons.curated.7"),
            body: "<circle cx=\"12\" cy=\"4.2\" r=\"2.3\" \(fill)/>"
                + "<path d=\"M10.3 7.8h3.4a1.5 1.5 0 0 1 1.5 1.6l-.5 5.8H9.3l-.5-5.8a1.5 1.5 0 0 1 1.5-1.6z\" \(fill)/>"
                + "<path d=\"M9.4 9.4L6.2 14.2l3.4 1.4M14.6 9.4l3.2 4.8-3.4 1.4\" \(stroke(1.9))/>"
                + "<path d=\"M3 18.6c3-2.3 6-2.8 9-1.5 3-1.3 6-.8 9 1.5-3 1.7-6 2.1-9 1.1-3 1-6 .6-9-1.1z\" \(fill)/>"
        ),
        Icon(
            symbol: "leaf.fill", label: Phrase("web.habitIcons.curated.8"),
            body: "<path d=\"M20.5 3.5C11 3.5 5 7.6 5 14.2c0 1.8.5 3.3 1.4 4.5C11.6 19 20.5 16 20.5 3.5z\" \(fill)/>"
                + "<path d=\"M3.5 20.5c3-4.4 6.6-7.8 11-10.5\" \(stroke(1.9))/>"),
        Icon(
            symbol: "moon.stars.fill", label: Phrase("web.habitIcons.curated.9"),
            body: "<path d=\"M10.2 5A8 8 0 1 0 19 13.8 6.5 6.5 0 0 1 10.2 5z\" \(fill)/>"
                + "<path d=\"M17.5 2.5l.7 1.8 1.8.7-1.8.7-.7 1.8-.7-1.8-1.8-.7 1.8-.7zM21 8.2l.5 1.2 1.2.5-1.2.5-.5 1.2"
                + "-.5-1.2-1.2-.5 1.2-.5z\" \(fill)/>"),
        Icon(
            symbol: "bed.double.fill", label: Phrase("web.habitIcons.curated.10"),
            body: "<rect x=\"2\" y=\"5\" width=\"2.6\" height=\"15\" rx=\"1\" \(fill)/>"
                + "<rect x=\"6\" y=\"9.5\" width=\"5\" height=\"3\" rx=\"1.5\" \(fill)/>"
                + "<path d=\"M12.5 10.5c0-.6.4-1 1-1H20a2 2 0 0 1 2 2v1.2h-9.5z\" \(fill)/>"
                + "<rect x=\"2\" y=\"13.5\" width=\"20\" height=\"4\" rx=\"1\" \(fill)/>"
                + "<rect x=\"19.4\" y=\"17\" width=\"2.6\" height=\"3\" rx=\"1\" \(fill)/>"),
        Icon(
            symbol: "drop.fill", label: Phrase("web.habitIcons.curated.11"),
            body: "<path d=\"M12 2.5c3.6 4.6 6.6 8.3 6.6 12.1a6.6 6.6 0 0 1-13.2 0C5.4 10.8 8.4 7.1 12 2.5z\" \(fill)/>"
        ),
        Icon(
            symbol: "cup.and.saucer.fill", label: Phrase("web.habitIcons.curated.12"),
            body: "<path d=\"M4.5 9h11.5v4.5a5 5 0 0 1-5 5H9.5a5 5 0 0 1-5-5z\" \(fill)/>"
                + "<path d=\"M16 10.2h1.3a2.4 2.4 0 0 1 0 4.8H15.6M8.5 3.2c-.9 1 .9 1.6 0 2.8M12 3.2c-.9 1 .9 1.6 0 2.8\" \(stroke(1.8))/>"
                + "<rect x=\"2.5\" y=\"19.5\" width=\"16.5\" height=\"2\" rx=\"1\" \(fill)/>"),
        Icon(
            symbol: "fork.knife", label: Phrase("web.habitIcons.curated.13"),
            body: "<path d=\"M5 3v5a2.5 2.5 0 0 0 5 0V3M7.5 3v18\" \(stroke(2))/>"
                + "<path d=\"M18.5 2.5c-2.6 1.5-3.8 4.7-3.8 9.2h2.3V21h1.5z\" \(fill)/>"
                + "<path d=\"M18.5 2.5V21\" \(stroke(1.5))/>"),
        Icon(
            symbol: "carrot.fill", label: Phrase("web.habitIcons.curated.14"),
            body:
                "<path d=\"M15.6 8.4c-1.7-1.7-4.4-1.6-6.1.1L3.3 19.9c-.4.6.2 1.2.8.8l11.4-6.2c1.7-1.7 1.8-4.4.1-6.1z\" \(fill)/>"
                + "<path d=\"M15.4 8.6l4.6-4.6M16 9.3l4.8-.9M14.7 8l.9-4.8\" \(stroke(1.9))/>"),
        Icon(
            symbol: "book.fill", label: Phrase("web.habitIcons.curated.15"),
            body: "<path d=\"M11.2 6.5C9.3 5.1 6.4 4.5 2.5 4.9v13.4c3.9-.4 6.8.2 8.7 1.5z\" \(fill)/>"
                + "<path d=\"M12.8 6.5c1.9-1.4 4.8-2 8.7-1.6v13.4c-3.9-.4-6.8.2-8.7 1.5z\" \(fill)/>"),
        Icon(
            symbol: "pencil", label: Phrase("web.habitIcons.curated.16"),
            body:
                "<path d=\"M15.3 4.2a2.2 2.2 0 0 1 3.1 0l1.4 1.4a2.2 2.2 0 0 1 0 3.1L9 19.5 3.5 20.5l1-5.5z\" \(fill)/>"
        ),
        Icon(
            symbol: "graduationcap.fill", label: Phrase("web.habitIcons.curated.17"),
            body: "<path d=\"M12 4L1.5 9.2 12 14.4l10.5-5.2z\" \(fill)/>"
                + "<path d=\"M6 12.2v4.3c3.6 2.7 8.4 2.7 12 0v-4.3L12 15.2z\" \(fill)/>"
                + "<path d=\"M21 9.8v5.7\" \(stroke(1.6))/>"),
        Icon(
            symbol: "character.bubble.fill", label: Phrase("web.habitIcons.curated.18"),
            body:
                "<path d=\"M4.5 3.5h15a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H12l-5 4v-4H4.5a2 2 0 0 1-2-2v-10a2 2 0 0 1 2-2z\" \(stroke(1.9))/>"
                + "<path d=\"M8.4 14L12 6.6l3.6 7.4M9.6 11.6h4.8\" \(stroke(1.9))/>"),
        Icon(
            symbol: "music.note", label: Phrase("web.habitIcons.curated.19"),
            body: "<ellipse cx=\"8\" cy=\"17.6\" rx=\"3.6\" ry=\"2.9\" \(fill)/>"
                + "<path d=\"M10.4 17.5V4.3L18.5 2v4.6l-6.2 1.8v9.1z\" \(fill)/>"),
        Icon(
            symbol: "guitars.fill", label: Phrase("web.habitIcons.curated.20"),
            body: "<circle cx=\"8.2\" cy=\"16.2\" r=\"5\" \(fill)/><circle cx=\"11.5\" cy=\"12.6\" r=\"3.6\" \(fill)/>"
                + "<path d=\"M12 12.2l7-7\" \(stroke(2.2))/><path d=\"M17.8 3.2l3 3-1.8 1.8-3-3z\" \(fill)/>"),
        Icon(
            symbol: "paintbrush.fill", label: Phrase("web.habitIcons.curated.21"),
            body: "<path d=\"M20.6 3.4c-1-1-6.2 3.8-9.3 7.3l2.1 2.1c3.5-3.1 8.3-8.3 7.2-9.4z\" \(fill)/>"
                + "<path d=\"M9.8 12.4c-2.1 0-3.6 1.5-3.7 3.5 0 1.6-1 2.6-2.6 3.1 1.1 1.1 2.6 1.6 4.2 1.6 3 0 5.1-2.1 4.6-4.6z\" \(fill)/>"
        ),
        Icon(
            symbol: "camera.fill", label: Phrase("web.habitIcons.curated.22"),
            body:
                "<path fill-rule=\"evenodd\" d=\"M8.6 5.5L10 3.5h4l1.4 2H19a2.5 2.5 0 0 1 2.5 2.5v9.5A2.5 2.5 0 0 1 19 20H5"
                + "a2.5 2.5 0 0 1-2.5-2.5V8A2.5 2.5 0 0 1 5 5.5zM12 9a4 4 0 1 0 0 8 4 4 0 1 0 0-8zM12 11a2 2 0 1 1 0 4"
                + " 2 2 0 1 1 0-4z\" \(fill)/>"),
        Icon(
            symbol: "pills.fill", label: Phrase("web.habitIcons.curated.23"),
            body:
                "<g transform=\"rotate(-45 9.5 9.5)\"><rect x=\"3\" y=\"6.4\" width=\"13\" height=\"6.2\" rx=\"3.1\" \(stroke(1.8))/>"
                + "<path d=\"M9.5 6.4H6.1a3.1 3.1 0 0 0 0 6.2h3.4z\" \(fill)/></g>"
                + "<circle cx=\"17\" cy=\"17\" r=\"4.6\" \(fill)/>"),
        Icon(
            symbol: "heart.fill", label: Phrase("web.habitIcons.curated.24"),
            body: "<path d=\"M12 20.8l-1.3-1.1C5.6 15.2 2.5 12.4 2.5 8.8c0-2.8 2.2-5 5-5 1.6 0 3.2.8 4.5 2.1 1.3-1.3"
                + " 2.9-2.1 4.5-2.1 2.8 0 5 2.2 5 5 0 3.6-3.1 6.4-8.2 10.9z\" \(fill)/>"),
        Icon(
            symbol: "brain.head.profile", label: Phrase("web.habitIcons.curated.25"),
            body: "<path d=\"M8 21v-4.2C5.9 15.4 4.5 13.1 4.5 10.3 4.5 6 8 2.8 12.3 2.8c3.8 0 6.8 2.6 7.3 6.1l1.7 3.6"
                + "-1.8.7v2.7a1.6 1.6 0 0 1-1.6 1.6H16V21\" \(stroke(1.9))/>"
                + "<path d=\"M9.6 11.5a2 2 0 0 1-.4-3.7 2.3 2.3 0 0 1 4-1.2 2.1 2.1 0 0 1 3 2.2 1.8 1.8 0 0 1-1.1 3.2"
                + "c-.6.9-2.4 1-3.1 0-.7.4-1.7.2-2.4-.5z\" \(fill)/>"),
        Icon(
            symbol: "sun.max.fill", label: Phrase("web.habitIcons.curated.26"),
            body: "<circle cx=\"12\" cy=\"12\" r=\"4.4\" \(fill)/>"
                + "<path d=\"M12 2v2.4M12 19.6V22M2 12h2.4M19.6 12H22M4.9 4.9l1.7 1.7M17.4 17.4l1.7 1.7"
                + "M4.9 19.1l1.7-1.7M17.4 6.6l1.7-1.7\" \(stroke(2))/>"),
        Icon(
            symbol: "flame.fill", label: Phrase("web.habitIcons.curated.27"),
            body:
                "<path d=\"M12.4 2c.8 3.8 5.9 6.3 5.9 11.7a6.3 6.3 0 0 1-12.6 0c0-2.9 1.5-4.8 2.8-6.4.5 1.9 1.4 3.1 2.6"
                + " 3.6.5-3.2 0-6 1.3-8.9z\" \(fill)/>"),
        Icon(
            symbol: "star.fill", label: Phrase("web.habitIcons.curated.28"),
            body: "<path d=\"M12 3l2.41 6.48 6.91.29-5.42 4.3 1.86 6.66L12 16.9l-5.76 3.83 1.86-6.66-5.42-4.3"
                + " 6.91-.29z\" \(fill) stroke=\"currentColor\" stroke-width=\"1\" stroke-linejoin=\"round\"/>"),
        Icon(
            symbol: "sparkles", label: Phrase("web.habitIcons.curated.29"),
            body: "<path d=\"M9.5 5.5c.6 4.3 2.7 6.4 7 7-4.3.6-6.4 2.7-7 7-.6-4.3-2.7-6.4-7-7 4.3-.6 6.4-2.7 7-7z"
                + "M18 2c.3 2 1.2 2.9 3.2 3.2-2 .3-2.9 1.2-3.2 3.2-.3-2-1.2-2.9-3.2-3.2 2-.3 2.9-1.2 3.2-3.2z"
                + "M18.5 15.5c.2 1.5.9 2.2 2.4 2.4-1.5.2-2.2.9-2.4 2.4-.2-1.5-.9-2.2-2.4-2.4 1.5-.2 2.2-.9 2.4-2.4z\" \(fill)/>"
        ),
        Icon(
            symbol: "checkmark.circle.fill", label: Phrase("web.habitIcons.curated.30"),
            body:
                "<path fill-rule=\"evenodd\" d=\"M12 2.5a9.5 9.5 0 1 1 0 19 9.5 9.5 0 1 1 0-19zM6.1 13.4l4.4 4.4 7.4-7.9"
                + "-1.8-1.6-5.6 6-2.7-2.7z\" \(fill)/>"),
        Icon(
            symbol: "target", label: Phrase("web.habitIcons.curated.31"),
            body:
                "<circle cx=\"12\" cy=\"12\" r=\"9\" \(stroke(2))/><circle cx=\"12\" cy=\"12\" r=\"5.2\" \(stroke(2))/>"
                + "<circle cx=\"12\" cy=\"12\" r=\"1.9\" \(fill)/>"),
        Icon(
            symbol: "nosign", label: Phrase("web.habitIcons.curated.32"),
            body: "<rect x=\"2\" y=\"13.2\" width=\"13.2\" height=\"3.4\" rx=\".6\" \(fill)/>"
                + "<rect x=\"16.2\" y=\"13.2\" width=\"2.4\" height=\"3.4\" rx=\".6\" \(fill)/>"
                + "<rect x=\"19.6\" y=\"13.2\" width=\"2.4\" height=\"3.4\" rx=\".6\" \(fill)/>"
                + "<path d=\"M18 10.6c0-1.4 1.8-1.4 1.8-2.8S18 6.4 18 5\" \(stroke(1.5))/>"
                + "<path d=\"M3.5 3.5l17 17\" \(stroke(2.2))/>"),
        Icon(
            symbol: "iphone.slash", label: Phrase("web.habitIcons.curated.33"),
            body: "<rect x=\"6.5\" y=\"2.5\" width=\"11\" height=\"19\" rx=\"2.6\" \(stroke(2))/>"
                + "<path d=\"M10.5 5.3h3M3 3l18 18\" \(stroke(2))/>"),
        Icon(
            symbol: "phone.fill", label: Phrase("web.habitIcons.curated.34"),
            body: "<path d=\"M5.2 2.8h3.3l1.7 4.4-2.3 1.6a12.8 12.8 0 0 0 7.3 7.3l1.6-2.3 4.4 1.7v3.3a2 2 0 0 1-2.1 2"
                + "C10.3 20.4 3.6 13.7 3.2 4.9a2 2 0 0 1 2-2.1z\" \(fill)/>"),
        Icon(
            symbol: "laptopcomputer", label: Phrase("web.habitIcons.curated.35"),
            body:
                "<path fill-rule=\"evenodd\" d=\"M5.5 4h13A1.5 1.5 0 0 1 20 5.5V16H4V5.5A1.5 1.5 0 0 1 5.5 4zM6 6v8h12V6z\" \(fill)/>"
                + "<rect x=\"1.5\" y=\"17\" width=\"21\" height=\"2.6\" rx=\"1.3\" \(fill)/>"),
        Icon(
            symbol: "chevron.left.forwardslash.chevron.right", label: Phrase("web.habitIcons.curated.36"),
            body: "<path d=\"M8 7l-5 5 5 5M16 7l5 5-5 5M13.8 4.5l-3.6 15\" \(stroke(2.2))/>"),
        Icon(
            symbol: "banknote.fill", label: Phrase("web.habitIcons.curated.37"),
            body:
                "<path fill-rule=\"evenodd\" d=\"M4 5.5h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2z"
                + "M12 8.8a3.2 3.2 0 1 0 0 6.4 3.2 3.2 0 1 0 0-6.4zM5.5 11a1 1 0 1 0 0 2 1 1 0 1 0 0-2zM18.5 11a1 1 0 1 0"
                + " 0 2 1 1 0 1 0 0-2z\" \(fill)/>"),
        Icon(
            symbol: "house.fill", label: Phrase("web.habitIcons.curated.38"),
            body:
                "<path d=\"M2.6 11.6L12 3.4l9.4 8.2h-2.6V20a1 1 0 0 1-1 1h-3.6v-5.6H9.8V21H6.2a1 1 0 0 1-1-1v-8.4z\" \(fill)/>"
        ),
        Icon(
            symbol: "pawprint.fill", label: Phrase("web.habitIcons.curated.39"),
            body: "<path d=\"M12 12.3c2.3 0 5.4 3.3 5.4 5.7 0 1.9-1.6 2.5-2.7 2.5-1.2 0-1.7-.7-2.7-.7s-1.5.7-2.7.7"
                + "c-1.1 0-2.7-.6-2.7-2.5 0-2.4 3.1-5.7 5.4-5.7z\" \(fill)/>"
                + "<ellipse cx=\"5\" cy=\"11\" rx=\"2\" ry=\"2.6\" transform=\"rotate(-22 5 11)\" \(fill)/>"
                + "<ellipse cx=\"9.2\" cy=\"6.2\" rx=\"2.1\" ry=\"2.7\" transform=\"rotate(-8 9.2 6.2)\" \(fill)/>"
                + "<ellipse cx=\"14.8\" cy=\"6.2\" rx=\"2.1\" ry=\"2.7\" transform=\"rotate(8 14.8 6.2)\" \(fill)/>"
                + "<ellipse cx=\"19\" cy=\"11\" rx=\"2\" ry=\"2.6\" transform=\"rotate(22 19 11)\" \(fill)/>"),
    ]
}

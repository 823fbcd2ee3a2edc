import Foundation

/// The interface's own line icons (tabs, check, plus, flame…), drawn here as SVG paths.
/// They inherit `currentColor`, so CSS themes them.
enum Glyph: String, CaseIterable {
    case today, overview, settings, plus, minus, check, chevron, back, flame, info, calendar, clock, trash, archive
    case up, down, edit, download, upload, note, skip

    /// The SVG element, hidden from assistive technology (the control around it has the name): a
    /// `<use>` of the glyph's `<symbol>`, which ``IconSprite`` defines once in the page. Its size
    /// comes from the stylesheet (`.glyph` and the rules of each place), as it always did.
    var svg: HTML {
        HTML(
            trusted: "<svg class=\"glyph\" aria-hidden=\"true\" focusable=\"false\"><use href=\"#" + symbolID
                + "\"/></svg>")
    }

    /// The id of the glyph's `<symbol>` in a page's sprite.
    var symbolID: String { "g-" + rawValue }

    /// The glyph's `<symbol>`: its drawing in a 24×24 box.
    var symbol: String {
        "<symbol id=\"\(symbolID)\" viewBox=\"0 0 24 24\">" + body + "</symbol>"
    }

    /// The SVG elements inside the 24×24 box.
    var body: String {
        let stroke =
            "fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\""
        switch self {
        case .today:
            return "<rect x=\"5\" y=\"4\" width=\"14\" height=\"17\" rx=\"2.5\" \(stroke)/>"
                + "<path d=\"M9 4.5V3h6v1.5M9 10h6M9 14h6M9 18h3\" \(stroke)/>"
        case .overview:
            return "<rect x=\"4\" y=\"4\" width=\"7\" height=\"7\" rx=\"1.8\" fill=\"currentColor\"/>"
                + "<rect x=\"13\" y=\"4\" width=\"7\" height=\"7\" rx=\"1.8\" fill=\"currentColor\"/>"
                + "<rect x=\"4\" y=\"13\" width=\"7\" height=\"7\" rx=\"1.8\" fill=\"currentColor\"/>"
                + "<rect x=\"13\" y=\"13\" width=\"7\" height=\"7\" rx=\"1.8\" fill=\"currentColor\"/>"
        case .settings:
            return "<path d=\"\(Self.gearPath)\" fill=\"currentColor\" fill-rule=\"evenodd\"/>"
        case .plus: return "<path d=\"M12 5v14M5 12h14\" \(stroke)/>"
        case .minus: return "<path d=\"M5 12h14\" \(stroke)/>"
        case .check: return "<path d=\"M5 12.5l4.5 4.5L19 7.5\" \(stroke)/>"
        case .chevron: return "<path d=\"M9.5 5.5L16 12l-6.5 6.5\" \(stroke)/>"
        case .back: return "<path d=\"M14.5 5.5L8 12l6.5 6.5\" \(stroke)/>"
        case .flame:
            return "<path d=\"M12 2.5c.6 3.2 4.8 5.6 4.8 10.3A4.8 4.8 0 0 1 7.2 13c0-2.3 1.3-3.6 2.2-5 "
                + ".5 1.5 1.2 2.4 2.1 2.9.3-2.6.1-5.4.5-8.4z\" fill=\"currentColor\"/>"
        case .info:
            return "<circle cx=\"12\" cy=\"12\" r=\"9\" \(stroke)/><path d=\"M12 11v6M12 7.5v.5\" \(stroke)/>"
        case .calendar:
            return "<rect x=\"3.5\" y=\"5\" width=\"17\" height=\"15\" rx=\"2.5\" \(stroke)/>"
                + "<path d=\"M3.5 10h17M8 3v4M16 3v4\" \(stroke)/>"
        case .clock:
            return "<circle cx=\"12\" cy=\"12\" r=\"8.5\" \(stroke)/><path d=\"M12 7.5V12l3 2\" \(stroke)/>"
        case .trash:
            return "<path d=\"M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13\" \(stroke)/>"
        case .archive:
            return "<rect x=\"3.5\" y=\"4.5\" width=\"17\" height=\"4.5\" rx=\"1\" \(stroke)/>"
                + "<path d=\"M5.5 9v10h13V9M10 13h4\" \(stroke)/>"
        case .up: return "<path d=\"M12 19V5M6 11l6-6 6 6\" \(stroke)/>"
        case .down: return "<path d=\"M12 5v14M6 13l6 6 6-6\" \(stroke)/>"
        case .edit: return "<path d=\"M4 20l1-4.5L15.5 5a2.1 2.1 0 0 1 3 3L8 18.5 4 20z\" \(stroke)/>"
        case .download: return "<path d=\"M12 4v11M7 10.5l5 5 5-5M5 20h14\" \(stroke)/>"
        case .upload: return "<path d=\"M12 16V5M7 9.5l5-5 5 5M5 20h14\" \(stroke)/>"
        case .note: return "<path d=\"M5 4h10l4 4v12H5zM14.5 4v4.5H19M8.5 13h7M8.5 16.5h5\" \(stroke)/>"
        case .skip: return "<path d=\"M6 6l7 6-7 6zM16.5 6v12\" \(stroke)/>"
        }
    }

    /// A gear with eight teeth, drawn once from polar coordinates.
    private static let gearPath: String = {
        var points: [String] = []
        let teeth = 8
        for index in 0..<(teeth * 4) {
            let angle = Double(index) / Double(teeth * 4) * 2 * Double.pi - Double.pi / 2
            let radius = index % 4 < 2 ? 10.0 : 7.6
            let x = 12 + radius * cos(angle)
            let y = 12 + radius * sin(angle)
            points.append(String(format: "%.2f %.2f", x, y))
        }
        let outline = "M" + points.joined(separator: "L") + "Z"
        let hole = "M15.2 12a3.2 3.2 0 1 0-6.4 0 3.2 3.2 0 1 0 6.4 0Z"
        return outline + hole
    }()
}

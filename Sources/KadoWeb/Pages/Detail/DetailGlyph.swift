import KadoApp
import KadoCore

/// Icons only the detail screen uses.
enum DetailGlyph {
    /// A rising line (the Score card).
    static let trend = HTML(
        trusted:
            "<svg class=\"glyph\" viewBox=\"0 0 24 24\" width=\"24\" height=\"24\" aria-hidden=\"true\" focusable=\"false\">"
            + "<path d=\"M4 17l5-5 4 3.5L20 8M15 8h5v5\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" "
            + "stroke-linecap=\"round\" stroke-linejoin=\"round\"/></svg>")
}

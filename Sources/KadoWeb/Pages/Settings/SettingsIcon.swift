import KadoApp
import KadoCore

/// The Settings screen's own line icons (the shared ones are in ``Glyph``).
enum SettingsIcon {
    case database, bell, table, globe, key, folder, sync, lock, contrast

    var svg: HTML {
        let stroke =
            "fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\""
        let body: String
        switch self {
        case .database:
            body =
                "<ellipse cx=\"12\" cy=\"6\" rx=\"7\" ry=\"2.8\" \(stroke)/>"
                + "<path d=\"M5 6v12c0 1.5 3.1 2.8 7 2.8s7-1.3 7-2.8V6M5 12c0 1.5 3.1 2.8 7 2.8s7-1.3 7-2.8\" \(stroke)/>"
        case .bell:
            body = "<path d=\"M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0\" \(stroke)/>"
        case .table:
            body =
                "<rect x=\"4\" y=\"4.5\" width=\"16\" height=\"15\" rx=\"2.5\" \(stroke)/>"
                + "<path d=\"M4 9.5h16M4 14.5h16M10 9.5v10\" \(stroke)/>"
        case .globe:
            body =
                "<circle cx=\"12\" cy=\"12\" r=\"8.5\" \(stroke)/>"
                + "<path d=\"M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5S9.7 5.9 12 3.5z\" \(stroke)/>"
        case .key:
            body =
                "<circle cx=\"8\" cy=\"15.5\" r=\"4\" \(stroke)/>"
                + "<path d=\"M11 12.5l8.5-8.5M16 7.5l2.5 2.5M13.5 10l2 2\" \(stroke)/>"
        case .folder:
            body =
                "<path d=\"M3.5 7.5a2 2 0 0 1 2-2h4l2 2.2h7a2 2 0 0 1 2 2v7.8a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2z\" \(stroke)/>"
        case .sync:
            body =
                "<path d=\"M19.5 10a7.8 7.8 0 0 0-14.3-2.6M4.5 14a7.8 7.8 0 0 0 14.3 2.6\" \(stroke)/>"
                + "<path d=\"M4.5 3.8v4.4h4.4M19.5 20.2v-4.4h-4.4\" \(stroke)/>"
        case .lock:
            body =
                "<rect x=\"5\" y=\"10.5\" width=\"14\" height=\"10\" rx=\"2.5\" \(stroke)/>"
                + "<path d=\"M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3M12 14.5v2\" \(stroke)/>"
        case .contrast:
            // A circle half filled: light and dark.
            body =
                "<circle cx=\"12\" cy=\"12\" r=\"8.5\" \(stroke)/>"
                + "<path d=\"M12 3.5a8.5 8.5 0 0 1 0 17z\" fill=\"currentColor\"/>"
        }
        return HTML(
            trusted:
                "<svg class=\"glyph\" viewBox=\"0 0 24 24\" width=\"24\" height=\"24\" aria-hidden=\"true\" focusable=\"false\">"
                + body + "</svg>")
    }
}

import KadoApp
import KadoCore

/// The CSS class that gives an element its habit's colour (`--hc`).
extension HabitColor {
    var cssClass: String { "hc-\(rawValue)" }
}

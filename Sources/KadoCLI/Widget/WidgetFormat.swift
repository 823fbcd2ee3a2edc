import Foundation
import KadoApp
import KadoCore

/// The output formats of `kado widget`.
enum WidgetFormat: String, CaseIterable, Sendable {
    /// One line: `Kadō 3/5 ✓Read ◐Water ○Gym`.
    case text
    /// The day's snapshot (Kadō's shape) and a summary.
    case json
    /// One JSON object a line for a waybar custom module with `"return-type": "json"`.
    case waybar
    /// Full text, short text and colour, one a line; exit 33 marks the block urgent.
    case i3blocks
    /// One short line with `#[fg=…]` styles for tmux's status line.
    case tmux
}

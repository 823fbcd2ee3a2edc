import Foundation
import KadoApp
import KadoCore

/// A terminal's size in character cells.
struct GridSize: Hashable, Sendable {
    /// Columns.
    var columns: Int
    /// Rows.
    var rows: Int
}

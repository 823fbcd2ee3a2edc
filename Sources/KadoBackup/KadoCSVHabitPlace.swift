import Foundation
import KadoCore

/// Where one habit's rows are in a Kadō CSV file, and how many records they hold: what an import
/// keeps of them between its first pass and the reading of each habit.
struct KadoCSVHabitPlace: Sendable {
    /// A stretch of consecutive rows of the habit (blank lines aside).
    struct Stretch: Sendable {
        /// The byte offset of its first row.
        var offset: Int
        /// The line on which its first row starts.
        var line: Int32
        /// How many rows it holds.
        var rows: Int32
    }

    /// Its stretches of rows, in the file's order.
    var stretches: [Stretch] = []
    /// How many records its rows hold (a repeated id passed over).
    var completionCount = 0
    /// The byte offset of its first record's row; `nil` when it has none.
    var firstRecord: Int?
}

import Foundation
import KadoCore

/// Where one habit's records and skips are in a Kadō JSON file, and how many it has: what an
/// import keeps of them between its first pass and the reading of each habit.
struct KadoJSONHabitPlace: Sendable {
    /// Its `completions` array (left in the file).
    var completions: KadoJSONNode
    /// Its `skips` array, when it has one.
    var skips: KadoJSONNode?
    /// How many records and skips it holds.
    var completionCount = 0
    var skipCount = 0
}

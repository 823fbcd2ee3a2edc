import Foundation
import KadoCore

/// One of the three lists each day of the snapshot holds, a line per habit.
enum SnapshotList: CaseIterable, Sendable {
    /// `habits`: every active habit.
    case habits
    /// `matrix`: every active habit's row of cells.
    case matrix
    /// `today`: the habits on the day's list.
    case today
}

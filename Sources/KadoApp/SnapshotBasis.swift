import Foundation
import KadoCore
import KadoStore

/// The write a snapshot is published after: the database's change stamp before it, and its own.
struct SnapshotBasis: Hashable, Sendable {
    /// The stamp of the last change before the write.
    var previous: HybridLogicalClock
    /// The write's stamp.
    var stamp: HybridLogicalClock
}

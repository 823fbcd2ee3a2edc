import Foundation
import KadoCore
import KadoStore

/// How a tracker's widget snapshot publishes went, since it was made: each publish that wrote or
/// compared a file is one of the three.
public struct SnapshotPublishCounts: Hashable, Sendable {
    /// Spliced: only the touched habits' lines computed, the rest of the file copied as bytes.
    public var spliced = 0
    /// Composed again with the untouched habits' lines reused from the file (a habit added,
    /// removed or moved, so the file could not be spliced).
    public var reusing = 0
    /// Every habit computed again: the file missed a change, or was of another day or setting,
    /// or every habit may have changed (an import, a settings change).
    public var rebuilt = 0

    /// No publish yet.
    public init() {}
}

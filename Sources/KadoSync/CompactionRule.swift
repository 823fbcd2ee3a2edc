import Foundation
import KadoCore
import KadoStore

/// When a device compacts its own segments (docs/sync.md, "Compaction"). The segments published
/// after its last snapshot (a compaction's, or the first publication of its whole history) are
/// counted against it:
/// - more row versions than the snapshot holds, and at least ``minimumRows``: a new snapshot of
///   every row this device wrote last replaces every segment (``Kind/whole``);
/// - otherwise more than ``segments`` segments: one segment of the rows this device wrote last
///   since the snapshot replaces them (``Kind/recent``), the snapshot staying.
///
/// The target then holds at most about twice this device's rows in a few segments, whatever the
/// number of edits, and a compaction's cost is repaid by the changes that made it due.
public struct CompactionRule: Hashable, Sendable {
    /// What a compaction replaces.
    public enum Kind: Hashable, Sendable {
        /// Every segment, by a snapshot of every row this device wrote last.
        case whole
        /// The segments published since the snapshot, by one segment (or as few as fit).
        case recent
    }

    /// The most segments published after the snapshot before they are merged.
    public var segments: Int
    /// The fewest row versions published after the snapshot that make a new snapshot when they
    /// outnumber the snapshot's.
    public var minimumRows: Int

    /// A rule.
    public init(segments: Int, minimumRows: Int) {
        self.segments = segments
        self.minimumRows = minimumRows
    }

    /// Sixteen segments; more versions than the snapshot's and at least 1,000.
    public static let standard = CompactionRule(segments: 16, minimumRows: 1_000)

    /// The compaction due for a device with `segmentsSince` segments holding `rowsSince`
    /// versions published after a snapshot of `snapshotRows` versions, or `nil`.
    public func kind(segmentsSince: Int, rowsSince: Int, snapshotRows: Int) -> Kind? {
        if rowsSince >= minimumRows, rowsSince > snapshotRows { return .whole }
        if segmentsSince > segments { return .recent }
        return nil
    }
}

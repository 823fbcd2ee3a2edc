import Foundation

/// A place in the total order a device publishes its row versions in: by stamp, then table (a
/// habit before its records, ``RowVersion/Table/applicationOrder``), then key (its UTF-8 bytes,
/// as SQLite compares text). Every version has one place of its own, so "published through this
/// mark" names exactly what went out, even when an import gave 150,000 rows one stamp and a sync
/// was cut off in the middle of them.
///
/// Its text is `<stamp> <table> <key>`. A mark kept by a Kadō from before it is a stamp alone,
/// read as the place *before* every version of that stamp: what such a Kadō published of that
/// stamp is published once more, never skipped (the defect the mark exists for).
public struct PublicationMark: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The stamp.
    public var stamp: HybridLogicalClock
    /// The table, or `nil` for the place before every version of ``stamp``.
    public var table: RowVersion.Table?
    /// The row's key (empty with no table).
    public var id: String

    /// The place of `version`.
    public init(_ version: RowVersion) {
        self.init(stamp: version.stamp, table: version.table, id: version.id)
    }

    /// The place before every version stamped `stamp`.
    public init(before stamp: HybridLogicalClock) {
        self.init(stamp: stamp, table: nil, id: "")
    }

    /// The place before every version.
    public static let start = PublicationMark(before: .zero)

    /// Reads the text form (``description``), or a stamp alone (a mark kept before this type);
    /// `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard let stamp = parts.first.flatMap({ HybridLogicalClock(String($0)) }) else { return nil }
        if parts.count == 1 {
            self.init(before: stamp)
            return
        }
        guard parts.count == 3, let table = RowVersion.Table(rawValue: String(parts[1])), !parts[2].isEmpty else {
            return nil
        }
        self.init(stamp: stamp, table: table, id: String(parts[2]))
    }

    private init(stamp: HybridLogicalClock, table: RowVersion.Table?, id: String) {
        self.stamp = stamp
        self.table = table
        self.id = id
    }

    /// `<stamp> <table> <key>`, or the stamp alone for the place before its versions.
    public var description: String {
        guard let table else { return stamp.description }
        return "\(stamp) \(table.rawValue) \(id)"
    }

    /// Orders by stamp, then table, then key.
    public static func < (lhs: PublicationMark, rhs: PublicationMark) -> Bool {
        if lhs.stamp != rhs.stamp { return lhs.stamp < rhs.stamp }
        let left = lhs.table?.applicationOrder ?? -1
        let right = rhs.table?.applicationOrder ?? -1
        if left != right { return left < right }
        return lhs.id.utf8.lexicographicallyPrecedes(rhs.id.utf8)
    }
}

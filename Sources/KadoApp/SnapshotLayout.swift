import Foundation
import KadoCore

/// Where each day's three lists of habits lie in the widget snapshot file, so that a reader finds
/// one habit's part of a day, and the publisher each habit's part of every day, without decoding
/// the rest.
///
/// The file is `{"brief":…,"layout":…,` then the series' members. Each list (`habits`, `matrix`,
/// `today` of every day) holds one habit a line, and the layout gives, for each day of the brief,
/// the byte range of each list's content (between its brackets), counted from the first byte
/// after the layout. A reader that does not know the layout decodes the series as before: the
/// extra key and the line breaks between elements are plain JSON.
struct SnapshotLayout: Codable, Hashable, Sendable {
    /// One day's lists: `[start, end]` byte offsets, counted from the first byte after the layout.
    struct Day: Codable, Hashable, Sendable {
        /// The logical day.
        var day: LogicalDay
        /// The content of its `habits` list.
        var habits: [Int]
        /// The content of its `matrix` list.
        var matrix: [Int]
        /// The content of its `today` list.
        var today: [Int]
    }

    /// The first day of the week the series was computed with, Sunday = 1.
    var weekStart: Int?
    /// The database's change stamp the file is up to date with: lines are only copied from a
    /// file that saw every change before the one being published.
    var stamp: String?
    /// Every day of the series, preceding days first (the order of the brief's days).
    var days: [Day]
    /// `[start, end]` of the ``SnapshotLineIndex``'s text at the end of the file, counted as the
    /// days' offsets are; `nil` in a file written before it.
    var lineIndex: [Int]?

    /// `offsets` as a range shifted by `base`, or `nil` when they are not one.
    static func range(_ offsets: [Int], after base: Int, within size: Int) -> Range<Int>? {
        guard offsets.count == 2, offsets[0] >= 0, offsets[0] <= offsets[1], base + offsets[1] <= size else {
            return nil
        }
        return base + offsets[0]..<base + offsets[1]
    }
}

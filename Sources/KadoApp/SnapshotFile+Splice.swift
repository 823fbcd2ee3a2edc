import Foundation
import KadoCore

/// Writing the snapshot file again after a change to a few habits by splicing: the new file is
/// the old one's unchanged byte ranges (found through its ``SnapshotLineIndex``, never read into
/// memory, copied by the kernel) around the changed habits' new lines, with a new brief, layout,
/// header and index. The result is, byte for byte, the file ``compose(header:brief:parts:stamp:)``
/// writes for the same lines, and it replaces the old one atomically like every other write.
extension SnapshotFile {
    /// The current snapshot file, open for being spliced: its brief, its layout and its line
    /// index, checked against each other (every list's length is the one its lines add up to).
    final class SpliceSource {
        /// The open file, from which unchanged ranges are copied (``FileOutput/copy(_:from:)``).
        let handle: FileHandle
        /// Its brief.
        let brief: WidgetBrief
        /// Its layout.
        let layout: SnapshotLayout
        /// The offset in the file the layout's ranges count from.
        let base: Int
        /// Its lines.
        let index: SnapshotLineIndex
        /// Its size in bytes.
        let size: Int

        /// The file at `path`, or `nil` when it is missing, has no line index (a file an older
        /// version wrote) or its parts do not agree.
        /// - Complexity: O(b + h) for a brief, layout and index of b bytes and h habits.
        init?(path: String) {
            guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
            self.handle = handle
            // Probes of a read-only snapshot: a file that cannot be read here is written again whole.
            guard let end = try? handle.seekToEnd(), (try? handle.seek(toOffset: 0)) != nil,
                let opening = SnapshotFile.readOpening(of: handle, layout: true), let located = opening.layout,
                let indexOffsets = located.layout.lineIndex,
                let indexRange = SnapshotLayout.range(indexOffsets, after: located.base, within: Int(end)),
                let text = Self.read(indexRange, from: handle), let index = SnapshotLineIndex(encoded: text),
                index.dayCount == located.layout.days.count, index.ids.count == opening.brief.habitCount,
                located.layout.days.map(\.day) == opening.brief.days.map(\.day)
            else {
                // Read only: closing it can lose nothing.
                try? handle.close()
                return nil
            }
            brief = opening.brief
            layout = located.layout
            base = located.base
            self.index = index
            size = Int(end)
            // Fully made: a failure from here on closes the file in `deinit`.
            for day in layout.days.indices {
                for list in SnapshotList.allCases {
                    guard let range = listRange(list, on: day), range.count == index.contentLength(of: list, on: day)
                    else { return nil }
                }
            }
        }

        deinit {
            // Read only: closing it can lose nothing.
            try? handle.close()
        }

        /// Where the content of `list` on the day at `day` (preceding days first) lies in the file.
        func listRange(_ list: SnapshotList, on day: Int) -> Range<Int>? {
            let entry = layout.days[day]
            let offsets: [Int]
            switch list {
            case .habits: offsets = entry.habits
            case .matrix: offsets = entry.matrix
            case .today: offsets = entry.today
            }
            return SnapshotLayout.range(offsets, after: base, within: size)
        }

        /// Where the line of the habit at `position` in `list` on the day at `day` lies, or `nil`
        /// when it has none there.
        /// - Complexity: O(p) for the p habits before it.
        func lineRange(of position: Int, in list: SnapshotList, on day: Int) -> Range<Int>? {
            guard let content = listRange(list, on: day), let length = index[position, day].length(in: list) else {
                return nil
            }
            var start = content.lowerBound + 1
            for before in 0..<position {
                if let other = index[before, day].length(in: list) { start += other + 2 }
            }
            return start..<start + length
        }

        /// The bytes at `range` of the file, or `nil` when they cannot be read.
        func read(_ range: Range<Int>) -> [UInt8]? { Self.read(range, from: handle) }

        /// The bytes of `range` in the file open as `handle`, all of them, or `nil`.
        static func read(_ range: Range<Int>, from handle: FileHandle) -> [UInt8]? {
            // A range that cannot be read gives nil: the snapshot is then written again whole.
            guard (try? handle.seek(toOffset: UInt64(range.lowerBound))) != nil,
                let data = try? handle.read(upToCount: range.count) ?? Data(), data.count == range.count
            else { return nil }
            return [UInt8](data)
        }
    }

    /// The file that replaces `source`'s when the habits at the positions of `changed` have new
    /// lines and every other habit's are unchanged: `header`, `brief` and `index` as they are
    /// now, every other line copied from `source`.
    /// - Complexity: O(h) steps of arithmetic for each of the 27 lists of h habits, plus the
    ///   bytes of the changed lines; no unchanged line is read.
    static func splice(
        _ source: SpliceSource, header: WidgetSnapshotSeries, brief: WidgetBrief,
        changed: [Int: SnapshotHabitPart], index: SnapshotLineIndex, stamp: String?
    ) throws -> (opening: [UInt8], body: SnapshotBody, layout: SnapshotLayout) {
        let count = source.index.ids.count
        return try assemble(header: header, brief: brief, index: index, stamp: stamp, capacity: 64 << 10) {
            day, list, body in
            guard let old = source.listRange(list, on: day) else {
                throw SnapshotFileError.unreadable(path: "(the series being written)")
            }
            var cursor = old.lowerBound + 1
            var first = true
            // Consecutive unchanged lines are one range of the old file, their separators included.
            var run: Range<Int>?
            for position in 0..<count {
                var oldLine: Range<Int>?
                if let length = source.index[position, day].length(in: list) {
                    oldLine = cursor..<cursor + length
                    cursor += length + 2
                }
                if let part = changed[position] {
                    if let copied = run { body.appendCopy(of: copied) }
                    run = nil
                    guard let line = part.days[day].line(in: list) else { continue }
                    body.beginLine(first: &first)
                    body.append(contentsOf: line)
                } else if let oldLine {
                    if let copied = run {
                        run = copied.lowerBound..<oldLine.upperBound
                    } else {
                        body.beginLine(first: &first)
                        run = oldLine
                    }
                }
            }
            if let copied = run { body.appendCopy(of: copied) }
            body.endList(first: first)
        }
    }

    /// Writes `opening` then `body` to `path` atomically (see ``write(_:to:files:)``), its copied
    /// ranges from `source`'s file, by the kernel where it can (`sendfile`), without passing
    /// through this process.
    static func write(
        opening: [UInt8], body: SnapshotBody, copyingFrom source: SpliceSource, to path: String, files: any FileStorage
    ) throws {
        try files.replace(path, durable: false) { output in
            try output.write(opening)
            for segment in body.segments {
                switch segment {
                case .bytes(let bytes): try output.write(bytes)
                case .copied(let range): try output.copy(range, from: source.handle)
                }
            }
        }
    }
}

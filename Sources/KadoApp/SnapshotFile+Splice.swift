import Foundation
import KadoCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing the snapshot file again after a change to a few habits by splicing: the new file is
/// the old one's unchanged byte ranges (found through its ``SnapshotLineIndex``, never read into
/// memory, copied by the kernel) around the changed habits' new lines, with a new brief, layout,
/// header and index. The result is, byte for byte, the file ``compose(header:brief:parts:stamp:)``
/// writes for the same lines, and it replaces the old one atomically like every other write.
extension SnapshotFile {
    /// The current snapshot file, open for being spliced: its brief, its layout and its line
    /// index, checked against each other (every list's length is the one its lines add up to).
    final class SpliceSource {
        /// The open file.
        let descriptor: Int32
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
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            self.descriptor = descriptor
            var status = stat()
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
            guard fstat(descriptor, &status) == 0,
                let opening = SnapshotFile.readOpening(of: handle, layout: true), let located = opening.layout,
                let indexOffsets = located.layout.lineIndex,
                let indexRange = SnapshotLayout.range(indexOffsets, after: located.base, within: Int(status.st_size)),
                let text = Self.read(indexRange, from: descriptor), let index = SnapshotLineIndex(encoded: text),
                index.dayCount == located.layout.days.count, index.ids.count == opening.brief.habitCount,
                located.layout.days.map(\.day) == opening.brief.days.map(\.day)
            else {
                close(descriptor)
                return nil
            }
            brief = opening.brief
            layout = located.layout
            base = located.base
            self.index = index
            size = Int(status.st_size)
            // Fully made: a failure from here on closes the file in `deinit`.
            for day in layout.days.indices {
                for list in SnapshotList.allCases {
                    guard let range = listRange(list, on: day), range.count == index.contentLength(of: list, on: day)
                    else { return nil }
                }
            }
        }

        deinit {
            close(descriptor)
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
        func read(_ range: Range<Int>) -> [UInt8]? { Self.read(range, from: descriptor) }

        /// The bytes at `range` of the file open in `descriptor`, or `nil` when they cannot be read.
        static func read(_ range: Range<Int>, from descriptor: Int32) -> [UInt8]? {
            var failed = false
            let bytes = [UInt8](unsafeUninitializedCapacity: range.count) { buffer, count in
                count = 0
                guard let base = buffer.baseAddress else { return }
                while count < range.count {
                    let got = pread(descriptor, base + count, range.count - count, off_t(range.lowerBound + count))
                    if got < 0, errno == EINTR { continue }
                    guard got > 0 else {
                        failed = true
                        return
                    }
                    count += got
                }
            }
            return failed ? nil : bytes
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

    /// Writes `opening` then `body` to `path` atomically (see ``write(_:to:)``), its copied
    /// ranges from `source`'s file, by the kernel where it can (`sendfile`), without passing
    /// through this process.
    static func write(opening: [UInt8], body: SnapshotBody, copyingFrom source: SpliceSource, to path: String) throws {
        try writeAtomically(to: path) { descriptor in
            try writeAll(opening, to: descriptor)
            for segment in body.segments {
                switch segment {
                case .bytes(let bytes): try writeAll(bytes, to: descriptor)
                case .copied(let range): try copy(range, from: source.descriptor, to: descriptor)
                }
            }
        }
    }

    /// Copies `range` of the file open in `input` to the end of `output`.
    private static func copy(_ range: Range<Int>, from input: Int32, to output: Int32) throws {
        #if os(Linux)
            var offset = off_t(range.lowerBound)
            var left = range.count
            while left > 0 {
                let sent = sendfile(output, input, &offset, left)
                if sent < 0, errno == EINTR { continue }
                guard sent > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                left -= sent
            }
        #else
            let chunk = 1 << 20
            var start = range.lowerBound
            while start < range.upperBound {
                let end = min(start + chunk, range.upperBound)
                guard let bytes = SpliceSource.read(start..<end, from: input) else {
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                try writeAll(bytes, to: output)
                start = end
            }
        #endif
    }

    /// Writes all of `bytes` to `descriptor`.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
        try bytes.withUnsafeBytes { try writeAll($0, to: descriptor) }
    }

    /// Writes all of `buffer` to `descriptor`.
    /// - Throws: `POSIXError` with the system's reason.
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) throws {
        var written = 0
        while written < buffer.count {
            guard let base = buffer.baseAddress else { return }
            let count = posixWrite(descriptor, base + written, buffer.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            written += count
        }
    }

    /// Runs `fill` on a new temporary file beside `path`, then renames it over `path`, so that
    /// a reader sees the old file or the new one, never a mix; the temporary file is removed when
    /// anything fails.
    static func writeAtomically(to path: String, _ fill: (Int32) throws -> Void) throws {
        let folder = PathName.folder(of: path)
        let temporary = (folder as NSString).appendingPathComponent(
            ".\((path as NSString).lastPathComponent).\(UUID().uuidString).tmp")
        // The owner's only: a snapshot, a backup or a record of Kadō's holds the habits.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary])
        }
        do {
            try fill(descriptor)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard close(descriptor) == 0 else {
            unlink(temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary])
        }
        if rename(temporary, path) != 0 {
            unlink(temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }
}

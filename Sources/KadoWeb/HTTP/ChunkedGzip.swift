import CZlib
import Foundation
import Synchronization

/// gzip of a page made of parts that mostly stay the same from one version to the next (Today:
/// a check-in changes one row among a thousand), compressed a chunk at a time so that the
/// chunks a new version shares with the last one reuse their compressed bytes.
///
/// Each chunk is deflated on its own (no history from the chunk before) and ended with a full
/// flush, which ends on a byte boundary without ending the stream; the chunks' deflate data are
/// then concatenated, and a final empty block ends the stream. The result is one ordinary gzip
/// member (RFC 1952) that any browser reads, whose CRC-32 is combined from the chunks' own.
/// Chunks a few dozen kilobytes long keep most of the compression a single stream has (the
/// deflate window is 32 KB): on Today at 1,000 habits about 72 KB instead of 62 KB, but a
/// check-in compresses about 40 KB of it again instead of 550 KB.
///
/// A chunk is compressed at ``level`` (6, zlib's default) when it is new at its place — the first
/// page, or one that grew — and at ``changedLevel`` (1) when it replaces a chunk that changed: a
/// check-in's row and the page's end, compressed while the person waits for the page, about three
/// times faster for a few more bytes. A chunk is kept at the level it was made with until it
/// changes again, so after check-ins spread over every chunk the page is at worst what level 1
/// makes of it.
///
/// Memory stays bounded: the chunks of the last page compressed, with their source bytes to
/// compare (the page again, and its compressed size).
final class ChunkedGzip: Sendable {
    /// One chunk as last compressed.
    private struct Piece {
        let source: [UInt8]
        let deflated: [UInt8]
        let crc: UInt32
    }

    /// The gzip level of a chunk new at its place.
    static let level: Int32 = 6
    /// The gzip level of a chunk that replaces one that changed.
    static let changedLevel: Int32 = 1
    /// A final fixed-Huffman block with no data: ends a deflate stream whose blocks are not final.
    private static let finalBlock: [UInt8] = [0x03, 0x00]
    /// The gzip header zlib writes (no name, no time, Unix).
    private static let header: [UInt8] = [0x1F, 0x8B, 0x08, 0, 0, 0, 0, 0, 0, 0x03]

    private let pieces = Mutex<[Piece]>([])
    private let counts = Mutex((compressed: 0, reused: 0, changed: 0))

    /// An empty store.
    init() {}

    /// How many chunks were compressed, and how many reused, since the store was made (for tests
    /// and benchmarks).
    var chunkCounts: (compressed: Int, reused: Int) { counts.withLock { ($0.compressed, $0.reused) } }
    /// How many of the chunks compressed replaced a chunk that changed (at ``changedLevel``).
    var changedChunks: Int { counts.withLock { $0.changed } }

    /// `body` in the gzip format, cut into chunks at `boundaries` (ascending offsets inside the
    /// body; others are ignored); the chunks equal to those at the same place in the body last
    /// compressed are not compressed again, those that differ are compressed at ``changedLevel``.
    /// `nil` when zlib refuses (out of memory).
    func compress(_ body: [UInt8], at boundaries: [Int]) -> [UInt8]? {
        var cuts = [0]
        for boundary in boundaries where boundary > cuts[cuts.count - 1] && boundary < body.count {
            cuts.append(boundary)
        }
        cuts.append(body.count)
        let kept = pieces.withLock { $0 }
        var made: [Piece] = []
        made.reserveCapacity(cuts.count - 1)
        var reused = 0
        var changed = 0
        for index in 0..<(cuts.count - 1) {
            let range = cuts[index]..<cuts[index + 1]
            if index < kept.count, Self.bytes(of: body, in: range, equal: kept[index].source) {
                made.append(kept[index])
                reused += 1
                continue
            }
            let source = Array(body[range])
            let isChange = index < kept.count
            if isChange { changed += 1 }
            guard let deflated = Self.deflateFlushed(source, level: isChange ? Self.changedLevel : Self.level) else {
                return nil
            }
            made.append(Piece(source: source, deflated: deflated, crc: Self.crc(of: source)))
        }
        pieces.withLock { $0 = made }
        counts.withLock { $0 = ($0.compressed + made.count - reused, $0.reused + reused, $0.changed + changed) }
        var output = Self.header
        output.reserveCapacity(made.reduce(Self.header.count + Self.finalBlock.count + 8) { $0 + $1.deflated.count })
        var crc = UInt32(0)
        for piece in made {
            output += piece.deflated
            crc = UInt32(truncatingIfNeeded: crc32_combine(uLong(crc), uLong(piece.crc), .init(piece.source.count)))
        }
        output += Self.finalBlock
        let size = UInt32(truncatingIfNeeded: body.count)
        for value in [crc, size] {
            output += [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: value >> $0) }
        }
        return output
    }

    /// Whether `body[range]` holds the bytes `source` holds, compared with `memcmp` (a page's
    /// half megabyte compared byte by byte through an iterator costs more than the rest of the
    /// answer).
    private static func bytes(of body: [UInt8], in range: Range<Int>, equal source: [UInt8]) -> Bool {
        guard source.count == range.count else { return false }
        guard !range.isEmpty else { return true }
        return body.withUnsafeBytes { new in
            source.withUnsafeBytes { old in
                guard let newStart = new.baseAddress, let oldStart = old.baseAddress else { return false }
                return memcmp(newStart + range.lowerBound, oldStart, range.count) == 0
            }
        }
    }

    /// The CRC-32 of `bytes`.
    private static func crc(of bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(truncatingIfNeeded: crc32_z(crc32(0, nil, 0), buffer.baseAddress, buffer.count))
        }
    }

    /// `bytes` as raw deflate data at `level`, ended by a full flush: on a byte boundary, the
    /// stream not ended, no history kept for what follows.
    private static func deflateFlushed(_ bytes: [UInt8], level: Int32) -> [UInt8]? {
        var stream = z_stream()
        guard kado_deflate_init_raw(&stream, level) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        // The bound counts a finished stream; a flush adds an empty stored block (5 bytes) and
        // the bits before it, so a few more bytes are always enough.
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 16)
        var input = bytes
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return deflate(&stream, Z_FULL_FLUSH)
            }
        }
        // With room to spare, one call consumes the input and writes the whole flush.
        guard status == Z_OK, stream.avail_in == 0, stream.avail_out > 0 else { return nil }
        output.removeLast(output.count - Int(stream.total_out))
        return output
    }
}

import CZlib
import Foundation

/// Reads the entries of a zip archive (the stored and deflated ones, as Java's and most tools'
/// archives hold them) one at a time, on demand, with every name checked so that none can point
/// outside the archive's folder.
///
/// Nothing the archive declares is trusted for memory: an entry is inflated in pieces, and
/// inflating stops as soon as it passes the size its directory declares (damage) or the bytes
/// inflated from the archive pass ``maximumInflatedBytes`` (a zip bomb); the declared sizes are
/// also added up first, so that an honest but huge archive is refused before anything is
/// inflated. An entry that is itself an archive is never opened.
struct ZipArchive {
    /// The most entries read.
    static let maximumEntries = 10_000

    /// How many bytes inflate at a time: what an entry's reading holds beyond its own bytes.
    static let inflateChunk = 64 << 10

    /// Whether `data` starts as a zip archive does (a local file header).
    static func looksLikeZip<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.starts(with: [0x50, 0x4B, 0x03, 0x04])
    }

    /// One entry of the directory.
    struct Entry {
        let name: String
        let method: Int
        let flags: UInt16
        let crc: UInt32
        let compressedSize: Int
        let size: Int
        let localOffset: Int

        /// Whether the entry is a folder (its name ends with a slash).
        var isFolder: Bool { name.hasSuffix("/") }
    }

    /// The archive's bytes.
    let data: Data
    /// Its entries, from its directory, in order.
    let entries: [Entry]
    /// The most bytes the entries read may inflate to, together.
    let maximumInflatedBytes: Int
    /// The bytes inflated so far, over every entry read.
    private(set) var inflatedBytes = 0

    /// The archive `data`, its directory read (nothing is inflated yet).
    /// - Parameter maximumInflatedBytes: the most bytes the entries read may inflate to, together.
    /// - Throws: ``ArchiveProblem``.
    init(_ data: Data, maximumInflatedBytes: Int) throws(ArchiveProblem) {
        self.data = data
        self.maximumInflatedBytes = maximumInflatedBytes
        entries = try Self.directory(of: data)
    }

    /// The names of the archive's entries, or `nil` when its directory cannot be read.
    static func names(in data: Data) -> [String]? {
        // A probe: an archive whose directory cannot be read is not taken for a Loop export, and reading it as a backup
        // says why.
        (try? directory(of: data))?.map(\.name)
    }

    /// The entry named `name`, if the archive has one.
    func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    /// Refuses `names` when the sizes their entries declare add up to more than
    /// ``maximumInflatedBytes``, before any of them is inflated.
    /// - Throws: ``ArchiveProblem/inflatesTooLarge(entry:limit:)`` naming the entry that passes it.
    func checkDeclaredSizes(of names: [String]) throws(ArchiveProblem) {
        var total = inflatedBytes
        for name in names {
            guard let entry = entry(named: name) else { continue }
            total += entry.size
            if total > maximumInflatedBytes {
                throw .inflatesTooLarge(entry: entry.name, limit: maximumInflatedBytes)
            }
        }
    }

    /// The bytes of the entry `name`, inflated when deflated, checked against its size and
    /// CRC-32; `nil` when there is no such entry.
    /// - Throws: ``ArchiveProblem``: ``ArchiveProblem/inflatesTooLarge(entry:limit:)`` as soon as
    ///   the bytes inflated from the archive pass ``maximumInflatedBytes``;
    ///   ``ArchiveProblem/damaged(entry:)`` as soon as the entry passes its declared size, or
    ///   when it ends short of it or its checksum differs;
    ///   ``ArchiveProblem/nestedArchive(entry:)`` for an entry that is itself a zip archive.
    /// - Complexity: O(n) in the entry's size; the memory held is its bytes and one chunk.
    mutating func bytes(of name: String) throws(ArchiveProblem) -> Data? {
        guard let entry = entry(named: name) else { return nil }
        if entry.flags & 1 != 0 { throw .unsupported(entry: entry.name, method: -1) }
        let range = try storedRange(of: entry)
        let budget = maximumInflatedBytes - inflatedBytes
        let output: Data
        switch entry.method {
        case 0:
            guard range.count == entry.size else { throw .damaged(entry: entry.name) }
            guard entry.size <= budget else { throw .inflatesTooLarge(entry: entry.name, limit: maximumInflatedBytes) }
            output = data.subdata(in: (data.startIndex + range.lowerBound)..<(data.startIndex + range.upperBound))
        case 8:
            output = try Self.inflate(data, range, entry: entry, budget: budget, limit: maximumInflatedBytes)
        default: throw .unsupported(entry: entry.name, method: entry.method)
        }
        inflatedBytes += output.count
        let crc = output.withUnsafeBytes { buffer in
            UInt32(crc32(0, buffer.bindMemory(to: UInt8.self).baseAddress, uInt(buffer.count)))
        }
        guard crc == entry.crc else { throw .damaged(entry: entry.name) }
        if Self.looksLikeZip(output.prefix(4)) { throw .nestedArchive(entry: entry.name) }
        return output
    }

    /// Where the entry's stored bytes lie in ``data``, after its local header.
    private func storedRange(of entry: Entry) throws(ArchiveProblem) -> Range<Int> {
        let local = entry.localOffset
        guard local + 30 <= data.count, Self.read32(data, local) == 0x0403_4B50 else {
            throw .truncated(entry: entry.name)
        }
        let start = local + 30 + Self.read16(data, local + 26) + Self.read16(data, local + 28)
        guard start + entry.compressedSize <= data.count else { throw .truncated(entry: entry.name) }
        return start..<(start + entry.compressedSize)
    }

    /// Raw deflate data inflated a chunk at a time: at most the entry's declared size (one byte
    /// more is damage) and at most `budget` bytes (one byte more is a bomb), whatever the data
    /// would inflate to.
    private static func inflate(
        _ data: Data, _ range: Range<Int>, entry: Entry, budget: Int, limit: Int
    ) throws(ArchiveProblem) -> Data {
        var stream = z_stream()
        guard kado_inflate_init_raw(&stream) == Z_OK else { throw .damaged(entry: entry.name) }
        defer { inflateEnd(&stream) }
        var output = Data()
        output.reserveCapacity(min(entry.size, budget, 1 << 20))
        var chunk = [UInt8](repeating: 0, count: inflateChunk)
        enum Outcome { case ended, damaged, tooLarge }
        let outcome: Outcome = data.withUnsafeBytes { raw in
            let input = UnsafeMutablePointer(
                mutating: raw.baseAddress?.advanced(by: range.lowerBound).assumingMemoryBound(to: UInt8.self))
            stream.next_in = input
            stream.avail_in = uInt(range.count)
            return chunk.withUnsafeMutableBufferPointer { buffer -> Outcome in
                while true {
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(buffer.count)
                    let status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    let produced = buffer.count - Int(stream.avail_out)
                    if output.count + produced > entry.size { return .damaged }
                    if output.count + produced > budget { return .tooLarge }
                    if let base = buffer.baseAddress { output.append(base, count: produced) }
                    switch status {
                    case Z_STREAM_END: return .ended
                    case Z_OK: continue
                    // No progress possible: the input ended before the stream did.
                    default: return .damaged
                    }
                }
            }
        }
        switch outcome {
        case .ended: break
        case .damaged: throw .damaged(entry: entry.name)
        case .tooLarge: throw .inflatesTooLarge(entry: entry.name, limit: limit)
        }
        guard output.count == entry.size else { throw .damaged(entry: entry.name) }
        return output
    }

    private static func read16(_ data: Data, _ offset: Int) -> Int {
        let base = data.startIndex + offset
        return Int(data[base]) | Int(data[base + 1]) << 8
    }

    private static func read32(_ data: Data, _ offset: Int) -> Int {
        read16(data, offset) | read16(data, offset + 2) << 16
    }

    /// The entries of the central directory, found from its end record.
    static func directory(of data: Data) throws(ArchiveProblem) -> [Entry] {
        // The end record is 22 bytes, followed by a comment of at most 65,535.
        guard data.count >= 22 else { throw .noDirectory }
        var end: Int?
        var position = data.count - 22
        let lowest = max(0, data.count - 22 - 65_535)
        while position >= lowest {
            if read32(data, position) == 0x0605_4B50 {
                end = position
                break
            }
            position -= 1
        }
        guard let end else { throw .noDirectory }
        let count = read16(data, end + 10)
        let size = read32(data, end + 12)
        let offset = read32(data, end + 16)
        if count == 0xFFFF || size == 0xFFFF_FFFF || offset == 0xFFFF_FFFF {
            throw .unsupported(entry: "", method: -2)
        }
        guard count <= maximumEntries else { throw .tooManyEntries(count, limit: maximumEntries) }
        guard offset + size <= end else { throw .truncated(entry: nil) }
        var entries: [Entry] = []
        var cursor = offset
        for _ in 0..<count {
            guard cursor + 46 <= end, read32(data, cursor) == 0x0201_4B50 else { throw .truncated(entry: nil) }
            let nameLength = read16(data, cursor + 28)
            let extraLength = read16(data, cursor + 30)
            let commentLength = read16(data, cursor + 32)
            guard cursor + 46 + nameLength <= end else { throw .truncated(entry: nil) }
            let nameStart = data.startIndex + cursor + 46
            let name = String(decoding: data[nameStart..<(nameStart + nameLength)], as: UTF8.self)
            try checkName(name)
            let entry = Entry(
                name: name, method: read16(data, cursor + 10), flags: UInt16(read16(data, cursor + 8)),
                crc: UInt32(read32(data, cursor + 16)), compressedSize: read32(data, cursor + 20),
                size: read32(data, cursor + 24), localOffset: read32(data, cursor + 42))
            if entry.size == 0xFFFF_FFFF || entry.compressedSize == 0xFFFF_FFFF || entry.localOffset == 0xFFFF_FFFF {
                throw .unsupported(entry: name, method: -2)
            }
            entries.append(entry)
            cursor += 46 + nameLength + extraLength + commentLength
        }
        return entries
    }

    /// Refuses a name that is absolute, climbs out with `..`, names a drive, or holds a
    /// backslash or a NUL (which other tools read as separators or ends).
    static func checkName(_ name: String) throws(ArchiveProblem) {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        if name.isEmpty || name.hasPrefix("/") || name.contains("\\") || name.contains("\0")
            || parts.contains(where: { $0 == ".." }) || (parts.first?.contains(":") ?? false)
        {
            throw .unsafeName(name)
        }
    }
}

import CZlib
import Foundation

/// Why a zip archive cannot be read: what a reader of one reports.
public enum ArchiveProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// No zip directory at the end of the file: cut short, or not a zip archive.
    case noDirectory
    /// The entry `entry` (or the directory, when `nil`) lies beyond the end of the file.
    case truncated(entry: String?)
    /// An entry's name that would leave the archive's folder (`../x`, `/etc/x`, `C:\x`).
    case unsafeName(String)
    /// The entry is stored in a way Kadō does not read (a compression `method` other than none
    /// and deflate; `method` −1 for an encrypted entry, −2 for a ZIP64 one).
    case unsupported(entry: String, method: Int)
    /// The entry's data does not inflate to what the directory says (size or checksum).
    case damaged(entry: String)
    /// The archive holds more than `limit` entries.
    case tooManyEntries(Int, limit: Int)
    /// The archive or folder lacks the file `name` its format needs.
    case missingFile(String)

    /// The English wording.
    public var description: String {
        switch self {
        case .noDirectory: "not a complete zip archive: its directory at the end is missing (the file may be cut short)"
        case .truncated(let entry?): "the entry \"\(entry)\" lies beyond the end of the file: the file is cut short"
        case .truncated(nil): "the zip directory lies beyond the end of the file: the file is cut short"
        case .unsafeName(let name): "the entry name \"\(name)\" would leave the archive's folder: refused"
        case .unsupported(let entry, let method):
            switch method {
            case -1: "the entry \"\(entry)\" is encrypted"
            case -2: "the entry \"\(entry)\" is stored as ZIP64, which Kadō does not read"
            default:
                "the entry \"\(entry)\" is compressed with method \(method); Kadō reads stored and deflated entries"
            }
        case .damaged(let entry): "the entry \"\(entry)\" is damaged: its data does not match its size or checksum"
        case .tooManyEntries(let count, let limit):
            "the archive holds \(count) entries, more than the \(limit) Kadō reads"
        case .missingFile(let name): "there is no \(name) in it"
        }
    }
}

/// Reads the entries of a zip archive (the stored and deflated ones, as Java's and most tools'
/// archives hold them) into memory, with every size bounded before anything is inflated and
/// every name checked so that none can point outside the archive's folder.
enum ZipArchive {
    /// The most entries read.
    static let maximumEntries = 10_000

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
    }

    /// The names of the archive's entries, or `nil` when its directory cannot be read.
    static func names(in data: Data) -> [String]? {
        (try? directory(of: [UInt8](data)))?.map(\.name)
    }

    /// Every file entry's bytes by name (folders left out).
    /// - Parameter maximumBytes: the most all entries may hold once inflated.
    /// - Throws: ``ArchiveProblem``; ``ArchiveTooLarge`` when the entries hold more than
    ///   `maximumBytes`.
    static func files(in data: Data, maximumBytes: Int) throws -> [String: Data] {
        let bytes = [UInt8](data)
        let entries = try directory(of: bytes)
        var total = 0
        for entry in entries {
            total += entry.size
            if total > maximumBytes { throw ArchiveTooLarge(bytes: total) }
        }
        var files: [String: Data] = [:]
        for entry in entries where !entry.name.hasSuffix("/") {
            files[entry.name] = try contents(of: entry, in: bytes)
        }
        return files
    }

    /// The total the entries would inflate to, over the limit.
    struct ArchiveTooLarge: Error {
        let bytes: Int
    }

    private static func read16(_ bytes: [UInt8], _ offset: Int) -> Int {
        Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
    }

    private static func read32(_ bytes: [UInt8], _ offset: Int) -> Int {
        read16(bytes, offset) | read16(bytes, offset + 2) << 16
    }

    /// The entries of the central directory, found from its end record.
    static func directory(of bytes: [UInt8]) throws(ArchiveProblem) -> [Entry] {
        // The end record is 22 bytes, followed by a comment of at most 65,535.
        guard bytes.count >= 22 else { throw .noDirectory }
        var end: Int?
        var position = bytes.count - 22
        let lowest = max(0, bytes.count - 22 - 65_535)
        while position >= lowest {
            if bytes[position] == 0x50, bytes[position + 1] == 0x4B, bytes[position + 2] == 0x05,
                bytes[position + 3] == 0x06
            {
                end = position
                break
            }
            position -= 1
        }
        guard let end else { throw .noDirectory }
        let count = read16(bytes, end + 10)
        let size = read32(bytes, end + 12)
        let offset = read32(bytes, end + 16)
        if count == 0xFFFF || size == 0xFFFF_FFFF || offset == 0xFFFF_FFFF {
            throw .unsupported(entry: "", method: -2)
        }
        guard count <= maximumEntries else { throw .tooManyEntries(count, limit: maximumEntries) }
        guard offset + size <= end else { throw .truncated(entry: nil) }
        var entries: [Entry] = []
        var cursor = offset
        for _ in 0..<count {
            guard cursor + 46 <= end, read32(bytes, cursor) == 0x0201_4B50 else { throw .truncated(entry: nil) }
            let nameLength = read16(bytes, cursor + 28)
            let extraLength = read16(bytes, cursor + 30)
            let commentLength = read16(bytes, cursor + 32)
            guard cursor + 46 + nameLength <= end else { throw .truncated(entry: nil) }
            let name = String(decoding: bytes[(cursor + 46)..<(cursor + 46 + nameLength)], as: UTF8.self)
            try checkName(name)
            let entry = Entry(
                name: name, method: read16(bytes, cursor + 10), flags: UInt16(read16(bytes, cursor + 8)),
                crc: UInt32(read32(bytes, cursor + 16)), compressedSize: read32(bytes, cursor + 20),
                size: read32(bytes, cursor + 24), localOffset: read32(bytes, cursor + 42))
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

    /// An entry's bytes, inflated when deflated, checked against its size and CRC-32.
    private static func contents(of entry: Entry, in bytes: [UInt8]) throws(ArchiveProblem) -> Data {
        if entry.flags & 1 != 0 { throw .unsupported(entry: entry.name, method: -1) }
        let local = entry.localOffset
        guard local + 30 <= bytes.count, read32(bytes, local) == 0x0403_4B50 else {
            throw .truncated(entry: entry.name)
        }
        let start = local + 30 + read16(bytes, local + 26) + read16(bytes, local + 28)
        guard start + entry.compressedSize <= bytes.count else { throw .truncated(entry: entry.name) }
        let stored = Array(bytes[start..<(start + entry.compressedSize)])
        let output: [UInt8]
        switch entry.method {
        case 0:
            guard stored.count == entry.size else { throw .damaged(entry: entry.name) }
            output = stored
        case 8: output = try inflate(stored, size: entry.size, name: entry.name)
        default: throw .unsupported(entry: entry.name, method: entry.method)
        }
        let crc = output.withUnsafeBufferPointer { buffer in
            UInt32(crc32(0, buffer.baseAddress, uInt(buffer.count)))
        }
        guard crc == entry.crc else { throw .damaged(entry: entry.name) }
        return Data(output)
    }

    /// Raw deflate data inflated to exactly `size` bytes; anything else is damage.
    private static func inflate(_ input: [UInt8], size: Int, name: String) throws(ArchiveProblem) -> [UInt8] {
        var stream = z_stream()
        guard kado_inflate_init_raw(&stream) == Z_OK else { throw .damaged(entry: name) }
        defer { inflateEnd(&stream) }
        // One byte more than announced, so that data inflating past its size is seen.
        var output = [UInt8](repeating: 0, count: size + 1)
        var input = input
        let status = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                return CZlib.inflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END, Int(stream.total_out) == size else { throw .damaged(entry: name) }
        output.removeLast()
        return output
    }
}

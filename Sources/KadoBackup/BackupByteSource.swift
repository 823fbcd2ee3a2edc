import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of a backup, from a file or from memory, read through a window of about
/// ``chunkSize`` bytes that moves forward as they are read and can be moved anywhere
/// (``seek(to:)``): all that the streaming readers of Kadō JSON and CSV hold of a file, however
/// large.
struct BackupByteSource {
    /// How many bytes are read at once.
    static let chunkSize = 1 << 20

    /// How many bytes a window holds at least: ``chunkSize``, unless a reader that moves about
    /// the file in short jumps sets less (a window is read again whole at each jump out of it).
    var windowSize = Self.chunkSize

    private enum Origin {
        case file(FileHandle)
        case data(Data)
    }

    private let origin: Origin
    /// The number of bytes.
    let count: Int
    /// When the file was last changed (`st_mtim`), in nanoseconds since 1970; `nil` for bytes in
    /// memory.
    let modifiedAt: Int64?
    private var window: [UInt8] = []
    /// The offset of the window's first byte.
    private var windowStart = 0
    /// The offset of the next byte to read.
    private(set) var offset = 0

    /// The bytes of `data`.
    init(data: Data) {
        origin = .data(data)
        count = data.count
        modifiedAt = nil
    }

    /// The bytes of the file at `path`, or `nil` when it cannot be opened.
    init?(fileAt path: String) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        var status = stat()
        guard fstat(handle.fileDescriptor, &status) == 0 else { return nil }
        origin = .file(handle)
        count = Int(status.st_size)
        #if canImport(Darwin)
            let time = status.st_mtimespec
        #else
            let time = status.st_mtim
        #endif
        modifiedAt = Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// A 64-bit hash of every byte, read a window at a time from the start (the source is left
    /// where it was): what tells a file changed in place with its size and time kept. Not
    /// cryptographic: it tells an accident, not an attack.
    /// - Complexity: O(n) in the size; O(1) memory beyond the window.
    mutating func fingerprint() -> UInt64 {
        let saved = offset
        defer { offset = saved }
        offset = 0
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(truncatingIfNeeded: count)
        while let chunk = nextChunk() {
            chunk.withUnsafeBytes { raw in
                // Eight bytes at a time, then the rest one by one: a multiply and a rotation
                // mix each word in.
                let words = raw.count / 8
                for index in 0..<words {
                    let word = raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
                    hash = (hash ^ word) &* 0x0000_0100_0000_01B3
                    hash = (hash << 29) | (hash >> 35)
                }
                for index in (words * 8)..<raw.count {
                    hash = (hash ^ UInt64(raw[index])) &* 0x0000_0100_0000_01B3
                }
            }
        }
        return hash
    }

    /// The byte `ahead` bytes after ``offset``, or `nil` past the end.
    @inline(__always)
    mutating func peek(_ ahead: Int = 0) -> UInt8? {
        let local = offset + ahead - windowStart
        if local >= 0, local < window.count { return window[local] }
        return load(offset + ahead)
    }

    /// Moves past `count` bytes.
    @inline(__always)
    mutating func advance(_ count: Int = 1) {
        offset += count
    }

    /// Moves to byte `offset` (what is read next).
    mutating func seek(to offset: Int) {
        self.offset = offset
    }

    /// Appends the bytes from ``offset`` up to the first one in `stops` to `text`, and moves
    /// past them: that byte (not moved past), or `nil` at the end. A window at a time, for the
    /// long runs of plain bytes in strings and fields.
    mutating func take(into text: inout [UInt8], until stops: ByteSet) -> UInt8? {
        while peek() != nil {
            let local = offset - windowStart
            let (found, count) = window.withUnsafeBufferPointer { buffer in
                stops.members.withUnsafeBufferPointer { table -> (UInt8?, Int) in
                    var index = local
                    while index < buffer.count {
                        if table[Int(buffer[index])] { return (buffer[index], index - local) }
                        index += 1
                    }
                    return (nil, index - local)
                }
            }
            text.append(contentsOf: window[local..<local + count])
            offset += count
            if let found { return found }
        }
        return nil
    }

    /// Moves past blank space (space, tab, CR, LF): the number of line feeds passed.
    mutating func skipBlankSpace() -> Int {
        var lines = 0
        while peek() != nil {
            let local = offset - windowStart
            let (stopped, count, feeds) = window.withUnsafeBufferPointer { buffer -> (Bool, Int, Int) in
                var index = local
                var feeds = 0
                while index < buffer.count {
                    switch buffer[index] {
                    case 0x0A: feeds += 1
                    case 0x20, 0x09, 0x0D: break
                    default: return (true, index - local, feeds)
                    }
                    index += 1
                }
                return (false, index - local, feeds)
            }
            offset += count
            lines += feeds
            if stopped { break }
        }
        return lines
    }

    /// Moves past the JSON array or object that starts at ``offset``, known to be well formed
    /// (the document was checked): its brackets are counted, its strings passed over. The number
    /// of line feeds passed.
    mutating func skipCheckedContainer() -> Int {
        var depth = 0
        var isInString = false
        var isEscaped = false
        var lines = 0
        while peek() != nil {
            let local = offset - windowStart
            let (end, count) = window.withUnsafeBufferPointer { buffer -> (Bool, Int) in
                var index = local
                while index < buffer.count {
                    let byte = buffer[index]
                    index += 1
                    if isInString {
                        if isEscaped {
                            isEscaped = false
                        } else if byte == UInt8(ascii: "\\") {
                            isEscaped = true
                        } else if byte == UInt8(ascii: "\"") {
                            isInString = false
                        }
                        continue
                    }
                    switch byte {
                    case UInt8(ascii: "\""): isInString = true
                    case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                    case UInt8(ascii: "]"), UInt8(ascii: "}"):
                        depth -= 1
                        if depth == 0 { return (true, index - local) }
                    case 0x0A: lines += 1
                    default: break
                    }
                }
                return (false, index - local)
            }
            offset += count
            if end { break }
        }
        return lines
    }

    /// The bytes from ``offset`` to the end of the window, read first when there are none, and
    /// moves past them; `nil` at the end: the whole source, a window at a time.
    mutating func nextChunk() -> ArraySlice<UInt8>? {
        guard load(offset) != nil else { return nil }
        let chunk = window[(offset - windowStart)...]
        offset = windowStart + window.count
        return chunk
    }

    /// Reads the window again from ``offset`` on, so that it holds `target`; its byte, or `nil`
    /// past the end (or when the file can no longer be read: the reader then says where it ended).
    private mutating func load(_ target: Int) -> UInt8? {
        guard target >= 0, target < count else { return nil }
        let local = target - windowStart
        if local >= 0, local < window.count { return window[local] }
        let start = min(offset, target)
        let length = min(count - start, max(windowSize, target - start + 1))
        switch origin {
        case .data(let data):
            let base = data.startIndex + start
            window = Array(data[base..<base + length])
        case .file(let handle):
            if window.count != length { window = [UInt8](repeating: 0, count: length) }
            var filled = 0
            while filled < length {
                let read = window.withUnsafeMutableBytes { raw in
                    pread(
                        handle.fileDescriptor, raw.baseAddress.map { $0 + filled }, length - filled,
                        off_t(start + filled))
                }
                if read < 0, errno == EINTR { continue }
                guard read > 0 else { break }
                filled += read
            }
            if filled < length { window.removeSubrange(filled...) }
        }
        windowStart = start
        let reloaded = target - windowStart
        return reloaded < window.count ? window[reloaded] : nil
    }

    /// The 1-based line and column (in characters of UTF-8 text) of byte `offset`, counted from
    /// the start (read again up to it: only an error asks).
    mutating func position(of offset: Int) -> (line: Int, column: Int) {
        let saved = self.offset
        defer { self.offset = saved }
        let end = min(max(0, offset), count)
        var line = 1
        var column = 1
        self.offset = 0
        while self.offset < end, let byte = peek() {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            advance()
        }
        return (line, column)
    }
}

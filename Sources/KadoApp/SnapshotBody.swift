/// The series part of a snapshot file as it is assembled: bytes of its own, and byte ranges
/// copied from the file it replaces (the unchanged habits' lines, which are never read).
struct SnapshotBody {
    /// A piece of the body.
    enum Segment: Equatable {
        /// Bytes written as they are.
        case bytes([UInt8])
        /// A range of the file being replaced, copied.
        case copied(Range<Int>)
    }

    /// The pieces before the bytes being gathered.
    private var finished: [Segment] = []
    /// The bytes since the last copied range.
    private var pending: [UInt8] = []
    /// How many bytes the body holds so far.
    private(set) var count = 0

    /// An empty body, with room for `capacity` bytes of its own.
    init(capacity: Int) {
        pending.reserveCapacity(capacity)
    }

    /// Appends `byte`.
    mutating func append(_ byte: UInt8) {
        pending.append(byte)
        count += 1
    }

    /// Appends `bytes`.
    mutating func append<Bytes: Collection>(contentsOf bytes: Bytes) where Bytes.Element == UInt8 {
        pending.append(contentsOf: bytes)
        count += bytes.count
    }

    /// Appends the bytes at `range` of the file being replaced; an empty range adds nothing.
    mutating func appendCopy(of range: Range<Int>) {
        guard !range.isEmpty else { return }
        if !pending.isEmpty {
            finished.append(.bytes(pending))
            pending = []
        }
        if case .copied(let last) = finished.last, last.upperBound == range.lowerBound {
            finished[finished.count - 1] = .copied(last.lowerBound..<range.upperBound)
        } else {
            finished.append(.copied(range))
        }
        count += range.count
    }

    /// What separates a list's lines: a line break before the first, a comma and a line break
    /// before each other; `first` then becomes false.
    mutating func beginLine(first: inout Bool) {
        if !first { append(UInt8(ascii: ",")) }
        append(UInt8(ascii: "\n"))
        first = false
    }

    /// Ends a list: a line break after its last line, nothing when it has none (`first` still set).
    mutating func endList(first: Bool) {
        if !first { append(UInt8(ascii: "\n")) }
    }

    /// The pieces, in order.
    var segments: [Segment] { pending.isEmpty ? finished : finished + [.bytes(pending)] }

    /// The body's bytes, or `nil` when it copies ranges of another file.
    var bytes: [UInt8]? { finished.isEmpty ? pending : nil }
}

import Foundation

/// A writer of RFC 4180 CSV: fields separated by `,`, records ended by LF (after the last one
/// too), a field quoted when it holds a comma, a quote, a CR or an LF, and a quote inside a quoted
/// field written twice. Everything else, text that looks like a spreadsheet formula included, is
/// written verbatim.
struct CSVWriter {
    /// The UTF-8 bytes written so far.
    private(set) var bytes: [UInt8] = []

    /// An empty document.
    init() {}

    /// Appends one record.
    mutating func append<Fields: Sequence<String>>(record fields: Fields) {
        var first = true
        for field in fields {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            append(field: field)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Makes room for `count` bytes.
    mutating func reserve(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    /// The bytes of `fields` as one record writes them, without its line end: for a
    /// ``append(prefix:record:)`` that repeats them on many records.
    func encodedFields<Fields: Sequence<String>>(_ fields: Fields) -> [UInt8] {
        var writer = CSVWriter()
        writer.append(record: fields)
        writer.bytes.removeLast()
        return writer.bytes
    }

    /// Appends one record: the fields `prefix` encodes (``encodedFields(_:)``), then `fields`.
    mutating func append<Fields: Sequence<String>>(prefix: [UInt8], record fields: Fields) {
        bytes.append(contentsOf: prefix)
        for field in fields {
            bytes.append(UInt8(ascii: ","))
            append(field: field)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends a record of Kadō's CSV: the habit's fields `prefix` encodes, then a record's id,
    /// its instant (`instant`, or `instantText` when it cannot be written as it is), its value
    /// and its note, without making a string of what needs no quoting.
    mutating func appendRecord(
        prefix: [UInt8], id: UUID, instant: Date, instantText: () -> String, value: Double, note: String?
    ) {
        bytes.append(contentsOf: prefix)
        bytes.append(UInt8(ascii: ","))
        PrettyJSONBytes.appendUUID(id, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        if !KadoTimestamp.append(instant, to: &bytes) { append(field: instantText()) }
        bytes.append(UInt8(ascii: ","))
        bytes.append(contentsOf: String(value).utf8)
        bytes.append(UInt8(ascii: ","))
        if let note { append(field: note) }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Hands the bytes written so far to `sink` and forgets them, keeping the storage.
    mutating func handOn(to sink: BackupSink) throws {
        guard !bytes.isEmpty else { return }
        try bytes.withUnsafeBytes { try sink.write($0) }
        bytes.removeAll(keepingCapacity: true)
    }

    /// Whether `field` must be quoted. Looks at bytes, so `"\r\n"` (one `Character`) is seen.
    static func needsQuotes(_ field: String) -> Bool {
        field.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
    }

    private mutating func append(field: String) {
        guard Self.needsQuotes(field) else {
            bytes.append(contentsOf: field.utf8)
            return
        }
        bytes.append(UInt8(ascii: "\""))
        for byte in field.utf8 {
            if byte == UInt8(ascii: "\"") { bytes.append(byte) }
            bytes.append(byte)
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

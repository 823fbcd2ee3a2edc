import Foundation
import KadoSQLite
import KadoStore

/// A segment: an immutable file of row versions one device published. Its header stays readable;
/// its payload is what end-to-end encryption will encrypt (docs/sync.md).
public struct Segment: Hashable, Sendable {
    /// The sync group.
    public var target: String
    /// The device that wrote it.
    public var device: String
    /// Its number among that device's segments, from 1.
    public var sequence: Int
    /// The row versions.
    public var rows: [RowVersion]

    /// The kind of file, `kado-sync-segment`.
    public static let kind = "kado-sync-segment"

    /// A segment.
    public init(target: String, device: String, sequence: Int, rows: [RowVersion]) {
        self.target = target
        self.device = device
        self.sequence = sequence
        self.rows = rows
    }

    /// The file's bytes: JSON with sorted keys, so the same rows give the same bytes.
    public func encoded() throws -> Data {
        let file = File(
            format: Self.kind, version: SyncFormat.segmentVersion(of: rows, base: SyncFormat.plainVersion),
            target: target, device: device, sequence: sequence,
            envelope: SyncFormat.plainEnvelope, payload: Payload(rows: rows.map(EncodedRow.init)))
        return try Segment.encoder.encode(file)
    }

    /// Reads a segment's bytes.
    /// - Throws: ``SegmentDecodingError``.
    public init(decoding data: Data) throws(SegmentDecodingError) {
        try Segment.checkHeader(of: data)
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw .unreadable(Segment.summary(of: error))
        }
        guard file.envelope == SyncFormat.plainEnvelope else {
            throw .refused(.newerFormat, "its envelope \(file.envelope) is not one this version reads")
        }
        let rows = try Segment.rows(of: file.payload)
        self.init(target: file.target, device: file.device, sequence: file.sequence, rows: rows)
    }

    /// Checks the fields every segment begins with: its kind, and a version this code reads.
    /// - Parameter newest: the newest version read (``SyncFormat/version``; an older Kadō's in
    ///   tests of what it says about newer files).
    /// - Throws: ``SegmentDecodingError``: not a segment, or a newer one.
    static func checkHeader(of data: Data, newest: Int = SyncFormat.version) throws(SegmentDecodingError) {
        let header: FormatHeader
        do {
            header = try JSONDecoder().decode(FormatHeader.self, from: data)
        } catch {
            throw .unreadable("not a segment (\(Segment.summary(of: error)))")
        }
        guard header.format == Self.kind else { throw .unreadable("not a segment but a \(header.format)") }
        guard header.version <= newest else { throw .newerFormat(header.version) }
    }

    /// The row versions `payload` holds.
    static func rows(of payload: Payload) throws(SegmentDecodingError) -> [RowVersion] {
        var rows: [RowVersion] = []
        rows.reserveCapacity(payload.rows.count)
        for row in payload.rows {
            guard let table = RowVersion.Table(rawValue: row.table) else {
                throw .refused(.newerFormat, "unknown table \(row.table)")
            }
            guard let stamp = HybridLogicalClock(row.stamp) else { throw .unreadable("bad stamp \(row.stamp)") }
            rows.append(
                RowVersion(
                    table: table, id: row.id, stamp: stamp, device: row.device, deletedAt: row.deleted,
                    fields: row.fields.mapValues(\.value)))
        }
        return rows
    }

    /// The payload's JSON bytes: what a sealed segment encrypts.
    func payloadBytes() throws -> Data {
        try Segment.encoder.encode(Payload(rows: rows.map(EncodedRow.init)))
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    static func summary(of error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): "damaged JSON: \(context.debugDescription)"
        case DecodingError.keyNotFound(let key, _): "no \(key.stringValue)"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "a field of the wrong kind at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "\(error)"
        }
    }

    private struct File: Codable {
        var format: String
        var version: Int
        var target: String
        var device: String
        var sequence: Int
        var envelope: String
        var payload: Payload
    }

    struct Payload: Codable {
        var rows: [EncodedRow]
    }

    struct EncodedRow: Codable {
        var table: String
        var id: String
        var stamp: String
        var device: String
        var deleted: Double?
        var fields: [String: EncodedValue]

        init(_ version: RowVersion) {
            table = version.table.rawValue
            id = version.id
            stamp = version.stamp.description
            device = version.device
            deleted = version.deletedAt
            fields = version.fields.mapValues(EncodedValue.init)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(table, forKey: .table)
            try container.encode(id, forKey: .id)
            try container.encode(stamp, forKey: .stamp)
            try container.encode(device, forKey: .device)
            // Always present, `null` for a live row: every row reads the same way.
            try container.encode(deleted, forKey: .deleted)
            try container.encode(fields, forKey: .fields)
        }
    }

    /// A column's value with its SQLite type: `{"integer": 1}`, `{"real": 1.5}`, `{"text": "…"}`
    /// or `null`, so that a whole number stored as REAL stays REAL.
    struct EncodedValue: Codable {
        var value: SQLiteValue

        init(_ value: SQLiteValue) { self.value = value }

        private enum Key: String, CodingKey {
            case integer, real, text
        }

        init(from decoder: any Decoder) throws {
            // A probe: a value that is not a single null is decoded below as a number or text.
            if let single = try? decoder.singleValueContainer(), single.decodeNil() {
                value = .null
                return
            }
            let container = try decoder.container(keyedBy: Key.self)
            if let number = try container.decodeIfPresent(Int64.self, forKey: .integer) {
                value = .integer(number)
            } else if let number = try container.decodeIfPresent(Double.self, forKey: .real) {
                value = .real(number)
            } else if let text = try container.decodeIfPresent(String.self, forKey: .text) {
                value = .text(text)
            } else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "a value with no integer, real or text"))
            }
        }

        func encode(to encoder: any Encoder) throws {
            switch value {
            case .null:
                var single = encoder.singleValueContainer()
                try single.encodeNil()
            case .blob:
                // No synced column holds bytes: a blob here is a damaged row, never sent as `null`.
                throw EncodingError.invalidValue(
                    value, .init(codingPath: encoder.codingPath, debugDescription: "a synced column holds bytes"))
            case .integer(let number):
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(number, forKey: .integer)
            case .real(let number):
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(number, forKey: .real)
            case .text(let text):
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(text, forKey: .text)
            }
        }
    }
}

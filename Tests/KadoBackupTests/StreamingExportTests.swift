import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoBackup

/// The export is written straight into bytes, habit by habit, instead of through `JSONEncoder`:
/// these hold it to the encoder's own layout, byte for byte, and the streaming writers to the
/// whole-document encoders.
@Suite("Streaming export: the encoder's bytes, a chunk at a time")
struct StreamingExportTests {
    static let zone = TestCalendars.zone("Europe/Paris")
    static let exportedAt = isoInstant("2026-04-10T10:00:00Z")

    /// Any JSON value, decoded and encoded again by Foundation: the oracle of the layout.
    enum AnyJSON: Codable, Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([AnyJSON])
        case object([String: AnyJSON])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Double.self) {
                self = .number(value)
            } else if let value = try? container.decode(String.self) {
                self = .string(value)
            } else if let value = try? container.decode([AnyJSON].self) {
                self = .array(value)
            } else {
                self = .object(try container.decode([String: AnyJSON].self))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .bool(let value): try container.encode(value)
            case .number(let value): try container.encode(value)
            case .string(let value): try container.encode(value)
            case .array(let value): try container.encode(value)
            case .object(let value): try container.encode(value)
            }
        }
    }

    /// `data` decoded and encoded again by `JSONEncoder` with Kadō's options.
    static func reencoded(_ data: Data) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(try JSONDecoder().decode(AnyJSON.self, from: data))
    }

    /// Text no front end would type but a file may hold: every escape JSON has, a slash, a
    /// character outside the BMP, a line separator, DEL.
    static let awkward = [
        "a/b", "quote \" and \\ backslash", "tab\tnew\nline\rreturn", "\u{08}\u{0C}\u{01}\u{1F}",
        "DEL \u{7F}", "😀 é ß 漢字", "\u{2028}\u{2029}", "</script>", "",
    ]

    @Test("generated backups are laid out exactly as JSONEncoder lays them out", arguments: 0..<40)
    func layout(_ index: Int) throws {
        var generator = BackupGenerator(seed: 0x5EED_0000 + UInt64(index), timeZone: Self.zone, scope: .everything)
        var contents = generator.contents()
        var random = SeededGenerator(seed: UInt64(index))
        for position in contents.habits.indices {
            contents.habits[position].name = random.element(of: Self.awkward).map { "\($0) \(position)" } ?? "H"
            if random.int(in: 0...1) == 0 { contents.habits[position].details = random.element(of: Self.awkward) }
        }
        for position in contents.completions.indices where random.int(in: 0...2) == 0 {
            contents.completions[position].note = random.element(of: Self.awkward)
            contents.completions[position].value = random.element(of: [0, 1, 2.5, 1e-7, 1e16, 123_456.125, 0.1]) ?? 1
        }
        let data = try KadoJSONBackup.encode(
            contents, exportedAt: Self.exportedAt, appVersion: "1.0 \"beta\"/x", timeZone: Self.zone)
        #expect(data == (try Self.reencoded(data)))
    }

    @Test("an empty database is the encoder's empty document")
    func empty() throws {
        let data = try KadoJSONBackup.encode(
            BackupContents(settings: BackupSettings(dayStart: 4, weekStart: 2, language: "fr")),
            exportedAt: Self.exportedAt, appVersion: "1.0", timeZone: Self.zone)
        #expect(data == (try Self.reencoded(data)))
        #expect(String(decoding: data, as: UTF8.self).contains("\"habits\" : [\n\n  ],"))
    }

    @Test(
        "numbers are written as the encoder writes them",
        arguments: [
            (0.0, "0"), (-0.0, "-0"), (5, "5"), (-3, "-3"), (0.5, "0.5"), (1e15, "1000000000000000"),
            (1e16, "1e+16"), (1e-7, "1e-07"), (123_456_789.125, "123456789.125"),
            (9_007_199_254_740_992, "9007199254740992"), (1.8014398509481984e16, "1.8014398509481984e+16"),
            (9_007_199_254_740_991, "9007199254740991"), (2.5e-5, "2.5e-05"),
        ] as [(Double, String)])
    func numbers(_ value: Double, _ text: String) throws {
        #expect(PrettyJSONBytes.numberText(value) == text)
        let encoder = JSONEncoder()
        let encoded = String(decoding: try encoder.encode([value]), as: UTF8.self)
        #expect(encoded == "[\(text)]")
    }

    @Test("a seeded sweep of doubles matches the encoder")
    func numberSweep() throws {
        var random = SeededGenerator(seed: 0xD0_0B1E)
        let encoder = JSONEncoder()
        var values: [Double] = []
        for _ in 0..<20_000 {
            values.append(Double(bitPattern: random.next()))
            values.append(Double(Int64(bitPattern: random.next()) >> Int64(random.int(in: 0...60))))
            values.append(Double(random.int(in: -1_000_000...1_000_000)) / Double(random.int(in: 1...1000)))
        }
        var mismatches: [Double] = []
        for value in values where value.isFinite {
            let encoded = String(decoding: try encoder.encode([value]), as: UTF8.self)
            if encoded != "[\(PrettyJSONBytes.numberText(value))]" { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// A sink that keeps every chunk it was given.
    final class ChunkSink: BackupSink {
        var chunks: [[UInt8]] = []
        func write(_ bytes: UnsafeRawBufferPointer) throws { chunks.append(Array(bytes)) }
    }

    @Test("the writers hand the file on in bounded chunks, and the chunks are the whole document's bytes")
    func chunks() throws {
        var generator = BackupGenerator(seed: 0xC4_0E5, timeZone: Self.zone, scope: .everything)
        generator.habits = 40...40
        generator.completionsPerHabit = 600...900
        let contents = generator.contents()
        let whole = try KadoJSONBackup.encode(
            contents, exportedAt: Self.exportedAt, appVersion: "1", timeZone: Self.zone)
        let (csvWhole, csvOmissions) = KadoCSVBackup.encode(contents, timeZone: Self.zone)

        let jsonSink = ChunkSink()
        var json = try KadoJSONBackup.Writer(
            exportedAt: Self.exportedAt, appVersion: "1", settings: contents.settings, timeZone: Self.zone,
            sink: jsonSink)
        let csvSink = ChunkSink()
        var csv = KadoCSVBackup.Writer(timeZone: Self.zone, sink: csvSink)
        for habit in KadoJSONBackup.Writer.writtenOrder(contents.habits) {
            let records = contents.completions.filter { $0.habitID == habit.id }
            let skips = contents.skips.filter { $0.habitID == habit.id }
            let reminders = contents.reminders[habit.id] ?? []
            try json.append(habit, completions: records, skips: skips, reminders: reminders)
            try csv.append(habit, completions: records, skipCount: skips.count, reminders: reminders)
        }
        try json.finish()
        let omissions = try csv.finish(settingsLeftOut: contents.settings != nil)
        #expect(Data(jsonSink.chunks.joined()) == whole)
        #expect(json.byteCount == whole.count)
        #expect(Data(csvSink.chunks.joined()) == csvWhole)
        #expect(omissions == csvOmissions)
        // More than one chunk, none much larger than a chunk and one habit.
        #expect(jsonSink.chunks.count > 2)
        #expect(jsonSink.chunks.allSatisfy { $0.count < KadoJSONBackup.Writer.chunkSize + 512 * 1024 })
        #expect(csvSink.chunks.count > 2)
    }

    @Test("what no file can hold is refused naming its path, whichever habit holds it")
    func refusals() throws {
        var generator = BackupGenerator(seed: 0xBAD, timeZone: Self.zone, scope: .everything)
        generator.habits = 3...3
        generator.completionsPerHabit = 2...2
        var contents = generator.contents()
        let sorted = KadoJSONBackup.Writer.writtenOrder(contents.habits)
        guard let last = sorted.last, let index = contents.completions.lastIndex(where: { $0.habitID == last.id })
        else {
            Issue.record("no record to break")
            return
        }
        contents.completions[index].value = .infinity
        #expect {
            try KadoJSONBackup.encode(contents, exportedAt: Self.exportedAt, appVersion: "1", timeZone: Self.zone)
        } throws: { error in
            "\(error)".contains("habits[2].completions[") && "\(error)".contains("value")
        }
    }
}

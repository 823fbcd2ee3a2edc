import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoBackup

/// The first pass of a Kadō CSV import (``KadoCSVBackupIndex``) says exactly what the reader of
/// the whole file says: the same error for a bad file, and for a sound one the same contents
/// once every habit's records are read back from the file a habit at a time, whatever the order
/// of its rows.
@Suite("Kadō CSV read a habit at a time")
struct KadoCSVBackupIndexTests {
    static let utc = TestCalendars.zone("UTC")
    static let paris = TestCalendars.zone("Europe/Paris")

    /// `number` in uppercase hexadecimal, `width` digits.
    static func hex(_ number: Int, _ width: Int) -> String {
        let digits = String(number, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The id of habit `habit`'s record `record`.
    static func recordID(_ habit: Int, _ record: Int) -> String {
        "\(hex(habit, 8))-0001-4000-8000-\(hex(record, 12))"
    }

    /// A data row: the habit `habit`'s twelve columns, then a record's four (empty for none).
    static func row(
        habit: Int, name: String = "", type: String = "binary", record: Int? = nil,
        date: String = "2026-03-02T10:00:00Z", value: String = "1.0", note: String = ""
    ) -> String {
        let habitID = "\(hex(habit, 8))-0000-4000-8000-000000000000"
        let named = name.isEmpty ? "Habit \(habit)" : name
        let fields =
            "1,\(habitID),\(named),daily,\(type),2026-03-01T08:00:00Z,,blue,circle,false,9,0,"
        guard let record else { return fields + ",,," }
        return fields + "\(recordID(habit, record)),\(date),\(value),\(note)"
    }

    /// A record's row under another habit than its id says (a repeat of an id across habits).
    static func row(habit: Int, recordOf other: Int, record: Int, value: String = "2.0") -> String {
        row(habit: habit, record: 0, value: value).replacingOccurrences(
            of: recordID(habit, 0), with: recordID(other, record))
    }

    static func file(_ rows: [String], ending: String = "\n") -> Data {
        Data(
            ([KadoCSVBackup.columns.joined(separator: ",")] + rows).joined(separator: ending).utf8 + Array(ending.utf8))
    }

    /// Two ids whose 8-byte keys (what the first pass keeps of each) are equal.
    static func idsSharingKey() -> (UUID, UUID) {
        let first = UUID(uuidString: "0000000A-0001-4000-8000-0000000000F1") ?? UUID()
        let (low, high) = withUnsafeBytes(of: first.uuid) { raw in
            (
                raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self),
                raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            )
        }
        let otherHigh = high &+ 1
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        let otherLow = low ^ (high &* multiplier) ^ (otherHigh &* multiplier)
        let second = withUnsafeBytes(of: (otherLow, otherHigh)) { raw in
            UUID(uuid: raw.loadUnaligned(as: uuid_t.self))
        }
        return (first, second)
    }

    struct Sample: Sendable, CustomTestStringConvertible {
        let name: String
        let data: Data
        var testDescription: String { name }
    }

    static let samples: [Sample] = {
        var samples = [
            Sample(
                name: "habits without records, before, between and after those with records",
                data: file([
                    row(habit: 1), row(habit: 2, record: 1), row(habit: 2, record: 2), row(habit: 3),
                    row(habit: 4, record: 1), row(habit: 5),
                ])),
            Sample(
                name: "rows of several habits interleaved, a habit's later rows with other fields",
                data: file([
                    row(habit: 1), row(habit: 2, record: 1), row(habit: 1, record: 1), row(habit: 3, record: 1),
                    row(habit: 2, name: "Renamed", record: 2), row(habit: 1, record: 2), row(habit: 3),
                    row(habit: 2, record: 3), row(habit: 1, record: 3),
                ])),
            Sample(
                name: "notes with quotes, commas, line breaks and CRLF; blank lines; CRLF endings; a byte order mark",
                data: Data([0xEF, 0xBB, 0xBF])
                    + file(
                        [
                            row(habit: 1, record: 1, note: "\"a, \"\"b\"\"\nc\""), "",
                            row(habit: 2, record: 1, note: "\"line\r\nbreak\""),
                            row(habit: 1, record: 2, note: "plain"), "", "",
                            row(habit: 2, record: 2, note: "\"\"\"\""),
                        ], ending: "\r\n")),
            Sample(
                name: "a repeated completion_id keeps its first row, in its habit and across habits",
                data: file([
                    row(habit: 1, record: 1, note: "first"), row(habit: 2, record: 1),
                    row(habit: 1, record: 1, value: "2.0", note: "again"), row(habit: 2, recordOf: 1, record: 1),
                    row(habit: 3, recordOf: 2, record: 1), row(habit: 3, record: 1),
                ])),
            Sample(
                name: "a repeated id whose row breaks a rule is passed over, as the whole reader passes it",
                data: file([
                    row(habit: 1, record: 1), row(habit: 2, record: 1),
                    row(habit: 2, recordOf: 1, record: 1, value: "-5.0"), row(habit: 1, record: 1, value: "-1.0"),
                ])),
            Sample(
                name: "timers and counters, a habit whose every record repeats another's",
                data: file([
                    row(habit: 1, type: "timer:600.0", record: 1, value: "3600.0"),
                    row(habit: 2, type: "counter:2.5", record: 1, value: "0.5"),
                    row(habit: 3, type: "counter:3.0", record: 9), row(habit: 3, recordOf: 1, record: 1),
                    row(habit: 4, recordOf: 2, record: 1), row(habit: 1, type: "timer:600.0", record: 2, value: "60.0"),
                ])),
        ]
        // Two ids that share their key but differ: both kept.
        let (first, second) = idsSharingKey()
        samples.append(
            Sample(
                name: "two ids sharing the first pass's 8-byte key are both kept",
                data: file([
                    row(habit: 1, record: 1).replacingOccurrences(
                        of: "00000001-0001-4000-8000-000000000001", with: first.uuidString),
                    row(habit: 2, record: 1).replacingOccurrences(
                        of: "00000002-0001-4000-8000-000000000001", with: second.uuidString),
                ])))
        // Kadō's own files, from random histories.
        for seed in 0..<6 {
            var generator = BackupGenerator(
                seed: 0xC5F0 + UInt64(seed), timeZone: seed.isMultiple(of: 2) ? utc : paris, scope: .kadoCSV)
            generator.habits = 1...8
            generator.completionsPerHabit = 0...40
            let data = KadoCSVBackup.encode(generator.contents(), timeZone: paris).data
            samples.append(Sample(name: "Kadō's own export \(seed)", data: data))
            // The same rows shuffled, as a spreadsheet may leave them.
            if seed.isMultiple(of: 2), var records = try? CSVReader.records(in: data), !records.isEmpty {
                let header = records.removeFirst()
                var random = SeededGenerator(seed: UInt64(seed) + 99)
                for index in records.indices.reversed() { records.swapAt(index, random.int(in: 0...index)) }
                var writer = CSVWriter()
                for record in [header] + records { writer.append(record: record.fields) }
                samples.append(Sample(name: "Kadō's own export \(seed), its rows shuffled", data: Data(writer.bytes)))
            }
        }
        return samples
    }()

    /// The contents read a habit at a time from the index of `data`.
    static func readByIndex(_ data: Data, timeZone: TimeZone, limits: BackupLimits = .standard) -> Result<
        BackupContents, BackupError
    > {
        Result { () throws(BackupError) -> BackupContents in
            let index = try KadoCSVBackup.index(data, timeZone: timeZone, limits: limits)
            guard let contents = try index.contents() else {
                throw BackupError(.invalid, format: .csv, problem: .described("bytes in memory could not be read"))
            }
            return contents
        }
    }

    static func decodeWhole(_ data: Data, timeZone: TimeZone, limits: BackupLimits = .standard) -> Result<
        BackupContents, BackupError
    > {
        Result { () throws(BackupError) -> BackupContents in
            try KadoCSVBackup.decode(data, timeZone: timeZone, limits: limits)
        }
    }

    @Test("a habit at a time gives the whole reader's contents, counts and order", arguments: samples)
    func sameContents(_ sample: Sample) throws {
        let whole = try KadoCSVBackup.decode(sample.data, timeZone: Self.paris)
        let index = try KadoCSVBackup.index(sample.data, timeZone: Self.paris)
        #expect(try index.contents() == whole)
        #expect(index.habits == whole.habits)
        #expect(index.recordCount == whole.completions.count)
        for (position, habit) in whole.habits.enumerated() {
            #expect(
                index.counts(ofHabitAt: position).completions
                    == whole.completions.filter { $0.habitID == habit.id }.count)
        }
        // The habits with records are read in the order of their first record, as the plan of
        // the whole contents goes through them.
        var firstSeen: [UUID] = []
        for record in whole.completions where !firstSeen.contains(record.habitID) { firstSeen.append(record.habitID) }
        let read = index.readingOrder.map { index.habits[$0].id }
        #expect(Array(read.prefix(firstSeen.count)) == firstSeen)
        #expect(Set(read) == Set(whole.habits.map(\.id)))

        // From a file too, and what it decodes to exports again to the same bytes.
        let folder = try TemporaryFolder()
        let path = folder.path("backup.csv")
        try sample.data.write(to: URL(fileURLWithPath: path))
        let fromFile = try #require(try KadoCSVBackup.index(fileAt: path, timeZone: Self.paris))
        #expect(fromFile.identity?.size == sample.data.count)
        let contents = try #require(try fromFile.contents())
        #expect(contents == whole)
        let exported = KadoCSVBackup.encode(contents, timeZone: Self.paris).data
        let again = try #require(try KadoCSVBackup.index(exported, timeZone: Self.paris).contents())
        #expect(KadoCSVBackup.encode(again, timeZone: Self.paris).data == exported)
    }

    @Test("Kadō's own file keeps one stretch of rows a habit, not its rows")
    func oneStretchAHabit() throws {
        var generator = BackupGenerator(seed: 0x57AE, timeZone: Self.utc, scope: .kadoCSV)
        generator.habits = 30...30
        generator.completionsPerHabit = 20...60
        let data = KadoCSVBackup.encode(generator.contents(), timeZone: Self.utc).data
        let index = try KadoCSVBackup.index(data, timeZone: Self.utc)
        #expect(index.places.count == 30)
        #expect(index.places.allSatisfy { $0.stretches.count == 1 })
        #expect(index.repeatedRows.isEmpty)
    }

    @Test(
        "every problem is the whole reader's, naming the same line, column and value",
        arguments: KadoCSVDecodingTests.errorCases)
    func sameErrors(_ testCase: KadoCSVDecodingTests.ErrorCase) throws {
        let whole = Self.decodeWhole(testCase.data, timeZone: Self.utc)
        let streamed = Self.readByIndex(testCase.data, timeZone: Self.utc)
        guard case .failure(let expected) = whole else {
            Issue.record("the whole reader read \(testCase.name)")
            return
        }
        #expect(streamed == .failure(expected))
    }

    @Test("a rule broken on a row whose id only shares its key with an earlier one is refused")
    func sharedKeyIsNoRepeat() throws {
        let (first, second) = Self.idsSharingKey()
        #expect(first != second && KadoCSVDecoding.key(of: first) == KadoCSVDecoding.key(of: second))
        let data = Self.file([
            Self.row(habit: 1, record: 1).replacingOccurrences(
                of: "00000001-0001-4000-8000-000000000001", with: first.uuidString),
            Self.row(habit: 2, record: 1, value: "-1.0").replacingOccurrences(
                of: "00000002-0001-4000-8000-000000000001", with: second.uuidString),
        ])
        let whole = Self.decodeWhole(data, timeZone: Self.utc)
        guard case .failure(let error) = whole else {
            Issue.record("the whole reader read it")
            return
        }
        #expect(error.line == 3 && error.field == "value")
        #expect(Self.readByIndex(data, timeZone: Self.utc) == whole)
    }

    @Test("limits on habits and records: the same refusal, naming the same row")
    func sameLimits() {
        let data = Self.file((1...6).flatMap { habit in [Self.row(habit: habit, record: 1), Self.row(habit: habit)] })
        for limits in [
            BackupLimits(fileBytes: 1 << 20, records: 100, habits: 3),
            BackupLimits(fileBytes: 1 << 20, records: 4, habits: 100),
            BackupLimits(fileBytes: 100, records: 100, habits: 100),
        ] {
            let whole = Self.decodeWhole(data, timeZone: Self.utc, limits: limits)
            #expect(whole.isFailure)
            #expect(Self.readByIndex(data, timeZone: Self.utc, limits: limits) == whole)
        }
    }

    @Test("mutated files: the same error or the same contents as the whole reader")
    func mutatedFiles() {
        let seeds = FuzzKadoJSONCSVTests.seeds(.csv) + Self.samples.map { Array($0.data) }
        var mutator = ByteMutator(seed: 0xC5F1_1DE5, flavor: .csv)
        var outcomes = (decoded: 0, refused: 0)
        var differences = 0
        for iteration in 0..<3_000 {
            let input = Data(mutator.mutate(seeds[iteration % seeds.count], others: seeds))
            let timeZone = iteration.isMultiple(of: 2) ? Self.utc : Self.paris
            let whole = Self.decodeWhole(input, timeZone: timeZone)
            if whole.isFailure { outcomes.refused += 1 } else { outcomes.decoded += 1 }
            let streamed = Self.readByIndex(input, timeZone: timeZone)
            if streamed != whole {
                differences += 1
                if differences <= 3 {
                    Issue.record(
                        "input \(iteration): \(streamed) instead of \(whole)\n\(FuzzKadoJSONCSVTests.describe(Array(input)))"
                    )
                }
            }
        }
        #expect(differences == 0)
        #expect(outcomes.decoded > 100 && outcomes.refused > 100, "\(outcomes)")
    }

    @Test("a file changed after its first pass is no longer read")
    func changedFile() throws {
        let data = Self.file([Self.row(habit: 1, record: 1), Self.row(habit: 2, record: 1)])
        let folder = try TemporaryFolder()
        let url = URL(fileURLWithPath: folder.path("backup.csv"))
        try data.write(to: url)
        let index = try #require(try KadoCSVBackup.index(fileAt: url.path, timeZone: Self.utc))
        #expect(index.recordReader() != nil)
        // Another record id of the same length, the file's time put back.
        let time = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
        try Self.file([Self.row(habit: 1, record: 2), Self.row(habit: 2, record: 1)]).write(to: url)
        try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: url.path)
        #expect(index.recordReader() == nil)
        try FileManager.default.removeItem(at: url)
        #expect(index.recordReader(checkingHash: false) == nil)
    }
}

extension Result {
    fileprivate var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}

import Foundation
import KadoBackup
import KadoCore
import KadoTestSupport
import Testing

/// A seeded mutation fuzzer for the Kadō JSON and CSV decoders, in CI: at least 100,000 mutated
/// inputs per format (`KADO_FUZZ_ITERATIONS` changes the count), started from the fixture corpus
/// and from generated backups. Every input must be decoded or refused with a well-formed
/// ``BackupError`` (typed throws rule out any other error), quickly; every input that decodes must
/// export, and the export must read back and export again to the same bytes.
@Suite("Fuzzing the Kadō JSON and CSV decoders")
struct FuzzKadoJSONCSVTests {
    /// Mutated inputs per format.
    static let iterations: Int = {
        let text = ProcessInfo.processInfo.environment["KADO_FUZZ_ITERATIONS"] ?? ""
        return Int(text).map { max(1, $0) } ?? 100_000
    }()

    /// A decode this long is stuck, not slow: a watchdog for hangs, far above what any input takes
    /// even on a loaded machine (speed itself is checked as growth, in ``hostile(format:)``).
    static let stuck = Duration.seconds(30)

    enum Format: String, CaseIterable, Sendable {
        case json
        case csv
    }

    static let utc = TestCalendars.zone("UTC")
    static let paris = TestCalendars.zone("Europe/Paris")
    static let exportedAt = isoInstant("2026-04-10T10:00:00Z")

    /// Small valid files to mutate: generated backups of every kind, pieces of the corpus (when
    /// present) as Kadō and as we write them, and the hand-written samples.
    static func seeds(_ format: Format) -> [[UInt8]] {
        var contents: [BackupContents] = []
        for index in 0..<48 {
            var generator = BackupGenerator(
                seed: 0xF00D_0000 + UInt64(index), timeZone: index.isMultiple(of: 2) ? utc : paris,
                scope: index.isMultiple(of: 3) ? .kadoCSV : .everything)
            generator.habits = 1...3
            generator.completionsPerHabit = 0...6
            contents.append(generator.contents())
        }
        if KadoCorpus.isAvailable, let corpus = try? KadoCorpus.jsonInUTC.get() {
            var random = SeededGenerator(seed: 0xC0FFEE)
            for _ in 0..<32 {
                var piece = BackupContents()
                for _ in 0..<random.int(in: 1...3) {
                    guard let habit = random.element(of: corpus.habits) else { continue }
                    piece.habits.append(habit)
                    let records = corpus.completions.filter { $0.habitID == habit.id }
                    let start = records.isEmpty ? 0 : random.int(in: 0...(records.count - 1))
                    piece.completions += records.dropFirst(start).prefix(random.int(in: 0...6))
                }
                contents.append(piece)
            }
        }
        var seeds: [[UInt8]] = []
        for piece in contents {
            switch format {
            case .json:
                guard
                    let data = try? KadoJSONBackup.encode(
                        piece, exportedAt: exportedAt, appVersion: "fuzz", timeZone: utc)
                else { continue }
                seeds.append(Array(data))
                if let kado = try? KadoJSONRoundTripTests.withoutExtraKeys(data) { seeds.append(Array(kado)) }
            case .csv:
                seeds.append(Array(KadoCSVBackup.encode(piece, timeZone: paris).data))
            }
        }
        switch format {
        case .json: seeds.append(Array(SampleJSON.data))
        case .csv:
            seeds.append(
                Array(SampleCSV.file([SampleCSV.record(id: 1, note: "\"a,\"\"b\"\"\nc\""), SampleCSV.other + ",,,,"])))
        }
        return seeds
    }

    /// What happened to the inputs.
    struct Tally: CustomStringConvertible {
        var inputs = 0
        var decoded = 0
        var invalid = 0
        var unsupported = 0
        var bytes = 0
        var slowest = Duration.zero
        var slowestSize = 0

        var description: String {
            "\(inputs) inputs (\(bytes / 1024) KiB): \(decoded) decoded, \(invalid) invalid, \(unsupported) newer "
                + "version; slowest \(slowest) (\(slowestSize) bytes)"
        }
    }

    static func decode(_ bytes: [UInt8], _ format: Format, _ timeZone: TimeZone) -> Result<BackupContents, BackupError>
    {
        let data = Data(bytes)
        return Result { () throws(BackupError) -> BackupContents in
            switch format {
            case .json: try KadoJSONBackup.decode(data, timeZone: timeZone)
            case .csv: try KadoCSVBackup.decode(data, timeZone: timeZone)
            }
        }
    }

    /// Checks one input's outcome; returns a problem in words, or `nil`.
    static func check(
        _ outcome: Result<BackupContents, BackupError>, input: [UInt8], format: Format, timeZone: TimeZone,
        tally: inout Tally
    ) -> String? {
        switch outcome {
        case .failure(let error):
            if error.kind == .unsupportedVersion { tally.unsupported += 1 } else { tally.invalid += 1 }
            guard error.kind != .unknownFormat, error.format == (format == .json ? .json : .csv), !error.message.isEmpty
            else { return "malformed error \(error)" }
            // A file of n bytes has at most n + 1 lines.
            if let line = error.line, line < 1 || line > input.count + 1 {
                return "line \(line) of a file of \(input.count) bytes: \(error)"
            }
            return nil
        case .success(let contents):
            tally.decoded += 1
            return checkExport(contents, format: format, timeZone: timeZone)
        }
    }

    /// Whatever decodes exports, reads back and exports again to the same bytes.
    static func checkExport(_ contents: BackupContents, format: Format, timeZone: TimeZone) -> String? {
        switch format {
        case .json:
            do {
                let first = try KadoJSONBackup.encode(
                    contents, exportedAt: exportedAt, appVersion: "", timeZone: timeZone)
                let again = try KadoJSONBackup.decode(first, timeZone: timeZone)
                let second = try KadoJSONBackup.encode(
                    again, exportedAt: exportedAt, appVersion: "", timeZone: timeZone)
                return second == first ? nil : "the export changed when read back and exported again"
            } catch {
                return "a decoded backup failed to export and read back: \(error)"
            }
        case .csv:
            let first = KadoCSVBackup.encode(contents, timeZone: timeZone).data
            do {
                let again = try KadoCSVBackup.decode(first, timeZone: timeZone)
                return KadoCSVBackup.encode(again, timeZone: timeZone).data == first
                    ? nil : "the export changed when read back and exported again"
            } catch {
                return "a decoded backup's export failed to read back: \(error)"
            }
        }
    }

    static func describe(_ input: [UInt8]) -> String {
        let shown = String(decoding: input.prefix(300), as: UTF8.self)
        return "\(input.count) bytes: \(shown.debugDescription)\(input.count > 300 ? "…" : "")"
    }

    @Test("mutated small files: no crash, no hang, only well-formed BackupErrors", arguments: Format.allCases)
    func mutatedFiles(format: Format) {
        let seeds = Self.seeds(format)
        #expect(seeds.count >= 40)
        var mutator = ByteMutator(
            seed: format == .json ? 0x4A53_4F4E : 0x4353_56, flavor: format == .json ? .json : .csv)
        var tally = Tally()
        var problems = 0
        let clock = ContinuousClock()
        let started = clock.now
        for iteration in 0..<Self.iterations {
            let seed = seeds[iteration % seeds.count]
            let input = mutator.mutate(seed, others: seeds)
            let timeZone = iteration.isMultiple(of: 2) ? Self.utc : Self.paris
            let before = clock.now
            let outcome = Self.decode(input, format, timeZone)
            let elapsed = clock.now - before
            tally.inputs += 1
            tally.bytes += input.count
            if elapsed > tally.slowest {
                tally.slowest = elapsed
                tally.slowestSize = input.count
            }
            if elapsed > Self.stuck {
                Issue.record("input \(iteration) took \(elapsed): \(Self.describe(input))")
            }
            if let problem = Self.check(outcome, input: input, format: format, timeZone: timeZone, tally: &tally) {
                problems += 1
                if problems <= 5 { Issue.record("input \(iteration): \(problem)\n\(Self.describe(input))") }
            }
        }
        print("Fuzz \(format.rawValue): \(tally) in \(clock.now - started)")
        #expect(problems == 0)
        #expect(tally.decoded > 0 && tally.invalid > 0)
    }

    @Test(
        "the whole corpus files, mutated", .enabled(if: KadoCorpus.isAvailable, KadoCorpus.missing),
        arguments: Format.allCases)
    func mutatedCorpus(format: Format) {
        let original = Array(format == .json ? KadoCorpus.json : KadoCorpus.csv)
        var mutator = ByteMutator(seed: 0xB16, flavor: format == .json ? .json : .csv)
        mutator.maximumSize = 4 * 1024 * 1024
        var tally = Tally()
        let clock = ContinuousClock()
        for iteration in 0..<12 {
            let input = mutator.mutate(original, others: [])
            let before = clock.now
            let outcome = Self.decode(input, format, Self.paris)
            let elapsed = clock.now - before
            tally.inputs += 1
            tally.bytes += input.count
            if elapsed > tally.slowest {
                tally.slowest = elapsed
                tally.slowestSize = input.count
            }
            #expect(elapsed < Self.stuck * 2, "input \(iteration) took \(elapsed)")
            if let problem = Self.check(outcome, input: input, format: format, timeZone: Self.paris, tally: &tally) {
                Issue.record("input \(iteration): \(problem)\n\(Self.describe(input))")
            }
        }
        print("Fuzz corpus \(format.rawValue): \(tally)")
    }

    /// A hostile input made at any size (`count` repetitions of its hostile part).
    struct Hostile {
        let make: (Int) -> [UInt8]
        let count: Int

        init(count: Int, _ make: @escaping (Int) -> [UInt8]) {
            self.make = make
            self.count = count
        }

        /// An input of a fixed size.
        init(_ bytes: [UInt8]) {
            self.init(count: 0) { _ in bytes }
        }

        /// A string's UTF-8 bytes.
        init(_ text: String) {
            self.init(Array(text.utf8))
        }
    }

    @Test("hostile inputs: deep nesting, huge numbers, huge fields, invalid UTF-8", arguments: Format.allCases)
    func hostile(format: Format) {
        func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
        var inputs: [Hostile] = [
            Hostile([]), Hostile([0xEF, 0xBB, 0xBF]), Hostile([0xFF, 0xFE, 0x00, 0x7B]), Hostile([0xC0, 0x80]),
            Hostile(count: 1000) { Array(repeating: 0x00, count: $0) },
            Hostile(count: 1_000_000) { Array(repeating: UInt8(ascii: "["), count: $0) },
            Hostile(count: 100_001) { Array(repeating: UInt8(ascii: "\""), count: $0) },
            Hostile(count: 100_000) { Array(repeating: UInt8(ascii: "\n"), count: $0) },
            Hostile(count: 200_000) { Array(repeating: UInt8(ascii: ","), count: $0) },
            Hostile(count: 100_000) { Array(repeating: UInt8(ascii: "\r"), count: $0) },
            Hostile(count: 60_000) {
                bytes("{\"formatVersion\":1,\"habits\":[" + String(repeating: "{\"a\":[", count: $0))
            },
            Hostile("{\"formatVersion\":1e308,\"habits\":[]}"), Hostile("{\"formatVersion\":NaN}"),
            Hostile(count: 100_000) { bytes("{\"formatVersion\":" + String(repeating: "9", count: $0) + "}") },
            Hostile(count: 100_000) {
                bytes("{\"formatVersion\":1,\"habits\":[],\"x\":\"" + String(repeating: "\\u00e9", count: $0) + "\"}")
            },
            Hostile(count: 100_000) { bytes(SampleCSV.header + "\n" + String(repeating: "1,", count: $0) + "\n") },
            Hostile(count: 100_000) { bytes(SampleCSV.header + "\n\"" + String(repeating: "\"\"", count: $0)) },
            Hostile(SampleCSV.header + "\n" + SampleCSV.record(id: 1, value: String(repeating: "9", count: 400))),
            Hostile(SampleCSV.header + "\n" + SampleCSV.record(id: 1, value: "1e308")),
            Hostile(
                SampleCSV.header + "\n"
                    + SampleCSV.habit.replacingOccurrences(of: ",daily,", with: ",every_n_days:9223372036854775807,")
                    + ",,,,"),
        ]
        inputs.append(Hostile(Array(SampleJSON.replacing([13: "          \"value\" : -1e400"]))))
        inputs.append(Hostile(Array(SampleJSON.replacing([18: "        \"count\" : 9223372036854775807,"]))))
        inputs.append(
            Hostile(
                Array(
                    SampleJSON.replacing([
                        22:
                            "      \"id\" : \"\(SampleJSON.habitID)\", \"timesInDays\" : {\"times\" : -9223372036854775808, \"days\" : 0},"
                    ]))))
        var tally = Tally()
        for hostile in inputs {
            let input = hostile.make(hostile.count)
            let (outcome, elapsed) = Self.timedDecode(input, format)
            #expect(elapsed < Self.stuck, "\(elapsed): \(Self.describe(input))")
            if let problem = Self.check(outcome, input: input, format: format, timeZone: Self.utc, tally: &tally) {
                Issue.record("\(problem)\n\(Self.describe(input))")
            }
            // Speed as growth, which the machine's load changes little: an eighth of the input
            // takes about an eighth of the time (linear: 8×; quadratic would be 64×, so the bound
            // sits between with room for the noise of a loaded machine and of caches a small input
            // fits in). Only where the time is long enough to measure; the least of five decodes of
            // each, taken in turns so that a busy moment slows both alike.
            guard hostile.count >= 8, elapsed > .milliseconds(20) else { continue }
            let eighth = hostile.make(hostile.count / 8)
            var whole = elapsed
            var part = elapsed
            for _ in 0..<5 {
                part = min(part, Self.timedDecode(eighth, format).elapsed)
                whole = min(whole, Self.timedDecode(input, format).elapsed)
            }
            #expect(
                whole < max(part, .milliseconds(1)) * 32,
                "\(whole) against \(part) for an eighth: \(Self.describe(input))")
        }
        // Only the JSON file with a long unknown string is a valid backup.
        #expect(tally.decoded == (format == .json ? 1 : 0))
    }

    /// `input` decoded in UTC, and how long that took.
    static func timedDecode(
        _ input: [UInt8], _ format: Format
    ) -> (outcome: Result<BackupContents, BackupError>, elapsed: Duration) {
        let clock = ContinuousClock()
        let before = clock.now
        let outcome = decode(input, format, utc)
        return (outcome, clock.now - before)
    }
}

import Foundation
import KadoTestSupport

/// A seeded mutator of files, for fuzzing decoders: each call applies one to four mutations drawn
/// from truncation, bit flips, random bytes, byte insertion and deletion, huge and odd numbers,
/// invalid UTF-8, deep nesting, duplicated, removed and swapped lines (keys, rows), swapped
/// columns, dictionary tokens, stray line endings and byte order marks, and splices of other
/// seeds.
struct ByteMutator {
    /// Which decoder the inputs are for: picks the dictionary and the structural mutations.
    enum Flavor {
        case json
        case csv
    }

    var random: SeededGenerator
    let flavor: Flavor
    /// Inputs are cut to this size after mutating, so that blow-ups stay fast.
    var maximumSize = 256 * 1024

    init(seed: UInt64, flavor: Flavor) {
        random = SeededGenerator(seed: seed)
        self.flavor = flavor
    }

    static let numbers = [
        "1e308", "-1e308", "1e309", "-1e400", "1e-400", "9223372036854775807", "9223372036854775808",
        "-9223372036854775809", "18446744073709551616", "99999999999999999999999999999999", "0.0000000001", "-0",
        "-0.0", "4.9e-324", "1.7976931348623157e308", "NaN", "nan", "Infinity", "-inf", "0x1p3", "1.5", "7", "0",
        "-1", "366", "367", "1000000001", "2147483648", "1e2", "1E+2", "00", "01", ".5", "5.", "+5",
    ]

    static let invalidUTF8: [[UInt8]] = [
        [0xFF], [0xFE], [0xC0, 0x80], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        [0x80], [0xBF, 0xBF], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xEF, 0xBB],
    ]

    static let jsonTokens = [
        "null", "true", "false", "\"\"", "{}", "[]", "0", "-1", "1e999", "\"x\"", "\"timesInDays\"", "\"atMost\"",
        "\"daysPerWeek\"", "\"specificDays\"", "\"everyNDays\"", "\"counter\"", "\"timer\"", "\"negative\"",
        "{\"kind\":\"daily\"}", "{\"times\":3,\"days\":2}", "{\"target\":-1}", "\"2026-02-30T00:00:00Z\"",
        "\"0000-01-01T00:00:00Z\"", "\"9999-12-31T23:59:59.999Z\"", "\"2026-04-10T10:00:00+14:00\"",
        "\"0001-01-01\"", "\"9999-12-31\"", "\"00000000-0000-0000-0000-000000000000\"",
        "\"\\ud800\"", "\"\\u0000\"", "\"\\uDBFF\\uDFFF\"", "\"formatVersion\"", "2", "\"loop\"", "[1,2,3,4,5,6,7,8]",
        "\"sortOrder\"", "\"day\"", "\"recordedAt\"", "\"skips\"", "[{}]", ",", ":", "]", "}", "\"",
    ]

    static let csvTokens = [
        "", "\"", "\"\"", ",", "\r\n", "\n", "\r", "TRUE", "False", "yes", "nan", "inf", "-0", "1e308", "1e309",
        "specific_days:", "specific_days:8", "specific_days:1||7", "days_per_week:7", "days_per_week:0",
        "every_n_days:1", "every_n_days:999999999999999999999", "counter:nan", "counter:-1", "timer:1e400",
        "counter", "daily:", "binary:1", "9999-12-31T23:59:59Z", "0000-01-01T00:00:00Z", "2026-02-29T00:00:00Z",
        "2", "0", "-1", "99999999999999999999", "red", "black", "=1+1", "\"a,b\"", "\"a\"\"b\"", "a\"b",
        "00000000-0000-0000-0000-000000000000", "not-a-uuid", "format_version",
    ]

    mutating func int(_ range: ClosedRange<Int>) -> Int { random.int(in: range) }

    mutating func position(in bytes: [UInt8]) -> Int { int(0...bytes.count) }

    /// `seed` with one to four mutations.
    mutating func mutate(_ seed: [UInt8], others: [[UInt8]]) -> [UInt8] {
        var bytes = seed
        for _ in 0..<int(1...4) {
            mutateOnce(&bytes, others: others)
        }
        if bytes.count > maximumSize { bytes.removeLast(bytes.count - maximumSize) }
        return bytes
    }

    private mutating func mutateOnce(_ bytes: inout [UInt8], others: [[UInt8]]) {
        switch int(0...17) {
        case 0:
            bytes = Array(bytes.prefix(position(in: bytes)))
        case 1:
            guard !bytes.isEmpty else { return }
            for _ in 0..<int(1...8) {
                let index = int(0...(bytes.count - 1))
                bytes[index] ^= UInt8(1) << UInt8(int(0...7))
            }
        case 2:
            guard !bytes.isEmpty else { return }
            let start = int(0...(bytes.count - 1))
            for index in start..<min(bytes.count, start + int(1...16)) {
                bytes[index] = UInt8(truncatingIfNeeded: random.next())
            }
        case 3:
            let insertion = (0..<int(1...16)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            bytes.insert(contentsOf: insertion, at: position(in: bytes))
        case 4:
            guard !bytes.isEmpty else { return }
            let start = int(0...(bytes.count - 1))
            bytes.removeSubrange(start..<min(bytes.count, start + int(1...64)))
        case 5:
            replaceNumber(&bytes)
        case 6:
            bytes.insert(contentsOf: Self.invalidUTF8[int(0...(Self.invalidUTF8.count - 1))], at: position(in: bytes))
        case 7:
            nest(&bytes)
        case 8, 9, 10:
            editLine(&bytes)
        case 11:
            swapColumns(&bytes)
        case 12, 13:
            let tokens = flavor == .json ? Self.jsonTokens : Self.csvTokens
            replaceToken(&bytes, with: Array(tokens[int(0...(tokens.count - 1))].utf8))
        case 14:
            let stray: [[UInt8]] = [[0x0D], [0x0D, 0x0A], [0x0A], [0xEF, 0xBB, 0xBF], [0x00], [0x09], [0x22], [0x2C]]
            bytes.insert(contentsOf: stray[int(0...(stray.count - 1))], at: position(in: bytes))
        case 15:
            guard let other = others.isEmpty ? nil : others[int(0...(others.count - 1))], !other.isEmpty else { return }
            let start = int(0...(other.count - 1))
            let piece = other[start..<min(other.count, start + int(1...512))]
            bytes.insert(contentsOf: piece, at: position(in: bytes))
        case 16:
            guard !bytes.isEmpty else { return }
            let start = int(0...(bytes.count - 1))
            let piece = Array(bytes[start..<min(bytes.count, start + int(1...32))])
            let copies = int(0...15) == 0 ? int(200...2000) : int(2...64)
            var repeated: [UInt8] = []
            repeated.reserveCapacity(piece.count * copies)
            for _ in 0..<copies { repeated += piece }
            bytes.insert(contentsOf: repeated, at: position(in: bytes))
        default:
            let numbers = Self.numbers
            bytes.insert(contentsOf: Array(numbers[int(0...(numbers.count - 1))].utf8), at: position(in: bytes))
        }
    }

    /// Replaces a run of digits (the first one from a random place on) with an odd number.
    private mutating func replaceNumber(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        let from = int(0...(bytes.count - 1))
        guard let digit = bytes[from...].firstIndex(where: { (48...57).contains($0) }) else { return }
        var start = digit
        var end = digit
        while start > 0, (48...57).contains(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ".") { start -= 1 }
        while end < bytes.count, (48...57).contains(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
        bytes.replaceSubrange(start..<end, with: Array(Self.numbers[int(0...(Self.numbers.count - 1))].utf8))
    }

    /// Inserts deep nesting: `[[[[…`, `{"a":{"a":…`, or `""""…` for CSV.
    private mutating func nest(_ bytes: inout [UInt8]) {
        let depth = int(0...31) == 0 ? int(5_000...20_000) : int(50...400)
        let unit: [UInt8]
        switch int(0...2) {
        case 0: unit = Array("[".utf8)
        case 1: unit = Array("{\"a\":".utf8)
        default: unit = flavor == .json ? Array("[{\"habits\":".utf8) : Array("\"".utf8)
        }
        var nesting: [UInt8]
        if unit.count == 1 {
            nesting = [UInt8](repeating: unit[0], count: depth)
        } else {
            nesting = []
            nesting.reserveCapacity(unit.count * depth)
            for _ in 0..<depth { nesting.append(contentsOf: unit) }
        }
        if int(0...1) == 0 { nesting += [UInt8](repeating: UInt8(ascii: "]"), count: depth) }
        bytes.insert(contentsOf: nesting, at: position(in: bytes))
    }

    /// The line (without its LF) around a random position.
    private mutating func randomLine(in bytes: [UInt8]) -> Range<Int> {
        let position = int(0...(bytes.count - 1))
        return bytes.withUnsafeBufferPointer { buffer in
            var start = position
            while start > 0, buffer[start - 1] != 0x0A { start -= 1 }
            var end = position
            while end < buffer.count, buffer[end] != 0x0A { end += 1 }
            return start..<end
        }
    }

    /// Duplicates, removes or moves a line: a key of a JSON object, a row of a CSV file.
    private mutating func editLine(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        let line = randomLine(in: bytes)
        let text = Array(bytes[line]) + [0x0A]
        switch int(0...2) {
        case 0:
            let target = randomLine(in: bytes).lowerBound
            bytes.insert(contentsOf: text, at: target)
        case 1:
            bytes.removeSubrange(line.lowerBound..<min(bytes.count, line.upperBound + 1))
        default:
            bytes.removeSubrange(line.lowerBound..<min(bytes.count, line.upperBound + 1))
            guard !bytes.isEmpty else { return }
            bytes.insert(contentsOf: text, at: randomLine(in: bytes).lowerBound)
        }
    }

    /// Swaps two comma-separated pieces of one line (two columns of a CSV row, or two values).
    private mutating func swapColumns(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        let line = randomLine(in: bytes)
        var fields = bytes[line].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
        guard fields.count > 1 else { return }
        fields.swapAt(int(0...(fields.count - 1)), int(0...(fields.count - 1)))
        bytes.replaceSubrange(line, with: Array(fields.joined(separator: [UInt8(ascii: ",")])))
    }

    /// Replaces a token (a run between separators) with `token`.
    private mutating func replaceToken(_ bytes: inout [UInt8], with token: [UInt8]) {
        let separators: Set<UInt8> =
            flavor == .json ? [0x20, 0x0A, 0x2C, 0x3A, 0x5B, 0x5D, 0x7B, 0x7D] : [0x2C, 0x0A, 0x0D]
        guard !bytes.isEmpty else {
            bytes = token
            return
        }
        var start = int(0...(bytes.count - 1))
        var end = start
        while start > 0, !separators.contains(bytes[start - 1]) { start -= 1 }
        while end < bytes.count, !separators.contains(bytes[end]) { end += 1 }
        bytes.replaceSubrange(start..<end, with: token)
    }
}

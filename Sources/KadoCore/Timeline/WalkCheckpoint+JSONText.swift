/// A checkpoint as the JSON text the store keeps, written and read without `JSONEncoder` and
/// `JSONDecoder`: a fresh `kado today` decodes one checkpoint per habit (on a thousand habits the
/// general decoder took a sixth of the command), and rebuilding lost checkpoints encodes twenty
/// per habit. The text is the flat object the `Codable` conformance writes (the same keys and
/// values, so either decoder reads either text). Anything else (an escaped string, a nested value,
/// a missing or unknown key) is left to `JSONDecoder` by returning `nil`.
extension WalkCheckpoint {
    /// The checkpoint as a JSON object, as `JSONDecoder` reads it back; `nil` when its signature
    /// would need escaping (it never does: it is made of names, numbers and days).
    public var jsonText: String? {
        guard !signature.utf8.contains(where: { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 }), score.isFinite else {
            return nil
        }
        return "{\"day\":\"\(day)\",\"effectiveStart\":\"\(effectiveStart)\",\"score\":\(score),\"run\":\(run),"
            + "\"runFirst\":\"\(runFirst)\",\"runLast\":\"\(runLast)\",\"best\":\(best),\"anchor\":\"\(anchor)\","
            + "\"shownRun\":\(shownRun),\"shownBest\":\(shownBest),\"signature\":\"\(signature)\"}"
    }

    /// The checkpoint `text` holds, when it is the flat object of strings and numbers the encoder
    /// writes; `nil` otherwise (decode it with `JSONDecoder` then).
    /// - Complexity: O(n) for the n bytes of `text`.
    public init?(jsonText text: String) {
        var text = text
        if let checkpoint = text.withUTF8({ WalkCheckpoint.inWrittenOrder($0) }) {
            self = checkpoint
        } else if let checkpoint = WalkCheckpoint.inAnyOrder(text) {
            self = checkpoint
        } else {
            return nil
        }
    }

    /// The checkpoint in `bytes` when they are exactly what ``jsonText`` writes: its keys in its
    /// order, no space. A warm `kado today` on a thousand habits decodes one checkpoint each, and
    /// this reads them in a single pass without a dictionary or a string per value.
    private static func inWrittenOrder(_ bytes: UnsafeBufferPointer<UInt8>) -> WalkCheckpoint? {
        var cursor = 0
        func expect(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard cursor + count <= bytes.count else { return false }
            let matches = literal.withUTF8Buffer { expected in
                (0..<count).allSatisfy { bytes[cursor + $0] == expected[$0] }
            }
            if matches { cursor += count }
            return matches
        }
        func readDay() -> LogicalDay? {
            guard cursor + 12 <= bytes.count, bytes[cursor] == 0x22, bytes[cursor + 11] == 0x22,
                let day = LogicalDay(isoUTF8: UnsafeBufferPointer(rebasing: bytes[(cursor + 1)..<(cursor + 11)]))
            else { return nil }
            cursor += 12
            return day
        }
        func readInteger() -> Int? {
            var value = 0
            var negative = false
            if cursor < bytes.count, bytes[cursor] == 0x2D {
                negative = true
                cursor += 1
            }
            let start = cursor
            while cursor < bytes.count, bytes[cursor] >= 0x30, bytes[cursor] <= 0x39, cursor - start < 18 {
                value = value * 10 + Int(bytes[cursor] &- 0x30)
                cursor += 1
            }
            guard cursor > start, cursor < bytes.count, bytes[cursor] == 0x2C || bytes[cursor] == 0x7D else {
                return nil
            }
            return negative ? -value : value
        }
        func readDouble() -> Double? {
            let start = cursor
            while cursor < bytes.count, bytes[cursor] != 0x2C, bytes[cursor] != 0x7D { cursor += 1 }
            guard cursor > start, cursor < bytes.count else { return nil }
            return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self))
        }
        guard expect("{\"day\":"), let day = readDay(), expect(",\"effectiveStart\":"), let effectiveStart = readDay(),
            expect(",\"score\":"), let score = readDouble(), score.isFinite, expect(",\"run\":"),
            let run = readInteger(),
            expect(",\"runFirst\":"), let runFirst = readDay(), expect(",\"runLast\":"), let runLast = readDay(),
            expect(",\"best\":"), let best = readInteger(), expect(",\"anchor\":"), let anchor = readDay(),
            expect(",\"shownRun\":"), let shownRun = readInteger(), expect(",\"shownBest\":"),
            let shownBest = readInteger(), expect(",\"signature\":\"")
        else { return nil }
        let signatureStart = cursor
        while cursor < bytes.count, bytes[cursor] != 0x22 {
            guard bytes[cursor] != 0x5C, bytes[cursor] >= 0x20 else { return nil }
            cursor += 1
        }
        let signatureEnd = cursor
        guard expect("\"}"), cursor == bytes.count else { return nil }
        return WalkCheckpoint(
            day: day, effectiveStart: effectiveStart, score: score, run: run, runFirst: runFirst, runLast: runLast,
            best: best, anchor: anchor, shownRun: shownRun, shownBest: shownBest,
            signature: String(
                decoding: UnsafeBufferPointer(rebasing: bytes[signatureStart..<signatureEnd]), as: UTF8.self))
    }

    /// The checkpoint in `text` when it is a flat object of the same keys in any order, with
    /// spaces anywhere JSON allows them.
    private static func inAnyOrder(_ text: String) -> WalkCheckpoint? {
        var utf8 = text.utf8[...]
        var strings: [String: Substring] = [:]
        var numbers: [String: Substring] = [:]
        func skipSpace() {
            while let byte = utf8.first, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                utf8 = utf8.dropFirst()
            }
        }
        func take(_ byte: UInt8) -> Bool {
            skipSpace()
            guard utf8.first == byte else { return false }
            utf8 = utf8.dropFirst()
            return true
        }
        /// A string without escapes, after its opening quote.
        func string() -> Substring? {
            guard take(0x22) else { return nil }
            guard let end = utf8.firstIndex(where: { $0 == 0x22 || $0 == 0x5C }), utf8[end] == 0x22 else {
                return nil
            }
            let value = Substring(utf8[utf8.startIndex..<end])
            utf8 = utf8[utf8.index(after: end)...]
            return value
        }
        guard take(0x7B) else { return nil }
        repeat {
            guard let key = string(), take(0x3A) else { return nil }
            skipSpace()
            if utf8.first == 0x22 {
                guard let value = string() else { return nil }
                strings[String(key)] = value
            } else {
                // Digits, signs, the point and the exponent.
                let numberBytes: Set<UInt8> = [0x2B, 0x2D, 0x2E, 0x45, 0x65]
                let end =
                    utf8.firstIndex { !(($0 >= 0x30 && $0 <= 0x39) || numberBytes.contains($0)) } ?? utf8.endIndex
                guard end > utf8.startIndex else { return nil }
                numbers[String(key)] = Substring(utf8[utf8.startIndex..<end])
                utf8 = utf8[end...]
            }
        } while take(0x2C)
        guard take(0x7D) else { return nil }
        skipSpace()
        guard utf8.isEmpty, strings.count == 6, numbers.count == 5 else { return nil }
        func dayValue(_ key: String) -> LogicalDay? { strings[key].flatMap { LogicalDay(String($0)) } }
        func integer(_ key: String) -> Int? { numbers[key].flatMap { Int($0) } }
        guard let day = dayValue("day"), let effectiveStart = dayValue("effectiveStart"),
            let runFirst = dayValue("runFirst"),
            let runLast = dayValue("runLast"), let anchor = dayValue("anchor"), let signature = strings["signature"],
            let score = numbers["score"].flatMap({ Double($0) }), score.isFinite, let run = integer("run"),
            let best = integer("best"), let shownRun = integer("shownRun"), let shownBest = integer("shownBest")
        else { return nil }
        return WalkCheckpoint(
            day: day, effectiveStart: effectiveStart, score: score, run: run, runFirst: runFirst, runLast: runLast,
            best: best, anchor: anchor, shownRun: shownRun, shownBest: shownBest, signature: String(signature))
    }
}

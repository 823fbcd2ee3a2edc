import Foundation

/// Counts a Kadō JSON backup's habits, and its records, skips and reminders, as its bytes go by —
/// a piece at a time, holding nothing of them — and refuses the file as soon as a count passes
/// its limit: a file of a million habits is refused after its 2,001st, having read that far and
/// no further, instead of after it was parsed whole.
///
/// It follows only the structure (strings, nesting, commas): the parser that reads the file
/// afterwards judges everything else. A count is made where the format puts the items —
/// `habits` of the root object, and `completions`, `skips` and `reminders` of each habit — and
/// nesting deeper than ``KadoJSONParser/maximumDepth`` stops the counting (the parser refuses it).
struct KadoJSONCounter {
    private enum Container { case object, array }

    /// What each open container is, and the key it was opened under (kept at the first four
    /// levels only, where the counted arrays lie).
    private var stack: [(container: Container, key: [UInt8])] = []
    /// Whether the current container expects a key (an object after `{` or `,`) …
    private var expectsKey = false
    /// … or a value that starts an element (an array after `[` or `,`).
    private var expectsElement = false
    private var isInString = false
    private var isEscaped = false
    private var stringIsKey = false
    /// The key being read, up to ``keyLimit`` bytes (the keys that matter are short).
    private var key: [UInt8] = []
    /// The last key read in the current object.
    private var lastKey: [UInt8] = []
    private var gaveUp = false
    private var line = 1
    private let limits: BackupLimits
    private static let keyLimit = 16
    private static let recordKeys: Set<[UInt8]> = [
        Array("completions".utf8), Array("skips".utf8), Array("reminders".utf8),
    ]
    private static let habitsKey = Array("habits".utf8)

    /// The habits counted so far.
    private(set) var habits = 0
    /// The records, skips and reminders counted so far.
    private(set) var records = 0

    /// A counter of a file to be refused over `limits`.
    init(limits: BackupLimits) {
        self.limits = limits
    }

    /// Counts `data` whole.
    /// - Throws: ``BackupError`` of kind `tooLarge`, naming the line of the item that passed a limit.
    static func check(_ data: Data, limits: BackupLimits) throws(BackupError) {
        var counter = KadoJSONCounter(limits: limits)
        try counter.feed(data)
    }

    /// Counts the bytes of `source` from its start, a window at a time (the source is left as it
    /// was given: a copy is read).
    /// - Throws: ``BackupError`` of kind `tooLarge`, as ``check(_:limits:)``.
    /// - Complexity: O(n) in the size of the source until a limit is passed; O(1) memory.
    /// - Returns: the records, skips and reminders counted (what a reader reserves room for).
    @discardableResult
    static func check(source: BackupByteSource, limits: BackupLimits) throws(BackupError) -> Int {
        var bytes = source
        bytes.seek(to: 0)
        var counter = KadoJSONCounter(limits: limits)
        while let chunk = bytes.nextChunk() {
            let failure: BackupError? = chunk.withUnsafeBytes { raw in
                do throws(BackupError) {
                    try counter.feed(raw)
                    return nil
                } catch {
                    return error
                }
            }
            if let failure { throw failure }
            if counter.gaveUp { return counter.records }
        }
        return counter.records
    }

    /// Counts the next piece of the file.
    mutating func feed(_ data: Data) throws(BackupError) {
        let failure: BackupError? = data.withUnsafeBytes { raw in
            do throws(BackupError) {
                try feed(raw)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// Counts the next piece of the file, as bytes.
    private mutating func feed(_ bytes: UnsafeRawBufferPointer) throws(BackupError) {
        for byte in bytes {
            if gaveUp { return }
            if isInString {
                if isEscaped {
                    isEscaped = false
                } else if byte == UInt8(ascii: "\\") {
                    isEscaped = true
                } else if byte == UInt8(ascii: "\"") {
                    isInString = false
                    if stringIsKey { lastKey = key }
                } else if stringIsKey, key.count < Self.keyLimit {
                    key.append(byte)
                } else if byte == 0x0A {
                    line += 1
                }
                continue
            }
            switch byte {
            case 0x0A:
                line += 1
            case 0x20, 0x09, 0x0D, UInt8(ascii: ":"):
                break
            case UInt8(ascii: ","):
                if let top = stack.last {
                    expectsKey = top.container == .object
                    expectsElement = top.container == .array
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = stack.popLast()
                expectsKey = false
                expectsElement = false
            default:
                try valueStarts(with: byte)
            }
        }
    }

    /// A value (or, in an object after `{` or `,`, a key) starts with `byte`.
    private mutating func valueStarts(with byte: UInt8) throws(BackupError) {
        if byte == UInt8(ascii: "\""), expectsKey {
            isInString = true
            stringIsKey = true
            key.removeAll(keepingCapacity: true)
            expectsKey = false
            return
        }
        if expectsElement {
            expectsElement = false
            try countElement()
        }
        switch byte {
        case UInt8(ascii: "\""):
            isInString = true
            stringIsKey = false
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard stack.count < KadoJSONParser.maximumDepth else {
                gaveUp = true
                return
            }
            let isObject = byte == UInt8(ascii: "{")
            let parentIsObject = stack.last?.container == .object
            stack.append((isObject ? .object : .array, parentIsObject && stack.count < 4 ? lastKey : []))
            expectsKey = isObject
            expectsElement = !isObject
        default:
            // A number, true, false or null: its other bytes fall through here too and count nothing.
            break
        }
    }

    /// An element starts in the innermost array: a habit, or a record, skip or reminder of one.
    private mutating func countElement() throws(BackupError) {
        if stack.count == 2, stack[0].container == .object, stack[1].key == Self.habitsKey {
            habits += 1
            if habits > limits.habits {
                throw limits.tooManyHabits(habits, format: .json, line: line, field: "habits")
            }
        } else if stack.count == 4, stack[1].key == Self.habitsKey, stack[2].container == .object,
            Self.recordKeys.contains(stack[3].key)
        {
            records += 1
            if records > limits.records {
                throw limits.tooManyRecords(records, format: .json, line: line, field: "habits")
            }
        }
    }
}

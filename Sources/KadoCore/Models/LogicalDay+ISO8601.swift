extension LogicalDay: CustomStringConvertible, LosslessStringConvertible {
    /// The day as `YYYY-MM-DD`.
    public var description: String {
        let date = components
        guard (0...9999).contains(date.year) else {
            return "\(Self.pad(date.year, 4))-\(Self.pad(date.month, 2))-\(Self.pad(date.day, 2))"
        }
        // Every day a habit can hold: ten ASCII bytes written in place (a checkpoint saves five
        // days, and rebuilding lost checkpoints saves hundreds of thousands).
        return String(unsafeUninitializedCapacity: 10) { bytes in
            func put(_ value: Int, at offset: Int, width: Int) {
                var value = value
                for index in stride(from: offset + width - 1, through: offset, by: -1) {
                    bytes[index] = UInt8(truncatingIfNeeded: 0x30 + value % 10)
                    value /= 10
                }
            }
            put(date.year, at: 0, width: 4)
            bytes[4] = 0x2D
            put(date.month, at: 5, width: 2)
            bytes[7] = 0x2D
            put(date.day, at: 8, width: 2)
            return 10
        }
    }

    /// Reads a day written as `YYYY-MM-DD`; `nil` for anything else, including impossible dates.
    public init?(_ description: String) {
        guard let day = LogicalDay(isoUTF8: description.utf8) else { return nil }
        self = day
    }

    /// Reads a day from the UTF-8 bytes of `YYYY-MM-DD` (ASCII digits and two hyphens, nothing
    /// around them); `nil` for anything else, including impossible dates.
    /// - Complexity: O(1): ten bytes are looked at, at most.
    public init?<Bytes: Collection>(isoUTF8 bytes: Bytes) where Bytes.Element == UInt8 {
        var year = 0
        var month = 0
        var day = 0
        var offset = 0
        for byte in bytes {
            switch offset {
            case 4, 7:
                guard byte == 0x2D else { return nil }
            case 0..<10:
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                let digit = Int(byte &- 0x30)
                if offset < 4 {
                    year = year * 10 + digit
                } else if offset < 7 {
                    month = month * 10 + digit
                } else {
                    day = day * 10 + digit
                }
            default:
                return nil
            }
            offset += 1
        }
        guard offset == 10 else { return nil }
        self.init(year: year, month: month, day: day)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

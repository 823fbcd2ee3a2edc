/// The seeded random numbers the oracle tests draw their histories from: SplitMix64 (Steele, Lea
/// and Flood, 2014), with its own fixed arithmetic for ranges and probabilities, so that a seed
/// printed in a failure names the same history on every run and every platform.
struct OracleRandom {
    /// The generator's state, advanced by a fixed odd constant before each number.
    private(set) var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// A generator seeded from `text` (FNV-1a of its UTF-8 bytes) and a number, for seeds that
    /// name what they test.
    init(_ text: String, _ number: Int) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        self.init(seed: hash ^ UInt64(bitPattern: Int64(number)) &* 0x9E37_79B9_7F4A_7C15)
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A whole number in `range`, both ends included (a negligible modulo bias is fine here).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % width)
    }

    /// A number in `0..<1`.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// `true` with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// One of `elements` (which must not be empty).
    mutating func pick<T>(_ elements: [T]) -> T {
        elements[int(in: 0...(elements.count - 1))]
    }
}

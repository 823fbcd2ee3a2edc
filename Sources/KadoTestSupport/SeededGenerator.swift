/// A seeded SplitMix64 random number generator: the same seed gives the same numbers on every
/// run, platform and Swift version.
///
/// The standard library's `Int.random(in:using:)` and `Double.random(in:using:)` are free to
/// change how they turn raw numbers into values, so fixtures and benchmark data that must stay
/// identical use this type's own ``uniform(below:)``, ``int(in:)``, ``unit()`` and ``chance(_:)``,
/// whose arithmetic is fixed here.
///
/// SplitMix64 (Steele, Lea and Flood, 2014) is fast and statistically sound for test data; it is
/// not a cryptographic generator.
public struct SeededGenerator: RandomNumberGenerator, Sendable, Hashable {
    /// The generator's state: advanced by a fixed odd constant before each number.
    public private(set) var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    @inline(__always)
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is 0), without bias (Lemire's multiply-and-reject).
    public mutating func uniform(below bound: UInt64) -> UInt64 {
        guard bound > 0 else { return 0 }
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            while product.low < threshold {
                product = next().multipliedFullWidth(by: bound)
            }
        }
        return product.high
    }

    /// A whole number in `range`, both ends included.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        // A width of 0 means the range spans every Int.
        let offset = width == 0 ? next() : uniform(below: width)
        return range.lowerBound &+ Int(truncatingIfNeeded: offset)
    }

    /// A number in `0..<1` with 53 random bits.
    @inline(__always)
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A number in `range` (the upper end is reached only by rounding).
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    /// `true` with probability `probability` (never below 0, always above 1).
    @inline(__always)
    public mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// One of `elements`, or `nil` when it is empty.
    public mutating func element<C: Collection>(of elements: C) -> C.Element? where C.Index == Int {
        guard !elements.isEmpty else { return nil }
        return elements[elements.startIndex + Int(uniform(below: UInt64(elements.count)))]
    }
}

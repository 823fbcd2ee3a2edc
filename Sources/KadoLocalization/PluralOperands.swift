/// CLDR's plural operands of a number as it is written: `n` the absolute value, `i` its integer
/// digits, `v` the count of visible fraction digits, `f` those digits as an integer, `e` the
/// compact exponent (always 0: Kadō writes no compact numbers like "1,2 M").
public struct PluralOperands: Sendable, Hashable {
    /// The absolute value.
    public let n: Double
    /// The integer digits of `n` (saturated at `Int.max` for values beyond it).
    public let i: Int
    /// How many fraction digits are written, trailing zeros included.
    public let v: Int
    /// The written fraction digits as an integer (`1.50` → 50).
    public let f: Int
    /// The compact decimal exponent.
    public let e: Int

    /// The operands of a whole number.
    public init(_ value: Int) {
        n = Double(value.magnitude)
        i = value == .min ? .max : abs(value)
        v = 0
        f = 0
        e = 0
    }

    /// The operands of `value` written with `fractionDigits` digits after the separator (clamped
    /// to 0...15; a value that is not finite counts as 0 written so).
    public init(_ value: Double, fractionDigits: Int) {
        let digits = min(max(fractionDigits, 0), 15)
        let magnitude = value.isFinite ? value.magnitude : 0
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (magnitude * scale).rounded() / scale
        let whole = rounded.rounded(.down)
        n = rounded
        i = whole < 9.2e18 ? Int(whole) : .max
        v = digits
        let fraction = ((rounded - whole) * scale).rounded()
        f = fraction.isFinite && fraction < 9.2e18 ? Int(fraction) : 0
        e = 0
    }
}

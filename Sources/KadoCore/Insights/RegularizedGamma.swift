import Foundation

/// The regularized incomplete gamma functions P(a, x) and Q(a, x) = 1 − P(a, x), by their power
/// series below a + 1 and by their continued fraction (modified Lentz) above, each where it
/// converges fast; to about 1e-14.
enum RegularizedGamma {
    /// Q(a, x), for a > 0 and x ≥ 0.
    static func upper(_ a: Double, _ x: Double) -> Double {
        guard x > 0 else { return 1 }
        if x < a + 1 { return max(0, 1 - lowerSeries(a, x)) }
        return upperFraction(a, x)
    }

    /// P(a, x) by its series: e^(−x) xᵃ / Γ(a + 1) · Σ xⁿ / ((a + 1)…(a + n)).
    private static func lowerSeries(_ a: Double, _ x: Double) -> Double {
        var term = 1 / a
        var sum = term
        var denominator = a
        for _ in 0..<1_000 {
            denominator += 1
            term *= x / denominator
            sum += term
            if abs(term) < abs(sum) * 1e-15 { break }
        }
        return sum * exp(-x + a * log(x) - lgamma(a))
    }

    /// Q(a, x) by its continued fraction, evaluated with the modified Lentz method.
    private static func upperFraction(_ a: Double, _ x: Double) -> Double {
        let tiny = 1e-300
        var b = x + 1 - a
        var c = 1 / tiny
        var d = 1 / b
        var h = d
        for step in 1...1_000 {
            let an = -Double(step) * (Double(step) - a)
            b += 2
            d = an * d + b
            if abs(d) < tiny { d = tiny }
            c = b + an / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let delta = d * c
            h *= delta
            if abs(delta - 1) < 1e-15 { break }
        }
        return exp(-x + a * log(x) - lgamma(a)) * h
    }
}

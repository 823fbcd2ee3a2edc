/// A score history in one line of block characters: `▁▂▃▄▅▆▇█`.
public enum Sparkline {
    /// The eight bars, lowest first.
    public static let bars: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// One bar per value: values 0…1 are split into eight equal bands (0 → `▁`, 1 → `█`), values
    /// outside are clamped, and a value that is not a number (no score yet) is a space.
    /// - Complexity: O(n).
    public static func render(_ values: [Double]) -> String {
        String(values.map(bar))
    }

    /// The bar for one value.
    public static func bar(for value: Double) -> Character {
        guard !value.isNaN else { return " " }
        let clamped = min(max(value, 0), 1)
        return bars[min(bars.count - 1, Int(clamped * Double(bars.count)))]
    }
}

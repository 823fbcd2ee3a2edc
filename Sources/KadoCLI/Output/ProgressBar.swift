/// Progress as a bar of eighth blocks, for a day's count or time against its target: `█████▌  `.
public enum ProgressBar {
    /// A bar `width` columns wide, filled to `fraction` (clamped to 0…1; not a number is empty),
    /// padded with spaces to its full width.
    public static func render(fraction: Double, width: Int) -> String {
        guard width > 0 else { return "" }
        let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        let eighths = Int((clamped * Double(width * 8)).rounded())
        let full = eighths / 8
        let partials = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        let partial = partials[eighths % 8]
        let used = full + (partial.isEmpty ? 0 : 1)
        return String(repeating: "█", count: full) + partial + String(repeating: " ", count: width - used)
    }
}

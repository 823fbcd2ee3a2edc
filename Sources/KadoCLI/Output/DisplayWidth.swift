/// How many terminal columns text takes, for aligning tables and grids.
///
/// A grapheme cluster (what a person sees as one character) takes two columns when it is East
/// Asian wide or fullwidth (CJK ideographs, kana, hangul, fullwidth forms) or an emoji shown as
/// an emoji (by default, or with U+FE0F; flags, keycaps and ZWJ sequences are one cluster); none
/// when it is a control or format character; one otherwise. ANSI escape sequences take none.
/// This is an approximation of `wcwidth` that needs no locale; ambiguous-width characters
/// (`●`, `·`) count as one column, as terminals outside East Asian locales show them.
public enum DisplayWidth {
    /// The number of columns `text` takes on a terminal.
    /// - Complexity: O(n) in the length of `text`.
    public static func of(_ text: String) -> Int {
        // Printable ASCII, most names and every table cell: one column a byte, no Unicode lookups.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text.utf8.count }
        if let width = singleColumnScalars(text) { return width }
        var width = 0
        for character in withoutEscapes(text) {
            width += of(character)
        }
        return width
    }

    /// The width of `text` when each of its scalars is a character of one column on its own
    /// (printable ASCII, Latin-1 and Latin Extended, the symbol blocks' one-column scalars: a
    /// Today row's marks and dots); `nil` as soon as one is not (an escape, a mark that joins the
    /// one before, a wide or zero-width scalar), and the caller measures by character. Scalars
    /// that join others into one cluster are all outside these ranges or of width 0 in them, so
    /// here a scalar is a character.
    private static func singleColumnScalars(_ text: String) -> Int? {
        var width = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if (0x20..<0x7F).contains(value) || ((0xA0..<0x300).contains(value) && value != 0xAD) {
                width += 1
            } else if symbolBlocks.contains(value), symbolWidths[Int(value - symbolBlocks.lowerBound)] == 1 {
                width += 1
            } else {
                return nil
            }
        }
        return width
    }

    /// The number of columns one character (grapheme cluster) takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // One scalar in the blocks a grid is drawn with (Latin letters, punctuation, arrows, box
        // drawing, shapes, ticks): its width is looked up, not worked out from its properties
        // again on every frame.
        if scalars.index(after: scalars.startIndex) == scalars.endIndex {
            let value = first.value
            if (0xA0..<0x300).contains(value) { return value == 0xAD ? 0 : 1 }
            if symbolBlocks.contains(value) { return Int(symbolWidths[Int(value - symbolBlocks.lowerBound)]) }
        }
        return measured(character)
    }

    /// The scalars of the symbol blocks whose widths ``symbolWidths`` keeps: General
    /// Punctuation to Miscellaneous Symbols and Arrows.
    private static let symbolBlocks: Range<UInt32> = 0x2000..<0x2C00

    /// The width of each scalar of ``symbolBlocks`` alone, worked out once per process.
    private static let symbolWidths: [UInt8] = symbolBlocks.map { value in
        Unicode.Scalar(value).map { UInt8(measured(Character($0))) } ?? 1
    }

    /// The width of `character` from its scalars' properties.
    static func measured(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        switch first.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark:
            return 0
        default:
            break
        }
        if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        if first.properties.isEmoji, scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return isWide(first.value) ? 2 : 1
    }

    /// `text` padded with spaces to `width` columns, on the right (left-aligned) or on the left
    /// (right-aligned); unchanged when it is already as wide.
    public static func padded(_ text: String, to width: Int, alignedRight: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - of(text)))
        return alignedRight ? padding + text : text + padding
    }

    /// `text` cut to at most `width` columns, ending in `…` when something was cut. Escape
    /// sequences are removed when cutting.
    public static func truncated(_ text: String, toWidth width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in withoutEscapes(text) {
            let columns = of(character)
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        return result + "…"
    }

    /// `text` without its ANSI escape sequences (CSI sequences such as `ESC [ 1 m`).
    public static func withoutEscapes(_ text: String) -> String {
        guard text.utf8.contains(0x1B) else { return text }
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            guard scalars.next() == "[" else { continue }
            while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
        }
        return result
    }

    /// The East Asian Wide and Fullwidth blocks (Unicode's EastAsianWidth.txt, W and F, by block).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
        0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        return wideRanges.contains { $0.contains(value) }
    }
}

/// The icons of a page, each drawn once. A ``Glyph`` or a habit's icon in the markup is a `<use>`
/// of a `<symbol>`; the page carries one hidden `<svg>` with the symbols its markup uses, so that
/// Today's thousand rows repeat a short reference instead of the same drawing.
enum IconSprite {
    /// What every reference starts with.
    private static let reference = Array("<use href=\"#".utf8)

    /// A hidden `<svg>` with a `<symbol>` for each icon `parts` use, in the order they first
    /// appear; empty when they use none.
    static func sprite(for parts: [HTML]) -> HTML {
        var seen: Set<String> = []
        var symbols: [String] = []
        for part in parts {
            for id in referencedIDs(in: part.description) where seen.insert(id).inserted {
                if let symbol = symbol(id: id) { symbols.append(symbol) }
            }
        }
        guard !symbols.isEmpty else { return .empty }
        return HTML(
            trusted: "<svg class=\"icon-sprite\" aria-hidden=\"true\" focusable=\"false\">" + symbols.joined()
                + "</svg>")
    }

    /// The `<symbol>` whose id is `id`: a glyph's (`g-…`) or a habit icon's (`i-…`).
    static func symbol(id: String) -> String? {
        if id.hasPrefix("g-") { return Glyph(rawValue: String(id.dropFirst(2)))?.symbol }
        return HabitIcons.symbol(id: id)
    }

    /// The ids `markup` refers to with `<use href="#id"/>`, in order, repeats included.
    static func referencedIDs(in markup: String) -> [String] {
        var markup = markup
        return markup.withUTF8 { bytes in
            var ids: [String] = []
            let reference = Self.reference
            var index = 0
            let last = bytes.count - reference.count
            while index <= last {
                guard bytes[index] == reference[0],
                    (1..<reference.count).allSatisfy({ bytes[index + $0] == reference[$0] })
                else {
                    index += 1
                    continue
                }
                let start = index + reference.count
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
                guard end < bytes.count else { break }
                ids.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                index = end
            }
            return ids
        }
    }
}

/// The icons of a page, each drawn once. A ``Glyph`` or a habit's icon in the markup is a `<use>`
/// of a `<symbol>`; the page carries one hidden `<svg>` with the symbols its markup uses, so that
/// Today's thousand rows repeat a short reference instead of the same drawing.
enum IconSprite {
    /// What every reference starts with.
    private static let reference = Array("<use href=\"#".utf8)

    /// A hidden `<svg>` with a `<symbol>` for each icon `parts` use, in the order they first
    /// appear; empty when they use none.
    static func sprite(for parts: [HTML]) -> HTML {
        var ids: [String] = []
        for part in parts { forEachReferencedID(in: part.description) { ids.append($0) } }
        return sprite(ids: ids)
    }

    /// A hidden `<svg>` with a `<symbol>` for each of `ids` (repeats drawn once), in order;
    /// empty when there is none.
    static func sprite(ids: [String]) -> HTML {
        var seen: Set<String> = []
        let symbols = ids.compactMap { id in seen.insert(id).inserted ? symbol(id: id) : nil }
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
        var ids: [String] = []
        forEachReferencedID(in: markup) { ids.append($0) }
        return ids
    }

    /// Calls `body` with each id `markup` refers to with `<use href="#id"/>`, in order, repeats
    /// included. Today's markup on a thousand habits is half a megabyte, scanned once per page:
    /// the scan looks for `<` alone, and compares the rest only there.
    static func forEachReferencedID(in markup: String, _ body: (String) -> Void) {
        var markup = markup
        markup.withUTF8 { bytes in
            let reference = Self.reference
            let opening = reference[0]
            let count = bytes.count
            var index = 0
            while index + reference.count <= count {
                guard bytes[index] == opening else {
                    index += 1
                    continue
                }
                var matches = true
                for offset in 1..<reference.count where bytes[index + offset] != reference[offset] {
                    matches = false
                    break
                }
                guard matches else {
                    index += 1
                    continue
                }
                let start = index + reference.count
                var end = start
                while end < count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
                guard end < count else { return }
                body(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                index = end
            }
        }
    }
}

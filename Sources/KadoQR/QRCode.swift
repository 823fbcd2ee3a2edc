import CQRencode

/// A QR code: its square of modules, made by Debian's libqrencode from text (byte mode, error
/// correction level M, the smallest version that holds the text). Drawn as SVG for a page
/// (``svg(label:)``) and as block characters for a terminal (``terminalText(colored:)``).
public struct QRCode: Hashable, Sendable {
    /// The modules on a side.
    public let size: Int
    /// Whether each module is dark, row by row.
    public let modules: [Bool]

    /// The modules of a quiet zone on each side, as the standard asks (4).
    public static let quietZone = 4

    /// The QR code of `text`; `nil` when the text is too long for any version (about 2,300
    /// bytes at level M) or the library fails.
    public init?(_ text: String) {
        guard let code = QRcode_encodeString8bit(text, 0, QR_ECLEVEL_M) else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        let data = UnsafeBufferPointer(start: code.pointee.data, count: width * width)
        size = width
        // The lowest bit of each byte says dark; the others say which part of the symbol it is.
        modules = data.map { $0 & 1 == 1 }
    }

    /// Whether the module at column `x`, row `y` is dark (outside the symbol: light).
    public func isDark(x: Int, y: Int) -> Bool {
        guard (0..<size).contains(x), (0..<size).contains(y) else { return false }
        return modules[y * size + x]
    }

    /// An SVG drawing: one path of dark squares on a white square with the quiet zone, scaled by
    /// the page; `label` is what a screen reader says of it.
    public func svg(label: String) -> String {
        let side = size + 2 * Self.quietZone
        var path = ""
        for y in 0..<size {
            var x = 0
            while x < size {
                guard isDark(x: x, y: y) else {
                    x += 1
                    continue
                }
                // A run of dark modules on a row is one rectangle.
                var end = x
                while end < size, isDark(x: end, y: y) { end += 1 }
                path += "M\(x + Self.quietZone) \(y + Self.quietZone)h\(end - x)v1h-\(end - x)z"
                x = end
            }
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(side) \(side)" role="img" \
            aria-label="\(Self.escaped(label))" shape-rendering="crispEdges">\
            <rect width="\(side)" height="\(side)" fill="#fff"/><path fill="#000" d="\(path)"/></svg>
            """
    }

    /// The code in a terminal: two rows of modules per line in half blocks (▀ ▄ █), with the
    /// quiet zone. `colored`: black on white by ANSI colours, so that it reads on a dark terminal
    /// too; without, dark modules are drawn and light ones left blank (for a light background,
    /// a file or a test).
    public func terminalText(colored: Bool) -> String {
        let first = -Self.quietZone
        let last = size + Self.quietZone
        var lines: [String] = []
        var y = first
        while y < last {
            var line = colored ? "\u{1B}[30;47m" : ""
            for x in first..<last {
                let top = isDark(x: x, y: y)
                let bottom = y + 1 < last && isDark(x: x, y: y + 1)
                switch (top, bottom) {
                case (true, true): line += "█"
                case (true, false): line += "▀"
                case (false, true): line += "▄"
                case (false, false): line += " "
                }
            }
            if colored { line += "\u{1B}[0m" }
            lines.append(line)
            y += 2
        }
        return lines.joined(separator: "\n")
    }

    /// The code as a plain bitmap (PBM, `P1`), `scale` pixels a module, with the quiet zone: a
    /// format every image tool reads, for checking the code with a decoder.
    public func portableBitmap(scale: Int = 4) -> String {
        let side = (size + 2 * Self.quietZone) * scale
        var text = "P1\n\(side) \(side)\n"
        for row in 0..<side {
            let y = row / scale - Self.quietZone
            let bits = (0..<side).map { column in isDark(x: column / scale - Self.quietZone, y: y) ? "1" : "0" }
            text += bits.joined(separator: " ") + "\n"
        }
        return text
    }

    /// `text` safe inside an attribute.
    private static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}

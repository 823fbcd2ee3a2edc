import KadoCore

/// A fragment of HTML. Interpolated values are escaped unless they are HTML themselves, so that a
/// habit called `<script>` shows as text, and the controls and direction instructions that text
/// stored before the text rules may hold are written out visibly (`\u{1B}`, as the command line
/// shows them) instead of reordering or hiding what follows.
struct HTML: Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The markup.
    private(set) var rendered: String

    /// Markup written in the source (trusted).
    init(stringLiteral value: String) {
        rendered = value
    }

    /// Markup built by interpolation.
    init(stringInterpolation: Interpolation) {
        rendered = stringInterpolation.output
    }

    /// Markup that is already safe (built by this module).
    init(trusted: String) {
        rendered = trusted
    }

    /// Nothing.
    static let empty = HTML(trusted: "")

    var description: String { rendered }

    /// Fragments joined.
    static func join(_ parts: [HTML], separator: String = "") -> HTML {
        var joined = ""
        joined.reserveCapacity(
            parts.reduce(0) { $0 + $1.rendered.utf8.count } + max(0, parts.count - 1) * separator.utf8.count)
        for (index, part) in parts.enumerated() {
            if index > 0 { joined += separator }
            joined += part.rendered
        }
        return HTML(trusted: joined)
    }

    /// Escapes text for element content and quoted attribute values.
    static func escape(_ text: String) -> String {
        var output = ""
        appendEscaped(text, to: &output)
        return output
    }

    /// Appends `text` to `output`, escaped for element content and quoted attribute values, with
    /// every control and direction instruction (``TextRules/isControl(_:)``) but line breaks and
    /// tabs written out as `\u{…}` or `\r` (``TextRules/escaped(_:)``'s notation): invisible or
    /// reordering in a page, they would make a name look like another.
    ///
    /// Pages repeat thousands of names and labels that rarely hold a character to escape, so the
    /// text is scanned as UTF-8 and copied in runs rather than scalar by scalar. The five
    /// characters escaped are ASCII, and a control begins with a byte below 0x20, 0x7F, or the
    /// lead bytes 0xC2 (C1 controls) and 0xE2 (separators, bidi instructions), so every run ends on
    /// a character boundary.
    static func appendEscaped(_ text: String, to output: inout String) {
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            let entity: String
            switch byte {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = "&#39;"
            case UInt8(ascii: "\n"), UInt8(ascii: "\t"):
                index = utf8.index(after: index)
                continue
            case 0x00..<0x20, 0x7F, 0xC2, 0xE2:
                let scalar = text.unicodeScalars[index]
                guard TextRules.isControl(scalar) else {
                    index = utf8.index(after: index)
                    continue
                }
                // A CR before a LF is a line break (a note written on Windows).
                if scalar == "\r", text.unicodeScalars.index(after: index) != utf8.endIndex,
                    text.unicodeScalars[text.unicodeScalars.index(after: index)] == "\n"
                {
                    index = utf8.index(after: index)
                    continue
                }
                entity = scalar == "\r" ? "\\r" : "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                output += text[runStart..<index]
                output += entity
                index = text.unicodeScalars.index(after: index)
                runStart = index
                continue
            default:
                index = utf8.index(after: index)
                continue
            }
            output += text[runStart..<index]
            output += entity
            index = utf8.index(after: index)
            runStart = index
        }
        if runStart == utf8.startIndex {
            output += text
        } else {
            output += text[runStart..<utf8.endIndex]
        }
    }

    /// Builds markup, escaping every interpolated value that is not HTML.
    struct Interpolation: StringInterpolationProtocol {
        var output = ""

        init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        mutating func appendInterpolation(_ html: HTML) {
            reserve(html.rendered.utf8.count)
            output += html.rendered
        }

        mutating func appendInterpolation(_ parts: [HTML]) {
            reserve(parts.reduce(0) { $0 + $1.rendered.utf8.count })
            for part in parts { output += part.rendered }
        }

        /// Makes room for `count` more bytes, and some for what follows, before a large part is
        /// appended (Today's rows are half a megabyte on a thousand habits): the literal after it
        /// then fits, where growing by doubling would copy the whole again.
        private mutating func reserve(_ count: Int) {
            guard count > 4096 else { return }
            output.reserveCapacity(output.utf8.count + count + 4096)
        }

        mutating func appendInterpolation(_ text: String) {
            HTML.appendEscaped(text, to: &output)
        }

        mutating func appendInterpolation(_ text: Substring) {
            HTML.appendEscaped(String(text), to: &output)
        }

        mutating func appendInterpolation(_ number: Int) {
            output += String(number)
        }

        mutating func appendInterpolation(_ number: Double) {
            output += String(number)
        }

        /// An attribute that is present or not (`\(attribute: "checked", when: isOn)`).
        mutating func appendInterpolation(attribute name: String, when condition: Bool) {
            if condition { output += " " + name }
        }
    }
}

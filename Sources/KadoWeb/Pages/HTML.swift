/// A fragment of HTML. Interpolated values are escaped unless they are HTML themselves, so that a
/// habit called `<script>` shows as text.
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
        HTML(trusted: parts.map(\.rendered).joined(separator: separator))
    }

    /// Escapes text for element content and quoted attribute values.
    static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.unicodeScalars.append(character)
            }
        }
        return output
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
            output += html.rendered
        }

        mutating func appendInterpolation(_ parts: [HTML]) {
            for part in parts { output += part.rendered }
        }

        mutating func appendInterpolation(_ text: String) {
            output += HTML.escape(text)
        }

        mutating func appendInterpolation(_ text: Substring) {
            output += HTML.escape(String(text))
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

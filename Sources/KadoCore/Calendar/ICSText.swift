import Foundation

/// The text rules of an iCalendar document (RFC 5545 §3.1, §3.3.11): a TEXT value escaped, and a
/// content line folded at 75 octets with CRLF line ends.
///
/// Folding counts octets of UTF-8, as the RFC does, and breaks only between Unicode scalars, so a
/// multi-byte character is never split across two lines (a reader joins the lines by dropping
/// each CRLF and the space after it).
public enum ICSText {
    /// The longest a physical line may be, in octets, without its CRLF.
    public static let lineOctets = 75

    /// `text` as a TEXT value: `\` `;` `,` escaped with a backslash, each line break (LF, CR or
    /// CRLF) as `\n`, and any other control character (which TEXT may not hold) as a space.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r": result += "\\n"
            case "\n": if !previousWasCarriageReturn { result += "\\n" }
            case "\t": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                    result += " "
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// The content line `line` (without its line end) folded: cut into pieces of at most
    /// ``lineOctets`` octets, each but the first starting with one space (which counts), every
    /// piece ended by CRLF.
    /// - Complexity: O(n) in the line's length.
    public static func folded(_ line: String) -> String {
        var result = ""
        result.reserveCapacity(line.utf8.count + line.utf8.count / 70 * 3 + 2)
        var octets = 0
        for scalar in line.unicodeScalars {
            let width = UTF8.width(scalar)
            if octets + width > lineOctets {
                result += "\r\n "
                octets = 1
            }
            result.unicodeScalars.append(scalar)
            octets += width
        }
        result += "\r\n"
        return result
    }
}

import KadoApp
import KadoCore

/// French typography, applied to every French phrase: a no-break space before a colon, a narrow
/// no-break space before « ; ! ? » and inside « », so that a line never starts with a
/// punctuation mark and the marks stand apart as French sets them. Only spaces change (or are
/// added inside guillemets): the words are never touched.
enum FrenchTypography {
    static let noBreakSpace: Character = "\u{00A0}"
    static let narrowNoBreakSpace: Character = "\u{202F}"

    static func apply(to text: String) -> String {
        var output: [Character] = []
        output.reserveCapacity(text.count + 8)
        for character in text {
            switch character {
            case ":", ";", "!", "?":
                // Only a space typed before the mark changes: "?days=", "12:30" and JSON keep none.
                if let last = output.last, isSpace(last) {
                    output[output.count - 1] = character == ":" ? noBreakSpace : narrowNoBreakSpace
                }
                output.append(character)
            case "»":
                if let last = output.last, isSpace(last) {
                    output[output.count - 1] = narrowNoBreakSpace
                } else if !output.isEmpty {
                    output.append(narrowNoBreakSpace)
                }
                output.append(character)
            default:
                if output.last == "«" {
                    output.append(narrowNoBreakSpace)
                    if isSpace(character) { continue }
                }
                output.append(character)
            }
        }
        return String(output)
    }

    private static func isSpace(_ character: Character) -> Bool {
        character == " " || character == noBreakSpace || character == narrowNoBreakSpace
    }
}

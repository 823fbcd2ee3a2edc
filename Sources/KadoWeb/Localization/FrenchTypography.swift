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
        // Every phrase of every page comes through here, in English too (``Phrase/init(_:_:)``):
        // text with none of the marks, nor a byte that could be part of « or », is left as it is,
        // without the walk over its characters.
        guard text.utf8.contains(where: Self.mayNeedSpacing) else { return text }
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

    /// Whether `byte` is one of the marks spaced above, or the last byte of « or » in UTF-8
    /// (`C2 AB`, `C2 BB`; any other character with such a byte only takes the longer way).
    private static func mayNeedSpacing(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "!"), UInt8(ascii: "?"), 0xAB, 0xBB: true
        default: false
        }
    }

    private static func isSpace(_ character: Character) -> Bool {
        character == " " || character == noBreakSpace || character == narrowNoBreakSpace
    }
}

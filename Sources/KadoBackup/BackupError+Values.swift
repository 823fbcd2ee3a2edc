import Foundation
import KadoCore

extension BackupError {
    /// An item of a backup a problem is about: a habit, or one of its records or skips, by its
    /// position in the file (0-based, as the JSON's `habits[N]`) and its ID.
    public enum Item: Hashable, Sendable, CustomStringConvertible {
        /// The habit at `index`, with `id`.
        case habit(index: Int, id: UUID)
        /// The record `id` of the habit at `habitIndex`, with `habitID`.
        case record(id: UUID, habitIndex: Int, habitID: UUID)
        /// The skip `id` of the habit at `habitIndex`, with `habitID`.
        case skip(id: UUID, habitIndex: Int, habitID: UUID)

        /// `habit 2 (ID …)`, `record … of habit 2 (ID …)`.
        public var description: String {
            switch self {
            case .habit(let index, let id): "habit \(index) (ID \(id.uuidString))"
            case .record(let id, let habitIndex, let habitID):
                "record \(id.uuidString) of habit \(habitIndex) (ID \(habitID.uuidString))"
            case .skip(let id, let habitIndex, let habitID):
                "skip \(id.uuidString) of habit \(habitIndex) (ID \(habitID.uuidString))"
            }
        }
    }

    /// Which kind of item an ID belongs to.
    public enum ItemKind: Hashable, Sendable, CustomStringConvertible {
        /// A habit's ID.
        case habit
        /// A record's ID.
        case record
        /// A skip's ID.
        case skip

        /// `habit`, `record`, `skip`.
        public var description: String {
            switch self {
            case .habit: "habit"
            case .record: "record"
            case .skip: "skip"
            }
        }
    }

    /// What a byte-level reader found where it did not belong.
    public enum Unexpected: Hashable, Sendable {
        /// The end of the file.
        case endOfFile
        /// A printable ASCII character.
        case character(Character)
        /// Any other byte.
        case byte(UInt8)

        /// `byte`, as a character when it is a printable ASCII one.
        static func of(_ byte: UInt8) -> Unexpected {
            (0x21...0x7E).contains(byte) ? .character(Character(Unicode.Scalar(byte))) : .byte(byte)
        }

        /// `0xAB`: a byte in upper-case hexadecimal.
        static func hex(_ byte: UInt8) -> String { "0x" + String(byte, radix: 16, uppercase: true) }
    }

    /// Where in JSON's grammar a parser met what it did not expect.
    public enum JSONPlace: Hashable, Sendable, CustomStringConvertible {
        /// After the document's value ended.
        case afterValue
        /// Where a value was expected.
        case whereValue
        /// Where a key was expected.
        case whereKey
        /// Where `:` was expected after a key.
        case whereColon
        /// Where `,` or `}` was expected.
        case whereCommaOrBrace
        /// Where `,` or `]` was expected.
        case whereCommaOrBracket
        /// Inside a number.
        case inNumber
        /// After a backslash in a string.
        case afterBackslash
        /// Inside an object (the file ended there).
        case insideObject
        /// Inside an array (the file ended there).
        case insideArray

        /// `where a value was expected`.
        public var description: String {
            switch self {
            case .afterValue: "after the end of the JSON value"
            case .whereValue: "where a value was expected"
            case .whereKey: "where a key (a string in double quotes) was expected"
            case .whereColon: "where ':' was expected after a key"
            case .whereCommaOrBrace: "where ',' or '}' was expected"
            case .whereCommaOrBracket: "where ',' or ']' was expected"
            case .inNumber: "in a number"
            case .afterBackslash: "after a backslash in a string"
            case .insideObject: "inside an object"
            case .insideArray: "inside an array"
            }
        }
    }

    /// Why a text is not JSON.
    public enum JSONSyntax: Hashable, Sendable, CustomStringConvertible {
        /// Nothing but blank space.
        case emptyFile
        /// Something (`found`) the grammar does not allow at `place`.
        case unexpected(Unexpected, JSONPlace)
        /// Arrays and objects nested deeper than the parser allows.
        case nestedTooDeeply
        /// A string with no closing quote.
        case unclosedString
        /// A control character (`byte`) inside a string.
        case controlCharacter(UInt8)
        /// A string that is not UTF-8.
        case stringNotUTF8
        /// A `\u` escape holding half of a surrogate pair.
        case halfSurrogate
        /// A `\u` escape of no Unicode scalar.
        case invalidEscape
        /// A `\u` escape without four hexadecimal digits.
        case escapeNeedsFourDigits

        /// The English wording (`unexpected character '}' where a value was expected`).
        public var description: String {
            switch self {
            case .emptyFile: "the file is empty"
            case .unexpected(.endOfFile, let place): "unexpected end of file \(place)"
            case .unexpected(.character(let character), let place): "unexpected character '\(character)' \(place)"
            case .unexpected(.byte(let byte), let place): "unexpected byte \(Unexpected.hex(byte)) \(place)"
            case .nestedTooDeeply: "arrays and objects are nested too deeply"
            case .unclosedString: "a string is never closed"
            case .controlCharacter(let byte): "a control character (byte 0x\(String(byte, radix: 16))) in a string"
            case .stringNotUTF8: "a string is not valid UTF-8"
            case .halfSurrogate: "a \\u escape holds half of a surrogate pair"
            case .invalidEscape: "an invalid \\u escape"
            case .escapeNeedsFourDigits: "a \\u escape needs four hex digits"
            }
        }
    }

    /// Why a text is not CSV.
    public enum CSVSyntax: Hashable, Sendable, CustomStringConvertible {
        /// A quoted field that starts on the problem's line is never closed.
        case unclosedQuote
        /// Something other than a separator or a line break after a field's closing quote.
        case afterClosingQuote(Unexpected)
        /// A field that is not UTF-8.
        case fieldNotUTF8

        /// The English wording (`the field is not valid UTF-8`).
        public var description: String {
            switch self {
            case .unclosedQuote: "the quoted field that starts here is never closed"
            case .afterClosingQuote(.character(let character)):
                "unexpected \"\(character)\" after the closing quote of a field"
            case .afterClosingQuote(.byte(let byte)):
                "unexpected byte \(Unexpected.hex(byte)) after the closing quote of a field"
            case .afterClosingQuote(.endOfFile): "unexpected end of file after the closing quote of a field"
            case .fieldNotUTF8: "the field is not valid UTF-8"
            }
        }
    }
}

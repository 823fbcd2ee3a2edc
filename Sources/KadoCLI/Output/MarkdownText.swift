/// User text (a habit's name, unit or note) made safe to put into Markdown: whatever it holds,
/// it reads back as the same words and cannot forge a task item, a heading, a link, formatting,
/// HTML, a tag or a table in the notes app that opens the file.
///
/// CommonMark (and Obsidian's and Logseq's dialects built on it) takes a backslash before any
/// ASCII punctuation as that character, plain: so the characters that mean something anywhere
/// in a line are escaped wherever they are, and those that mean something only at a line's start
/// (`-`, `+`, `1.`) only there.
enum MarkdownText {
    /// The characters that start or end formatting, links, HTML, code, tags, highlights, math,
    /// comments, block references or table cells wherever they stand (and `::`, a Logseq property).
    private static let escapedAnywhere: Set<Character> = [
        "\\", "`", "*", "_", "[", "]", "<", ">", "#", "~", "|", "$", "%", "=", "^", "&", "!", "{", "}",
    ]

    /// `text` on one line, escaped: line breaks and tabs become spaces (a name or a unit is one
    /// line; this keeps any that slipped in from starting a block), runs of spaces stay single.
    static func inline(_ text: String) -> String {
        let flat = text.map { isLineBreak($0) || $0 == "\t" ? " " : $0 }
        return escapedLine(String(flat).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " "))
    }

    /// `text`'s lines, each escaped and without the indentation or trailing spaces that would
    /// make it a code block or a hard break; empty lines are left out (a blank line would end
    /// the list item the lines belong to).
    static func lines(_ text: String) -> [String] {
        text.split(whereSeparator: isLineBreak).compactMap { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
            return trimmed.isEmpty ? nil : escapedLine(String(trimmed))
        }
    }

    /// Whether `character` breaks a line (`\n`, `\r\n`, `\r`, and the Unicode line and paragraph
    /// separators, which some editors show as breaks).
    private static func isLineBreak(_ character: Character) -> Bool {
        character.isNewline
    }

    /// One line, escaped as if it started a line.
    private static func escapedLine(_ line: String) -> String {
        var result = ""
        result.reserveCapacity(line.utf8.count)
        let characters = Array(line)
        for (index, character) in characters.enumerated() {
            // `::` makes a property in Logseq (`tags:: x`): both colons are escaped.
            let isDoubleColon =
                character == ":"
                && (index > 0 && characters[index - 1] == ":"
                    || index + 1 < characters.count && characters[index + 1] == ":")
            if escapedAnywhere.contains(character) || isDoubleColon { result.append("\\") }
            result.append(character)
        }
        // At a line's start: a list marker (`- `, `+ `) or an ordered list's `1.` / `1)`.
        if let first = result.first, first == "-" || first == "+" {
            return "\\" + result
        }
        let digits = result.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 9 {
            let rest = result.dropFirst(digits.count)
            if let marker = rest.first, marker == "." || marker == ")" {
                return digits + "\\" + rest
            }
        }
        return result
    }
}

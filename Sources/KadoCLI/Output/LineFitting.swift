/// Text made to fit a terminal's width, measured in columns (see ``DisplayWidth``).
enum LineFitting {
    /// Every line of `text` cut to `width` columns with `…` (unchanged when `width` is `nil`).
    static func truncated(_ text: String, width: Int?) -> String {
        guard let width else { return text }
        return lines(of: text).map { DisplayWidth.truncated(String($0), toWidth: width) }.joined(separator: "\n")
    }

    /// The lines of `text`, empty ones included: cut at its newline bytes, which never fall inside
    /// a character (splitting by `Character` walks grapheme clusters, many times slower).
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        let utf8 = text.utf8
        var index = utf8.startIndex
        while let newline = utf8[index...].firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(text[start..<newline])
            index = utf8.index(after: newline)
            start = index
        }
        lines.append(text[start...])
        return lines
    }

    /// `text` wrapped at spaces into lines of at most `width` columns, each starting with
    /// `indent`; a word longer than a line is cut with `…`. One line when `width` is `nil`.
    static func wrapped(_ text: String, width: Int?, indent: String = "") -> [String] {
        guard let width else { return [indent + text] }
        let room = max(1, width - DisplayWidth.of(indent))
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ").map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if DisplayWidth.of(candidate) <= room {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(indent + line) }
            line = DisplayWidth.truncated(word, toWidth: room)
        }
        if !line.isEmpty || lines.isEmpty { lines.append(indent + line) }
        return lines
    }
}

/// Text made to fit a terminal's width, measured in columns (see ``DisplayWidth``).
enum LineFitting {
    /// Every line of `text` cut to `width` columns with `…` (unchanged when `width` is `nil`).
    static func truncated(_ text: String, width: Int?) -> String {
        guard let width else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { DisplayWidth.truncated(String($0), toWidth: width) }.joined(separator: "\n")
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

/// Tells English wording from French in a message of the command line, leaving out what is not
/// the program's words: anything quoted (a habit's name, a typed value, SQLite's message), paths,
/// options and command lines (tokens, not words), and names (Loop Habit Tracker). "option" is
/// French as well as English, so it is no marker.
enum FrenchLanguageCheck {
    /// Words of the English wording that French messages never hold.
    static let englishWords: Set<String> = [
        "the", "cannot", "must", "found", "expected", "line", "field", "value", "needs", "is", "are",
        "was", "be", "of", "and", "to", "from", "with", "without", "no", "not", "in", "for", "habit", "habits",
        "day", "days", "number", "error", "only", "matches", "archived", "mean", "did", "at", "most", "least",
        "characters", "file", "database", "write", "read", "open", "hour", "week", "it", "its", "has", "holds",
        "or", "one", "damaged", "given", "takes", "unknown", "missing", "unexpected", "folder", "such", "more",
        "than", "empty", "use", "leave", "out", "column", "written", "by", "newer", "older", "which", "there",
    ]

    /// The English words of `message` outside quotes, paths, options and commands.
    static func englishWords(in message: String) -> [String] {
        words(of: message).filter(englishWords.contains)
    }

    /// The words of `message` that are the program's: quoted text, paths (`/…`), options (`--…`,
    /// `-o`), placeholders (`HABIT`) and `kado …` command lines are left out.
    static func words(of message: String) -> [String] {
        var text = message.replacingOccurrences(of: "Loop Habit Tracker", with: "")
        text = removing(between: "«", and: "»", in: text)
        text = removing(between: "“", and: "”", in: text)
        text = removing(between: "\"", and: "\"", in: text)
        text = removing(between: "'", and: "'", in: text)
        var kept: [String] = []
        var skippingCommand = false
        for token in text.split(whereSeparator: \.isWhitespace).map(String.init) {
            if token == "kado" || token == "sqlite3’s" || token == "sqlite3" {
                skippingCommand = token == "kado"
                continue
            }
            // `kado import your latest backup`: the command is a token, the words after it are not.
            if skippingCommand {
                skippingCommand = false
                continue
            }
            if token.hasPrefix("/") || token.hasPrefix("-") || token.hasPrefix("(/") { continue }
            if token.allSatisfy({ $0.isUppercase || $0 == "." || $0 == "(" || $0 == ")" || $0 == "," }) { continue }
            kept += token.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        }
        return kept
    }

    /// `text` without what lies between each `open` and the next `close` (both included).
    static func removing(between open: Character, and close: Character, in text: String) -> String {
        var result = ""
        var isInside = false
        for character in text {
            if isInside {
                if character == close { isInside = false }
            } else if character == open {
                isInside = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

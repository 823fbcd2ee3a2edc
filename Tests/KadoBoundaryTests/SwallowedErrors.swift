/// Finds the `try?` that swallow an error without a word: issue 36 asks that every `try?` in the
/// sources either says, in a `//` comment, why its failure does not matter, or becomes an error
/// that is handled and logged.
enum SwallowedErrors {
    /// How many lines above a `try?` its comment may stand: room for a comment of a few lines, or
    /// one comment over a small group of `try?` on the same subject.
    static let reach = 3

    /// Every unexplained `try?` in `sources` (path to text), as `path:line`, in order.
    static func unexplained(in sources: [String: String]) -> [String] {
        sources.keys.sorted().flatMap { path in
            unexplainedLines(in: sources[path] ?? "").map { "\(path):\($0)" }
        }
    }

    /// The lines (from 1) of `source` with a `try?` in code and no `//` comment on that line or on
    /// the ``reach`` lines above it. A `try?` in a string or a comment is none, and a doc comment
    /// (`///`) says what a declaration does, not why a failure does not matter, so it is no reason.
    static func unexplainedLines(in source: String) -> [Int] {
        let original = lines(source)
        let code = lines(SwiftSourceScanner.blankingCommentsAndStrings(source))
        let withoutComments = lines(SwiftSourceScanner.blankingCommentsAndStrings(source, keepsStrings: true))
        let commented = original.indices.map { hasReason(original[$0], withoutComments: withoutComments[$0]) }
        return code.indices.filter { index in
            containsTry(code[index]) && !(max(0, index - reach)...index).contains { commented[$0] }
        }.map { $0 + 1 }
    }

    /// Whether `line` has `try?` as code: not the end of a longer word (`retry?`).
    static func containsTry(_ line: [Character]) -> Bool {
        let pattern = Array("try?")
        guard line.count >= pattern.count else { return false }
        for start in 0...(line.count - pattern.count) where Array(line[start..<(start + pattern.count)]) == pattern {
            let before = start == 0 ? " " : line[start - 1]
            if !(before.isLetter || before.isNumber || before == "_") { return true }
        }
        return false
    }

    /// Whether `line` carries a `//` comment that is not a doc comment: where the line without
    /// its comments (strings kept) first differs from it, a comment begins.
    private static func hasReason(_ line: [Character], withoutComments: [Character]) -> Bool {
        guard let start = line.indices.first(where: { line[$0] != withoutComments[$0] }) else { return false }
        let comment = String(line[start...])
        return comment.hasPrefix("//") && !comment.hasPrefix("///")
    }

    /// `text` cut into lines of characters, one for each line break and one more.
    private static func lines(_ text: String) -> [[Character]] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
    }
}

import Foundation

/// Words still written in Swift rather than in the catalogs (issue 39): each call of a front end's
/// `Phrase` or `HelpText` whose first argument is not a catalog key (`"cli.…"`, `"web.…"`,
/// `"app.…"`, `"common.…"`) nor the application layer's wording (`Phrase(wording:)`, whose words
/// are the catalogs' `app.*` entries) — an English and French pair, or text made at run time. Counted per
/// file, outside comments, so that none is added while the last ones are moved into the catalogs.
enum PhrasesInSwift {
    /// How many such calls `source` makes: `Phrase(` or `HelpText(` not followed by a key literal.
    static func count(in source: String) -> Int {
        let call = #/\b(?:Phrase|HelpText)\((?!\s*"(?:cli|web|app|common)\.|\s*wording:)/#
        return SwiftSourceScanner.blankingCommentsAndStrings(source, keepsStrings: true).matches(of: call).count
    }

    /// The files of the front ends (`Sources/KadoCLI`, `Sources/KadoWeb`) that make such calls,
    /// with how many.
    static func counts(in sources: [String: String]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for (path, source) in sources where path.hasPrefix("Sources/KadoCLI/") || path.hasPrefix("Sources/KadoWeb/") {
            let count = count(in: source)
            if count > 0 { counts[path] = count }
        }
        return counts
    }

    /// The list kept in `Tests/KadoBoundaryTests/PhrasesInSwift.txt`: `COUNT PATH` a line.
    static func listed(in text: String) -> [String: Int] {
        var listed: [String: Int] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ", maxSplits: 1)
            if fields.count == 2, let count = Int(fields[0]) { listed[String(fields[1])] = count }
        }
        return listed
    }
}

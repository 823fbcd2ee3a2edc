import Foundation

/// Finds the habit a person means by what they typed: the one rule every front end uses (the
/// command line, the widget, shortcuts), so "cafe" finds "Café ☕" everywhere.
///
/// In order, the first rule that gives exactly one habit wins:
/// 1. the habit's id (any case);
/// 2. its exact name (surrounding spaces ignored);
/// 3. its folded name (see ``folded(_:)``: case, accents, emoji and symbols ignored, spaces
///    collapsed) equal to the folded reference;
/// 4. the only folded name that begins with the folded reference.
///
/// When a rule gives several habits, the reference is ambiguous and they are listed; when none
/// gives any, the habits whose folded names are a few edits away are suggested.
public enum HabitMatcher {
    /// What a reference names among candidates.
    public enum Outcome<Candidate> {
        /// Exactly one candidate.
        case found(Candidate)
        /// Several candidates fit equally: the reference must say more.
        case ambiguous([Candidate])
        /// None fits; `suggestions` are near misses, closest first (maybe none).
        case notFound(suggestions: [Candidate])
    }

    /// The candidate `reference` names, by the rules above.
    /// - Parameters:
    ///   - id: a candidate's id.
    ///   - name: a candidate's name.
    /// - Complexity: O(c × n²) for c candidates with names of length n (the edit distance, only
    ///   when nothing matches).
    public static func match<Candidate>(
        _ reference: String, among candidates: [Candidate], id: (Candidate) -> UUID, name: (Candidate) -> String
    ) -> Outcome<Candidate> {
        let trimmed = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        if let uuid = UUID(uuidString: trimmed), let match = candidates.first(where: { id($0) == uuid }) {
            return .found(match)
        }
        let exact = candidates.filter { name($0).trimmingCharacters(in: .whitespacesAndNewlines) == trimmed }
        if let outcome = decided(exact) { return outcome }
        let key = folded(trimmed)
        guard !key.isEmpty else { return .notFound(suggestions: []) }
        let foldedNames = candidates.map { folded(name($0)) }
        let equal = candidates.indices.filter { foldedNames[$0] == key }.map { candidates[$0] }
        if let outcome = decided(equal) { return outcome }
        let prefixed = candidates.indices.filter { foldedNames[$0].hasPrefix(key) }.map { candidates[$0] }
        if let outcome = decided(prefixed) { return outcome }
        return .notFound(suggestions: suggestions(for: key, foldedNames: foldedNames).map { candidates[$0] })
    }

    /// The first of `others` whose name `name` cannot be told apart from by these rules: the
    /// same name (surrounding spaces ignored), or the same folded name (when it folds to
    /// anything). A name that only begins another ("Read", "Reading") is fine: the whole name
    /// still finds each.
    public static func clash<Candidate>(
        of name: String, among others: [Candidate], name otherName: (Candidate) -> String
    ) -> Candidate? {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        let key = folded(trimmed)
        return others.first { other in
            let theirs = otherName(other).trimmingCharacters(in: .whitespacesAndNewlines)
            return theirs == trimmed || (!key.isEmpty && folded(theirs) == key)
        }
    }

    /// `name` as matching compares it: lowercased, without accents, emoji, symbols, variation
    /// selectors or joiners, its runs of spaces made one and trimmed. "🏃 Courir" and
    /// "courir" both fold to `courir`; "Café ☕" and "CAFE" to `cafe`.
    public static func folded(_ name: String) -> String {
        let plain = name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var kept = String.UnicodeScalarView()
        for scalar in plain.unicodeScalars where !isIgnored(scalar) {
            kept.append(scalar)
        }
        return String(kept).lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// One candidate decides the match; several make it ambiguous; none passes to the next rule.
    private static func decided<Candidate>(_ matches: [Candidate]) -> Outcome<Candidate>? {
        switch matches.count {
        case 0: nil
        case 1: .found(matches[0])
        default: .ambiguous(matches)
        }
    }

    /// Whether a scalar is left out of a folded name: emoji, symbols, marks left by accents,
    /// joiners and variation selectors, controls.
    private static func isIgnored(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isWhitespace { return false }
        if (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value) { return true }
        if scalar.properties.isEmojiPresentation { return true }
        switch scalar.properties.generalCategory {
        case .otherSymbol, .modifierSymbol, .format, .control, .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// The indices of the folded names within a few edits of `key` (or, for a key of three letters
    /// or more, of their beginning as long as it), closest first: at most a third of the key's
    /// letters, and at least one.
    private static func suggestions(for key: String, foldedNames: [String]) -> [Int] {
        let typed = Array(key)
        let limit = max(1, typed.count / 3)
        var scored: [(index: Int, distance: Int)] = []
        for (index, name) in foldedNames.enumerated() where !name.isEmpty {
            let letters = Array(name)
            let whole = editDistance(typed, letters)
            // A beginning counts only for a reference long enough to say something ("x" is not
            // a typo of "Read").
            let beginning =
                letters.count > typed.count && typed.count >= 3
                ? editDistance(typed, Array(letters.prefix(typed.count))) : whole
            let distance = min(whole, beginning)
            if distance <= limit { scored.append((index, distance)) }
        }
        return scored.sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }.map(\.index)
    }

    /// The edit distance between two sequences of characters: insertions, deletions,
    /// substitutions and swaps of two neighbours ("raed" is one edit from "read").
    static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        guard !lhs.isEmpty else { return rhs.count }
        guard !rhs.isEmpty else { return lhs.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: rhs.count + 1), count: lhs.count + 1)
        for i in 0...lhs.count { table[i][0] = i }
        for j in 0...rhs.count { table[0][j] = j }
        for i in 1...lhs.count {
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[lhs.count][rhs.count]
    }
}

/// Finds the known name closest to a mistyped one, for "did you mean …?" hints.
enum NameSuggestion {
    /// The candidate closest to `typed` by edit distance, when it is close enough to be a likely
    /// typo (at most 2 edits, and fewer than half the letters), or when one is a prefix of the
    /// other; `nil` otherwise. Ties go to the earlier candidate.
    /// - Complexity: O(c × n × m) for c candidates of length m and a typed name of length n.
    static func closest(to typed: String, among candidates: [String]) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != typed {
            let distance = editDistance(typed, candidate)
            let limit = min(2, max(1, (max(typed.count, candidate.count) - 1) / 2))
            let isPrefix = typed.count >= 3 && (candidate.hasPrefix(typed) || typed.hasPrefix(candidate))
            guard distance <= limit || isPrefix else { continue }
            if best.map({ distance < $0.distance }) ?? true {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The Levenshtein distance between two strings, over characters.
    static func editDistance(_ first: String, _ second: String) -> Int {
        let lhs = Array(first.lowercased())
        let rhs = Array(second.lowercased())
        guard !lhs.isEmpty else { return rhs.count }
        guard !rhs.isEmpty else { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let substitution = previous[j - 1] + (lhs[i - 1] == rhs[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}

import KadoCore

extension Habit {
    /// Another app's descriptions of one habit as a Kadō description: joined one per line, cut to
    /// ``Habit/maximumDetailsLength``, with what Kadō does not allow in it (a control character)
    /// replaced by something visible; `nil` when nothing is left.
    static func foreignDetails(_ descriptions: [String]) -> String? {
        let joined = descriptions.joined(separator: "\n").prefix(maximumDetailsLength)
        let details = TextRules.replacingForbidden(in: String(joined), kind: .lines)
        return details.isEmpty ? nil : details
    }

    /// Another app's category or group of one habit as a Kadō group: one line, cut to
    /// ``Habit/maximumNameLength``, forbidden characters replaced, blank as none.
    static func foreignGroup(_ name: String?) -> String? {
        normalizedGroup(
            name.map { TextRules.replacingForbidden(in: String($0.prefix(maximumNameLength)), kind: .line) })
    }
}

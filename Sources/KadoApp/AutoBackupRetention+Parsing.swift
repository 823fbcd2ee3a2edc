import KadoCore

extension AutoBackupRetention {
    /// `DAILY,WEEKLY,MONTHLY` (`7,4,12`; spaces around the commas allowed).
    /// - Throws: ``AutoBackupSettingError`` naming what is wrong.
    public init(parsing text: String) throws(AutoBackupSettingError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard parts.count == 3,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { throw .notARetention(text) }
        var counts: [Int] = []
        let ranges = [1...Self.limits.daily, 0...Self.limits.weekly, 0...Self.limits.monthly]
        for (index, part) in parts.enumerated() {
            let rule = Rule.allCases[index]
            guard part.count <= 6, let value = Int(part), ranges[index].contains(value) else {
                throw .countOutOfRange(rule: rule, value: part, range: ranges[index])
            }
            counts.append(value)
        }
        self.init(daily: counts[0], weekly: counts[1], monthly: counts[2])
    }
}

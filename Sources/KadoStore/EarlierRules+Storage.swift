import KadoCore

extension [EarlierRules] {
    /// The text stored in the `habits.earlier_rules` column: one entry a version, oldest first,
    /// separated by `;`, each `DAY@frequency@type@model` — the day the next terms took over
    /// (`2026-03-01`), then the terms as the habit's own columns write them
    /// (`daily@counter:8.0@kado`).
    var storageText: String {
        map { earlier in
            "\(earlier.replacedOn)@\(earlier.rules.frequency.storageText)@\(earlier.rules.type.storageText)@"
                + earlier.rules.scoreModel.rawValue
        }.joined(separator: ";")
    }

    /// Reads ``storageText``; `nil` for anything else, days out of order included (every version
    /// after the one before it).
    init?(storageText: String) {
        var rules: [EarlierRules] = []
        for entry in storageText.split(separator: ";", omittingEmptySubsequences: false) {
            let parts = entry.split(separator: "@", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 4, let day = LogicalDay(parts[0]), day.isSupported,
                let frequency = Frequency(storageText: parts[1]), let type = HabitType(storageText: parts[2]),
                let model = ScoreModel(rawValue: parts[3]), rules.last.map({ $0.replacedOn < day }) ?? true
            else { return nil }
            rules.append(
                EarlierRules(rules: HabitRules(frequency: frequency, type: type, scoreModel: model), replacedOn: day))
        }
        self = rules
    }
}

import KadoApp
import KadoCore

extension HabitPresentation {
    /// A habit's versions of terms on one line, newest first, as `kado show` lists them, each
    /// with only the terms that are not the same in every version (the line above shows those):
    /// `Since 1 March 2026: 3 days a week · before: every day`; a version between says
    /// `from 1 February 2026: …`.
    static func ruleVersions(of habit: Habit, weekStart: Weekday, in words: Localizer = .english) -> String {
        let versions = habit.ruleVersions
        let rules = versions.map(\.rules)
        let showsFrequency = Set(rules.map(\.frequency)).count > 1
        let showsType = Set(rules.map(\.type)).count > 1
        let showsModel = Set(rules.map(\.scoreModel)).count > 1
        var parts: [String] = []
        for (index, version) in versions.enumerated().reversed() {
            var terms: [String] = []
            if showsFrequency {
                terms.append(ValueFormatter.frequency(version.rules.frequency, weekStart: weekStart, in: words))
            }
            if showsType { terms.append(Self.target(of: version.rules.type, unit: habit.unit, in: words)) }
            if showsModel {
                terms.append(version.rules.scoreModel == .loop ? words(.loopScore) : words(.kadoScore))
            }
            let text = terms.joined(separator: ", ")
            if let start = version.start {
                let date = words.dayDate(start)
                parts.append(words(index == versions.count - 1 ? .versionSince(date, text) : .versionFrom(date, text)))
            } else {
                parts.append(words(.versionBefore(text)))
            }
        }
        return parts.joined(separator: " · ")
    }

    /// A version's target or limit (every version has the habit's kind): `target 10 glasses`,
    /// `target 25 min`, `at most 2 cups`.
    static func target(of type: HabitType, unit: String?, in words: Localizer) -> String {
        let amount = { (value: Double) in words.number(value) + (unit.map { " " + TerminalText.safe($0) } ?? "") }
        switch type {
        case .counter(let target): return words(.versionTarget(amount(target)))
        case .timer(let seconds): return words(.versionTarget(words.number(seconds / 60) + " min"))
        case .atMost(let limit): return words(.versionLimit(amount(limit)))
        case .binary, .negative: return ValueFormatter.type(type, unit: unit, in: words)
        }
    }
}

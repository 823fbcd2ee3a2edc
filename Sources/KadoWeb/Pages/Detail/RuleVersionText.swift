import KadoApp
import KadoCore

/// A habit's versions of terms in words, as `kado show` lists them (issue 38): each version with
/// only the terms that are not the same in every version — `Since 1 Mar 2026: 3 days a week`,
/// `from 1 Feb 2026: …`, `before: every day` — in the page's language and date format.
enum RuleVersionText {
    /// One line per version of `habit`'s terms, in the order of ``KadoCore/Habit/ruleVersions``
    /// (oldest first).
    static func lines(of habit: Habit, t: Localizer, weekStart: Weekday) -> [String] {
        let versions = habit.ruleVersions
        let rules = versions.map(\.rules)
        let showsFrequency = Set(rules.map(\.frequency)).count > 1
        let showsType = Set(rules.map(\.type)).count > 1
        let showsModel = Set(rules.map(\.scoreModel)).count > 1
        return versions.enumerated().map { index, version in
            var terms: [String] = []
            if showsFrequency { terms.append(schedule(version.rules.frequency, t: t, weekStart: weekStart)) }
            if showsType { terms.append(target(of: version.rules.type, habit: habit, t: t)) }
            if showsModel {
                terms.append(t(version.rules.scoreModel == .loop ? .versionLoopScore : .versionKadoScore))
            }
            let text = terms.joined(separator: ", ")
            guard let start = version.start else { return t(.versionBefore(text)) }
            let date = t.shortDate(start)
            return t(index == versions.count - 1 ? .versionSince(date, text) : .versionFrom(date, text))
        }
    }

    /// The versions on one line, newest first: `Since 1 Mar 2026: 3 days a week · before: every day`.
    static func summary(of habit: Habit, t: Localizer, weekStart: Weekday) -> String {
        lines(of: habit, t: t, weekStart: weekStart).reversed().joined(separator: " · ")
    }

    /// A schedule in the middle of a sentence: "every day", "3 days a week", "Mon, Wed".
    static func schedule(_ frequency: Frequency, t: Localizer, weekStart: Weekday) -> String {
        let text = HabitText.schedule(frequency, t: t, weekStart: weekStart)
        if case .specificDays = frequency { return text }
        return lowercasedFirst(text)
    }

    /// A version's target or limit (every version has the habit's kind): "target 10 glasses",
    /// "target 25 min", "at most 2 cups".
    static func target(of type: HabitType, habit: Habit, t: Localizer) -> String {
        switch type {
        case .counter(let target): t(.target) + " " + HabitText.amount(target, of: habit, t: t)
        case .timer(let seconds): t(.target) + " " + t.duration(seconds: seconds)
        case .atMost(let limit): lowercasedFirst(t(.typeAtMost)) + " " + HabitText.amount(limit, of: habit, t: t)
        case .binary: lowercasedFirst(t(.typeBinary))
        case .negative: lowercasedFirst(t(.typeNegative))
        }
    }

    /// `text` with its first letter in capitals, for a line that begins a list item.
    static func capitalizedFirst(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    private static func lowercasedFirst(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }
}

/// A habit's terms as a timeline: the current ones in the habit's own fields, the earlier ones in
/// ``Habit/earlierRules``. Every question about one day asks ``Habit/rules(on:)``; screens that
/// show what the habit asks now keep reading ``Habit/frequency``, ``Habit/type`` and
/// ``Habit/scoreModel``.
extension Habit {
    /// The current terms: the habit's schedule, type and score model.
    public var rules: HabitRules {
        get { HabitRules(frequency: frequency, type: type, scoreModel: scoreModel) }
        set {
            frequency = newValue.frequency
            type = newValue.type
            scoreModel = newValue.scoreModel
        }
    }

    /// Whether the habit's terms ever changed "from a date".
    public var hasRuleVersions: Bool { !earlierRules.isEmpty }

    /// The first day of the current terms, when they replaced earlier ones.
    public var currentRulesStart: LogicalDay? { earlierRules.last?.replacedOn }

    /// The terms in force on `day`.
    /// - Complexity: O(v) for v earlier versions (a handful).
    public func rules(on day: LogicalDay) -> HabitRules {
        for earlier in earlierRules where day < earlier.replacedOn { return earlier.rules }
        return rules
    }

    /// Every version of the habit's terms, oldest first: the first one has no start (it holds from
    /// the habit's start), each later one starts on the day it replaced the one before.
    ///
    /// Setting it stores the last version as the current terms and the others as
    /// ``earlierRules``, in order of their starts; a version equal to the one before it is merged
    /// into it (it changes nothing), the first version's start is ignored and a later version
    /// without a start is dropped (only the first holds from the habit's start).
    public var ruleVersions: [RuleVersion] {
        get {
            var versions: [RuleVersion] = []
            versions.reserveCapacity(earlierRules.count + 1)
            var start: LogicalDay?
            for earlier in earlierRules {
                versions.append(RuleVersion(start: start, rules: earlier.rules))
                start = earlier.replacedOn
            }
            versions.append(RuleVersion(start: start, rules: rules))
            return versions
        }
        set {
            var merged: [RuleVersion] = []
            let ordered =
                (newValue.first.map { [$0] } ?? [])
                + newValue.dropFirst().filter { $0.start != nil }.sorted {
                    ($0.start?.dayNumber ?? 0) < ($1.start?.dayNumber ?? 0)
                }
            for version in ordered {
                if let last = merged.last, last.rules == version.rules { continue }
                merged.append(merged.isEmpty ? RuleVersion(start: nil, rules: version.rules) : version)
            }
            guard let current = merged.last else { return }
            rules = current.rules
            earlierRules = zip(merged, merged.dropFirst()).compactMap { earlier, next in
                next.start.map { EarlierRules(rules: earlier.rules, replacedOn: $0) }
            }
        }
    }

    /// The rules ``earlierRules`` break: their days must be supported and strictly increasing,
    /// after a start set by hand; their terms valid and of the habit's type.
    var earlierRulesValidationErrors: [ValidationError] {
        var errors: [ValidationError] = []
        var previous = startDay
        for (index, earlier) in earlierRules.enumerated() {
            let container = "earlierRules[\(index)]"
            let day = earlier.replacedOn
            if !day.isSupported {
                errors.append(ValidationError.unsupportedDay(field: "replacedOn", day).within(container))
            } else if let previous, day <= previous {
                errors.append(
                    ValidationError(field: "replacedOn", value: day.description, rule: .notAfter(previous))
                        .within(container))
            }
            previous = day
            errors += earlier.rules.frequency.validationErrors.map { $0.within(container) }
            errors += earlier.rules.type.validationErrors.map { $0.within(container) }
            if earlier.rules.type.kind != type.kind {
                errors.append(
                    ValidationError(
                        field: "type", value: earlier.rules.type.kind.rawValue, rule: .notTheHabitsType(type.kind)
                    ).within(container))
            }
        }
        return errors
    }
}

extension Habit {
    /// The first day `other` (the same habit, as it was) is judged by other terms than this habit,
    /// or `nil` when both judge every day alike: where a change of versions starts to matter, so
    /// that what was computed for the days before it (score checkpoints) stays valid. A change of
    /// the first version gives the first supported day.
    /// - Complexity: O(v) for v versions.
    public func firstDayJudgedDifferently(from other: Habit) -> LogicalDay? {
        // Every day on which a version starts in either habit, and the first day.
        let starts = Set(earlierRules.map(\.replacedOn) + other.earlierRules.map(\.replacedOn)).sorted()
        for day in [LogicalDay.firstSupported] + starts where rules(on: day) != other.rules(on: day) {
            return day
        }
        return nil
    }
}

/// Changing a habit's terms from a day, removing a version and moving its start: the operations
/// every front end's "From when?" reaches, on the value alone (the use cases check the days
/// against the habit's start and today, and save).
extension Habit {
    /// This habit with `change` made to its terms from `start` on.
    ///
    /// From a day, the version in force that day is split there (unless one starts that day:
    /// changes on the same day replace each other rather than stacking), and every version from
    /// that day on takes the change — which sets only what it sets, so a later version keeps the
    /// rest of its own terms. Over the whole history, every version takes it. A version left equal
    /// to the one before it is merged into it.
    public func changingRules(from start: RuleChangeStart, _ change: (inout HabitRules) -> Void) -> Habit {
        var versions = ruleVersions
        switch start {
        case .wholeHistory:
            for index in versions.indices { change(&versions[index].rules) }
        case .day(let day):
            if !versions.contains(where: { $0.start == day }) {
                let inForce = versions.lastIndex { ($0.start.map { $0 <= day }) ?? true } ?? 0
                versions.insert(RuleVersion(start: day, rules: versions[inForce].rules), at: inForce + 1)
            }
            for index in versions.indices where versions[index].start.map({ $0 >= day }) ?? false {
                change(&versions[index].rules)
            }
        }
        var habit = self
        habit.ruleVersions = versions
        return habit
    }

    /// This habit without the version that starts on `day`: the version before it extends over its
    /// days. `nil` when no version starts on `day` (the first version, in force from the habit's
    /// start, cannot be removed).
    public func removingRuleVersion(startingOn day: LogicalDay) -> Habit? {
        var versions = ruleVersions
        guard let index = versions.firstIndex(where: { $0.start == day }) else { return nil }
        versions.remove(at: index)
        var habit = self
        habit.ruleVersions = versions
        return habit
    }

    /// This habit with the version that starts on `day` starting on `newDay` instead. `nil` when no
    /// version starts on `day`; the new day must fall after the start of the version before and
    /// before the start of the version after (``validationErrors`` do not see an overtaking,
    /// which would reorder the versions, so it is refused here with that rule).
    /// - Throws: ``ValidationError`` with ``ValidationError/Rule/notAfter(_:)`` when `newDay`
    ///   overtakes a neighbouring version.
    public func movingRuleVersion(startingOn day: LogicalDay, to newDay: LogicalDay) throws(ValidationError) -> Habit? {
        var versions = ruleVersions
        guard let index = versions.firstIndex(where: { $0.start == day }) else { return nil }
        if index > 1, let previous = versions[index - 1].start, newDay <= previous {
            throw ValidationError(field: "to", value: newDay.description, rule: .notAfter(previous))
        }
        if index + 1 < versions.count, let next = versions[index + 1].start, newDay >= next {
            throw ValidationError(field: "to", value: newDay.description, rule: .notBefore(next))
        }
        versions[index].start = newDay
        var habit = self
        habit.ruleVersions = versions
        return habit
    }
}

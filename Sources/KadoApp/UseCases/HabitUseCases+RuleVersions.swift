import Foundation
import KadoCore
import KadoStore

/// Changing a habit's terms from a date (issue 38): the schedule, the target or limit and the
/// score model as a timeline of versions (``KadoCore/Habit/ruleVersions``). Every change is one
/// transaction and one undo step (undoing it removes the version it added); a change that changes
/// nothing writes nothing.
extension HabitUseCases {
    /// Changes a habit with `change` and saves it, its terms changing from `start` on: what
    /// `kado edit --from` does. Only the terms `change` sets differently are changed (see
    /// ``KadoCore/Habit/changingRules(from:_:)``); its other fields change as ``editHabit(_:reminderTimes:in:_:)``
    /// changes them.
    /// - Parameters:
    ///   - start: from when the terms change; `nil` for the default (``defaultRuleChangeStart(of:in:)``).
    ///     From a day, the day must come after the habit's start and not after today, and the
    ///     type's kind must stay (a change of kind rewrites the whole history).
    ///   - choice: every reminder of the habit (a form's times and settings); `nil` for `times`.
    ///   - times: the reminder times (none turns them off); `nil` to leave them.
    ///   - context: the context already read (``context()``), or `nil` to read it.
    /// - Throws: ``AppError/invalid(_:)``; nothing is written then.
    @discardableResult
    public func editHabit(
        _ habit: Habit, rulesFrom start: RuleChangeStart?, reminders choice: ReminderChoice? = nil,
        reminderTimes times: [ReminderTime]? = nil, in context: AppContext? = nil, _ change: (inout Habit) -> Void
    ) throws(AppError) -> Habit {
        let context = try self.context(given: context)
        var probe = habit
        change(&probe)
        let kindChanges = probe.type.kind != habit.type.kind
        let from: RuleChangeStart
        if let start {
            from = start
        } else {
            from = kindChanges ? .wholeHistory : try defaultRuleChangeStart(of: habit, in: context)
        }
        if case .day(let day) = from {
            if kindChanges {
                throw .invalid(
                    .init(field: "type", value: probe.type.kind.rawValue, rule: .notTheHabitsType(habit.type.kind)))
            }
            try checkVersionDay(day, of: habit, field: "from", in: context)
        }
        return try edit(
            habit, times: choice?.times ?? times, onlyIfNotDone: choice?.onlyIfNotDone,
            snoozeMinutes: choice?.snoozeMinutes, in: context, as: .editHabit
        ) { edited in
            change(&edited)
            edited = Self.applyingRules(of: edited, to: habit, from: from)
        }
    }

    /// From when a change of `habit`'s terms holds when its owner does not say: from today when
    /// the habit has days before today (they keep the terms they were judged by), over the whole
    /// history otherwise (a habit that starts today has no past to keep).
    public func defaultRuleChangeStart(of habit: Habit, in context: AppContext? = nil) throws(AppError)
        -> RuleChangeStart
    {
        let context = try self.context(given: context)
        return try effectiveStart(of: habit, in: context) < context.today ? .day(context.today) : .wholeHistory
    }

    /// Removes the version of `habit`'s terms that starts on `day`: the version before it extends
    /// over its days.
    /// - Throws: ``AppError/invalid(_:)`` when no version starts on `day`; nothing is written then.
    @discardableResult
    public func removeRuleVersion(of habit: Habit, startingOn day: LogicalDay, in context: AppContext? = nil)
        throws(AppError) -> Habit
    {
        guard let changed = habit.removingRuleVersion(startingOn: day) else {
            throw .invalid(Self.noVersion(on: day, of: habit))
        }
        return try edit(habit, in: context, as: .editHabit) { $0 = changed }
    }

    /// Moves the start of the version of `habit`'s terms that starts on `day` to `newDay`.
    /// - Throws: ``AppError/invalid(_:)`` when no version starts on `day`, or when `newDay` is not
    ///   after the habit's start and the version before, before the version after, and not after
    ///   today; nothing is written then.
    @discardableResult
    public func moveRuleVersion(
        of habit: Habit, startingOn day: LogicalDay, to newDay: LogicalDay, in context: AppContext? = nil
    ) throws(AppError) -> Habit {
        let context = try self.context(given: context)
        let moved: Habit?
        do { moved = try habit.movingRuleVersion(startingOn: day, to: newDay) } catch { throw .invalid(error) }
        guard let moved else { throw .invalid(Self.noVersion(on: day, of: habit)) }
        if newDay != day { try checkVersionDay(newDay, of: habit, field: "to", in: context) }
        return try edit(habit, in: context, as: .editHabit) { $0 = moved }
    }

    /// `edited` with the terms it sets differently from `original` set from `start` on, over
    /// `original`'s versions; its other fields as `edited` has them.
    static func applyingRules(of edited: Habit, to original: Habit, from start: RuleChangeStart) -> Habit {
        let old = original.rules
        let new = edited.rules
        guard new != old else { return edited }
        var result = edited
        result.rules = old
        result.earlierRules = original.earlierRules
        return result.changingRules(from: start) { rules in
            if new.frequency != old.frequency { rules.frequency = new.frequency }
            if new.type != old.type { rules.type = new.type }
            if new.scoreModel != old.scoreModel { rules.scoreModel = new.scoreModel }
        }
    }

    /// Refuses `day` as the start of a version of `habit`'s terms unless it comes after the
    /// habit's start (the first version holds from there) and not after today.
    private func checkVersionDay(_ day: LogicalDay, of habit: Habit, field: String, in context: AppContext)
        throws(AppError)
    {
        if day > context.today {
            throw .invalid(.init(field: field, value: day.description, rule: .startsAfterToday))
        }
        let start = try effectiveStart(of: habit, in: context)
        if day <= start { throw .invalid(.init(field: field, value: day.description, rule: .notAfter(start))) }
    }

    /// The first day `habit`'s schedule applies (``KadoCore/HabitTimeline/effectiveStart``), from
    /// its records: a version of its terms starts after it (the web form's earliest "From a date").
    public func effectiveStart(of habit: Habit, in context: AppContext) throws(AppError) -> LogicalDay {
        try perform {
            HabitTimeline(
                habit: habit, completions: try store.completions(of: habit.id), skips: [Skip](),
                calendar: context.calendar
            ).effectiveStart
        }
    }

    /// The error of a day on which no version of `habit`'s terms starts.
    private static func noVersion(on day: LogicalDay, of habit: Habit) -> ValidationError {
        let starts = habit.ruleVersions.compactMap(\.start)
        return ValidationError(
            field: "version", value: day.description, rule: .notAVersionStart(starts))
    }
}

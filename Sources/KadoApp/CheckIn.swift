import KadoCore

/// What a check-in does to a habit's day: the one vocabulary the command line, the web forms, the
/// JSON API — and later a notification action or a remote change — use to ask for it.
public enum CheckIn: Hashable, Sendable {
    /// Marks a yes/no habit done (a slip, for a negative habit); never duplicates.
    case done
    /// Removes what was logged on the day; records with a note are kept as note-only records.
    case undo
    /// Done when not done, undone when done (yes/no and negative habits).
    case toggle
    /// Sets the day's total of a counter, timer (minutes) or at-most habit; 0 clears it.
    case set(Double)
    /// Adds to (or, negative, takes from) the day's total; it never goes below 0.
    case add(Double)
    /// One step of the habit's control up (``CheckInStyle``): done for a yes/no or negative
    /// habit, +1 for a counter or at-most habit, +5 minutes for a timer.
    case increase
    /// One step down: undone, −1, −5 minutes.
    case decrease
    /// The day's amount as a day editor states it: the total of a counter, timer (minutes) or
    /// at-most habit; for a yes/no or negative habit, done (or slipped) above 0, cleared at 0.
    case amount(Double)
    /// Sets the day's note; an empty text removes it.
    case note(String)
    /// Excuses the days from the check-in's day through `through` (a pause, which may be planned
    /// ahead), with an optional note.
    case skip(through: LogicalDay, note: String?)

    /// Whether the check-in may name a day after today (only a skip, planned ahead, may).
    var allowsFutureDays: Bool {
        if case .skip = self { true } else { false }
    }
}

extension CheckIn {
    /// The refusal of this check-in for `habit`'s type, or `nil` when its type allows it.
    public func refusal(for habit: Habit) -> AppError? {
        switch (self, CheckInStyle(habit.type)) {
        case (.done, .amount):
            .wrongType(habit: habit.name, kind: habit.type.kind, action: .markDone)
        case (.toggle, .amount):
            .wrongType(habit: habit.name, kind: habit.type.kind, action: .toggle)
        case (.set, .yesNo), (.add, .yesNo), (.set, .slip), (.add, .slip):
            .wrongType(habit: habit.name, kind: habit.type.kind, action: .logValue)
        default:
            nil
        }
    }

    /// What this check-in comes down to for a habit of `style`: the steps and day-editor amounts
    /// become the plain actions the type allows.
    func resolved(for style: CheckInStyle) -> CheckIn {
        switch (self, style) {
        case (.increase, .amount(let step)): .add(step)
        case (.decrease, .amount(let step)): .add(-step)
        case (.increase, _): .done
        case (.decrease, _): .undo
        case (.amount(let value), .amount): .set(value)
        case (.amount(let value), _): value > 0 ? .done : .undo
        default: self
        }
    }
}

import KadoApp

/// A countable word, so that a count always agrees with its noun in every language: a plural
/// entry of the catalogs (`{count} day` / `{count} days`) whose form the count picks by the
/// language's CLDR rules: `1 day`, `0 days`; `0 jour`, `2 jours`; `1.000.000 de días`.
enum Noun: Sendable {
    case day, week, habit, record, time, minute, hour
    /// A check-in: a record done, a value, a note.
    case checkIn
    /// A day that counts towards a habit's share of days done.
    case countedDay
    /// Two habits compared together.
    case pairOfHabits
    /// An excused day or pause.
    case skip
    /// A setting that follows the user.
    case setting
    /// A change of any kind.
    case change
    /// A line of input.
    case line
    /// A note of a record.
    case note
    /// A reminder of a habit.
    case reminder

    /// `count` and the noun agreeing with it, as a phrase.
    func phrase(_ count: Int) -> Phrase {
        switch self {
        case .day: Phrase("common.count.day", count: count)
        case .week: Phrase("common.count.week", count: count)
        case .habit: Phrase("common.count.habit", count: count)
        case .record: Phrase("common.count.record", count: count)
        case .time: Phrase("common.count.time", count: count)
        case .minute: Phrase("common.count.minute", count: count)
        case .hour: Phrase("common.count.hour", count: count)
        case .checkIn: Phrase("common.count.checkIn", count: count)
        case .countedDay: Phrase("cli.count.countedDay", count: count)
        case .pairOfHabits: Phrase("common.count.pairOfHabits", count: count)
        case .skip: Phrase("cli.count.skip", count: count)
        case .setting: Phrase("common.count.setting", count: count)
        case .change: Phrase("common.count.change", count: count)
        case .line: Phrase("cli.count.line", count: count)
        case .note: Phrase("common.count.note", count: count)
        case .reminder: Phrase("common.count.reminder", count: count)
        }
    }

    /// `count` and the noun: `1 day`, `3 records`, `2 jours`.
    func counted(_ count: Int, in language: Language = .english) -> String {
        phrase(count).text(in: language)
    }
}

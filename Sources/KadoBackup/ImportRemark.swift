import Foundation
import KadoCore

/// Something another app's file says that the imported contents do not hold as such, or a
/// choice the reader made where the file says nothing: what an import summary tells before
/// anything is written, so that nothing is dropped or invented silently. The English is
/// ``description``; front ends phrase the values in the person's language.
public struct ImportRemark: Hashable, Sendable, CustomStringConvertible, Codable {
    /// What the remark says.
    public enum Note: Hashable, Sendable {
        /// The habit's question (`Did you meditate?`), which a Kadō habit has no field for: kept
        /// as the first line of its description (``Habit/details``).
        case question(String)
        /// `count` days Loop filled in by itself from the schedule (`YES_AUTO`): not check-ins.
        case autoFilledDays(count: Int)
        /// The export carries no reminders and no creation dates: habits start on their earliest day.
        case noRemindersOrCreationDates
        /// Another category than the one kept as the habit's group (`kept`), on later rows.
        case otherCategory(String, kept: String)
        /// The file carries no schedule: the habits are imported as daily.
        case importedAsDaily
        /// The habit has amounts other than 0 and 1: a counter, whose target the file does not
        /// carry, so it is 1 until changed.
        case counterWithoutTarget
        /// The value `shown` on line `line` (`day`) is no amount Kadō can hold (below 0, above
        /// 1,000,000,000): not imported.
        case valueLeftOut(shown: String, day: LogicalDay, line: Int)
        /// `count` rows repeat a day of the habit exactly: each was read once.
        case repeatedRows(count: Int)
        /// Line `line` gives `day` again with another value or note: the first row of that day
        /// was kept.
        case otherRowOfDay(day: LogicalDay, line: Int, keptLine: Int)
        /// The dates were read in `order` because the date `shown` on line `line` reads only so.
        case datesReadAs(DateOrder, shown: String, line: Int)
        /// The dates were read in `order`, as the person said.
        case datesReadAsGiven(DateOrder)
        /// Rewire's "`times` times a month": Kadō has no calendar-month schedule, so it is read as
        /// `times` times in any 31 days.
        case timesAMonth(Int)
        /// Rewire's "`times` times a year", read as `times` times in any 365 days.
        case timesAYear(Int)
        /// The reminder at `time` (`08:00`) rings only on `days` in the other app; Kadō's
        /// reminders ring on every day the habit is due, so it is imported without its weekdays.
        case reminderOnWeekdays(time: String, days: [Weekday])
        /// The reminder at `time` rings on no weekday in the other app: not imported.
        case reminderOnNoDay(time: String)
        /// `count` check-ins of Rewire's kind `kind`, which is not its "done" (0 or 2): not
        /// imported as done (a note on one is kept, on a record of no amount).
        case checkInsNotDone(kind: Int64, count: Int)
        /// `count` rows of `table` name no habit of the file: not imported.
        case rowsWithoutHabit(table: String, count: Int)
        /// Several ticks on one day: the habit is a counter of ticks a day, of target 1.
        case ticksCounted
        /// The file's columns that were not read (`Mood`, `Weather`).
        case columnsIgnored([String])
        /// Known only by its English (a summary read back from JSON).
        case described(String)
    }

    /// The habit concerned, by its name in the file; `nil` for the whole file.
    public let habit: String?
    /// What it says.
    public let note: Note

    /// A remark about `habit` (or the whole file).
    public init(habit: String?, _ note: Note) {
        self.habit = habit
        self.note = note
    }

    /// `habit "Read": question kept as the first line of the description: Did you read?`.
    public var description: String {
        let text = Self.english(note)
        guard let habit else { return text }
        return "habit \"\(TextRules.escaped(habit))\": " + text
    }

    /// What ``note`` says, in English, without the habit.
    public var text: String { Self.english(note) }

    private static func english(_ note: Note) -> String {
        switch note {
        case .question(let text):
            "question kept as the first line of the description (a Kadō habit has no question): "
                + TextRules.escaped(text)
        case .autoFilledDays(let count):
            (count == 1 ? "1 day" : "\(count) days")
                + " Loop filled in by itself from the schedule (YES_AUTO): not check-ins, not imported"
        case .noRemindersOrCreationDates:
            "the export carries no reminders and no creation dates: each habit starts on its earliest day"
        case .otherCategory(let name, let kept):
            "another category on later rows, not imported (the habit is in the group \""
                + TextRules.escaped(kept) + "\"): " + TextRules.escaped(name)
        case .importedAsDaily: "the file carries no schedule: every habit is imported as daily"
        case .counterWithoutTarget:
            "amounts other than 0 and 1: imported as a counter; the file carries no goal, so its target is 1 "
                + "until you change it"
        case .valueLeftOut(let shown, let day, let line):
            "line \(line), \(day): \(shown) is not an amount from 0 to 1,000,000,000: not imported"
        case .repeatedRows(let count):
            count == 1
                ? "1 row repeats a day exactly: read once" : "\(count) rows repeat a day exactly: each read once"
        case .otherRowOfDay(let day, let line, let keptLine):
            "line \(line) gives \(day) again with another value or note: line \(keptLine) kept, line \(line) not "
                + "imported"
        case .datesReadAs(let order, let shown, let line):
            "dates read as \(words(order)), as line \(line) shows (\(shown))"
        case .datesReadAsGiven(let order): "dates read as \(words(order)), as asked"
        case .timesAMonth(let times):
            "\(times) times a month in the file: Kadō has no calendar-month schedule, so it is read as \(times) "
                + "times in any 31 days"
        case .timesAYear(let times): "\(times) times a year in the file: read as \(times) times in any 365 days"
        case .reminderOnWeekdays(let time, let days):
            "the reminder at \(time) rings only on " + days.map { $0.name.capitalized }.joined(separator: ", ")
                + " in the file; Kadō's reminders ring on every day the habit is due, so it is imported at \(time) "
                + "without its weekdays"
        case .reminderOnNoDay(let time): "the reminder at \(time) rings on no weekday in the file: not imported"
        case .checkInsNotDone(let kind, let count):
            (count == 1 ? "1 check-in" : "\(count) check-ins") + " of kind \(kind), which is not Rewire's \"done\" "
                + "(0 or 2): not imported as done"
        case .rowsWithoutHabit(let table, let count):
            (count == 1 ? "1 row" : "\(count) rows") + " of \(table) name no habit of the file: not imported"
        case .ticksCounted:
            "several ticks on one day: imported as a counter of ticks a day, its target 1 until you change it"
        case .columnsIgnored(let names):
            "columns not read: " + names.map { "\"\(TextRules.escaped($0))\"" }.joined(separator: ", ")
        case .described(let text): text
        }
    }

    /// `day/month/year`.
    static func words(_ order: DateOrder) -> String {
        switch order {
        case .dayMonthYear: "day/month/year"
        case .monthDayYear: "month/day/year"
        case .yearMonthDay: "year-month-day"
        }
    }

    enum CodingKeys: String, CodingKey {
        case habit, remark
    }

    /// Reads ``habit`` and the English remark, which the note is then known by.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        habit = try container.decodeIfPresent(String.self, forKey: .habit)
        note = .described(try container.decode(String.self, forKey: .remark))
    }

    /// Writes ``habit`` (when there is one) and the English remark (``text``).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(habit, forKey: .habit)
        try container.encode(text, forKey: .remark)
    }
}

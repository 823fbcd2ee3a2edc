import Foundation
import KadoApp
import KadoCore

/// How a habit's day reads: its mark and its progress in words, from the snapshot alone.
enum WidgetWording {
    /// The habit's full kind (a bare Kadō snapshot only has the four widget kinds).
    static func kind(of habit: WidgetHabit) -> HabitTypeKind {
        if let kind = habit.kind { return kind }
        switch habit.typeKind {
        case .binary: return .binary
        case .negative: return .negative
        case .counter: return .counter
        case .timer: return .timer
        }
    }

    /// Whether the habit is one to avoid or to keep under a limit, whose unmet day is a failure.
    static func isLimit(_ habit: WidgetHabit) -> Bool {
        let kind = kind(of: habit)
        return kind == .negative || kind == .atMost
    }

    /// The day's ``DayOutcome`` mark, as Today draws it: ✓ complete, ◐ started, ○ to do, ✗ slipped
    /// or over the limit; · not on today's list.
    static func mark(_ habit: WidgetHabit, row: WidgetTodayRow?) -> String {
        guard let row else { return "·" }
        return outcome(habit, row: row).mark
    }

    /// How the habit's day turned out so far: its kind reads the day's value v(D) (a snapshot row
    /// marked complete is met whatever its rounded progress says).
    static func outcome(_ habit: WidgetHabit, row: WidgetTodayRow) -> DayOutcome {
        DayOutcome(kind: kind(of: habit), value: row.status == .complete ? 1 : min(row.progress, 0.999_999))
    }

    /// The day's amount: the value the snapshot carries, else the progress times the target.
    static func amount(_ habit: WidgetHabit, row: WidgetTodayRow) -> Double {
        row.valueToday ?? row.progress * (habit.target ?? 1)
    }

    /// `3/8 glasses`, `20/30 min`, `1/2 coffees (over)` (`(au-delà)` in French, without it when
    /// `marksOver` is false), numbers as `words`' language writes them; `nil` for yes/no and
    /// negative habits.
    static func quantity(
        _ habit: WidgetHabit, row: WidgetTodayRow, in words: Localizer = .english, marksOver: Bool = true
    ) -> String? {
        guard let target = habit.target else { return nil }
        let amount = amount(habit, row: row)
        let over = words(Phrase("cli.widgetWording.quantity"))
        func number(_ value: Double) -> String { words.number(value) }
        let unit = habit.unit.flatMap { $0.isEmpty ? nil : " " + TerminalText.safe($0) } ?? ""
        switch kind(of: habit) {
        case .timer: return "\(number(amount / 60))/\(number(target / 60)) min"
        case .atMost:
            return "\(number(amount))/\(number(target))\(unit)" + (marksOver && amount > target ? " " + over : "")
        default: return "\(number(amount))/\(number(target))\(unit)"
        }
    }

    /// Today's progress in words, as `kado today` says it: `done`, `not done`, `clean`, `slipped`,
    /// `3/8 glasses`, `20/30 min`, or `not due today`.
    /// In French: `fait`, `pas fait`, `aucun écart`, `écart`, `3/8 verres`, `pas prévue aujourd’hui`.
    static func progress(_ habit: WidgetHabit, row: WidgetTodayRow?, in words: Localizer = .english) -> String {
        guard let row else { return words(Phrase("cli.widgetWording.row")) }
        if let quantity = quantity(habit, row: row, in: words) { return quantity }
        if kind(of: habit) == .negative { return words(row.status == .complete ? .clean : .slipped) }
        return words(row.status == .complete ? .done : .notDone)
    }

    /// A name on one line: line breaks and tabs become spaces.
    static func oneLine(_ name: String) -> String {
        TerminalText.safe(name)
    }
}

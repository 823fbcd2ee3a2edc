import Foundation
import KadoApp
import KadoCore

/// What a status bar shows at one instant: today's progress, an outdated series, or no snapshot.
enum WidgetView {
    /// The series covers today: today's progress, and the reading it comes from.
    case progress(WidgetProgress, WidgetReading)
    /// The series does not cover today: the reading, for its days and message.
    case outdated(WidgetReading)
    /// There is no snapshot to read, or it is not one.
    case unavailable(SnapshotFileError)

    /// The view of `reading`, showing only the habits of `selection` when there is one.
    /// The whole snapshot is used when it was read; else the brief (a selection needs the whole).
    init(_ reading: WidgetReading, selection: Set<UUID>?) {
        if let snapshot = reading.snapshot {
            self = .progress(WidgetProgress(snapshot: snapshot, day: reading.today, selection: selection), reading)
        } else if reading.series == nil, let day = reading.briefDay {
            self = .progress(WidgetProgress(brief: day, habitCount: reading.brief.habitCount), reading)
        } else {
            self = .outdated(reading)
        }
    }

    /// The state as waybar's `alt` and `class` name it.
    var level: WidgetLevel {
        switch self {
        case .progress(let progress, _): progress.level
        case .outdated: .outdated
        case .unavailable(.missing): .missing
        case .unavailable(.unreadable): .unreadable
        }
    }
}

/// The state a status bar styles: every due habit done, some progress, none, or no usable snapshot.
enum WidgetLevel: String, Sendable {
    /// Every habit due today is complete (or none is due).
    case done
    /// At least one is complete or started.
    case partial
    /// Nothing yet.
    case none
    /// The snapshot does not cover today.
    case outdated
    /// There is no snapshot.
    case missing
    /// The snapshot file is not a snapshot.
    case unreadable
}

/// Today's progress as the widget shows it: the habits on today's list with their marks, and
/// every (selected) habit's numbers for the tooltip. From a brief, only its first habits are there,
/// with the counts of all.
struct WidgetProgress {
    /// One habit of the snapshot.
    struct Item {
        /// The habit and its numbers on the day.
        let habit: WidgetHabit
        /// Its state, when it is on today's list (due, or logged anyway).
        let row: WidgetTodayRow?
        /// Whether it appears on the one-line output: on today's list, or selected with `--habit`.
        let isShown: Bool
    }

    /// The day shown.
    let day: LogicalDay
    /// The habits, in their order (only the selected ones when there is a selection; only the
    /// first ones from a brief).
    let items: [Item]
    /// How many habits are on today's list.
    let due: Int
    /// How many of them are complete.
    let done: Int
    /// How many of them are started, not complete.
    let started: Int
    /// How many habits the one-line output would name, `shown` holding the first of them.
    let shownCount: Int
    /// How many habits there are, `items` holding the first of them.
    let habitCount: Int

    /// The progress on `snapshot`, today being `day`.
    init(snapshot: WidgetSnapshot, day: LogicalDay, selection: Set<UUID>?) {
        self.day = day
        var habits = snapshot.habits
        for row in snapshot.today where !habits.contains(where: { $0.id == row.habit.id }) {
            habits.append(row.habit)
        }
        let items = habits.filter { selection?.contains($0.id) ?? true }.map { habit in
            let row = snapshot.today.first { $0.habit.id == habit.id }
            return Item(habit: habit, row: row, isShown: row != nil || selection != nil)
        }
        self.items = items
        due = items.filter { $0.row != nil }.count
        done = items.filter { $0.row?.status == .complete }.count
        started = items.filter { $0.row?.status == .partial }.count
        shownCount = items.filter(\.isShown).count
        habitCount = items.count
    }

    /// The progress on a day's brief, out of `habitCount` habits.
    init(brief: WidgetBriefDay, habitCount: Int) {
        day = brief.day
        items = brief.habits.map { Item(habit: $0.habit, row: $0.row, isShown: $0.status != nil) }
        due = brief.due
        done = brief.done
        started = brief.started
        shownCount = brief.due
        self.habitCount = habitCount
    }

    /// The habits of the one-line output (the first ``WidgetBrief/habitLimit`` are named).
    var shown: [Item] { items.filter(\.isShown) }

    /// The share done, 0–100 (100 when nothing is due).
    var percentage: Int { due == 0 ? 100 : Int((Double(done) * 100 / Double(due)).rounded()) }

    /// Done when everything due is complete, partial when something is complete or started.
    var level: WidgetLevel {
        if done == due { return .done }
        if done > 0 || started > 0 { return .partial }
        return .none
    }
}

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

    /// `3/8 glasses`, `20/30 min`, `1/2 coffees (over)` (`(au-delà)` in French); `nil` for yes/no
    /// and negative habits.
    static func quantity(
        _ habit: WidgetHabit, row: WidgetTodayRow, decimalComma: Bool = false, over: String = "(over)"
    ) -> String? {
        guard let target = habit.target else { return nil }
        let amount = amount(habit, row: row)
        func number(_ value: Double) -> String {
            let text = ValueFormatter.number(value)
            return decimalComma ? text.replacingOccurrences(of: ".", with: ",") : text
        }
        let unit = habit.unit.flatMap { $0.isEmpty ? nil : " " + TerminalText.safe($0) } ?? ""
        switch kind(of: habit) {
        case .timer: return "\(number(amount / 60))/\(number(target / 60)) min"
        case .atMost: return "\(number(amount))/\(number(target))\(unit)" + (amount > target ? " " + over : "")
        default: return "\(number(amount))/\(number(target))\(unit)"
        }
    }

    /// Today's progress in words, as `kado today` says it: `done`, `not done`, `clean`, `slipped`,
    /// `3/8 glasses`, `20/30 min`, or `not due today`.
    /// In French: `fait`, `pas fait`, `aucun écart`, `écart`, `3/8 verres`, `pas prévue aujourd’hui`.
    static func progress(_ habit: WidgetHabit, row: WidgetTodayRow?, in words: Localizer = .english) -> String {
        guard let row else { return words(Phrase("not due today", "pas prévue aujourd’hui")) }
        let french = words.language == .french
        if let quantity = quantity(habit, row: row, decimalComma: french, over: words(Phrase("(over)", "(au-delà)"))) {
            return quantity
        }
        if kind(of: habit) == .negative { return words(row.status == .complete ? .clean : .slipped) }
        return words(row.status == .complete ? .done : .notDone)
    }

    /// A name on one line: line breaks and tabs become spaces.
    static func oneLine(_ name: String) -> String {
        TerminalText.safe(name)
    }

    /// The weekday's English name: `Friday`.
    static func weekday(_ day: LogicalDay) -> String {
        day.weekday.name.prefix(1).uppercased() + day.weekday.name.dropFirst()
    }
}

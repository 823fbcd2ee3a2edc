import KadoCore

/// One month of one habit, as a calendar grid: a title, a row of weekday names, then one row per
/// week, each day written as its number followed by its ``DayMark``.
///
/// ```
///        April 2026
/// Mo  Tu  We  Th  Fr  Sa  Su
///         1●  2●  3○  4·  5·
///  6●  7◐  8–  9· 10  11  12
/// ```
public struct MonthCalendar: Hashable, Sendable {
    /// The first day of the month shown.
    public let firstDay: LogicalDay
    /// The weekday each row starts on.
    public let weekStart: Weekday

    /// The calendar of the month that contains `day`, with weeks starting on `weekStart`.
    public init(month day: LogicalDay, weekStart: Weekday) {
        self.firstDay = day.startOfMonth
        self.weekStart = weekStart
    }

    /// The last day of the month shown.
    public var lastDay: LogicalDay {
        firstDay.adding(days: LogicalDay.daysInMonth(firstDay.month, year: firstDay.year) - 1)
    }

    /// The grid as lines joined by newlines (no final newline, no trailing spaces).
    ///
    /// - Parameters:
    ///   - cells: one cell per day of the month from its first day, as
    ///     `HabitTimeline.cells(from:through:asOf:)` returns them; missing days are blank.
    ///   - today: the day whose number is underlined when colours are on.
    ///   - color: the habit's colour, for done and partial days.
    ///   - style: whether to colour.
    ///   - kind: the habit's kind, which reads its days (``DayOutcome``).
    /// - Complexity: O(d) for the d days of the month.
    public func render(
        cells: [DayCell], today: LogicalDay? = nil, color: HabitColor = .blue, style: OutputStyle = .plain,
        kind: HabitTypeKind = .binary
    ) -> String {
        render(cells: cells, today: today, color: color, style: style, words: .english, kind: kind)
    }

    /// The grid in the language of `words` (month and weekday names).
    func render(
        cells: [DayCell], today: LogicalDay?, color: HabitColor, style: OutputStyle, words: Localizer,
        kind: HabitTypeKind
    ) -> String {
        let width = 7 * 3 + 6
        let title = "\(words.monthName(firstDay.month)) \(firstDay.year)"
        let titleIndent = String(repeating: " ", count: max(0, (width - DisplayWidth.of(title)) / 2))
        var lines = [titleIndent + style.bold(title)]
        lines.append(
            Weekday.week(startingOn: weekStart).map { String(words.weekdayAbbreviation($0).prefix(2)) + " " }
                .joined(separator: " ").trimmingTrailingSpaces())
        let leading = weekStart.days(until: firstDay.weekday)
        var row = [String](repeating: "   ", count: leading)
        for offset in 0..<(lastDay.dayNumber - firstDay.dayNumber + 1) {
            let day = firstDay.adding(days: offset)
            let number = day.day < 10 ? " \(day.day)" : "\(day.day)"
            let mark = offset < cells.count ? DayMark(cells[offset], kind: kind) : .future
            let styledNumber = day == today ? style.apply([.underline], to: number) : number
            row.append(styledNumber + mark.styled(style, color: color))
            if row.count == 7 {
                lines.append(row.joined(separator: " ").trimmingTrailingSpaces())
                row = []
            }
        }
        if !row.isEmpty { lines.append(row.joined(separator: " ").trimmingTrailingSpaces()) }
        return lines.joined(separator: "\n")
    }
}

extension Weekday {
    /// How many days from this weekday forward to `other` (0…6).
    func days(until other: Weekday) -> Int {
        (other.rawValue - rawValue + 7) % 7
    }
}

extension String {
    /// The string without spaces at its end.
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}

import KadoCore

/// The Overview: habits down, days across, one ``DayMark`` per habit and day.
///
/// ```
///        Mo Tu We Th Fr Sa Su
///         6  7  8  9 10 11 12
/// Read    ●  ●  ○  ·  ●  ●
/// Water   ◐  ●  ●  ●  ○  –  ●
/// ```
public struct OverviewGrid: Hashable, Sendable {
    /// One habit's line.
    public struct Row: Hashable, Sendable {
        /// The habit's name.
        public let name: String
        /// The habit's colour, for done and partial days.
        public let color: HabitColor
        /// One cell per day of the grid, first day first.
        public let cells: [DayCell]
        /// The habit's kind, which reads its days (a slip or an at-most day over the limit is `✗`).
        public let kind: HabitTypeKind

        /// A row for a habit.
        public init(name: String, color: HabitColor, cells: [DayCell], kind: HabitTypeKind = .binary) {
            self.name = name
            self.color = color
            self.cells = cells
            self.kind = kind
        }
    }

    /// The first day shown.
    public let firstDay: LogicalDay
    /// How many days are shown.
    public let dayCount: Int
    /// The habits, top to bottom.
    public let rows: [Row]
    /// The widest a name may be, in columns; longer names end in `…`.
    public let maximumNameWidth: Int

    /// A grid of `dayCount` days from `firstDay`.
    public init(firstDay: LogicalDay, dayCount: Int, rows: [Row], maximumNameWidth: Int = 24) {
        self.firstDay = firstDay
        self.dayCount = max(0, dayCount)
        self.rows = rows
        self.maximumNameWidth = maximumNameWidth
    }

    /// The grid as lines joined by newlines (no final newline, no trailing spaces): a row of
    /// weekday names, a row of day numbers, then one row per habit.
    /// - Complexity: O(h × d) for h habits and d days.
    public func render(today: LogicalDay? = nil, style: OutputStyle = .plain) -> String {
        render(today: today, style: style, words: .english)
    }

    /// The grid with weekday names in the language of `words`.
    func render(today: LogicalDay?, style: OutputStyle, words: Localizer) -> String {
        let names = rows.map { DisplayWidth.truncated($0.name, toWidth: maximumNameWidth) }
        let nameWidth = names.map(DisplayWidth.of).max() ?? 0
        let days = (0..<dayCount).map(firstDay.adding(days:))
        func line(_ label: String, _ cells: [String]) -> String {
            (DisplayWidth.padded(label, to: nameWidth) + cells.map { " " + $0 }.joined()).trimmingTrailingSpaces()
        }
        func emphasized(_ text: String, _ day: LogicalDay) -> String {
            day == today ? style.bold(text) : text
        }
        var lines = [
            line("", days.map { emphasized(String(words.weekdayAbbreviation($0.weekday).prefix(2)), $0) }),
            line("", days.map { emphasized(DisplayWidth.padded(String($0.day), to: 2, alignedRight: true), $0) }),
        ]
        for (row, name) in zip(rows, names) {
            let marks = (0..<dayCount).map { index in
                " "
                    + (index < row.cells.count ? DayMark(row.cells[index], kind: row.kind) : .future).styled(
                        style, color: row.color)
            }
            lines.append(line(name, marks))
        }
        return lines.joined(separator: "\n")
    }
}

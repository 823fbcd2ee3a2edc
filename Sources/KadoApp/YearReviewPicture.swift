import Foundation
import KadoCore

/// The year in review as an SVG picture (`kado review --svg FILE`), and each habit's heatmap as the
/// Year page draws it inline.
///
/// The picture stacks the habits: each its name, its numbers and its heatmap of weeks (columns)
/// by weekdays (rows, the person's first day first). Its `<style>` holds a light and a dark set
/// of colours (`prefers-color-scheme`), so it reads in both wherever it is opened; `<title>` and
/// `<desc>` say what it shows, and every name is escaped for XML. It holds at most
/// ``maximumHabits`` habits — about 7,900 pixels high — and says how many it leaves out: a picture
/// to share, not an archive.
public struct YearReviewPicture: Sendable {
    /// The words the picture holds, in the person's language (each front end fills them).
    public struct Words: Sendable {
        /// The picture's title (`<title>` and its heading).
        public var title: String
        /// What it shows, for a screen reader (`<desc>`).
        public var description: String
        /// The lines under the title: the whole year's numbers.
        public var summaryLines: [String]
        /// January's to December's short names.
        public var monthAbbreviations: [String]
        /// Each weekday's short name.
        public var weekdayAbbreviation: @Sendable (Weekday) -> String
        /// Each state's name, for the legend.
        public var stateName: @Sendable (YearDayState) -> String
        /// A habit's line of numbers (days done of due, best streak, best and worst month).
        public var numbers: @Sendable (Habit, HabitYear) -> String
        /// Said after an archived habit's name.
        public var archivedMark: String
        /// The line saying how many habits were left out.
        public var leftOut: @Sendable (Int) -> String

        /// Words from their parts.
        public init(
            title: String, description: String, summaryLines: [String], monthAbbreviations: [String],
            weekdayAbbreviation: @escaping @Sendable (Weekday) -> String,
            stateName: @escaping @Sendable (YearDayState) -> String,
            numbers: @escaping @Sendable (Habit, HabitYear) -> String, archivedMark: String,
            leftOut: @escaping @Sendable (Int) -> String
        ) {
            self.title = title
            self.description = description
            self.summaryLines = summaryLines
            self.monthAbbreviations = monthAbbreviations
            self.weekdayAbbreviation = weekdayAbbreviation
            self.stateName = stateName
            self.numbers = numbers
            self.archivedMark = archivedMark
            self.leftOut = leftOut
        }
    }

    /// The most habits one picture holds.
    public static let maximumHabits = 50

    /// Each state's colour in the light and the dark theme (`nil`: no fill, an outline only).
    public static func colour(of state: YearDayState, dark: Bool) -> String? {
        switch state {
        case .done: dark ? "#56d364" : "#1a7f37"
        case .extra: dark ? "#2f8f46" : "#5cc77a"
        case .partly: dark ? "#1d5a2c" : "#b4e8c0"
        case .missed: dark ? "#a8453c" : "#f4a99f"
        case .notDue: dark ? "#2a2e35" : "#e6e9ed"
        case .skipped: dark ? "#4a5a78" : "#b9c6dd"
        case .paused: dark ? "#6c7fa3" : "#8496b8"
        case .beforeStart, .notOver: nil
        }
    }

    let review: YearReview
    let words: Words

    /// The picture of `review` in `words`.
    public init(review: YearReview, words: Words) {
        self.review = review
        self.words = words
    }

    // The geometry, in pixels.
    private static let cell = 10
    private static let step = 12
    private static let margin = 16
    private static let labelWidth = 30
    private static var gridX: Int { margin + labelWidth }
    private static let blockHeight = 154
    /// Wide enough for 54 weeks.
    static let width = margin + labelWidth + 54 * step + margin

    /// The whole picture, a standalone SVG document.
    public func document() -> String {
        let shown = Array(zip(review.habits, review.habitYears).prefix(Self.maximumHabits))
        let leftOut = review.habits.count - shown.count
        var body: [String] = []
        var y = Self.margin + 20
        body.append(text(words.title, x: Self.margin, y: y, className: "fg title"))
        y += 8
        for line in words.summaryLines {
            y += 18
            body.append(text(line, x: Self.margin, y: y, className: "fg"))
        }
        y += 16
        let legendTop = y
        for (index, state) in YearDayState.allCases.enumerated() {
            let x = Self.margin + (index % 3) * 220
            let rowY = legendTop + (index / 3) * 18
            body.append(square(state, x: x, y: rowY))
            body.append(text(words.stateName(state), x: x + 16, y: rowY + 9, className: "muted small"))
        }
        y = legendTop + 3 * 18 + 8
        for (habit, year) in shown {
            body.append(block(habit, year, top: y))
            y += Self.blockHeight
        }
        if leftOut > 0 {
            y += 8
            body.append(text(words.leftOut(leftOut), x: Self.margin, y: y, className: "muted"))
            y += 8
        }
        let height = y + Self.margin
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.width)" height="\(height)" \
            viewBox="0 0 \(Self.width) \(height)" role="img" aria-labelledby="title desc">
            <title id="title">\(Self.escaped(words.title))</title>
            <desc id="desc">\(Self.escaped(words.description))</desc>
            <style>\(Self.style)</style>
            <rect class="bg" x="0" y="0" width="\(Self.width)" height="\(height)"/>
            \(body.joined(separator: "\n"))
            </svg>

            """
    }

    /// One habit's block: its name, its numbers, its heatmap.
    private func block(_ habit: Habit, _ year: HabitYear, top: Int) -> String {
        let name = habit.isArchived ? "\(habit.name) \(words.archivedMark)" : habit.name
        return [
            text(name, x: Self.margin, y: top + 16, className: "fg name"),
            text(words.numbers(habit, year), x: Self.margin, y: top + 34, className: "muted"),
            "<g transform=\"translate(0 \(top + 42))\">",
            heatmapCells(year),
            "</g>",
        ].joined(separator: "\n")
    }

    /// A habit's heatmap alone, for the Year page: the months over the weeks, the weekdays at the
    /// left, one square a day, drawn with the page's classes (`rv-done`…) so that its theme
    /// applies. Hidden from screen readers: the table beside it says the same.
    public func heatmap(_ year: HabitYear) -> String {
        let height = 14 + 7 * Self.step
        let width = Self.gridX + review.grid.columnCount * Self.step
        return """
            <svg class="review-heatmap" viewBox="0 0 \(width) \(height)" width="100%" \
            preserveAspectRatio="xMinYMin meet" aria-hidden="true" focusable="false">
            \(heatmapCells(year))
            </svg>
            """
    }

    /// The month labels, weekday labels and day squares, from y = 0 down.
    private func heatmapCells(_ year: HabitYear) -> String {
        let grid = review.grid
        var parts: [String] = []
        for (index, column) in grid.monthColumns.enumerated() where index < words.monthAbbreviations.count {
            parts.append(
                text(
                    words.monthAbbreviations[index], x: Self.gridX + column * Self.step, y: 9, className: "muted small")
            )
        }
        for (row, weekday) in grid.rowWeekdays.enumerated() where row % 2 == 0 {
            parts.append(
                text(
                    words.weekdayAbbreviation(weekday), x: Self.gridX - 4, y: 14 + row * Self.step + 9,
                    className: "muted small end"))
        }
        for (index, state) in year.days.enumerated() {
            let cell = grid.cell(ofDay: index)
            parts.append(square(state, x: Self.gridX + cell.column * Self.step, y: 14 + cell.row * Self.step))
        }
        return parts.joined()
    }

    private func square(_ state: YearDayState, x: Int, y: Int) -> String {
        "<rect class=\"rv-\(state.rawValue)\" x=\"\(x)\" y=\"\(y)\" width=\"\(Self.cell)\" height=\"\(Self.cell)\" rx=\"2\"/>"
    }

    private func text(_ content: String, x: Int, y: Int, className: String) -> String {
        "<text class=\"\(className)\" x=\"\(x)\" y=\"\(y)\">\(Self.escaped(content))</text>"
    }

    /// The standalone picture's colours: the light set, then the dark one when the viewer asks.
    static var style: String {
        func rules(dark: Bool) -> String {
            let base =
                dark
                ? ".bg{fill:#0d1117}.fg{fill:#e6edf3}.muted{fill:#9da7b3}"
                : ".bg{fill:#ffffff}.fg{fill:#1f2328}.muted{fill:#57606a}"
            let outline = dark ? "#3d444d" : "#afb8c1"
            let states = YearDayState.allCases.map { state in
                if let colour = colour(of: state, dark: dark) { return ".rv-\(state.rawValue){fill:\(colour)}" }
                // Before the start: a dashed outline; not over yet: a plain one.
                let dashes = state == .beforeStart ? ";stroke-dasharray:2 2" : ""
                return ".rv-\(state.rawValue){fill:none;stroke:\(outline);stroke-width:1\(dashes)}"
            }
            return base + states.joined()
        }
        return "svg{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;font-size:12px}"
            + ".title{font-size:20px;font-weight:700}.name{font-size:15px;font-weight:600}.small{font-size:9px}"
            + ".end{text-anchor:end}" + rules(dark: false)
            + "@media (prefers-color-scheme: dark){\(rules(dark: true))}"
    }

    /// `text` with XML's special characters escaped, and the characters XML 1.0 cannot hold
    /// (controls other than tab and line breaks) replaced.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}

import KadoApp
import KadoCore

/// Draws a ``GridState`` as the lines of a screen: pure, so that every screen is tested without a
/// terminal. Each line fits the width (cut with `…` when it would not); there are as many lines
/// as the screen has rows. Names and typed text are shown only through ``TerminalText``.
struct GridScreen {
    /// The state drawn.
    let state: GridState
    /// Colours (a habit's colour, faint marks, the cursor in reverse) or none.
    let style: OutputStyle

    /// The screen, top to bottom.
    /// - Complexity: O(r × d) for the r habit rows and d columns on screen.
    func lines() -> [String] {
        let size = state.size
        let layout = state.layout
        var lines = [title()]
        if state.showsHelp {
            lines += help()
        } else if state.view == .days {
            lines += dayHeader(layout) + dayRows(layout)
        } else {
            lines += periodHeader(layout) + periodRows(layout)
        }
        let body = max(0, size.rows - 2)
        if lines.count > body { lines.removeLast(lines.count - body) }
        while lines.count < body { lines.append("") }
        lines += [statusLine(), keyLine()]
        if lines.count > size.rows { lines.removeFirst(lines.count - size.rows) }
        return lines.map { fitted($0, size.columns) }
    }

    // MARK: - Lines

    private func title() -> String {
        let words = state.words
        var parts = [style.bold(words(.gridTitle)), words.longDate(state.today)]
        switch state.view {
        case .days: break
        case .weeks: parts.append(words(.gridWeeks))
        case .months: parts.append(words(.gridMonths))
        }
        if !state.filter.isEmpty { parts.append(words(.gridFilter(TerminalText.safe(state.filter)))) }
        return parts.joined(separator: "  ")
    }

    private func dayHeader(_ layout: GridLayout) -> [String] {
        let days = state.daysOnScreen
        let indent = String(repeating: " ", count: GridLayout.markWidth + layout.nameWidth)
        let weekdays = days.map { day in
            cell(String(state.words.weekdayAbbreviation(day.weekday).prefix(2)), emphasized: day == state.today)
        }
        let numbers = days.map { day in cell(String(day.day), emphasized: day == state.today) }
        return [
            indent + weekdays.joined(), indent + numbers.joined() + DisplayWidth.padded("%", to: 6, alignedRight: true),
        ]
    }

    private func dayRows(_ layout: GridLayout) -> [String] {
        let habits = state.habitsOnScreen
        guard !habits.isEmpty else { return ["", emptyMessage()] }
        let rowsByID = Dictionary(
            (state.window?.rows ?? []).map { ($0.summary.habit.id, $0) }, uniquingKeysWith: { first, _ in first })
        let indexByDay = Dictionary(
            (state.window?.days ?? []).enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let days = state.daysOnScreen
        return habits.enumerated().map { offset, habit in
            let isSelected = state.topRow + offset == state.selectedRow
            let row = rowsByID[habit.id]
            let cells = days.map { day -> String in
                let isCursor = isSelected && day == state.selectedDay
                guard let row, let index = indexByDay[day], index < row.cells.count else {
                    return Self.cell("", isCursor: isCursor)
                }
                let content = Self.content(of: row.cells[index], amount: row.amounts[index], habit: habit)
                let styled =
                    isCursor && style.usesColor
                    ? style.apply([ANSIStyle(parameters: "7")], to: content.text) : content.styled(style, habit.color)
                return Self.cell(styled, isCursor: isCursor)
            }
            return name(habit, isSelected: isSelected, layout: layout) + cells.joined()
                + statistics(row?.summary)
        }
    }

    private func periodHeader(_ layout: GridLayout) -> [String] {
        let starts = Array((state.report?.starts ?? []).suffix(layout.dayColumns))
        let indent = String(repeating: " ", count: GridLayout.markWidth + layout.nameWidth)
        let words = state.words
        var previous: Int?
        let upper = starts.map { start -> String in
            let key = state.view == .weeks ? start.month : start.year
            defer { previous = key }
            guard key != previous else { return periodCell("") }
            return periodCell(
                state.view == .weeks ? words.monthAbbreviation(start.month) : String(start.year))
        }
        let lower = starts.map { start in
            periodCell(state.view == .weeks ? String(start.day) : words.monthAbbreviation(start.month))
        }
        return [indent + upper.joined(), indent + lower.joined() + DisplayWidth.padded("%", to: 6, alignedRight: true)]
    }

    private func periodRows(_ layout: GridLayout) -> [String] {
        let habits = state.habitsOnScreen
        guard !habits.isEmpty else { return ["", emptyMessage()] }
        let count = min(layout.dayColumns, state.report?.starts.count ?? 0)
        let rowsByID = Dictionary(
            (state.report?.rows ?? []).map { ($0.summary.habit.id, $0) }, uniquingKeysWith: { first, _ in first })
        return habits.enumerated().map { offset, habit in
            let isSelected = state.topRow + offset == state.selectedRow
            let row = rowsByID[habit.id]
            let rates = (row?.periods.suffix(count) ?? []).map { period -> String in
                guard let period, period.countedDays > 0 else { return periodCell(style.dim("·")) }
                let rate = Int((period.completionRate * 100).rounded())
                return periodCell(style.colored("\(rate)%", habit.color))
            }
            return name(habit, isSelected: isSelected, layout: layout) + rates.joined() + statistics(row?.summary)
        }
    }

    private func statusLine() -> String {
        let words = state.words
        if let prompt = state.prompt {
            let label: String
            switch prompt.purpose {
            case .value(let habit, let day): label = words(.gridValuePrompt(HabitPresentation.name(habit), "\(day)"))
            case .note(let habit, let day): label = words(.gridNotePrompt(HabitPresentation.name(habit), "\(day)"))
            case .newHabit: label = words(.gridNamePrompt)
            case .filter: label = words(.gridFilterPrompt)
            }
            // The end of what was typed stays in sight on a narrow screen.
            let typed = TerminalText.safe(prompt.text) + "▏"
            let room = max(1, state.size.columns - DisplayWidth.of(label))
            return label + Self.tail(of: typed, toWidth: room)
        }
        let backup = state.backup.map { "  " + style.dim($0.text(in: words)) } ?? ""
        if let status = state.status { return status + backup }
        guard let habit = state.selectedHabit else { return backup.isEmpty ? "" : String(backup.dropFirst(2)) }
        let day =
            state.view == .days ? "  \(words.weekdayAbbreviation(state.selectedDay.weekday)) \(state.selectedDay)" : ""
        return style.colored(HabitPresentation.name(habit), habit.color) + day + backup
    }

    private func keyLine() -> String {
        let words = state.words
        if state.prompt != nil { return style.dim(words(.gridPromptKeys)) }
        if state.showsHelp { return style.dim(words(.gridHelpKeys)) }
        return style.dim(words(.gridKeys))
    }

    private func help() -> [String] {
        [""]
            + Phrase.gridHelp.enumerated().map { index, phrase in
                let text = "  " + state.words(phrase)
                return index == 0 ? style.bold(text) : text
            }
    }

    private func emptyMessage() -> String {
        let words = state.words
        return "  " + (state.habits.isEmpty ? words(.gridNoHabits) : words(.gridNoMatch))
    }

    // MARK: - Parts

    private func name(_ habit: Habit, isSelected: Bool, layout: GridLayout) -> String {
        let text = DisplayWidth.truncated(HabitPresentation.name(habit), toWidth: layout.nameWidth)
        let padded = DisplayWidth.padded(text, to: layout.nameWidth)
        let styled = style.colored(padded, habit.color)
        return (isSelected ? "› " : "  ") + (isSelected ? style.bold(styled) : styled)
    }

    private func statistics(_ summary: HabitSummary?) -> String {
        guard let summary else { return "" }
        let words = state.words
        let evaluation = summary.evaluation
        // The streak a screen shows (``StreakDisplay``): a counter's days count once its target is met.
        let display = evaluation.streakDisplay
        let letter = display.unit == .weeks ? words(.gridWeekLetter) : words(.gridDayLetter)
        return " " + DisplayWidth.padded(words.percent(evaluation.scorePercent), to: 5, alignedRight: true) + " "
            + DisplayWidth.padded("\(display.current)\(letter)", to: 4, alignedRight: true)
    }

    /// A day's four columns: its content (at most three columns) on the right, after the
    /// cursor's `›` when the cursor is on it.
    static func cell(_ content: String, isCursor: Bool) -> String {
        String(repeating: " ", count: max(0, 3 - DisplayWidth.of(content))) + (isCursor ? "›" : " ") + content
    }

    private func cell(_ text: String, emphasized: Bool) -> String {
        let padded = " " + DisplayWidth.padded(text, to: 3, alignedRight: true)
        return emphasized ? style.bold(padded) : padded
    }

    private func periodCell(_ text: String) -> String {
        " " + DisplayWidth.padded(text, to: 4, alignedRight: true)
    }

    private func fitted(_ line: String, _ width: Int) -> String {
        DisplayWidth.of(line) > width ? DisplayWidth.truncated(line, toWidth: width) : line
    }

    /// The last columns of `text` that fit in `width`, after `…` when some were left out.
    static func tail(of text: String, toWidth width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        var kept: [Character] = []
        var used = 1
        for character in text.reversed() {
            let columns = DisplayWidth.of(character)
            if used + columns > width { break }
            kept.append(character)
            used += columns
        }
        return "…" + String(kept.reversed())
    }

    /// What one day shows in three columns: a value (counters, timers in minutes, at-most
    /// habits) when something was logged, else the day's mark.
    struct Content: Hashable {
        /// At most three columns, unstyled.
        let text: String
        /// The mark it stands for (its colour).
        let mark: DayMark

        /// The text coloured as its mark is.
        func styled(_ style: OutputStyle, _ color: HabitColor) -> String {
            switch mark {
            case .done, .partial: style.colored(text, color)
            case .failed: style.failure(text)
            case .missed, .skipped, .notDue: style.dim(text)
            case .future: text
            }
        }
    }

    /// The content of a day's cell.
    static func content(of cell: DayCell, amount: Double, habit: Habit) -> Content {
        let mark = DayMark(cell, kind: habit.type.kind)
        if CheckInStyle(habit.type).takesValue, amount > 0, mark != .skipped {
            let shown: Double
            if case .timer = habit.type { shown = amount / 60 } else { shown = amount }
            return Content(text: compact(shown), mark: mark)
        }
        return Content(text: mark.symbol, mark: mark)
    }

    /// A value in at most three columns: `5`, `2.5`, `120`, `1k` (thousands, rounded down, so
    /// that a value never reads larger than it is), `99k`, and `∞` from 100,000 up.
    static func compact(_ value: Double) -> String {
        if value < 10, value != value.rounded() {
            let tenths = (value * 10).rounded(.down) / 10
            return tenths == 0 ? "0" : ValueFormatter.number(tenths)
        }
        let whole = Int(value.rounded(.down))
        if whole < 1000 { return String(whole) }
        if whole < 100_000 { return "\(whole / 1000)k" }
        return "∞"
    }
}

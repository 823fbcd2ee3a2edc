import Foundation
import KadoApp
import KadoCore

/// Everything the full-screen grid shows, and how each key changes it: pure, so that every key
/// is tested without a terminal. The driver loads ``window`` (and ``report`` in the rate views)
/// for the rows and days ``GridLayout`` says fit, and runs the ``GridEffect``s ``handle(_:)``
/// returns.
struct GridState: Sendable {
    /// The words of the settings' language.
    var words: Localizer
    /// Today (the logical day).
    var today: LogicalDay
    /// Every active habit, in the list's order.
    var habits: [Habit] {
        didSet { if habits != oldValue { refreshShownHabits() } }
    }
    /// The screen's size.
    var size: GridSize
    /// Which grid is shown.
    var view: GridView = .days
    /// The habit under the cursor (an index into ``shownHabits``).
    var selectedRow = 0
    /// The first of ``shownHabits`` on screen.
    var topRow = 0
    /// The day under the cursor.
    var selectedDay: LogicalDay
    /// The newest day shown (today unless moved back).
    var lastDay: LogicalDay
    /// The filter on names (case-insensitive), empty for none.
    var filter = "" {
        didSet { if filter != oldValue { refreshShownHabits() } }
    }
    /// The habits the filter lets through, in order (kept as ``habits`` and ``filter`` change).
    private(set) var shownHabits: [Habit] = []
    /// The columns the widest of ``shownHabits``' names takes (kept with them).
    private(set) var widestName = 0
    /// The prompt being typed in, if any.
    var prompt: GridPrompt?
    /// Whether the help overlay is shown.
    var showsHelp = false
    /// The status line's message.
    var status: String?
    /// What the status line says of the day's automatic backup, after ``status``.
    var backup: GridBackupNote?
    /// The rows and days loaded for the days view.
    var window: GridWindow?
    /// The rates loaded for the week or month view.
    var report: HabitReport?

    /// A grid on today, nothing selected but the first habit.
    init(words: Localizer, today: LogicalDay, habits: [Habit], size: GridSize) {
        self.words = words
        self.today = today
        self.habits = habits
        self.size = size
        self.selectedDay = today
        self.lastDay = today
        refreshShownHabits()
    }

    /// Filters the habits again and measures their names: once per change of the list or the
    /// filter, not once per question a frame asks of the layout.
    private mutating func refreshShownHabits() {
        shownHabits = filter.isEmpty ? habits : habits.filter { $0.name.localizedCaseInsensitiveContains(filter) }
        widestName = shownHabits.map { DisplayWidth.of(HabitPresentation.name($0)) }.max() ?? 0
    }

    /// The habit under the cursor.
    var selectedHabit: Habit? {
        let shown = shownHabits
        return shown.indices.contains(selectedRow) ? shown[selectedRow] : nil
    }

    /// Where things go on the screen.
    var layout: GridLayout { GridLayout(size: size, widestName: widestName, view: view) }

    /// The habits on screen now, top to bottom.
    var habitsOnScreen: [Habit] {
        let shown = shownHabits
        let first = min(topRow, shown.count)
        return Array(shown[first..<min(shown.count, first + layout.habitRows)])
    }

    /// The days on screen now, oldest first.
    var daysOnScreen: [LogicalDay] {
        let count = layout.dayColumns
        return (0..<count).map { lastDay.adding(days: $0 - count + 1) }
    }

    /// Applies `key`: the new state, and what the driver must do.
    mutating func handle(_ key: GridKey) -> [GridEffect] {
        if key == .interrupt { return [.quit] }
        if prompt != nil { return handlePrompt(key) }
        if showsHelp {
            showsHelp = false
            return []
        }
        status = nil
        // A backup being written stays said until it ends; one that ended was read.
        if case .writing = backup {} else { backup = nil }
        switch key {
        case .up, .character("k"): moveSelection(by: -1)
        case .down, .character("j"): moveSelection(by: 1)
        case .left, .character("h"): moveDay(by: -1)
        case .right, .character("l"): moveDay(by: 1)
        case .pageUp, .character("H"): moveDay(by: -max(1, layout.dayColumns))
        case .pageDown, .character("L"): moveDay(by: max(1, layout.dayColumns))
        case .character("q"): return [.quit]
        case .character("?"): showsHelp = true
        case .character("w"): view = view == .weeks ? .days : .weeks
        case .character("m"): view = view == .months ? .days : .months
        case .character("d"): view = .days
        case .character("/"): prompt = GridPrompt(purpose: .filter, text: filter)
        case .character("a"): prompt = GridPrompt(purpose: .newHabit, text: "")
        case .character("u"): return [.undoLastChange]
        case .escape:
            if !filter.isEmpty { setFilter("") }
        default: return handleDayKey(key)
        }
        return []
    }

    /// The keys that change the selected day: toggle, value, skip, note.
    private mutating func handleDayKey(_ key: GridKey) -> [GridEffect] {
        guard let habit = selectedHabit, view == .days else { return [] }
        let day = selectedDay
        let takesValue = CheckInStyle(habit.type).takesValue
        switch key {
        case .character(" "):
            return [.checkIn(takesValue ? .increase : .toggle, habit, day)]
        case .enter:
            if takesValue {
                prompt = GridPrompt(purpose: .value(habit, day), text: "")
                return []
            }
            return [.checkIn(.toggle, habit, day)]
        case .character(let character) where character.isASCII && character.isNumber:
            guard takesValue else {
                status = words(.gridTakesNoValue(HabitPresentation.name(habit)))
                return []
            }
            prompt = GridPrompt(purpose: .value(habit, day), text: String(character))
        case .character("s"):
            return [.checkIn(.skip(through: day, note: nil), habit, day)]
        case .character("n"):
            prompt = GridPrompt(purpose: .note(habit, day), text: "")
        case .character("N"):
            return [.editNote(habit, day)]
        default: break
        }
        return []
    }

    /// Typing in the prompt: characters, Backspace, Enter submits, Escape cancels.
    private mutating func handlePrompt(_ key: GridKey) -> [GridEffect] {
        guard var current = prompt else { return [] }
        switch key {
        case .escape:
            prompt = nil
            status = nil
            if current.purpose == .filter { setFilter("") }
            return []
        case .backspace:
            if !current.text.isEmpty { current.text.removeLast() }
        case .character(let character):
            // A prompt stays one short line: what a note or name may hold is checked on submit.
            if current.text.count < 500 { current.text.append(character) }
        case .enter:
            prompt = nil
            return submit(current)
        default:
            return []
        }
        prompt = current
        if current.purpose == .filter { setFilter(current.text) }
        return []
    }

    /// What Enter in the prompt does.
    private mutating func submit(_ prompt: GridPrompt) -> [GridEffect] {
        let text = prompt.text.trimmingCharacters(in: .whitespaces)
        switch prompt.purpose {
        case .filter:
            return []
        case .newHabit:
            return text.isEmpty ? [] : [.createHabit(text)]
        case .note(let habit, let day):
            return text.isEmpty ? [] : [.checkIn(.note(text), habit, day)]
        case .value(let habit, let day):
            guard !text.isEmpty else { return [] }
            do {
                let value = try ValueParser.nonNegativeNumber(
                    text.replacingOccurrences(of: ",", with: "."), argument: "VALUE")
                return [.checkIn(.set(value), habit, day)]
            } catch {
                status = Self.statusText(of: error, in: words)
                return []
            }
        }
    }

    /// An error's message for the status line: the report's, without its `kado: `.
    static func statusText(of error: any Error, in words: Localizer) -> String {
        let message = ErrorReport(for: error, language: words.language).message
        let prefix = words(.errorPrefix)
        return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
    }

    /// Sets the filter and puts the cursor back on the first habit it lets through.
    private mutating func setFilter(_ text: String) {
        filter = text
        selectedRow = 0
        topRow = 0
    }

    /// Moves the cursor up or down a habit, scrolling to keep it on screen.
    mutating func moveSelection(by offset: Int) {
        let count = shownHabits.count
        guard count > 0 else { return }
        selectedRow = max(0, min(count - 1, selectedRow + offset))
        keepSelectionOnScreen()
    }

    /// Scrolls so that the selected habit is on screen (after a move or a resize).
    mutating func keepSelectionOnScreen() {
        let count = shownHabits.count
        selectedRow = max(0, min(max(0, count - 1), selectedRow))
        let rows = max(1, layout.habitRows)
        if selectedRow < topRow { topRow = selectedRow }
        if selectedRow >= topRow + rows { topRow = selectedRow - rows + 1 }
        topRow = max(0, min(topRow, max(0, count - rows)))
        let columns = max(1, layout.dayColumns)
        if selectedDay > lastDay { lastDay = selectedDay }
        if selectedDay.days(to: lastDay) >= columns { lastDay = selectedDay.adding(days: columns - 1) }
        if lastDay > today { lastDay = today }
    }

    /// Moves the cursor a number of days, never after today nor before the supported days; the
    /// days shown follow it.
    mutating func moveDay(by offset: Int) {
        var day = selectedDay.adding(days: offset)
        if day > today { day = today }
        if day < LogicalDay.firstSupported { day = LogicalDay.firstSupported }
        let columns = max(1, layout.dayColumns)
        if abs(offset) > 1 {
            lastDay = lastDay.adding(days: offset)
            if lastDay > today { lastDay = today }
        }
        selectedDay = day
        if selectedDay > lastDay { lastDay = selectedDay }
        if selectedDay.days(to: lastDay) >= columns { lastDay = selectedDay.adding(days: columns - 1) }
        keepSelectionOnScreen()
    }

    /// The screen was resized.
    mutating func resize(to size: GridSize) {
        self.size = size
        keepSelectionOnScreen()
    }
}

import Foundation
import KadoApp
import KadoCore

/// The thin driver of `kado tui`: reads keys from the ``GridTerminal``, lets ``GridState`` decide,
/// runs each ``GridEffect`` through the application layer (one use case, one transaction, the
/// widget snapshot published after it), loads what the screen shows, and draws ``GridScreen``.
final class GridSession {
    private let tracker: Tracker
    private let terminal: GridTerminal
    private let style: OutputStyle
    private let editor: String?
    private let backups: GridBackups?
    private var state: GridState

    /// A session on `tracker`'s habits in `terminal`; `backups`, when given, writes the day's
    /// automatic backup in the background and its news goes on the status line.
    init(
        tracker: Tracker, terminal: GridTerminal, style: OutputStyle, editor: String?, backups: GridBackups? = nil
    ) throws(AppError) {
        self.tracker = tracker
        self.terminal = terminal
        self.style = style
        self.editor = editor
        self.backups = backups
        if let backups { tracker.writeAutoBackups(through: backups.worker) }
        let context = try tracker.context()
        state = GridState(
            words: Localizer(language: context.settings.language), today: context.today,
            habits: try tracker.habits.all(),
            size: terminal.size())
    }

    /// Draws the first screen, then answers keys until `q`, Ctrl-C, the end of the terminal or a
    /// signal that asks it to end (returned, for the process to end by it once the terminal is
    /// restored).
    func run() -> Int32? {
        redraw()
        var decoder = GridKeyDecoder()
        while true {
            let readiness = terminal.waitForInput(timeout: decoder.isWaiting ? 40 : -1)
            if readiness.isClosed { return nil }
            if let signal = readiness.endingSignal { return signal }
            var keys = decoder.decode(readiness.bytes)
            // A sequence that stopped half-way (Escape pressed alone) is what it began with.
            if readiness.bytes.isEmpty, !readiness.isResized, !readiness.isWoken { keys += decoder.flush() }
            var needsDrawing = readiness.isResized
            if readiness.isResized { state.resize(to: terminal.size()) }
            for key in keys {
                needsDrawing = true
                for effect in state.handle(key) {
                    if effect == .quit { return nil }
                    // An effect that drew the screen itself leaves nothing to draw, unless more follows.
                    needsDrawing = !perform(effect)
                }
            }
            // The background backup's news, after the keys (which clear a note already read).
            let news = backups?.take() ?? []
            for event in news { state.backup = GridBackups.note(after: event, words: state.words) }
            if needsDrawing || !news.isEmpty { redraw() }
        }
    }

    /// Reads what the screen shows and draws it.
    private func redraw() {
        do {
            try load()
        } catch {
            state.status = message(of: error)
        }
        terminal.draw(GridScreen(state: state, style: style).lines())
    }

    /// Loads today's list and the rows and days (or periods) that fit on the screen.
    private func load() throws(AppError) {
        let context = try tracker.context()
        if context.today != state.today { state.today = context.today }
        state.habits = try tracker.habits.all()
        state.keepSelectionOnScreen()
        let layout = state.layout
        if let period = state.view.period {
            let count = min(53, layout.dayColumns)
            // Only the rows and periods on screen are read, so this is as cheap as the day view.
            state.report = try tracker.views.gridPeriods(
                of: state.habitsOnScreen, by: period, count: count, in: context)
        } else {
            state.window = try tracker.views.gridWindow(
                of: state.habitsOnScreen, through: state.lastDay, count: layout.dayColumns, in: context)
        }
    }

    /// Runs one effect; what it did (or why not) goes on the status line. Returns whether it
    /// drew the screen after it: a check-in is drawn before the widget snapshot is published, so
    /// that the key is answered without waiting for the file (a whole snapshot rewritten, on a
    /// large database), which follows at once.
    private func perform(_ effect: GridEffect) -> Bool {
        switch effect {
        case .editNote(let habit, let day):
            // The editor waits for a person: every other writer would wait with it.
            attempt { try editNote(habit, day) }
            return false
        case .quit:
            return false
        case .checkIn, .createHabit, .undoLastChange:
            do {
                try tracker.widget.publishingSnapshotAfterwards({ attempt { try change(effect) } }, meanwhile: redraw)
                return true
            } catch {
                // Busy: another writer kept the database past the store's patience; nothing changed.
                state.status = message(of: error)
                return false
            }
        }
    }

    /// Runs a change that waits for no one: a check-in, a new habit, an undo.
    private func change(_ effect: GridEffect) throws {
        switch effect {
        case .checkIn(let action, let habit, let day):
            try checkIn(action, habit, day)
        case .createHabit(let name):
            let habit = try tracker.habits.createHabit(HabitDraft(name: name))
            state.status = state.words(.gridAdded(HabitPresentation.name(habit)))
            state.filter = ""
            state.habits = try tracker.habits.all()
            state.selectedRow = state.habits.firstIndex { $0.id == habit.id } ?? 0
            state.keepSelectionOnScreen()
        case .undoLastChange:
            try undoLastChange()
        case .editNote, .quit:
            break
        }
    }

    /// Runs `body`; why it failed goes on the status line.
    private func attempt(_ body: () throws -> Void) {
        do {
            try body()
        } catch {
            state.status = message(of: error)
        }
    }

    private func checkIn(_ action: CheckIn, _ habit: Habit, _ day: LogicalDay) throws {
        let result = try tracker.checkIns.checkIn(action, habit: .id(habit.id), day: day)
        let words = state.words
        let name = HabitPresentation.name(habit)
        switch result.outcome {
        case .unchanged, .alreadyDone, .nothingToUndo, .nothingToRemove:
            state.status = words(.gridUnchanged)
            return
        case .skipped:
            state.status = words(.gridSkipped(name, "\(day)"))
        case .noted, .noteRemoved:
            state.status = words(.gridNoted(name, "\(day)"))
        case .recorded, .removed, .valueSet:
            let after = try tracker.views.dayEntry(of: habit, on: day)
            state.status = words(.gridRecorded(name, "\(day)", describe(after.amount, of: habit)))
        }
    }

    /// A day's amount in words: done, not done, slipped, clean, or the value with its unit.
    private func describe(_ amount: Double, of habit: Habit) -> String {
        let words = state.words
        switch habit.type {
        case .binary: return words(amount > 0 ? .done : .notDone)
        case .negative: return words(amount > 0 ? .slipped : .clean)
        case .timer: return words.number(amount / 60) + " min"
        case .counter, .atMost: return words.number(amount) + (habit.unit.map { " " + TerminalText.safe($0) } ?? "")
        }
    }

    /// Undoes the last change made on this device, through the journal `kado undo` reads, and
    /// says what it undid (and which habit another device changed since, left as it is).
    private func undoLastChange() throws {
        let context = try tracker.context()
        let words = state.words
        guard let result = try tracker.history.undoLastChange(in: context) else {
            state.status = words(.nothingToUndoHere)
            return
        }
        var parts: [String] = []
        if !result.undone.isEmpty {
            let what = result.change.map {
                UndoCommand.describe($0, habits: result.undone, today: context.today, words)
            }
            parts.append(what.map { words(.undid($0)) } ?? words(.undidLastChange))
        }
        parts += result.kept.map { words(.notUndone(TerminalText.safe($0.habit.name), $0.reason)) }
        state.status = parts.joined(separator: " ")
    }

    /// The day's note in `$EDITOR`: the screen handed over meanwhile, the note saved only when
    /// the editor ends well and the text changed.
    private func editNote(_ habit: Habit, _ day: LogicalDay) throws {
        let before = try tracker.views.dayEntry(of: habit, on: day)
        let editor = EditorLauncher(editor)
        terminal.suspend()
        let outcome = Result { try editor.edit(before.note ?? "", prefix: "kado-note") }
        terminal.resume()
        state.resize(to: terminal.size())
        let result = try outcome.get()
        guard result.status == 0 else {
            state.status = state.words(.gridEditorFailed(TerminalText.safe(editor.command)))
            return
        }
        var text = result.text
        while text.hasSuffix("\n") { text.removeLast() }
        guard text != (before.note ?? "") else {
            state.status = state.words(.gridUnchanged)
            return
        }
        try checkIn(.note(text), habit, day)
    }

    private func message(of error: any Error) -> String {
        GridState.statusText(of: error, in: state.words)
    }
}

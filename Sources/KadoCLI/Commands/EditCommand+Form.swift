import KadoApp
import KadoCore

extension EditCommand {
    /// `kado edit HABIT` without options: the habit as a form in the editor, applied when it
    /// comes back changed and every line is right (one transaction, reminders included);
    /// otherwise nothing is written.
    func runForm(in context: CommandContext) throws {
        // vi needs a terminal; a script must name its editor, or it would wait for keys forever.
        guard context.editor != nil || context.isInputTerminal else { throw EditFormRefusal.noEditor }
        let tracker = try context.openTracker()
        let app = try tracker.context()
        let words = Localizer(language: app.settings.language)
        let habit = try tracker.habits.resolve(self.habit)
        var before = EditFormValues(habit: habit, reminders: try tracker.reminders.all(of: habit))
        before.today = app.today
        let form = EditForm.text(of: before, in: words)
        let editor = EditorLauncher(context.editor)
        let outcome = try editor.edit(form, prefix: "kado-edit")
        guard outcome.status == 0 else {
            throw EditFormRefusal.editorFailed(TerminalText.safe(editor.command), status: outcome.status)
        }
        if outcome.text.allSatisfy(\.isWhitespace) {
            try unchanged(habit, .editFormEmptied, tracker: tracker, app: app, in: context)
            return
        }
        let read = try EditForm.read(outcome.text, onto: before)
        let after = read.values
        // A `from:` alone changes nothing: it says when the other changes hold.
        var changed = after
        changed.from = before.from
        guard changed != before else {
            try unchanged(habit, .editFormUnchanged, tracker: tracker, app: app, in: context)
            return
        }
        // The reminders are set again only when their times or settings changed.
        let reminders =
            (after.reminderTimes, after.onlyIfNotDone, after.snoozeMinutes)
                == (before.reminderTimes, before.onlyIfNotDone, before.snoozeMinutes)
            ? nil
            : ReminderChoice(
                times: after.reminderTimes, onlyIfNotDone: after.onlyIfNotDone, snoozeMinutes: after.snoozeMinutes)
        let edited: Habit
        do {
            let start = try after.from?.resolved(today: app.today)
            edited = try tracker.habits.editHabit(habit, rulesFrom: start, reminders: reminders, in: app) {
                $0 = after.habit
            }
        } catch let error as AppError {
            // A broken rule (an empty name) is reported on the line that set it.
            if case .invalid(let rule) = error, let line = EditForm.line(of: rule, in: read.lines) {
                throw EditFormError(line: line, problem: .rule(rule))
            }
            throw error
        }
        try report(edited, tracker: tracker, app: app, in: context)
    }

    /// Says nothing changed: `phrase`, or with `--json` the habit's status as it stays.
    private func unchanged(
        _ habit: Habit, _ phrase: Phrase, tracker: Tracker, app: AppContext, in context: CommandContext
    ) throws {
        guard !context.usesJSON else {
            try report(habit, tracker: tracker, app: app, in: context)
            return
        }
        context.print(Localizer(language: app.settings.language)(phrase))
    }
}

import KadoApp
import KadoCore

/// The New and Edit habit screens: one form for every type and schedule. A form with mistakes
/// comes back with status 422, as typed, with each message next to its field.
struct HabitFormController: Controller {
    let session: WebSession

    /// `GET /habits/new`.
    func newHabitPage(_ context: RequestContext) throws -> HTTPResponse {
        var fields = HabitFormFields()
        fields.latestStart = try appContext(context).today.description
        return .html(HabitFormPage.render(fields, errors: HabitFormErrors(), mode: .create, context: context))
    }

    /// `POST /habits`: creates the habit, then goes to Today.
    func createHabit(_ context: RequestContext) throws -> HTTPResponse {
        var fields = HabitFormFields(form: try form(context.request))
        fields.latestStart = try appContext(context).today.description
        switch fields.validated() {
        case .failure(let errors):
            return .html(HabitFormPage.render(fields, errors: errors, mode: .create, context: context), status: 422)
        case .success(let values):
            do {
                try tracker.habits.createHabit(values.draft, reminders: values.reminders, in: try appContext(context))
            } catch AppError.invalid(let problem) {
                return .html(
                    HabitFormPage.render(fields, errors: errors(problem, in: fields), mode: .create, context: context),
                    status: 422)
            }
            return .seeOther("/?notice=\(Notice.created.rawValue)")
        }
    }

    /// `GET /habits/ID/edit`.
    func editHabitPage(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        var fields = HabitFormFields(habit: habit, reminders: try tracker.reminders.all(of: habit), t: context.t)
        let app = try appContext(context)
        fields.latestStart = app.today.description
        fields.earliestChange = try earliestChange(of: habit, in: app)
        let mode = HabitFormMode.edit(try editState(of: habit, context))
        return .html(HabitFormPage.render(fields, errors: HabitFormErrors(), mode: mode, context: context))
    }

    /// The first day a change of `habit`'s terms may hold from (the day after its start),
    /// `YYYY-MM-DD`; blank when it has no day before today, and the form then does not ask
    /// "From when?".
    func earliestChange(of habit: Habit, in app: AppContext) throws -> String {
        let start = try tracker.habits.effectiveStart(of: habit, in: app)
        return start < app.today ? start.adding(days: 1).description : ""
    }

    /// `POST /habits/ID/edit`: saves the changes (the id and the history stay), then goes to the
    /// habit's detail.
    func updateHabit(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        var fields = HabitFormFields(form: try form(context.request))
        let app = try appContext(context)
        fields.latestStart = app.today.description
        fields.earliestChange = try earliestChange(of: habit, in: app)
        let mode = HabitFormMode.edit(try editState(of: habit, context))
        switch fields.validated() {
        case .failure(let errors):
            return .html(HabitFormPage.render(fields, errors: errors, mode: mode, context: context), status: 422)
        case .success(let values):
            let answer = Self.ruleChangeStart(of: habit, to: values, fields: fields, today: app.today, t: context.t)
            if case .failure(let errors) = answer {
                return .html(HabitFormPage.render(fields, errors: errors, mode: mode, context: context), status: 422)
            }
            // A failure was answered just above: what is left is a success, read without a throw.
            let start = (try? answer.get()) ?? nil
            // Reminders as the form showed them are left as they are (settings that differ
            // between them are not made one).
            let shown = HabitFormFields(habit: habit, reminders: try tracker.reminders.all(of: habit), t: context.t)
            // Reminders the form showed that were not valid are as not shown: the new ones are saved as they are.
            let unchanged = (try? shown.validated().get()).map { Self.sameReminders($0.reminders, values.reminders) }
            // Untyped, as the create form's: the compiler mishandles a pattern over a typed throw here.
            do throws(any Error) {
                try tracker.habits.editHabit(
                    habit, rulesFrom: start, reminders: unchanged == true ? nil : values.reminders, in: app
                ) { values.apply(to: &$0) }
            } catch AppError.invalid(let problem) {
                return .html(
                    HabitFormPage.render(fields, errors: errors(problem, in: fields), mode: mode, context: context),
                    status: 422)
            }
            return .seeOther("/habits/\(habit.id.uuidString)?notice=\(Notice.saved.rawValue)")
        }
    }

    /// From when the form's change of `habit` into `values` holds: `nil` (the use case's default)
    /// when its terms do not change or the form did not ask; over the whole history when the
    /// type's kind changes, whatever was answered (the page says so); else the answer to "From
    /// when?", or what is wrong with it.
    static func ruleChangeStart(
        of habit: Habit, to values: HabitFormValues, fields: HabitFormFields, today: LogicalDay, t: Localizer
    ) -> Result<RuleChangeStart?, HabitFormErrors> {
        var edited = habit
        values.apply(to: &edited)
        guard edited.rules != habit.rules, !fields.earliestChange.isEmpty else { return .success(nil) }
        if edited.type.kind != habit.type.kind { return .success(.wholeHistory) }
        return fields.ruleChangeStart(today: today, t: t)
    }

    /// Where a habit stands, for the edit screen's Manage section.
    func editState(of habit: Habit, _ context: RequestContext) throws -> HabitFormMode.EditState {
        let active = try tracker.habits.all()
        let archivedOn = try habit.archivedAt.map {
            try appContext(context).calendar.boundary.logicalDay(containing: $0)
        }
        return HabitFormMode.EditState(
            habit: habit, position: active.firstIndex { $0.id == habit.id }.map { $0 + 1 }, activeCount: active.count,
            archivedOn: archivedOn)
    }

    /// Whether two choices of reminders are the same (a time given twice counts once).
    static func sameReminders(_ lhs: ReminderChoice, _ rhs: ReminderChoice) -> Bool {
        Set(lhs.times) == Set(rhs.times) && lhs.onlyIfNotDone == rhs.onlyIfNotDone
            && lhs.snoozeMinutes == rhs.snoozeMinutes
    }

    private func errors(_ problem: ValidationError, in fields: HabitFormFields) -> HabitFormErrors {
        var errors = HabitFormErrors()
        let (field, message) = fields.explain(problem)
        errors[field] = message
        return errors
    }
}

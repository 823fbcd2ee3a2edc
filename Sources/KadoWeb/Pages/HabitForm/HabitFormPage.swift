import KadoApp
import KadoCore

/// The habit form's markup.
enum HabitFormPage {
    static func render(
        _ fields: HabitFormFields, errors: HabitFormErrors, mode: HabitFormMode, context: RequestContext
    ) -> HTML {
        let view = HabitFormView(fields: fields, errors: errors, context: context)
        let title: String
        let action: String
        let cancel: String
        var manage: (rows: HTML, forms: HTML) = (.empty, .empty)
        switch mode {
        case .create:
            title = context.t(.newHabit)
            action = "/habits"
            cancel = "/"
        case .edit(let state):
            title = context.t(.editHabitTitle)
            action = "/habits/\(state.habit.id.uuidString)/edit"
            cancel = "/habits/\(state.habit.id.uuidString)"
            manage = HabitManageSection.render(state, context: context)
        }
        let isCreating = if case .create = mode { true } else { false }
        let content: HTML = """
            <form class="habit-form \(HabitColor(rawValue: fields.color)?.cssClass ?? "hc-blue")" method="post" action="\(action)" novalidate>
            \(context.csrfField)
            <header class="sheet-head">
            <a class="sheet-button" href="\(cancel)">\(context.t(.cancel))</a>
            <h1>\(title)</h1>
            <button class="sheet-button primary" type="submit">\(context.t(.save))</button>
            </header>
            \(Layout.notice(Notice.message(in: context.request, t: context.t)))
            \(view.summary)
            <div class="form-columns">
            <div class="form-column form-main">
            \(view.nameGroup(autofocus: isCreating && errors.isEmpty))
            \(view.textsGroup)
            \(view.appearanceGroup)
            </div>
            <div class="form-column form-side">
            \(view.frequencyGroup)
            \(view.typeGroup)
            \(view.reminderGroup)
            \(view.advancedGroup)
            \(isCreating ? .empty : view.changeFromGroup)
            </div>
            <div class="form-actions"><button class="button primary wide" type="submit">\(isCreating ? context.t(.createHabitAction) : context.t(.save))</button></div>
            \(manage.rows)
            </div>
            </form>
            \(manage.forms)
            """
        return Layout.page(title, tab: .none, context: context, content: content)
    }
}

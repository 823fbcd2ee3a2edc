import KadoApp
import KadoCore

/// Removing and moving a version of a habit's terms from its detail page (issue 38), through the
/// same use cases as `kado edit --remove-version/--move-version`: one transaction and one undo
/// step each (`kado undo` takes it back).
///
/// Removing is confirmed as deleting a habit is: the button posts without `confirmed=yes`, which
/// answers a page that says what the removal does; the page script's confirm dialog fills the
/// field in, so with JavaScript one question is enough. A mistake (a day that is none, after
/// today, overtaking a neighbouring version) comes back as the detail page, status 422, with the
/// message in the versions card and nothing written.
struct RuleVersionController: Controller {
    let session: WebSession

    /// `POST /habits/ID/versions/remove` (`start=YYYY-MM-DD`, `confirmed=yes`).
    func removeVersion(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        let form = try form(context.request)
        let t = context.t
        guard let start = versionStart(form, of: habit) else {
            return try detailPage(habit, context, error: t(.versionNotFound))
        }
        guard form["confirmed"] == "yes" else { return confirmationPage(habit, start: start, context) }
        do {
            try tracker.habits.removeRuleVersion(of: habit, startingOn: start, in: try appContext(context))
        } catch AppError.invalid {
            return try detailPage(habit, context, error: t(.versionNotFound))
        }
        return .seeOther("/habits/\(habit.id.uuidString)?notice=\(Notice.versionRemoved.rawValue)#versions")
    }

    /// `POST /habits/ID/versions/move` (`start=YYYY-MM-DD`, `to=YYYY-MM-DD`).
    func moveVersion(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        let form = try form(context.request)
        let t = context.t
        guard let start = versionStart(form, of: habit) else {
            return try detailPage(habit, context, error: t(.versionNotFound))
        }
        guard let to = form["to"].map(\.trimmed).flatMap(LogicalDay.init), to.isSupported else {
            return try detailPage(habit, context, error: t(.versionDayInvalid))
        }
        do {
            try tracker.habits.moveRuleVersion(of: habit, startingOn: start, to: to, in: try appContext(context))
        } catch AppError.invalid(let problem) {
            return try detailPage(habit, context, error: Self.message(problem, t: t))
        }
        return .seeOther("/habits/\(habit.id.uuidString)?notice=\(Notice.versionMoved.rawValue)#versions")
    }

    /// The day of the form's `start` when a version of `habit`'s terms starts on it.
    private func versionStart(_ form: Form, of habit: Habit) -> LogicalDay? {
        guard let day = form["start"].map(\.trimmed).flatMap(LogicalDay.init) else { return nil }
        return habit.ruleVersions.contains { $0.start == day } ? day : nil
    }

    /// The detail page with `error` in its versions card, status 422.
    private func detailPage(_ habit: Habit, _ context: RequestContext, error: String) throws -> HTTPResponse {
        try HabitDetailController(session: session).habitDetailPage(habit, context, versionError: error)
    }

    /// What a refused move breaks, in the page's words.
    static func message(_ problem: ValidationError, t: Localizer) -> String {
        switch problem.rule {
        case .startsAfterToday: t(.versionDayAfterToday)
        case .notAfter(let day): t(.versionDayNotAfter(t.shortDate(day)))
        case .notBefore(let day): t(.versionDayNotBefore(t.shortDate(day)))
        default: t(.versionNotFound)
        }
    }

    /// "Remove the change of 1 Mar 2026?", with what it does and a button that confirms.
    private func confirmationPage(_ habit: Habit, start: LogicalDay, _ context: RequestContext) -> HTTPResponse {
        let t = context.t
        let path = "/habits/\(habit.id.uuidString)"
        let content: HTML = """
            \(Layout.header(t(.versionRemoveTitle), back: (href: "\(path)#versions", label: t(.back))))
            <section class="card confirm-card \(habit.color.cssClass)" aria-labelledby="confirm-name">
            <div class="confirm-habit"><span class="icon-badge">\(HabitIcons.svg(habit.icon))</span><h2 id="confirm-name">\(habit.name)</h2></div>
            <p>\(t(.versionRemoveQuestion(t.shortDate(start))))</p>
            <p class="muted">\(t(.versionRemoveUndo))</p>
            <div class="confirm-actions">
            <form method="post" action="\(path)/versions/remove">\(context.csrfField)\
            <input type="hidden" name="start" value="\(start.description)"><input type="hidden" name="confirmed" value="yes">\
            <button class="button danger wide" type="submit">\(t(.versionRemove))</button></form>
            <a class="button wide quiet" href="\(path)#versions">\(t(.cancel))</a>
            </div>
            </section>
            """
        return .html(Layout.page(t(.versionRemoveTitle), tab: .none, context: context, content: content))
    }
}

import KadoApp
import KadoCore

/// A habit's life after its creation: archive, unarchive, reorder and delete.
///
/// Deleting is confirmed: the edit screen's Delete button posts without `confirmed=yes`, which
/// leads to a page that names the habit and what goes with it; the page script's confirm dialog
/// (`data-confirm`) fills the field in, so with JavaScript one question is enough.
struct HabitManageController: Controller {
    let session: WebSession

    /// `POST /habits/ID/archive`: the habit leaves Today and keeps its history.
    func archiveHabit(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        let form = try form(context.request)
        try tracker.habits.archive(habit, in: try appContext(context))
        return .seeOther(form.returnPath(default: "/overview?notice=\(Notice.archived.rawValue)#archived"))
    }

    /// `POST /habits/ID/unarchive`: the habit comes back at its place.
    func unarchiveHabit(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        let form = try form(context.request)
        try tracker.habits.unarchive(habit, in: try appContext(context))
        return .seeOther(form.returnPath(default: "/overview?notice=\(Notice.unarchived.rawValue)"))
    }

    /// `POST /habits/ID/move`: one place `direction=up|down`, or to `position=N` (1-based) among
    /// the active habits.
    func moveHabit(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        let form = try form(context.request)
        let active = try tracker.habits.all()
        guard let index = active.firstIndex(where: { $0.id == habit.id }) else {
            throw AppError.archived(habit: habit.name)
        }
        let target: Int
        if let text = form["position"], !text.trimmed.isEmpty {
            guard let position = Int(text.trimmed) else {
                throw WebError.badRequest(Phrase("web.badRequest.position", ["text": text]))
            }
            target = position
        } else {
            switch form["direction"] {
            case "up": target = max(1, index)
            case "down": target = min(active.count, index + 2)
            default: throw WebError.badRequest(Phrase("web.badRequest.move"))
            }
        }
        if target != index + 1 { try tracker.habits.move(habit, to: target, in: try appContext(context)) }
        return .seeOther(form.returnPath(default: "/habits/\(habit.id.uuidString)/edit"))
    }

    /// `GET /habits/ID/delete`: asks before deleting, and says what is lost.
    func deleteHabitPage(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        let t = context.t
        let detail = try tracker.views.detail(of: habit, in: try appContext(context))
        let path = "/habits/\(habit.id.uuidString)"
        let archiveInstead: HTML =
            habit.isArchived
            ? .empty
            : """
            <form method="post" action="\(path)/archive">\(context.csrfField)\
            <button class="button wide" type="submit">\(Glyph.archive.svg)\(t(.archiveInstead))</button></form>
            """
        let content: HTML = """
            \(Layout.header(t(.deleteHabitTitle), back: (href: "\(path)/edit", label: t(.back))))
            <section class="card confirm-card \(habit.color.cssClass)" aria-labelledby="confirm-name">
            <div class="confirm-habit"><span class="icon-badge">\(HabitIcons.svg(habit.icon))</span><h2 id="confirm-name">\(habit.name)</h2></div>
            <p>\(t(.deleteWhatIsLost(habit.name, days: detail.statistics.daysWithRecords, skips: detail.skips.count)))</p>
            <p class="muted">\(t(habit.isArchived ? .deleteCannotUndo : .deleteArchiveHint))</p>
            <div class="confirm-actions">
            <form method="post" action="\(path)/delete">\(context.csrfField)<input type="hidden" name="confirmed" value="yes">\
            <button class="button danger wide" type="submit">\(Glyph.trash.svg)\(t(.deleteForGood))</button></form>
            \(archiveInstead)
            <a class="button wide quiet" href="\(path)/edit">\(t(.cancel))</a>
            </div>
            </section>
            """
        return .html(Layout.page(t(.deleteHabitTitle), tab: .none, context: context, content: content))
    }

    /// `POST /habits/ID/delete`: with `confirmed=yes`, deletes the habit and its history and goes
    /// to Today; without it, shows the confirmation page.
    func deleteHabit(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        let form = try form(context.request)
        guard form["confirmed"] == "yes" else { return .seeOther("/habits/\(habit.id.uuidString)/delete") }
        try tracker.habits.delete(habit, in: try appContext(context))
        return .seeOther("/?notice=\(Notice.deleted.rawValue)")
    }
}

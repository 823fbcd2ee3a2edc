import Foundation
import KadoApp
import KadoCore

/// The trash's buttons on the Overview: restore a deleted habit, or empty the trash of it. Emptying
/// is confirmed like deleting: without `confirmed=yes` (which the page script's dialog fills in),
/// the form leads to a page that asks.
struct TrashController: Controller {
    let session: WebSession

    /// The habit in the trash whose id is the route's `:trashed`; 404 when the id does not parse
    /// or no habit there has it.
    func trashedHabit(_ context: RequestContext) throws -> Habit {
        let id = try context.parameters.habitID("trashed")
        guard let trashed = try tracker.habits.trash().first(where: { $0.habit.id == id }) else {
            throw WebError.notFound
        }
        return trashed.habit
    }

    /// `POST /trash/ID/restore`: the habit comes back with its whole history.
    func restoreFromTrash(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        _ = try form(context.request)
        try tracker.habits.restoreFromTrash(.id(habit.id), in: try appContext(context))
        return .seeOther("/overview?notice=\(Notice.habitRestored.rawValue)")
    }

    /// `GET /trash/ID/empty`: asks before emptying, and says what is lost.
    func emptyTrashPage(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        let t = context.t
        let path = "/trash/\(habit.id.uuidString)"
        let content: HTML = """
            \(Layout.header(t(.emptyTrashTitle), back: (href: "/overview#trash", label: t(.back))))
            <section class="card confirm-card \(habit.color.cssClass)" aria-labelledby="confirm-name">
            <div class="confirm-habit"><span class="icon-badge">\(HabitIcons.svg(habit.icon))</span><h2 id="confirm-name">\(habit.name)</h2></div>
            <p>\(t(.emptyWhatIsLost(habit.name)))</p>
            <div class="confirm-actions">
            <form method="post" action="\(path)/empty">\(context.csrfField)<input type="hidden" name="confirmed" value="yes">\
            <button class="button danger wide" type="submit">\(Glyph.trash.svg)\(t(.emptyForGood))</button></form>
            <form method="post" action="\(path)/restore">\(context.csrfField)\
            <button class="button wide" type="submit">\(t(.restoreAction))</button></form>
            <a class="button wide quiet" href="/overview#trash">\(t(.cancel))</a>
            </div>
            </section>
            """
        return .html(Layout.page(t(.emptyTrashTitle), tab: .none, context: context, content: content))
    }

    /// `POST /trash/ID/empty`: with `confirmed=yes`, deletes the habit's history for good;
    /// without it, shows the confirmation page.
    func emptyTrash(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        let form = try form(context.request)
        guard form["confirmed"] == "yes" else { return .seeOther("/trash/\(habit.id.uuidString)/empty") }
        try tracker.habits.emptyTrash(.id(habit.id), in: try appContext(context))
        return .seeOther("/overview?notice=\(Notice.emptied.rawValue)")
    }
}

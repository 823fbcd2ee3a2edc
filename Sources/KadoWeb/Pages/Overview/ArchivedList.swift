import KadoApp
import KadoCore

/// The archived habits, each with its Unarchive button.
enum ArchivedList {
    static func render(_ habits: [Habit], archivedOn: (Habit) -> LogicalDay?, context: RequestContext) -> HTML {
        let t = context.t
        let rows = habits.map { habit -> HTML in
            let path = "/habits/\(habit.id.uuidString)"
            let since: HTML =
                archivedOn(habit).map { "<span class=\"meta\">\(t(.archivedOn(t.shortDate($0))))</span>" } ?? .empty
            return """
                <li class="archived-row \(habit.color.cssClass)">
                <a class="row-link" href="\(path)"><span class="icon-badge">\(HabitIcons.svg(habit.icon))</span>\
                <span class="row-text"><span class="name">\(habit.name)</span>\(since)</span></a>
                <form method="post" action="\(path)/unarchive">\(context.csrfField)\
                <input type="hidden" name="return" value="/overview?notice=\(Notice.unarchived.rawValue)">\
                <button class="pill-button" type="submit" aria-label="\(t(.unarchiveNamed(habit.name)))">\(t(.unarchiveAction))</button></form>
                </li>
                """
        }
        return """
            <section class="archived" id="archived" aria-labelledby="archived-title">
            <h2 class="section-title" id="archived-title">\(t(.archivedSection)) <span class="count">\(habits.count)</span></h2>
            <ul class="card rows" role="list">\(rows)</ul>
            <p class="footnote">\(t(.archivedHint))</p>
            </section>
            """
    }
}

import KadoApp
import KadoCore

/// The habits in the trash, each with when it was deleted and when it will be emptied, its
/// Restore button and its Empty button (asked with the page script's dialog, else on its own
/// confirmation page: ``TrashController/emptyTrashPage(_:_:)``).
enum TrashList {
    static func render(_ trash: [TrashedHabit], boundary: DayBoundary, context: RequestContext) -> HTML {
        let t = context.t
        let rows = trash.map { trashed -> HTML in
            let habit = trashed.habit
            let path = "/trash/\(habit.id.uuidString)"
            let deleted = t.shortDate(boundary.logicalDay(containing: trashed.deletedAt))
            let emptied = t.shortDate(boundary.logicalDay(containing: trashed.emptiedAt))
            return """
                <li class="archived-row trashed-row \(habit.color.cssClass)">
                <span class="row-link"><span class="icon-badge">\(HabitIcons.svg(habit.icon))</span>\
                <span class="row-text"><span class="name">\(habit.name)</span>\
                <span class="meta">\(t(.trashedOn(deleted, emptied: emptied)))</span></span></span>
                <form method="post" action="\(path)/restore">\(context.csrfField)\
                <button class="pill-button" type="submit" aria-label="\(t(.restoreNamed(habit.name)))">\(t(.restoreAction))</button></form>
                <form method="post" action="\(path)/empty">\(context.csrfField)<input type="hidden" name="confirmed" value="">\
                <button class="pill-button danger" type="submit" aria-label="\(t(.emptyNamed(habit.name)))" \
                data-confirm="\(t(.emptyConfirmQuestion(habit.name)))">\(t(.emptyAction))</button></form>
                </li>
                """
        }
        return """
            <section class="archived trash" id="trash" aria-labelledby="trash-title">
            <h2 class="section-title" id="trash-title">\(t(.trashSection)) <span class="count">\(trash.count)</span></h2>
            <ul class="card rows" role="list">\(rows)</ul>
            <p class="footnote">\(t(.trashHint(HabitUseCases.trashRetentionDays)))</p>
            </section>
            """
    }
}

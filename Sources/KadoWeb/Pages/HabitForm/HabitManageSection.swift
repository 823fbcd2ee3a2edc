import KadoApp
import KadoCore

/// The edit screen's Manage section: position, archive or unarchive, delete.
///
/// It sits inside the habit form's layout (beside the appearance on a wide screen), so its
/// buttons belong to small forms of their own, placed after the habit form, through the `form`
/// attribute: forms cannot nest.
enum HabitManageSection {
    /// The section (`rows`) and the forms its buttons submit (`forms`).
    static func render(_ state: HabitFormMode.EditState, context: RequestContext) -> (rows: HTML, forms: HTML) {
        let t = context.t
        let habit = state.habit
        let path = "/habits/\(habit.id.uuidString)"
        var rows: [HTML] = []
        var forms: [HTML] = []
        func form(_ id: String, _ action: String, _ fields: HTML = .empty) -> HTML {
            "<form id=\"\(id)\" method=\"post\" action=\"\(path)/\(action)\">\(context.csrfField)\(fields)</form>"
        }
        if let position = state.position {
            func move(_ direction: String, _ glyph: Glyph, _ label: Phrase, disabled: Bool) -> HTML {
                """
                <button class="round-small" type="submit" form="move-form" name="direction" value="\(direction)" aria-label="\(t(label))" title="\(t(label))"\(attribute: "disabled", when: disabled)>\(glyph.svg)</button>
                """
            }
            forms.append(form("move-form", "move", "<input type=\"hidden\" name=\"return\" value=\"\(path)/edit\">"))
            rows.append(
                """
                <div class="manage-row"><span class="manage-text"><span class="manage-title">\(t(.positionTitle))</span>\
                <span class="manage-hint">\(t(.positionOf(position, state.activeCount)))</span></span>\
                <span class="stepper">\(move("up", .up, .moveUp, disabled: position <= 1))\(move("down", .down, .moveDown, disabled: position >= state.activeCount))</span></div>
                """)
            forms.append(form("archive-form", "archive"))
            rows.append(
                """
                <div class="manage-row"><span class="manage-text"><span class="manage-title">\(t(.archiveAction))</span><span class="manage-hint">\(t(.archiveHint))</span></span>\
                <button class="pill-button" type="submit" form="archive-form">\(Glyph.archive.svg)\(t(.archiveAction))</button></div>
                """)
        } else {
            let since: HTML =
                state.archivedOn.map { "<span class=\"manage-hint\">\(t(.archivedOn(t.shortDate($0))))</span>" }
                ?? .empty
            forms.append(
                form(
                    "unarchive-form", "unarchive",
                    "<input type=\"hidden\" name=\"return\" value=\"\(path)/edit?notice=\(Notice.unarchived.rawValue)\">"
                ))
            rows.append(
                """
                <div class="manage-row"><span class="manage-text"><span class="manage-title">\(t(.archivedTitle))</span>\(since)</span>\
                <button class="pill-button" type="submit" form="unarchive-form">\(Glyph.archive.svg)\(t(.unarchiveAction))</button></div>
                """)
        }
        forms.append(form("delete-form", "delete", "<input type=\"hidden\" name=\"confirmed\" value=\"\">"))
        rows.append(
            """
            <div class="manage-row"><span class="manage-text"><span class="manage-title">\(t(.deleteAction))</span><span class="manage-hint">\(t(.deleteHint))</span></span>\
            <button class="pill-button danger" type="submit" form="delete-form" data-confirm="\(t(.deleteConfirmQuestion(habit.name)))">\(Glyph.trash.svg)\(t(.deleteAction))</button></div>
            """)
        let section: HTML = """
            <section class="form-group manage" aria-labelledby="manage-title">
            <h2 class="section-title" id="manage-title">\(t(.manageSection))</h2>
            <div class="card manage-card">\(rows)</div>
            </section>
            """
        return (section, .join(forms))
    }
}

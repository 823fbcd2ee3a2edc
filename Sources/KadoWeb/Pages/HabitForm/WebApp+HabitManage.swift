import KadoApp
import KadoCore

/// A habit's life after its creation: archive, unarchive, reorder and delete.
///
/// Deleting is confirmed: the edit screen's Delete button posts without `confirmed=yes`, which
/// leads to a page that names the habit and what goes with it; the page script's confirm dialog
/// (`data-confirm`) fills the field in, so with JavaScript one question is enough.
extension WebApp {
    /// `POST /habits/ID/archive`: the habit leaves Today and keeps its history.
    func archiveHabit(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        let form = try form(context.request)
        try tracker.archive(habit)
        return .seeOther(form.returnPath(default: "/overview?notice=\(Notice.archived.rawValue)#archived"))
    }

    /// `POST /habits/ID/unarchive`: the habit comes back at its place.
    func unarchiveHabit(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        let form = try form(context.request)
        try tracker.unarchive(habit)
        return .seeOther(form.returnPath(default: "/overview?notice=\(Notice.unarchived.rawValue)"))
    }

    /// `POST /habits/ID/move`: one place `direction=up|down`, or to `position=N` (1-based) among
    /// the active habits.
    func moveHabit(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        let form = try form(context.request)
        let active = try tracker.habits()
        guard let index = active.firstIndex(where: { $0.id == habit.id }) else {
            throw AppError.archived(habit: habit.name)
        }
        let target: Int
        if let text = form["position"], !text.trimmed.isEmpty {
            guard let position = Int(text.trimmed) else {
                throw WebError.badRequest("The position \"\(text)\" is not a whole number.")
            }
            target = position
        } else {
            switch form["direction"] {
            case "up": target = max(1, index)
            case "down": target = min(active.count, index + 2)
            default: throw WebError.badRequest("Send direction=up, direction=down or position=N.")
            }
        }
        if target != index + 1 { try tracker.move(habit, to: target) }
        return .seeOther(form.returnPath(default: "/habits/\(habit.id.uuidString)/edit"))
    }

    /// `GET /habits/ID/delete`: asks before deleting, and says what is lost.
    func deleteHabitPage(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        let t = context.t
        let detail = try tracker.detail(of: habit)
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
        try tracker.delete(habit)
        return .seeOther("/?notice=\(Notice.deleted.rawValue)")
    }
}

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

extension Phrase {
    static let manageSection = Phrase("Manage", "Gérer")
    static let positionTitle = Phrase("Position", "Position")
    static func positionOf(_ position: Int, _ count: Int) -> Phrase {
        Phrase("\(position) of \(count) in your list", "\(position) sur \(count) dans votre liste")
    }
    static let moveUp = Phrase("Move up", "Monter")
    static let moveDown = Phrase("Move down", "Descendre")
    static let archiveAction = Phrase("Archive", "Archiver")
    static let archiveHint = Phrase(
        "Leaves Today; the history stays.", "Quitte Aujourd’hui ; l’historique reste.")
    static let archivedTitle = Phrase("Archived", "Archivée")
    static func archivedOn(_ date: String) -> Phrase { Phrase("Since \(date)", "Depuis le \(date)") }
    static let unarchiveAction = Phrase("Unarchive", "Désarchiver")
    static let deleteAction = Phrase("Delete", "Supprimer")
    static let deleteHint = Phrase(
        "Removes the habit and its whole history.", "Efface l’habitude et tout son historique.")
    static func deleteConfirmQuestion(_ name: String) -> Phrase {
        Phrase(
            "Delete “\(name)” and its whole history? This cannot be undone.",
            "Supprimer « \(name) » et tout son historique ? C’est définitif.")
    }
    static let deleteHabitTitle = Phrase("Delete habit?", "Supprimer l’habitude ?")
    static func deleteWhatIsLost(_ name: String, days: Int, skips: Int) -> Phrase {
        let englishDays = days == 1 ? "1 day" : "\(days) days"
        let frenchDays = days <= 1 ? "\(days) jour" : "\(days) jours"
        let englishSkips = skips == 0 ? "" : skips == 1 ? " and 1 skip" : " and \(skips) skips"
        let frenchSkips = skips == 0 ? "" : skips == 1 ? " et 1 pause" : " et \(skips) pauses"
        return Phrase(
            "Deleting “\(name)” also deletes its history: \(englishDays) of check-ins and notes\(englishSkips).",
            "Supprimer « \(name) » efface aussi son historique : \(frenchDays) de suivi et de notes\(frenchSkips).")
    }
    static let deleteArchiveHint = Phrase(
        "This cannot be undone. To keep the history, archive the habit instead.",
        "C’est définitif. Pour garder l’historique, archivez plutôt l’habitude.")
    static let deleteCannotUndo = Phrase("This cannot be undone.", "C’est définitif.")
    static let deleteForGood = Phrase("Delete for good", "Supprimer définitivement")
    static let archiveInstead = Phrase("Archive instead", "Archiver plutôt")
}

import KadoApp
import KadoCore

/// The Today screen: the habits due today, then the others, each with the control its type needs.
extension WebApp {
    func todayPage(_ context: RequestContext) throws -> HTTPResponse {
        let t = context.t
        let view = try tracker.todayView()
        let add: HTML =
            "<a class=\"round-button primary\" href=\"/habits/new\" aria-label=\"\(t(.newHabit))\" title=\"\(t(.newHabit))\">\(Glyph.plus.svg)</a>"
        var content: [HTML] = [
            Layout.header(t(.today), subtitle: t.longDate(view.day), action: add),
            Layout.notice(context.request.queryValue("notice").flatMap(Notice.init(rawValue:))?.text(t)),
        ]
        if view.all.isEmpty {
            content.append(
                """
                <section class="empty card">
                <h2>\(t(.noHabitsYet))</h2>
                <p>\(t(.noHabitsHint))</p>
                <div class="empty-actions">
                <a class="button primary" href="/habits/new">\(Glyph.plus.svg)\(t(.createFirstHabit))</a>
                <a class="button" href="/settings#settings-data">\(Glyph.upload.svg)\(t(.importABackup))</a>
                </div>
                <p class="empty-note">\(t(.importABackupHint))</p>
                </section>
                """)
        }
        var sections: [HTML] = []
        for (title, id, summaries) in [
            (t(.scheduled), "scheduled", view.scheduled), (t(.notScheduledToday), "not-scheduled", view.notScheduled),
        ] where !summaries.isEmpty {
            sections.append(
                """
                <section class="today-section" aria-labelledby="\(id)">
                <h2 id="\(id)" class="section-title">\(title)</h2>
                <ul class="card rows" role="list">\(summaries.map { TodayRow.render($0, day: view.day, returnPath: "/", context: context) })</ul>
                </section>
                """)
        }
        if !sections.isEmpty { content.append("<div class=\"today-columns\">\(sections)</div>") }
        if !view.scheduled.isEmpty {
            let done = view.scheduled.filter(\.isDoneToday).count
            content.append("<p class=\"footnote\">\(t(.doneOfDue(done, view.scheduled.count))) · \(t(.todayHint))</p>")
        }
        return .html(Layout.page(t(.today), tab: .today, context: context, content: .join(content)))
    }
}

/// One habit's row on Today: ring with icon, name, streak and score, and its check-in control.
enum TodayRow {
    static func render(_ summary: HabitSummary, day: LogicalDay, returnPath: String, context: RequestContext) -> HTML {
        let t = context.t
        let habit = summary.habit
        let evaluation = summary.evaluation
        let href = "/habits/\(habit.id.uuidString)"
        let streak = HabitText.streakBadge(evaluation.streakDisplay, t: t)
        let progress: HTML = HabitText.progress(summary, t: t).map { "<span class=\"progress\">\($0)</span>" } ?? .empty
        return """
            <li class="habit-row \(habit.color.cssClass)\(HTML(trusted: ProgressRing.rowClass(summary)))" data-habit="\(habit.id.uuidString)">
            <a class="row-link" href="\(href)" data-edit="\(href)/edit" aria-label="\(HabitText.spokenSummary(summary, t: t))">
            \(ProgressRing.render(summary))
            <span class="row-text"><span class="name">\(habit.name)</span>
            <span class="meta">\(streak)<span class="score" title="\(t(.score))">\(t.percent(evaluation.scorePercent))</span>\(progress)</span></span>
            </a>
            \(CheckInControl.render(summary, day: day, returnPath: returnPath, context: context))
            <a class="chevron" href="\(href)" tabindex="-1" aria-hidden="true">\(Glyph.chevron.svg)</a>
            </li>
            """
    }
}

/// The ring around a habit's icon, filled by today's progress.
enum ProgressRing {
    /// Whether today failed for good: a slip on a negative habit, an at-most habit over its limit.
    /// Such a row looks like a slip (red ring, `is-slipped`), never like a success.
    static func isSlipped(_ summary: HabitSummary) -> Bool {
        switch summary.habit.type {
        case .negative: summary.todayAmount > 0
        case .atMost(let target): summary.todayAmount > target
        case .binary, .counter, .timer: false
        }
    }

    /// The row's state class: ` is-done` for a habit done today, ` is-slipped` for a slip.
    static func rowClass(_ summary: HabitSummary) -> String {
        if isSlipped(summary) { return " is-slipped" }
        return summary.isDoneToday && summary.habit.type.recordsMeanDone ? " is-done" : ""
    }

    static func render(_ summary: HabitSummary) -> HTML {
        let fraction: Double
        switch summary.habit.type {
        case .binary: fraction = summary.isDoneToday ? 1 : 0
        // A slip fills the ring in the slip colour; a clean day leaves it empty.
        case .negative: fraction = isSlipped(summary) ? 1 : 0
        case .counter(let target), .timer(let target), .atMost(let target):
            fraction = target > 0 ? min(1, summary.todayAmount / target) : 0
        }
        let circumference = 2 * Double.pi * 20
        // An empty arc would still draw a dot with its round cap.
        let arc: HTML =
            fraction > 0
            ? "<circle class=\"ring-fill\" cx=\"22\" cy=\"22\" r=\"20\" stroke-dasharray=\"\(String(format: "%.2f %.2f", circumference * fraction, circumference))\" transform=\"rotate(-90 22 22)\"/>"
            : .empty
        return """
            <span class="ring" aria-hidden="true"><svg viewBox="0 0 44 44" width="44" height="44">\
            <circle class="ring-track" cx="22" cy="22" r="20"/>\(arc)</svg>\
            <span class="ring-icon">\(HabitIcons.svg(summary.habit.icon))</span></span>
            """
    }
}

/// The check-in control that fits a habit's type: a check, −/+, +5 min, or Slipped.
enum CheckInControl {
    static func render(_ summary: HabitSummary, day: LogicalDay, returnPath: String, context: RequestContext) -> HTML {
        let t = context.t
        let habit = summary.habit
        let action = "/habits/\(habit.id.uuidString)/checkin"
        func form(_ buttons: HTML) -> HTML {
            """
            <form class="checkin" method="post" action="\(action)" data-instant>\
            \(context.csrfField)<input type="hidden" name="day" value="\(day.description)">\
            <input type="hidden" name="return" value="\(returnPath)">\(buttons)</form>
            """
        }
        switch habit.type {
        case .binary:
            let isDone = summary.todayAmount > 0
            let label = isDone ? t(.markNotDone(habit.name)) : t(.markDone(habit.name))
            return form(
                "<button class=\"check\(HTML(trusted: isDone ? " on" : ""))\" name=\"action\" value=\"toggle\" aria-pressed=\"\(isDone ? "true" : "false")\" aria-label=\"\(label)\" title=\"\(label)\">\(Glyph.check.svg)</button>"
            )
        case .negative:
            let slipped = summary.todayAmount > 0
            let label = slipped ? t(.undoSlip(habit.name)) : t(.logSlip(habit.name))
            return form(
                "<button class=\"pill slip\(HTML(trusted: slipped ? " on" : ""))\" name=\"action\" value=\"toggle\" aria-pressed=\"\(slipped ? "true" : "false")\" aria-label=\"\(label)\" title=\"\(label)\">\(t(.slipped))</button>"
            )
        case .timer:
            return form(
                "<button class=\"pill add-time\" name=\"action\" value=\"plus\" aria-label=\"\(t(.addFiveMinutes(habit.name)))\" title=\"\(t(.addFiveMinutes(habit.name)))\">+5m</button>"
            )
        case .counter, .atMost:
            let minus: HTML =
                "<button class=\"round-small minus\" name=\"action\" value=\"minus\" aria-label=\"\(t(.decrease(habit.name)))\" title=\"\(t(.decrease(habit.name)))\"\(attribute: "disabled", when: summary.todayAmount <= 0)>\(Glyph.minus.svg)</button>"
            let plus: HTML =
                "<button class=\"round-small plus\" name=\"action\" value=\"plus\" aria-label=\"\(t(.increase(habit.name)))\" title=\"\(t(.increase(habit.name)))\">\(Glyph.plus.svg)</button>"
            return form("<span class=\"stepper\">\(minus)\(plus)</span>")
        }
    }
}

/// Messages shown once after a redirect, named in the query (`?notice=archived`).
enum Notice: String {
    case created, saved, archived, unarchived, deleted, imported, settingsSaved, signedOut

    func text(_ t: Localizer) -> String {
        switch self {
        case .created: t(.noticeCreated)
        case .saved: t(.noticeSaved)
        case .archived: t(.noticeArchived)
        case .unarchived: t(.noticeUnarchived)
        case .deleted: t(.noticeDeleted)
        case .imported: t(.noticeImported)
        case .settingsSaved: t(.noticeSettingsSaved)
        case .signedOut: t(.noticeSignedOut)
        }
    }
}

extension Phrase {
    static let scheduled = Phrase("Scheduled", "Prévues")
    static let notScheduledToday = Phrase("Not scheduled today", "Pas prévues aujourd’hui")
    static let noHabitsYet = Phrase("No habits yet", "Pas encore d’habitude")
    static let noHabitsHint = Phrase(
        "Start with one small thing you want to do every day.", "Commencez par une petite chose à faire chaque jour.")
    static let createFirstHabit = Phrase("Create a habit", "Créer une habitude")
    static let importABackup = Phrase("Import a backup", "Importer une sauvegarde")
    static let importABackupHint = Phrase(
        "Coming from Kadō or Loop Habit Tracker? Import its backup on Settings.",
        "Vous venez de Kadō ou de Loop Habit Tracker ? Importez sa sauvegarde dans les réglages.")
    static let todayHint = Phrase(
        "Tap a habit for its detail; on a touch screen, long-press to edit.",
        "Touchez une habitude pour son détail ; sur un écran tactile, appui long pour la modifier.")
    static let slipped = Phrase("Slipped", "Craqué")
    static func doneOfDue(_ done: Int, _ due: Int) -> Phrase {
        Phrase("\(done) of \(due) done", "\(done) sur \(due) \(done > 1 ? "faites" : "faite")")
    }
    static func markDone(_ name: String) -> Phrase { Phrase("Mark \(name) done", "Marquer \(name) comme fait") }
    static func markNotDone(_ name: String) -> Phrase {
        Phrase("Mark \(name) not done", "Marquer \(name) comme non fait")
    }
    static func logSlip(_ name: String) -> Phrase { Phrase("Log a slip for \(name)", "Noter un écart pour \(name)") }
    static func undoSlip(_ name: String) -> Phrase {
        Phrase("Remove today’s slip for \(name)", "Retirer l’écart du jour pour \(name)")
    }
    static func addFiveMinutes(_ name: String) -> Phrase {
        Phrase("Add 5 minutes to \(name)", "Ajouter 5 minutes à \(name)")
    }
    static func increase(_ name: String) -> Phrase { Phrase("Add one to \(name)", "Ajouter un à \(name)") }
    static func decrease(_ name: String) -> Phrase { Phrase("Remove one from \(name)", "Retirer un à \(name)") }
    static let noticeCreated = Phrase("Habit created.", "Habitude créée.")
    static let noticeSaved = Phrase("Changes saved.", "Modifications enregistrées.")
    static let noticeArchived = Phrase("Habit archived.", "Habitude archivée.")
    static let noticeUnarchived = Phrase("Habit back in your list.", "Habitude de retour dans votre liste.")
    static let noticeDeleted = Phrase("Habit deleted.", "Habitude supprimée.")
    static let noticeImported = Phrase("Backup imported.", "Sauvegarde importée.")
    static let noticeSettingsSaved = Phrase("Settings saved.", "Réglages enregistrés.")
    static let noticeSignedOut = Phrase("Signed out.", "Déconnecté.")
}

import Foundation
import KadoApp
import KadoBackup
import KadoCore

/// Importing a backup from the Settings screen: the upload is read and dry-run (nothing is
/// written), the person sees what would change, and only their confirmation imports it.
///
/// Between the two steps the decoded file waits in ``WebApp/pendingImports`` under a random id,
/// for half an hour at most, and only a few at a time (each may be large).
extension WebApp {
    /// How long an upload waits for its confirmation.
    static let pendingImportLifetime: TimeInterval = 30 * 60
    /// How many uploads wait at once; a new one pushes out the oldest.
    static let pendingImportLimit = 3

    /// `POST /settings/import` (multipart, field `file`): the dry-run summary, or the Settings
    /// screen with the problem (422) when the file cannot be imported.
    func previewImport(_ context: RequestContext) throws -> HTTPResponse {
        let t = context.t
        let form = try form(context.request)
        // A form sent without a file still has the part, with no name and no bytes.
        guard let file = form.file("file"), !(file.body.isEmpty && (file.filename ?? "").isEmpty) else {
            return try importRefused(t(.chooseBackupFile), context)
        }
        let filename = Self.displayName(of: file.filename)
        // An empty file (or one of blank lines only) is no broken backup: say what it is.
        guard file.body.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            return try importRefused(t(.emptyBackupFile(filename)), context)
        }
        let data = Data(file.body)
        guard let format = BackupFormat.detect(data) else {
            return try importRefused(t(.unknownBackupFormat(filename)), context)
        }
        let timeZone = try tracker.calendar().boundary.timeZone
        let contents: BackupContents
        do {
            switch format {
            case .json: contents = try KadoJSONBackup.decode(data, timeZone: timeZone, limits: tracker.limits)
            case .csv: contents = try KadoCSVBackup.decode(data, timeZone: timeZone, limits: tracker.limits)
            // Loop's file is an SQLite database: the reader copies it to a temporary file to open it.
            case .loop: contents = try LoopDatabaseReader.read(data: data, timeZone: timeZone, limits: tracker.limits)
            }
        } catch {
            return try importRefused(t(.unreadableBackup(filename, "\(error)")), context)
        }
        let summary: ImportSummary
        do {
            summary = try tracker.importBackup(contents, format: format, dryRun: true)
        } catch {
            guard case .invalid(let problem) = error else { throw error }
            return try importRefused(t(.unreadableBackup(filename, problem.description)), context)
        }
        let id =
            summary.changesAnything
            ? keepPendingImport(
                PendingImport(
                    contents: contents, format: format, filename: filename, created: tracker.currentInstant()))
            : nil
        return .html(
            ImportSummaryView.render(summary, incoming: contents.habits, filename: filename, id: id, context: context))
    }

    /// `POST /settings/import/confirm` (field `id`, and a `merge` field with the id of each of
    /// the file's habits to merge into the habit here of the same name): imports the upload for
    /// real, then back to Settings. An unknown id is 404, an expired one 410.
    func confirmImport(_ context: RequestContext) throws -> HTTPResponse {
        let t = context.t
        let form = try form(context.request)
        let id = form["id"] ?? ""
        guard let pending = pendingImports[id] else {
            return .html(try settingsScreen(context, state: SettingsState(pageError: t(.importNotFound))), status: 404)
        }
        guard tracker.currentInstant().timeIntervalSince(pending.created) <= Self.pendingImportLifetime else {
            pendingImports[id] = nil
            return .html(try settingsScreen(context, state: SettingsState(pageError: t(.importExpired))), status: 410)
        }
        do {
            let merged = Set(form.values("merge").compactMap(UUID.init(uuidString:)))
            _ = try tracker.importBackup(
                pending.contents, format: pending.format, dryRun: false, nameMatches: .merge(merged))
        } catch {
            guard case .invalid(let problem) = error else { throw error }
            pendingImports[id] = nil
            return try importRefused(t(.unreadableBackup(pending.filename, problem.description)), context)
        }
        pendingImports[id] = nil
        return .seeOther("/settings?notice=\(Notice.imported.rawValue)")
    }

    /// The Settings screen with `message` under the import field, status 422.
    private func importRefused(_ message: String, _ context: RequestContext) throws -> HTTPResponse {
        .html(try settingsScreen(context, state: SettingsState(importError: message)), status: 422)
    }

    /// Keeps `pending` under a new random id, after dropping expired uploads and, past the limit,
    /// the oldest.
    private func keepPendingImport(_ pending: PendingImport) -> String {
        pendingImports = pendingImports.filter {
            pending.created.timeIntervalSince($0.value.created) <= Self.pendingImportLifetime
        }
        while pendingImports.count >= Self.pendingImportLimit,
            let oldest = pendingImports.min(by: { $0.value.created < $1.value.created })?.key
        {
            pendingImports[oldest] = nil
        }
        let id = Secret.hex(byteCount: 16)
        pendingImports[id] = pending
        return id
    }

    /// The uploaded file's name without any folder a browser may send, shortened.
    static func displayName(of filename: String?) -> String {
        let base = (filename ?? "").split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        let trimmed = base.trimmed
        guard !trimmed.isEmpty else { return "backup" }
        return trimmed.count > 80 ? String(trimmed.prefix(79)) + "…" : trimmed
    }
}

/// The dry-run summary: counts of what is new, updated and unchanged, the habits by name, what
/// would be left out, and Confirm / Cancel.
enum ImportSummaryView {
    /// How many habit names each list shows before "and N more".
    static let namesShown = 24

    static func render(
        _ summary: ImportSummary, incoming: [Habit], filename: String, id: String?, context: RequestContext
    ) -> HTML {
        let t = context.t
        let kind: String =
            switch summary.format {
            case "json": t(.kadoJSONBackup)
            case "csv": t(.kadoCSVBackup)
            default: t(.loopDatabase)
            }
        var rows: [HTML] = [countsRow(t(.habitsLabel), summary.habits, t: t)]
        rows.append(countsRow(t(.recordsLabel), summary.completions, t: t))
        if summary.skips.total > 0 { rows.append(countsRow(t(.skipsLabel), summary.skips, t: t)) }
        let settingsLine: HTML =
            summary.settingsChanges.isEmpty
            ? .empty
            : """
            <p class="import-note">\(Glyph.info.svg)<span>\(t(.importSettingsChange))</span></p>
            <ul class="import-changes">\(summary.settingsChanges.map { change($0, t: t) })</ul>
            """
        let intro: HTML =
            summary.changesAnything
            ? Layout.notice(t(.dryRunNotice)) : Layout.notice(t(.importChangesNothing))
        let colors = Dictionary(incoming.map { ($0.id, $0.color) }, uniquingKeysWith: { first, _ in first })
        let added = summary.newHabits.map { (name: $0.name, color: colors[$0.id] ?? .blue) }
        let actions: HTML
        if let id {
            actions = """
                <form method="post" action="/settings/import/confirm">\(context.csrfField)<input type="hidden" name="id" value="\(id)">\
                \(matches(summary.nameMatches, t: t))
                <div class="import-actions">
                <button class="button primary" type="submit">\(Glyph.check.svg)\(t(.confirmImport))</button>
                <a class="button" href="/settings">\(t(.cancel))</a>
                </div>
                </form>
                """
        } else {
            actions =
                "<div class=\"import-actions\"><a class=\"button primary\" href=\"/settings\">\(t(.backToSettings))</a></div>"
        }
        return Layout.page(
            t(.reviewImportTitle), tab: .settings, context: context,
            content: """
                \(Layout.header(t(.reviewImportTitle), subtitle: filename + " · " + kind, back: ("/settings", t(.settings))))
                <div class="import-review">
                \(intro)
                <section class="card import-card" aria-labelledby="import-counts">
                <h2 class="visually-hidden" id="import-counts">\(t(.whatChanges))</h2>
                <table class="import-table">
                <thead><tr><td></td><th scope="col">\(t(.newLabel))</th><th scope="col">\(t(.updatedLabel))</th><th scope="col">\(t(.unchangedLabel))</th></tr></thead>
                <tbody>\(rows)</tbody>
                </table>
                \(settingsLine)
                </section>
                \(names(t(.newHabits), added, id: "import-added", t: t))
                \(updates(summary.updatedHabits, t: t))
                \(leftOut(summary.leftOut, title: t(.leftOutTitle(summary.leftOut.count)), t: t))
                \(leftOut(summary.replacedText, title: t(.replacedTextTitle(summary.replacedText.count)), t: t))
                \(actions)
                <p class="footnote">\(t(.importNeverDeletes))</p>
                </div>
                """)
    }

    /// The habits here that change: each field from what to what, and their new and updated records.
    private static func updates(_ list: [ImportSummary.HabitUpdate], t: Localizer) -> HTML {
        guard !list.isEmpty else { return .empty }
        let items = list.prefix(namesShown).map { update -> HTML in
            var lines = update.changes.map { change($0, t: t) }
            if update.records.new + update.records.updated > 0 {
                lines.append("<li>\(t(.recordChanges(new: update.records.new, updated: update.records.updated)))</li>")
            }
            if update.skips.new + update.skips.updated > 0 {
                lines.append("<li>\(t(.skipChanges(new: update.skips.new, updated: update.skips.updated)))</li>")
            }
            return "<li><strong>\(update.name)</strong><ul class=\"import-changes\">\(lines)</ul></li>"
        }
        let more: HTML = list.count > namesShown ? "<li>\(t(.andMore(list.count - namesShown)))</li>" : .empty
        return """
            <section class="card import-updates" aria-labelledby="import-updated">
            <h2 class="section-title" id="import-updated">\(t(.updatedHabits)) · \(list.count)</h2>
            <ul>\(items)\(more)</ul>
            </section>
            """
    }

    /// `Type: counter:8 → atmost:3`.
    private static func change(_ change: ImportSummary.FieldChange, t: Localizer) -> HTML {
        func value(_ text: String?) -> HTML {
            guard let text else { return "<em>\(t(.noValue))</em>" }
            return "<code>\(text)</code>"
        }
        return """
            <li><span class="import-field">\(t(.fieldName(change.field)))</span> \(value(change.from)) → \(value(change.to))</li>
            """
    }

    /// The file's new habits named like one here, each with the choice to merge it (unchecked:
    /// both are kept).
    private static func matches(_ list: [ImportSummary.NameMatch], t: Localizer) -> HTML {
        guard !list.isEmpty else { return .empty }
        let items = list.map { match -> HTML in
            """
            <li><label class="import-match"><input type="checkbox" name="merge" value="\(match.incomingID.uuidString)">\
            <span>\(t(.mergeInto(match.incomingName, match.existingName)))</span></label></li>
            """
        }
        return """
            <fieldset class="card import-matches">
            <legend class="section-title">\(t(.sameNameTitle(list.count)))</legend>
            <p class="set-detail">\(t(.sameNameDetail))</p>
            <ul>\(items)</ul>
            </fieldset>
            """
    }

    private static func countsRow(_ title: String, _ counts: ImportSummary.Counts, t: Localizer) -> HTML {
        func cell(_ value: Int, _ modifier: String) -> HTML {
            "<td class=\"import-count\(HTML(trusted: value > 0 ? " " + modifier : ""))\">\(value)</td>"
        }
        return """
            <tr><th scope="row"><span class="import-kind">\(title)</span><span class="import-total">\(t(.inTheFile(counts.total)))</span></th>\
            \(cell(counts.new, "is-new"))\(cell(counts.updated, "is-updated"))\(cell(counts.unchanged, "is-same"))</tr>
            """
    }

    private static func names(
        _ title: String, _ habits: [(name: String, color: HabitColor)], id: String, t: Localizer
    ) -> HTML {
        guard !habits.isEmpty else { return .empty }
        let chips = habits.prefix(namesShown).map { habit -> HTML in
            "<li class=\"chip \(habit.color.cssClass)\"><span class=\"chip-dot\" aria-hidden=\"true\"></span>\(habit.name)</li>"
        }
        let more: HTML =
            habits.count > namesShown
            ? "<li class=\"chip more\">\(t(.andMore(habits.count - namesShown)))</li>" : .empty
        return """
            <section class="import-names" aria-labelledby="\(id)">
            <h2 class="section-title" id="\(id)">\(title) · \(habits.count)</h2>
            <ul class="chips" role="list">\(chips)\(more)</ul>
            </section>
            """
    }

    /// A folded list of items with what happens to them (left out, or text replaced).
    private static func leftOut(_ items: [ImportSummary.LeftOut], title: String, t: Localizer) -> HTML {
        guard !items.isEmpty else { return .empty }
        let shown = items.prefix(50).map {
            "<li><strong>\($0.item)</strong>\(t(.labelSeparator))\($0.reason)</li>" as HTML
        }
        let more: HTML = items.count > 50 ? "<li>\(t(.andMore(items.count - 50)))</li>" : .empty
        return """
            <details class="card import-left-out">
            <summary>\(title)</summary>
            <ul>\(shown)\(more)</ul>
            </details>
            """
    }
}

extension Phrase {
    static let reviewImportTitle = Phrase("Review import", "Vérifier l’import")
    static let whatChanges = Phrase("What importing changes", "Ce que l’import change")
    static let kadoJSONBackup = Phrase("Kadō JSON backup", "sauvegarde Kadō JSON")
    static let kadoCSVBackup = Phrase("Kadō CSV backup", "sauvegarde Kadō CSV")
    static let loopDatabase = Phrase("Loop Habit Tracker database", "base Loop Habit Tracker")
    static let habitsLabel = Phrase("Habits", "Habitudes")
    static let recordsLabel = Phrase("Records", "Relevés")
    static let skipsLabel = Phrase("Skips and pauses", "Jours sautés et pauses")
    static let newLabel = Phrase("New", "Nouveaux")
    static let updatedLabel = Phrase("Updated", "Modifiés")
    static let unchangedLabel = Phrase("Unchanged", "Identiques")
    static func inTheFile(_ count: Int) -> Phrase { Phrase("\(count) in the file", "\(count) dans le fichier") }
    static let newHabits = Phrase("New habits", "Nouvelles habitudes")
    static let updatedHabits = Phrase("Updated habits", "Habitudes modifiées")
    static func andMore(_ count: Int) -> Phrase { Phrase("and \(count) more", "et \(count) de plus") }
    static func leftOutTitle(_ count: Int) -> Phrase {
        Phrase(
            count == 1 ? "1 item is left out" : "\(count) items are left out",
            count == 1 ? "1 élément est laissé de côté" : "\(count) éléments sont laissés de côté")
    }
    static func replacedTextTitle(_ count: Int) -> Phrase {
        Phrase(
            count == 1
                ? "1 name or note has characters replaced (line breaks, tabs, control characters)"
                : "\(count) names or notes have characters replaced (line breaks, tabs, control characters)",
            count == 1
                ? "1 nom ou note a des caractères remplacés (sauts de ligne, tabulations, caractères de contrôle)"
                : "\(count) noms ou notes ont des caractères remplacés (sauts de ligne, tabulations, caractères de contrôle)"
        )
    }
    static let importSettingsChange = Phrase(
        "The file’s day start, week start and language replace yours.",
        "Le début de journée, le début de semaine et la langue du fichier remplacent les vôtres.")
    static let dryRunNotice = Phrase(
        "Nothing has been written yet: this is what importing the file would do.",
        "Rien n’a encore été écrit : voici ce que l’import du fichier ferait.")
    static let importChangesNothing = Phrase(
        "Importing this file would change nothing: everything in it is already here.",
        "Importer ce fichier ne changerait rien : tout son contenu est déjà là.")
    static let confirmImport = Phrase("Import", "Importer")
    static let noValue = Phrase("none", "aucun")
    static func fieldName(_ field: String) -> Phrase {
        switch field {
        case "name": Phrase("Name", "Nom")
        case "frequency": Phrase("Schedule", "Fréquence")
        case "type": Phrase("Type", "Type")
        case "unit": Phrase("Unit", "Unité")
        case "color": Phrase("Colour", "Couleur")
        case "icon": Phrase("Icon", "Icône")
        case "createdAt": Phrase("Created", "Création")
        case "archivedAt": Phrase("Archived", "Archivage")
        case "reminders": Phrase("Reminder", "Rappel")
        case "sortOrder": Phrase("Order", "Ordre")
        case "scoreModel": Phrase("Score", "Score")
        case "dayStart": Phrase("Day starts at", "Début de journée")
        case "weekStart": Phrase("Week starts on", "Début de semaine")
        case "language": Phrase("Language", "Langue")
        default: Phrase(field, field)
        }
    }
    static func recordChanges(new: Int, updated: Int) -> Phrase {
        Phrase(
            "Records: \(new) new, \(updated) updated", "Relevés : \(new) nouveaux, \(updated) modifiés")
    }
    static func skipChanges(new: Int, updated: Int) -> Phrase {
        Phrase(
            "Skips and pauses: \(new) new, \(updated) updated",
            "Jours sautés et pauses : \(new) nouveaux, \(updated) modifiés")
    }
    static func sameNameTitle(_ count: Int) -> Phrase {
        Phrase(
            count == 1
                ? "1 new habit has the name of one of yours" : "\(count) new habits have the name of one of yours",
            count == 1
                ? "1 nouvelle habitude porte le nom d’une des vôtres"
                : "\(count) nouvelles habitudes portent le nom d’une des vôtres")
    }
    static let sameNameDetail = Phrase(
        "Unticked, both are kept. Ticked, the file’s habit is merged into yours: its records and skips go to yours, "
            + "yours keeps its settings; on a day both have, your value is kept and the file’s note is kept too.",
        "Non cochée, les deux sont gardées. Cochée, l’habitude du fichier est fusionnée dans la vôtre : ses relevés "
            + "et jours sautés y vont, la vôtre garde ses réglages ; un jour présent des deux côtés garde votre valeur, "
            + "et la note du fichier est gardée aussi.")
    static func mergeInto(_ incoming: String, _ existing: String) -> Phrase {
        Phrase("Merge “\(incoming)” into your “\(existing)”", "Fusionner « \(incoming) » dans votre « \(existing) »")
    }
    static let backToSettings = Phrase("Back to Settings", "Retour aux réglages")
    static let importNeverDeletes = Phrase(
        "An import never deletes: what is here and not in the file stays; for what both hold, the file wins, "
            + "except what its format cannot carry, which stays as it is here.",
        "Un import ne supprime rien : ce qui est ici et pas dans le fichier reste ; pour ce que les deux contiennent, "
            + "le fichier l’emporte, sauf ce que son format ne peut pas porter, qui reste tel quel ici."
    )
    static let chooseBackupFile = Phrase(
        "Choose a backup file to import.", "Choisissez un fichier de sauvegarde à importer.")
    static func emptyBackupFile(_ file: String) -> Phrase {
        Phrase(
            "“\(file)” is empty: there is nothing in it to import. Choose the file Kadō or Loop exported.",
            "« \(file) » est vide : il n’y a rien à importer. Choisissez le fichier exporté par Kadō ou Loop.")
    }
    static func unknownBackupFormat(_ file: String) -> Phrase {
        Phrase(
            "“\(file)” is neither a Kadō backup (JSON or CSV) nor a Loop Habit Tracker database. Nothing was imported.",
            "« \(file) » n’est ni une sauvegarde Kadō (JSON ou CSV) ni une base Loop Habit Tracker. Rien n’a été importé."
        )
    }
    static func unreadableBackup(_ file: String, _ problem: String) -> Phrase {
        Phrase(
            "“\(file)” cannot be imported: \(problem). Nothing was imported.",
            "« \(file) » ne peut pas être importé : \(problem). Rien n’a été importé.")
    }
    static let importNotFound = Phrase(
        "There is no upload waiting with this id: it was imported already, or the server restarted. Upload the file again.",
        "Aucun envoi n’attend avec cet identifiant : il a déjà été importé, ou le serveur a redémarré. Renvoyez le fichier."
    )
    static let importExpired = Phrase(
        "This upload waited more than 30 minutes and has expired. Upload the file again.",
        "Cet envoi a attendu plus de 30 minutes et a expiré. Renvoyez le fichier.")
}

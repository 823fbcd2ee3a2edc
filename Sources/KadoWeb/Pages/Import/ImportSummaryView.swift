import Foundation
import KadoApp
import KadoCore

/// The dry-run summary: counts of what is new, updated and unchanged, the habits by name, what
/// would be left out, and Confirm / Cancel.
enum ImportSummaryView {
    /// How many habit names each list shows before "and N more".
    static let namesShown = 24

    /// The formats an import reads, as ``ImportSummary/format`` names them.
    static let formats = ["json", "csv", "habitbull", "loopcsv", "rewire", "tickmate", "spreadsheet", "loop"]

    /// What a file of `format` is, in words for people ("Loop Habit Tracker database").
    static func kindPhrase(_ format: String) -> Phrase {
        switch format {
        case "json": .kadoJSONBackup
        case "csv": .kadoCSVBackup
        case "habitbull": .habitBullExport
        case "loopcsv": .loopCSVExport
        case "rewire": .rewireDatabase
        case "tickmate": .tickmateDatabase
        case "spreadsheet": .spreadsheetCSV
        default: .loopDatabase
        }
    }

    /// The review of `prepared`; `reach` and `timeZone` say where a replace's reverts reach and
    /// when the other devices were last seen.
    static func render(
        _ prepared: PreparedImport, filename: String, id: String?, context: RequestContext, notice: String? = nil,
        reach: SyncReach = SyncReach(isSyncing: false), timeZone: TimeZone = .current
    ) -> HTML {
        let t = context.t
        let summary = prepared.summary
        let incoming = prepared.file.habits
        let kind = t(kindPhrase(summary.format))
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
        var intro: HTML =
            summary.changesAnything
            ? Layout.notice(t(.dryRunNotice)) : Layout.notice(t(.importChangesNothing))
        if let notice { intro = Layout.notice(notice) }
        let colors = Dictionary(incoming.map { ($0.id, $0.color) }, uniquingKeysWith: { first, _ in first })
        let added = summary.newHabits.map { (name: $0.name, color: colors[$0.id] ?? .blue) }
        let actions: HTML
        if let id {
            actions = """
                <form method="post" action="/settings/import/confirm">\(context.csrfField)<input type="hidden" name="id" value="\(id)">\
                <input type="hidden" name="mode" value="\(summary.mode.rawValue)">
                \(matches(summary.nameMatches, t: t))
                \(later(summary, reach: reach, timeZone: timeZone, t: t))
                <div class="import-actions">
                \(importButton(summary, t: t))
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
                \(remarks(summary.remarks, t: t))
                \(leftOut(summary.leftOut, title: t(.leftOutTitle(summary.leftOut.count)), t: t))
                \(leftOut(summary.replacedText, title: t(.replacedTextTitle(summary.replacedText.count)), t: t))
                \(actions)
                <p class="footnote">\(t(.importNeverDeletes))</p>
                </div>
                """)
    }

    /// *Import* (*Import and revert* for a replace that reverts later changes); none when the
    /// import would change nothing (a merge that keeps every later change).
    private static func importButton(_ summary: ImportSummary, t: Localizer) -> HTML {
        guard summary.changesAnything else { return .empty }
        let label = t(summary.mode == .replace && !summary.laterChanges.isEmpty ? .confirmReplace : .confirmImport)
        return """
            <button class="button primary" type="submit" name="step" value="import">\(Glyph.check.svg)\(label)</button>
            """
    }

    /// What changed here after the file: kept (with the choice to revert it, reviewed first), or
    /// reverted by the replace chosen, on the devices it reaches (with the choice to keep it).
    private static func later(
        _ summary: ImportSummary, reach: SyncReach, timeZone: TimeZone, t: Localizer
    ) -> HTML {
        let later = summary.laterChanges
        guard !later.isEmpty else { return .empty }
        var lines: [HTML] = []
        let utc = TimeZone(identifier: "UTC") ?? timeZone
        let written = summary.fileWrittenAt.map { Phrase.minuteText($0, in: utc) + " UTC" }
        let button: HTML
        switch summary.mode {
        case .merge:
            if let what = Phrase.laterChanges(later) {
                lines.append("<p>\(t(.laterKept(what, writtenAt: written)))</p>")
            }
            if let what = Phrase.laterDeletions(later) { lines.append("<p>\(t(.laterDeletionsKept(what)))</p>") }
            button = """
                <button class="button small tinted" type="submit" name="switch" value="replace">\(t(.replaceWithFile))</button>
                """
        case .replace:
            let reachText = Phrase.reach(reach, timeZone: timeZone)
            if let what = Phrase.laterChanges(later) {
                lines.append("<p><strong>\(t(.laterReverted(what, reach: reachText)))</strong></p>")
            }
            if let what = Phrase.laterDeletions(later) { lines.append("<p>\(t(.laterDeletionsUndone(what)))</p>") }
            button = """
                <button class="button small tinted" type="submit" name="switch" value="merge">\(t(.keepLaterChanges))</button>
                """
        }
        return """
            <section class="card import-later" aria-labelledby="import-later">
            <h2 class="section-title" id="import-later">\(t(.laterTitle))</h2>
            \(lines)
            \(button)
            </section>
            """
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
            <li><label class="import-match"><input type="checkbox" name="merge" value="\(match.incomingID.uuidString)"\
            \(attribute: "checked", when: match.isMerged)>\
            <span>\(t(.mergeInto(match.incomingName, match.existingName)))</span></label>\
            \(match.isMerged ? "<span class=\"set-detail\">\(t(.mergeCounts(match.recordsMoved, match.daysInBoth)))</span>" as HTML : .empty)</li>
            """
        }
        // The counts above are the server's plan for the ticks shown: another choice is worked
        // out again here before it can be imported.
        return """
            <fieldset class="card import-matches">
            <legend class="section-title">\(t(.sameNameTitle(list.count)))</legend>
            <p class="set-detail">\(t(.sameNameDetail))</p>
            <ul>\(items)</ul>
            <button class="button small tinted" type="submit" name="step" value="review">\(t(.recountImport))</button>
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

    /// What another app's file says that is not imported as such, open: it is read before confirming.
    private static func remarks(_ remarks: [ImportRemark], t: Localizer) -> HTML {
        guard !remarks.isEmpty else { return .empty }
        let shown = remarks.prefix(50).map { "<li>\(t(.importRemark($0)))</li>" as HTML }
        let more: HTML = remarks.count > 50 ? "<li>\(t(.andMore(remarks.count - 50)))</li>" : .empty
        return """
            <details class="card import-left-out import-remarks" open>
            <summary>\(t(.remarksTitle(remarks.count)))</summary>
            <ul>\(shown)\(more)</ul>
            </details>
            """
    }

    /// A folded list of items with what happens to them (left out, or text replaced).
    private static func leftOut(_ items: [ImportSummary.LeftOut], title: String, t: Localizer) -> HTML {
        guard !items.isEmpty else { return .empty }
        let shown = items.prefix(50).map {
            "<li><strong>\(t(.leftOutSubject($0.subject)))</strong>\(t(.labelSeparator))\(t(.leftOutReason($0.why)))</li>"
                as HTML
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

import Foundation
import KadoApp
import KadoCore

/// The review of restoring an automatic backup (``BackupUseCases/restorePlan(fileAt:mode:)``): what it
/// brings back, what it keeps (by default) or deletes and reverts, on which devices (a replace),
/// and the choice between the two, before *Restore*.
enum RestoreReviewView {
    static func render(
        _ plan: RestorePlan, file: String, context: RequestContext, timeZone: TimeZone, notice: String? = nil
    ) -> HTML {
        let t = context.t
        let summary = plan.summary
        var lines: [HTML] = [
            "<p>\(t(.restoreCounts(t(.restoreHabitsKind), summary.habits)))</p>",
            "<p>\(t(.restoreCounts(t(.restoreRecordsKind), summary.completions)))</p>",
        ]
        let later = summary.laterChanges
        switch plan.mode {
        case .merge:
            let utc = TimeZone(identifier: "UTC") ?? timeZone
            let written = plan.fileWrittenAt.map { Phrase.minuteText($0, in: utc) + " UTC" }
            if let what = Phrase.laterChanges(later) {
                lines.append("<p>\(t(.laterKept(what, writtenAt: written)))</p>")
            }
            if let what = Phrase.laterDeletions(later) { lines.append("<p>\(t(.laterDeletionsKept(what)))</p>") }
        case .replace:
            lines.append(
                "<p>\(t(.restoreRemoves(plan.removedHabits.count, plan.removedRecords, plan.removedSkips)))</p>")
            if let what = Phrase.laterChanges(plan.lost) {
                lines.append(
                    "<p><strong>\(t(.restoreLoses(what, reach: Phrase.reach(plan.reach, timeZone: timeZone))))</strong></p>"
                )
            }
        }
        if !plan.changesAnything { lines.append("<p>\(t(.restoreNothing))</p>") }
        let restore: HTML =
            plan.changesAnything
            ? """
            <button class="button primary" type="submit" name="step" value="restore">\(t(plan.mode == .replace ? .replaceRestoreButton : .restoreButton))</button>
            """ : .empty
        let other: ImportMode = plan.mode == .merge ? .replace : .merge
        return Layout.page(
            t(.restoreTitle(file)), tab: .settings, context: context,
            content: """
                \(Layout.header(t(.restoreTitle(file)), back: ("/settings#settings-backups", t(.settings))))
                <div class="import-review">
                \(Layout.notice(notice ?? t(plan.mode == .merge ? .restoreMergeIntro : .restoreReplaceIntro)))
                <section class="card import-later" id="restore-review">
                \(lines)
                </section>
                <form method="post" action="/settings/backups/restore">\(context.csrfField)
                <input type="hidden" name="file" value="\(file)">
                <input type="hidden" name="mode" value="\(plan.mode.rawValue)">
                <div class="import-actions">
                \(restore)
                <button class="button small tinted" type="submit" name="switch" value="\(other.rawValue)">\(t(other == .replace ? .switchToReplace : .switchToMerge))</button>
                <a class="button" href="/settings#settings-backups">\(t(.cancel))</a>
                </div>
                </form>
                </div>
                """)
    }
}

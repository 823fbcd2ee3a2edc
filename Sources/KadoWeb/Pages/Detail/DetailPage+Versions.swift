import KadoApp
import KadoCore

/// A habit's versions of terms on the detail page (issue 38), only when they changed from a date:
/// one line under the facts, as `kado show` says it, and a card listing them, each change with a
/// small form to move its start and one to remove it (a confirmation first).
extension DetailPage {
    /// "Since 1 Mar 2026: 3 days a week · before: every day", linking to the card.
    func versionsLine() -> HTML {
        guard habit.hasRuleVersions else { return .empty }
        let text = RuleVersionText.summary(of: habit, t: t, weekStart: weekStart)
        return "<p class=\"versions-line\"><a href=\"#versions\">\(text)</a></p>"
    }

    /// The card: every version, newest first; each but the first (in force from the habit's
    /// start) can be moved or removed.
    func versionsCard() -> HTML {
        guard habit.hasRuleVersions else { return .empty }
        let versions = habit.ruleVersions
        let lines = RuleVersionText.lines(of: habit, t: t, weekStart: weekStart)
        let items = zip(versions, lines).enumerated().reversed().map { index, pair -> HTML in
            let (version, line) = pair
            let text: HTML = "<p class=\"version-text\">\(RuleVersionText.capitalizedFirst(line))</p>"
            guard let start = version.start else { return "<li class=\"version\">\(text)</li>" }
            return "<li class=\"version\">\(text)\(versionForms(start, index: index, of: versions))</li>"
        }
        let error: HTML =
            versionError.map {
                "<p class=\"field-error\" id=\"versions-error\" role=\"alert\">\(Glyph.info.svg)<span>\($0)</span></p>"
            } ?? .empty
        return """
            <section class="card versions-card" id="versions" aria-labelledby="versions-title">
            <h2 id="versions-title" class="card-title">\(t(.versionsTitle))</h2>
            \(error)
            <ol class="versions" reversed>\(items)</ol>
            <p class="muted versions-hint">\(t(.versionsHint))</p>
            </section>
            """
    }

    /// The forms of the version at `index` that starts on `start`: a date to move it to (after the
    /// version before, before the next one, not after today) and Remove.
    private func versionForms(_ start: LogicalDay, index: Int, of versions: [RuleVersion]) -> HTML {
        let date = t.shortDate(start)
        let field = "version-\(start.description)"
        let earliest = (versions[index - 1].start ?? effectiveStart)?.adding(days: 1)
        let next = index + 1 < versions.count ? versions[index + 1].start?.adding(days: -1) : nil
        let latest = min(next ?? today, today)
        let lowest: HTML = earliest.map { " min=\"\($0.description)\"" } ?? .empty
        let bounds: HTML = "\(lowest) max=\"\(latest.description)\""
        let described: HTML = versionError == nil ? .empty : " aria-describedby=\"versions-error\""
        return """
            <div class="version-actions">\
            <form class="version-move" method="post" action="/habits/\(id)/versions/move">\(context.csrfField)\
            <input type="hidden" name="start" value="\(start.description)">\
            <label class="visually-hidden" for="\(field)">\(t(.versionMoveLabel(date)))</label>\
            <input class="time-input" type="date" id="\(field)" name="to" value="\(start.description)"\(bounds)\(described)>\
            <button class="button" type="submit">\(t(.versionMove))</button></form>\
            <form class="version-remove" method="post" action="/habits/\(id)/versions/remove">\(context.csrfField)\
            <input type="hidden" name="start" value="\(start.description)"><input type="hidden" name="confirmed" value="">\
            <button class="button danger" type="submit" aria-label="\(t(.versionRemoveLabel(date)))" data-confirm="\(t(.versionRemoveQuestion(date)))">\(t(.versionRemove))</button></form>\
            </div>
            """
    }
}

import KadoApp
import KadoCore

/// The day editor, opened by a calendar day (`?day=`): the value of that day in the control its
/// type needs, its note, and "Skip this day".
extension DetailPage {
    func dayEditor() -> HTML {
        guard let day = query.day else { return .empty }
        let entry = log.entry(on: day)
        let cell = cell(on: day)
        let state = cell.map { DayText.state(of: $0, entry: entry, habit: habit, t: t) } ?? ""
        let close = path(query.with { $0.day = nil }, fragment: "calendar")
        let head: HTML = """
            <div class="editor-head"><div><h2 id="day-editor-title">\(DayText.title(day, t: t))</h2>\
            <p class="editor-state">\(state.prefix(1).uppercased() + state.dropFirst())</p></div>\
            <a class="close-button" href="\(close)" aria-label="\(t(.detailCloseEditor))" title="\(t(.detailCloseEditor))">\(DetailGlyph.close)</a></div>
            """
        guard !habit.isArchived else {
            let note: HTML =
                entry.map { $0.notes.isEmpty ? .empty : "<p class=\"editor-note\">\($0.note)</p>" } ?? .empty
            return """
                <section class="card day-editor" id="day-editor" aria-labelledby="day-editor-title">
                \(head)\(note)<p class="editor-hint">\(t(.detailArchivedEditor))</p>
                </section>
                """
        }
        let back = returnPath(fragment: "day-editor")
        return """
            <section class="card day-editor" id="day-editor" aria-labelledby="day-editor-title">
            \(head)
            \(valueControl(day, entry: entry, back: back))
            \(form("note", day: day, returnTo: back, className: "editor-note-form", """
            <label for="day-note">\(Glyph.note.svg)\(t(.detailNote))</label>\
            <textarea id="day-note" name="note" rows="3" maxlength="10000" placeholder="\(t(.detailNotePlaceholder))">\(entry?.note ?? "")</textarea>\
            <button class="button">\(t(.detailSaveNote))</button>
            """))
            \(skipControl(day, cell: cell, entry: entry, back: back))
            </section>
            """
    }

    /// The calendar cell of `day`, when the calendar shows its month.
    private func cell(on day: LogicalDay) -> DayCell? {
        let offset = detail.monthStart.days(to: day)
        return detail.month.indices.contains(offset) ? detail.month[offset] : nil
    }

    private func valueControl(_ day: LogicalDay, entry: DayLog.Entry?, back: String) -> HTML {
        let amount = entry?.amount ?? 0
        switch habit.type {
        case .binary:
            let isDone = amount > 0
            return form(
                "checkin", day: day, returnTo: back, className: "editor-row",
                isDone
                    ? "<button class=\"button wide\" name=\"action\" value=\"undo\">\(t(.detailMarkDayNotDone))</button>"
                    : "<button class=\"button primary wide\" name=\"action\" value=\"done\">\(Glyph.check.svg)\(t(.detailMarkDayDone))</button>"
            )
        case .negative:
            let slipped = amount > 0
            return form(
                "checkin", day: day, returnTo: back, className: "editor-row",
                slipped
                    ? "<button class=\"button wide\" name=\"action\" value=\"undo\">\(t(.detailRemoveSlip))</button>"
                    : "<button class=\"button wide action-slip\" name=\"action\" value=\"done\">\(t(.detailLogDaySlip))</button>"
            )
        case .counter, .atMost, .timer:
            let isTimer: Bool
            if case .timer = habit.type { isTimer = true } else { isTimer = false }
            let label = isTimer ? t(.detailMinutes) : (HabitText.unit(of: habit) ?? t(.detailAmount))
            let value =
                isTimer
                ? String(Int((amount / 60).rounded())) : t.number(amount).replacingOccurrences(of: ",", with: ".")
            let target = habit.type.target.map {
                isTimer ? t.duration(seconds: $0) : HabitText.amount($0, of: habit, t: t)
            }
            let targetNote: HTML = target.map { "<span class=\"editor-target\">/ \($0)</span>" } ?? .empty
            return form(
                "checkin", day: day, returnTo: back, className: "editor-row editor-value",
                """
                <input type="hidden" name="action" value="set"><label for="day-value">\(label.prefix(1).uppercased() + label.dropFirst())</label>\
                <span class="value-field"><input id="day-value" name="value" type="number" inputmode="decimal" min="0" \
                step="\(isTimer ? "1" : "any")" value="\(value)">\(targetNote)</span>\
                <button class="button primary">\(t(.detailSave))</button>
                """)
        }
    }

    private func skipControl(_ day: LogicalDay, cell: DayCell?, entry: DayLog.Entry?, back: String) -> HTML {
        // A day done stays done when skipped (the record wins), so offering to skip it would do nothing.
        if habit.type.recordsMeanDone, (entry?.positives ?? 0) > 0 { return .empty }
        if case .skipped = cell {
            let notes = detail.skips.filter { $0.days.contains(day) }.compactMap(\.note)
            let reason: HTML =
                notes.isEmpty ? .empty : " <span class=\"skip-reason\">\(notes.joined(separator: " · "))</span>"
            return "<p class=\"editor-skipped\">\(Glyph.skip.svg)<span>\(t(.detailDaySkipped))\(reason)</span></p>"
        }
        return form(
            "skip", day: day, returnTo: back, className: "editor-skip-form",
            """
            <label for="skip-note">\(t(.detailSkipReason))</label>\
            <span class="skip-row"><input id="skip-note" name="note" type="text" maxlength="500">\
            <button class="button">\(Glyph.skip.svg)\(t(.detailSkipDay))</button></span>\
            <p class="editor-hint">\(t(.detailSkipHint))</p>
            """)
    }
}

extension DetailGlyph {
    /// A cross (closes the day editor).
    static let close = HTML(
        trusted:
            "<svg class=\"glyph\" viewBox=\"0 0 24 24\" width=\"24\" height=\"24\" aria-hidden=\"true\" focusable=\"false\">"
            + "<path d=\"M6.5 6.5l11 11M17.5 6.5l-11 11\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" "
            + "stroke-linecap=\"round\"/></svg>")
}

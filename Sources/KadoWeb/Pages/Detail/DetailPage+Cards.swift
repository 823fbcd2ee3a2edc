import KadoApp
import KadoCore

/// The top of the detail screen: the schedule and type line, the archived banner, the Score and
/// Streak cards, "About this score" and today's check-in.
extension DetailPage {
    /// "📅 Every day · ⏱ Timer · target 30 min".
    func factsLine() -> HTML {
        let schedule = HabitText.schedule(habit.frequency, t: t, weekStart: weekStart)
        let typeGlyph: Glyph
        switch habit.type {
        case .binary: typeGlyph = .check
        case .counter: typeGlyph = .plus
        case .timer: typeGlyph = .clock
        case .negative: typeGlyph = .minus
        case .atMost: typeGlyph = .down
        }
        return """
            <p class="facts"><span class="fact">\(Glyph.calendar.svg)\(schedule)</span>\
            <span class="fact">\(typeGlyph.svg)\(HabitText.type(habit, t: t))</span>\(groupFact())\(startFact())</p>
            \(versionsLine())
            \(detailsText())
            """
    }

    /// The habit's group as one more fact, escaped; nothing when it is in none.
    private func groupFact() -> HTML {
        guard let group = habit.group else { return .empty }
        let label: HTML = "<span class=\"visually-hidden\">\(t(.habitGroupLabel)) </span>"
        return "<span class=\"fact group\">\(label)\(group)</span>"
    }

    /// "Counts since 1 November 2026" when its owner set the habit's start; nothing otherwise.
    private func startFact() -> HTML {
        guard let start = habit.startDay else { return .empty }
        return "<span class=\"fact since\">\(t(.countsSince(t.shortDate(start))))</span>"
    }

    /// The habit's description, its lines kept, every one escaped.
    private func detailsText() -> HTML {
        guard let details = habit.details else { return .empty }
        let lines = details.replacingOccurrences(of: "\r\n", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false
        ).map { line -> HTML in "\(String(line))" }
        return "<p class=\"habit-details\">\(HTML.join(lines, separator: "<br>"))</p>"
    }

    func archivedBanner() -> HTML {
        guard habit.isArchived else { return .empty }
        return """
            <div class="archived-banner" role="status">\(Glyph.archive.svg)<p>\(t(.detailArchived))</p>\
            \(form("unarchive", day: nil, returnTo: returnPath(), instant: false, className: "inline", "<button class=\"button primary\">\(t(.detailUnarchive))</button>"))</div>
            """
    }

    /// The Score card (with its ⓘ) and the Streak card.
    func cards() -> HTML {
        let evaluation = detail.summary.evaluation
        let weeks = evaluation.streakUnit == .weeks
        let display = evaluation.streakDisplay
        let current = HabitText.streak(display, t: t)
        let best = HabitText.streak(display.best, unit: display.unit, t: t)
        let streakWords =
            t(.streak) + " " + HabitText.streakWords(display, t: t) + ", " + t(.detailBest) + " "
            + HabitText.streakWords(display.best, unit: display.unit, t: t)
        return """
            <section class="stat-cards" aria-label="\(t(.score)), \(t(.streak))">
            <div class="stat-card">
            <p class="stat-label">\(DetailGlyph.trend)<span>\(t(.score))</span>\
            <a class="info-button" href="#about-score" data-dialog="about-score-dialog" aria-label="\(t(.detailAboutScore))" title="\(t(.detailAboutScore))">\(Glyph.info.svg)</a></p>
            <p class="stat-value score-value">\(t.percent(evaluation.scorePercent))</p>
            <p class="stat-caption">\(t(.detailScoreCaption))</p>
            </div>
            <div class="stat-card">
            <p class="stat-label">\(Glyph.flame.svg)<span>\(t(.streak))</span></p>
            <p class="stat-value" aria-label="\(streakWords)"><span>\(current)</span> <span class="best">/ \(t(.detailBest)) \(best)</span></p>
            <p class="stat-caption">\(weeks ? t(.detailStreakWeeksCaption(display.current)) : t(.detailStreakDaysCaption(display.current)))</p>
            </div>
            </section>
            """
    }

    /// Today's check-in: Done / Undo, Slipped / Remove slip, −/+ with the count, or a timer's
    /// session (+5 min and a field for the minutes).
    func primaryAction() -> HTML {
        guard !habit.isArchived else { return .empty }
        let summary = detail.summary
        let amount = summary.todayAmount
        let back = returnPath()
        let scheduleNote: HTML =
            summary.evaluation.isDue || summary.isScheduledToday
            ? .empty : "<p class=\"action-note\">\(t(.detailNotScheduledToday))</p>"
        let body: HTML
        switch habit.type {
        case .binary:
            let isDone = amount > 0
            let button: HTML =
                isDone
                ? "<button class=\"button wide action-undo\" name=\"action\" value=\"undo\" aria-label=\"\(t(.detailUndo)) · \(t(.markNotDone(habit.name)))\">\(t(.detailUndo))</button>"
                : "<button class=\"button primary wide action-main\" name=\"action\" value=\"done\" aria-label=\"\(t(.markDone(habit.name)))\">\(Glyph.check.svg)\(t(.detailMarkDone))</button>"
            body = """
                <p class="action-status\(HTML(trusted: isDone ? " is-done" : ""))">\(isDone ? Glyph.check.svg : .empty)\(isDone ? t(.detailDoneToday) : t(.detailNotDoneYet))</p>
                \(form("checkin", day: today, returnTo: back, className: "action-form", button))
                """
        case .negative:
            let slipped = amount > 0
            let button: HTML =
                slipped
                ? "<button class=\"button wide action-undo\" name=\"action\" value=\"undo\" aria-label=\"\(t(.undoSlip(habit.name)))\">\(t(.detailRemoveSlip))</button>"
                : "<button class=\"button wide action-slip\" name=\"action\" value=\"done\" aria-label=\"\(t(.logSlip(habit.name)))\">\(t(.detailLogSlip))</button>"
            body = """
                <p class="action-status\(HTML(trusted: slipped ? " is-slip" : " is-done"))">\(slipped ? t(.detailSlippedToday) : t(.detailNoSlipToday))</p>
                \(form("checkin", day: today, returnTo: back, className: "action-form", button))
                """
        case .counter(let target), .atMost(let target):
            let minus: HTML =
                "<button class=\"step-button\" name=\"action\" value=\"minus\" aria-label=\"\(t(.decrease(habit.name)))\" title=\"\(t(.decrease(habit.name)))\"\(attribute: "disabled", when: amount <= 0)>\(Glyph.minus.svg)</button>"
            let plus: HTML =
                "<button class=\"step-button plus\" name=\"action\" value=\"plus\" aria-label=\"\(t(.increase(habit.name)))\" title=\"\(t(.increase(habit.name)))\">\(Glyph.plus.svg)</button>"
            body = """
                \(form("checkin", day: today, returnTo: back, className: "action-form stepper-row", "\(minus)<output class=\"count\" aria-live=\"polite\"><strong>\(DayText.progress(amount, of: habit, t: t))</strong><span>\(t(.detailToday))</span></output>\(plus)"))
                \(ProgressBar.render(fraction: target > 0 ? amount / target : 0, isOver: isAtMost && amount > target))
                """
        case .timer(let seconds):
            let minutes = Int((amount / 60).rounded())
            body = """
                <div class="session-head"><p class="session-title">\(Glyph.clock.svg)\(t(.detailLogSession))</p>\
                <p class="session-progress"><strong>\(DayText.progress(amount, of: habit, t: t))</strong> \(t(.detailToday))</p></div>
                \(ProgressBar.render(fraction: seconds > 0 ? amount / seconds : 0, isOver: false))
                <div class="session-row">
                \(form("checkin", day: today, returnTo: back, className: "action-form", "<button class=\"button primary\" name=\"action\" value=\"plus\" aria-label=\"\(t(.addFiveMinutes(habit.name)))\">\(t(.detailAddFive))</button>"))
                \(form("checkin", day: today, returnTo: back, className: "action-form set-minutes", """
                <input type="hidden" name="action" value="set"><label class="visually-hidden" for="minutes-today">\(t(.detailMinutesToday))</label>\
                <input id="minutes-today" name="value" type="number" inputmode="numeric" min="0" max="1440" step="1" value="\(minutes)">\
                <span class="unit" aria-hidden="true">min</span><button class="button">\(t(.detailSet))</button>
                """))
                </div>
                """
        }
        return """
            <section class="detail-actions card" aria-label="\(t(.detailPrimaryAction))">
            \(body)\(scheduleNote)
            </section>
            """
    }

    var isAtMost: Bool {
        if case .atMost = habit.type { return true }
        return false
    }

    /// The sentences of "About this score" for this habit's score model.
    private var aboutItems: [HTML] {
        let phrases: [Phrase] =
            habit.scoreModel == .loop
            ? [.detailAboutStrength, .detailAboutLoop, .detailAboutSlow]
            : [.detailAboutStrength, .detailAboutRecency, .detailAboutScheduled, .detailAboutSlow]
        return phrases.map { "<li>\(t($0))</li>" }
    }

    /// "About this score" as a section of the page: where the ⓘ leads without JavaScript.
    func aboutSection() -> HTML {
        """
        <section class="card about-score" id="about-score" aria-labelledby="about-score-title">
        <h2 id="about-score-title" class="card-title">\(Glyph.info.svg)\(t(.detailAboutScore))</h2>
        <ul class="about-list">\(aboutItems)</ul>
        </section>
        """
    }

    /// "About this score" as a sheet, opened by the ⓘ when scripts run.
    func aboutDialog() -> HTML {
        """
        <dialog id="about-score-dialog" class="about-sheet" aria-labelledby="about-score-dialog-title">
        <div class="dialog-head"><h2 id="about-score-dialog-title">\(t(.detailAboutScore))</h2>\
        <form method="dialog"><button class="text-button" data-close>\(t(.detailCloseDialog))</button></form></div>
        <ul class="about-list">\(aboutItems)</ul>
        </dialog>
        """
    }
}

import KadoApp
import KadoCore

/// The statistics grid and the history: the days logged, newest first, with their notes, then
/// the skips and pauses.
extension DetailPage {
    /// How many days the history lists before "Show all".
    static let historyLength = 14

    func statistics() -> HTML {
        let statistics = detail.statistics
        var tiles: [(String, String, String?)] = [
            (t(.detailCompletionRate), percentText(statistics.completionRate), nil),
            (
                isNegative ? t(.detailDaysKept) : t(.detailDaysDone), t.number(Double(statistics.doneDays)),
                t(.detailOutOf(statistics.countedDays))
            ),
        ]
        switch habit.type {
        case .binary: tiles.append((t(.detailTotalDone), t.number(Double(statistics.records)), nil))
        case .negative: tiles.append((t(.detailTotalSlips), t.number(Double(statistics.daysWithRecords)), nil))
        case .counter, .atMost, .timer:
            tiles.append((t(.detailTotalAmount), HabitText.amount(statistics.amount, of: habit, t: t), nil))
        }
        tiles.append((t(.detailDaysSkipped), t.number(Double(statistics.excusedDays)), nil))
        let grid = tiles.map { label, value, detail -> HTML in
            let extra: HTML = detail.map { "<span class=\"tile-detail\">\($0)</span>" } ?? .empty
            return "<dl class=\"tile\"><dt>\(label)</dt><dd><strong>\(value)</strong>\(extra)</dd></dl>"
        }
        let unit = detail.summary.evaluation.streakUnit
        let longest = detail.longestRuns.prefix(3)
        let highest = Double(longest.first?.length ?? 1)
        let runs: HTML =
            longest.isEmpty
            ? "<p class=\"muted\">\(t(.detailNoStreakYet))</p>"
            : """
            <ol class="runs">\(longest.map { run -> HTML in
                """
                <li><span class="run-length">\(HabitText.streakWords(run.length, unit: unit, t: t))</span>\
                \(ProgressBar.render(fraction: Double(run.length) / highest, isOver: false))\
                <span class="run-dates">\(runDates(run))</span></li>
                """
            })</ol>
            """
        return """
            <section class="card statistics-card" aria-labelledby="statistics-title">
            <h2 id="statistics-title" class="card-title">\(t(.detailStatistics))</h2>
            <div class="tiles">\(grid)</div>
            <h3 class="subtitle-small">\(t(.detailLongestStreaks))</h3>
            \(runs)
            </section>
            """
    }

    private func percentText(_ value: Double) -> String {
        t.percent(Int((min(1, max(0, value)) * 100).rounded()))
    }

    /// "3 – 14 Mar 2026", "28 Feb 2026 – 3 Mar 2026".
    private func runDates(_ run: StreakRun) -> String {
        run.first == run.last ? t.shortDate(run.first) : t.shortDate(run.first) + " – " + t.shortDate(run.last)
    }

    func history() -> HTML {
        let entries = log.entries
        let shown = query.showsAllHistory ? entries[...] : entries.prefix(Self.historyLength)
        let rows = shown.map { entry -> HTML in
            let note: HTML = entry.notes.isEmpty ? .empty : "<p class=\"history-note\">\(entry.note)</p>"
            let link = path(
                query.with {
                    $0.day = entry.day
                    $0.month = entry.day.startOfMonth
                }, fragment: "day-editor")
            let kind = entry.positives > 0 ? (isNegative ? "is-slip" : "is-done") : "is-note"
            return """
                <li class="history-row \(kind)"><div class="history-line">\
                <a class="history-date" href="\(link)"><time datetime="\(entry.day.description)">\(DayText.historyDate(entry.day, today: today, t: t))</time></a>\
                <span class="history-value">\(DayText.logged(entry, of: habit, t: t))</span></div>\(note)</li>
                """
        }
        let more: HTML
        if entries.count > Self.historyLength {
            let toggled = path(query.with { $0.showsAllHistory.toggle() }, fragment: "history")
            more =
                "<a class=\"more-link\" href=\"\(toggled)\">\(query.showsAllHistory ? t(.detailShowFewer) : t(.detailShowAll(entries.count)))</a>"
        } else {
            more = .empty
        }
        let list: HTML =
            entries.isEmpty
            ? "<p class=\"muted\">\(t(.detailNoHistory))</p>" : "<ol class=\"history-list\">\(rows)</ol>\(more)"
        return """
            <section class="card history-card" id="history" aria-labelledby="history-title">
            <h2 id="history-title" class="card-title">\(t(.detailHistory))</h2>
            \(list)
            \(skipList())
            </section>
            """
    }

    private func skipList() -> HTML {
        guard !detail.skips.isEmpty else { return .empty }
        let rows = detail.skips.sorted { $0.days.first > $1.days.first }.map { skip -> HTML in
            let dates =
                skip.isPause
                ? t.shortDate(skip.days.first) + " – " + t.shortDate(skip.days.last) : t.shortDate(skip.days.first)
            let note: HTML = skip.note.map { "<p class=\"history-note\">\($0)</p>" } ?? .empty
            return """
                <li class="history-row is-skip"><div class="history-line"><span class="history-date">\(dates)</span>\
                <span class="history-value">\(skip.isPause ? t(.detailPaused) : t(.detailSkipped))</span></div>\(note)</li>
                """
        }
        return """
            <h3 class="subtitle-small">\(t(.detailSkipsAndPauses))</h3>
            <ol class="history-list">\(rows)</ol>
            """
    }
}

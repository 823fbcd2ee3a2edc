import KadoApp
import KadoCore

/// What leads from one screen of Today's rows to the others (``TodayWindow``): the search by
/// name, where a later screen stands among the rows, and the link to the next rows. Every link
/// is a plain page without a script; the script fetches the next rows' fragment instead
/// (`data-today-more`) and appends it in place.
enum TodayPager {
    /// The search form (a `GET` of Today with `q`), and what it found when a search is shown.
    static func search(_ window: TodayWindow, found: Int, t: Localizer) -> HTML {
        let result: HTML =
            window.search.map { text in
                """
                <p class="today-found" role="status">\(t(.habitsMatching(found, text))) \
                <a href="/">\(t(.showEveryHabit))</a></p>
                """
            } ?? .empty
        return """
            <form class="today-find" role="search" method="get" action="/">\
            <label for="today-q">\(t(.findHabit))</label>\
            <input id="today-q" type="search" name="q" value="\(window.search ?? "")" maxlength="\(String(TodayWindow.searchLimit))" enterkeyhint="search">\
            <button class="pill-button" type="submit">\(t(.find))</button></form>
            \(result)
            """
    }

    /// Where a later screen's rows stand among those listed, and the link to the screen before.
    static func position(window: TodayWindow, shown: Range<Int>, listed: Int, t: Localizer) -> HTML {
        let previous = window.path(from: max(0, shown.lowerBound - TodayWindow.rowsPerScreen))
        return """
            <nav class="today-pager" aria-label="\(t(.habitsShown))"><p>\(t(.habitsOf(shown.lowerBound + 1, shown.upperBound, listed)))</p>\
            <a class="pill-button" href="\(previous)">\(t(.previousHabits))</a></nav>
            """
    }

    /// The link to the rows after `shown` (`/?from=K`), naming how many it shows of how many are
    /// left, with what to say when they cannot be fetched; empty after the last row.
    static func more(window: TodayWindow, shown: Range<Int>, listed: Int, t: Localizer) -> HTML {
        let remaining = listed - shown.upperBound
        guard remaining > 0 else { return .empty }
        let count = min(TodayWindow.rowsPerScreen, remaining)
        return """
            <div class="today-more"><a class="pill-button" href="\(window.path(from: shown.upperBound))" data-today-more \
            data-offline="\(t(.nextHabitsNeedConnection))">\(t(.showNextHabits(count, of: remaining)))</a>\
            <p class="today-more-note" hidden></p></div>
            """
    }
}

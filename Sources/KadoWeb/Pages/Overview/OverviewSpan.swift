import KadoApp
import KadoCore

/// Which days and which habits an Overview page shows.
///
/// By default the 35 days ending today, of which a phone shows the last 14 and a tablet the last
/// 21 (CSS hides the older ones, so no script is needed); `?days=N` shows exactly N days in a row
/// that scrolls sideways and opens on its last day. `?end=DAY` ends the days on DAY instead of
/// today (an earlier range, in a row that scrolls), and `?from=K` begins the rows at the K-th
/// active habit. A page holds at most ``habitsPerPage`` rows, so that its HTML stays small however
/// many habits there are (under 200 KB at 35 days): earlier days and further habits are links,
/// which the script follows in place.
struct OverviewSpan: Equatable {
    static let standard = 35
    static let longer = 91
    /// The rows × days a page holds at most (about 60 bytes a cell): 50 habits at 35 days.
    static let cellsPerPage = 1_750

    let days: Int
    let isResponsive: Bool
    /// The last day shown when it is not today (a day after today means today).
    let end: LogicalDay?
    /// The position among the active habits of the first row shown.
    let firstHabit: Int

    init(query: String?, end: String? = nil, from: String? = nil) {
        let requestedEnd = end.flatMap(LogicalDay.init)
        if let text = query, let days = Int(text), (7...366).contains(days),
            days != Self.standard || requestedEnd != nil
        {
            self.days = days
            isResponsive = false
        } else {
            days = Self.standard
            isResponsive = requestedEnd == nil
        }
        self.end = requestedEnd
        firstHabit = from.flatMap { Int($0) }.map { max(0, min($0, 1_000_000)) } ?? 0
    }

    /// The span a request asks for (`days`, `end`, `from`).
    init(request: HTTPRequest) {
        self.init(query: request.queryValue("days"), end: request.queryValue("end"), from: request.queryValue("from"))
    }

    /// How many habit rows a page of this many days holds.
    var habitsPerPage: Int { max(5, min(100, Self.cellsPerPage / days)) }

    /// The rows asked for.
    var habitRange: Range<Int> { firstHabit..<(firstHabit + habitsPerPage) }

    /// The class that hides a day on small screens, by its distance from the last day.
    func hidingClass(daysBeforeToday distance: Int) -> String {
        guard isResponsive else { return "" }
        if distance >= 21 { return " o2" }
        if distance >= 14 { return " o1" }
        return ""
    }

    /// The links that choose the span.
    func picker(t: Localizer) -> HTML {
        let options: [(String, Phrase, Bool)] = [
            ("/overview", .recentDays, isResponsive),
            ("/overview?days=\(Self.longer)", .threeMonths, days == Self.longer && end == nil),
        ]
        let links = options.map { href, label, isCurrent -> HTML in
            "<a href=\"\(href)\"\(HTML(trusted: isCurrent ? " aria-current=\"page\"" : ""))>\(t(label))</a>"
        }
        return "<nav class=\"segmented ov-span\" aria-label=\"\(t(.daysShown))\">\(links)</nav>"
    }

    /// The address of the page of `days` days ending on `end` (`nil`: today), from the habit at `from`.
    static func path(days: Int, end: LogicalDay?, from: Int) -> String {
        var items: [String] = []
        if days != standard || end != nil { items.append("days=\(days)") }
        if let end { items.append("end=\(end)") }
        if from > 0 { items.append("from=\(from)") }
        return "/overview" + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
    }

    /// The earlier days: the range of as many days that ends the day before the first shown. From
    /// the responsive page it ends the day before the 14 a phone shows, so that no day is skipped
    /// on any screen (larger ones see some again).
    func earlierPath(first: LogicalDay, today: LogicalDay) -> String {
        let last = isResponsive ? (end ?? today).adding(days: -14) : first.adding(days: -1)
        return Self.path(days: days, end: last, from: firstHabit)
    }

    /// The later days (`nil` when the page ends today): as many days, ending no later than today.
    func laterPath(last: LogicalDay, today: LogicalDay) -> String? {
        guard last < today else { return nil }
        let next = last.adding(days: days)
        return Self.path(days: days, end: next >= today ? nil : next, from: firstHabit)
    }

    /// The same days from the habit at `from`.
    func habitsPath(from: Int, last: LogicalDay, today: LogicalDay) -> String {
        Self.path(days: days, end: isResponsive || last >= today ? nil : last, from: from)
    }
}

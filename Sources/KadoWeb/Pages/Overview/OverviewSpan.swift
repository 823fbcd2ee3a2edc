import KadoApp
import KadoCore

/// How many days the grid shows. By default 35, of which a phone shows the last 14 and a tablet
/// the last 21 (CSS hides the older ones, so no script is needed); `?days=N` shows exactly N days
/// in a row that scrolls sideways and starts at today.
struct OverviewSpan: Equatable {
    static let standard = 35
    static let longer = 91

    let days: Int
    let isResponsive: Bool

    init(query: String?) {
        if let text = query, let days = Int(text), (7...366).contains(days), days != Self.standard {
            self.days = days
            isResponsive = false
        } else {
            days = Self.standard
            isResponsive = true
        }
    }

    /// The class that hides a day on small screens, by its distance from today.
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
            ("/overview?days=\(Self.longer)", .threeMonths, days == Self.longer),
        ]
        let links = options.map { href, label, isCurrent -> HTML in
            "<a href=\"\(href)\"\(HTML(trusted: isCurrent ? " aria-current=\"page\"" : ""))>\(t(label))</a>"
        }
        return "<nav class=\"segmented ov-span\" aria-label=\"\(t(.daysShown))\">\(links)</nav>"
    }
}

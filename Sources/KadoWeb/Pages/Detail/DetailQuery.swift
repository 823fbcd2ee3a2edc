import KadoCore

/// What the detail page's address asks for: the month the calendar shows (`?month=2026-03`), the
/// day open in the editor (`?day=2026-04-08`), the charts' range (`?range=month`) and whether the
/// whole history is listed (`?history=all`).
///
/// Every value that cannot be shown — unreadable, or after today — is refused with 400 rather
/// than quietly replaced, so that a mistyped address says what went wrong.
struct DetailQuery: Hashable {
    /// The first day of the month the calendar shows.
    var month: LogicalDay
    /// The day open in the editor, if any.
    var day: LogicalDay?
    /// The charts' range.
    var range: ChartRange
    /// Whether the history lists every day rather than the latest ones.
    var showsAllHistory: Bool

    /// The page as it opens: this month, no day open, the standard range.
    init(today: LogicalDay) {
        month = today.startOfMonth
        day = nil
        range = .standard
        showsAllHistory = false
    }

    /// Reads the query of `request`.
    /// - Throws: ``WebError/badRequest(_:)`` for a month, day or range the page cannot show.
    init(_ request: HTTPRequest, today: LogicalDay) throws {
        self.init(today: today)
        if let text = Self.value("day", in: request) {
            guard let day = LogicalDay(text), day.isSupported, day <= today else {
                throw WebError.badRequest(.detailBadDay(text))
            }
            self.day = day
            month = day.startOfMonth
        }
        if let text = Self.value("month", in: request) {
            guard let month = Self.month(text), month.isSupported, month <= today else {
                throw WebError.badRequest(.detailBadMonth(text))
            }
            self.month = month
        }
        if let text = Self.value("range", in: request) {
            guard let range = ChartRange(rawValue: text) else { throw WebError.badRequest(.detailBadRange(text)) }
            self.range = range
        }
        showsAllHistory = Self.value("history", in: request) == "all"
    }

    /// The first day of the month written `YYYY-MM`, or `nil`.
    static func month(_ text: String) -> LogicalDay? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1])
        else { return nil }
        return LogicalDay(year: year, month: month, day: 1)
    }

    /// `YYYY-MM` of `day`'s month.
    static func monthText(_ day: LogicalDay) -> String {
        String(day.description.prefix(7))
    }

    private static func value(_ name: String, in request: HTTPRequest) -> String? {
        guard let value = request.queryValue(name), !value.isEmpty else { return nil }
        return value
    }

    /// The address of the page for `habitID` with this query, writing only what differs from the
    /// page as it opens on `today`, and ending with `fragment` (`#calendar`).
    func path(_ habitID: String, today: LogicalDay, fragment: String? = nil) -> String {
        var pairs: [String] = []
        if month != today.startOfMonth || day != nil { pairs.append("month=" + Self.monthText(month)) }
        if let day { pairs.append("day=\(day)") }
        if range != .standard { pairs.append("range=" + range.rawValue) }
        if showsAllHistory { pairs.append("history=all") }
        return "/habits/\(habitID)" + (pairs.isEmpty ? "" : "?" + pairs.joined(separator: "&"))
            + (fragment.map { "#" + $0 } ?? "")
    }

    /// A copy with `change` applied.
    func with(_ change: (inout DetailQuery) -> Void) -> DetailQuery {
        var copy = self
        change(&copy)
        return copy
    }
}

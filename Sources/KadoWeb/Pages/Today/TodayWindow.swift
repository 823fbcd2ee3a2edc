import Foundation
import KadoApp
import KadoCore

/// Which of Today's rows a request shows: a screen of ``rowsPerScreen`` rows from the row at
/// ``first`` (`?from=K`, 0 by default), among the habits whose name holds ``search`` (`?q=…`,
/// every habit when absent), as a whole page or, for the script that appends them in place, as a
/// fragment (`?part=rows`).
///
/// Today opens on its first screen however many habits there are, so that its cost and its size
/// follow the rows shown, not the number of habits: the rest is reached through a link to the
/// next screen (a plain page without a script) and through the search, which finds any habit by
/// its name among a thousand. The counts of the page (done of due, scores being recomputed)
/// still describe every habit.
struct TodayWindow: Equatable {
    /// How many rows a screen holds: more than any screen shows at once (a row is 74 px high:
    /// about 15 rows on a desktop, 10 on a phone), so that scrolling goes on a while before the
    /// next rows are asked for, and every list of up to 60 habits opens whole, as before. Below
    /// the 64 rows of a gzip chunk (``TodayController/rowsPerChunk``): the first screen's rows
    /// are one chunk: 45 KB of HTML on a thousand habits instead of 557 KB.
    static let rowsPerScreen = 60
    /// The longest search kept (longer text is cut): no habit name is longer.
    static let searchLimit = 100

    /// The position, among the rows listed, of the first row shown.
    let first: Int
    /// The text the names listed hold, trimmed; `nil` lists every habit.
    let search: String?
    /// Whether only the rows are asked for (the script's fragment), not the page around them.
    let isFragment: Bool

    init(first: Int = 0, search: String? = nil, isFragment: Bool = false) {
        self.first = max(0, first)
        let trimmed = search.map { String($0.trimmed.prefix(Self.searchLimit)) }
        self.search = trimmed?.isEmpty == false ? trimmed : nil
        self.isFragment = isFragment
    }

    /// The window a request asks for. A `from` that is not a whole number of rows, or a `part`
    /// other than `rows`, is refused (a 400 naming the parameter); a `from` beyond the last row
    /// is clamped when the rows are known (``clamped(toRows:)``).
    init(request: HTTPRequest) throws {
        var first = 0
        if let text = request.queryValue("from") {
            guard let value = Int(text.trimmed), value >= 0, value <= 1_000_000_000 else {
                throw WebError.badRequest(Phrase("web.badRequest.todayFrom", ["text": text]))
            }
            first = value
        }
        let part = request.queryValue("part")
        guard part == nil || part == "rows" else {
            throw WebError.badRequest(Phrase("web.badRequest.todayPart", ["text": part ?? ""]))
        }
        self.init(first: first, search: request.queryValue("q"), isFragment: part == "rows")
    }

    /// Whether the request's query holds only what chooses the window (no notice to show once),
    /// so that its answer may come from the page cache.
    static func isCacheable(_ request: HTTPRequest) -> Bool {
        request.query.allSatisfy { ["from", "q", "part"].contains($0.name) }
    }

    /// This window over `count` rows: a first row beyond the last opens the last screen instead
    /// (an address kept from when there were more habits).
    func clamped(toRows count: Int) -> TodayWindow {
        guard first >= count, first > 0 else { return self }
        let last = max(0, count - 1) / Self.rowsPerScreen * Self.rowsPerScreen
        return TodayWindow(first: last, search: search, isFragment: isFragment)
    }

    /// The positions shown among `count` rows listed.
    func range(among count: Int) -> Range<Int> {
        min(first, count)..<min(first + Self.rowsPerScreen, count)
    }

    /// Whether a habit named `name` is listed.
    func lists(_ name: String) -> Bool {
        guard let search else { return true }
        return name.range(of: search, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }

    /// The address of the page of rows from `first` in this search (`/` for the first screen of
    /// every habit); with `part=rows`, the fragment of those rows.
    func path(from first: Int, fragment: Bool = false) -> String {
        var items: [String] = []
        if let search { items.append("q=\(RequestTarget.percentEncode(search))") }
        if first > 0 { items.append("from=\(first)") }
        if fragment { items.append("part=rows") }
        return "/" + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
    }

    /// This window's own address, where a check-in from it comes back to.
    var path: String { path(from: first) }
}

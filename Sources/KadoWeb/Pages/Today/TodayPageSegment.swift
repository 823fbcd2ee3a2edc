/// A part of Today's page as it is assembled: markup made for this page, or rows as the
/// ``TodayRowCache`` keeps them, already UTF-8.
enum TodayPageSegment {
    case markup(HTML)
    case rows(ArraySlice<TodayRowCache.Row>)

    /// The page `segments` make, one after the other, as UTF-8, and where its gzip chunks begin
    /// (``ChunkedGzip``): at the first row, every `chunkRows` rows after it (counted across the
    /// sections), and after the last row. Cut at rows rather than at byte counts, the chunks stay
    /// the same when one row changes length: a check-in changes the chunk of its row and the end
    /// of the page (the count of habits done), the others are compressed again only when they
    /// change.
    static func assemble(_ segments: [TodayPageSegment], chunkRows: Int) -> (bytes: [UInt8], boundaries: [Int]) {
        var size = 0
        for segment in segments {
            switch segment {
            case .markup(let html): size += html.description.utf8.count
            case .rows(let rows): size += rows.reduce(0) { $0 + $1.bytes.count }
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        var boundaries: [Int] = []
        var rowIndex = 0
        var afterRows = 0
        for segment in segments {
            switch segment {
            case .markup(let html):
                bytes.append(contentsOf: html.description.utf8)
            case .rows(let rows):
                for row in rows {
                    if rowIndex % max(1, chunkRows) == 0 { boundaries.append(bytes.count) }
                    bytes.append(contentsOf: row.bytes)
                    rowIndex += 1
                }
                afterRows = bytes.count
            }
        }
        if rowIndex > 0 { boundaries.append(afterRows) }
        return (bytes, boundaries)
    }
}

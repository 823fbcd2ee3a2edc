/// Rows of text in aligned columns, measured in terminal columns (see ``DisplayWidth``), so that
/// names in Chinese or with emoji line up.
///
/// Given a width, the table fits it: shrinkable columns (a name) are cut with `…` down to their
/// minimum, and when that is not enough, optional columns are left out (the lowest
/// ``Column/dropOrder`` first) before shrinking again.
public struct TextTable: Sendable {
    /// One column: its title and how its cells align.
    public struct Column: Hashable, Sendable {
        /// The title shown in the header row.
        public let title: String
        /// Whether the cells align on the right (numbers) rather than the left (text).
        public let isRightAligned: Bool
        /// The widest a cell may be on a terminal, in columns; longer cells end in `…` there.
        /// Without a width (output to a pipe or a file) cells are whole.
        public let maximumWidth: Int?
        /// How narrow the column may become to fit a width, when it may shrink at all.
        public let minimumWidth: Int?
        /// When the column may be left out to fit a width: lower orders go first; `nil` never.
        public let dropOrder: Int?

        /// A column titled `title`.
        public init(
            _ title: String, alignedRight: Bool = false, maximumWidth: Int? = nil, minimumWidth: Int? = nil,
            dropOrder: Int? = nil
        ) {
            self.title = title
            self.isRightAligned = alignedRight
            self.maximumWidth = maximumWidth
            self.minimumWidth = minimumWidth
            self.dropOrder = dropOrder
        }
    }

    /// The columns, left to right.
    public let columns: [Column]
    /// The rows; each has one cell per column (missing cells are empty, extra ones ignored).
    public private(set) var rows: [[String]]
    /// What separates two columns.
    public var separator = "  "

    /// A table with `columns` and, optionally, its rows.
    public init(columns: [Column], rows: [[String]] = []) {
        self.columns = columns
        self.rows = rows
    }

    /// Adds a row at the bottom.
    public mutating func append(_ row: [String]) {
        rows.append(row)
    }

    /// The table as lines joined by newlines (no final newline), with a bold header row when
    /// `showsHeader`, no line wider than `width` columns when one is given; without one, every
    /// cell whole (output read by a program is never cut). Cells may hold escape
    /// sequences; trailing spaces are removed.
    /// Each line starts with `indent`, which `width` leaves room for.
    /// - Complexity: O(r × c²) for r rows of c columns.
    public func render(showsHeader: Bool = true, style: OutputStyle = .plain, width: Int? = nil, indent: String = "")
        -> String
    {
        let body = rows.map { row in
            columns.indices.map { index in
                let cell = index < row.count ? row[index] : ""
                guard width != nil, let maximum = columns[index].maximumWidth else { return cell }
                return DisplayWidth.truncated(cell, toWidth: maximum)
            }
        }
        let header = columns.map(\.title)
        let all = showsHeader ? [header] + body : body
        // Each cell is measured once: a Today of a thousand habits has thousands of cells.
        let measured = all.map { row in row.map(DisplayWidth.of) }
        let natural = columns.indices.map { index in measured.map { $0[index] }.max() ?? 0 }
        let (shown, widths) = layout(natural: natural, width: width)
        var output = ""
        for (number, row) in all.enumerated() {
            var line = ""
            for (place, index) in shown.enumerated() {
                if place > 0 { line += separator }
                var cell = row[index]
                var cellWidth = measured[number][index]
                if cellWidth > widths[index] {
                    cell = DisplayWidth.truncated(cell, toWidth: widths[index])
                    cellWidth = DisplayWidth.of(cell)
                }
                let padding = max(0, widths[index] - cellWidth)
                if columns[index].isRightAligned {
                    line += String(repeating: " ", count: padding)
                    line += cell
                } else {
                    line += cell
                    line += String(repeating: " ", count: padding)
                }
            }
            // A line ending in a space ends in that byte: the check by character runs only then.
            while line.utf8.last == UInt8(ascii: " "), line.last == " " { line.removeLast() }
            if let width { line = DisplayWidth.truncated(line, toWidth: width) }
            if number > 0 { output += "\n" }
            output += indent
            output += showsHeader && number == 0 ? style.bold(line) : line
        }
        return output
    }

    /// The columns shown and every column's width, fitting `width` when one is given. Shrinkable
    /// columns first give up room down to ``comfortableWidth`` (or their minimum, if larger),
    /// leaving out the optional columns one by one as needed; only when that is not enough do
    /// they shrink to their minimums, again leaving out what must go.
    private func layout(natural: [Int], width: Int?) -> (shown: [Int], widths: [Int]) {
        let all = Array(columns.indices)
        guard let width else { return (all, natural) }
        let droppable = all.filter { columns[$0].dropOrder != nil }.sorted {
            (columns[$0].dropOrder ?? 0, -$0) < (columns[$1].dropOrder ?? 0, -$1)
        }
        var last = (shown: all, widths: natural)
        for comfortable in [true, false] {
            for dropped in 0...droppable.count {
                let left = Set(droppable.prefix(dropped))
                let shown = all.filter { !left.contains($0) }
                var widths = natural
                func total() -> Int {
                    shown.map { widths[$0] }.reduce(0, +) + DisplayWidth.of(separator) * max(0, shown.count - 1)
                }
                func floor(_ index: Int) -> Int {
                    guard let minimum = columns[index].minimumWidth else { return Int.max }
                    return comfortable ? max(minimum, Self.comfortableWidth) : minimum
                }
                // Cut the widest shrinkable column by one column at a time, so names share the room.
                while total() > width {
                    let shrinkable = shown.filter { widths[$0] > floor($0) }
                    guard let widest = shrinkable.max(by: { widths[$0] < widths[$1] }) else { break }
                    widths[widest] -= 1
                }
                last = (shown, widths)
                if total() <= width { return last }
            }
        }
        return last
    }

    /// How narrow a shrinkable column gets before an optional column is left out for it.
    static let comfortableWidth = 16
}

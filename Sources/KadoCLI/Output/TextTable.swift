/// Rows of text in aligned columns, measured in terminal columns (see ``DisplayWidth``), so that
/// names in Chinese or with emoji line up.
public struct TextTable: Sendable {
    /// One column: its title and how its cells align.
    public struct Column: Hashable, Sendable {
        /// The title shown in the header row.
        public let title: String
        /// Whether the cells align on the right (numbers) rather than the left (text).
        public let isRightAligned: Bool
        /// The widest a cell may be, in columns; longer cells end in `…`.
        public let maximumWidth: Int?

        /// A column titled `title`.
        public init(_ title: String, alignedRight: Bool = false, maximumWidth: Int? = nil) {
            self.title = title
            self.isRightAligned = alignedRight
            self.maximumWidth = maximumWidth
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
    /// `showsHeader`. Cells may hold escape sequences; trailing spaces are removed.
    /// - Complexity: O(r × c) for r rows of c columns.
    public func render(showsHeader: Bool = true, style: OutputStyle = .plain) -> String {
        let body = rows.map { row in
            columns.indices.map { index in
                let cell = index < row.count ? row[index] : ""
                return columns[index].maximumWidth.map { DisplayWidth.truncated(cell, toWidth: $0) } ?? cell
            }
        }
        let header = columns.map(\.title)
        let all = showsHeader ? [header] + body : body
        let widths = columns.indices.map { index in all.map { DisplayWidth.of($0[index]) }.max() ?? 0 }
        var lines: [String] = []
        for (number, row) in all.enumerated() {
            let cells = columns.indices.map { index in
                DisplayWidth.padded(row[index], to: widths[index], alignedRight: columns[index].isRightAligned)
            }
            var line = cells.joined(separator: separator)
            while line.last == " " { line.removeLast() }
            lines.append(showsHeader && number == 0 ? style.bold(line) : line)
        }
        return lines.joined(separator: "\n")
    }
}

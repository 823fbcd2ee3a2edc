/// Where the parts of the grid go on a screen of a given size: how wide the names are, how many
/// day (or period) columns fit beside them and the score and streak, and how many habit rows fit
/// between the title and header above and the status and key lines below.
///
/// ```
/// Kadō  Wednesday 2 December 2026
///                 Mo  Tu  We
///                 30   1   2      %
/// › Read           ●   ○  ›●    78%   3d
///   Water          5   8   8    64%   0d
/// Read — Wed 2026-12-02
/// ␣ toggle  ⏎ value  s skip …
/// ```
struct GridLayout: Hashable, Sendable {
    /// The columns of the cursor mark before each name.
    static let markWidth = 2
    /// The columns of one day: a separator and three for its mark or value.
    static let dayWidth = 4
    /// The columns of one week or month: a separator and four for its rate (`100%`).
    static let periodWidth = 5
    /// The columns of the score (`100%`, `100 %`) and the streak (`365d`), each after a space.
    static let statisticsWidth = 11
    /// Lines above the habits (title, two header lines) and below them (status, keys).
    static let linesAround = 5

    /// How wide names may be; longer ones end in `…`.
    let nameWidth: Int
    /// How many days (or weeks, or months) are shown.
    let dayColumns: Int
    /// How many habits are shown.
    let habitRows: Int

    /// The layout of `view` on a screen of `size` for names whose widest takes `widestName`
    /// columns: names take what they need up to 24 columns, giving up room first (down to 8, or
    /// a quarter of the width) so that at least a few days fit.
    init(size: GridSize, widestName: Int, view: GridView) {
        let unit = view == .days ? Self.dayWidth : Self.periodWidth
        let fixed = Self.markWidth + Self.statisticsWidth
        let widest = max(4, min(24, widestName))
        let shortest = min(widest, max(8, size.columns / 4))
        let columns = max(1, (size.columns - fixed - shortest) / unit)
        let maximum = view == .days ? 366 : 53
        dayColumns = min(maximum, columns)
        nameWidth = max(1, min(widest, size.columns - fixed - unit * dayColumns))
        habitRows = max(1, size.rows - Self.linesAround)
    }
}

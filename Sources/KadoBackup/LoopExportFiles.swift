import Foundation

/// Where the files of Loop's CSV export are read from — a zip archive, or the files of the
/// folder it unpacks to — one at a time, when the reader needs each: so that only the files
/// Kadō reads are ever inflated, and only one of them is held at a time.
protocol LoopExportFiles {
    /// Every file's path (`Habits.csv`, `001 Meditate/Checkmarks.csv`), folders left out.
    var paths: [String] { get }

    /// Refuses the files `paths` before any is read when they are too large together.
    /// - Throws: ``BackupError`` with format ``BackupFileFormat/loopCSV``.
    func checkSizes(of paths: [String]) throws(BackupError)

    /// The bytes of the file at `path`; `nil` when there is none.
    /// - Throws: ``BackupError`` with format ``BackupFileFormat/loopCSV``.
    mutating func contents(of path: String) throws(BackupError) -> Data?
}

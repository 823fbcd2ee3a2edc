import Foundation
import KadoApp
import KadoCore

/// What the watcher keeps of the file between looks: the whole series or only its brief.
enum WidgetSource {
    /// The whole series.
    case series(WidgetSnapshotSeries)
    /// The brief at the start of the file.
    case brief(WidgetBrief)
    /// The chosen habits' lines of the day the reading was made on.
    case chosen(WidgetReading)

    /// Reads the file at `path`: whole, or only its brief when it has one.
    static func read(from path: String, whole: Bool) throws(SnapshotFileError) -> WidgetSource {
        if !whole, let brief = SnapshotFile.brief(at: path) { return .brief(brief) }
        return .series(try SnapshotFile.read(from: path))
    }

    /// The source as read at `now`, the reader being in `timeZone`.
    func reading(path: String, now: Date, timeZone: TimeZone) -> WidgetReading {
        switch self {
        case .series(let series): WidgetReading(series: series, path: path, now: now, timeZone: timeZone)
        case .brief(let brief): WidgetReading(brief: brief, path: path, now: now, timeZone: timeZone)
        case .chosen(let reading): reading
        }
    }
}

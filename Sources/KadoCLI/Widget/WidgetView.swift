import Foundation
import KadoApp
import KadoCore

/// What a status bar shows at one instant: today's progress, an outdated series, or no snapshot.
enum WidgetView {
    /// The series covers today: today's progress, and the reading it comes from.
    case progress(WidgetProgress, WidgetReading)
    /// The series does not cover today: the reading, for its days and message.
    case outdated(WidgetReading)
    /// There is no snapshot to read, or it is not one.
    case unavailable(SnapshotFileError)

    /// The view of `reading`, showing only the habits of `selection` when there is one.
    /// The whole snapshot is used when it was read; else the brief (a selection needs the whole).
    init(_ reading: WidgetReading, selection: Set<UUID>?) {
        if let snapshot = reading.snapshot {
            self = .progress(WidgetProgress(snapshot: snapshot, day: reading.today, selection: selection), reading)
        } else if reading.series == nil, let day = reading.briefDay {
            self = .progress(WidgetProgress(brief: day, habitCount: reading.brief.habitCount), reading)
        } else {
            self = .outdated(reading)
        }
    }

    /// The state as waybar's `alt` and `class` name it.
    var level: WidgetLevel {
        switch self {
        case .progress(let progress, _): progress.level
        case .outdated: .outdated
        case .unavailable(.missing): .missing
        case .unavailable(.unreadable): .unreadable
        }
    }
}

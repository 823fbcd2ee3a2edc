import Foundation
import KadoApp
import KadoCore

/// The widget snapshot series as a reader sees it at one instant: which logical day it is by the
/// series' own time zone and day start, and that day's snapshot when the series covers it.
struct WidgetReading {
    /// Where the snapshot was read.
    let path: String
    /// The series, as read.
    let series: WidgetSnapshotSeries
    /// The day boundary the series was written with (the reader's time zone and midnight for a
    /// bare Kadō snapshot, which does not say).
    let boundary: DayBoundary
    /// The logical day it is now.
    let today: LogicalDay
    /// Today's snapshot, or `nil` when the series does not cover today (it is outdated).
    let snapshot: WidgetSnapshot?

    /// Reads `series`, written at `path`, at `now`; `timeZone` stands in when the series does not
    /// name its own.
    init(series: WidgetSnapshotSeries, path: String, now: Date, timeZone: TimeZone) {
        self.path = path
        self.series = series
        let zone = series.timeZone.flatMap(TimeZone.init(identifier:)) ?? timeZone
        let boundary =
            (try? DayBoundary(timeZone: zone, startHour: series.dayStartHour ?? 0)) ?? DayBoundary(timeZone: zone)
        self.boundary = boundary
        let today = boundary.logicalDay(containing: now)
        self.today = today
        snapshot = series.days.first { Self.day(of: $0, boundary: boundary) == today }
    }

    /// Reads the snapshot file at `path` at `now`.
    /// - Throws: ``SnapshotFileError`` when it is missing or is not a snapshot.
    static func read(from path: String, now: Date, timeZone: TimeZone) throws(SnapshotFileError) -> WidgetReading {
        WidgetReading(series: try SnapshotFile.read(from: path), path: path, now: now, timeZone: timeZone)
    }

    /// The logical day a snapshot describes: its `day`, else the day its first instant falls in.
    static func day(of snapshot: WidgetSnapshot, boundary: DayBoundary) -> LogicalDay {
        snapshot.day ?? boundary.logicalDay(containing: snapshot.logicalDay)
    }

    /// The first day of the series.
    var firstDay: LogicalDay? { series.days.first.map { Self.day(of: $0, boundary: boundary) } }

    /// The last day of the series.
    var lastDay: LogicalDay? { series.days.last.map { Self.day(of: $0, boundary: boundary) } }

    /// The habits a reader may name: the latest day's, which are the same on every day of a series.
    var habits: [WidgetHabit] { (snapshot ?? series.days.last)?.habits ?? [] }

    /// The one-line explanation of an outdated series, with what to do.
    var outdatedMessage: String {
        let span =
            switch (firstDay, lastDay) {
            case (let first?, let last?) where first == last: "\(first)"
            case (let first?, let last?): "\(first) to \(last)"
            default: "no day"
            }
        return "the snapshot at \(path) covers \(span), not today (\(today)): run kado today to refresh it"
    }
}

/// Finds the habits `--habit` and `HABIT` name among a snapshot's habits, by the rules of
/// `Tracker.habit(_:)`: an id, an exact name, a case-insensitive name, or a unique beginning.
enum WidgetHabitMatcher {
    /// The habit `reference` names.
    /// - Throws: ``UsageError`` (exit 64) when none or several match.
    static func match(_ reference: String, in habits: [WidgetHabit], argument: String) throws(UsageError)
        -> WidgetHabit
    {
        let trimmed = reference.trimmingCharacters(in: .whitespaces)
        if let id = UUID(uuidString: trimmed), let match = habits.first(where: { $0.id == id }) { return match }
        let exact = habits.filter { $0.name == trimmed }
        if exact.count == 1 { return exact[0] }
        let folded = trimmed.lowercased()
        let caseless = habits.filter { $0.name.lowercased() == folded }
        if caseless.count == 1 { return caseless[0] }
        let prefixed = folded.isEmpty ? [] : habits.filter { $0.name.lowercased().hasPrefix(folded) }
        if prefixed.count == 1 { return prefixed[0] }
        let candidates = exact.count > 1 ? exact : caseless.count > 1 ? caseless : prefixed
        if candidates.count > 1 {
            throw .invalidValue(
                reference, for: argument,
                problem: "matches several habits: "
                    + candidates.map { "\"\($0.name)\" (id \($0.id.uuidString.prefix(8))…)" }.joined(separator: ", "))
        }
        throw .invalidValue(
            reference, for: argument,
            problem: "no habit of the widget snapshot has this id or name (archived habits are not in it)")
    }
}

extension SnapshotFileError: ReportableError {
    /// `kado: ` and the error's description.
    public var reportMessage: String { "kado: \(description)" }

    /// 1 for a missing snapshot, 65 for a file that is not one.
    public var exitCode: ExitCode {
        switch self {
        case .missing: .failure
        case .unreadable: .dataError
        }
    }
}

extension ExitCode {
    /// 33: what i3blocks reads as "mark the block urgent".
    static let urgent = ExitCode(rawValue: 33)
}

/// A status already printed that must also end with a code (an urgent i3blocks block) and a
/// message on standard error.
struct WidgetExit: ReportableError {
    let reportMessage: String
    let exitCode: ExitCode
}

import Foundation
import KadoApp
import KadoCore

/// The widget snapshot as a reader sees it at one instant: which logical day it is where the
/// reader is now, and that day's brief (and snapshot, when the whole series was read) when the
/// series covers it.
///
/// The day is the reader's, not the writer's: after a flight the snapshot still carries the time
/// zone it was written in, and reading it there would show another day than `kado today` does
/// (a habit done today would read "not done yet"). A reader cannot open the database to rewrite
/// it (widgets never do), and needs not: the series is keyed by logical day, and a habit's state
/// on a logical day does not depend on the zone (check-ins carry their logical day). So the
/// reader takes the logical day of now in its own time zone, with the snapshot's day start (a
/// setting, the same wherever one is), and picks that day among the series' days, which reach
/// two days before the day it was written on for readers west of the writer.
struct WidgetReading {
    /// Where the snapshot was read.
    let path: String
    /// The brief of the series: the file's own, or made from the series for a file without one.
    let brief: WidgetBrief
    /// The whole series, when it was read (a selection of habits, the JSON format, `kado stats`);
    /// `nil` when only the brief was.
    let series: WidgetSnapshotSeries?
    /// The reader's day boundary: its time zone now, the series' day start.
    let boundary: DayBoundary
    /// The logical day it is now, where the reader is.
    let today: LogicalDay
    /// Today's brief, or `nil` when the series does not cover today (it is outdated).
    let briefDay: WidgetBriefDay?
    /// Today's snapshot, when the whole series was read and covers today (or only the chosen
    /// habits of it, when they were read alone).
    let snapshot: WidgetSnapshot?
    /// The ids of the habits the reading was made for, when it was read for chosen habits
    /// (``read(selection:from:now:timeZone:)``, `kado widget --watch --habit`).
    var selection: Set<UUID>?

    /// Reads `series`, written at `path`, at `now`, the reader being in `timeZone`.
    init(series: WidgetSnapshotSeries, path: String, now: Date, timeZone: TimeZone) {
        let boundary = Self.boundary(timeZone: timeZone, dayStartHour: series.dayStartHour)
        let today = boundary.logicalDay(containing: now)
        // A bare snapshot does not say its day: its first instant is read where it was written.
        let writer = series.timeZone.flatMap(TimeZone.init(identifier:)).map {
            Self.boundary(timeZone: $0, dayStartHour: series.dayStartHour)
        }
        let brief = series.brief ?? WidgetBrief(series: series, boundary: writer ?? boundary)
        self.init(
            path: path, brief: brief, series: series, boundary: boundary, today: today,
            snapshot: series.allDays.first { Self.day(of: $0, boundary: writer ?? boundary) == today })
    }

    /// Reads `brief`, from the start of the file at `path`, at `now`, the reader being in `timeZone`.
    init(brief: WidgetBrief, path: String, now: Date, timeZone: TimeZone) {
        let boundary = Self.boundary(timeZone: timeZone, dayStartHour: brief.dayStartHour)
        self.init(
            path: path, brief: brief, series: nil, boundary: boundary, today: boundary.logicalDay(containing: now),
            snapshot: nil)
    }

    /// Reads today's lines of the chosen habits from `index`: `selection` is today's snapshot
    /// holding only them (`nil` when the series does not cover today).
    private init(index: SnapshotIndex, selection: WidgetSnapshot?, boundary: DayBoundary, today: LogicalDay) {
        self.init(
            path: index.path, brief: index.brief, series: nil, boundary: boundary, today: today, snapshot: selection)
    }

    private init(
        path: String, brief: WidgetBrief, series: WidgetSnapshotSeries?, boundary: DayBoundary, today: LogicalDay,
        snapshot: WidgetSnapshot?
    ) {
        self.path = path
        self.brief = brief
        self.series = series
        self.boundary = boundary
        self.today = today
        self.briefDay = brief.day(today)
        self.snapshot = snapshot
    }

    /// The boundary of days in `timeZone` beginning at `dayStartHour` (midnight when unknown or invalid).
    static func boundary(timeZone: TimeZone, dayStartHour: Int?) -> DayBoundary {
        // An hour out of range in a snapshot is unknown: midnight, as documented.
        (try? DayBoundary(timeZone: timeZone, startHour: dayStartHour ?? 0)) ?? DayBoundary(timeZone: timeZone)
    }

    /// Reads, of the snapshot file at `path` at `now`, the brief and today's lines of the habits
    /// of `ids` only (as ``read(selecting:argument:from:now:timeZone:)`` does once their names
    /// are matched): what `kado widget --watch --habit` reads at each change, a bounded read
    /// whatever the number of habits. A file without a layout is read whole.
    /// - Throws: ``SnapshotFileError`` when it is missing or is not a snapshot.
    static func read(selection ids: Set<UUID>, from path: String, now: Date, timeZone: TimeZone)
        throws(SnapshotFileError) -> WidgetReading
    {
        if let index = SnapshotIndex(path: path) {
            let boundary = Self.boundary(timeZone: timeZone, dayStartHour: index.brief.dayStartHour)
            let today = boundary.logicalDay(containing: now)
            let chosen =
                index.days.contains(today) ? index.snapshot(on: today, selecting: ids, boundary: boundary) : nil
            if chosen != nil || !index.days.contains(today) {
                var reading = WidgetReading(index: index, selection: chosen, boundary: boundary, today: today)
                reading.selection = ids
                return reading
            }
        }
        return try read(from: path, now: now, timeZone: timeZone)
    }

    /// Reads the whole snapshot file at `path` at `now`.
    /// - Throws: ``SnapshotFileError`` when it is missing or is not a snapshot.
    static func read(from path: String, now: Date, timeZone: TimeZone) throws(SnapshotFileError) -> WidgetReading {
        WidgetReading(series: try SnapshotFile.read(from: path), path: path, now: now, timeZone: timeZone)
    }

    /// Reads only the brief at the start of the snapshot file at `path` at `now`: what a status
    /// bar shows, a bounded read whatever the number of habits. A file without a brief is read whole.
    /// - Throws: ``SnapshotFileError`` when it is missing or is not a snapshot.
    static func readBrief(from path: String, now: Date, timeZone: TimeZone) throws(SnapshotFileError)
        -> WidgetReading
    {
        if let brief = SnapshotFile.brief(at: path) {
            return WidgetReading(brief: brief, path: path, now: now, timeZone: timeZone)
        }
        return try read(from: path, now: now, timeZone: timeZone)
    }

    /// Reads, of the snapshot file at `path` at `now`, only what the habits `references` name
    /// need: the brief, the names of the day's habits, and the chosen habits' lines of today's
    /// lists, decoding nothing else (a file without a layout is read whole). The reading's
    /// snapshot holds only the chosen habits.
    /// - Returns: the reading and the ids of the chosen habits.
    /// - Throws: ``SnapshotFileError`` when the file is missing or is not a snapshot,
    ///   ``UsageError`` when a reference names no habit or several.
    static func read(
        selecting references: [String], argument: String, from path: String, now: Date, timeZone: TimeZone
    ) throws -> (reading: WidgetReading, selection: Set<UUID>) {
        if let index = SnapshotIndex(path: path) {
            let boundary = Self.boundary(timeZone: timeZone, dayStartHour: index.brief.dayStartHour)
            let today = boundary.logicalDay(containing: now)
            let covered = index.days.contains(today)
            // The habits named are today's, else (an outdated series) those of its last day.
            if let namingDay = covered ? today : index.days.last, let names = index.names(on: namingDay) {
                var ids: Set<UUID> = []
                for reference in references {
                    ids.insert(try WidgetHabitMatcher.match(reference, in: names, argument: argument).id)
                }
                if !covered {
                    return (WidgetReading(index: index, selection: nil, boundary: boundary, today: today), ids)
                }
                if let selection = index.snapshot(on: today, selecting: ids, boundary: boundary) {
                    return (WidgetReading(index: index, selection: selection, boundary: boundary, today: today), ids)
                }
            }
        }
        let reading = try read(from: path, now: now, timeZone: timeZone)
        var ids: Set<UUID> = []
        for reference in references {
            ids.insert(try WidgetHabitMatcher.match(reference, in: reading.names, argument: argument).id)
        }
        return (reading, ids)
    }

    /// The logical day a snapshot describes: its `day`, else the day its first instant falls in.
    static func day(of snapshot: WidgetSnapshot, boundary: DayBoundary) -> LogicalDay {
        snapshot.day ?? boundary.logicalDay(containing: snapshot.logicalDay)
    }

    /// The day the series was written on.
    var firstDay: LogicalDay? { brief.firstDay ?? brief.days.first?.day }

    /// The last day of the series.
    var lastDay: LogicalDay? { brief.days.last?.day }

    /// The habits a reader may name (the whole series must have been read): the latest day's,
    /// which are the same on every day of a series.
    var habits: [WidgetHabit] { (snapshot ?? series?.days.last)?.habits ?? [] }

    /// The ids and names of ``habits``.
    var names: [WidgetHabitName] { habits.map { WidgetHabitName(id: $0.id, name: $0.name) } }

    /// The language of the series' settings, else `fallback` (a file that does not say its own).
    func language(else fallback: Language) -> Language {
        brief.language.flatMap(Language.init(rawValue:)) ?? fallback
    }

    /// The one-line explanation of an outdated series, with what to do.
    var outdatedMessage: String { outdatedMessage(in: language(else: .english)) }

    /// ``outdatedMessage`` as standard error says it, after `kado: ` in the snapshot's language.
    var outdatedReport: String {
        Localizer(language: language(else: .english))(.errorPrefix) + outdatedMessage
    }

    /// The one-line explanation of an outdated series in `language`.
    func outdatedMessage(in language: Language) -> String {
        let span: PhraseArgument =
            switch (firstDay, lastDay) {
            case (let first?, let last?) where first == last: .text("\(first)")
            case (let first?, let last?):
                Phrase("cli.widgetRenderer.last.2", ["first": first, "last": last]).argument
            default: Phrase("cli.widgetRenderer.last.3").argument
            }
        return Localizer(language: language)(
            Phrase("cli.widget.outdated", ["path": path, "span": span, "today": today]))
    }
}

extension SnapshotFileError {
    /// The one-line message, in the catalogs.
    var phrase: Phrase {
        switch self {
        case .missing(let path): Phrase("cli.widget.snapshotMissing", ["path": path])
        case .unreadable(let path): Phrase("cli.widget.snapshotUnreadable", ["path": path])
        }
    }
}

extension SnapshotFileError: ReportableError {
    /// `kado: ` and the error's description.
    public var reportMessage: String { "kado: \(description)" }

    /// The message in `language`.
    public func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        return words(.errorPrefix) + words(phrase)
    }

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

import Foundation
import KadoCore
import KadoStore

extension Tracker {
    /// Where this tracker's widget snapshot is written, beside the database.
    public var snapshotPath: String { SnapshotFile.path(forDatabase: store.path) }

    /// The widget snapshot series as of now: today and the next six days.
    public func snapshotSeries() throws(AppError) -> WidgetSnapshotSeries {
        let settings = try settings()
        let calendar = try calendar(settings: settings)
        let today = try today(in: calendar)
        let timelines = try timelines(
            of: try habits(), calendar: calendar,
            resumingBefore: today.adding(days: -WidgetSnapshotBuilder.precedingLength))
        return WidgetSnapshotBuilder(calendar: calendar, language: settings.language.rawValue)
            .series(of: timelines, from: today, generatedAt: moment())
    }

    /// Whether the snapshot beside the database answers for today as this tracker sees it: written
    /// on today, in this time zone and with this day start. A snapshot written elsewhere (before a
    /// flight) or on another day is not, and the next look writes it again. Reads the file's
    /// brief only.
    /// - Parameter context: the context already read (``context()``), or `nil` to read it.
    public func isSnapshotCurrent(in context: AppContext? = nil) throws(AppError) -> Bool {
        let boundary: DayBoundary
        if let context { boundary = context.calendar.boundary } else { boundary = try calendar().boundary }
        guard let brief = SnapshotFile.brief(at: snapshotPath) else { return false }
        return brief.firstDay == boundary.logicalDay(containing: now())
            && brief.timeZone == boundary.timeZone.identifier && brief.dayStartHour == boundary.startHour
    }

    /// Writes the widget snapshot beside the database, every habit computed again (after a
    /// settings change, an import, or when the file is not current). A read-only tracker writes
    /// nothing; a snapshot that would not change is not written again.
    public func publishSnapshot() throws(AppError) {
        try publishSnapshot(touching: nil)
    }

    /// Writes the widget snapshot beside the database after a change to the habits of `habitIDs`
    /// (`nil`: any habit, or a setting, may have changed), made by the write `basis` describes.
    /// Run after every change, from every front end.
    ///
    /// When the file is current (written on today, in this time zone, day start, week start and
    /// language) and saw every change before this one (its stamp is the write's previous stamp),
    /// only the habits of `habitIDs` and those the file does not hold are computed again; every
    /// other habit's lines are copied from the file as they are. A habit's lines depend on its
    /// own records only, so the file is, byte for byte, the one a full rebuild writes. Without a
    /// `basis`, or after a change whose publish was lost (a killed process, a full disk), every
    /// habit is computed again. When nothing would change, nothing is written (the file keeps its
    /// bytes and its inode). A read-only tracker writes nothing.
    ///
    /// Publishers are serialised by a lock on the folder, so that two writers never copy each
    /// other's stale lines.
    ///
    /// `settings` are those the use case read before its write, so that a change reads them once:
    /// they are used when the file is current for them and saw every change before this one (no
    /// settings change can have come between); otherwise the publisher reads them itself, and a
    /// change made meanwhile by another process is not undone.
    func publishSnapshot(
        touching habitIDs: Set<UUID>?, after basis: SnapshotBasis? = nil, settings given: Settings? = nil
    ) throws(AppError) {
        guard !isReadOnly else { return }
        let path = snapshotPath
        let failure = { (error: any Error) in
            AppError.store(.cannotOpen(path: path, reason: .snapshotNotWritten(detail: "\(error)")))
        }
        try SnapshotFile.withLock(beside: path) { () throws(AppError) in
            let current = SnapshotFile.contents(at: path)
            let reusable = basis.flatMap { basis in
                current?.layout.stamp == basis.previous.description ? current : nil
            }
            let file = try snapshotFile(
                reusing: habitIDs == nil ? nil : reusable, touching: habitIDs,
                stamp: reusable == nil || habitIDs == nil ? nil : basis?.stamp, settings: given)
            if let current, current.parts == file.parts, current.layout == file.layout {
                // The same lines on the same days, zone and settings: only the time of writing differs.
                var brief = current.brief
                brief.generatedAt = file.brief.generatedAt
                if brief == file.brief { return }
            }
            do {
                try SnapshotFile.write(pieces: [file.file.opening, file.file.body], to: path)
            } catch {
                throw failure(error)
            }
        }
    }

    /// The snapshot file as of now: its bytes, brief, layout and habits' lines. The lines of a
    /// habit not in `habitIDs` are taken from `current` when it is current and holds the habit;
    /// every other habit is computed again (all of them with `current` `nil`: a full rebuild).
    /// The file records `stamp` as the change it is up to date with, else the database's last
    /// change, read before anything else. `given` settings are used only when `current` is
    /// reused and was written with them (the caller's read is then still the stored one); the
    /// settings are read otherwise.
    func snapshotFile(
        reusing current: SnapshotFile.Contents?, touching habitIDs: Set<UUID>?, stamp: HybridLogicalClock? = nil,
        settings given: Settings? = nil
    ) throws(AppError) -> (
        file: SnapshotFile.Pieces, brief: WidgetBrief, layout: SnapshotLayout, parts: [SnapshotHabitPart]
    ) {
        let recorded: HybridLogicalClock
        if let stamp { recorded = stamp } else { recorded = try perform { try store.lastChangeStamp() } }
        let settings: Settings
        if let given, let current, habitIDs != nil, current.brief.language == given.language.rawValue,
            current.brief.dayStartHour == given.dayStart, current.layout.weekStart == given.weekStart.rawValue
        {
            settings = given
        } else {
            settings = try self.settings()
        }
        let calendar = try calendar(settings: settings)
        let today = try today(in: calendar)
        let habits = try habits()
        let generatedAt = moment()
        let builder = WidgetSnapshotBuilder(calendar: calendar, language: settings.language.rawValue)
        let days = WidgetSnapshotBuilder.days(from: today)
        var reusable: [UUID: SnapshotHabitPart] = [:]
        if let current, let habitIDs, current.brief.firstDay == today,
            current.brief.timeZone == calendar.boundary.timeZone.identifier,
            current.brief.dayStartHour == calendar.boundary.startHour,
            current.brief.language == settings.language.rawValue,
            current.layout.weekStart == calendar.weekStart.rawValue, current.layout.days.map(\.day) == days
        {
            for part in current.parts where !habitIDs.contains(part.id) { reusable[part.id] = part }
        }
        // The habits computed again, read together through the batched loader.
        let fresh = try timelines(
            of: habits.filter { reusable[$0.id] == nil }, calendar: calendar,
            resumingBefore: today.adding(days: -WidgetSnapshotBuilder.precedingLength))
        var computed: [UUID: SnapshotHabitPart] = [:]
        for timeline in fresh {
            let part = try perform {
                try SnapshotHabitPart(id: timeline.habit.id, days: days.map { builder.habitDay(of: timeline, on: $0) })
            }
            computed[timeline.habit.id] = part
        }
        let parts = habits.compactMap { reusable[$0.id] ?? computed[$0.id] }
        var skeletons = days.map { builder.skeleton(on: $0, generatedAt: generatedAt) }
        for index in skeletons.indices {
            skeletons[index].totalDueToday = parts.filter { $0.days[index].today != nil }.count
            skeletons[index].completedToday = parts.filter { $0.days[index].status == .complete }.count
        }
        let preceding = WidgetSnapshotBuilder.precedingLength
        let header = WidgetSnapshotSeries(
            generatedAt: generatedAt, days: Array(skeletons[preceding...]),
            timeZone: calendar.boundary.timeZone.identifier, dayStartHour: calendar.boundary.startHour,
            weekStart: calendar.weekStart.rawValue, language: settings.language.rawValue,
            precedingDays: Array(skeletons[..<preceding]))
        return try perform {
            let brief = try SnapshotFile.brief(header: header, parts: parts)
            let composed = try SnapshotFile.compose(
                header: header, brief: brief, parts: parts, stamp: recorded.description)
            return (composed.file, brief, composed.layout, parts)
        }
    }
}

/// The write a snapshot is published after: the database's change stamp before it, and its own.
struct SnapshotBasis: Hashable, Sendable {
    /// The stamp of the last change before the write.
    var previous: HybridLogicalClock
    /// The write's stamp.
    var stamp: HybridLogicalClock
}

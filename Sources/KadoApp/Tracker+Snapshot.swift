import Foundation
import KadoCore
import KadoStore

extension Tracker {
    /// Where this tracker's widget snapshot is written, beside the database.
    public var snapshotPath: String { SnapshotFile.path(forDatabase: store.path) }

    /// The widget snapshot series as of now: today and the next six days.
    public func snapshotSeries() throws(AppError) -> WidgetSnapshotSeries {
        let calendar = try calendar()
        let settings = try settings()
        let today = try today(in: calendar)
        let habits = try habits()
        let timelines = try perform {
            try habits.map { habit in
                // Resume from the saved checkpoint when it is before the series' earliest day: the
                // walks are short.
                let earliest = today.adding(days: -WidgetSnapshotBuilder.precedingLength)
                let saved = try store.checkpoint(of: habit.id).flatMap { $0.day < earliest ? $0 : nil }
                return HabitTimeline(
                    habit: habit,
                    completions: try store.completions(of: habit.id, from: saved?.recordsNeeded(for: habit)),
                    skips: try store.skips(of: habit.id), calendar: calendar, resumingFrom: saved)
            }
        }
        return WidgetSnapshotBuilder(calendar: calendar, language: settings.language.rawValue)
            .series(of: timelines, from: today, generatedAt: moment())
    }

    /// Whether the snapshot beside the database answers for today as this tracker sees it: written
    /// on today, in this time zone and with this day start. A snapshot written elsewhere (before a
    /// flight) or on another day is not, and the next look writes it again. Reads the file's
    /// brief only.
    public func isSnapshotCurrent() throws(AppError) -> Bool {
        let boundary = try calendar().boundary
        guard let brief = SnapshotFile.brief(at: snapshotPath) else { return false }
        return brief.firstDay == boundary.logicalDay(containing: now())
            && brief.timeZone == boundary.timeZone.identifier && brief.dayStartHour == boundary.startHour
    }

    /// Writes the widget snapshot beside the database. Run after every change, from every front end.
    /// A read-only tracker writes nothing.
    public func publishSnapshot() throws(AppError) {
        guard !isReadOnly else { return }
        let series = try snapshotSeries()
        do {
            try SnapshotFile.write(series, to: snapshotPath)
        } catch {
            throw .store(.cannotOpen(path: snapshotPath, reason: "the widget snapshot cannot be written: \(error)"))
        }
    }
}

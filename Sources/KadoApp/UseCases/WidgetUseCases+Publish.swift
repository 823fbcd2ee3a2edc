import Foundation
import KadoCore
import KadoStore

extension WidgetUseCases {
    /// Where this tracker's widget snapshot is written, beside the database (made once, with the
    /// unit of work: ``UnitOfWork/snapshotPath``).
    public var snapshotPath: String { work.snapshotPath }

    /// The widget snapshot series as of now: today and the next six days.
    public func snapshotSeries() throws(AppError) -> WidgetSnapshotSeries {
        let settings = try settings()
        let calendar = try calendar(settings: settings)
        let today = try today(in: calendar)
        let timelines = try views.timelines(
            of: try habits.all(), calendar: calendar,
            resumingBefore: today.adding(days: -WidgetSnapshotBuilder.precedingLength))
        return WidgetSnapshotBuilder(calendar: calendar, language: settings.languageSetting.code)
            .series(of: timelines, from: today, generatedAt: moment())
    }

    /// Whether the snapshot beside the database answers for today as this tracker sees it: written
    /// on today, in this time zone and with this day start. A snapshot written elsewhere (before a
    /// flight) or on another day is not, and the next look writes it again. Reads the file's
    /// brief only.
    /// - Parameter context: the context already read (``context()``), or `nil` to read it.
    /// With a context, its day is today: the day the caller shows, read from the clock once.
    /// Every Today asks, so when the file is the one last read this costs one `stat` and a few
    /// comparisons.
    public func isSnapshotCurrent(in context: AppContext? = nil) throws(AppError) -> Bool {
        let context = try work.context(given: context)
        let boundary = context.calendar.boundary
        guard let head = snapshotHead() else { return false }
        return head.dayStartHour == boundary.startHour && head.firstDay == context.today
            && head.timeZone == boundary.timeZone.identifier
    }

    /// The day, zone and day start the snapshot file was written for: read from its brief
    /// (``SnapshotFile/head(at:)``, its days not decoded), again only when the file is no longer
    /// the one last read (``FileIdentity``) — every Today asks, and decoding the whole brief took
    /// 40 % of the web's Today on a thousand habits.
    func snapshotHead() -> SnapshotHead? {
        let identity = FileIdentity.of(snapshotPath)
        if let identity, let memo = work.snapshotHeadMemo, memo.identity == identity { return memo.head }
        guard let head = SnapshotFile.head(at: snapshotPath) else {
            work.snapshotHeadMemo = nil
            return nil
        }
        // Read before the brief: a file replaced in between is read again next time.
        work.snapshotHeadMemo = identity.map { ($0, head) }
        return head
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
    /// other's stale lines: this takes it, and must not be called with it held (a write's own
    /// publish is ``publishSnapshotHoldingLock(touching:after:settings:)``).
    ///
    /// `settings` are those the use case read before its write, so that a change reads them once:
    /// they are used when the file is current for them and saw every change before this one (no
    /// settings change can have come between); otherwise the publisher reads them itself, and a
    /// change made meanwhile by another process is not undone.
    func publishSnapshot(
        touching habitIDs: Set<UUID>?, after basis: SnapshotBasis? = nil, settings given: Settings? = nil
    ) throws(AppError) {
        guard !isReadOnly else { return }
        try SnapshotFile.withLock(
            beside: snapshotPath, database: databasePath, locks: system.locks, patience: patience
        ) {
            () throws(AppError) in
            try publishSnapshotHoldingLock(touching: habitIDs, after: basis, settings: given)
        }
    }

    /// ``publishSnapshot(touching:after:settings:)`` by a caller that holds the publishers' lock
    /// (``write(in:journaling:_:)``, around its transaction and this publish). Counted in
    /// ``snapshotPublishes``.
    ///
    /// `splicing` false composes the file again even when only some habits' lines changed: for
    /// changes published together of which one moved habits (a reorder touches no habit's lines,
    /// but a splice keeps every habit at its place).
    func publishSnapshotHoldingLock(
        touching habitIDs: Set<UUID>?, after basis: SnapshotBasis? = nil, settings given: Settings? = nil,
        splicing: Bool = true
    ) throws(AppError) {
        guard !isReadOnly else { return }
        let path = snapshotPath
        let failure = { (error: any Error) in
            // A full disk is said in the words every other write uses for it.
            let reason = self.backups.reason(of: error)
            let detail = reason == BackupUseCases.diskFullReason ? reason : "\(error)"
            return AppError.store(.cannotOpen(path: path, reason: .snapshotNotWritten(detail: detail)))
        }
        // The head this tracker last read, when it is that of the file now there: a splice keeps
        // the day, zone and day start, so the next Today need not read the new file's.
        let before = FileIdentity.of(path)
        let keptHead = work.snapshotHeadMemo.flatMap { $0.identity == before ? $0.head : nil }
        if splicing, let habitIDs, let basis,
            try publishBySplicing(touching: habitIDs, after: basis, settings: given, path: path, failure: failure)
        {
            work.snapshotPublishes.spliced += 1
            // Under the publishers' lock: no other Kadō writes the file between.
            work.snapshotHeadMemo = keptHead.flatMap { head in FileIdentity.of(path).map { ($0, head) } }
            return
        }
        let current = SnapshotFile.contents(at: path, files: system.files)
        let reusable = basis.flatMap { basis in
            current?.layout.stamp == basis.previous.description ? current : nil
        }
        let reused = habitIDs == nil ? nil : reusable
        if reused == nil { work.snapshotPublishes.rebuilt += 1 } else { work.snapshotPublishes.reusing += 1 }
        let file = try snapshotFile(
            reusing: reused, touching: habitIDs,
            stamp: reusable == nil || habitIDs == nil ? nil : basis?.stamp, settings: given)
        if let current, current.parts == file.parts, current.layout == file.layout {
            // The same lines on the same days, zone and settings: only the time of writing differs.
            var brief = current.brief
            brief.generatedAt = file.brief.generatedAt
            if brief == file.brief { return }
        }
        do {
            try SnapshotFile.write(pieces: [file.file.opening, file.file.body], to: path, files: system.files)
        } catch {
            work.snapshotHeadMemo = nil
            throw failure(error)
        }
        let head = SnapshotHead(
            firstDay: file.brief.firstDay, timeZone: file.brief.timeZone, dayStartHour: file.brief.dayStartHour)
        work.snapshotHeadMemo = FileIdentity.of(path).map { ($0, head) }
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
        if let given, let current, habitIDs != nil, current.brief.language == given.languageSetting.code,
            current.brief.dayStartHour == given.dayStart, current.layout.weekStart == given.weekStart.rawValue
        {
            settings = given
        } else {
            settings = try self.settings()
        }
        let calendar = try calendar(settings: settings)
        let today = try today(in: calendar)
        let habits = try habits.all()
        let generatedAt = moment()
        let builder = WidgetSnapshotBuilder(calendar: calendar, language: settings.languageSetting.code)
        let days = WidgetSnapshotBuilder.days(from: today)
        var reusable: [UUID: SnapshotHabitPart] = [:]
        if let current, let habitIDs, current.brief.firstDay == today,
            current.brief.timeZone == calendar.boundary.timeZone.identifier,
            current.brief.dayStartHour == calendar.boundary.startHour,
            current.brief.language == settings.languageSetting.code,
            current.layout.weekStart == calendar.weekStart.rawValue, current.layout.days.map(\.day) == days
        {
            for part in current.parts where !habitIDs.contains(part.id) { reusable[part.id] = part }
        }
        // The habits computed again, read together through the batched loader.
        let computedAgain = habits.filter { reusable[$0.id] == nil }
        let resumingBefore = today.adding(days: -WidgetSnapshotBuilder.precedingLength)
        try saveCheckpointsFirst(of: computedAgain, calendar: calendar, today: today, before: resumingBefore)
        let fresh = try views.timelines(of: computedAgain, calendar: calendar, resumingBefore: resumingBefore)
        var computed: [UUID: SnapshotHabitPart] = [:]
        for timeline in fresh {
            let part = try perform {
                try SnapshotHabitPart(id: timeline.habit.id, days: days.map { builder.habitDay(of: timeline, on: $0) })
            }
            computed[timeline.habit.id] = part
        }
        let parts = habits.compactMap { reusable[$0.id] ?? computed[$0.id] }
        let header = Self.snapshotHeader(
            builder: builder, days: days, generatedAt: generatedAt, language: settings.languageSetting.code,
            counts: days.indices.map { index in
                (
                    due: parts.filter { $0.days[index].today != nil }.count,
                    done: parts.filter { $0.days[index].status == .complete }.count
                )
            })
        return try perform {
            let brief = try SnapshotFile.brief(header: header, parts: parts)
            let composed = try SnapshotFile.compose(
                header: header, brief: brief, parts: parts, stamp: recorded.description)
            return (composed.file, brief, composed.layout, parts)
        }
    }
}

extension WidgetUseCases {
    /// Before a publish computes `habits` again: those with no score checkpoint before `day` (an
    /// import, a restore, a sync of old days, a change of week or day start dropped them) walk
    /// their whole history once here, as Today would, and save their checkpoints — the latest and
    /// the ladder's rungs. Each day of the file then resumes from a rung instead of walking every
    /// year again, and the Today after the change finds its checkpoints in place instead of
    /// walking the history itself (issue 35, item 3). Only a cache: nothing is saved for a
    /// read-only database, and a failure to save changes no answer.
    func saveCheckpointsFirst(of habits: [Habit], calendar: HabitCalendar, today: LogicalDay, before day: LogicalDay)
        throws(AppError)
    {
        guard !isReadOnly, !habits.isEmpty else { return }
        let saved = try perform { try store.checkpoints(of: habits.map(\.id), before: day) }
        let cold = habits.filter { saved[$0.id] == nil }
        guard !cold.isEmpty else { return }
        _ = try views.summaries(of: cold, calendar: calendar, today: today)
    }
}

extension WidgetUseCases {
    /// The series of `days` without their habits: each day's skeleton with its `counts` (the
    /// habits on its list, and those complete), in `builder`'s calendar, with the language setting's code `language`.
    static func snapshotHeader(
        builder: WidgetSnapshotBuilder, days: [LogicalDay], generatedAt: Date, language: String,
        counts: [(due: Int, done: Int)]
    ) -> WidgetSnapshotSeries {
        var skeletons = days.map { builder.skeleton(on: $0, generatedAt: generatedAt) }
        for index in skeletons.indices {
            skeletons[index].totalDueToday = counts[index].due
            skeletons[index].completedToday = counts[index].done
        }
        let preceding = WidgetSnapshotBuilder.precedingLength
        let boundary = builder.calendar.boundary
        return WidgetSnapshotSeries(
            generatedAt: generatedAt, days: Array(skeletons[preceding...]), timeZone: boundary.timeZone.identifier,
            dayStartHour: boundary.startHour, weekStart: builder.calendar.weekStart.rawValue,
            language: language, precedingDays: Array(skeletons[..<preceding]))
    }

    /// The publish after a change to the habits of `habitIDs` that left every shown habit where
    /// it was (a check-in, an undo, a note, a rename, a sync of records): the file is spliced
    /// (``SnapshotFile/splice(_:header:brief:changed:index:stamp:)``), only the touched habits'
    /// timelines are loaded and computed, and no other habit is read, decoded or encoded. `false`
    /// when the file cannot be spliced, and nothing was written: no line index (an older file),
    /// a change before this one it did not see, another day, zone or setting, or a habit that
    /// appears, disappears or moves (a reorder touches no habit, so an empty `habitIDs` is one).
    /// Runs under the publishers' lock.
    /// - Complexity: O(t × d + h) for t touched habits walking d days, h habits (integers only).
    func publishBySplicing(
        touching habitIDs: Set<UUID>, after basis: SnapshotBasis, settings given: Settings?, path: String,
        failure: (any Error) -> AppError
    ) throws(AppError) -> Bool {
        guard !habitIDs.isEmpty, let source = SnapshotFile.SpliceSource(path: path),
            source.layout.stamp == basis.previous.description
        else { return false }
        let settings: Settings
        if let given, source.brief.language == given.languageSetting.code, source.brief.dayStartHour == given.dayStart,
            source.layout.weekStart == given.weekStart.rawValue
        {
            settings = given
        } else {
            settings = try self.settings()
        }
        let calendar = try calendar(settings: settings)
        let today = try today(in: calendar)
        let days = WidgetSnapshotBuilder.days(from: today)
        guard source.brief.firstDay == today, source.brief.timeZone == calendar.boundary.timeZone.identifier,
            source.brief.dayStartHour == calendar.boundary.startHour,
            source.brief.language == settings.languageSetting.code,
            source.layout.weekStart == calendar.weekStart.rawValue, source.layout.days.map(\.day) == days
        else { return false }
        // Each touched habit shown stays at its place; one not shown stays hidden.
        var placed: [UUID: Int] = [:]
        var touched: [Habit] = []
        for id in habitIDs.sorted(by: { $0.uuidString < $1.uuidString }) {
            let position = source.index.position(of: id)
            guard let place = try perform({ try store.activePosition(of: id) }) else {
                if position == nil { continue }
                return false
            }
            guard place.position == position, place.count == source.index.ids.count,
                let habit = try perform({ try store.habit(id: id) })
            else { return false }
            placed[id] = place.position
            touched.append(habit)
        }
        let builder = WidgetSnapshotBuilder(calendar: calendar, language: settings.languageSetting.code)
        let timelines = try views.timelines(
            of: touched, calendar: calendar, resumingBefore: today.adding(days: -WidgetSnapshotBuilder.precedingLength))
        var changed: [Int: SnapshotHabitPart] = [:]
        var index = source.index
        for timeline in timelines {
            guard let position = placed[timeline.habit.id] else { return false }
            let part = try perform {
                try SnapshotHabitPart(id: timeline.habit.id, days: days.map { builder.habitDay(of: timeline, on: $0) })
            }
            changed[position] = part
            index.replace(at: position, with: part)
        }
        guard changed.count == touched.count else { return false }
        let generatedAt = moment()
        let spliced = try perform {
            let brief = try Self.splicedBrief(of: source, index: index, changed: changed, generatedAt: generatedAt)
            let header = Self.snapshotHeader(
                builder: builder, days: days, generatedAt: generatedAt, language: settings.languageSetting.code,
                counts: brief.days.map { (due: $0.due, done: $0.done) })
            return try SnapshotFile.splice(
                source, header: header, brief: brief, changed: changed, index: index,
                stamp: basis.stamp.description)
        }
        do {
            try SnapshotFile.write(
                opening: spliced.opening, body: spliced.body, copyingFrom: source, to: path, files: system.files)
        } catch {
            throw failure(error)
        }
        return true
    }

    /// The brief of the file `source` holds once the habits at the positions of `changed` have
    /// their new lines (`index` is the new file's): its counts moved by what those habits changed,
    /// each day's habits chosen again from the index; an entry of an unchanged habit is the old
    /// brief's, or, for a habit the old brief did not name, decoded from its lines in the file.
    /// - Complexity: O(h) for h habits (booleans), plus the decoding of at most a brief's entries.
    static func splicedBrief(
        of source: SnapshotFile.SpliceSource, index: SnapshotLineIndex, changed: [Int: SnapshotHabitPart],
        generatedAt: Date
    ) throws -> WidgetBrief {
        let decoder = SnapshotFile.decoder()
        func decoded<Value: Decodable>(_ type: Value.Type, _ bytes: ArraySlice<UInt8>?) throws -> Value {
            guard let bytes else { throw SnapshotFileError.unreadable(path: "(the snapshot being spliced)") }
            return try decoder.decode(type, from: Data(bytes))
        }
        func count(_ entry: SnapshotLineIndex.Entry) -> (due: Int, done: Int, started: Int) {
            (entry.today == nil ? 0 : 1, entry.status == .complete ? 1 : 0, entry.status == .partial ? 1 : 0)
        }
        var brief = source.brief
        brief.generatedAt = generatedAt
        brief.days = try source.brief.days.enumerated().map { day, old in
            var counts = (due: old.due, done: old.done, started: old.started)
            for position in changed.keys {
                let before = count(source.index[position, day])
                let after = count(index[position, day])
                counts.due += after.due - before.due
                counts.done += after.done - before.done
                counts.started += after.started - before.started
            }
            let listed = (0..<index.ids.count).map { index[$0, day].today != nil }
            let entries = try WidgetBriefDay.positions(listed: listed).map { position -> WidgetBriefEntry in
                if let lines = changed[position]?.days[day] {
                    return WidgetBriefEntry(
                        habit: try decoded(WidgetHabit.self, lines.habit),
                        row: try lines.today.map { try decoded(WidgetTodayRow.self, $0) })
                }
                if let kept = old.habits.first(where: { $0.habit.id == index.ids[position] }) { return kept }
                let habit = source.lineRange(of: position, in: .habits, on: day).flatMap(source.read)
                let row = try source.lineRange(of: position, in: .today, on: day).map {
                    try decoded(WidgetTodayRow.self, source.read($0)?[...])
                }
                return WidgetBriefEntry(habit: try decoded(WidgetHabit.self, habit?[...]), row: row)
            }
            return WidgetBriefDay(
                day: old.day, due: counts.due, done: counts.done, started: counts.started, habits: entries)
        }
        return brief
    }
}

/// What a snapshot file was written for: the day, the zone and the day start of its brief.
struct SnapshotHead: Hashable, Sendable, Decodable {
    var firstDay: LogicalDay?
    var timeZone: String?
    var dayStartHour: Int?
}

import Foundation
import KadoCore
import KadoStore

/// A habit's detail screen: everything `kado show` and the web app's detail page show.
public struct HabitDetail: Sendable {
    /// Today's summary (score, streaks, today's state).
    public let summary: HabitSummary
    /// Counts, rates and totals over the whole history.
    public let statistics: HabitStatistics
    /// The month that contains today, as calendar cells from its first to its last day.
    public let month: [DayCell]
    /// The first day of `month`.
    public let monthStart: LogicalDay
    /// The records of the last days, newest first.
    public let recentRecords: [Completion]
    /// The skips and pauses.
    public let skips: [Skip]
    /// The score at the end of each of the last 90 days (fewer for a younger habit).
    public let scores: [DailyScore]
    /// The longest streak runs, longest first.
    public let longestRuns: [StreakRun]
}

extension ViewUseCases {
    /// The day the latest checkpoint is taken on as of `today`: the end of the last whole week
    /// before it (1 to 7 days back). Today then walks at most a week of each habit (and reads its
    /// records from the look-back before it), so its cost follows the habits shown, not their
    /// history. An edit on or before that day deletes it, and the walk resumes from the ladder's
    /// rung before (a quarter back at most) until the next Today or check-in saves it again.
    static func latestCheckpointDay(today: LogicalDay, weekStart: Weekday) -> LogicalDay {
        var day = today.adding(days: -1)
        while day.adding(days: 1).weekday != weekStart { day = day.adding(days: -1) }
        return day
    }
    /// How many years back the rungs of a habit's checkpoint ladder are taken (the store keeps
    /// ``StoreWriter/checkpointRungs`` of them, as many quarters).
    static let checkpointLadderYears = 5

    /// The first day a walk as of `today` takes rungs of the checkpoint ladder on.
    static func checkpointLadderStart(today: LogicalDay) -> LogicalDay {
        LogicalDay(year: today.year - checkpointLadderYears, month: today.month, day: 1) ?? .firstSupported
    }

    /// The Today screen: every active habit, split into scheduled and not scheduled.
    ///
    /// Each habit resumes from its saved checkpoint, so the cost follows the recent history, not
    /// the whole of it.
    /// - Parameter context: the context already read (``context()``), or `nil` to read it.
    public func todayView(in context: AppContext? = nil) throws(AppError) -> TodayView {
        let context = try self.context(given: context)
        // Nothing committed since the last Today of this process: its screen as it was.
        if let cache = work.sharedTodaySummaries,
            let view = cache.view(at: try perform { try store.lastChangeStamp() }, in: context)
        {
            publishSnapshotIfStale(in: context)
            return view
        }
        let summaries = try todaySummaries(in: context)
        // Today is also when a snapshot that is out of date gets written. With scores left
        // pending, the publish would walk those habits whole here (it saves missing checkpoints
        // first): it is left to the rebuild in the background, and the next Today shows the
        // scores and writes the snapshot.
        let isPending = summaries.contains(where: \.isScorePending)
        if !isPending { publishSnapshotIfStale(in: context) }
        if isPending { requestCheckpointRebuild() }
        return TodayView(
            day: context.today, scheduled: summaries.filter(\.isScheduledToday),
            notScheduled: summaries.filter { !$0.isScheduledToday })
    }

    /// Writes the widget snapshot when it is missing, from another day, or written in another
    /// time zone or with another day start (never into a read-only database's folder). A snapshot
    /// that cannot be checked is taken as out of date, and written again.
    private func publishSnapshotIfStale(in context: AppContext) {
        // A head that cannot be read counts as out of date.
        guard !isReadOnly, (try? widget.isSnapshotCurrent(in: context)) != true else { return }
        do { try widget.publishSnapshot() } catch { logFailure("the widget snapshot was not written", error) }
    }

    /// Every active habit's summary for today, in order: from the summaries this process's
    /// trackers share (``shareTodaySummaries(_:)``) when it can — only the habits changed since
    /// computed again — else every one computed.
    func todaySummaries(in context: AppContext) throws(AppError) -> [HabitSummary] {
        // A database only read can save no checkpoint: nothing would ever make a pending score
        // known, so every habit is walked whole there.
        let budget = isReadOnly ? nil : work.todayRebuildBudget
        guard let cache = work.sharedTodaySummaries else { return try keptTodaySummaries(in: context, budget: budget) }
        let stamp = try perform { try store.lastChangeStamp() }
        let habits = try habits.all()
        var patched: Int?
        let summaries: [HabitSummary]
        if let (kept, stale) = cache.reusable(at: stamp, in: context), kept.count == habits.count {
            var result = kept
            var count = 0
            for (index, habit) in habits.enumerated() where stale.contains(habit.id) || kept[index].habit != habit {
                result[index] = try self.summaries(
                    of: [habit], calendar: context.calendar, today: context.today, firstPosition: index + 1,
                    stampBefore: stamp)[0]
                count += 1
            }
            summaries = result
            patched = count
        } else {
            summaries = try self.summaries(
                of: habits, calendar: context.calendar, today: context.today, budget: budget, stampBefore: stamp)
        }
        // Kept only when no change was committed meanwhile: then every read above saw the
        // database at `stamp`. Pending scores are never kept: the checkpoints that make them
        // known move no change stamp.
        if !summaries.contains(where: \.isScorePending), try perform({ try store.lastChangeStamp() }) == stamp {
            cache.keep(summaries, at: stamp, in: context, patched: patched)
        }
        return summaries
    }

    /// Every active habit's summary for a process with no summaries to share (a command): those
    /// the last Today kept in the database when it is still where they were computed — at the
    /// same change stamp, for the same day, calendar and program — else every one computed and
    /// kept there (``TodaySummaryCoding``). Pending scores are never kept, and a database only
    /// read keeps none.
    private func keptTodaySummaries(in context: AppContext, budget: Duration?) throws(AppError) -> [HabitSummary] {
        let key = TodaySummaryCoding.key(for: context)
        // One read transaction: the stamp, the habits and the summaries kept describe one state.
        let (stamp, habits, kept) = try perform {
            try store.reading {
                let stamp = try store.lastChangeStamp()
                // Only a cache: one that cannot be read (a damaged row) is one to compute again.
                return (stamp, try store.habits(), try? store.keptTodaySummaries(at: stamp, key: key))
            }
        }
        if let kept, var summaries = TodaySummaryCoding.decode(kept.summaries, habits: habits) {
            // Habits changed since through the store (a check-in, an edit) are computed again,
            // each alone; the others are as they were kept.
            let changed = habits.indices.filter { kept.touched.contains(habits[$0].id) }
            if changed.isEmpty { return summaries }
            for index in changed {
                summaries[index] = try self.summaries(
                    of: [habits[index]], calendar: context.calendar, today: context.today, firstPosition: index + 1,
                    stampBefore: stamp)[0]
            }
            if !isReadOnly, !summaries.contains(where: \.isScorePending) {
                let encoded = TodaySummaryCoding.encode(summaries)
                let patched = KeptTodaySummaries(key: key, stamp: stamp, summaries: encoded)
                do {
                    // Only a cache: kept when no other connection writes, and no change came since.
                    try store.writeIfFree { writer in
                        guard try store.lastChangeStamp() == stamp else { return }
                        try writer.keepTodaySummaries(patched)
                    }
                } catch {
                    logFailure("today's summaries were not kept", error)
                }
            }
            return summaries
        }
        return try summaries(
            of: habits, calendar: context.calendar, today: context.today, budget: budget, stampBefore: stamp,
            keeping: isReadOnly
                ? nil
                : { writer, summaries in
                    try writer.keepTodaySummaries(
                        KeptTodaySummaries(key: key, stamp: stamp, summaries: TodaySummaryCoding.encode(summaries)))
                })
    }

    /// Shares Today's summaries with the other trackers of this process that share `cache` (the
    /// web app's sessions): Today after a change computes again only the habits it touched.
    public func shareTodaySummaries(_ cache: TodaySummaryCache) {
        if let shared = work.sharedTodaySummaries { work.commitObservers.removeAll { $0 === shared } }
        work.sharedTodaySummaries = cache
        // Told first, as the change commits: a Today of another session may follow at once.
        work.commitObservers.insert(cache, at: 0)
    }

    /// One habit's summary for today (archived habits included).
    /// - Parameter context: the context already read (``context()``), or `nil` to read it.
    public func summary(of habit: Habit, in context: AppContext? = nil) throws(AppError) -> HabitSummary {
        let context = try self.context(given: context)
        let position = try position(of: habit)
        return try summaries(of: [habit], calendar: context.calendar, today: context.today, firstPosition: position)[0]
    }

    /// The detail screen of a habit, from its whole history.
    /// - Parameter context: the context already read (``context()``), or `nil` to read it.
    public func detail(of habit: Habit, in context: AppContext? = nil) throws(AppError) -> HabitDetail {
        let context = try self.context(given: context)
        let today = context.today
        let (completions, skips) = try history(of: habit)
        let timeline = HabitTimeline(
            habit: habit, completions: completions, skips: skips, calendar: context.calendar)
        let summary = makeSummary(
            timeline: timeline, evaluation: timeline.evaluate(asOf: today), position: try position(of: habit))
        let monthStart = today.startOfMonth
        let monthEnd = monthStart.adding(days: LogicalDay.daysInMonth(today.month, year: today.year) - 1)
        return HabitDetail(
            summary: summary, statistics: timeline.statistics(asOf: today),
            month: timeline.cells(from: monthStart, through: monthEnd, asOf: today), monthStart: monthStart,
            recentRecords: completions.filter { $0.day > today.adding(days: -30) && $0.day <= today }.reversed(),
            skips: skips, scores: timeline.scores(from: today.adding(days: -89), through: today, asOf: today),
            longestRuns: timeline.longestRuns(5, asOf: today))
    }

    /// The Overview grid of the active habits over `days` days ending on `lastDay` (today when
    /// `nil`; never after today), for the habits at `habitRange` of the active ones (all when `nil`;
    /// clamped to those there are).
    ///
    /// Only the habits asked for are read, each from the checkpoint just before the first day
    /// shown, so the cost follows the rows and days shown, not the number of habits or the years
    /// of history behind them.
    /// - Parameter context: the context already read (``context()``), or `nil` to read it.
    public func overview(
        days: Int, endingOn lastDay: LogicalDay? = nil, habits habitRange: Range<Int>? = nil,
        in context: AppContext? = nil
    ) throws(AppError) -> OverviewGrid {
        guard (1...366).contains(days) else {
            throw .invalid(
                .init(field: "days", value: String(days), rule: .outOfRange(minimum: 1, maximum: 366, unit: .none)))
        }
        let context = try self.context(given: context)
        let today = context.today
        let end = lastDay.map { min($0, today) } ?? today
        let first = end.adding(days: 1 - days)
        let active = try habits.all()
        let range = habitRange?.clamped(to: 0..<active.count) ?? 0..<active.count
        // Like Today, each habit resumes from its checkpoint when the window begins after it (a
        // rung of its ladder when the window lies further back), so the cost follows the days shown.
        let timelines = try timelines(
            of: Array(active[range]), calendar: context.calendar, resumingBefore: first)
        var rows: [(habit: Habit, cells: [DayCell])] = []
        var summaries: [HabitSummary] = []
        for (offset, timeline) in timelines.enumerated() {
            rows.append((timeline.habit, timeline.cells(from: first, through: end, asOf: today)))
            summaries.append(
                makeSummary(
                    timeline: timeline, evaluation: timeline.evaluate(asOf: today),
                    position: range.lowerBound + offset + 1))
        }
        return OverviewGrid(
            days: (0..<days).map { first.adding(days: $0) }, rows: rows, summaries: summaries,
            firstHabit: range.lowerBound, totalHabits: active.count, today: today)
    }

    /// A habit's every record and skip, read together.
    func history(of habit: Habit) throws(AppError) -> (completions: [Completion], skips: [Skip]) {
        try perform { try store.reading { (try store.completions(of: habit.id), try store.skips(of: habit.id)) } }
    }

    /// The 1-based position of `habit` among every habit, archived ones included (1 when it is
    /// not stored).
    func position(of habit: Habit) throws(AppError) -> Int {
        (try habits.all(includingArchived: true).firstIndex { $0.id == habit.id } ?? 0) + 1
    }

    /// Summaries of `habits` as of `today`, resuming from (and refreshing) saved checkpoints.
    ///
    /// - Parameter budget: how long the habits with no checkpoint may be walked whole, in the
    ///   habits' order, before the rest are left pending (``HabitSummary/isScorePending``); `nil`
    ///   walks every one.
    /// - Parameter stampBefore: the change stamp the caller read before anything it reads here, so
    ///   that it is not read twice; read now when `nil`.
    /// - Parameter keeping: what else to save of the summaries, in the transaction that saves the
    ///   checkpoints, when they are all known and no change came since the stamp (only a cache:
    ///   never waiting behind another writer).
    func summaries(
        of habits: [Habit], calendar: HabitCalendar, today: LogicalDay, firstPosition: Int = 1,
        budget: Duration? = nil, stampBefore: HybridLogicalClock? = nil,
        keeping: ((StoreWriter, [HabitSummary]) throws -> Void)? = nil
    ) throws(AppError) -> [HabitSummary] {
        var fresh: [(UUID, WalkCheckpoint)] = []
        // The stamp before the read: the checkpoints are saved only if no change came between.
        let stamp: HybridLogicalClock
        if let stampBefore { stamp = stampBefore } else { stamp = try perform { try store.lastChangeStamp() } }
        let started = ContinuousClock.now
        let walksWhole = budget.map { budget in { (_: Habit) in ContinuousClock.now - started < budget } }
        let summaries = try timelines(of: habits, calendar: calendar, resumingBefore: today, walksWhole: walksWhole)
            .enumerated().map { offset, read in
                guard !read.isPending else {
                    var summary = makeSummary(
                        timeline: read.timeline, evaluation: read.timeline.pendingEvaluation(asOf: today),
                        position: firstPosition + offset)
                    summary.isScorePending = true
                    return summary
                }
                return summary(of: read.timeline, today: today, position: firstPosition + offset, fresh: &fresh)
            }
        // With scores left pending, the rebuild started after this answer saves every missing
        // checkpoint, those walked here included: a write here would be the first after the
        // checkpoints were deleted, and the first write after the file was changed from outside
        // Kadō checks the whole file (`SoundFileWatch`, 2.5 s on 1,000 habits over ten years).
        if !fresh.isEmpty || keeping != nil, !isReadOnly, !summaries.contains(where: { $0.isScorePending }) {
            // Only a cache: a failure to save it (a read-only file, a busy database) changes no
            // answer, and it is saved only when no other connection writes now (an import, a
            // sync), never waiting behind one: the next Today saves it.
            // Each habit's new checkpoints are saved together, so its ladder is trimmed once.
            var byHabit: [UUID: [WalkCheckpoint]] = [:]
            var order: [UUID] = []
            for (id, checkpoint) in fresh {
                if byHabit[id] == nil { order.append(id) }
                byHabit[id, default: []].append(checkpoint)
            }
            do {
                try store.writeIfFree { writer in
                    // Walked from records read before a change committed since, they could
                    // describe a history that is no more: then the next Today saves them.
                    guard try store.lastChangeStamp() == stamp else { return }
                    for id in order { try writer.saveCheckpoints(byHabit[id] ?? [], of: id) }
                    try keeping?(writer, summaries)
                }
            } catch {
                logFailure("today's score checkpoints were not saved", error)
            }
        }
        return summaries
    }

    /// One habit's summary from its timeline (resumed from its latest checkpoint). The checkpoints
    /// to save go into `fresh`, oldest first: a newer latest one when the one it resumed from is
    /// stale (or it resumed from none), and every rung of the ladder the walk passed (none is
    /// saved: the walk began after the latest one saved).
    func summary(
        of timeline: HabitTimeline, today: LogicalDay, position: Int, fresh: inout [(UUID, WalkCheckpoint)]
    ) -> HabitSummary {
        let resumedFrom = timeline.resumePoint
        let latestDay = Self.latestCheckpointDay(today: today, weekStart: timeline.calendar.weekStart)
        let isStale = resumedFrom.map { $0.day < latestDay } ?? true
        let request = CheckpointRequest(
            before: today, latest: isStale, rungsFrom: Self.checkpointLadderStart(today: today))
        let (evaluation, checkpoints) = timeline.evaluate(asOf: today, taking: request)
        for checkpoint in checkpoints where checkpoint != resumedFrom { fresh.append((timeline.habit.id, checkpoint)) }
        return makeSummary(timeline: timeline, evaluation: evaluation, position: position)
    }

    func makeSummary(timeline: HabitTimeline, evaluation: HabitEvaluation, position: Int) -> HabitSummary {
        let today = evaluation.day
        let loggedToday = timeline.habit.type.recordsMeanDone && timeline.positiveRecords(on: today) > 0
        return HabitSummary(
            habit: timeline.habit, position: position, evaluation: evaluation, todayAmount: timeline.sum(on: today),
            isScheduledToday: !timeline.habit.isArchived && (evaluation.isDue || loggedToday),
            firstScheduledDay: timeline.effectiveStart, archiveDay: timeline.archiveDay)
    }
}

import Foundation

/// One habit with its whole history, read once into per-day arrays: the object every schedule,
/// score, streak and statistics question about that habit is asked of.
///
/// Build it once per habit (O(records + days)); then single-day questions are O(1) or
/// O(log records), and ``evaluate(asOf:)`` computes score and streaks in one pass over the days.
public struct HabitTimeline: Sendable {
    /// The habit.
    public let habit: Habit
    /// The calendar settings the habit's instants were read with.
    public let calendar: HabitCalendar
    /// The logical day the habit was created on.
    public let creationDay: LogicalDay
    /// The logical day the habit was archived on; days after it are never due.
    public let archiveDay: LogicalDay?
    /// The first day the schedule applies, by one rule for every type:
    /// - the habit's ``Habit/startDay`` when its owner set one;
    /// - otherwise, for a habit to do (yes/no, counter, timer), the earliest day it was done, before
    ///   or after its creation day (Kadō's rule), or the creation day when it was never done;
    /// - otherwise, for a habit to avoid (negative, at-most), the earliest day anything was recorded
    ///   for it (a slip, an amount, a note) when that is before its creation day, else the creation
    ///   day: days with no record are good days for such a habit, so a first record after creation
    ///   does not move the start.
    ///
    /// In every case, what History lists on a day before this one the score and streaks do not
    /// count: only a start set by hand can leave records before it.
    public let effectiveStart: LogicalDay
    /// The state a walk resumes from, when the timeline was built from recent records only.
    public let resumePoint: WalkCheckpoint?
    /// For a timeline of recent records only (``init(habit:recentAmounts:calendar:from:effectiveStart:latestDoneBefore:)``):
    /// the latest day the habit was done before those records, which anchors an every-N-days
    /// cycle when none of them is a done day.
    let anchorBeforeRecords: LogicalDay?
    /// ``WalkCheckpoint/signature(of:through:creationDay:archiveDay:weekStart:)`` of this
    /// timeline's habit and calendar, for a habit whose terms never changed "from a date" (it is
    /// then the same on every day): made once, for the checkpoint it resumes from and those it
    /// saves. `nil` for a habit with versions, whose signature depends on the checkpoint's day.
    let checkpointSignature: String?
    let ledger: DayLedger

    /// Reads `habit`'s history. Records and skips of other habits are ignored.
    ///
    /// With a `checkpoint` (saved by an earlier ``evaluate(asOf:checkpointBefore:)`` with the same
    /// habit settings and calendar), only the records from ``WalkCheckpoint/recordsNeeded(for:)``
    /// on are needed: score and streaks resume from the checkpoint instead of walking the whole
    /// history. A checkpoint that does not match the habit's settings is ignored.
    /// - Complexity: O(r + s + d) for r records, s skipped days and d days spanned.
    public init(
        habit: Habit, completions: some Sequence<Completion>, skips: some Sequence<Skip> = [Skip](),
        calendar: HabitCalendar, resumingFrom checkpoint: WalkCheckpoint? = nil
    ) {
        self.init(habit: habit, records: completions, skips: skips, calendar: calendar, resumingFrom: checkpoint)
    }

    /// ``init(habit:completions:skips:calendar:resumingFrom:)`` from the habit's records reduced
    /// to their days and values (``RecordAmount``), all of them the habit's: what a store reads
    /// when only scores, streaks and day values are asked for.
    public init(
        habit: Habit, amounts: some Sequence<RecordAmount>, skips: some Sequence<Skip> = [Skip](),
        calendar: HabitCalendar, resumingFrom checkpoint: WalkCheckpoint? = nil
    ) {
        self.init(habit: habit, records: amounts, skips: skips, calendar: calendar, resumingFrom: checkpoint)
    }

    private init<Record: LedgerRecord>(
        habit: Habit, records completions: some Sequence<Record>, skips: some Sequence<Skip>,
        calendar: HabitCalendar, resumingFrom checkpoint: WalkCheckpoint?
    ) {
        self.habit = habit
        self.calendar = calendar
        let ranges = skips.filter { $0.habitID == habit.id }.map(\.days)
        let creation = calendar.boundary.logicalDay(containing: habit.createdAt)
        let archive = habit.archivedAt.map { calendar.boundary.logicalDay(containing: $0) }
        creationDay = creation
        archiveDay = archive
        // One text for a habit never changed "from a date"; otherwise the text of the checkpoint's day.
        let signature =
            habit.hasRuleVersions
            ? nil
            : WalkCheckpoint.signature(
                of: habit, through: creation, creationDay: creation, archiveDay: archive, weekStart: calendar.weekStart)
        checkpointSignature = signature
        let resume = checkpoint.flatMap { checkpoint in
            let expected =
                signature
                ?? WalkCheckpoint.signature(
                    of: habit, through: checkpoint.day, creationDay: creation, archiveDay: archive,
                    weekStart: calendar.weekStart)
            return checkpoint.signature == expected ? checkpoint : nil
        }
        resumePoint = resume
        anchorBeforeRecords = nil
        // Without a checkpoint the span starts at creation (or at a start set before it); with
        // one, at the day after it.
        let floor = resume.map { $0.day.adding(days: 1) } ?? min(creation, habit.startDay ?? creation)
        let id = habit.id
        // One witness call, then non-generic work over the caller's storage: no per-record
        // generic dispatch and no copy of the records.
        let resumes = resume != nil
        ledger =
            completions.withContiguousStorageIfAvailable {
                HabitTimeline.makeLedger(id: id, floor: floor, resumes: resumes, records: $0, ranges: ranges)
            }
            ?? ContiguousArray(completions).withUnsafeBufferPointer {
                HabitTimeline.makeLedger(id: id, floor: floor, resumes: resumes, records: $0, ranges: ranges)
            }

        if let resume {
            effectiveStart = resume.effectiveStart
        } else {
            effectiveStart = Self.start(of: habit, creationDay: creation, ledger: ledger)
        }
    }

    /// ``effectiveStart``'s rule, over the whole ledger.
    static func start(of habit: Habit, creationDay: LogicalDay, ledger: DayLedger) -> LogicalDay {
        if let startDay = habit.startDay { return startDay }
        if habit.type.recordsMeanDone { return ledger.firstPositiveDay ?? creationDay }
        return min(creationDay, ledger.firstRecordDay ?? creationDay)
    }

    /// The ledger of `records` and `ranges`, spanning `floor` (the first day walked), the records
    /// and the skips near them. A day outside the span is still answered right (a skip far from
    /// every record through ``DayLedger/isInSkipRange(_:)``): the span only decides what is kept
    /// in arrays.
    static func makeLedger<Record: LedgerRecord>(
        id: UUID, floor: LogicalDay, resumes: Bool = false, records: UnsafeBufferPointer<Record>, ranges: [DayRange]
    ) -> DayLedger {
        var first = floor
        var last = floor
        for completion in records where completion.belongs(to: id) {
            first = min(first, completion.day)
            last = max(last, completion.day)
        }
        // A walk that resumes from a checkpoint looks at no day before the week of its first day:
        // the skips of the years before (a pause long ago) must not stretch its arrays back over
        // them, or Today's cost would grow with the history behind it.
        let reach = resumes ? floor.adding(days: -7) : nil
        for range in ranges {
            if let reach, range.last < reach { continue }
            // Skips far from any record matter to nothing: keep the span bounded by records.
            first = min(first, max(range.first, reach ?? first.adding(days: -Skip.maximumLength)))
            last = max(last, min(range.last, last.adding(days: Skip.maximumLength)))
        }
        return DayLedger(origin: first, last: last, habitID: id, completions: records, skips: ranges)
    }

    // MARK: - The day's records

    /// The sum of `day`'s record values (units, seconds, or the number of yes/slip records).
    public func sum(on day: LogicalDay) -> Double { ledger.sum(on: day) }

    /// The number of `day`'s records with a value above 0.
    public func positiveRecords(on day: LogicalDay) -> Int { ledger.positiveRecords(on: day) }

    /// Whether `day` holds any record, note-only ones included.
    public func hasRecord(on day: LogicalDay) -> Bool { ledger.hasAnyRecord(on: day) }

    /// The day's value v(D) in 0…1 (see ``HabitType/dayValue(sum:positiveRecords:)``), by the
    /// terms in force that day.
    public func value(on day: LogicalDay) -> Double {
        habit.rules(on: day).type.dayValue(sum: ledger.sum(on: day), positiveRecords: ledger.positiveRecords(on: day))
    }

    /// Whether the day counts as done for a streak: a positive record for yes/no, counter and timer
    /// habits (the amount is not looked at), no slip for a negative habit, a sum within the limit
    /// for an at-most habit (the limit in force that day).
    public func isDone(on day: LogicalDay) -> Bool {
        Self.isDone(habit.rules(on: day).type, sum: ledger.sum(on: day), positives: ledger.positiveRecords(on: day))
    }

    /// Whether a skip or pause excuses `day`. A day on which a yes/no, counter or timer habit was
    /// done is never excused: the record wins.
    public func isExcused(on day: LogicalDay) -> Bool {
        ledger.isSkipped(day) && !(habit.type.recordsMeanDone && ledger.positiveRecords(on: day) > 0)
    }

    /// Whether a day with these records is done for a habit of `type` (see ``isDone(on:)``).
    @inline(__always)
    static func isDone(_ type: HabitType, sum: Double, positives: Int) -> Bool {
        switch type {
        case .binary, .counter, .timer: positives > 0
        case .negative: positives == 0
        case .atMost(let target): sum <= target
        }
    }

    // MARK: - Schedule

    /// Whether the habit's schedule covers `day` at all: on or after the effective start and on or
    /// before the archive day.
    public func isInLifetime(_ day: LogicalDay) -> Bool {
        day >= effectiveStart && (archiveDay.map { day <= $0 } ?? true)
    }

    /// Did the schedule ask for the habit on `day`? Monotonic: what is logged on `day` itself
    /// never changes the answer. Used for scores, streaks, grids and calendars.
    /// - Complexity: O(log r) for every-N-days schedules, O(1) otherwise.
    public func isDue(on day: LogicalDay) -> Bool {
        isInLifetime(day) && scheduleAsks(on: day, countingTheDayItself: false)
    }

    /// Does the habit still need doing on `day`, counting what was logged on `day`? Differs from
    /// ``isDue(on:)`` only for rolling quotas ("3 days a week"), where today's records can fill
    /// the quota. Used for reminders and "what is left today".
    public func isOutstanding(on day: LogicalDay) -> Bool {
        isInLifetime(day) && scheduleAsks(on: day, countingTheDayItself: true)
    }

    /// Does the score (and the streak) take `day` into account? ``isDue(on:)``, except that a
    /// day an every-N-days habit was actually done counts too, and an excused day never counts.
    public func isCounted(on day: LogicalDay) -> Bool {
        guard isInLifetime(day), !isExcused(on: day) else { return false }
        if isDue(on: day) { return true }
        return countsDoneDaysOffSchedule(on: day) && ledger.positiveRecords(on: day) > 0
    }

    /// Whether a done day counts for the score and streak even when it was not due: every-N-days
    /// schedules restart their cycle on each completion, so working ahead removes due days.
    func countsDoneDaysOffSchedule(on day: LogicalDay) -> Bool {
        if case .everyNDays = habit.rules(on: day).frequency { return habit.type.recordsMeanDone }
        return false
    }

    /// Whether the schedule in force on `day` asks for the habit: a rolling quota looks at the
    /// records of the days before, whatever terms they were judged by; an every-N-days cycle runs
    /// from the latest day done, whenever that was.
    private func scheduleAsks(on day: LogicalDay, countingTheDayItself: Bool) -> Bool {
        let frequency = habit.rules(on: day).frequency
        switch frequency {
        case .daily:
            return true
        case .specificDays(let days):
            return days.contains(day.weekday)
        case .everyNDays(let interval):
            // A start set by hand is where the cycle begins; a record before it counts for nothing.
            let first = habit.startDay ?? creationDay
            let latestDone = ledger.latestPositiveDay(before: day).flatMap { $0 >= effectiveStart ? $0 : nil }
            let anchor =
                habit.type.recordsMeanDone ? (latestDone ?? resumePoint?.anchor ?? anchorBeforeRecords ?? first) : first
            return Self.isOnCycle(day, anchor: anchor, interval: interval)
        case .daysPerWeek, .timesInDays:
            guard let quota = frequency.rollingQuota else { return true }
            let index = ledger.origin.days(to: day)
            let records = ledger.positiveRecords(
                from: max(index - (quota.days - 1), ledger.origin.days(to: effectiveStart)),
                through: countingTheDayItself ? index : index - 1)
            return records < quota.times
        }
    }

    /// Whether `day` falls on the cycle of `interval` days through `anchor`, before or after it.
    @inline(__always)
    static func isOnCycle(_ day: LogicalDay, anchor: LogicalDay, interval: Int) -> Bool {
        guard interval > 0 else { return false }
        return anchor.days(to: day) % interval == 0
    }
}

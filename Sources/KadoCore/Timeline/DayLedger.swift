import Foundation

/// One habit's records, bucketed once into arrays indexed by day, so that every later question
/// (the day's value, a rolling window, a week's count) is a constant-time lookup.
///
/// Indexes run from `origin` (the earliest day anything is known about) to `origin + count - 1`;
/// a day outside that span holds nothing.
struct DayLedger: Sendable {
    /// The day at index 0.
    let origin: LogicalDay
    /// The sum of the day's record values.
    private(set) var sums: [Double]
    /// The number of the day's records with a value above 0.
    private(set) var positives: [Int32]
    /// Whether the day holds any record, note-only ones included.
    private(set) var hasRecord: [Bool]
    /// Whether a skip or pause covers the day.
    private(set) var skipped: [Bool]
    /// `positivePrefix[i]` = positive records on the days before index `i`; one longer than the rest.
    private(set) var positivePrefix: [Int32]
    /// Every skip's first and last day numbers, ascending by first day: answers for days outside
    /// the span (a pause planned far after the last record).
    private(set) var skipRanges: [(first: Int, last: Int)]
    /// The days with at least one positive record, ascending, as day numbers.
    private(set) var positiveDays: [Int]

    /// - Complexity: O(r + s + d) for r records, s skipped days and d days spanned.
    init<Record: LedgerRecord>(
        origin: LogicalDay, last: LogicalDay, habitID: UUID, completions: UnsafeBufferPointer<Record>,
        skips: [DayRange]
    ) {
        self.origin = origin
        let count = max(0, origin.days(to: last) + 1)
        sums = Array(repeating: 0, count: count)
        positives = Array(repeating: 0, count: count)
        hasRecord = Array(repeating: false, count: count)
        skipped = Array(repeating: false, count: count)
        for completion in completions where completion.belongs(to: habitID) {
            let index = origin.days(to: completion.day)
            guard index >= 0, index < count else { continue }
            hasRecord[index] = true
            if completion.value.isFinite { sums[index] += completion.value }
            if completion.value > 0 { positives[index] += 1 }
        }
        skipRanges = skips.map { ($0.first.dayNumber, $0.last.dayNumber) }.sorted { $0.first < $1.first }
        for range in skips {
            let low = max(0, origin.days(to: range.first))
            let high = min(count - 1, origin.days(to: range.last))
            guard low <= high else { continue }
            for index in low...high { skipped[index] = true }
        }
        var prefix = [Int32](repeating: 0, count: count + 1)
        var days: [Int] = []
        for index in 0..<count {
            prefix[index + 1] = prefix[index] + positives[index]
            if positives[index] > 0 { days.append(origin.dayNumber + index) }
        }
        positivePrefix = prefix
        positiveDays = days
    }

    /// The ledger index of `day`, or `nil` outside the span.
    @inline(__always)
    func index(of day: LogicalDay) -> Int? {
        let index = origin.days(to: day)
        return index >= 0 && index < sums.count ? index : nil
    }

    /// The sum of `day`'s record values.
    func sum(on day: LogicalDay) -> Double {
        index(of: day).map { sums[$0] } ?? 0
    }

    /// The number of `day`'s positive records.
    func positiveRecords(on day: LogicalDay) -> Int {
        index(of: day).map { Int(positives[$0]) } ?? 0
    }

    /// Whether `day` holds any record.
    func hasAnyRecord(on day: LogicalDay) -> Bool {
        index(of: day).map { hasRecord[$0] } ?? false
    }

    /// Whether a skip covers `day`.
    func isSkipped(_ day: LogicalDay) -> Bool {
        index(of: day).map { skipped[$0] } ?? isInSkipRange(day.dayNumber)
    }

    /// Whether a skip covers the day `dayNumber`, from the ranges themselves.
    /// - Complexity: O(s) for s skips; only used outside the span, where there are no records.
    func isInSkipRange(_ dayNumber: Int) -> Bool {
        skipRanges.contains { $0.first <= dayNumber && dayNumber <= $0.last }
    }

    /// Positive records on the days from `first` through `last` (0 when the range is empty).
    @inline(__always)
    func positiveRecords(from first: Int, through last: Int) -> Int {
        // Arguments are ledger indexes; clamp them to the span.
        let low = max(0, first)
        let high = min(sums.count - 1, last)
        guard low <= high else { return 0 }
        return Int(positivePrefix[high + 1] - positivePrefix[low])
    }

    /// The latest day with a positive record strictly before `day`, if any.
    /// - Complexity: O(log p) for p days with positive records.
    func latestPositiveDay(before day: LogicalDay) -> LogicalDay? {
        var low = 0
        var high = positiveDays.count
        while low < high {
            let middle = (low + high) / 2
            if positiveDays[middle] < day.dayNumber { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? LogicalDay(dayNumber: positiveDays[low - 1]) : nil
    }

    /// The earliest day with a positive record, if any.
    var firstPositiveDay: LogicalDay? {
        positiveDays.first.map(LogicalDay.init(dayNumber:))
    }

    /// The earliest day with any record (a slip, an amount, a note), if any.
    /// - Complexity: O(d) for d days spanned.
    var firstRecordDay: LogicalDay? {
        hasRecord.firstIndex(of: true).map { origin.adding(days: $0) }
    }
}

import KadoCore

/// How many automatic backups are kept: the newest `daily` ones, the newest of each of the last
/// `weekly` weeks and the newest of each of the last `monthly` months. A pure rule over days:
/// which files it keeps depends only on their days, today and the first day of the week, never on
/// the clock or the files' dates.
public struct AutoBackupRetention: Hashable, Sendable, CustomStringConvertible {
    /// The newest backups kept whatever their day (7 by default). At least 1, so that the backup
    /// just written is kept.
    public var daily: Int
    /// The weeks, this one included, whose newest backup is kept (4 by default).
    public var weekly: Int
    /// The months, this one included, whose newest backup is kept (12 by default).
    public var monthly: Int

    /// 7 daily, 4 weekly, 12 monthly.
    public static let standard = AutoBackupRetention(daily: 7, weekly: 4, monthly: 12)

    /// The largest count each rule takes: ten years of days, weeks or months.
    public static let limits = (daily: 3660, weekly: 520, monthly: 120)

    /// A retention with these counts (checked by ``init(parsing:)``, not here).
    public init(daily: Int, weekly: Int, monthly: Int) {
        self.daily = daily
        self.weekly = weekly
        self.monthly = monthly
    }

    /// `7,4,12`: daily, weekly and monthly, as the settings store and show it.
    public var description: String { "\(daily),\(weekly),\(monthly)" }

    /// The rules that keep a backup.
    public enum Rule: String, CaseIterable, Codable, Comparable, Sendable {
        /// One of the newest `daily` backups.
        case daily
        /// The newest backup of one of the last `weekly` weeks.
        case weekly
        /// The newest backup of one of the last `monthly` months.
        case monthly

        /// Daily, then weekly, then monthly.
        public static func < (lhs: Rule, rhs: Rule) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    /// Which of the backups of `days` are kept on `today`, and by which rules; a day missing from
    /// the answer is to be removed. A backup dated after today (a clock set back) is kept by the
    /// daily rule like any other newest one, so that no backup is lost to a wrong clock.
    /// - Parameter weekStart: the first day of the week (the settings'), which says where weeks begin.
    /// - Complexity: O(n log n) for n days.
    public func kept(_ days: some Sequence<LogicalDay>, today: LogicalDay, weekStart: Weekday) -> [LogicalDay:
        Set<Rule>]
    {
        let newestFirst = Set(days).sorted(by: >)
        var kept: [LogicalDay: Set<Rule>] = [:]
        for day in newestFirst.prefix(daily) { kept[day, default: []].insert(.daily) }
        let thisWeek = today.startOfWeek(startingOn: weekStart)
        let firstWeek = thisWeek.adding(days: -7 * (weekly - 1))
        var weeksSeen: Set<LogicalDay> = []
        // A backup dated after today (a clock set back) is kept as a newest one, never as the
        // newest of a week or month that has not ended.
        for day in newestFirst where weekly > 0 && day <= today {
            let week = day.startOfWeek(startingOn: weekStart)
            guard week >= firstWeek, week <= thisWeek, weeksSeen.insert(week).inserted else { continue }
            kept[day, default: []].insert(.weekly)
        }
        let thisMonth = today.year * 12 + today.month - 1
        var monthsSeen: Set<Int> = []
        for day in newestFirst where monthly > 0 && day <= today {
            let month = day.year * 12 + day.month - 1
            guard month > thisMonth - monthly, month <= thisMonth, monthsSeen.insert(month).inserted else { continue }
            kept[day, default: []].insert(.monthly)
        }
        return kept
    }
}

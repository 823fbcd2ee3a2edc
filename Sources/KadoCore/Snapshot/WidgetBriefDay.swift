import Foundation

/// One day of a ``WidgetBrief``: its counts, and the habits a status bar names.
public struct WidgetBriefDay: Codable, Hashable, Sendable {
    /// The logical day.
    public var day: LogicalDay
    /// How many habits are on the day's list (due, or logged anyway).
    public var due: Int
    /// How many of them are complete.
    public var done: Int
    /// How many of them are started, not complete.
    public var started: Int
    /// The first ``WidgetBrief/habitLimit`` habits, and the first ``WidgetBrief/habitLimit`` of the
    /// day's list, in the habits' order: what a status bar's line and tooltip name.
    public var habits: [WidgetBriefEntry]

    /// A day from its parts.
    public init(day: LogicalDay, due: Int, done: Int, started: Int, habits: [WidgetBriefEntry]) {
        self.day = day
        self.due = due
        self.done = done
        self.started = started
        self.habits = habits
    }

    /// The positions of the habits a day's brief names, given whether each habit (in order) is on
    /// the day's list: the first `limit` habits, and the first `limit` of the day's list.
    /// - Complexity: O(h) for h habits at most; it stops once both are found.
    public static func positions(listed: [Bool], limit: Int = WidgetBrief.habitLimit) -> [Int] {
        var positions: [Int] = []
        var count = 0
        for (position, isListed) in listed.enumerated() {
            if isListed { count += 1 }
            // Among the first habits, or among the first of the day's list.
            guard position < limit || (isListed && count <= limit) else {
                if position >= limit && count >= limit { break }
                continue
            }
            positions.append(position)
        }
        return positions
    }

    /// The brief of `snapshot`, which describes `day`.
    /// - Complexity: O(h) for h habits.
    public init(snapshot: WidgetSnapshot, day: LogicalDay, limit: Int = WidgetBrief.habitLimit) {
        var rows: [UUID: WidgetTodayRow] = [:]
        for row in snapshot.today { rows[row.habit.id] = row }
        // Rows whose habit is not among the day's habits (none, as written) still count.
        var habits = snapshot.habits
        let known = Set(habits.map(\.id))
        habits += snapshot.today.map(\.habit).filter { !known.contains($0.id) }
        let positions = Self.positions(listed: habits.map { rows[$0.id] != nil }, limit: limit)
        let entries = positions.map { WidgetBriefEntry(habit: habits[$0], row: rows[habits[$0].id]) }
        self.init(
            day: day, due: snapshot.today.count, done: snapshot.today.filter { $0.status == .complete }.count,
            started: snapshot.today.filter { $0.status == .partial }.count, habits: entries)
    }
}

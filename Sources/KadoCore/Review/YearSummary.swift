import Foundation

/// The whole year at a glance, from each habit's ``HabitYear``: the check-ins, the most consistent
/// habit, the comeback of the year and the days with every due habit done.
///
/// The rules, stated once (the text, the page and the JSON say them):
/// - the **most consistent** habit has the highest share of due days done among those due on at
///   least ``minimumDueDays`` days; of equal shares (compared exactly), the one due on more days,
///   then the first in the list;
/// - the **comeback** is the habit whose score rose most from a low point in the year to a later
///   high point, the low point coming after a fall of at least 10 points from an earlier high
///   (``ScoreRise``); of equal rises, the first in the list; none when no score came back;
/// - a **day with every due habit done** has at least one habit due and every habit due that day
///   done (a day not over yet is not counted).
public struct YearSummary: Hashable, Sendable {
    /// How many due days a habit needs to be the most consistent: four weeks of days.
    public static let minimumDueDays = 28

    /// The records with a value above 0 of the habits whose records mean done.
    public let checkIns: Int
    /// The most consistent habit, if one qualifies.
    public let mostConsistent: UUID?
    /// The comeback of the year, if any score rose.
    public let comeback: UUID?
    /// The days with at least one habit due and every due habit done.
    public let daysAllDone: Int
    /// The days with at least one habit due, so far.
    public let daysWithDue: Int

    /// The summary of `habits`, all of the same year, in the list's order.
    /// - Complexity: O(h · d) for h habits of d days.
    public init(_ habits: [HabitYear]) {
        checkIns = habits.reduce(0) { $0 + $1.checkIns }
        var consistent: HabitYear?
        for habit in habits where habit.daysDue >= Self.minimumDueDays {
            guard let best = consistent else {
                consistent = habit
                continue
            }
            let left = habit.daysDone * best.daysDue
            let right = best.daysDone * habit.daysDue
            if left > right || (left == right && habit.daysDue > best.daysDue) { consistent = habit }
        }
        mostConsistent = consistent?.habitID
        var comebackHabit: HabitYear?
        for habit in habits {
            guard let rise = habit.rise, rise.amount > 0 else { continue }
            if rise.amount > (comebackHabit?.rise?.amount ?? 0) { comebackHabit = habit }
        }
        comeback = comebackHabit?.habitID
        let dayCount = habits.map(\.days.count).max() ?? 0
        var allDone = 0
        var withDue = 0
        for index in 0..<dayCount {
            var anyDue = false
            var allMet = true
            for habit in habits where index < habit.days.count {
                let state = habit.days[index]
                guard state.isDue else { continue }
                anyDue = true
                if state != .done {
                    allMet = false
                    break
                }
            }
            if anyDue { withDue += 1 }
            if anyDue && allMet { allDone += 1 }
        }
        daysAllDone = allDone
        daysWithDue = withDue
    }
}

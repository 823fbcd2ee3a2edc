import Foundation
import KadoCore

/// The insights as JSON — `kado insights --json` and `GET /api/insights` — every number behind the
/// text, with what each rests on. Shares are 0…1; a difference is p(with) − p(without) with its
/// 95 % interval.
public struct InsightsDocument: Encodable, Sendable {
    /// A share and the counts behind it.
    struct Share: Encodable, Sendable {
        let share: Double
        let successes: Int
        let trials: Int

        init(_ proportion: Proportion) {
            share = proportion.value
            successes = proportion.successes
            trials = proportion.trials
        }
    }

    /// A difference of shares with its interval.
    struct Difference: Encodable, Sendable {
        let value: Double
        let lower: Double
        let upper: Double

        init(_ difference: ProportionDifference) {
            let interval = difference.interval()
            value = difference.value
            lower = interval.lowerBound
            upper = interval.upperBound
        }
    }

    /// A habit named in a finding.
    struct HabitReference: Encodable, Sendable {
        let id: UUID
        let name: String
    }

    /// A pair that goes together.
    struct Association: Encodable, Sendable {
        let condition: HabitReference
        let outcome: HabitReference
        /// `sameDay`, or `nextDay`: the condition on one day, the outcome on the next.
        let lag: String
        let days: Int
        let withCondition: Share
        let withoutCondition: Share
        let difference: Difference
        let pValue: Double
    }

    /// What the search rests on.
    struct Associations: Encodable, Sendable {
        let method: String
        let falseDiscoveryRate: Double
        let minimumDays: Int
        let pairs: Int
        /// The most habits compared, and the habits beyond it, not compared.
        let maximumHabits: Int
        let habitsNotCompared: Int
        let tests: Int
        let testsWithTooFewDays: Int
        let findings: [Association]
        let note: String
    }

    /// One weekday's share.
    struct WeekdayEntry: Encodable, Sendable {
        let weekday: String
        let met: Share
    }

    /// One habit's weekdays, hours and trend.
    struct HabitEntry: Encodable, Sendable {
        let id: UUID
        let name: String
        let weekdays: [WeekdayEntry]
        let weekdayPValue: Double?
        let weekdayPattern: Bool
        /// Check-ins made on their own day, per clock hour (24 counts); `null` for a habit to avoid.
        let checkInHours: [Int]?
        let checkIns: Int
        let recentWeeks: Share?
        let earlierWeeks: Share?
        let trendDifference: Difference?
        let trendPValue: Double?
        /// `better`, `worse`, `steady` or `notEnoughDays`.
        let trend: String
    }

    let first: LogicalDay
    let last: LogicalDay
    let associations: Associations
    let habits: [HabitEntry]

    /// The document of `insights`.
    public init(_ insights: HabitInsights) {
        first = insights.first
        last = insights.last
        func reference(_ id: UUID) -> HabitReference {
            HabitReference(id: id, name: insights.habit(id)?.name ?? "")
        }
        let report = insights.associations
        associations = Associations(
            method: "Cochran–Mantel–Haenszel within weekday and 64-day strata, variance inflated for day-to-day "
                + "correlation; Benjamini–Yekutieli across every test; Newcombe hybrid score intervals",
            falseDiscoveryRate: report.control.rate, minimumDays: AssociationSearch.minimumDays, pairs: report.pairs,
            maximumHabits: AssociationSearch.maximumHabits, habitsNotCompared: report.habitsLeftOut,
            tests: report.tests, testsWithTooFewDays: report.tooFewDays,
            findings: report.findings.map { finding in
                Association(
                    condition: reference(finding.condition), outcome: reference(finding.outcome),
                    lag: finding.lag == .sameDay ? "sameDay" : "nextDay", days: finding.days,
                    withCondition: Share(finding.withCondition), withoutCondition: Share(finding.withoutCondition),
                    difference: Difference(finding.difference), pValue: finding.pValue)
            },
            note: "Associations, not causes.")
        habits = insights.habits.indices.map { index in
            let habit = insights.habits[index]
            let pattern = insights.weekdays[index]
            let hours = insights.hours[index]
            let trend = insights.trends[index]
            return HabitEntry(
                id: habit.id, name: habit.name,
                weekdays: pattern.shares.map { WeekdayEntry(weekday: $0.weekday.name, met: Share($0.share)) },
                weekdayPValue: pattern.pValue, weekdayPattern: pattern.isFinding,
                checkInHours: habit.type.recordsMeanDone ? hours.hours : nil, checkIns: hours.checkIns,
                recentWeeks: trend.difference.map { Share($0.first) },
                earlierWeeks: trend.difference.map { Share($0.second) },
                trendDifference: trend.direction == .notEnoughDays ? nil : trend.difference.map(Difference.init),
                trendPValue: trend.pValue, trend: trend.direction.rawValue)
        }
    }
}

import Foundation
import KadoApp
import KadoCore

/// Which grid the screen shows: days, or each habit's rate per week or per month.
enum GridView: Hashable, Sendable {
    case days
    case weeks
    case months

    /// The period of the rate views; `nil` for days.
    var period: StatisticsPeriod? {
        switch self {
        case .days: nil
        case .weeks: .week
        case .months: .month
        }
    }
}

import KadoApp
import KadoCore

/// The schedules the form offers, named as the `frequency` field sends them.
enum FrequencyChoice: String, CaseIterable, Sendable {
    case daily, daysPerWeek, specificDays, everyNDays, timesInDays

    init(_ frequency: Frequency) {
        switch frequency {
        case .daily: self = .daily
        case .daysPerWeek: self = .daysPerWeek
        case .specificDays: self = .specificDays
        case .everyNDays: self = .everyNDays
        case .timesInDays: self = .timesInDays
        }
    }
}

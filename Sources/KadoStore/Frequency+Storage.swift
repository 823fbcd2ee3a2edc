import KadoCore

extension Frequency {
    /// The text stored in the `habits.frequency` column: `daily`, `daysPerWeek:3`,
    /// `specificDays:2,4,6` (Sunday = 1), `everyNDays:2`, `timesInDays:3/7`.
    var storageText: String {
        switch self {
        case .daily: "daily"
        case .daysPerWeek(let count): "daysPerWeek:\(count)"
        case .specificDays(let days):
            "specificDays:" + days.map(\.rawValue).sorted().map(String.init).joined(separator: ",")
        case .everyNDays(let interval): "everyNDays:\(interval)"
        case .timesInDays(let times, let days): "timesInDays:\(times)/\(days)"
        }
    }

    /// Reads ``storageText``; `nil` for anything else.
    init?(storageText: String) {
        let parts = storageText.split(separator: ":", maxSplits: 1).map(String.init)
        switch (parts.first, parts.count) {
        case ("daily", 1):
            self = .daily
        case ("daysPerWeek", 2):
            guard let count = Int(parts[1]) else { return nil }
            self = .daysPerWeek(count)
        case ("specificDays", 2):
            let days = parts[1].split(separator: ",").map { Int($0).flatMap(Weekday.init(rawValue:)) }
            guard !days.contains(nil) else { return nil }
            self = .specificDays(Set(days.compactMap { $0 }))
        case ("everyNDays", 2):
            guard let interval = Int(parts[1]) else { return nil }
            self = .everyNDays(interval)
        case ("timesInDays", 2):
            let numbers = parts[1].split(separator: "/").compactMap { Int($0) }
            guard numbers.count == 2 else { return nil }
            self = .timesInDays(times: numbers[0], days: numbers[1])
        default:
            return nil
        }
    }
}

extension HabitType {
    /// The text stored in the `habits.type` column: `binary`, `negative`, `counter:8.0`,
    /// `timer:600.0` (seconds), `atMost:2.0`.
    var storageText: String {
        switch self {
        case .binary: "binary"
        case .negative: "negative"
        case .counter(let target): "counter:\(target)"
        case .timer(let seconds): "timer:\(seconds)"
        case .atMost(let target): "atMost:\(target)"
        }
    }

    /// Reads ``storageText``; `nil` for anything else.
    init?(storageText: String) {
        let parts = storageText.split(separator: ":", maxSplits: 1).map(String.init)
        let number = parts.count == 2 ? Double(parts[1]) : nil
        switch (parts.first, parts.count) {
        case ("binary", 1): self = .binary
        case ("negative", 1): self = .negative
        case ("counter", 2):
            guard let number else { return nil }
            self = .counter(target: number)
        case ("timer", 2):
            guard let number else { return nil }
            self = .timer(targetSeconds: number)
        case ("atMost", 2):
            guard let number else { return nil }
            self = .atMost(target: number)
        default: return nil
        }
    }
}

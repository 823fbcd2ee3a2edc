/// What a record of a habit means, and what the habit asks for on a day.
public enum HabitType: Hashable, Sendable {
    /// Yes/no: a record with a value above 0 means done.
    case binary
    /// At least `target` units a day; the day's records add up.
    case counter(target: Double)
    /// At least `targetSeconds` of time a day; records are seconds and add up.
    case timer(targetSeconds: Double)
    /// Something to avoid: a record is a slip; a day without one is a success.
    case negative
    /// At most `target` units a day ("≤ 2 coffees"); the day's records add up.
    case atMost(target: Double)

    /// The type without its target, for display and encoding.
    public var kind: HabitTypeKind {
        switch self {
        case .binary: .binary
        case .counter: .counter
        case .timer: .timer
        case .negative: .negative
        case .atMost: .atMost
        }
    }

    /// The day's target (units, or seconds for a timer), when the type has one.
    public var target: Double? {
        switch self {
        case .binary, .negative: nil
        case .counter(let target), .atMost(let target): target
        case .timer(let seconds): seconds
        }
    }

    /// Whether a positive record means the habit was done (yes/no, counter, timer), as opposed to
    /// a slip or a measure against a ceiling (negative, at-most). Only such records move a
    /// habit's effective start and restart an every-N-days cycle.
    public var recordsMeanDone: Bool {
        switch self {
        case .binary, .counter, .timer: true
        case .negative, .atMost: false
        }
    }

    /// The day's value v(D) in 0…1 from the day's sum of values and its number of positive records.
    ///
    /// Yes/no: 1 when done. Counter and timer: the sum over the target, capped at 1. Negative:
    /// 0 when a slip was logged. At-most: 1 up to the target, falling linearly to 0 at twice it.
    public func dayValue(sum: Double, positiveRecords: Int) -> Double {
        switch self {
        case .binary:
            return positiveRecords > 0 ? 1 : 0
        case .negative:
            return positiveRecords > 0 ? 0 : 1
        case .counter(let target), .timer(let target):
            guard target > 0 else { return 0 }
            return min(1, max(0, sum) / target)
        case .atMost(let target):
            guard target > 0 else { return sum > 0 ? 0 : 1 }
            return min(1, max(0, 2 - max(0, sum) / target))
        }
    }

    /// Every broken rule of this type (empty when valid).
    public var validationErrors: [ValidationError] {
        guard let target else { return [] }
        let field = kind == .timer ? "type.targetSeconds" : "type.target"
        guard target.isFinite, target > 0 else {
            return [.init(field: field, value: String(target), rule: .notAboveZero)]
        }
        guard target <= 1_000_000_000 else {
            return [.init(field: field, value: String(target), rule: .aboveMaximum(1_000_000_000))]
        }
        if kind == .timer, target > Self.maximumTimerSecondsPerDay {
            return [.init(field: field, value: Self.minutes(target), rule: .timerTargetAboveDay)]
        }
        return []
    }

    /// The most time a timer can hold on one day: 24 hours, in seconds. A day has no more, so a
    /// day's records of a timer may not add up to more, whatever writes them (a log, an import,
    /// a sync).
    public static let maximumTimerSecondsPerDay: Double = 86_400

    /// The rule a day's total breaks for this type, if any: a timer's day holds at most
    /// ``maximumTimerSecondsPerDay``. `total` is the sum of the day's records (seconds for a
    /// timer); `field` names what the total came from in the message.
    public func dayTotalValidationError(_ total: Double, field: String = "value") -> ValidationError? {
        guard kind == .timer, total > Self.maximumTimerSecondsPerDay else { return nil }
        return ValidationError(field: field, value: Self.minutes(total), rule: .timerDayAboveDay)
    }

    /// `seconds` as minutes for a message: `1500 min`.
    private static func minutes(_ seconds: Double) -> String {
        let minutes = seconds / 60
        let text = minutes == minutes.rounded() && abs(minutes) < 1e15 ? String(Int(minutes)) : String(minutes)
        return text + " min"
    }
}

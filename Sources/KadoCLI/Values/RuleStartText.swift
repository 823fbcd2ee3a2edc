import KadoCore

/// What `kado edit --from` takes: `start` (the whole history) or a DAY, read against today once
/// the tracker is open (``resolved(today:)``).
enum RuleStartText: Hashable, Sendable {
    /// `start`: the change holds over the whole history.
    case start
    /// A DAY: the change holds from it on.
    case day(DayText)

    /// `text` as `start` or a DAY.
    /// - Throws: the ``UsageError`` of a DAY that is not one.
    static func parse(_ text: String, argument: String) throws(UsageError) -> Self {
        if text.lowercased() == "start" { return .start }
        return .day(try DayText.parse(text, argument: argument))
    }

    /// The text as typed (`start`, `2026-03-01`, `-3`).
    var text: String {
        switch self {
        case .start: "start"
        case .day(let day): day.text
        }
    }

    /// From when the change holds when today is `today`.
    func resolved(today: LogicalDay) throws(UsageError) -> RuleChangeStart {
        switch self {
        case .start: .wholeHistory
        case .day(let text): .day(try text.resolved(today: today))
        }
    }
}

import KadoCore

extension ValueParser {
    /// A habit type, as `--type` takes it (any case): `yesno`, `counter:N` (at least N a day),
    /// `timer:MINUTES` (at least that long a day; kept in seconds), `negative` (something to
    /// avoid), `atmost:N` (at most N a day). Targets are numbers above 0.
    public static func habitType(_ text: String, argument: String = "--type") throws(UsageError) -> HabitType {
        let compact = text.lowercased().filter { !$0.isWhitespace }
        let parts = compact.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let kind = String(parts[0])
        let targetText = parts.count > 1 ? String(parts[1]) : nil
        func invalid(_ problem: ValueProblem) -> UsageError { .invalidValue(text, for: argument, problem: problem) }

        switch kind {
        case "yesno", "yes/no", "binary", "negative":
            guard targetText == nil else { throw invalid(.takesNoTarget(type: kind)) }
            return kind == "negative" ? .negative : .binary
        case "counter", "timer", "atmost", "at-most":
            let placeholder = kind == "timer" ? "MINUTES" : "N"
            guard let targetText else { throw invalid(.needsTarget(type: kind, placeholder: placeholder)) }
            guard let target = decimal(targetText), target > 0, target <= maximumNumber else {
                throw invalid(.targetAboveZero(type: kind, example: kind == "timer" ? 30 : 8))
            }
            switch kind {
            case "counter": return .counter(target: target)
            case "timer": return .timer(targetSeconds: target * 60)
            default: return .atMost(target: target)
            }
        default:
            throw invalid(.typeForm)
        }
    }
}

import KadoApp
import KadoCore

/// The edit form's answer to "From when?": from when a change of the habit's terms (schedule,
/// target or limit, score model) holds. The raw value is the radio's value.
enum RuleStartChoice: String, CaseIterable, Sendable {
    /// From today: the days before keep the terms they were judged by (the default).
    case today
    /// From the day typed in the date field.
    case day
    /// Over the whole history, as an edit did before versions.
    case start
}

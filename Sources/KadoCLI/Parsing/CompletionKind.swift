/// What a shell may offer for a positional argument or an option's value.
public enum CompletionKind: Hashable, Sendable {
    /// Nothing to offer (free text such as a new habit's name).
    case none
    /// The names of the habits, as printed by `kado list --names`.
    case habit
    /// The day words: `today`, `yesterday`.
    case day
    /// The names of the commands.
    case command
    /// A file path.
    case file
    /// A fixed set of words.
    case values([String])
    /// Words that depend on the argument just before this one: for each of its values, the
    /// words to offer (`settings week-start` offers weekdays, `settings language` `en` and `fr`).
    case valuesAfter([String: [String]])
}

/// One element of the command line, classified but not yet matched to a specification.
enum ArgumentToken: Hashable, Sendable {
    /// `--name`, `--name=value` or `-x`, as spelled (`--name`, `-x`), with the text after `=`.
    case option(spelling: String, inlineValue: String?)
    /// Anything else: a command name, a positional argument or an option's value. Negative numbers
    /// (`-1`, the DAY "one day ago") and a lone `-` are positional.
    case positional(String)
    /// `--`: every element after it is positional.
    case terminator
}

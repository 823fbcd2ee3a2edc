/// What the value of an option completes to, for a completion script: the same for every command
/// that has the option, or chosen by the command (``byCommand``) where commands give one spelling
/// different values.
struct ValueCompletion {
    /// The option's spellings, long first.
    let spellings: [String]
    /// The name of its value (`FORMAT`), which zsh shows.
    let valueName: String
    /// What it completes to where no command chooses (the first declaration's).
    let completion: CompletionKind
    /// Each command's own completion, in the commands' order, when they differ; empty when every
    /// command that has the option completes it alike.
    var byCommand: [(command: String, completion: CompletionKind)]

    /// The commands grouped by the completion they give, in the order each completion first comes.
    var commandGroups: [(commands: [String], completion: CompletionKind)] {
        var groups: [(commands: [String], completion: CompletionKind)] = []
        for (command, completion) in byCommand {
            if let index = groups.firstIndex(where: { $0.completion == completion }) {
                groups[index].commands.append(command)
            } else {
                groups.append(([command], completion))
            }
        }
        return groups
    }
}

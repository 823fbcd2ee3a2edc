/// What a command accepts and how it is described, gathered from the command's type
/// (``ParsableCommand/specification``): its ``CommandConfiguration`` and the arguments and options
/// its properties declare. The single source of the parser's rules, the help text, the manual
/// pages and the shell completion scripts.
public struct CommandSpecification: Hashable, Sendable {
    /// The word that selects the command (`add`).
    public var name: String { configuration.name }
    /// One line for the command list (`Create a habit`).
    public var summary: HelpText { configuration.summary }
    /// Further paragraphs for `kado help COMMAND`, if any.
    public var discussion: HelpText? { configuration.discussion }
    /// Example command lines for the help text, without the leading `kado`.
    public var examples: [String] { configuration.examples }
    /// Whether the command prints JSON with `--json`.
    public var printsJSON: Bool { configuration.printsJSON }
    /// Whether the command changes something, and so takes `--quiet`.
    public var changesData: Bool { configuration.changesData }
    /// What the command says about itself.
    public let configuration: CommandConfiguration
    /// The positional arguments, required ones first.
    public let arguments: [ArgumentSpecification]
    /// The command's own options (the global options are accepted too).
    public let options: [OptionSpecification]

    /// A command. Optional arguments must follow the required ones (a test checks every command).
    public init(
        _ configuration: CommandConfiguration, arguments: [ArgumentSpecification] = [],
        options: [OptionSpecification] = []
    ) {
        self.configuration = configuration
        self.arguments = arguments
        self.options = options
    }
    /// Which of `words`, the positional words of a command line, each argument takes, in order
    /// (one list an argument, empty for one left out), and the first word none takes. A repeatable
    /// argument takes its first word and then every word up to one the argument after it takes.
    /// - Complexity: O(w) for w words.
    public func assignment(of words: [String]) -> (values: [[String]], extra: String?) {
        var values = Array(repeating: [String](), count: arguments.count)
        var index = 0
        for (position, argument) in arguments.enumerated() where index < words.count {
            values[position].append(words[index])
            index += 1
            guard argument.isRepeatable else { continue }
            let next = position + 1 < arguments.count ? arguments[position + 1] : nil
            while index < words.count, !(next?.takesWord(words[index]) ?? false) {
                values[position].append(words[index])
                index += 1
            }
        }
        return (values, index < words.count ? words[index] : nil)
    }

    /// The usage line: `kado done HABIT [DAY] [options]`.
    public var usage: String {
        var parts = ["kado", name] + arguments.map(\.synopsis)
        if !options.isEmpty { parts.append("[options]") }
        return parts.joined(separator: " ")
    }

    /// The option spelled `spelling` (`--every`, `-y`), if the command has it.
    public func option(spelled spelling: String) -> OptionSpecification? {
        options.first { $0.isSpelled(spelling) }
    }
}

/// What a command accepts and how it is described: the single source of the parser's rules, the
/// help text and the shell completion scripts.
public struct CommandSpecification: Hashable, Sendable {
    /// The word that selects the command (`add`).
    public let name: String
    /// One line for the command list (`Create a habit`).
    public let summary: String
    /// Further paragraphs for `kado help COMMAND`, if any.
    public let discussion: String?
    /// The positional arguments, required ones first.
    public let arguments: [ArgumentSpecification]
    /// The command's own options (the global options are accepted too).
    public let options: [OptionSpecification]
    /// Example command lines for the help text, without the leading `kado`.
    public let examples: [String]
    /// Whether the command prints JSON with `--json`; the parser refuses `--json` for the others,
    /// so that it is never silently ignored.
    public let printsJSON: Bool
    /// Whether the command changes something (the database, a file, the sync target) and so takes
    /// `--quiet`; the parser refuses `--quiet` for the commands that only show.
    public let changesData: Bool

    /// A command. Optional arguments must follow the required ones.
    public init(
        name: String, summary: String, discussion: String? = nil, arguments: [ArgumentSpecification] = [],
        options: [OptionSpecification] = [], examples: [String] = [], printsJSON: Bool = true,
        changesData: Bool = false
    ) {
        assert(
            arguments.drop(while: { !$0.isOptional }).allSatisfy(\.isOptional),
            "\(name): optional arguments must come after the required ones")
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.examples = examples
        self.printsJSON = printsJSON
        self.changesData = changesData
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

    /// The built-in `help` command: `kado help [COMMAND]`.
    public static let help = CommandSpecification(
        name: "help", summary: "Show help for kado or for one command",
        arguments: [
            ArgumentSpecification("COMMAND", help: "The command to describe", isOptional: true, completion: .command)
        ],
        examples: ["help", "help add"], printsJSON: false)
}

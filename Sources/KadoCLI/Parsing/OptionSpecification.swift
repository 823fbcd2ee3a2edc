/// One option a command (or the whole program) accepts: a flag such as `--json`, or an option
/// with a value such as `--every SCHEDULE`.
public struct OptionSpecification: Hashable, Sendable {
    /// The long name without its dashes (`every` for `--every`).
    public let name: String
    /// A one-letter spelling (`h` for `-h`), if any.
    public let shortName: Character?
    /// The placeholder shown in help for the value (`SCHEDULE`); `nil` for a flag.
    public let valueName: String?
    /// One sentence for the help text.
    public let help: HelpText
    /// Whether the option may be given more than once (all values are kept, in order).
    public let isRepeatable: Bool
    /// What a shell may complete as the option's value.
    public let completion: CompletionKind

    /// An option described in full; prefer ``flag(_:short:help:)`` and ``value(_:_:help:repeatable:completion:)``.
    public init(
        name: String, shortName: Character? = nil, valueName: String?, help: HelpText, isRepeatable: Bool = false,
        completion: CompletionKind = .none
    ) {
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
        self.help = help
        self.isRepeatable = isRepeatable
        self.completion = completion
    }

    /// A flag: present or absent, never with a value.
    public static func flag(_ name: String, short: Character? = nil, help: HelpText) -> OptionSpecification {
        OptionSpecification(name: name, shortName: short, valueName: nil, help: help)
    }

    /// An option that takes a value, written `--name VALUE` or `--name=VALUE`.
    public static func value(
        _ name: String, _ valueName: String, short: Character? = nil, help: HelpText, repeatable: Bool = false,
        completion: CompletionKind = .none
    ) -> OptionSpecification {
        OptionSpecification(
            name: name, shortName: short, valueName: valueName, help: help, isRepeatable: repeatable,
            completion: completion)
    }

    /// Whether the option is a flag (takes no value).
    public var isFlag: Bool { valueName == nil }

    /// The long spelling, `--name`.
    public var spelling: String { "--" + name }

    /// The short spelling, `-x`, if the option has one.
    public var shortSpelling: String? { shortName.map { "-" + String($0) } }

    /// Whether `spelling` (`--name` or `-x`) names this option.
    public func isSpelled(_ spelling: String) -> Bool {
        spelling == self.spelling || spelling == shortSpelling
    }

    /// How the option appears in help: `-h, --help` or `--every SCHEDULE`.
    public var synopsis: String {
        let names = [shortSpelling, spelling].compactMap { $0 }.joined(separator: ", ")
        return valueName.map { names + " " + $0 } ?? names
    }
}

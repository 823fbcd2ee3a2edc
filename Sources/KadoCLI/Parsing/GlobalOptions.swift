import Foundation

/// The options every command accepts, before or after the command's name.
public struct GlobalOptions: Hashable, Sendable {
    /// `--db PATH`: the database file, when given on the command line.
    public var databasePath: String?
    /// `--now ISO-8601`: the instant to use as "now", when given on the command line.
    public var now: Date?
    /// `--json`: print JSON instead of text.
    public var usesJSON: Bool
    /// `--no-color`: never colour the output.
    public var disablesColor: Bool
    /// `--quiet`: print nothing on standard output when the change succeeds.
    public var isQuiet: Bool

    /// Whether `arguments`, a command line not yet parsed, asks for JSON: for reporting an error
    /// of the command line itself in JSON. Words after `--` are arguments, not options.
    public static func requestsJSON(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains(json.spelling)
    }

    /// The `--db PATH` (or `--db=PATH`) of `arguments`, a command line that may not parse: for
    /// reading the language of the settings to report an error of the command line itself in.
    /// The last one before `--` wins, as when the line parses.
    public static func requestedDatabasePath(_ arguments: [String]) -> String? {
        let options = Array(arguments.prefix { $0 != "--" })
        var path: String?
        for (index, argument) in options.enumerated() {
            if argument == database.spelling, index + 1 < options.count { path = options[index + 1] }
            if argument.hasPrefix(database.spelling + "=") {
                path = String(argument.dropFirst(database.spelling.count + 1))
            }
        }
        return path.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Global options with the given values (none set by default).
    public init(
        databasePath: String? = nil, now: Date? = nil, usesJSON: Bool = false, disablesColor: Bool = false,
        isQuiet: Bool = false
    ) {
        self.databasePath = databasePath
        self.now = now
        self.usesJSON = usesJSON
        self.disablesColor = disablesColor
        self.isQuiet = isQuiet
    }

    /// `--db PATH`.
    public static let database = OptionSpecification.value(
        "db", "PATH",
        help: HelpText("cli.help.globalOptions.help"),
        completion: .file)
    /// `--now ISO-8601`.
    public static let nowOption = OptionSpecification.value(
        "now", "ISO-8601",
        help: HelpText("cli.help.globalOptions.help.2"))
    /// `--json`.
    public static let json = OptionSpecification.flag(
        "json",
        help: HelpText("cli.help.globalOptions.help.3")
    )
    /// `--no-color`.
    public static let noColor = OptionSpecification.flag(
        "no-color",
        help: HelpText("cli.help.globalOptions.help.4"))
    /// `-q`, `--quiet`.
    public static let quiet = OptionSpecification.flag(
        "quiet", short: "q",
        help: HelpText("cli.help.globalOptions.help.5"))
    /// `-h`, `--help`.
    public static let help = OptionSpecification.flag(
        "help", short: "h", help: HelpText("cli.help.globalOptions.help.6"))
    /// `--version`.
    public static let version = OptionSpecification.flag(
        "version", help: HelpText("cli.help.globalOptions.help.7"))

    /// Every global option, in the order help lists them.
    public static let specifications: [OptionSpecification] = [
        database, nowOption, json, noColor, quiet, help, version,
    ]
}

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
        help: HelpText(
            "The database file (default: $KADO_DB, else ~/.local/share/kado/kado.sqlite)",
            french: "Le fichier de la base (par défaut : $KADO_DB, sinon ~/.local/share/kado/kado.sqlite)"),
        completion: .file)
    /// `--now ISO-8601`.
    public static let nowOption = OptionSpecification.value(
        "now", "ISO-8601",
        help: HelpText(
            "Pin the clock (also $KADO_NOW): 2026-04-10T09:30:00Z, 2026-04-10T09:30 in local time, "
                + "or 2026-04-10 for its noon",
            french: "Fixer l’horloge (aussi $KADO_NOW) : 2026-04-10T09:30:00Z, 2026-04-10T09:30 en heure locale, ou "
                + "2026-04-10 pour son midi"))
    /// `--json`.
    public static let json = OptionSpecification.flag(
        "json",
        help: HelpText(
            "Print JSON instead of text, errors included", french: "Écrire du JSON au lieu du texte, erreurs comprises")
    )
    /// `--no-color`.
    public static let noColor = OptionSpecification.flag(
        "no-color",
        help: HelpText(
            "Never colour the output (colours are also off when NO_COLOR is set)",
            french: "Ne jamais colorer la sortie (les couleurs sont aussi éteintes quand « NO_COLOR » est défini)"))
    /// `-q`, `--quiet`.
    public static let quiet = OptionSpecification.flag(
        "quiet", short: "q",
        help: HelpText(
            "For a command that changes something: print nothing when it succeeds (errors still go to "
                + "standard error, with the same exit codes)",
            french: "Pour une commande qui change quelque chose : ne rien écrire quand elle réussit (les erreurs vont "
                + "toujours sur la sortie d’erreur, avec les mêmes codes)"))
    /// `-h`, `--help`.
    public static let help = OptionSpecification.flag(
        "help", short: "h", help: HelpText("Show help", french: "Afficher l’aide"))
    /// `--version`.
    public static let version = OptionSpecification.flag(
        "version", help: HelpText("Print kado's version", french: "Écrire la version de kado"))

    /// Every global option, in the order help lists them.
    public static let specifications: [OptionSpecification] = [
        database, nowOption, json, noColor, quiet, help, version,
    ]
}

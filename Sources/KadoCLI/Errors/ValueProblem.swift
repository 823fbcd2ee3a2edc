import KadoCore

/// Why a value typed on the command line was refused, as a value: ``UsageError`` phrases it in the
/// language of the report, after the argument and the value (`--every '8/week': must be …`).
/// ``description`` is the English wording.
public enum ValueProblem: Hashable, Sendable, CustomStringConvertible {
    /// Not a whole number.
    case wholeNumber
    /// Not a whole number from `minimum` to `maximum`.
    case wholeNumberIn(minimum: Int, maximum: Int)
    /// A number below 0.
    case zeroOrMore
    /// A number that is not above 0.
    case aboveZero
    /// Not a plain decimal number.
    case decimalNumber
    /// A number above `maximum` in size.
    case atMost(Int)
    /// Not a value `kado log` takes: a number of 0 or more, or `+N`.
    case loggedValue
    /// A rule of the domain (a day outside the supported range, a range that ends before it starts).
    case rule(ValidationError.Rule)
    /// `-N` reaching before `first`, the first day Kadō supports.
    case beforeFirstDay(LogicalDay)
    /// Written like a date, but no day of the calendar (`2026-02-30`).
    case notACalendarDay
    /// Not a DAY at all.
    case dayForm
    /// The last word of `kado done A B WORD`: no DAY, and no habit's id or name either;
    /// `suggestion` is the closest habit name.
    case dayFormNorHabit(suggestion: String?)
    /// Not `FROM..TO`.
    case rangeForm
    /// `N/week` outside 1 to 7.
    case daysAWeek
    /// `Ndays` outside 2 to 365.
    case interval
    /// `N/D` outside 1 ≤ N ≤ D ≤ 366.
    case timesInDays
    /// A name in a list of weekdays that is none.
    case notAWeekdayName(String)
    /// Not a schedule at all.
    case frequencyForm
    /// A type (`yesno`, `negative`) given a target.
    case takesNoTarget(type: String)
    /// A type (`counter`) without its target (`placeholder`, `N`).
    case needsTarget(type: String, placeholder: String)
    /// A target that is not a number above 0 (`example`, such as `counter:8`).
    case targetAboveZero(type: String, example: Int)
    /// Not a habit type at all.
    case typeForm
    /// Not an ISO 8601 date and time.
    case instantForm
    /// Not one of `names` (colours).
    case oneOf([String])
    /// Not one of `choices`, few enough to list with "or" (`kado or loop`).
    case choice([String])
    /// Not a reminder time.
    case reminderForm
    /// Not a weekday name.
    case weekdayForm
    /// Not an hour of the day.
    case hourForm
    /// An empty path.
    case filePath
    /// Not a port number.
    case portForm
    /// Not a host name.
    case hostNameForm
    /// Not an `http://` or `https://` address of a server, without query nor fragment (`--url`).
    case serverURLForm
    /// Not an IP address nor `ADDRESS/PREFIX` (a `--trust-proxy`).
    case proxyAddressForm
    /// Not an address to listen on; `reason` is the server's English account of which are.
    case notAnAddress(reason: String)
    /// `-o -` with `--json`: the backup itself goes to standard output.
    case backupToStandardOutput
    /// The folder of an output file does not exist.
    case missingFolder(String)
    /// A first day after the last one (`--from` after `--to`): the other day, as typed.
    case afterLastDay(String)
    /// An option that only `kado export --format markdown` takes (`--from`, `--to`).
    case onlyWithMarkdown
    /// A range of days longer than the `maximum` days a command covers at once.
    case rangeTooLong(maximum: Int)
    /// A `--format` other than JSON, with `--json`.
    case formatWithJSON
    /// Standard input (`-`) that is not UTF-8 text.
    case notUTF8
    /// An argument that is not UTF-8 text (its bad bytes shown as `\xE9`).
    case argumentNotUTF8
    /// Standard input (`-`) longer than `maximumBytes`.
    case inputTooLarge(maximumBytes: Int)
    /// No habit of the widget snapshot has this id or name; `suggestion` is the closest name, and
    /// `mentionsArchived` says that archived habits are not in the snapshot.
    case notInSnapshot(suggestion: String?, mentionsArchived: Bool)
    /// Several habits of the widget snapshot match: their names, and the beginning of their ids.
    case severalInSnapshot(names: [String], ids: [String])

    /// The English wording, phrased to follow the argument and its value.
    public var description: String {
        switch self {
        case .wholeNumber: "must be a whole number"
        case .wholeNumberIn(let minimum, let maximum): "must be a whole number from \(minimum) to \(maximum)"
        case .zeroOrMore: "must be 0 or more"
        case .aboveZero: "must be a number above 0"
        case .decimalNumber: "must be a number such as 3 or 2.5"
        case .atMost(let maximum): "must be at most \(maximum)"
        case .loggedValue: "must be a number of 0 or more (minutes for a timer), or +N to add N"
        case .rule(let rule): rule.description
        case .beforeFirstDay(let first): "goes back before \(first), the first day Kadō supports"
        case .notACalendarDay: "is not a day of the calendar"
        case .dayForm: "must be YYYY-MM-DD, today, yesterday or -N (N days ago)"
        case .dayFormNorHabit(let suggestion):
            "must be YYYY-MM-DD, today, yesterday or -N (N days ago), and no habit has this id or name either"
                + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? "")
        case .rangeForm: "must be FROM..TO with a day on each side"
        case .daysAWeek: "must be from 1 to 7 days a week"
        case .interval: "must be every 2 to 365 days (use 'day' for every day)"
        case .timesInDays: "must be N/D, N times in D days, with 1 ≤ N ≤ D ≤ 366"
        case .notAWeekdayName(let name): "'\(name)' is not a weekday (mon … sun, or full names)"
        case .frequencyForm: "must be day, N/week, weekdays such as mon,wed,fri, Ndays, or N/D (N times in D days)"
        case .takesNoTarget(let type): "\(type) takes no target"
        case .needsTarget(let type, let placeholder): "needs a target: \(type):\(placeholder)"
        case .targetAboveZero(let type, let example): "the target must be a number above 0, such as \(type):\(example)"
        case .typeForm: "must be yesno, counter:N, timer:MINUTES, negative or atmost:N"
        case .instantForm: "must be an ISO 8601 date and time such as 2026-04-10T09:30:00Z"
        case .oneOf(let names): "must be one of " + names.joined(separator: ", ")
        case .choice(let choices): "must be " + Self.list(choices, or: "or")
        case .reminderForm: "must be a time HH:MM from 00:00 to 23:59, or off"
        case .weekdayForm: "must be a weekday, monday to sunday (or mon to sun)"
        case .hourForm: "must be an hour from 0 to 23"
        case .filePath: "must be a file path"
        case .portForm: "must be a port number from 0 to 65535"
        case .hostNameForm: "must be a host name like mypc.local"
        case .serverURLForm: "must be a server's address like https://mypc.example.ts.net (http or https, no query)"
        case .proxyAddressForm:
            "must be an IP address or ADDRESS/PREFIX, such as 127.0.0.1, ::1 or 10.0.0.0/8 (no host name, no zone)"
        case .notAnAddress(let reason): reason
        case .backupToStandardOutput: "writes the backup itself to standard output: leave out --json"
        case .missingFolder(let folder): "its folder \(folder) does not exist"
        case .afterLastDay(let last): "is after the last day, \(last)"
        case .onlyWithMarkdown: "goes only with --format markdown (a backup holds every day)"
        case .rangeTooLong(let maximum): "makes more than \(maximum) days: choose a shorter range"
        case .formatWithJSON: "cannot be combined with --json (use one of them)"
        case .notUTF8: "standard input is not UTF-8 text"
        case .argumentNotUTF8:
            "is not UTF-8 text (each \\xNN is a byte that is not): nothing was done; type it again, or set a UTF-8 locale"
        case .inputTooLarge(let maximum): "standard input holds more than \(maximum) bytes"
        case .notInSnapshot(let suggestion, let mentionsArchived):
            "no habit of the widget snapshot has this id or name"
                + (suggestion.map { " (did you mean \"\($0)\"?)" }
                    ?? (mentionsArchived ? " (archived habits are not in it)" : ""))
        case .severalInSnapshot(let names, let ids):
            "matches several habits: "
                + zip(names, ids).map { "\"\($0)\" (id \($1)…)" }.joined(separator: ", ")
        }
    }

    /// `a, b or c`.
    static func list(_ items: [String], or word: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(word) " + (items.last ?? "")
    }
}

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
    /// Not an address to listen on.
    case notAnAddress
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

    /// The English wording, phrased to follow the argument and its value (the catalogs' English).
    public var description: String { Phrase.valueProblem(self).english }
}

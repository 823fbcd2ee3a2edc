/// A rule of the domain that a value breaks: names the field, shows the value, says which rule.
///
/// The rule is a value (``Rule``), not a sentence: each front end phrases it in its own words and
/// language. ``description`` is the English wording, for logs and tests.
public struct ValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The field at fault, as a path a person can find (`name`, `type.target`, `frequency.days`).
    public let field: String
    /// The offending value as text.
    public let value: String
    /// The rule the value breaks.
    public let rule: Rule

    /// A broken `rule` on `field`.
    public init(field: String, value: String, rule: Rule) {
        self.field = field
        self.value = value
        self.rule = rule
    }

    /// The same rule broken, with the field named within `container` (`habits[2]` makes `name`
    /// into `habits[2].name`): how a rule of one item of a collection is reported.
    public func within(_ container: String) -> ValidationError {
        ValidationError(field: "\(container).\(field)", value: value, rule: rule)
    }

    /// The rule in English, phrased to follow the field (`must not be empty`).
    public var problem: String { rule.description }

    /// `name "": must not be empty`.
    public var description: String {
        "\(field) \"\(value)\": \(problem)"
    }
}

extension ValidationError {
    /// The rules of the domain a value can break. Each carries the amounts its wording needs;
    /// ``description`` is the English wording, which follows the field's name ("must …").
    public enum Rule: Hashable, Sendable, CustomStringConvertible {
        /// The text is empty (or only spaces).
        case empty
        /// The text is longer than `maximum` characters.
        case tooLong(maximum: Int)
        /// A number, amount or count outside `minimum`…`maximum` (`unit` says what it counts).
        case outOfRange(minimum: Int, maximum: Int, unit: RangeUnit)
        /// An amount that must be above 0 is not.
        case notAboveZero
        /// An amount is above `maximum`.
        case aboveMaximum(Int)
        /// A times-in-days schedule asks for more times than its window has days.
        case moreTimesThanDays(days: Int)
        /// A day-of-week schedule names no weekday.
        case noWeekday
        /// Not an hour from 0 to 23.
        case notAnHour
        /// Not a minute from 0 to 59.
        case notAMinute
        /// Not a symbol name (letters, digits, dots and dashes).
        case notASymbolName
        /// The text holds a control character or a direction override (`found`); with
        /// `allowsLineBreaks` (a note) line breaks and tabs are fine.
        case controlCharacter(found: Unicode.Scalar, allowsLineBreaks: Bool)
        /// A day outside ``LogicalDay/supported``.
        case unsupportedDay
        /// An instant outside ``LogicalDay/supportedInstants``.
        case unsupportedInstant
        /// A timer's target above the 24 hours a day has.
        case timerTargetAboveDay
        /// A timer's records add up to more than the 24 hours a day has.
        case timerDayAboveDay
        /// A range of days ends before it starts.
        case endsBeforeStart
        /// A pause longer than `maximumDays` days.
        case pauseTooLong(maximumDays: Int)
        /// A pause that ends more than a year after today.
        case endsTooFarAhead
        /// The database already holds `maximum` habits (archived ones included): a new one does
        /// not fit.
        case habitLimitReached(maximum: Int)
        /// An import would leave more than `maximum` habits in the database: it holds `existing`
        /// and the file adds `added`.
        case importAboveHabitLimit(maximum: Int, existing: Int, added: Int)
        /// Another habit's name, `other`, reads the same to ``HabitMatcher``: the name would find
        /// two habits.
        case sameNameAs(String)
        /// A start date set by hand after today: a habit starts on a day that has come.
        case startsAfterToday
        /// A day of a change of terms on or before `day` (the change before it, or the habit's
        /// start): changes follow one another, each after the habit's start.
        case notAfter(LogicalDay)
        /// A day of a change of terms on or after `day` (the change after it): moving a change
        /// does not overtake the next one.
        case notBefore(LogicalDay)
        /// A day on which none of the habit's versions of terms starts; `starts` are the days
        /// that do (none when its terms never changed from a date).
        case notAVersionStart([LogicalDay])
        /// Earlier terms of another kind than the habit's `kind`: a change of type rewrites the
        /// whole history, so every version has the habit's type.
        case notTheHabitsType(HabitTypeKind)

        /// What a ranged amount counts, for its wording.
        public enum RangeUnit: Hashable, Sendable {
            /// A plain number ("from 1 to 366").
            case none
            /// A decimal amount ("a number from 0 to 1000000000").
            case number
            /// Days ("from 2 to 365 days").
            case days
            /// Days a week ("from 1 to 6 days a week").
            case daysAWeek
        }

        /// The English wording, phrased to follow the field's name.
        public var description: String {
            switch self {
            case .empty: "must not be empty"
            case .tooLong(let maximum): "must be at most \(maximum) characters"
            case .outOfRange(let minimum, let maximum, .none): "must be from \(minimum) to \(maximum)"
            case .outOfRange(let minimum, let maximum, .number): "must be a number from \(minimum) to \(maximum)"
            case .outOfRange(let minimum, let maximum, .days): "must be from \(minimum) to \(maximum) days"
            case .outOfRange(let minimum, let maximum, .daysAWeek):
                "must be from \(minimum) to \(maximum) days a week"
            case .notAboveZero: "must be a number above 0"
            case .aboveMaximum(let maximum): "must be at most \(maximum)"
            case .moreTimesThanDays(let days): "must be from 1 to the number of days (\(days))"
            case .noWeekday: "must name at least one weekday"
            case .notAnHour: "must be an hour from 0 to 23"
            case .notAMinute: "must be a minute from 0 to 59"
            case .notASymbolName: "must be a symbol name of letters, digits, dots and dashes"
            case .controlCharacter(let found, false):
                "must be one line without control characters or direction overrides; found \(Self.codePoint(found))"
            case .controlCharacter(let found, true):
                "must not contain control characters or direction overrides (line breaks and tabs are fine); "
                    + "found \(Self.codePoint(found))"
            case .unsupportedDay: "must be a day from \(LogicalDay.supportedDescription)"
            case .unsupportedInstant:
                "must be an instant within the days from \(LogicalDay.supportedDescription) "
                    + "(\(LogicalDay.utcDescription(of: LogicalDay.supportedInstants.lowerBound)) to "
                    + "\(LogicalDay.utcDescription(of: LogicalDay.supportedInstants.upperBound.addingTimeInterval(-1))))"
            case .timerTargetAboveDay: "must be at most 24 hours (1440 min): a day has no more"
            case .timerDayAboveDay: "a timer holds at most 24 hours (1440 min) a day"
            case .endsBeforeStart: "must end on or after the day it starts"
            case .pauseTooLong(let maximum): "must be at most \(maximum) days"
            case .endsTooFarAhead: "must end within a year from today"
            case .habitLimitReached(let maximum):
                "must be at most \(Self.grouped(maximum)) in one database, archived ones included: "
                    + "delete a habit to make room"
            case .importAboveHabitLimit(let maximum, let existing, let added):
                "must be at most \(Self.grouped(maximum)) in one database, archived ones included "
                    + "(there are \(existing), the file adds \(added))"
            case .sameNameAs(let other):
                "must differ from another habit's name, \"\(other)\" (names are told apart ignoring case, "
                    + "accents and emoji)"
            case .startsAfterToday: "must be today or a day before it"
            case .notAfter(let day): "must be after \(day)"
            case .notBefore(let day): "must be before \(day)"
            case .notAVersionStart(let starts) where starts.isEmpty:
                "must be the first day of a version of the habit's terms, which never changed from a date"
            case .notAVersionStart(let starts):
                "must be the first day of a version of the habit's terms: "
                    + starts.map(\.description).joined(separator: ", ")
            case .notTheHabitsType(let kind):
                "must be the habit's type, \(kind.rawValue) (a change of type rewrites the whole history)"
            }
        }

        /// A stable name for the rule, for scripts (the JSON API's `code`): `empty`, `tooLong`, ….
        public var code: String {
            switch self {
            case .empty: "empty"
            case .tooLong: "tooLong"
            case .outOfRange: "outOfRange"
            case .notAboveZero: "notAboveZero"
            case .aboveMaximum: "aboveMaximum"
            case .moreTimesThanDays: "moreTimesThanDays"
            case .noWeekday: "noWeekday"
            case .notAnHour: "notAnHour"
            case .notAMinute: "notAMinute"
            case .notASymbolName: "notASymbolName"
            case .controlCharacter: "controlCharacter"
            case .unsupportedDay: "unsupportedDay"
            case .unsupportedInstant: "unsupportedInstant"
            case .timerTargetAboveDay: "timerTargetAboveDay"
            case .timerDayAboveDay: "timerDayAboveDay"
            case .endsBeforeStart: "endsBeforeStart"
            case .pauseTooLong: "pauseTooLong"
            case .endsTooFarAhead: "endsTooFarAhead"
            case .habitLimitReached: "habitLimitReached"
            case .importAboveHabitLimit: "importAboveHabitLimit"
            case .sameNameAs: "sameNameAs"
            case .startsAfterToday: "startsAfterToday"
            case .notAfter: "notAfter"
            case .notBefore: "notBefore"
            case .notAVersionStart: "notAVersionStart"
            case .notTheHabitsType: "notTheHabitsType"
            }
        }

        /// `U+001B`: how a character is named in a message.
        public static func codePoint(_ scalar: Unicode.Scalar) -> String {
            let digits = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }

        /// `1,000`: a count with its thousands grouped, as the English wording writes limits.
        static func grouped(_ count: Int) -> String {
            let digits = String(count.magnitude)
            var text = ""
            for (index, digit) in digits.enumerated() {
                if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
                text.append(digit)
            }
            return count < 0 ? "-" + text : text
        }
    }
}

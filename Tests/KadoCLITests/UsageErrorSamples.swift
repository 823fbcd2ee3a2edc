import KadoCore

@testable import KadoCLI

/// One usage error of every kind and one value problem of every kind, each list kept complete by
/// an exhaustive switch: a new kind does not compile until it has a name here, and the walk fails
/// until the list holds a sample of it.
enum UsageErrorSamples {
    /// The kinds of ``UsageError/Kind``.
    enum Kind: CaseIterable {
        case unknownCommand, unknownCommandWithSuggestion, unknownOption, unknownOptionWithSuggestion, missingValue
        case unexpectedValue, repeatedOption, unexpectedArgument, missingArgument, invalidValue, jsonRefused
        case quietRefused, quietWithJSON
        case missingCommand, noDatabaseLocation, namesWithJSON, deleteNeedsConfirmation, noHabitMatches
        case noHabitMatchesWithSuggestion, severalHabitsMatch, versionOptionsAlone
    }

    /// The kinds of ``ValueProblem``.
    enum ProblemKind: CaseIterable {
        case wholeNumber, wholeNumberIn, zeroOrMore, aboveZero, decimalNumber, atMost, loggedValue, rule
        case beforeFirstDay, notACalendarDay, dayForm, dayFormNorHabit, rangeForm, daysAWeek, interval, timesInDays
        case notAWeekdayName
        case frequencyForm, takesNoTarget, needsTarget, targetAboveZero, typeForm, instantForm, oneOf, choice
        case reminderForm, weekdayForm, hourForm, filePath, portForm, hostNameForm, serverURLForm, proxyAddressForm,
            notAnAddress
        case backupToStandardOutput, missingFolder, formatWithJSON, notInSnapshot, severalInSnapshot
        case notUTF8, argumentNotUTF8, inputTooLarge
        case afterLastDay, onlyWithMarkdown, rangeTooLong
    }

    static func kind(of kind: UsageError.Kind) -> Kind {
        switch kind {
        case .unknownCommand(_, nil): .unknownCommand
        case .unknownCommand(_, _?): .unknownCommandWithSuggestion
        case .unknownOption(_, _, nil): .unknownOption
        case .unknownOption(_, _, _?): .unknownOptionWithSuggestion
        case .missingValue: .missingValue
        case .unexpectedValue: .unexpectedValue
        case .repeatedOption: .repeatedOption
        case .unexpectedArgument: .unexpectedArgument
        case .missingArgument: .missingArgument
        case .invalidValue: .invalidValue
        case .jsonRefused: .jsonRefused
        case .quietRefused: .quietRefused
        case .quietWithJSON: .quietWithJSON
        case .missingCommand: .missingCommand
        case .noDatabaseLocation: .noDatabaseLocation
        case .namesWithJSON: .namesWithJSON
        case .deleteNeedsConfirmation: .deleteNeedsConfirmation
        case .versionOptionsAlone: .versionOptionsAlone
        case .noHabitMatches(_, nil): .noHabitMatches
        case .noHabitMatches(_, _?): .noHabitMatchesWithSuggestion
        case .severalHabitsMatch: .severalHabitsMatch
        }
    }

    static func kind(of problem: ValueProblem) -> ProblemKind {
        switch problem {
        case .wholeNumber: .wholeNumber
        case .wholeNumberIn: .wholeNumberIn
        case .zeroOrMore: .zeroOrMore
        case .aboveZero: .aboveZero
        case .decimalNumber: .decimalNumber
        case .atMost: .atMost
        case .loggedValue: .loggedValue
        case .rule: .rule
        case .beforeFirstDay: .beforeFirstDay
        case .notACalendarDay: .notACalendarDay
        case .dayForm: .dayForm
        case .dayFormNorHabit: .dayFormNorHabit
        case .rangeForm: .rangeForm
        case .daysAWeek: .daysAWeek
        case .interval: .interval
        case .timesInDays: .timesInDays
        case .notAWeekdayName: .notAWeekdayName
        case .frequencyForm: .frequencyForm
        case .takesNoTarget: .takesNoTarget
        case .needsTarget: .needsTarget
        case .targetAboveZero: .targetAboveZero
        case .typeForm: .typeForm
        case .instantForm: .instantForm
        case .oneOf: .oneOf
        case .choice: .choice
        case .reminderForm: .reminderForm
        case .weekdayForm: .weekdayForm
        case .hourForm: .hourForm
        case .filePath: .filePath
        case .portForm: .portForm
        case .hostNameForm: .hostNameForm
        case .serverURLForm: .serverURLForm
        case .proxyAddressForm: .proxyAddressForm
        case .notAnAddress: .notAnAddress
        case .backupToStandardOutput: .backupToStandardOutput
        case .missingFolder: .missingFolder
        case .formatWithJSON: .formatWithJSON
        case .notUTF8: .notUTF8
        case .argumentNotUTF8: .argumentNotUTF8
        case .inputTooLarge: .inputTooLarge
        case .notInSnapshot: .notInSnapshot
        case .severalInSnapshot: .severalInSnapshot
        case .afterLastDay: .afterLastDay
        case .onlyWithMarkdown: .onlyWithMarkdown
        case .rangeTooLong: .rangeTooLong
        }
    }

    /// Every value problem, with the English text the parsers' tests pin for those they raise.
    static let problems: [ValueProblem] = [
        .wholeNumber, .wholeNumberIn(minimum: 1, maximum: 366), .zeroOrMore, .aboveZero, .decimalNumber,
        .atMost(1_000_000_000), .loggedValue, .rule(.unsupportedDay), .rule(.unsupportedInstant),
        .rule(.endsBeforeStart), .rule(.outOfRange(minimum: 1, maximum: 3, unit: .none)),
        .beforeFirstDay(LogicalDay.firstSupported), .notACalendarDay, .dayForm, .dayFormNorHabit(suggestion: "Read"),
        .dayFormNorHabit(suggestion: nil), .rangeForm, .daysAWeek, .interval,
        .timesInDays, .notAWeekdayName("mond"), .frequencyForm, .takesNoTarget(type: "yesno"),
        .needsTarget(type: "counter", placeholder: "N"), .targetAboveZero(type: "timer", example: 30), .typeForm,
        .instantForm, .oneOf(["red", "orange", "yellow"]), .choice(["kado", "loop"]),
        .choice(["bash", "zsh", "fish"]), .reminderForm, .weekdayForm, .hourForm, .filePath, .portForm,
        .hostNameForm, .serverURLForm, .proxyAddressForm,
        .notAnAddress,
        .backupToStandardOutput,
        .missingFolder("/tmp/nope"), .formatWithJSON, .notUTF8, .argumentNotUTF8, .inputTooLarge(maximumBytes: 44_096),
        .notInSnapshot(suggestion: "Read", mentionsArchived: true),
        .notInSnapshot(suggestion: nil, mentionsArchived: true),
        .notInSnapshot(suggestion: nil, mentionsArchived: false),
        .severalInSnapshot(names: ["Read", "Read"], ids: ["1A2B3C4D", "5E6F7A8B"]),
        .afterLastDay("2026-04-10"), .onlyWithMarkdown, .rangeTooLong(maximum: 1_096),
    ]

    /// Every kind of usage error, each value problem once, as the commands raise them.
    static let errors: [UsageError] =
        [
            .unknownCommand("tody", suggestion: nil), .unknownCommand("tody", suggestion: "today"),
            .unknownOption("--colour", command: "add", suggestion: nil),
            .unknownOption("--colour", command: "add", suggestion: "--color"),
            .unknownOption("--x", command: nil, suggestion: "--db"),
            .missingValue(option: "--db", valueName: "PATH", command: nil),
            .missingValue(option: "--every", valueName: "SCHEDULE", command: "add"),
            .unexpectedValue("yes", forFlag: "--json", command: "today"), .repeatedOption("--unit", command: "add"),
            .unexpectedArgument("done", command: "help"), .missingArgument("SHELL", command: "completion"),
            .jsonRefused(by: "help"), UsageError(.quietRefused(command: "today")), UsageError(.quietWithJSON),
            UsageError(.missingCommand), UsageError(.noDatabaseLocation),
            UsageError(.namesWithJSON), UsageError(.deleteNeedsConfirmation), UsageError(.versionOptionsAlone),
            UsageError(.noHabitMatches("raed", suggestion: nil)),
            UsageError(.noHabitMatches("raed", suggestion: "Read 20 pages")),
            UsageError(.severalHabitsMatch("Re", candidates: ["Read", "Rest"])),
        ] + problems.map { UsageError.invalidValue("8/week", for: "--every", problem: $0) }
}

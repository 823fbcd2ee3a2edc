import KadoApp
import KadoCore

/// The words of usage errors: what is wrong with a command line, as the catalogs' `cli.usage.*`
/// entries. Commands, options, placeholders' values and the values a person typed are tokens the
/// catalogs quote (straight quotes in English, « » in French) and never translate; the names of
/// what to type (`HABIT`, `DAY`) are ``Placeholder``s in the language of the message.
extension Phrase {
    /// What is wrong with the command line, without the `kado: ` prefix.
    static func usage(_ kind: UsageError.Kind) -> Phrase {
        switch kind {
        case .unknownCommand(let name, let suggestion):
            return Phrase("cli.usage.unknownCommand", ["name": name, "hint": hint(suggestion)])
        case .unknownOption(let spelling, let command, let suggestion):
            return Phrase(
                "cli.usage.unknownOption",
                ["option": spelling, "context": context(command), "hint": hint(suggestion)])
        case .missingValue(let spelling, let valueName, let command):
            return Phrase(
                "cli.usage.missingValue",
                ["option": spelling, "context": context(command), "value": Placeholder.argument(valueName)])
        case .unexpectedValue(let value, let spelling, let command):
            return Phrase(
                "cli.usage.unexpectedValue", ["option": spelling, "context": context(command), "value": value])
        case .repeatedOption(let spelling, let command):
            return Phrase("cli.usage.repeatedOption", ["option": spelling, "context": context(command)])
        case .unexpectedArgument(let argument, let command):
            return Phrase("cli.usage.unexpectedArgument", ["argument": argument, "context": context(command)])
        case .missingArgument(let name, let command):
            return Phrase("cli.usage.missingArgument", ["name": Placeholder.argument(name), "command": command])
        case .invalidValue(let value, let argument, let problem):
            return Phrase(
                "cli.usage.invalidValue",
                [
                    "argument": Placeholder.argument(argument), "value": value,
                    "problem": valueProblem(problem).argument,
                ])
        case .jsonRefused(let command):
            return Phrase("cli.usage.jsonRefused", ["command": command])
        case .quietRefused(let command):
            return Phrase("cli.usage.quietRefused", ["command": command])
        case .quietWithJSON:
            return Phrase("cli.usage.command.quietWithJSON")
        case .missingCommand:
            return Phrase("cli.usage.missingCommand")
        case .noDatabaseLocation:
            return Phrase("cli.usage.command.noDatabaseLocation")
        case .namesWithJSON:
            return Phrase("cli.usage.command.namesWithJSON")
        case .deleteNeedsConfirmation:
            return Phrase("cli.usage.deleteNeedsConfirmation")
        case .versionOptionsAlone:
            return Phrase("cli.usage.command.versionOptionsAlone")
        case .noHabitMatches(let reference, let suggestion?):
            return noHabitMatches(reference, suggestion: suggestion)
        case .noHabitMatches(let reference, nil):
            return noHabitMatches(reference)
        case .severalHabitsMatch(let reference, let candidates):
            let names = Phrase(wording: { wording in
                candidates.map { wording.text("cli.usage.quotedHabit", ["name": .text($0)]) }
                    .joined(separator: ", ")
            })
            return Phrase("cli.catalog.matchesSeveral", ["reference": reference, "names": names.argument])
        }
    }

    /// ` for 'add'` after the words of an error about an option or argument of a known command;
    /// nothing without one.
    private static func context(_ command: String?) -> PhraseArgument {
        command.map { Phrase("cli.usage.forCommand", ["command": $0]).argument } ?? .text("")
    }

    /// ` (did you mean '--from'?)` when a close spelling exists; nothing otherwise.
    private static func hint(_ suggestion: String?) -> PhraseArgument {
        suggestion.map { Phrase("cli.usage.didYouMean", ["suggestion": $0]).argument } ?? .text("")
    }

    /// Why a typed value was refused, phrased to follow the argument and the value.
    static func valueProblem(_ problem: ValueProblem) -> Phrase {
        switch problem {
        case .wholeNumber: Phrase("cli.usage.problem.wholeNumber")
        case .wholeNumberIn(let minimum, let maximum):
            Phrase("cli.usage.problem.wholeNumberIn", ["minimum": String(minimum), "maximum": String(maximum)])
        case .zeroOrMore: Phrase("cli.usage.problem.zeroOrMore")
        case .aboveZero: Phrase("app.rule.notAboveZero")
        case .decimalNumber: Phrase("cli.usage.problem.decimalNumber")
        case .atMost(let maximum): Phrase("app.rule.aboveMaximum", ["maximum": String(maximum)])
        case .loggedValue: Phrase("cli.usage.problem.loggedValue")
        case .rule(let rule): Phrase.rule(rule)
        case .beforeFirstDay(let first): Phrase("cli.usage.problem.beforeFirstDay", ["first": first])
        case .notACalendarDay: Phrase("cli.usage.problem.notACalendarDay")
        case .dayForm: Phrase("cli.usage.problem.dayForm")
        case .dayFormNorHabit(nil): Phrase("cli.usage.problem.dayFormNorHabit")
        case .dayFormNorHabit(let suggestion?):
            Phrase("cli.usage.problem.dayFormNorHabit.suggestion", ["suggestion": suggestion])
        case .rangeForm: Phrase("cli.usage.problem.rangeForm")
        case .daysAWeek: Phrase("cli.usage.problem.daysAWeek")
        case .interval: Phrase("cli.usage.problem.interval")
        case .timesInDays: Phrase("cli.usage.problem.timesInDays")
        case .notAWeekdayName(let name): Phrase("cli.usage.problem.notAWeekdayName", ["name": name])
        case .frequencyForm: Phrase("cli.usage.problem.frequencyForm")
        case .takesNoTarget(let type): Phrase("cli.usage.problem.takesNoTarget", ["type": type])
        case .needsTarget(let type, let placeholder):
            Phrase("cli.usage.problem.needsTarget", ["type": type, "placeholder": placeholder])
        case .targetAboveZero(let type, let example):
            Phrase("cli.usage.problem.targetAboveZero", ["type": type, "example": String(example)])
        case .typeForm: Phrase("cli.usage.problem.typeForm")
        case .instantForm: Phrase("cli.usage.problem.instantForm")
        case .oneOf(let names): Phrase("cli.usage.problem.oneOf", ["names": names.joined(separator: ", ")])
        case .choice(let choices): Phrase("cli.usage.problem.choice", ["choices": choiceList(choices).argument])
        case .reminderForm: Phrase("cli.usage.problem.reminderForm")
        case .weekdayForm: Phrase("cli.usage.problem.weekdayForm")
        case .hourForm: Phrase("app.rule.notAnHour")
        case .filePath: Phrase("cli.usage.problem.filePath")
        case .portForm: Phrase("cli.usage.problem.portForm")
        case .hostNameForm: Phrase("cli.usage.problem.hostNameForm")
        case .serverURLForm: Phrase("cli.usage.problem.serverURLForm")
        case .proxyAddressForm: Phrase("cli.usage.problem.proxyAddressForm", ["loopback": "::1"])
        case .notAnAddress: Phrase("cli.usage.problem.notAnAddress", ["loopback": "::1"])
        case .backupToStandardOutput: Phrase("cli.usage.problem.backupToStandardOutput")
        case .missingFolder(let folder): Phrase("cli.usage.problem.missingFolder", ["folder": folder])
        case .afterLastDay(let last): Phrase("cli.usage.problem.afterLastDay", ["last": last])
        case .onlyWithMarkdown: Phrase("cli.usage.problem.onlyWithMarkdown")
        case .rangeTooLong(let maximum): Phrase("cli.usage.problem.rangeTooLong", ["maximum": String(maximum)])
        case .formatWithJSON: Phrase("cli.usage.problem.formatWithJSON")
        case .notUTF8: Phrase("cli.usage.problem.notUTF8")
        case .argumentNotUTF8: Phrase("cli.usage.problem.argumentNotUTF8")
        case .inputTooLarge(let maximum): Phrase("cli.usage.problem.inputTooLarge", ["maximum": String(maximum)])
        case .notInSnapshot(let suggestion?, _):
            Phrase("cli.usage.problem.notInSnapshot.suggestion", ["suggestion": suggestion])
        case .notInSnapshot(nil, true): Phrase("cli.usage.problem.notInSnapshot.archived")
        case .notInSnapshot(nil, false): Phrase("cli.usage.problem.notInSnapshot")
        case .severalInSnapshot(let names, let ids):
            Phrase(
                "cli.usage.problem.severalInSnapshot",
                [
                    "habits": Phrase(wording: { wording in
                        zip(names, ids).map {
                            wording.text("cli.usage.snapshotHabit", ["name": .text($0), "id": .text($1)])
                        }
                        .joined(separator: ", ")
                    }).argument
                ])
        }
    }

    /// `a, b or c`, each choice as the language shows a word to type.
    private static func choiceList(_ choices: [String]) -> Phrase {
        Phrase(wording: { wording in
            let items = choices.map { wording.text("cli.usage.choice", ["choice": .text($0)]) }
            guard let last = items.last, items.count > 1 else { return items.first ?? "" }
            return wording.text(
                "cli.usage.orList", ["items": .text(items.dropLast().joined(separator: ", ")), "last": .text(last)])
        })
    }
}

import KadoCore

/// The words of usage errors: what is wrong with a command line, in English (as the tests pin
/// it) and in French. Commands, options, placeholders and the values a person typed are tokens:
/// English puts them in straight quotes, French in « » with no-break spaces, and neither
/// translates them.
extension Phrase {
    /// What is wrong with the command line, without the `kado: ` prefix.
    static func usage(_ kind: UsageError.Kind) -> Phrase {
        let token = Localizer(language: .french).quoted
        func context(_ command: String?) -> Phrase {
            Phrase(command.map { " for '\($0)'" } ?? "", command.map { " pour \(token($0))" } ?? "")
        }
        func hint(_ suggestion: String?) -> Phrase {
            Phrase(
                suggestion.map { " (did you mean '\($0)'?)" } ?? "",
                suggestion.map { " (vouliez-vous dire \(token($0))\(space)?)" } ?? "")
        }
        switch kind {
        case .unknownCommand(let name, let suggestion):
            return Phrase(
                "unknown command '\(name)'" + hint(suggestion).english,
                "commande \(token(name)) inconnue" + hint(suggestion).french)
        case .unknownOption(let spelling, let command, let suggestion):
            return Phrase(
                "unknown option '\(spelling)'" + context(command).english + hint(suggestion).english,
                "option \(token(spelling)) inconnue" + context(command).french + hint(suggestion).french)
        case .missingValue(let spelling, let valueName, let command):
            return Phrase(
                "option '\(spelling)'" + context(command).english + " needs a value (\(valueName))",
                "l’option \(token(spelling))" + context(command).french
                    + " attend une valeur (\(Placeholder.name(valueName, in: .french)))")
        case .unexpectedValue(let value, let spelling, let command):
            return Phrase(
                "option '\(spelling)'" + context(command).english + " takes no value (found '\(value)')",
                "l’option \(token(spelling))" + context(command).french
                    + " ne prend pas de valeur (reçu \(token(value)))")
        case .repeatedOption(let spelling, let command):
            return Phrase(
                "option '\(spelling)'" + context(command).english + " is given more than once",
                "l’option \(token(spelling))" + context(command).french + " est donnée plus d’une fois")
        case .unexpectedArgument(let argument, let command):
            return Phrase(
                "unexpected argument '\(argument)'" + context(command).english,
                "argument inattendu \(token(argument))" + context(command).french)
        case .missingArgument(let name, let command):
            return Phrase(
                "missing \(name) for '\(command)'",
                "il manque \(Placeholder.name(name, in: .french)) pour \(token(command))")
        case .invalidValue(let value, let argument, let problem):
            return Phrase(
                "\(argument) '\(value)': \(problem)",
                "\(Placeholder.name(argument, in: .french)) \(token(value))\(space): \(valueProblem(problem).french)")
        case .jsonRefused(let command):
            return Phrase(
                "'\(command)' has no JSON output: leave out --json",
                "\(token(command)) n’a pas de sortie JSON\(space): retirez --json")
        case .quietRefused(let command):
            return Phrase(
                "'\(command)' only shows, and --quiet is for commands that change something: leave it out",
                "\(token(command)) ne fait qu’afficher, et --quiet est pour les commandes qui changent quelque "
                    + "chose\(space): retirez-le")
        case .quietWithJSON:
            return Phrase("cli.usage.command.quietWithJSON")
        case .missingCommand:
            return Phrase(
                "missing command (run 'kado help' for the list)",
                "aucune commande (lancez \(token("kado help")) pour la liste)")
        case .noDatabaseLocation:
            return Phrase("cli.usage.command.noDatabaseLocation")
        case .namesWithJSON:
            return Phrase("cli.usage.command.namesWithJSON")
        case .deleteNeedsConfirmation:
            return Phrase(
                "delete needs --yes when it cannot ask (standard input is not a terminal)",
                "\(token("delete")) demande --yes quand la question ne peut pas être posée (l’entrée standard "
                    + "n’est pas un terminal)")
        case .versionOptionsAlone:
            return Phrase("cli.usage.command.versionOptionsAlone")
        case .noHabitMatches(let reference, let suggestion?):
            return noHabitMatches(reference, suggestion: suggestion)
        case .noHabitMatches(let reference, nil):
            return noHabitMatches(reference)
        case .severalHabitsMatch(let reference, let candidates):
            return Phrase(
                matchesSeveral(reference, candidates.map { "\"\($0)\"" }.joined(separator: ", ")).english,
                matchesSeveral(reference, candidates.map(token).joined(separator: ", ")).french)
        }
    }

    /// Why a typed value was refused, phrased to follow the argument and the value.
    static func valueProblem(_ problem: ValueProblem) -> Phrase {
        let token = Localizer(language: .french).quoted
        let french: String =
            switch problem {
            case .wholeNumber: "doit être un nombre entier"
            case .wholeNumberIn(let minimum, let maximum): "doit être un nombre entier de \(minimum) à \(maximum)"
            case .zeroOrMore: "doit valoir 0 ou plus"
            case .aboveZero: "doit être un nombre supérieur à 0"
            case .decimalNumber: "doit être un nombre comme 3 ou 2.5 (avec un point)"
            case .atMost(let maximum): "doit valoir au plus \(maximum)"
            case .loggedValue: "doit être un nombre de 0 ou plus (des minutes pour un minuteur), ou +N pour ajouter N"
            case .rule(let rule): Phrase.rule(rule).french
            case .beforeFirstDay(let first): "remonte avant le \(first), le premier jour que Kadō accepte"
            case .notACalendarDay: "n’est pas un jour du calendrier"
            case .dayForm:
                "doit être AAAA-MM-JJ, \(token("today")), \(token("yesterday")) ou -N (il y a N jours)"
            case .dayFormNorHabit(let suggestion):
                "doit être AAAA-MM-JJ, \(token("today")), \(token("yesterday")) ou -N (il y a N jours), et aucune "
                    + "habitude n’a cet identifiant ou ce nom non plus"
                    + (suggestion.map { " (vouliez-vous dire \(token($0))\(space)?)" } ?? "")
            case .rangeForm: "doit être DÉBUT..FIN, avec un jour de chaque côté"
            case .daysAWeek: "doit être de 1 à 7 jours par semaine"
            case .interval: "doit être tous les 2 à 365 jours (\(token("day")) pour chaque jour)"
            case .timesInDays: "doit être N/D, N fois en D jours, avec 1 ≤ N ≤ D ≤ 366"
            case .notAWeekdayName(let name):
                "\(token(name)) n’est pas un jour de la semaine (de \(token("mon")) à \(token("sun")), ou leurs noms "
                    + "entiers en anglais)"
            case .frequencyForm:
                "doit être \(token("day")), \(token("N/week")), des jours comme \(token("mon,wed,fri")), "
                    + "\(token("weekdays")), \(token("Ndays")) ou \(token("N/D")) (N fois en D jours)"
            case .takesNoTarget(let type): "\(token(type)) ne prend pas d’objectif"
            case .needsTarget(let type, let placeholder):
                "demande un objectif\(space): \(token("\(type):\(placeholder)"))"
            case .targetAboveZero(let type, let example):
                "l’objectif doit être un nombre supérieur à 0, comme \(token("\(type):\(example)"))"
            case .typeForm:
                "doit être " + ["yesno", "counter:N", "timer:MINUTES", "negative"].map(token).joined(separator: ", ")
                    + " ou \(token("atmost:N"))"
            case .instantForm: "doit être une date et une heure ISO 8601 comme 2026-04-10T09:30:00Z"
            case .oneOf(let names): "doit être l’une de ces valeurs\(space): " + names.joined(separator: ", ")
            case .choice(let choices): "doit être " + ValueProblem.list(choices.map(token), or: "ou")
            case .reminderForm: "doit être une heure HH:MM de 00:00 à 23:59, ou \(token("off"))"
            case .weekdayForm:
                "doit être un jour de la semaine en anglais, de \(token("monday")) à \(token("sunday")) (ou de "
                    + "\(token("mon")) à \(token("sun")))"
            case .hourForm: "doit être une heure de 0 à 23"
            case .filePath: "doit être un chemin de fichier"
            case .portForm: "doit être un numéro de port de 0 à 65535"
            case .hostNameForm: "doit être un nom d’hôte comme mypc.local"
            case .serverURLForm:
                "doit être l’adresse d’un serveur comme https://mypc.example.ts.net (http ou https, sans requête)"
            case .proxyAddressForm:
                "doit être une adresse IP ou ADRESSE/PRÉFIXE, comme 127.0.0.1, ::1 ou 10.0.0.0/8 (ni nom d’hôte, ni zone)"
            case .notAnAddress: "n’est pas une adresse IP où écouter (comme 127.0.0.1, 0.0.0.0 ou ::1)"
            case .backupToStandardOutput: "écrit la sauvegarde elle-même sur la sortie standard\(space): retirez --json"
            case .missingFolder(let folder): "son dossier \(folder) n’existe pas"
            case .afterLastDay(let last): "est après le dernier jour, \(last)"
            case .onlyWithMarkdown: "ne va qu’avec --format markdown (une sauvegarde porte tous les jours)"
            case .rangeTooLong(let maximum): "fait plus de \(maximum) jours\(space): choisissez une période plus courte"
            case .formatWithJSON: "ne va pas avec --json (choisissez l’un des deux)"
            case .notUTF8: "l’entrée standard n’est pas du texte UTF-8"
            case .argumentNotUTF8:
                "n’est pas du texte UTF-8 (chaque \\xNN est un octet qui n’en est pas)\(space): rien n’a été fait\(space); "
                    + "tapez-le à nouveau, ou choisissez une locale UTF-8"
            case .inputTooLarge(let maximum): "l’entrée standard contient plus de \(maximum) octets"
            case .notInSnapshot(let suggestion, let mentionsArchived):
                "aucune habitude de l’instantané du widget n’a cet identifiant ou ce nom"
                    + (suggestion.map { " (vouliez-vous dire \(token($0))\(space)?)" }
                        ?? (mentionsArchived ? " (les habitudes archivées n’y sont pas)" : ""))
            case .severalInSnapshot(let names, let ids):
                "correspond à plusieurs habitudes\(space): "
                    + zip(names, ids).map { "\(token($0)) (identifiant \($1)…)" }.joined(separator: ", ")
            }
        return Phrase(problem.description, french)
    }
}

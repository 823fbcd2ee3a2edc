import KadoApp
import KadoCore

/// What the web app says for an error of the application, in the user's language and in the
/// app's own terms: a remedy is said as what to do on a screen, never as a command line.
extension Phrase {
    /// The French of the application layer's values; the page's typography sets their spaces.
    static let phrasebook = FrenchPhrasebook.plain

    /// What a person is told of a failure on the server's side (a 500): its reference, which the
    /// server's log keeps with the error.
    static func serverFailure(_ reference: String) -> Phrase {
        Phrase("web.errors.serverFailure", ["reference": reference])
    }

    /// The sentence for `error`.
    static func appError(_ error: AppError) -> Phrase {
        switch error {
        case .habitNotFound(let reference, let suggestion?):
            return Phrase(
                "No habit matches “\(reference)”. Did you mean “\(suggestion)”?",
                sentence(phrasebook.noHabitMatches(reference)) + ". "
                    + sentence(phrasebook.didYouMean(suggestion)))
        case .habitNotFound(let reference, nil):
            return Phrase(
                "No habit matches “\(reference)” (archived habits are listed on the Overview screen).",
                sentence(phrasebook.noHabitMatches(reference))
                    + " (les habitudes archivées sont dans la vue d’ensemble).")
        case .ambiguousHabit(let reference, let candidates):
            return Phrase(
                "“\(reference)” matches several habits: " + candidates.map { "“\($0)”" }.joined(separator: ", "),
                phrasebook.matchesSeveral(reference, candidates))
        case .wrongType(let habit, let kind, let action):
            let remedy: Phrase =
                switch kind {
                case .binary: Phrase("web.errors.remedy.binary")
                case .negative: Phrase("web.errors.remedy.negative")
                case .counter, .timer, .atMost: Phrase("web.errors.remedy.counter")
                }
            return Phrase(
                "\(error.description): \(remedy.english)",
                "\(phrasebook.wrongType(habit, kind, action)) : \(remedy.french)")
        case .archived(let habit):
            return Phrase(
                "\(habit) is archived: bring it back from the Overview screen to log it",
                "\(phrasebook.isArchived(habit)) : faites-la revenir depuis la vue d’ensemble pour la noter")
        case .futureDay(let day):
            return Phrase(error.description, phrasebook.isInTheFuture("\(day)"))
        case .invalid(let problem):
            let rule = Phrase.rule(problem.rule)
            let field = Phrase.field(problem.field)
            return Phrase(
                "\(field.english) “\(problem.value)” \(rule.english)",
                "\(field.french) « \(problem.value) » \(rule.french)")
        case .store(let failure):
            return store(failure)
        case .backupFile(let failure):
            return backupFile(failure)
        case .sync(let failure):
            return syncFailure(failure)
        case .backupNotWritten(let format, let detail):
            return Phrase(
                FrenchPhrasebook.capitalizingFirstLetter(error.description),
                FrenchPhrasebook.capitalizingFirstLetter(phrasebook.backupNotWritten(format: format, detail: detail)))
        case .unexpected(let what):
            return Phrase("web.errors.what", ["what": what])
        }
    }

    /// `text` as a sentence begins: its first letter in capitals.
    private static func sentence(_ text: String) -> String { FrenchPhrasebook.capitalizingFirstLetter(text) }

    /// A store failure, in the phrasebook's French as a sentence; SQLite's own message stays as it is.
    private static func store(_ error: StoreFailure) -> Phrase {
        let english: String =
            switch error {
            case .writtenByNewerVersion(let path, _):
                "\(path) was written by a newer version of Kadō; it was left untouched: update Kadō to open it"
            case .notAKadoDatabase(let path): "\(path) is an SQLite database that Kadō did not create"
            case .cannotOpen(let path, let reason): "Cannot open \(path) (\(reason))"
            case .corruptRow(let table, let id, let field, let value):
                "Damaged data in \(table), row \(id): \(field) “\(value)” cannot be read"
            case .database(let failure): "Database error (\(failure.message))"
            case .cannotWrite(let path, let reason): "Cannot write \(path) (\(reason))"
            case .upgradeNeedsWriting(let path, let reason):
                "Cannot read \(path) without writing to it (\(reason)): it needs write access to the file and its folder"
            case .damaged(let path, let detail):
                "\(path) is damaged (\(detail)); nothing was written to it: move it aside and import your latest backup"
            case .busy(let path):
                "\(path) is in use by another Kadō (a long import or sync, say); nothing was changed: try again in a "
                    + "moment"
            case .missing(let path): "There is no database at \(path); nothing was created: check the path"
            case .diskFull(let path): "Cannot write \(path): the disk is full; nothing was changed"
            }
        return Phrase(english, FrenchPhrasebook.capitalizingFirstLetter(phrasebook.storeFailure(error)))
    }

    /// A backup file refused before anything was compared, without the file's name.
    static func backupFile(_ error: BackupFileError) -> Phrase {
        let french = FrenchPhrasebook.capitalizingFirstLetter(phrasebook.backupFile(error))
        return switch error.problem {
        case .cannotRead, .notAFile: Phrase("The backup file \(error.description).", french + ".")
        case .empty: Phrase("The backup file is empty: there is nothing in it to import.", french + ".")
        case .tooLarge, .changedWhileRead: Phrase("The backup file \(error.description).", french + ".")
        case .unknownFormat:
            Phrase(
                "The file is neither a Kadō backup (JSON or CSV), a Loop Habit Tracker database or CSV export, a "
                    + "HabitBull CSV export, a Rewire or Tickmate database, nor a spreadsheet CSV.",
                "Le fichier " + phrasebook.backupFileProblem(error) + ".")
        case .undecodable(_, let detail):
            // The detail names the format it was read as: "spreadsheet CSV, line 1: …".
            Phrase("The backup file cannot be read: \(detail)", french)
        }
    }

    /// Where a backup's reader stopped and why; fields and columns are the file's names, values
    /// are shown as the file holds them.
    static func backupDetail(_ detail: BackupFileError.Detail) -> Phrase {
        Phrase(detail.description, phrasebook.backupDetail(detail))
    }

    /// A rule of the domain, phrased to follow the field and its value.
    static func rule(_ rule: ValidationError.Rule) -> Phrase {
        Phrase(rule.description, phrasebook.rule(rule))
    }

    /// A field of the domain as the app's screens name it, as a sentence begins
    /// (``DomainFieldName``); one the domain does not name, as its path.
    static func field(_ path: String) -> Phrase {
        guard let name = DomainFieldName(path: path) else { return Phrase(path, path) }
        return Phrase(
            FrenchPhrasebook.capitalizingFirstLetter(name.english),
            FrenchPhrasebook.capitalizingFirstLetter(name.french))
    }
}

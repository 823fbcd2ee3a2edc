import KadoApp
import KadoCore

/// What the web app says for an error of the application, in the user's language and in the
/// app's own terms: a remedy is said as what to do on a screen, never as a command line.
extension Phrase {
    /// The sentence for `error`.
    static func appError(_ error: AppError) -> Phrase {
        switch error {
        case .habitNotFound(let reference, let suggestion?):
            return Phrase(
                "No habit matches “\(reference)”. Did you mean “\(suggestion)”?",
                "Aucune habitude ne correspond à « \(reference) ». Vouliez-vous dire « \(suggestion) » ?")
        case .habitNotFound(let reference, nil):
            return Phrase(
                "No habit matches “\(reference)” (archived habits are listed on the Overview screen).",
                "Aucune habitude ne correspond à « \(reference) » (les habitudes archivées sont dans la vue d’ensemble)."
            )
        case .ambiguousHabit(let reference, let candidates):
            return Phrase(
                "“\(reference)” matches several habits: " + candidates.map { "“\($0)”" }.joined(separator: ", "),
                "« \(reference) » correspond à plusieurs habitudes : "
                    + candidates.map { "« \($0) »" }.joined(separator: ", "))
        case .wrongType(let habit, let kind, let action):
            let verb: Phrase =
                switch action {
                case .markDone: Phrase("marked done", "être marquée comme faite")
                case .toggle: Phrase("toggled", "être basculée")
                case .logValue: Phrase("given a value", "recevoir de valeur")
                }
            let reason: Phrase =
                switch kind {
                case .binary:
                    Phrase("it is a yes/no habit: mark it done", "c’est une habitude oui/non : marquez-la faite")
                case .negative:
                    Phrase("it is a habit to avoid: mark a slip", "c’est une habitude à éviter : notez un écart")
                case .counter, .timer, .atMost:
                    Phrase("it takes a value: enter one", "elle prend une valeur : saisissez-en une")
                }
            return Phrase(
                "\(habit) cannot be \(verb.english): \(reason.english)",
                "\(habit) ne peut pas \(verb.french) : \(reason.french)")
        case .archived(let habit):
            return Phrase(
                "\(habit) is archived: bring it back from the Overview screen to log it",
                "\(habit) est archivée : faites-la revenir depuis la vue d’ensemble pour la noter")
        case .futureDay(let day):
            return Phrase(
                "\(day) is in the future: only today and past days can be logged",
                "\(day) est dans le futur : on ne peut noter qu’aujourd’hui et les jours passés")
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
        case .unexpected(let what):
            return Phrase("Unexpected error: \(what)", "Erreur inattendue : \(what)")
        }
    }

    /// A store failure; SQLite's own message stays as it is, the store's reason is phrased.
    private static func store(_ error: StoreFailure) -> Phrase {
        switch error {
        case .writtenByNewerVersion(let path, _):
            Phrase(
                "\(path) was written by a newer version of Kadō; it was left untouched: update Kadō to open it",
                "\(path) a été écrit par une version plus récente de Kadō ; il est resté intact : mettez Kadō à jour pour l’ouvrir"
            )
        case .notAKadoDatabase(let path):
            Phrase(
                "\(path) is an SQLite database that Kadō did not create",
                "\(path) est une base SQLite que Kadō n’a pas créée")
        case .cannotOpen(let path, let reason):
            Phrase(
                "Cannot open \(path) (\(reason))", "Impossible d’ouvrir \(path) (\(Phrase.storeReason(reason).french))")
        case .corruptRow(let table, let id, let field, let value):
            Phrase(
                "Damaged data in \(table), row \(id): \(field) “\(value)” cannot be read",
                "Données abîmées dans \(table), ligne \(id) : \(field) « \(value) » est illisible")
        case .database(let failure):
            Phrase("Database error (\(failure.message))", "Erreur de la base de données (\(failure.message))")
        case .cannotWrite(let path, let reason):
            Phrase(
                "Cannot write \(path) (\(reason))",
                "Impossible d’écrire dans \(path) (\(Phrase.storeReason(reason).french))")
        case .upgradeNeedsWriting(let path, let reason):
            Phrase(
                "Cannot read \(path) without writing to it (\(reason)): it needs write access to the file and its folder",
                "Impossible de lire \(path) sans y écrire (\(Phrase.storeReason(reason).french)) : il faut pouvoir écrire "
                    + "dans le fichier et son dossier"
            )
        case .damaged(let path, let detail):
            Phrase(
                "\(path) is damaged (\(detail)); nothing was written to it: move it aside and import your latest backup",
                "\(path) est abîmé (\(detail)) ; rien n’y a été écrit : mettez-le de côté et importez votre dernière sauvegarde"
            )
        }
    }

    /// Why the store cannot open, write or read a file, phrased to follow "Cannot open PATH"; what
    /// SQLite or the system said is quoted as it is.
    static func storeReason(_ reason: StoreFailureReason) -> Phrase {
        let french: String =
            switch reason {
            case .fileReadOnly: "le fichier est en lecture seule"
            case .companionReadOnly(let path): "\(path) est en lecture seule"
            case .folderReadOnly(let folder): "le dossier \(folder) est en lecture seule"
            case .fileOrFolderReadOnly: "le fichier ou son dossier est en lecture seule"
            case .openedReadOnly: "la base a été ouverte en lecture seule"
            case .missingFile: "il n’existe pas, et une ouverture en lecture seule ne peut pas le créer"
            case .isAFolder: "c’est un dossier"
            case .folderNotCreated(let folder): "le dossier \(folder) ne peut pas être créé"
            case .emptyFile: "il est vide, et le préparer demande d’y écrire"
            case .olderVersion: "il a été écrit par une version plus ancienne de Kadō et doit d’abord être mis à jour"
            case .unableToOpen(let message): "SQLite ne peut pas l’ouvrir : « \(message) »"
            case .permissionDenied(let message): "l’accès est refusé : « \(message) »"
            case .notADatabase(let message): "ce n’est pas une base de données : « \(message) »"
            case .migrationFailed(let name, let underlying):
                "la base n’a pas pu être mise à jour : la migration \(name) a échoué, "
                    + storeReason(underlying).french
            case .newerMigrations(let names):
                "il contient des migrations que cette version ne connaît pas : \(names.joined(separator: ", "))"
            case .unknownMigration(let name): "aucune migration ne s’appelle \(name)"
            case .foreignKeysBroken(let migration, let tables):
                "la migration \(migration) a laissé des rangées pointant vers des rangées absentes dans "
                    + "\(tables.joined(separator: ", ")) ; elle a été annulée"
            case .snapshotNotWritten(let detail): "l’instantané du widget ne peut pas être écrit : « \(detail) »"
            case .sqlite(let message): "erreur de SQLite : « \(message) »"
            case .other(let message): "erreur du système : « \(message) »"
            }
        return Phrase(reason.description, french)
    }

    /// A backup file refused before anything was compared, without the file's name.
    static func backupFile(_ error: BackupFileError) -> Phrase {
        switch error.problem {
        case .cannotRead:
            Phrase("The backup file cannot be read.", "Le fichier de sauvegarde ne peut pas être lu.")
        case .empty:
            Phrase(
                "The backup file is empty: there is nothing in it to import.",
                "Le fichier de sauvegarde est vide : il n’y a rien à importer.")
        case .tooLarge(let bytes, let limit):
            Phrase(
                "The backup file \(error.description).",
                "Le fichier de sauvegarde fait \(bytes) octets, plus que les \(limit) octets qu’une sauvegarde peut "
                    + "faire.")
        case .unknownFormat:
            Phrase(
                "The file is neither a Kadō backup (JSON or CSV) nor a Loop Habit Tracker database.",
                "Le fichier n’est ni une sauvegarde Kadō (JSON ou CSV) ni une base Loop Habit Tracker.")
        case .undecodable(let format, let detail):
            Phrase(
                "The backup file cannot be read as \(format.rawValue.uppercased()): \(detail)",
                "Le fichier de sauvegarde ne peut pas être lu comme \(format.rawValue.uppercased()) : "
                    + backupDetail(detail).french)
        }
    }

    /// Where a backup's reader stopped and why; fields and columns are the file's names, values
    /// are shown as the file holds them.
    static func backupDetail(_ detail: BackupFileError.Detail) -> Phrase {
        var parts: [String] = []
        switch detail.format {
        case .json: parts.append("Kadō JSON")
        case .csv: parts.append("Kadō CSV")
        case .loop: parts.append("base Loop")
        case nil: break
        }
        if let line = detail.line { parts.append("ligne \(line)") }
        if let field = detail.field { parts.append((detail.isColumn ? "colonne « " : "champ « ") + field + " »") }
        let tokens = { (names: [String]) -> String in names.map { "« \($0) »" }.joined(separator: ", ") }
        let expected = { (expected: BackupExpectedValue) -> String in
            switch expected {
            case .wholeNumber: "un nombre entier"
            case .number: "un nombre"
            case .uuid: "un UUID"
            case .boolean: "true ou false"
            case .instant: "un instant ISO 8601 des années 1 à 9999 (comme 2026-04-19T16:55:00Z)"
            case .csvSchedule:
                "un rythme (\(tokens(["daily", "days_per_week:N", "specific_days:D|D…", "every_n_days:N"])))"
            case .csvHabitType:
                "un type d’habitude (\(tokens(["binary", "negative", "counter:TARGET", "timer:SECONDS"])))"
            case .formatVersion: "une version de format"
            case .object: "un objet"
            case .array: "un tableau"
            case .string: "une chaîne"
            case .wholeNumberInRange: "un nombre entier dans les limites"
            case .day: "un jour écrit AAAA-MM-JJ"
            case .hour: "une heure de 0 à 23"
            case .weekdayNumber: "un jour de la semaine de 1 (dimanche) à 7 (samedi)"
            case .jsonSchedule: "un rythme (\(tokens(["daily", "daysPerWeek", "specificDays", "everyNDays"])))"
            case .jsonHabitType: "un type d’habitude (\(tokens(["binary", "negative", "counter", "timer"])))"
            case .scoreModel: "un modèle de score (\(tokens(["kado", "loop"])))"
            case .colour(let names): "une couleur (\(names))"
            }
        }
        let kind = { (kind: BackupJSONKind) -> String in
            switch kind {
            case .null: "null"
            case .boolean: "un booléen"
            case .number: "un nombre"
            case .string: "une chaîne"
            case .array: "un tableau"
            case .object: "un objet"
            }
        }
        let problem: String =
            switch detail.problem {
            case .emptyFile: "le fichier est vide"
            case .newerVersion(let version):
                "le fichier a été écrit par une version plus récente de Kadō (format \(version)), que cette version "
                    + "ne lit pas"
            case .emptyValue(let wanted): "est vide, alors qu’il faut \(expected(wanted))"
            case .notExpected(let shown, let wanted): "\(shown) n’est pas \(expected(wanted))"
            case .wrongJSONKind(let wanted, let found, let shown):
                "il faut \(expected(wanted)), et c’est \(kind(found))" + (shown.map { " " + $0 } ?? "")
            case .missing: "est absent"
            case .null: "ne doit pas être null"
            case .duplicateKey(let shown): "la clé \(shown) apparaît deux fois"
            case .tooLargeNumber(let shown): "\(shown) est un nombre trop grand"
            case .described(let message): "problème de lecture (« \(message) »)"
            case .jsonSyntax, .csvSyntax, .headerColumnCount, .unexpectedHeader, .rowColumnCount, .duplicateID,
                .brokenRule, .skipEndsBeforeStart, .skipTooLong, .loopTablesMissing, .loopVersion, .loopColumnMissing,
                .loopBrokenRule:
                frenchStructureProblem(detail.problem) ?? detail.problem.description
            }
        return Phrase(detail.description, parts.isEmpty ? problem : parts.joined(separator: ", ") + " : " + problem)
    }

    /// A rule of the domain, phrased to follow the field and its value.
    static func rule(_ rule: ValidationError.Rule) -> Phrase {
        let first = "\(LogicalDay.firstSupported)"
        let last = "\(LogicalDay.lastSupported)"
        switch rule {
        case .empty:
            return Phrase("must not be empty", "ne doit pas être vide")
        case .tooLong(let maximum):
            return Phrase("must be at most \(maximum) characters", "doit faire au plus \(maximum) caractères")
        case .outOfRange(let minimum, let maximum, .none):
            return Phrase("must be from \(minimum) to \(maximum)", "doit être de \(minimum) à \(maximum)")
        case .outOfRange(let minimum, let maximum, .number):
            return Phrase(
                "must be a number from \(minimum) to \(maximum)", "doit être un nombre de \(minimum) à \(maximum)")
        case .outOfRange(let minimum, let maximum, .days):
            return Phrase("must be from \(minimum) to \(maximum) days", "doit être de \(minimum) à \(maximum) jours")
        case .outOfRange(let minimum, let maximum, .daysAWeek):
            return Phrase(
                "must be from \(minimum) to \(maximum) days a week",
                "doit être de \(minimum) à \(maximum) jours par semaine")
        case .notAboveZero:
            return Phrase("must be a number above 0", "doit être un nombre supérieur à 0")
        case .aboveMaximum(let maximum):
            return Phrase("must be at most \(maximum)", "doit valoir au plus \(maximum)")
        case .moreTimesThanDays(let days):
            return Phrase(
                "must be from 1 to the number of days (\(days))", "doit être de 1 au nombre de jours (\(days))")
        case .noWeekday:
            return Phrase("must name at least one weekday", "doit nommer au moins un jour de la semaine")
        case .notAnHour:
            return Phrase("must be an hour from 0 to 23", "doit être une heure de 0 à 23")
        case .notAMinute:
            return Phrase("must be a minute from 0 to 59", "doit être une minute de 0 à 59")
        case .notASymbolName:
            return Phrase(
                "must be a symbol name of letters, digits, dots and dashes",
                "doit être un nom de symbole fait de lettres, de chiffres, de points et de tirets")
        case .controlCharacter(let found, false):
            let code = ValidationError.Rule.codePoint(found)
            return Phrase(
                "must be one line without control characters or direction overrides; found \(code)",
                "doit tenir sur une ligne, sans caractère de contrôle ni inversion de sens ; trouvé \(code)")
        case .controlCharacter(let found, true):
            let code = ValidationError.Rule.codePoint(found)
            return Phrase(
                "must not contain control characters or direction overrides (line breaks and tabs are fine); "
                    + "found \(code)",
                "ne doit contenir ni caractère de contrôle ni inversion de sens (retours à la ligne et tabulations "
                    + "permis) ; trouvé \(code)")
        case .unsupportedDay:
            return Phrase("must be a day from \(first) to \(last)", "doit être un jour du \(first) au \(last)")
        case .unsupportedInstant:
            return Phrase(
                "must be an instant within the days from \(first) to \(last)",
                "doit être un instant des jours du \(first) au \(last)")
        case .timerTargetAboveDay:
            return Phrase(
                "must be at most 24 hours (1440 min): a day has no more",
                "doit valoir au plus 24 heures (1440 min) : une journée n’en a pas plus")
        case .timerDayAboveDay:
            return Phrase(
                "a timer holds at most 24 hours (1440 min) a day",
                "un minuteur compte au plus 24 heures (1440 min) par jour")
        case .endsBeforeStart:
            return Phrase("must end on or after the day it starts", "doit finir le jour où il commence, ou après")
        case .pauseTooLong(let maximum):
            return Phrase("must be at most \(maximum) days", "doit couvrir au plus \(maximum) jours")
        case .endsTooFarAhead:
            return Phrase("must end within a year from today", "doit finir dans l’année qui vient")
        case .habitLimitReached(let maximum):
            return Phrase(
                "must be at most \(maximum) in one database, archived ones included: delete a habit to make room",
                "doivent être au plus \(maximum) par base, archivées comprises : supprimez une habitude pour faire de "
                    + "la place")
        case .importAboveHabitLimit(let maximum, let existing, let added):
            return Phrase(
                "must be at most \(maximum) in one database, archived ones included (there are \(existing), "
                    + "the file adds \(added))",
                "doivent être au plus \(maximum) par base, archivées comprises (il y en a \(existing), le fichier en "
                    + "ajoute \(added))")
        }
    }

    /// A field of the domain as the app's screens name it (`frequency.days` is the frequency);
    /// the field of one item of a collection (`habits[2].name`) by its last part.
    static func field(_ path: String) -> Phrase {
        let name = path.split(separator: ".").last.map(String.init) ?? path
        let top = path.split(separator: ".").first.map(String.init) ?? path
        if top == "frequency" { return Phrase("Frequency", "Fréquence") }
        switch name {
        case "name": return Phrase("Name", "Nom")
        case "unit": return Phrase("Unit", "Unité")
        case "note": return Phrase("Note", "Note")
        case "icon": return Phrase("Icon", "Icône")
        case "day", "first", "last": return Phrase("Day", "Jour")
        case "value", "VALUE": return Phrase("Value", "Valeur")
        case "range", "days": return Phrase("Period", "Période")
        case "target", "targetSeconds": return Phrase("Target", "Objectif")
        case "reminderHour", "reminderMinute": return Phrase("Reminder", "Rappel")
        case "habits": return Phrase("Habits", "Habitudes")
        case "position": return Phrase("Position", "Position")
        case "dayStart", "day-start": return Phrase("Day start", "Début du jour")
        case "createdAt", "archivedAt", "recordedAt", "clock", "today": return Phrase("Date", "Date")
        default: return Phrase(path, path)
        }
    }
}

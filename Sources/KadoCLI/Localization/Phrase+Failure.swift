import KadoApp
import KadoCore

/// What the command line says for the failures below the commands: a broken rule of the domain,
/// a store that cannot open or write its file, a backup file that cannot be read. The English is
/// each error's own wording (tests pin it); the French says the same in French. What SQLite or
/// the system said is quoted as it is: it is their text, not Kadō's.
extension Phrase {
    /// `name "": must not be empty`; `nom «  » : ne doit pas être vide`.
    static func invalid(_ error: ValidationError) -> Phrase {
        Phrase(
            error.description,
            "\(field(error.field))\(space)«\(space)\(error.value)\(space)»\(space): \(rule(error.rule).french)")
    }

    /// A field of the domain in French (`frequency.days` is the frequency); one of an item of a
    /// collection (`habits[2].name`) by its last part; an unknown one as its name.
    static func field(_ path: String) -> String {
        let parts = path.split(separator: ".").map(String.init)
        if parts.first == "frequency" { return "fréquence" }
        switch parts.last ?? path {
        case "name": return "nom"
        case "unit": return "unité"
        case "note": return "note"
        case "icon": return "icône"
        case "color": return "couleur"
        case "day", "first", "last", "DAY": return "jour"
        case "value", "VALUE": return "valeur"
        case "range", "days", "DAYS": return "période"
        case "target", "targetSeconds": return "objectif"
        case "reminderHour", "reminderMinute": return "rappel"
        case "habits": return "habitudes"
        case "position", "POSITION": return "position"
        case "dayStart", "day-start": return "début du jour"
        case "createdAt", "archivedAt", "recordedAt", "clock", "today": return "date"
        default: return path
        }
    }

    /// A rule of the domain, phrased to follow the field and its value (`must not be empty`).
    static func rule(_ rule: ValidationError.Rule) -> Phrase {
        let first = "\(LogicalDay.firstSupported)"
        let last = "\(LogicalDay.lastSupported)"
        let french: String =
            switch rule {
            case .empty: "ne doit pas être vide"
            case .tooLong(let maximum): "doit faire au plus \(maximum) caractères"
            case .outOfRange(let minimum, let maximum, .none): "doit être de \(minimum) à \(maximum)"
            case .outOfRange(let minimum, let maximum, .number): "doit être un nombre de \(minimum) à \(maximum)"
            case .outOfRange(let minimum, let maximum, .days): "doit être de \(minimum) à \(maximum) jours"
            case .outOfRange(let minimum, let maximum, .daysAWeek):
                "doit être de \(minimum) à \(maximum) jours par semaine"
            case .notAboveZero: "doit être un nombre supérieur à 0"
            case .aboveMaximum(let maximum): "doit valoir au plus \(maximum)"
            case .moreTimesThanDays(let days): "doit aller de 1 au nombre de jours (\(days))"
            case .noWeekday: "doit nommer au moins un jour de la semaine"
            case .notAnHour: "doit être une heure de 0 à 23"
            case .notAMinute: "doit être une minute de 0 à 59"
            case .notASymbolName: "doit être un nom de symbole fait de lettres, de chiffres, de points et de tirets"
            case .controlCharacter(let found, false):
                "doit tenir sur une ligne, sans caractère de contrôle ni inversion de sens\(space); trouvé "
                    + ValidationError.Rule.codePoint(found)
            case .controlCharacter(let found, true):
                "ne doit contenir ni caractère de contrôle ni inversion de sens (retours à la ligne et "
                    + "tabulations permis)\(space); trouvé \(ValidationError.Rule.codePoint(found))"
            case .unsupportedDay: "doit être un jour du \(first) au \(last)"
            case .unsupportedInstant: "doit être un instant des jours du \(first) au \(last)"
            case .timerTargetAboveDay: "doit valoir au plus 24 heures (1440 min)\(space): une journée n’en a pas plus"
            case .timerDayAboveDay: "un minuteur compte au plus 24 heures (1440 min) par jour"
            case .endsBeforeStart: "doit finir le jour où elle commence, ou après"
            case .pauseTooLong(let maximum): "doit couvrir au plus \(maximum) jours"
            case .endsTooFarAhead: "doit finir dans l’année qui vient"
            case .habitLimitReached(let maximum):
                "doivent être au plus \(grouped(maximum)) par base, archivées comprises\(space): supprimez "
                    + "une habitude pour faire de la place"
            case .importAboveHabitLimit(let maximum, let existing, let added):
                "doivent être au plus \(grouped(maximum)) par base, archivées comprises (il y en a \(existing), "
                    + "le fichier en ajoute \(added))"
            }
        return Phrase(rule.description, french)
    }

    /// A store failure: what failed, on which file, and why.
    static func store(_ error: StoreFailure) -> Phrase {
        let french: String =
            switch error {
            case .writtenByNewerVersion(let path, let unknown):
                "\(path) a été écrit par une version plus récente de Kadō (il contient "
                    + "\(unknown.joined(separator: ", ")))\(space); il est resté intact\(space): mettez Kadō à jour "
                    + "pour l’ouvrir"
            case .notAKadoDatabase(let path):
                "\(path) est une base SQLite que Kadō n’a pas créée\(space); choisissez un autre fichier avec --db"
            case .cannotOpen(let path, let reason):
                "impossible d’ouvrir \(path)\(space): \(storeReason(reason).french)"
            case .corruptRow(let table, let id, let field, let value):
                "données abîmées dans la table «\(space)\(table)\(space)», rangée \(id)\(space): \(field) "
                    + "«\(space)\(value)\(space)» "
                    + "est illisible"
            case .database(let failure):
                "erreur de la base de données («\(space)\(failure.message)\(space)»)"
            case .cannotWrite(let path, let reason):
                "impossible d’écrire dans \(path)\(space): \(storeReason(reason).french)"
            case .damaged(let path, let detail):
                "\(path) est abîmé («\(space)\(detail)\(space)»)\(space); rien n’y a été écrit\(space): mettez-le "
                    + "de côté et importez votre dernière sauvegarde avec kado import, ou essayez .recover de "
                    + "sqlite3 sur une copie"
            case .upgradeNeedsWriting(let path, let reason):
                "impossible de lire \(path) sans y écrire\(space): \(storeReason(reason).french), ce qui demande "
                    + "de pouvoir écrire dans le fichier et son dossier"
            }
        return Phrase(error.description, french)
    }

    /// Why a file cannot be opened, written or read, phrased to follow `cannot open PATH: `.
    static func storeReason(_ reason: StoreFailureReason) -> Phrase {
        func quoted(_ text: String) -> String { "«\(space)\(text)\(space)»" }
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
            case .olderVersion:
                "il a été écrit par une version plus ancienne de Kadō et doit d’abord être mis à jour"
            case .unableToOpen(let message): "SQLite ne peut pas l’ouvrir (\(quoted(message)))"
            case .permissionDenied(let message): "l’accès est refusé (\(quoted(message)))"
            case .notADatabase(let message): "ce n’est pas une base de données (\(quoted(message)))"
            case .migrationFailed(let name, let underlying):
                "la base n’a pas pu être mise à jour (la migration \(name) a échoué\(space): "
                    + "\(storeReason(underlying).french))"
            case .newerMigrations(let names):
                "il contient des migrations que cette version ne connaît pas (\(names.joined(separator: ", ")))"
            case .unknownMigration(let name): "aucune migration ne s’appelle \(name)"
            case .foreignKeysBroken(let migration, let tables):
                "la migration \(migration) a laissé des rangées pointant vers des rangées absentes dans "
                    + "\(tables.joined(separator: ", "))\(space); elle a été annulée"
            case .snapshotNotWritten(let detail): "l’instantané du widget ne peut pas être écrit (\(quoted(detail)))"
            case .sqlite(let message): "erreur de SQLite (\(quoted(message)))"
            case .other(let message): "erreur du système (\(quoted(message)))"
            }
        return Phrase(reason.description, french)
    }

    /// A backup file refused before anything was compared, without the file's name.
    static func backupFile(_ error: BackupFileError) -> Phrase {
        let problem = backupFileProblem(error)
        switch error.problem {
        case .undecodable(let format, _):
            return Phrase(
                AppError.backupFile(error).description,
                "le fichier de sauvegarde ne peut pas être lu comme \(format.rawValue.uppercased())\(space): "
                    + problem.french)
        default:
            return Phrase(AppError.backupFile(error).description, "le fichier de sauvegarde " + problem.french)
        }
    }

    /// Where a backup's reader stopped and why: `Kadō CSV, line 3, column value: "abc" is not a
    /// number`; `Kadō CSV, ligne 3, colonne « value » : "abc" n’est pas un nombre`. Fields and
    /// columns are the file's names (tokens); values are shown as the file holds them.
    static func backupDetail(_ detail: BackupFileError.Detail) -> Phrase {
        var parts: [String] = []
        switch detail.format {
        case .json: parts.append("Kadō JSON")
        case .csv: parts.append("Kadō CSV")
        case .loop: parts.append("base Loop")
        case nil: break
        }
        if let line = detail.line { parts.append("ligne \(line)") }
        if let field = detail.field {
            parts.append((detail.isColumn ? "colonne " : "champ ") + "«\(space)\(field)\(space)»")
        }
        let problem = backupProblem(detail.problem).french
        return Phrase(
            detail.description, parts.isEmpty ? problem : parts.joined(separator: ", ") + "\(space): " + problem)
    }

    /// What a backup's reader found wrong, phrased to follow where.
    static func backupProblem(_ problem: BackupProblem) -> Phrase {
        let french: String =
            switch problem {
            case .emptyFile: "le fichier est vide"
            case .newerVersion(let version):
                "le fichier a été écrit par une version plus récente de Kadō (format \(version)), que cette "
                    + "version ne lit pas"
            case .emptyValue(let expected): "est vide, alors qu’il faut \(backupExpected(expected))"
            case .notExpected(let shown, let expected): "\(shown) n’est pas \(backupExpected(expected))"
            case .wrongJSONKind(let expected, let found, let shown):
                "il faut \(backupExpected(expected)), et c’est \(backupKind(found))" + (shown.map { " " + $0 } ?? "")
            case .missing: "est absent"
            case .null: "ne doit pas être null"
            case .duplicateKey(let shown): "la clé \(shown) apparaît deux fois"
            case .tooLargeNumber(let shown): "\(shown) est un nombre trop grand"
            case .described(let message): "problème de lecture («\(space)\(message)\(space)»)"
            case .jsonSyntax, .csvSyntax, .headerColumnCount, .unexpectedHeader, .rowColumnCount, .duplicateID,
                .brokenRule, .skipEndsBeforeStart, .skipTooLong, .loopTablesMissing, .loopVersion, .loopColumnMissing,
                .loopBrokenRule:
                frenchStructureProblem(problem) ?? problem.description
            }
        return Phrase(problem.description, french)
    }

    /// What a backup's value was expected to be, in French.
    private static func backupExpected(_ expected: BackupExpectedValue) -> String {
        func tokens(_ names: String...) -> String {
            names.map(Localizer(language: .french).quoted).joined(separator: ", ")
        }
        return switch expected {
        case .wholeNumber: "un nombre entier"
        case .number: "un nombre"
        case .uuid: "un UUID"
        case .boolean: "true ou false"
        case .instant: "un instant ISO 8601 des années 1 à 9999 (comme 2026-04-19T16:55:00Z)"
        case .csvSchedule:
            "un rythme (\(tokens("daily", "days_per_week:N", "specific_days:D|D…", "every_n_days:N")))"
        case .csvHabitType: "un type d’habitude (\(tokens("binary", "negative", "counter:TARGET", "timer:SECONDS")))"
        case .formatVersion: "une version de format"
        case .object: "un objet"
        case .array: "un tableau"
        case .string: "une chaîne"
        case .wholeNumberInRange: "un nombre entier dans les limites"
        case .day: "un jour écrit AAAA-MM-JJ"
        case .hour: "une heure de 0 à 23"
        case .weekdayNumber: "un jour de la semaine de 1 (dimanche) à 7 (samedi)"
        case .jsonSchedule: "un rythme (\(tokens("daily", "daysPerWeek", "specificDays", "everyNDays")))"
        case .jsonHabitType: "un type d’habitude (\(tokens("binary", "negative", "counter", "timer")))"
        case .scoreModel: "un modèle de score (\(tokens("kado", "loop")))"
        case .colour(let names): "une couleur (\(names))"
        }
    }

    /// The kind of a JSON value, in French.
    private static func backupKind(_ kind: BackupJSONKind) -> String {
        switch kind {
        case .null: "null"
        case .boolean: "un booléen"
        case .number: "un nombre"
        case .string: "une chaîne"
        case .array: "un tableau"
        case .object: "un objet"
        }
    }

    /// `1 000`, with a narrow no-break space, as French groups thousands.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "\u{202F}" }
            text.append(digit)
        }
        return number < 0 ? "-" + text : text
    }
}

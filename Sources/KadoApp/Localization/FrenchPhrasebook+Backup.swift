import Foundation
import KadoCore

/// The French of a backup file refused before anything was compared, and of what its reader
/// found: where (the line, the field or column) and what. Fields and columns are the file's
/// names, IDs and the characters of the file are tokens: all are shown as they are.
extension FrenchPhrasebook {
    /// A backup file refused, without the file's name: `le fichier de sauvegarde est vide : …`.
    public func backupFile(_ error: BackupFileError) -> String {
        switch error.problem {
        case .undecodable:
            // The detail names the format it was read as.
            "le fichier de sauvegarde ne peut pas être lu\(colon)" + backupFileProblem(error)
        default: "le fichier de sauvegarde " + backupFileProblem(error)
        }
    }

    /// A backup that cannot be written in `format`, and why: `la sauvegarde ne peut pas être écrite
    /// en JSON : …`.
    public func backupNotWritten(format: BackupFormat, detail: BackupFileError.Detail) -> String {
        "la sauvegarde ne peut pas être écrite en \(format.rawValue.uppercased())\(colon)" + backupDetail(detail)
    }

    /// What is wrong with a backup file, phrased to follow its name (`bad.json : est vide : …`);
    /// for a file that cannot be decoded, where its reader stopped and why.
    public func backupFileProblem(_ error: BackupFileError) -> String {
        switch error.problem {
        case .cannotRead(let failure): "ne peut pas être lu\(colon)\(systemFailure(failure))"
        case .notAFile(let kind): "est \(fileKind(kind)), pas un fichier\(colon)choisissez un fichier de sauvegarde"
        case .empty: "est vide\(colon)il n’y a rien à importer"
        case .tooLarge(let bytes, let limit):
            "fait \(grouped(bytes)) octets, plus que les \(size(bytes: limit)) qu’une sauvegarde peut faire"
        case .unknownFormat:
            "n’est ni une sauvegarde Kadō (JSON ou CSV), ni une base ou un export CSV de Loop Habit Tracker, ni un "
                + "export CSV de HabitBull, ni une base Rewire ou Tickmate, ni le CSV d’un tableur (un en-tête avec une "
                + "colonne de date et une d’habitude)"
        case .undecodable(_, let detail): backupDetail(detail)
        case .changedWhileRead: "a changé pendant sa lecture\(colon)importez-le de nouveau quand plus rien ne l’écrit"
        }
    }

    /// Where a backup's reader stopped and why: `Kadō CSV, ligne 3, colonne « value » : "abc"
    /// n’est pas un nombre`.
    public func backupDetail(_ detail: BackupFileError.Detail) -> String {
        var parts: [String] = []
        switch detail.format {
        case .json: parts.append("Kadō JSON")
        case .csv: parts.append("Kadō CSV")
        case .loop: parts.append("base Loop")
        case .habitBull: parts.append("CSV HabitBull")
        case .loopCSV: parts.append("export CSV de Loop")
        case .rewire: parts.append("base Rewire")
        case .tickmate: parts.append("base Tickmate")
        case .spreadsheet: parts.append("CSV de tableur")
        case nil: break
        }
        if let line = detail.line { parts.append("ligne \(line)") }
        if let field = detail.field { parts.append((detail.isColumn ? "colonne " : "champ ") + quoted(field)) }
        let problem = backupProblem(detail.problem)
        return parts.isEmpty ? problem : parts.joined(separator: ", ") + colon + problem
    }

    /// What a backup's reader found wrong, phrased to follow where.
    public func backupProblem(_ problem: BackupProblem) -> String {
        switch problem {
        case .emptyFile: "le fichier est vide"
        case .newerVersion(let version):
            "le fichier a été écrit par une version plus récente de Kadō (format \(version)), que cette version "
                + "ne lit pas"
        case .emptyValue(let expected): "est vide, alors qu’il faut \(backupExpected(expected))"
        case .notExpected(let shown, let expected): "\(shown) n’est pas \(backupExpected(expected))"
        case .wrongJSONKind(let expected, let found, let shown):
            "il faut \(backupExpected(expected)), et c’est \(backupKind(found))" + (shown.map { " " + $0 } ?? "")
        case .missing: "est absent"
        case .null: "ne doit pas être null"
        case .duplicateKey(let shown): "la clé \(shown) apparaît deux fois"
        case .tooLargeNumber(let shown): "\(shown) est un nombre trop grand"
        case .notAWeekday(let shown, let part):
            "\(shown) nomme \(part), qui n’est pas un jour de la semaine de 1 (dimanche) à 7 (samedi)"
        case .described(let message): "problème de lecture (\(quoted(message)))"
        case .ambiguousDate(let shown):
            "\(shown) peut se lire jour/mois ou mois/jour, et aucune date du fichier n’a de jour au-delà de 12 "
                + "pour le dire\(colon)précisez le format des dates (dmy\(colon)le jour d’abord, mdy\(colon)le mois "
                + "d’abord)"
        case .conflictingDateOrders(let dayFirst, let dayFirstLine, let monthFirst, let monthFirstLine):
            "la ligne \(dayFirstLine) écrit le jour d’abord (\(dayFirst)) et la ligne \(monthFirstLine) le mois "
                + "d’abord (\(monthFirst))\(colon)un même fichier ne peut pas avoir les deux"
        case .archive(let problem): archive(problem)
        case .foreignHeader(let shown, let expected):
            "l’en-tête a \(shown) là où \(quoted(expected)) était attendu"
        case .notWritable(let problem): notWritable(problem)
        case .loopFile(let problem): loopFile(problem)
        case .loopRow(let problem): loopRow(problem)
        case .fileTooLarge(let bytes, let limit):
            "le fichier fait \(grouped(bytes)) octets, plus que les \(size(bytes: limit)) qu’une sauvegarde peut faire"
        case .tooManyRecords(let count, let limit):
            "le fichier contient \(grouped(count)) relevés et sauts, plus que les \(grouped(limit)) qu’une sauvegarde "
                + "peut contenir"
        case .tooManyHabits(let count, let limit):
            "le fichier contient \(grouped(count)) habitudes, plus que les \(grouped(limit)) qu’une base peut "
                + "contenir"
        case .jsonSyntax(let column, let syntax): "JSON invalide à la colonne \(column)\(colon)" + jsonSyntax(syntax)
        case .csvSyntax(let syntax): csvSyntax(syntax)
        case .headerColumnCount(let found, let expected, let isForeign):
            "l’en-tête a \(found) colonnes, alors qu’il en faut \(expected)"
                + (isForeign ? colon + "ce n’est pas une sauvegarde CSV de Kadō" : "")
        case .unexpectedHeader(let shown, let expected):
            "l’en-tête a \(shown) là où \(quoted(expected)) était attendu\(colon)ce n’est pas une sauvegarde CSV "
                + "de Kadō"
        case .rowColumnCount(let found, let expected):
            "la rangée a \(found) colonne\(found < 2 ? "" : "s"), alors qu’il en faut \(expected)"
        case .duplicateID(let kind, let id, let earlier): duplicateID(kind, id: id, earlier: earlier)
        case .brokenRule(let item, let rule): backupItem(item) + colon + invalid(rule)
        case .skipEndsBeforeStart(let item, let first, let last):
            backupItem(item) + colon + "le \(last) est avant le \(first)"
        case .skipTooLong(let item, let days, let maximum):
            backupItem(item) + colon + "\(days) jours, plus que les \(maximum) permis"
        case .tablesMissing(let app, let missing):
            "une base SQLite, mais pas une base \(app)\(colon)il lui manque "
                + (missing.count < 2 ? "la table " : "les tables ") + missing.map(quoted).joined(separator: " et ")
        case .spreadsheetColumns(let missing, let found):
            "l’en-tête n’a pas de "
                + missing.map {
                    $0 == "date" ? "colonne de date (date, jour…)" : "colonne d’habitude (habitude, nom…)"
                }
                .joined(separator: " ni de ")
                + "\(semicolon)il a " + (found.isEmpty ? "aucune colonne" : found.map(quoted).joined(separator: ", "))
                + ". Un tableur doit avoir une colonne de date et une d’habitude, et peut avoir une colonne de valeur et "
                + "une de note"
        case .loopTablesMissing(let missing):
            "une base SQLite, mais pas une sauvegarde de Loop Habit Tracker\(colon)il lui manque "
                + (missing.count < 2 ? "la table " : "les tables ") + missing.map(quoted).joined(separator: " et ")
        case .loopVersion(let version, let supported):
            "user_version \(version) "
                + (version > supported.upperBound
                    ? "vient d’un Loop plus récent que ceux que Kadō connaît"
                    : "vient d’un Loop plus ancien que ceux que Kadō lit")
                + "\(colon)Kadō lit les versions \(supported.lowerBound) à \(supported.upperBound)"
        case .loopColumnMissing(let table, let column):
            "la table \(quoted(table)) n’a pas de colonne \(quoted(column))"
        case .loopBrokenRule(let loopID, let name, let rule):
            "habitude n°\(loopID) \(quoted(name))\(colon)" + invalid(rule)
        }
    }

    /// `habitude 2 (ID …)`, `relevé … de l’habitude 2 (ID …)`.
    func backupItem(_ item: BackupItem) -> String {
        switch item {
        case .habit(let index, let id): "habitude \(index) (ID \(id.uuidString))"
        case .record(let id, let habitIndex, let habitID):
            "relevé \(id.uuidString) de l’habitude \(habitIndex) (ID \(habitID.uuidString))"
        case .skip(let id, let habitIndex, let habitID):
            "saut \(id.uuidString) de l’habitude \(habitIndex) (ID \(habitID.uuidString))"
        }
    }

    /// `l’ID … d’une habitude est déjà pris par « habits[0] »`.
    func duplicateID(_ kind: BackupItemKind, id: UUID, earlier: String) -> String {
        let owner =
            switch kind {
            case .habit: "d’une habitude"
            case .record: "d’un relevé"
            case .skip: "d’un saut"
            }
        return "l’ID \(id.uuidString) \(owner) est déjà pris par \(quoted(earlier))"
    }

    /// What a reader found where it did not belong, followed by `inattendu`.
    func unexpected(_ found: BackupUnexpected) -> String {
        switch found {
        case .endOfFile: "fin de fichier inattendue"
        case .character(let character): "caractère \(quoted(String(character))) inattendu"
        case .byte(let byte): "octet 0x\(String(byte, radix: 16, uppercase: true)) inattendu"
        }
    }

    /// Where in JSON's grammar.
    func jsonPlace(_ place: BackupJSONPlace) -> String {
        switch place {
        case .afterValue: "après la fin de la valeur JSON"
        case .whereValue: "là où une valeur était attendue"
        case .whereKey: "là où une clé (une chaîne entre guillemets doubles) était attendue"
        case .whereColon: "là où \(quoted(":")) était attendu après une clé"
        case .whereCommaOrBrace: "là où \(quoted(",")) ou \(quoted("}")) était attendu"
        case .whereCommaOrBracket: "là où \(quoted(",")) ou \(quoted("]")) était attendu"
        case .inNumber: "dans un nombre"
        case .afterBackslash: "après une barre oblique inverse dans une chaîne"
        case .insideObject: "dans un objet"
        case .insideArray: "dans un tableau"
        }
    }

    /// Why a text is not JSON.
    func jsonSyntax(_ syntax: BackupJSONSyntax) -> String {
        switch syntax {
        case .emptyFile: "le fichier est vide"
        case .unexpected(let found, let place): unexpected(found) + " " + jsonPlace(place)
        case .nestedTooDeeply: "les tableaux et les objets sont imbriqués trop profondément"
        case .unclosedString: "une chaîne n’est jamais fermée"
        case .controlCharacter(let byte):
            "un caractère de contrôle (octet 0x\(String(byte, radix: 16))) dans une chaîne"
        case .stringNotUTF8: "une chaîne n’est pas de l’UTF-8 valide"
        case .halfSurrogate: "un échappement \\u contient la moitié d’une paire de substitution"
        case .invalidEscape: "un échappement \\u invalide"
        case .escapeNeedsFourDigits: "un échappement \\u demande quatre chiffres hexadécimaux"
        }
    }

    /// Why a text is not CSV.
    func csvSyntax(_ syntax: BackupCSVSyntax) -> String {
        switch syntax {
        case .unclosedQuote: "le champ entre guillemets qui commence ici n’est jamais fermé"
        case .afterClosingQuote(.character(let character)):
            "\(quoted(String(character))) inattendu après le guillemet fermant d’un champ"
        case .afterClosingQuote(let found): unexpected(found) + " après le guillemet fermant d’un champ"
        case .fieldNotUTF8: "le champ n’est pas de l’UTF-8 valide"
        }
    }

    /// What a backup's value was expected to be.
    func backupExpected(_ expected: BackupExpectedValue) -> String {
        func tokens(_ names: String...) -> String { names.map(quoted).joined(separator: ", ") }
        return switch expected {
        case .wholeNumber: "un nombre entier"
        case .number: "un nombre"
        case .uuid: "un UUID"
        case .boolean: "true ou false"
        case .instant: "un instant ISO 8601 des années 1 à 9999 (comme 2026-04-19T16:55:00Z)"
        case .csvSchedule: "un rythme (\(tokens("daily", "days_per_week:N", "specific_days:D|D…", "every_n_days:N")))"
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
        case .calendarDate: "une date du calendrier comme 2016-03-18, 18/03/2016 ou 3/18/2016"
        case .oneOf(let words): "l’un de \(quoted(words))"
        case .rgbColour: "une couleur écrite #RRVVBB"
        }
    }

    /// The kind of a JSON value.
    func backupKind(_ kind: BackupJSONKind) -> String {
        switch kind {
        case .null: "null"
        case .boolean: "un booléen"
        case .number: "un nombre"
        case .string: "une chaîne"
        case .array: "un tableau"
        case .object: "un objet"
        }
    }

    /// Why a Loop database cannot be read; what SQLite or the system said is quoted as it is.
    func loopFile(_ problem: BackupLoopFileProblem) -> String {
        switch problem {
        case .cannotReadFile(let path, let reason): "impossible de lire le fichier \(path) (\(quoted(reason)))"
        case .noSQLiteHeader: "le fichier n’est pas une base SQLite (il ne commence pas par l’en-tête de SQLite)"
        case .cannotCopy(let reason): "impossible d’en faire une copie temporaire à lire (\(quoted(reason)))"
        case .notSQLite(let message): "le fichier n’est pas une base SQLite (\(quoted(message)))"
        case .damaged(let message): "la base est abîmée (\(quoted(message)))"
        case .wrongType(let message): "une valeur n’a pas le bon type (\(quoted(message)))"
        case .unreadable(let message): "la base ne peut pas être lue (\(quoted(message)))"
        }
    }

    /// A row of a Loop database Kadō cannot take; its habit by its number in the file and its name.
    func loopRow(_ problem: BackupLoopRowProblem) -> String {
        func habit(_ loopID: Int64, _ name: String) -> String { "habitude n°\(loopID) \(quoted(name))\(colon)" }
        return switch problem {
        case .noID: "une habitude n’a pas d’id"
        case .noName(let loopID): "l’habitude n°\(loopID) n’a pas de nom"
        case .idTwice(let loopID): "deux habitudes ont l’id \(loopID)"
        case .uuidTwice(let firstID, let firstName, let secondID, let secondName, let uuid):
            "les habitudes n°\(firstID) \(quoted(firstName)) et n°\(secondID) \(quoted(secondName)) ont le même uuid "
                + uuid.uuidString
        case .frequency(let loopID, let name, let shown):
            habit(loopID, name) + "la fréquence \(shown) (freq_num/freq_den) n’est pas de 1 fois en 1 à 366 jours"
        case .reminder(let loopID, let name, let hour, let minute):
            habit(loopID, name) + "l’heure de rappel \(hour):\(minute) n’est pas une heure de la journée"
        case .targetType(let loopID, let name, let shown):
            habit(loopID, name) + "target_type \(shown) n’est ni 0 (au moins) ni 1 (au plus)"
        case .target(let loopID, let name, let shown):
            habit(loopID, name) + "l’objectif \(shown) n’est pas un nombre de 0 à 1000000000"
        case .type(let loopID, let name, let shown):
            habit(loopID, name) + "type \(shown) n’est ni 0 (oui/non) ni 1 (mesurable)"
        case .storage(let loopID, let column, let found, let expected):
            (loopID.map { "habitude n°\($0)\(colon)" } ?? "")
                + "\(quoted(column)) vaut \(loopValue(found)), là où Loop "
                + "range \(loopStorage(expected))"
        case .timestamp(let loopID, let timestamp):
            "habitude n°\(loopID)\(colon)l’horodatage \(timestamp) n’est pas un jour du \(LogicalDay.firstSupported) au "
                + "\(LogicalDay.lastSupported)"
        case .noValue(let loopID, let day): "habitude n°\(loopID)\(colon)une répétition du \(day) n’a pas de valeur"
        case .yesNoValue(let loopID, let value, let day):
            "habitude n°\(loopID)\(colon)la valeur \(value) du \(day) n’est pas une des valeurs oui/non de Loop "
                + "(2 fait, 0 pas fait, 3 sauté, -1 inconnu)"
        case .amount(let loopID, let value, let day):
            "habitude n°\(loopID)\(colon)la valeur \(value) du \(day) n’est pas une quantité de 0 à 1000000000 "
                + "(rangée × 1000)"
        }
    }

    /// A cell of a Loop database: `NULL`, a number, the start of a text, the size of a blob.
    func loopValue(_ value: BackupLoopValue) -> String {
        switch value {
        case .null: "NULL"
        case .integer(let number): String(number)
        case .real(let number): String(number).replacingOccurrences(of: ".", with: ",")
        case .text(let text): quoted(text)
        case .blob(let bytes): "un blob de \(bytes) octets"
        }
    }

    /// What Loop stores in a column.
    func loopStorage(_ storage: BackupLoopStorage) -> String {
        switch storage {
        case .wholeNumber: "un nombre entier"
        case .number: "un nombre"
        case .text: "du texte"
        }
    }

    /// Why contents cannot be written as a backup.
    func notWritable(_ problem: BackupWriteProblem) -> String {
        switch problem {
        case .recordWithoutHabit(let id, let habitID):
            "le relevé \(id.uuidString) appartient à l’habitude \(habitID.uuidString), absente de la sauvegarde"
        case .skipWithoutHabit(let id, let habitID):
            "le saut \(id.uuidString) appartient à l’habitude \(habitID.uuidString), absente de la sauvegarde"
        case .instantOutsideYears(let seconds): "l’instant \(seconds) est hors des années 1 à 9999"
        case .notFinite(let value): "\(value) ne peut pas s’écrire en JSON"
        case .dayOutsideYears(let dayNumber):
            "le jour \(dayNumber) jours après le 1970-01-01 est hors des années 1 à 9999"
        case .encoder(let account): "problème d’écriture (\(quoted(account)))"
        }
    }
}

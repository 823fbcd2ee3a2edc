import KadoCore

/// The French of the application layer's error values, written once for every front end: a
/// broken rule of the domain (``ValidationError``), a store that cannot open, read or write its
/// file (``StoreError`` and its reasons), a backup file refused and what its reader found
/// (``BackupFileError``, ``BackupProblem``). The English is each value's own `description`.
///
/// The wording is the same everywhere; only the space French sets inside « » and before `:` and
/// `;` is the front end's: a terminal prints a no-break space (``terminal``), a page that sets its
/// own typography afterwards is given plain spaces (``plain``). What a front end adds (a command
/// to run, a screen to open, markup) stays in the front end. What SQLite, the system or a file
/// said is quoted as it is: it is their text, not Kadō's.
public struct FrenchPhrasebook: Sendable {
    /// The space inside « » and before `:` and `;`.
    public let space: String

    /// A phrasebook setting `space` inside « » and before `:` and `;`.
    public init(space: String) {
        self.space = space
    }

    /// For a terminal: a no-break space (U+00A0), so that a line never starts with `:`.
    public static let terminal = FrenchPhrasebook(space: "\u{00A0}")

    /// For a front end that sets French typography itself: plain spaces.
    public static let plain = FrenchPhrasebook(space: " ")

    /// `text` in French quotation marks: `« text »`.
    public func quoted(_ text: String) -> String { "«\(space)\(text)\(space)»" }

    /// ` : ` between what and what follows.
    public var colon: String { "\(space): " }

    /// ` ; ` between two clauses.
    public var semicolon: String { "\(space); " }

    /// `1 000`: a whole number with its thousands set apart by a narrow no-break space (U+202F),
    /// as French groups them.
    public func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "\u{202F}" }
            text.append(digit)
        }
        return number < 0 ? "-" + text : text
    }

    /// `64 Mio`, `1 Gio`, `900 octets`: a size in bytes, in the largest binary unit that divides it.
    public func size(bytes: Int) -> String {
        let units: [(Int, String)] = [(1 << 30, "Gio"), (1 << 20, "Mio"), (1 << 10, "Kio")]
        for (unit, name) in units where bytes >= unit && bytes % unit == 0 {
            return "\(bytes / unit)\(space)\(name)"
        }
        return "\(grouped(bytes)) octets"
    }

    /// `text` with its first letter in capitals, as a sentence begins.
    public static func capitalizingFirstLetter(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    // MARK: - Rules of the domain

    /// A field of the domain in French (``DomainFieldName``); one the domain does not name, as
    /// its path.
    public func field(_ path: String) -> String { DomainFieldName(path: path)?.french ?? path }

    /// A broken rule after its field and value: `nom « » : ne doit pas être vide`.
    public func invalid(_ error: ValidationError) -> String {
        "\(field(error.field))\(space)\(quoted(error.value))\(colon)\(rule(error.rule))"
    }

    /// A rule of the domain, phrased to follow the field and its value (`ne doit pas être vide`).
    public func rule(_ rule: ValidationError.Rule) -> String {
        let first = "\(LogicalDay.firstSupported)"
        let last = "\(LogicalDay.lastSupported)"
        return switch rule {
        case .empty: "ne doit pas être vide"
        case .tooLong(let maximum): "doit faire au plus \(maximum) caractères"
        case .outOfRange(let minimum, let maximum, .none): "doit être de \(minimum) à \(maximum)"
        case .outOfRange(let minimum, let maximum, .number): "doit être un nombre de \(minimum) à \(maximum)"
        case .outOfRange(let minimum, let maximum, .days): "doit être de \(minimum) à \(maximum) jours"
        case .outOfRange(let minimum, let maximum, .daysAWeek): "doit être de \(minimum) à \(maximum) jours par semaine"
        case .notAboveZero: "doit être un nombre supérieur à 0"
        case .aboveMaximum(let maximum): "doit valoir au plus \(maximum)"
        case .moreTimesThanDays(let days): "doit aller de 1 au nombre de jours (\(days))"
        case .noWeekday: "doit nommer au moins un jour de la semaine"
        case .notAnHour: "doit être une heure de 0 à 23"
        case .notAMinute: "doit être une minute de 0 à 59"
        case .notASymbolName: "doit être un nom de symbole fait de lettres, de chiffres, de points et de tirets"
        case .controlCharacter(let found, false):
            "doit tenir sur une ligne, sans caractère de contrôle ni inversion de sens\(semicolon)trouvé "
                + ValidationError.Rule.codePoint(found)
        case .controlCharacter(let found, true):
            "ne doit contenir ni caractère de contrôle ni inversion de sens (retours à la ligne et tabulations "
                + "permis)\(semicolon)trouvé \(ValidationError.Rule.codePoint(found))"
        case .unsupportedDay: "doit être un jour du \(first) au \(last)"
        case .unsupportedInstant: "doit être un instant des jours du \(first) au \(last)"
        case .timerTargetAboveDay: "doit valoir au plus 24 heures (1440 min)\(colon)une journée n’en a pas plus"
        case .timerDayAboveDay: "un minuteur compte au plus 24 heures (1440 min) par jour"
        case .endsBeforeStart: "doit finir le jour où elle commence, ou après"
        case .pauseTooLong(let maximum): "doit couvrir au plus \(maximum) jours"
        case .endsTooFarAhead: "doit finir dans l’année qui vient"
        case .startsAfterToday: "doit être aujourd’hui ou un jour passé"
        case .notAfter(let day): "doit être après le \(day)"
        case .notBefore(let day): "doit être avant le \(day)"
        case .notAVersionStart(let starts) where starts.isEmpty:
            "doit être le premier jour d’une version des règles de l’habitude, qui n’ont jamais changé à partir "
                + "d’une date"
        case .notAVersionStart(let starts):
            "doit être le premier jour d’une version des règles de l’habitude\(colon)"
                + starts.map(\.description).joined(separator: ", ")
        case .notTheHabitsType(let kind):
            "doit être du type de l’habitude, \(kind.rawValue) (changer de type réécrit tout l’historique)"
        case .habitLimitReached(let maximum):
            "doivent être au plus \(grouped(maximum)) par base, archivées comprises\(colon)supprimez une habitude "
                + "pour faire de la place"
        case .importAboveHabitLimit(let maximum, let existing, let added):
            "doivent être au plus \(grouped(maximum)) par base, archivées comprises (il y en a \(existing), "
                + "le fichier en ajoute \(added))"
        case .sameNameAs(let other):
            "doit différer du nom d’une autre habitude, «\u{00A0}\(other)\u{00A0}» (les noms se distinguent sans "
                + "tenir compte de la casse, des accents ni des emoji)"
        }
    }

    // MARK: - The store

    /// What failed on which file, and why, without a front end's remedy (a command, a screen):
    /// `impossible d’ouvrir /data/kado.sqlite : le fichier est en lecture seule`.
    public func storeFailure(_ failure: StoreFailure) -> String {
        switch failure {
        case .writtenByNewerVersion(let path, let unknown):
            "\(path) a été écrit par une version plus récente de Kadō (il contient "
                + "\(unknown.joined(separator: ", ")))\(semicolon)il est resté intact\(colon)mettez Kadō à jour "
                + "pour l’ouvrir"
        case .notAKadoDatabase(let path): "\(path) est une base SQLite que Kadō n’a pas créée"
        case .cannotOpen(let path, let reason): "impossible d’ouvrir \(path)\(colon)\(storeReason(reason))"
        case .corruptRow(let table, let id, let field, let value):
            "données abîmées dans la table \(quoted(table)), rangée \(id)\(colon)\(field) \(quoted(value)) "
                + "est illisible"
        case .database(let failure): "erreur de la base de données (\(quoted(failure.message)))"
        case .cannotWrite(let path, let reason): "impossible d’écrire dans \(path)\(colon)\(storeReason(reason))"
        case .damaged(let path, let detail):
            "\(path) est abîmé (\(quoted(detail)))\(semicolon)rien n’y a été écrit\(colon)mettez-le de côté et "
                + "importez votre dernière sauvegarde"
        case .upgradeNeedsWriting(let path, let reason):
            "impossible de lire \(path) sans y écrire\(colon)\(storeReason(reason)), ce qui demande de pouvoir "
                + "écrire dans le fichier et son dossier"
        case .busy(let path):
            "\(path) est occupé par un autre Kadō (une longue importation ou une synchronisation, par exemple)"
                + "\(semicolon)rien n’a été changé\(colon)réessayez dans un instant"
        case .missing(let path):
            "il n’y a pas de base de données à \(path)\(semicolon)rien n’a été créé\(colon)vérifiez le chemin"
        case .diskFull(let path):
            "impossible d’écrire dans \(path)\(colon)le disque est plein\(semicolon)rien n’a été changé"
        }
    }

    /// What a path names, after « c’est » : `un tube nommé (FIFO)`.
    public func fileKind(_ kind: StoreFileKind) -> String {
        switch kind {
        case .regularFile: "un fichier"
        case .folder: "un dossier"
        case .namedPipe: "un tube nommé (FIFO)"
        case .characterDevice: "un périphérique en mode caractère"
        case .blockDevice: "un périphérique en mode bloc"
        case .socket: "une socket"
        }
    }

    /// Why a file cannot be opened, written or read, phrased to follow `impossible d’ouvrir PATH : `.
    public func storeReason(_ reason: StoreFailureReason) -> String {
        switch reason {
        case .fileReadOnly: "le fichier est en lecture seule"
        case .companionReadOnly(let path): "\(path) est en lecture seule"
        case .folderReadOnly(let folder): "le dossier \(folder) est en lecture seule"
        case .fileOrFolderReadOnly: "le fichier ou son dossier est en lecture seule"
        case .openedReadOnly: "la base a été ouverte en lecture seule"
        case .missingFile: "il n’existe pas, et une ouverture en lecture seule ne peut pas le créer"
        case .isAFolder: "c’est un dossier"
        case .notARegularFile(let kind): "c’est \(fileKind(kind)), pas un fichier de base de données"
        case .folderNotCreated(let folder): "le dossier \(folder) ne peut pas être créé"
        case .emptyFile: "il est vide, et le préparer demande d’y écrire"
        case .olderVersion: "il a été écrit par une version plus ancienne de Kadō et doit d’abord être mis à jour"
        case .unableToOpen(let message): "SQLite ne peut pas l’ouvrir (\(quoted(message)))"
        case .permissionDenied(let message): "l’accès est refusé (\(quoted(message)))"
        case .notADatabase(let message): "ce n’est pas une base de données (\(quoted(message)))"
        case .migrationFailed(let name, let underlying):
            "la base n’a pas pu être mise à jour (la migration \(name) a échoué\(colon)\(storeReason(underlying)))"
        case .newerMigrations(let names):
            "il contient des migrations que cette version ne connaît pas (\(names.joined(separator: ", ")))"
        case .unknownMigration(let name): "aucune migration ne s’appelle \(name)"
        case .foreignKeysBroken(let migration, let tables):
            "la migration \(migration) a laissé des rangées pointant vers des rangées absentes dans "
                + "\(tables.joined(separator: ", "))\(semicolon)elle a été annulée"
        case .snapshotNotWritten(let detail): "l’instantané du widget ne peut pas être écrit (\(quoted(detail)))"
        case .sqlite(let message): "erreur de SQLite (\(quoted(message)))"
        case .other(let message): "erreur du système (\(quoted(message)))"
        }
    }
}

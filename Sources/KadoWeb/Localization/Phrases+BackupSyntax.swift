import Foundation
import KadoApp
import KadoCore

/// The French of what a backup's reader says about an item of the file and about text that is
/// not JSON or CSV: the values of ``BackupProblem`` that are no single field's. IDs, paths and
/// the characters of the file are tokens, shown as they are.
extension Phrase {
    /// `habitude 2 (ID …)`, `relevé … de l’habitude 2 (ID …)`.
    static func frenchBackupItem(_ item: BackupItem) -> String {
        switch item {
        case .habit(let index, let id): "habitude \(index) (ID \(id.uuidString))"
        case .record(let id, let habitIndex, let habitID):
            "relevé \(id.uuidString) de l’habitude \(habitIndex) (ID \(habitID.uuidString))"
        case .skip(let id, let habitIndex, let habitID):
            "saut \(id.uuidString) de l’habitude \(habitIndex) (ID \(habitID.uuidString))"
        }
    }

    /// `l’ID … d’une habitude est déjà pris par « habits[0] »`.
    static func frenchDuplicateID(_ kind: BackupItemKind, id: UUID, earlier: String) -> String {
        let owner =
            switch kind {
            case .habit: "d’une habitude"
            case .record: "d’un relevé"
            case .skip: "d’un saut"
            }
        return "l’ID \(id.uuidString) \(owner) est déjà pris par \(frenchQuoted(earlier))"
    }

    /// What a reader found where it did not belong, followed by `inattendu`.
    static func frenchUnexpected(_ found: BackupUnexpected) -> String {
        switch found {
        case .endOfFile: "fin de fichier inattendue"
        case .character(let character): "caractère \(frenchQuoted(String(character))) inattendu"
        case .byte(let byte): "octet 0x\(String(byte, radix: 16, uppercase: true)) inattendu"
        }
    }

    /// Where in JSON's grammar.
    static func frenchJSONPlace(_ place: BackupJSONPlace) -> String {
        switch place {
        case .afterValue: "après la fin de la valeur JSON"
        case .whereValue: "là où une valeur était attendue"
        case .whereKey: "là où une clé (une chaîne entre guillemets doubles) était attendue"
        case .whereColon: "là où \(frenchQuoted(":")) était attendu après une clé"
        case .whereCommaOrBrace: "là où \(frenchQuoted(",")) ou \(frenchQuoted("}")) était attendu"
        case .whereCommaOrBracket: "là où \(frenchQuoted(",")) ou \(frenchQuoted("]")) était attendu"
        case .inNumber: "dans un nombre"
        case .afterBackslash: "après une barre oblique inverse dans une chaîne"
        case .insideObject: "dans un objet"
        case .insideArray: "dans un tableau"
        }
    }

    /// Why a text is not JSON, in French.
    static func frenchJSONSyntax(_ syntax: BackupJSONSyntax) -> String {
        switch syntax {
        case .emptyFile: "le fichier est vide"
        case .unexpected(let found, let place): frenchUnexpected(found) + " " + frenchJSONPlace(place)
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

    /// Why a text is not CSV, in French.
    static func frenchCSVSyntax(_ syntax: BackupCSVSyntax) -> String {
        switch syntax {
        case .unclosedQuote: "le champ entre guillemets qui commence ici n’est jamais fermé"
        case .afterClosingQuote(.character(let character)):
            "\(frenchQuoted(String(character))) inattendu après le guillemet fermant d’un champ"
        case .afterClosingQuote(let found): frenchUnexpected(found) + " après le guillemet fermant d’un champ"
        case .fieldNotUTF8: "le champ n’est pas de l’UTF-8 valide"
        }
    }

    /// The French of the reader's problems about items, syntax and a CSV's columns; `nil` for the
    /// problems of a single value, which ``backupDetail(_:)`` phrases.
    static func frenchStructureProblem(_ problem: BackupProblem) -> String? {
        switch problem {
        case .jsonSyntax(let column, let syntax):
            "JSON invalide à la colonne \(column)\(frenchColon)" + frenchJSONSyntax(syntax)
        case .csvSyntax(let syntax): frenchCSVSyntax(syntax)
        case .headerColumnCount(let found, let expected, let isForeign):
            "l’en-tête a \(found) colonnes, alors qu’il en faut \(expected)"
                + (isForeign ? frenchColon + "ce n’est pas une sauvegarde CSV de Kadō" : "")
        case .unexpectedHeader(let shown, let expected):
            "l’en-tête a \(shown) là où \(frenchQuoted(expected)) était attendu\(frenchColon)"
                + "ce n’est pas une sauvegarde CSV de Kadō"
        case .rowColumnCount(let found, let expected):
            "la rangée a \(found) colonne\(found < 2 ? "" : "s"), alors qu’il en faut \(expected)"
        case .duplicateID(let kind, let id, let earlier): frenchDuplicateID(kind, id: id, earlier: earlier)
        case .brokenRule(let item, let rule): frenchBackupItem(item) + frenchColon + frenchRuleBroken(rule)
        case .skipEndsBeforeStart(let item, let first, let last):
            frenchBackupItem(item) + frenchColon + "le \(last) est avant le \(first)"
        case .skipTooLong(let item, let days, let maximum):
            frenchBackupItem(item) + frenchColon + "\(days) jours, plus que les \(maximum) permis"
        case .loopTablesMissing(let missing):
            "une base SQLite, mais pas une sauvegarde de Loop Habit Tracker\(frenchColon)il lui manque "
                + (missing.count < 2 ? "la table " : "les tables ")
                + missing.map(frenchQuoted).joined(separator: " et ")
        case .loopVersion(let version, let supported):
            "user_version \(version) "
                + (version > supported.upperBound
                    ? "vient d’un Loop plus récent que ceux que Kadō connaît"
                    : "vient d’un Loop plus ancien que ceux que Kadō lit")
                + "\(frenchColon)Kadō lit les versions \(supported.lowerBound) à \(supported.upperBound)"
        case .loopColumnMissing(let table, let column):
            "la table \(frenchQuoted(table)) n’a pas de colonne \(frenchQuoted(column))"
        case .loopBrokenRule(let loopID, let name, let rule):
            "habitude n°\(loopID) \(frenchQuoted(name))\(frenchColon)" + frenchRuleBroken(rule)
        case .emptyFile, .newerVersion, .emptyValue, .notExpected, .wrongJSONKind, .missing, .null, .duplicateKey,
            .tooLargeNumber, .described:
            nil
        }
    }
}

extension Phrase {
    /// `text` in French quotation marks (the page's typography makes the spaces no-break ones).
    fileprivate static func frenchQuoted(_ text: String) -> String { "« \(text) »" }

    /// ` : ` before what follows.
    fileprivate static var frenchColon: String { " : " }

    /// A rule broken by a field's value: `champ « name », valeur « … » : ne doit pas être vide`.
    fileprivate static func frenchRuleBroken(_ rule: ValidationError) -> String {
        "champ « \(rule.field) », valeur « \(rule.value) » : \(Phrase.rule(rule.rule).french)"
    }
}

import KadoApp
import KadoCore

/// What the command line says for the failures below the commands: a broken rule of the domain,
/// a store that cannot open or write its file, a backup file that cannot be read. The English is
/// each error's own wording (tests pin it); the French is the application layer's phrasebook,
/// with a no-break space where French typography wants one, and the command line's own remedies
/// (`--db`, `kado import`) added here.
extension Phrase {
    /// The French of the application layer's values, as a terminal prints them.
    static let phrasebook = FrenchPhrasebook.terminal

    /// `name "": must not be empty`; `nom «  » : ne doit pas être vide`.
    static func invalid(_ error: ValidationError) -> Phrase {
        Phrase(error.description, phrasebook.invalid(error))
    }

    /// A rule of the domain, phrased to follow the field and its value (`must not be empty`).
    static func rule(_ rule: ValidationError.Rule) -> Phrase {
        Phrase(rule.description, phrasebook.rule(rule))
    }

    /// A store failure: what failed, on which file, and why, with the command that helps.
    static func store(_ error: StoreFailure) -> Phrase {
        let french = phrasebook.storeFailure(error)
        return switch error {
        case .notAKadoDatabase:
            Phrase(error.description, french + phrasebook.semicolon + "choisissez un autre fichier avec --db")
        case .damaged:
            Phrase(error.description, french + " avec kado import, ou essayez .recover de sqlite3 sur une copie")
        case .missing:
            Phrase(error.description, french + ", ou ajoutez une habitude pour la créer (kado add NOM)")
        default: Phrase(error.description, french)
        }
    }

    /// A backup file refused before anything was compared, without the file's name.
    static func backupFile(_ error: BackupFileError) -> Phrase {
        Phrase(AppError.backupFile(error).description, phrasebook.backupFile(error))
    }

    /// What is wrong with a backup file, after its name.
    static func backupFileProblem(_ error: BackupFileError) -> Phrase {
        Phrase(error.description, phrasebook.backupFileProblem(error))
    }
}

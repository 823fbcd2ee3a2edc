import KadoApp
import KadoCore

/// What the command line says for the failures below the commands: a broken rule of the domain,
/// a store that cannot open or write its file, a backup file that cannot be read. The words are
/// the application layer's (``AppWording``), in every language; the command line's own remedies
/// (`--db`, `kado import`) are its own catalog entries, added here.
extension Phrase {
    /// `name "": must not be empty`; `nom « » : ne doit pas être vide`.
    static func invalid(_ error: ValidationError) -> Phrase {
        Phrase(wording: { $0.invalid(error) })
    }

    /// A rule of the domain, phrased to follow the field and its value (`must not be empty`).
    static func rule(_ rule: ValidationError.Rule) -> Phrase {
        Phrase(wording: { $0.rule(rule) })
    }

    /// A store failure: what failed, on which file, and why, with the command that helps.
    static func store(_ error: StoreFailure) -> Phrase {
        switch error {
        case .notAKadoDatabase:
            Phrase(wording: {
                $0.text("cli.error.store.notAKadoDatabase", ["message": .text($0.storeFailure(error))])
            })
        case .damaged(let path, let detail):
            Phrase(wording: { $0.text("cli.error.store.damaged", ["path": .text(path), "detail": .text(detail)]) })
        case .missing(let path):
            Phrase(wording: { $0.text("cli.error.store.missing", ["path": .text(path)]) })
        default: Phrase(wording: { $0.storeFailure(error) })
        }
    }

    /// A backup file refused before anything was compared, without the file's name.
    static func backupFile(_ error: BackupFileError) -> Phrase {
        Phrase(wording: { $0.backupFile(error) })
    }

    /// What is wrong with a backup file, after its name.
    static func backupFileProblem(_ error: BackupFileError) -> Phrase {
        Phrase(wording: { $0.backupFileProblem(error) })
    }
}

import Foundation
import KadoApp
import KadoCore

/// What `kado sync setup` refuses before the application is asked: a URL that is not one, a
/// password that cannot be had. Exit 64, or 74 for a password file that cannot be read.
struct SyncCommandError: Error, ReportableError {
    /// What is wrong.
    enum Problem: Hashable {
        /// The WebDAV URL as typed, and why it is not one.
        case badURL(String, SyncTarget.WebDAVURLProblem)
        /// `--password-file` or `--passphrase-file` names a file that cannot be read, and the
        /// system's failure.
        case cannotReadFile(SecretFile, String, SyncSystemFailure)
        /// The password given is empty (`source`: the file, the variable, or the prompt when `nil`).
        case emptyPassword(source: String?)
        /// No `--password-file`, no `KADO_SYNC_PASSWORD`, and no terminal to ask on.
        case noPassword
        /// The passphrase given is empty (`source`: the file, or the prompt when `nil`).
        case emptyPassphrase(source: String?)
        /// The passphrase typed the second time differs from the first.
        case passphrasesDiffer
        /// No `--passphrase-file`, and no terminal to ask on.
        case noPassphrase
        /// `--old-leaked` without `--yes`, and no terminal to ask on.
        case oldLeakedNeedsConfirmation
    }

    /// Which secret a file holds.
    enum SecretFile: Hashable {
        /// `--password-file`.
        case password
        /// `--passphrase-file`.
        case passphrase
    }

    let problem: Problem

    init(_ problem: Problem) {
        self.problem = problem
    }

    var exitCode: ExitCode {
        if case .cannotReadFile = problem { return .ioError }
        return .usage
    }

    var reportMessage: String { reportMessage(in: .english) }

    func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        return words(.errorPrefix) + words(phrase)
    }

    private var phrase: Phrase {
        let space = Phrase.space
        switch problem {
        case .badURL(let text, let reason):
            let why: Phrase =
                switch reason {
                case .notAURL: Phrase("it is not a URL", "ce n’est pas une URL")
                case .notHTTP:
                    Phrase("it must start with https:// (or http://)", "elle doit commencer par https:// (ou http://)")
                case .noHost: Phrase("it names no server", "elle ne nomme aucun serveur")
                case .holdsCredentials:
                    Phrase(
                        "it holds a user name or a password: give --user NAME, and the password apart",
                        "elle contient un nom d’utilisateur ou un mot de passe\(space): donnez --user NOM, et le mot de "
                            + "passe à part")
                }
            return Phrase(
                "URL \"\(text)\": \(why.english)", "URL «\(space)\(text)\(space)»\(space): \(why.french)")
        case .cannotReadFile(.password, let path, let failure):
            return Phrase(
                "cannot read the password file \(path) (\(failure.words))",
                "impossible de lire le fichier de mot de passe \(path) (\(FrenchPhrasebook.terminal.systemFailure(failure)))"
            )
        case .cannotReadFile(.passphrase, let path, let failure):
            return Phrase(
                "cannot read the passphrase file \(path) (\(failure.words))",
                "impossible de lire le fichier de phrase de passe \(path) "
                    + "(\(FrenchPhrasebook.terminal.systemFailure(failure)))")
        case .emptyPassphrase(let source?):
            return Phrase("the passphrase in \(source) is empty", "la phrase de passe de \(source) est vide")
        case .emptyPassphrase(nil):
            return Phrase("no passphrase was typed", "aucune phrase de passe n’a été saisie")
        case .passphrasesDiffer:
            return Phrase(
                "the two passphrases typed differ; nothing was saved",
                "les deux phrases de passe saisies "
                    + "diffèrent\(space); rien n’a été enregistré")
        case .noPassphrase:
            return Phrase(
                "an encrypted target needs its passphrase: give --passphrase-file FILE, or run kado sync on a "
                    + "terminal to type it (never as an option's value)",
                "une cible chiffrée demande sa phrase de passe\(space): donnez --passphrase-file FICHIER, ou lancez "
                    + "kado sync dans un terminal pour la saisir (jamais comme valeur d’une option)")
        case .oldLeakedNeedsConfirmation:
            return Phrase(
                "--old-leaked stops every device reading files sealed only with an earlier passphrase: add --yes to "
                    + "change it without a terminal to ask on (nothing was changed)",
                "--old-leaked empêche tout appareil de lire les fichiers scellés avec une ancienne phrase de passe "
                    + "seulement\(space): ajoutez --yes pour la changer sans terminal où demander (rien n’a été modifié)"
            )
        case .emptyPassword(let source?):
            return Phrase("the password in \(source) is empty", "le mot de passe de \(source) est vide")
        case .emptyPassword(nil):
            return Phrase("no password was typed", "aucun mot de passe n’a été saisi")
        case .noPassword:
            return Phrase(
                "a WebDAV server needs a password: give --password-file FILE or KADO_SYNC_PASSWORD, or run kado sync "
                    + "setup on a terminal to type it (never as an option's value)",
                "un serveur WebDAV demande un mot de passe\(space): donnez --password-file FICHIER ou "
                    + "KADO_SYNC_PASSWORD, ou lancez kado sync setup dans un terminal pour le saisir (jamais comme "
                    + "valeur d’une option)")
        }
    }
}

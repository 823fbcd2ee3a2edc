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
        switch problem {
        case .badURL(let text, let reason):
            let why: Phrase =
                switch reason {
                case .notAURL: Phrase("cli.syncCommandError.why.notAURL")
                case .notHTTP:
                    Phrase("cli.syncCommandError.why.notHTTP")
                case .noHost: Phrase("cli.syncCommandError.why.noHost")
                case .holdsCredentials:
                    Phrase("cli.syncCommandError.why.holdsCredentials")
                }
            return Phrase("cli.syncCommandError.badURL", ["url": text, "why": why.argument])
        case .cannotReadFile(.password, let path, let failure):
            return Phrase(
                "cli.syncCommandError.cannotReadPasswordFile",
                ["path": path, "why": Phrase(wording: { $0.systemFailure(failure) }).argument])
        case .cannotReadFile(.passphrase, let path, let failure):
            return Phrase(
                "cli.syncCommandError.cannotReadPassphraseFile",
                ["path": path, "why": Phrase(wording: { $0.systemFailure(failure) }).argument])
        case .emptyPassphrase(let source?):
            return Phrase("cli.syncCommandError.source", ["source": source])
        case .emptyPassphrase(nil):
            return Phrase("cli.syncCommandError.source.emptyPassphrase")
        case .passphrasesDiffer:
            return Phrase("cli.syncCommandError.source.passphrasesDiffer")
        case .noPassphrase:
            return Phrase("cli.syncCommandError.source.noPassphrase")
        case .oldLeakedNeedsConfirmation:
            return Phrase("cli.syncCommandError.source.oldLeakedNeedsConfirmation")
        case .emptyPassword(let source?):
            return Phrase("cli.syncCommandError.source.2", ["source": source])
        case .emptyPassword(nil):
            return Phrase("cli.syncCommandError.source.emptyPassword")
        case .noPassword:
            return Phrase("cli.syncCommandError.source.noPassword")
        }
    }
}

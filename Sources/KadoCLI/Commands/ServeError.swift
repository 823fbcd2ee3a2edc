import Foundation
import KadoApp

/// The server could not start (the port is taken…): exit 74 with the reason.
struct ServeError: Error, ReportableError {
    /// Why it could not start.
    enum Problem {
        /// This program was built without the web app.
        case noWebApp
        /// Listening on `address` and `port` failed; `reason` is the system's account of why (a
        /// port in use).
        case cannotListen(address: String, port: Int, reason: String)
        /// `--tls-cert` or `--tls-key` given without the other (`missing`, its spelling).
        case tlsOptionAlone(given: String, missing: String)
        /// The certificate or key file at `path` cannot be served, for `problem`.
        case tlsFile(path: String, problem: TLSFileProblem)
    }

    let problem: Problem
    var exitCode: ExitCode = .ioError

    var reportMessage: String { reportMessage(in: .english) }

    func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        let phrase: Phrase =
            switch problem {
            case .noWebApp:
                Phrase("cli.serveError.phrase.noWebApp")
            case .cannotListen(let address, let port, let reason):
                .cannotListen(address: address, port: port, reason: reason)
            case .tlsOptionAlone(let given, let missing):
                Phrase("cli.serveError.missing", ["given": given, "missing": missing])
            case .tlsFile(let path, let problem):
                Phrase("cli.serveError.reason", ["reason": problem.phrase(path: path).argument])
            }
        return words(.errorPrefix) + words(phrase)
    }
}

import Foundation
import KadoApp
import KadoCore

/// A backup file that cannot be imported: names the file and the problem.
struct ImportFileError: Error, ReportableError {
    let path: String
    let problem: String
    let exitCode: ExitCode
    /// `kado: `, in the settings' language.
    var prefix = "kado: "
    /// `: ` after the file's name, ` : ` (with a no-break space) in French.
    var colon = ": "

    var reportMessage: String { "\(prefix)\(TerminalText.safe(path))\(colon)\(problem)" }
}

import KadoApp
import KadoCore

/// `kado list --group NAME` named a group no habit is in: exit 1, with the groups there are.
struct UnknownGroup: Error, ReportableError {
    /// The group asked for, as typed.
    let name: String
    /// The groups the habits are in.
    let groups: [String]

    var exitCode: ExitCode { .failure }
    var reportMessage: String { reportMessage(in: .english) }

    func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        let shown = words.quoted(TerminalText.safe(name))
        return words(.errorPrefix)
            + words(.noSuchGroup(shown, groups: groups.map { words.quoted(TerminalText.safe($0)) }))
    }
}

import KadoApp

/// `kado serve sign-out DEVICE` named no device, or several: exit 65 with those it could mean.
struct DeviceReferenceError: Error, ReportableError {
    let reference: String
    /// The devices it matched (more than one), as "id name".
    let candidates: [String]
    /// Every device, as "id name", for when it matched none.
    let known: [String]
    var exitCode: ExitCode { .dataError }

    var reportMessage: String { reportMessage(in: .english) }

    func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        let name = TerminalText.safe(reference)
        let phrase: Phrase =
            if !candidates.isEmpty {
                Phrase(
                    "cli.serveDevices.severalDevices",
                    ["name": name, "candidates": candidates.map(TerminalText.safe).joined(separator: ", ")])
            } else if known.isEmpty {
                Phrase("cli.serveDevices.noSuchDevice", ["name": name])
            } else {
                Phrase(
                    "cli.serveDevices.noSuchDevice.known",
                    ["name": name, "known": known.map(TerminalText.safe).joined(separator: ", ")])
            }
        return words(.errorPrefix) + words(phrase)
    }
}

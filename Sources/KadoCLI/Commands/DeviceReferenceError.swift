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
            candidates.isEmpty
            ? Phrase(
                "no device is “\(name)”; kado serve devices lists them"
                    + (known.isEmpty ? "" : ": " + known.map(TerminalText.safe).joined(separator: ", ")),
                "aucun appareil n’est «\u{202F}\(name)\u{202F}»\u{202F}; kado serve devices les liste"
                    + (known.isEmpty ? "" : "\u{202F}: " + known.map(TerminalText.safe).joined(separator: ", ")))
            : Phrase(
                "“\(name)” names several devices; give its id: "
                    + candidates.map(TerminalText.safe).joined(separator: ", "),
                "«\u{202F}\(name)\u{202F}» désigne plusieurs appareils\u{202F}; donnez son identifiant\u{202F}: "
                    + candidates.map(TerminalText.safe).joined(separator: ", "))
        return words(.errorPrefix) + words(phrase)
    }
}

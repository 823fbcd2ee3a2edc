extension Phrase {
    /// `kado help --man FOLDER` could not write a page.
    static func manualPageNotWritten(_ path: String, systemReason: String) -> Phrase {
        Phrase(
            "cannot write the manual page \(path): \(systemReason)",
            "impossible d’écrire la page de manuel \(path)\(space): \(systemReason)")
    }
}

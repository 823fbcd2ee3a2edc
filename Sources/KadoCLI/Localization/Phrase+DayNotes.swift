/// The words of the Markdown daily notes (`kado export --format markdown`, `kado today --markdown`).
extension Phrase {
    /// A day excused by a one-day skip, after the habit's name.
    static let dailyNoteSkipped = Phrase("skipped", "sautée")
    /// A day excused by a pause, after the habit's name.
    static let dailyNotePaused = Phrase("paused", "en pause")

    /// `kado import` given a Markdown file: an export for notes apps, which no import reads back.
    static let markdownIsNotABackup = Phrase(
        "is Markdown for notes apps, not a backup: nothing was imported; import a Kadō backup "
            + "(kado export writes one as JSON or CSV)",
        "est du Markdown pour les applications de notes, pas une sauvegarde\(space): rien n’a été importé\(space); "
            + "importez une sauvegarde de Kadō (kado export en écrit une en JSON ou en CSV)")

    /// `kado export --format markdown` could not write its file.
    static func dailyNotesNotWritten(_ path: String, systemReason: String) -> Phrase {
        Phrase(
            "cannot write the daily notes \(path): \(systemReason)",
            "impossible d’écrire les notes quotidiennes \(path)\(space): \(systemReason)")
    }
}

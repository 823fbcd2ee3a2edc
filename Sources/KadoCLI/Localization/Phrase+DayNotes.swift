/// The words of the Markdown daily notes (`kado export --format markdown`, `kado today --markdown`).
extension Phrase {
    /// A day excused by a one-day skip, after the habit's name.
    static let dailyNoteSkipped = Phrase("cli.dayNotes.dailyNoteSkipped")
    /// A day excused by a pause, after the habit's name.
    static let dailyNotePaused = Phrase("cli.dayNotes.dailyNotePaused")

    /// `kado import` given a Markdown file: an export for notes apps, which no import reads back.
    static let markdownIsNotABackup = Phrase("cli.dayNotes.markdownIsNotABackup")

    /// `kado export --format markdown` could not write its file.
    static func dailyNotesNotWritten(_ path: String, systemReason: String) -> Phrase {
        Phrase("cli.dayNotes.dailyNotesNotWritten", ["path": path, "systemReason": systemReason])
    }
}

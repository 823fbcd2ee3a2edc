extension Phrase {
    /// `kado help --man FOLDER` could not write a page.
    static func manualPageNotWritten(_ path: String, systemReason: String) -> Phrase {
        Phrase("cli.manual.manualPageNotWritten", ["path": path, "systemReason": systemReason])
    }
}

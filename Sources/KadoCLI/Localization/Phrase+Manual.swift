extension Phrase {
    /// `kado help --man FOLDER` could not write a page.
    static func manualPageNotWritten(_ path: String, systemReason: String) -> Phrase {
        Phrase("cli.manual.manualPageNotWritten", ["path": path, "systemReason": systemReason])
    }
}

/// The fixed words of the manual pages (`kado help --man`): their footer, their section headings
/// in capitals as manual pages write them, and the words of the usage lines.
extension Phrase {
    static let manualTitle = Phrase("cli.man.title")
    static let manualName = Phrase("cli.man.section.name")
    static let manualSynopsis = Phrase("cli.man.section.synopsis")
    static let manualDescription = Phrase("cli.man.section.description")
    static let manualCommands = Phrase("cli.man.section.commands")
    static let manualGlobalOptions = Phrase("cli.man.section.globalOptions")
    static let manualArguments = Phrase("cli.man.section.arguments")
    static let manualOptions = Phrase("cli.man.section.options")
    static let manualExamples = Phrase("cli.man.section.examples")
    static let manualSeeAlso = Phrase("cli.man.section.seeAlso")
    static let manualGlobalOptionsWord = Phrase("cli.man.word.globalOptions")
    static let manualArgumentsWord = Phrase("cli.man.word.arguments")
    static let manualOptionsWord = Phrase("cli.man.word.options")
}

import KadoCore

/// The words of the form `kado edit HABIT` opens in the editor: its comments, and what is said
/// when it is read back.
extension Phrase {
    /// The comment at the top of the form (several lines).
    static func editFormHeader(_ name: String) -> Phrase {
        Phrase("cli.editForm.editFormHeader", ["name": name])
    }
    static let editFormNameHelp = Phrase("cli.editForm.editFormNameHelp")
    static let editFormEveryHelp = Phrase("cli.editForm.editFormEveryHelp")
    static let editFormTypeHelp = Phrase("cli.editForm.editFormTypeHelp")
    static let editFormUnitHelp = Phrase("cli.editForm.editFormUnitHelp")
    static func editFormColorHelp(_ colors: [String]) -> Phrase {
        Phrase("cli.editForm.editFormColorHelp", ["colors": colors.joined(separator: ", ")])
    }
    static let editFormIconHelp = Phrase("cli.editForm.editFormIconHelp")
    static let editFormFromHelp = Phrase("cli.editForm.editFormFromHelp")
    static let editFormGroupHelp = Phrase("cli.editForm.editFormGroupHelp")
    static let editFormSinceHelp = Phrase("cli.editForm.editFormSinceHelp")
    static let editFormDetailsHelp = Phrase("cli.editForm.editFormDetailsHelp")
    static let editFormScoreHelp = Phrase("cli.editForm.editFormScoreHelp")
    static let editFormRemindHelp = Phrase("cli.editForm.editFormRemindHelp")

    static let editFormWhenDoneHelp = Phrase("cli.editForm.editFormWhenDoneHelp")

    static let editFormSnoozeHelp = Phrase("cli.editForm.editFormSnoozeHelp")

    /// The start of an error about the form: `line 3`.
    static func editFormLine(_ number: Int) -> Phrase { Phrase("cli.editForm.editFormLine", ["number": number]) }
    /// A line without a colon.
    static func editFormNotKeyValue(_ text: String) -> Phrase {
        Phrase("cli.editForm.editFormNotKeyValue", ["text": text])
    }
    /// A key the form does not have.
    static func editFormUnknownKey(_ key: String, known: [String]) -> Phrase {
        Phrase("cli.editForm.editFormUnknownKey", ["key": key, "keys": known.joined(separator: ", ")])
    }
    /// A key given twice.
    static func editFormRepeatedKey(_ key: String, firstLine: Int) -> Phrase {
        Phrase("cli.editForm.editFormRepeatedKey", ["key": key, "firstLine": firstLine])
    }
    /// The form came back as it was (or empty): nothing written.
    static let editFormUnchanged = Phrase("cli.editForm.editFormUnchanged")
    /// The form came back empty: nothing written.
    static let editFormEmptied = Phrase("cli.editForm.editFormEmptied")
    /// The editor failed: nothing written.
    static func editFormEditorFailed(_ editor: String, status: Int32) -> Phrase {
        Phrase("cli.editForm.editFormEditorFailed", ["editor": editor, "status": status])
    }
    /// No editor to open the form in.
    static let editFormNoEditor = Phrase("cli.editForm.editFormNoEditor")
}

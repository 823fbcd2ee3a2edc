import KadoCore

/// The words of the full-screen grid (`kado tui`): its title, prompts, key line, help and status.
extension Phrase {
    static let gridTitle = Phrase("cli.grid.gridTitle")
    static let gridWeeks = Phrase("cli.grid.gridWeeks")
    static let gridMonths = Phrase("cli.grid.gridMonths")
    static func gridFilter(_ text: String) -> Phrase {
        Phrase("cli.grid.gridFilter", ["text": text])
    }
    static let gridNoHabits = Phrase("cli.grid.gridNoHabits")
    static let gridNoMatch = Phrase("cli.grid.gridNoMatch")
    static let gridKeys = Phrase("cli.grid.gridKeys")
    static let gridPromptKeys = Phrase("cli.grid.gridPromptKeys")
    static let gridHelpKeys = Phrase("cli.grid.gridHelpKeys")
    static func gridValuePrompt(_ name: String, _ day: String) -> Phrase {
        Phrase("cli.grid.gridValuePrompt", ["name": name, "day": day])
    }
    static func gridNotePrompt(_ name: String, _ day: String) -> Phrase {
        Phrase("cli.grid.gridNotePrompt", ["name": name, "day": day])
    }
    static let gridNamePrompt = Phrase("cli.grid.gridNamePrompt")
    static let gridFilterPrompt = Phrase("cli.grid.gridFilterPrompt")
    static func gridTakesNoValue(_ name: String) -> Phrase {
        Phrase("cli.grid.gridTakesNoValue", ["name": name])
    }
    static func gridRecorded(_ name: String, _ day: String, _ state: String) -> Phrase {
        Phrase("cli.grid.gridRecorded", ["name": name, "day": day, "state": state])
    }
    static func gridSkipped(_ name: String, _ day: String) -> Phrase {
        Phrase("cli.grid.gridSkipped", ["name": name, "day": day])
    }
    static func gridNoted(_ name: String, _ day: String) -> Phrase {
        Phrase("cli.grid.gridNoted", ["name": name, "day": day])
    }
    static func gridAdded(_ name: String) -> Phrase {
        Phrase("cli.grid.gridAdded", ["name": name])
    }
    static let gridUnchanged = Phrase("cli.grid.gridUnchanged")
    static func gridBackupWriting(_ day: String) -> Phrase {
        Phrase("cli.grid.gridBackupWriting", ["day": day])
    }
    static func gridBackupWritten(_ day: String) -> Phrase {
        Phrase("cli.grid.gridBackupWritten", ["day": day])
    }
    static func gridBackupFailed(_ reason: String) -> Phrase {
        Phrase("cli.grid.gridBackupFailed", ["reason": reason])
    }
    /// Said on the normal screen after `kado tui` ended while the day's backup was being written.
    static func gridBackupAbandoned(_ day: String) -> Phrase {
        Phrase("cli.grid.gridBackupAbandoned", ["day": day])
    }
    static let gridAfterToday = Phrase("cli.grid.gridAfterToday")
    static func gridEditorFailed(_ editor: String) -> Phrase {
        Phrase("cli.grid.gridEditorFailed", ["editor": editor])
    }
    static let gridNotATerminal = Phrase("cli.grid.gridNotATerminal")
    static let gridScore = Phrase("cli.grid.gridScore")
    static let gridStreak = Phrase("cli.grid.gridStreak")
    /// The one-letter unit of a streak beside its count: `12d`, `12j`.
    static let gridDayLetter = Phrase("cli.grid.gridDayLetter")
    /// `3w`, `3s`.
    static let gridWeekLetter = Phrase("cli.grid.gridWeekLetter")

    /// The help overlay, one key a line.
    static let gridHelp: [Phrase] = [
        Phrase("cli.grid.gridHelp"),
        Phrase("cli.grid.gridHelp.2"),
        Phrase("cli.grid.gridHelp.3"),
        Phrase("cli.grid.gridHelp.4"),
        Phrase("cli.grid.gridHelp.5"),
        Phrase("cli.grid.gridHelp.6"),
        Phrase("cli.grid.gridHelp.7"),
        Phrase("cli.grid.gridHelp.8"),
        Phrase("cli.grid.gridHelp.9"),
        Phrase("cli.grid.gridHelp.10"),
        Phrase("cli.grid.gridHelp.11"),
        Phrase("cli.grid.gridHelp.12"),
    ]
}

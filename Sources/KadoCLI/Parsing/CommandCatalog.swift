/// Every `kado` command, by its type: each declares its own arguments, options and help
/// (``ParsableCommand``), which the parser, `kado help`, the manual pages and the completion
/// scripts read from it.
public enum CommandCatalog {
    /// The command `kado` runs when given none.
    public static let defaultCommand = TodayCommand.configuration.name

    /// Every command, in the order `kado help` lists them.
    public static let all: [any ParsableCommand.Type] = [
        TodayCommand.self, TodoCommand.self, AddCommand.self, EditCommand.self, ArchiveCommand.self,
        UnarchiveCommand.self, DeleteCommand.self, TrashCommand.self, MoveCommand.self, ListCommand.self,
        DoneCommand.self, UndoCommand.self, AskCommand.self, ToggleCommand.self, LogCommand.self, SkipCommand.self,
        NoteCommand.self, ShowCommand.self, StatsCommand.self, OverviewCommand.self, ReportCommand.self,
        InsightsCommand.self, CalendarCommand.self, ReviewCommand.self,
        TuiCommand.self, WidgetCommand.self, ServeCommand.self, SettingsCommand.self, SyncCommand.self,
        RemindCommand.self, ExportCommand.self, ImportCommand.self, BackupCommand.self, UpkeepCommand.self,
        RepairCommand.self, CompletionCommand.self, VersionCommand.self, HelpCommand.self,
    ]

    /// Every command's specification, in the same order: gathered from each type, for what
    /// describes them all (completions, manual pages); the parser gathers only the one it runs.
    public static var specifications: [CommandSpecification] {
        all.map { $0.specification }
    }

    /// The command named `name`, if there is one.
    public static func command(named name: String) -> (any ParsableCommand.Type)? {
        all.first { $0.configuration.name == name }
    }
}

import Foundation
import KadoCore

/// What ``LoopDatabaseReader`` makes of a Loop Habit Tracker database: the contents in the
/// domain's types, plus everything Loop carried that Kadō has no field for or that the reader had
/// to change or leave out, so that nothing is lost silently.
public struct LoopImport: Hashable, Sendable {
    /// The habits (with Kadō's ids), their completions and their skips.
    public var contents: BackupContents
    /// The database's `PRAGMA user_version` (8…25).
    public var userVersion: Int
    /// Loop's questions, which Kadō has no field for (each opens its habit's description), and every change or
    /// omission the reader made, in the order of the habits, then of the repetitions.
    public var notes: [LoopImportNote]

    /// An import result from its parts.
    public init(contents: BackupContents, userVersion: Int, notes: [LoopImportNote]) {
        self.contents = contents
        self.userVersion = userVersion
        self.notes = notes
    }
}

import Foundation
import KadoBackup
import KadoCore

/// What an import did.
public struct ImportOutcome: Sendable {
    /// What changed.
    public let summary: ImportSummary
    /// Whether the database changed between the plan and its applying (another window, a
    /// command, a sync), so that the import was worked out again against what is there now: the
    /// counts may then differ from those shown.
    public let wasPlannedAgain: Bool
}

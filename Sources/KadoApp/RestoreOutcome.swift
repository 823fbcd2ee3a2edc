/// What a restore did: the copy of the database kept first, and the plan it applied.
public struct RestoreOutcome: Sendable {
    /// The copy of the database as it was before the restore (`kado-before-restore-….sqlite` in
    /// the backups folder), or `nil` when nothing changed and nothing was copied.
    public let copyPath: String?
    /// The plan applied.
    public let plan: RestorePlan
}

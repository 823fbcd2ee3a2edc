/// How an import, or a restore, treats what the database changed after the file was written.
///
/// A file is an older copy of rows that sync carries to every device: writing its version of a
/// row over a later one reverts that later change on every device that syncs with this one.
/// So the default only brings back what is missing; putting the file's version back over later
/// work is a choice of its own, shown with what it costs before it is confirmed.
public enum ImportMode: String, Hashable, Sendable, CaseIterable, Codable {
    /// The default: brings back what is missing and changes nothing newer. A row the file holds
    /// that was changed or deleted here at or after the file's time (``BackupFile/writtenAt``)
    /// stays as it is here; one the database never had is added; one changed here before that
    /// takes the file's values. A file that says no time (Kadō's CSV) only adds what the
    /// database never had. Nothing is ever deleted.
    case merge
    /// The file wins: every row it holds takes its values, a later change here is reverted and
    /// a later deletion undone. A restore (``BackupUseCases/restore(_:)``) also deletes what the file
    /// does not hold, so that the database is the file again. Sync carries it to every device.
    case replace
}

/// Why a ``Migrator`` could not bring a database up to date.
public enum MigrationError: Error, CustomStringConvertible {
    /// The database records migrations this migrator does not know: a newer version of the
    /// application wrote it. Nothing was changed. The names are in the order they were applied.
    case databaseIsNewer(unknownMigrations: [String])

    /// ``Migrator/migrate(_:upTo:)`` was asked for a migration that is not registered.
    case unknownTarget(String)

    /// A migration failed and was rolled back; migrations before it stay applied.
    case migrationFailed(name: String, underlying: any Error)

    /// A migration registered with deferred foreign key checks left rows pointing at missing
    /// parents; it was rolled back.
    case foreignKeyViolations(migration: String, tables: [String])

    /// What went wrong and what to do about it.
    public var description: String {
        switch self {
        case .databaseIsNewer(let names):
            "The database was written by a newer version of the application: it records "
                + "migration(s) this version does not know (\(names.joined(separator: ", "))). "
                + "It was left unchanged. Use the newer version, or restore a backup made "
                + "by this one."
        case .unknownTarget(let name):
            "No migration named \(name) is registered."
        case .migrationFailed(let name, let underlying):
            "Migration \(name) failed and was rolled back: \(underlying)"
        case .foreignKeyViolations(let migration, let tables):
            "Migration \(migration) left rows whose foreign keys point at missing rows, in "
                + "\(tables.joined(separator: ", ")); it was rolled back."
        }
    }
}

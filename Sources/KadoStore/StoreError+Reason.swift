import KadoSQLite

extension StoreError {
    /// Why a database file cannot be opened, written or read, as a value front ends phrase in
    /// the person's language. What SQLite or the system said is kept verbatim: it is their text,
    /// not Kadō's. ``description`` is the English wording.
    public indirect enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// The database file itself cannot be written.
        case fileReadOnly
        /// The database's `-wal` or `-shm` file (its path) cannot be written.
        case companionReadOnly(path: String)
        /// The folder the database is in (or would be created in) cannot be written.
        case folderReadOnly(folder: String)
        /// SQLite refused to write: the file or its folder is read-only.
        case fileOrFolderReadOnly
        /// The store was opened read-only (for a command that only shows).
        case openedReadOnly
        /// The file does not exist, and a read-only store cannot create it.
        case missingFile
        /// The path names a folder, not a file.
        case isAFolder
        /// The path names something that is neither a file nor a folder (a named pipe, a device):
        /// refused before SQLite opens it, which could wait for ever.
        case notARegularFile(FileKind)
        /// The database's folder does not exist and cannot be created.
        case folderNotCreated(folder: String)
        /// The file is empty, and setting it up needs writing.
        case emptyFile
        /// The file was written by an older version of Kadō and must be upgraded (written) first.
        case olderVersion
        /// SQLite cannot open the file (a missing folder, no permission); its message.
        case unableToOpen(sqlite: String)
        /// SQLite was denied access to the file; its message.
        case permissionDenied(sqlite: String)
        /// The file is not an SQLite database; SQLite's message.
        case notADatabase(sqlite: String)
        /// A migration (by name) failed and was rolled back, for `reason`.
        case migrationFailed(name: String, reason: Reason)
        /// The file records migrations this version does not know (a newer version wrote it).
        case newerMigrations([String])
        /// A migration asked for by name is not registered.
        case unknownMigration(String)
        /// A migration left foreign keys pointing at missing rows in `tables`; it was rolled back.
        case foreignKeysBroken(migration: String, tables: [String])
        /// The widget snapshot beside the database cannot be written; the system's account.
        case snapshotNotWritten(detail: String)
        /// Another failure of SQLite, by its own message.
        case sqlite(String)
        /// A failure of another layer (the system, Foundation), in its own words.
        case other(String)

        /// The reason for an SQLite failure: the kinds a person can act on by name, any other by
        /// SQLite's message.
        public static func from(_ error: SQLiteError) -> Reason {
            let message = StoreError.oneLine(error.message)
            return switch error.code.primary {
            case .notADatabase: .notADatabase(sqlite: message)
            case .permission: .permissionDenied(sqlite: message)
            case .cannotOpen: .unableToOpen(sqlite: message)
            case .readOnly: .fileOrFolderReadOnly
            default: .sqlite(message)
            }
        }

        /// The English wording, phrased to follow "cannot open PATH: ".
        public var description: String {
            switch self {
            case .fileReadOnly: "the file is read-only"
            case .companionReadOnly(let path): "\(path) is read-only"
            case .folderReadOnly(let folder): "the folder \(folder) is read-only"
            case .fileOrFolderReadOnly: "the file or its folder is read-only"
            case .openedReadOnly: "it was opened read-only"
            case .missingFile: "it does not exist, and it cannot be created read-only"
            case .isAFolder: "it is a folder"
            case .notARegularFile(let kind): "it is \(kind.description), not a database file"
            case .folderNotCreated(let folder): "cannot create the folder \(folder)"
            case .emptyFile: "it is empty, and setting it up needs writing"
            case .olderVersion: "it was written by an older version of Kadō and must be upgraded first"
            case .unableToOpen(let message), .permissionDenied(let message), .notADatabase(let message),
                .sqlite(let message), .other(let message):
                message
            case .migrationFailed(let name, let reason):
                "the database could not be upgraded (migration \(name) failed: \(reason))"
            case .newerMigrations(let names):
                "it records migrations this version does not know (\(names.joined(separator: ", ")))"
            case .unknownMigration(let name): "no migration named \(name) is registered"
            case .foreignKeysBroken(let migration, let tables):
                "migration \(migration) left rows pointing at missing rows in \(tables.joined(separator: ", ")); "
                    + "it was rolled back"
            case .snapshotNotWritten(let detail): "the widget snapshot cannot be written: \(detail)"
            }
        }
    }
}

import Foundation
import KadoStore

extension Tracker {
    /// The language the settings of the database at `path` choose, read without creating,
    /// migrating or writing anything (not even SQLite's `-wal` and `-shm` files): for a front end
    /// that must speak the person's language before it opens the database, or after it failed
    /// to (an error of the command line itself). `nil` when there is no database there, it
    /// cannot be read as it is, or it chooses no language (`auto`: the
    /// front end's own then).
    public static func storedLanguage(databasePath path: String) -> Language? {
        guard FileManager.default.fileExists(atPath: path),
            // A database that cannot be opened or read chooses no language: the default one is used, and the command
            // that opens it says what is wrong.
            let store = try? HabitStore(path: path, now: { Date(timeIntervalSince1970: 0) }, access: .readOnly),
            let text = try? store.settings()[Settings.Key.language]
        else { return nil }
        guard case .fixed(let language) = LanguageSetting(code: text) else { return nil }
        return language
    }
}

import Foundation
import KadoApp
import KadoCore

/// What the Settings screen shows besides the settings themselves.
struct SettingsFacts {
    let settings: Settings
    let databasePath: String
    let habitCount: Int
    let lastExport: String?
    /// Whether this request needs a credential: the access card (signing out) is shown then.
    let needsCredential: Bool
    /// Where sync stands (read without reaching the target).
    let sync: SyncStatus
    /// Whether the background sync is syncing now, or about to (asked for, not started yet).
    let syncRunning: Bool
    /// The zone the times are shown in.
    let timeZone: TimeZone
    /// Who rings reminders and each channel's state.
    let reminders: RemindersCardFacts
    /// The automatic backups: the last one, the settings, the last failure.
    let backups: AutoBackupListing
}

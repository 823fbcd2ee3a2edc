import Foundation
import KadoApp
import KadoCore

/// What the Settings screen shows besides the settings themselves.
struct SettingsFacts {
    let settings: Settings
    let databasePath: String
    let habitCount: Int
    let lastExport: String?
    /// Whether this request needs a credential.
    let needsCredential: Bool
    /// Whether any request could need one (other devices reach this server): the Devices card is
    /// shown then, to a signed-in device and to this machine's own browser alike.
    var hasDevices = false
    /// The devices signed in and the scripts' tokens (read only when ``hasDevices``).
    var devices: [WebDevice] = []
    /// The digest of the asking browser's session, when it is signed in.
    var currentDevice: String?
    /// When the calendar feed's token was made, `nil` when there is no feed (read only when
    /// ``hasDevices``).
    var feedMadeAt: Date?
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

import KadoApp
import KadoCore

/// Messages shown once after a redirect, named in the query (`?notice=archived`).
enum Notice: String {
    case created, saved, archived, unarchived, deleted, imported, importedAfterChange, settingsSaved, signedOut,
        syncSetUp, syncOff, syncSetUpEncrypted, syncEncrypted, syncPassphraseTyped, syncPassphraseChanged, pushSaved,
        backupsSaved, backedUp, restored, habitRestored, emptied

    func text(_ t: Localizer) -> String {
        switch self {
        case .created: t(.noticeCreated)
        case .saved: t(.noticeSaved)
        case .archived: t(.noticeArchived)
        case .unarchived: t(.noticeUnarchived)
        case .deleted: t(.noticeDeleted)
        case .imported: t(.noticeImported)
        case .importedAfterChange: t(.noticeImportedAfterChange)
        case .settingsSaved: t(.noticeSettingsSaved)
        case .signedOut: t(.noticeSignedOut)
        case .syncSetUp: t(.noticeSyncSetUp)
        case .syncOff: t(.noticeSyncOff)
        case .syncSetUpEncrypted: t(.noticeSyncSetUpEncrypted)
        case .syncEncrypted: t(.noticeSyncEncrypted)
        case .syncPassphraseTyped: t(.noticeSyncPassphraseTyped)
        case .syncPassphraseChanged: t(.noticeSyncPassphraseChanged)
        case .pushSaved: t(.noticePushSaved)
        case .backupsSaved: t(.noticeBackupsSaved)
        case .backedUp: t(.noticeBackedUp)
        case .restored: t(.noticeRestored)
        case .habitRestored: t(.noticeHabitRestored)
        case .emptied: t(.noticeEmptied)
        }
    }
}

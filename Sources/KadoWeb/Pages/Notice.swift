import KadoApp
import KadoCore

/// Messages shown once after a redirect, named in the query (`?notice=archived`).
enum Notice: String {
    case created, saved, archived, unarchived, deleted, imported, importedAfterChange, settingsSaved, signedOut,
        syncSetUp, syncOff, syncSetUpEncrypted, syncEncrypted, syncPassphraseTyped, syncPassphraseChanged,
        syncEarlierPassphrase, pushSaved,
        backupsSaved, backedUp, restored, habitRestored, emptied, dayChanged, recordedOnShownDay, deviceRenamed,
        deviceSignedOut, deviceNameMissing, versionRemoved, versionMoved, calendarFeedRevoked

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
        case .syncEarlierPassphrase: t(.noticeSyncEarlierPassphrase)
        case .pushSaved: t(.noticePushSaved)
        case .backupsSaved: t(.noticeBackupsSaved)
        case .backedUp: t(.noticeBackedUp)
        case .restored: t(.noticeRestored)
        case .habitRestored: t(.noticeHabitRestored)
        case .emptied: t(.noticeEmptied)
        case .dayChanged: t(.noticeDayChanged)
        case .recordedOnShownDay: t(.noticeRecordedOnShownDay(nil))
        case .deviceRenamed: t(.noticeDeviceRenamed)
        case .deviceSignedOut: t(.noticeDeviceSignedOut)
        case .deviceNameMissing: t(.noticeDeviceNameMissing)
        case .versionRemoved: t(.noticeVersionRemoved)
        case .versionMoved: t(.noticeVersionMoved)
        case .calendarFeedRevoked: t(.noticeCalendarFeedRevoked)
        }
    }

    /// The query parameter naming the day a check-in was recorded on (``recordedOnShownDay``).
    static let shownDayParameter = "shown"

    /// The message the query of `request` names (`?notice=…`), with its day when it has one.
    static func message(in request: HTTPRequest, t: Localizer) -> String? {
        guard let notice = request.queryValue("notice").flatMap(Notice.init(rawValue:)) else { return nil }
        if notice == .recordedOnShownDay, let day = request.queryValue(shownDayParameter).flatMap(LogicalDay.init) {
            return t(.noticeRecordedOnShownDay(t.longDate(day)))
        }
        return notice.text(t)
    }

    /// `path` (a local path, perhaps with a query and a fragment) with `notice` added to its
    /// query, and `extra` parameters after it.
    static func path(_ path: String, adding notice: Notice, _ extra: [(String, String)] = []) -> String {
        let fragmentStart = path.firstIndex(of: "#") ?? path.endIndex
        let base = path[..<fragmentStart]
        let fragment = path[fragmentStart...]
        let items = [("notice", notice.rawValue)] + extra
        let query = items.map { "\($0.0)=\(RequestTarget.percentEncode($0.1))" }.joined(separator: "&")
        // A notice already there is replaced, never repeated.
        var kept = base.split(separator: "?", maxSplits: 1).map(String.init)
        if kept.count == 2 {
            let names = Set(items.map(\.0))
            let others = kept[1].split(separator: "&").filter { part in
                !names.contains(String(part.prefix { $0 != "=" }))
            }
            kept[1] = others.joined(separator: "&")
        }
        let front = kept[0]
        let existing = kept.count == 2 && !kept[1].isEmpty ? kept[1] + "&" : ""
        return front + "?" + existing + query + fragment
    }
}

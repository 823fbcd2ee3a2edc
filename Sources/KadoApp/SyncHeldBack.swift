import Foundation

/// Something a sync left for a later one (``SyncOutcome/heldBack``), as a value each front end
/// phrases with what to do about it: a sync that held something back succeeded, yet did not
/// take in everything the target holds, and the status says so instead of "no error".
public enum SyncHeldBack: Hashable, Sendable {
    /// The clock of `device` is `seconds` ahead of this one's, more than a sync trusts: `changes`
    /// of its rows wait until this clock gets there. Fix that device's date and time.
    case clockAhead(device: String, seconds: TimeInterval, changes: Int)
    /// `changes` records, skips or reminders wait for a habit no device has published yet: the
    /// device that made the habit has to sync.
    case waitingForHabit(changes: Int)
    /// `changes` rows of `device` refused, as no Kadō this one knows could have written them
    /// (`reason`, in neutral English); `nil`s in a record of an earlier Kadō, which kept the count
    /// alone. Update Kadō here, or look at that device.
    case refused(device: String?, changes: Int, reason: String?)
    /// A file of the target not read, and why (``SyncSkipReason``).
    case unreadFile(UnreadFile)
}

extension UnreadFile {
    /// The device whose folder holds the file (`kado-sync/devices/ID/…`), when it is in one.
    public var device: String? {
        let parts = path.split(separator: "/")
        guard let index = parts.firstIndex(of: "devices"), index + 1 < parts.count else { return nil }
        return String(parts[index + 1])
    }
}

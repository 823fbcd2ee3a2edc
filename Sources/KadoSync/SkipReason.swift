/// Why a sync did not read a file of the target this time, as a stable value (`kado sync --json`
/// prints its raw value); the next sync tries the file again. Each skipped file also carries the
/// words of why (``SyncReport/SkippedFile/detail``).
public enum SkipReason: String, Hashable, Sendable, Codable, CaseIterable {
    /// A manifest names it, but it is not on the target yet (a sync tool still copying).
    case notThereYet
    /// Its bytes are not the ones its manifest names: still being copied.
    case checksumMismatch
    /// A manifest cut short, or no JSON at all: still being copied.
    case torn
    /// It cannot be read: whole, yet damaged (not what its kind holds).
    case unreadable
    /// It is in a form only a newer Kadō writes (an envelope or a table this version does not know).
    case newerFormat
    /// It is stored in the clear in an encrypted target: refused, never read.
    case storedInTheClear
    /// It is sealed under another generation of the passphrase than this device's key.
    case otherPassphrase
    /// It belongs to another sync group.
    case otherSyncGroup
    /// It names another device than the one whose folder holds it.
    case otherDevice
    /// It is an older manifest of its device than one already read: a copy put back.
    case olderCopy
    /// A manifest (the file named) lists a segment under a name no segment has.
    case notASegmentName
}

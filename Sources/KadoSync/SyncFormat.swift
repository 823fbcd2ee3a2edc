import Foundation
import KadoStore

/// The names and versions of the sync format (docs/sync.md): where each file lives under the
/// target, and which names a sync tool leaves beside them that are never ours.
public enum SyncFormat {
    /// The newest format version this code reads.
    public static let version = 9
    /// The version of a plain target's files (and of every file before encryption).
    public static let plainVersion = 1
    /// The version of an encrypted target's files: `target.json` with its `encryption`, and
    /// sealed manifests and segments.
    public static let sealedVersion = 2
    /// The version of a segment, plain or sealed, that holds a version of a reminder (a table
    /// Kadō reads from version 3 on): a Kadō that reads an older version refuses the target as
    /// newer instead of failing on the table. Segments without one keep their version, so
    /// devices not upgraded yet read them as long as nobody publishes a reminder.
    public static let remindersVersion = 3

    /// The version of a segment, plain or sealed, that holds a version of a habit with a
    /// description or a group (``RowVersion/carriesOptionalColumns``, columns Kadō reads from
    /// version 4 on). A Kadō that reads an older version refuses the target as newer: it would
    /// refuse the habit's version for its unknown columns, and a later change of that habit
    /// there would be published without them, so they would be lost everywhere. A habit with
    /// neither travels as before, in a segment that keeps its version.
    public static let habitTextsVersion = 4

    /// The version of a segment, plain or sealed, that holds a deleted habit's version: since
    /// the trash (schema migration 7) a deletion leaves the habit's records live, and a Kadō that
    /// reads an older version would take those live records for check-ins made after the
    /// deletion and bring every deleted habit back on every device. It refuses the target as
    /// newer instead, until it is upgraded.
    public static let trashVersion = 5

    /// The version of a segment, plain or sealed, that holds a version of a habit with a start
    /// date set by hand (`start_day`, schema migration 9). A Kadō that reads an older version
    /// refuses the target as newer: it would read the habit without its start, and a later
    /// change of that habit there would be published without it, so it would be lost everywhere.
    public static let startDayVersion = 6

    /// The version of an encrypted target's `target.json` whose encryption says the earlier
    /// passphrases leaked (``TargetEncryption/revokedBefore``): a Kadō that reads an older version
    /// refuses the target as newer (update Kadō) instead of taking the passphrase typed for a
    /// wrong one, since its key check binds that field.
    public static let revocationVersion = 7

    /// The version of a segment, plain or sealed, that holds a version of a habit whose terms
    /// changed "from a date" (`earlier_rules`, schema migration 13). A Kadō that reads an older
    /// version refuses the target as newer: it would read the habit with its current terms over
    /// its whole history, and a later change of that habit there would be published without its
    /// earlier terms, so they would be lost everywhere.
    public static let ruleVersionsVersion = 8

    /// The version of a segment, plain or sealed, that holds a version of a habit whose terms carry
    /// the stamps sync merges them by (`earlier_rules` with its `|` part, see docs/sync.md): a
    /// Kadō that reads format 8 at most would refuse the text, or, reading it, publish its next
    /// change of the habit without the stamps, and a version removed there would come back. It
    /// refuses the target as newer instead, until it is upgraded.
    public static let ruleStampsVersion = 9

    /// The version of a segment holding `rows`: ``ruleStampsVersion`` when one is a habit's whose
    /// terms carry stamps, ``ruleVersionsVersion`` when one is a habit's with earlier terms, ``startDayVersion`` when one is a habit's with a start date, ``trashVersion`` when one is a deleted habit's,
    /// ``habitTextsVersion`` when one is a habit's with a description, a group or an emptying,
    /// ``remindersVersion`` when one is a reminder's, `base` otherwise (``plainVersion`` or
    /// ``sealedVersion``).
    static func segmentVersion(of rows: [RowVersion], base: Int) -> Int {
        var version = base
        if rows.contains(where: { $0.table == .reminders }) { version = max(version, remindersVersion) }
        if rows.contains(where: \.carriesOptionalColumns) { version = max(version, habitTextsVersion) }
        if rows.contains(where: { $0.table == .habits && $0.isDeletion }) { version = max(version, trashVersion) }
        if rows.contains(where: { $0.table == .habits && $0.carries("start_day") }) {
            version = max(version, startDayVersion)
        }
        if rows.contains(where: { $0.table == .habits && $0.carries("earlier_rules") }) {
            version = max(version, ruleVersionsVersion)
        }
        if rows.contains(where: \.carriesRuleStamps) { version = max(version, ruleStampsVersion) }
        return version
    }
    /// The folder, under the target's root, that holds everything of Kadō's.
    public static let root = "kado-sync"
    /// The target's identity, written once by the device that set the target up.
    public static let targetPath = "\(root)/target.json"
    /// The folder of every device's own folder.
    public static let devicesPath = "\(root)/devices"
    /// The envelope of files whose payload is stored as it is (no encryption).
    public static let plainEnvelope = "plain"
    /// The envelope of sealed files: XChaCha20-Poly1305 (IETF) under a key derived from the
    /// target's passphrase, the clear header authenticated as associated data.
    public static let sealedEnvelope = "xchacha20poly1305"
    /// What a temporary file of ours starts with: it is never read, and is left for the writer
    /// (or a later clean-up) to remove.
    public static let temporaryPrefix = ".kado-tmp-"

    /// The folder of device `id`.
    public static func devicePath(_ id: String) -> String { "\(devicesPath)/\(id)" }
    /// The manifest of device `id`.
    public static func manifestPath(_ id: String) -> String { "\(devicePath(id))/manifest.json" }
    /// The segment `name` of device `id`.
    public static func segmentPath(_ id: String, _ name: String) -> String { "\(devicePath(id))/segments/\(name)" }

    /// The name of a segment: its sequence number (eight digits) and the start of its checksum.
    public static func segmentName(sequence: Int, checksum: String) -> String {
        let number = String(sequence)
        return String(repeating: "0", count: max(0, 8 - number.count)) + number + "-" + checksum.prefix(16) + ".kseg"
    }

    /// The sequence number a segment's name begins with, or `nil` for a name not Kadō's.
    public static func sequence(ofSegment name: String) -> Int? {
        guard isSegmentName(name), let digits = name.split(separator: "-", maxSplits: 1).first else { return nil }
        return Int(digits)
    }

    /// Whether `name` is a name Kadō itself writes for a segment.
    public static func isSegmentName(_ name: String) -> Bool {
        let parts = name.split(separator: "-", maxSplits: 1)
        guard parts.count == 2, parts[0].count >= 8, parts[0].allSatisfy(\.isASCIIDigit),
            parts[1].hasSuffix(".kseg")
        else { return false }
        let digest = parts[1].dropLast(5)
        return digest.count == 16 && digest.allSatisfy(\.isLowerHexDigit)
    }

    /// Whether `name` is a device folder's name: a device id (a UUID's canonical text). Anything
    /// else beside them — a sync tool's conflict copy, a temporary file, a `.DS_Store` — is not
    /// Kadō's and is ignored (never read, never removed).
    public static func isDeviceFolderName(_ name: String) -> Bool {
        UUID(uuidString: name)?.uuidString == name
    }

    /// Whether `name` is a file a sync tool leaves beside ours — a conflict copy (Syncthing's
    /// `.sync-conflict-`, Dropbox's and Nextcloud's `(… conflicted copy …)`), a temporary file
    /// (Syncthing's `.syncthing.*.tmp`, Nextcloud's `.~` and `.part`, Dropbox's `.dropbox*`), or
    /// one of ours: never read.
    public static func isForeignOrTemporary(_ name: String) -> Bool {
        name.contains(".sync-conflict-") || name.contains("conflicted copy") || name.hasPrefix(".syncthing.")
            || name.hasPrefix(".~") || name.hasSuffix(".part") || name.hasPrefix(".dropbox")
            || name.hasPrefix(temporaryPrefix) || name.hasSuffix(".tmp")
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
    fileprivate var isLowerHexDigit: Bool { ("0"..."9").contains(self) || ("a"..."f").contains(self) }
}

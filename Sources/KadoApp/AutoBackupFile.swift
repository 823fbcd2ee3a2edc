import Foundation
import KadoCore

/// One automatic backup in the backups folder: `kado-auto-YYYY-MM-DD.json`, Kadō's JSON backup
/// (the lossless format) of the database as it was right after the first change of that logical
/// day. Names sort by day; only names of exactly this form are ever listed, rotated or removed,
/// so a file someone else put in the folder (or a temporary file of a write that was cut short)
/// is never taken for a backup.
///
/// The default folder is the database's own (``AutoBackupConfiguration/defaultFolder(besideDatabase:)``).
/// A folder the person chose (`backup-folder`) may be shared by several databases, so there the
/// name also carries the database's tag (``BackupUseCases/autoBackupTag``, the beginning of its device
/// id): `kado-auto-YYYY-MM-DD-1a2b3c4d.json`, and one database never lists, rotates or replaces
/// another's. A name without a tag (written there before tags) still counts as this database's.
public struct AutoBackupFile: Hashable, Sendable {
    /// The file's full path.
    public var path: String
    /// The logical day it was written on.
    public var day: LogicalDay
    /// Its size in bytes.
    public var size: Int

    /// The name prefix.
    static let prefix = "kado-auto-"
    /// The name suffix.
    static let suffix = ".json"

    /// The file name of `day`'s backup: `kado-auto-2026-12-02.json`, or with `tag`
    /// `kado-auto-2026-12-02-1a2b3c4d.json`.
    public static func name(of day: LogicalDay, tag: String? = nil) -> String {
        "\(prefix)\(day)\(tag.map { "-\($0)" } ?? "")\(suffix)"
    }

    /// The day `name` is the backup of, when it is exactly ``name(of:tag:)`` of a supported day,
    /// without a tag or with `tag`.
    public static func day(ofName name: String, tag: String? = nil) -> LogicalDay? {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
        let middle = name.utf8.count - prefix.utf8.count - suffix.utf8.count
        let tagged = tag.map { middle == 10 + 1 + $0.utf8.count } ?? false
        guard middle == 10 || tagged else { return nil }
        let text = String(name.dropFirst(prefix.count).prefix(10))
        guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2D }),
            let day = LogicalDay(text), day.isSupported, name == Self.name(of: day, tag: tagged ? tag : nil)
        else { return nil }
        return day
    }

    /// The automatic backups in `folder`, oldest first: regular files named by ``name(of:tag:)``
    /// only, without a tag or with `tag` (a missing folder, or a file where the folder should
    /// be, holds none: writing there fails, and says so).
    /// - Complexity: O(n log n) for n entries in the folder.
    static func files(in folder: String, tag: String? = nil) throws -> [AutoBackupFile] {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return [] }
        var found: [AutoBackupFile] = []
        for name in try manager.contentsOfDirectory(atPath: folder) {
            guard let day = day(ofName: name, tag: tag) else { continue }
            let path = (folder as NSString).appendingPathComponent(name)
            // A probe: a file that cannot be looked at is not counted as a backup, and is left as it is.
            guard let attributes = try? manager.attributesOfItem(atPath: path),
                attributes[.type] as? FileAttributeType == .typeRegular
            else { continue }
            found.append(AutoBackupFile(path: path, day: day, size: (attributes[.size] as? Int) ?? 0))
        }
        return found.sorted { ($0.day, $0.path) < ($1.day, $1.path) }
    }

    /// Whether `name` is the temporary file of a write of an automatic backup
    /// (`.kado-auto-2026-12-02.json.UUID.tmp`, as an atomic write names it): what a write cut
    /// short by a crash leaves behind.
    static func isTemporaryName(_ name: String, tag: String? = nil) -> Bool {
        let uuidLength = 36
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let middle = name.dropFirst().dropLast(".tmp".count)
        guard middle.count > uuidLength + 1 else { return false }
        let uuid = middle.suffix(uuidLength)
        let backup = middle.dropLast(uuidLength + 1)
        return middle.dropLast(uuidLength).hasSuffix(".") && UUID(uuidString: String(uuid)) != nil
            && day(ofName: String(backup), tag: tag) != nil
    }

    /// The temporary files of automatic backups in `folder` last written before `moment`: those of
    /// writes that a crash cut short (a write in progress, in another process, is newer).
    static func leftovers(in folder: String, before moment: Date, tag: String? = nil) -> [String] {
        let manager = FileManager.default
        // Leftovers are looked for at best: a folder that cannot be listed has none to remove now, and writing the
        // backup says why.
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { isTemporaryName($0, tag: tag) }.map { (folder as NSString).appendingPathComponent($0) }
            .filter { path in
                // A probe: a file that cannot be looked at is left as it is.
                guard let attributes = try? manager.attributesOfItem(atPath: path),
                    attributes[.type] as? FileAttributeType == .typeRegular,
                    let modified = attributes[.modificationDate] as? Date
                else { return false }
                return modified < moment
            }
    }
}

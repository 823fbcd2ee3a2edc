import CZlib
import Foundation

/// Why a zip archive cannot be read: what a reader of one reports.
public enum ArchiveProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// No zip directory at the end of the file: cut short, or not a zip archive.
    case noDirectory
    /// The entry `entry` (or the directory, when `nil`) lies beyond the end of the file.
    case truncated(entry: String?)
    /// An entry's name that would leave the archive's folder (`../x`, `/etc/x`, `C:\x`).
    case unsafeName(String)
    /// The entry is stored in a way Kadō does not read (a compression `method` other than none
    /// and deflate; `method` −1 for an encrypted entry, −2 for a ZIP64 one).
    case unsupported(entry: String, method: Int)
    /// The entry's data does not inflate to what the directory says (size or checksum).
    case damaged(entry: String)
    /// The archive holds more than `limit` entries.
    case tooManyEntries(Int, limit: Int)
    /// The archive or folder lacks the file `name` its format needs.
    case missingFile(String)
    /// The entries read would inflate to more than `limit` bytes together; `entry` is the one
    /// that passes it (by its declared size, or by what it really inflates to).
    case inflatesTooLarge(entry: String, limit: Int)
    /// The entry is itself a zip archive, which is not opened (an archive inside an archive).
    case nestedArchive(entry: String)

    /// The English wording.
    public var description: String {
        switch self {
        case .noDirectory: "not a complete zip archive: its directory at the end is missing (the file may be cut short)"
        case .truncated(let entry?): "the entry \"\(entry)\" lies beyond the end of the file: the file is cut short"
        case .truncated(nil): "the zip directory lies beyond the end of the file: the file is cut short"
        case .unsafeName(let name): "the entry name \"\(name)\" would leave the archive's folder: refused"
        case .unsupported(let entry, let method):
            switch method {
            case -1: "the entry \"\(entry)\" is encrypted"
            case -2: "the entry \"\(entry)\" is stored as ZIP64, which Kadō does not read"
            default:
                "the entry \"\(entry)\" is compressed with method \(method); Kadō reads stored and deflated entries"
            }
        case .damaged(let entry): "the entry \"\(entry)\" is damaged: its data does not match its size or checksum"
        case .tooManyEntries(let count, let limit):
            "the archive holds \(BackupLimits.grouped(count)) entries, more than the \(BackupLimits.grouped(limit)) Kadō reads"
        case .missingFile(let name): "there is no \(name) in it"
        case .inflatesTooLarge(let entry, let limit):
            "the entry \"\(entry)\" would take the entries read past \(BackupLimits.describe(bytes: limit)) once "
                + "inflated, the most Kadō reads from an archive: refused"
        case .nestedArchive(let entry):
            "the entry \"\(entry)\" is itself a zip archive, which Kadō does not open: unpack it and import the "
                + "export it holds"
        }
    }
}

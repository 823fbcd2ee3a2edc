import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What tells one state of a file from another, short of its bytes: its device, inode, size,
/// modification and change times. A write changes the modification and change times (the
/// change time cannot be set back by `touch`); a file put in its place has another inode.
public struct FileIdentity: Equatable, Sendable, CustomStringConvertible {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: (seconds: Int64, nanoseconds: Int64)
    var changed: (seconds: Int64, nanoseconds: Int64)

    /// Whether the two are the same state of the same file.
    public static func == (lhs: FileIdentity, rhs: FileIdentity) -> Bool {
        lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.size == rhs.size && lhs.modified == rhs.modified
            && lhs.changed == rhs.changed
    }

    /// The identity as one line: device, inode, size, modification and change times.
    public var description: String {
        "\(device) \(inode) \(size) \(modified.seconds).\(modified.nanoseconds) "
            + "\(changed.seconds).\(changed.nanoseconds)"
    }

    /// The identity of the file at `path`, or `nil` when there is none.
    public static func of(_ path: String) -> FileIdentity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = status.st_mtimespec
            let changed = status.st_ctimespec
        #else
            let modified = status.st_mtim
            let changed = status.st_ctim
        #endif
        return FileIdentity(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
            modified: (Int64(modified.tv_sec), Int64(modified.tv_nsec)),
            changed: (Int64(changed.tv_sec), Int64(changed.tv_nsec)))
    }
}

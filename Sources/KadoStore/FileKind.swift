import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names, as `stat(2)` tells it (following symbolic links): a database or a backup
/// must be a regular file, and anything else — a named pipe, a device, a socket — is refused by
/// name before it is opened, where reading it would wait for ever (a FIFO) or read nothing true
/// (`/dev/null`).
public enum FileKind: String, Hashable, Sendable, CaseIterable {
    /// A regular file.
    case regularFile
    /// A folder.
    case folder
    /// A named pipe (FIFO), which an open waits on until something writes to it.
    case namedPipe
    /// A character device (`/dev/null`, a terminal).
    case characterDevice
    /// A block device (a disk).
    case blockDevice
    /// A Unix socket.
    case socket

    /// The kind of what `path` names, or `nil` when nothing is there (or it cannot be looked at).
    public static func of(path: String) -> FileKind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return switch status.st_mode & S_IFMT {
        case S_IFREG: .regularFile
        case S_IFDIR: .folder
        case S_IFIFO: .namedPipe
        case S_IFCHR: .characterDevice
        case S_IFBLK: .blockDevice
        case S_IFSOCK: .socket
        default: .characterDevice
        }
    }

    /// In English, after "it is": `a named pipe (FIFO)`.
    public var description: String {
        switch self {
        case .regularFile: "a file"
        case .folder: "a folder"
        case .namedPipe: "a named pipe (FIFO)"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        }
    }
}

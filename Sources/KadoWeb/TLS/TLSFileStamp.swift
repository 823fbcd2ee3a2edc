import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What tells that a certificate or key file changed without reading it: its inode (a file
/// replaced by a rename is a new inode), size and modification time, as `stat(2)` says. `nil`
/// parts mean the file could not be looked at.
struct TLSFileStamp: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int

    /// The stamp of the file at `path`, or `nil` when it cannot be looked at (missing).
    static func of(_ path: String) -> TLSFileStamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return TLSFileStamp(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
            modifiedSeconds: Int(status.st_mtim.tv_sec), modifiedNanoseconds: Int(status.st_mtim.tv_nsec))
    }

    /// The stamps of both files of `files`, compared as one: either changing is a renewal.
    struct Pair: Hashable, Sendable {
        let certificate: TLSFileStamp?
        let key: TLSFileStamp?

        /// The stamps of `files` now.
        init(_ files: TLSFiles) {
            certificate = TLSFileStamp.of(files.certificate)
            key = TLSFileStamp.of(files.key)
        }
    }
}

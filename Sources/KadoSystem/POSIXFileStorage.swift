import Foundation
import KadoApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ``FileStorage`` by the system's calls: `open(2)` with `O_EXCL` for a temporary file beside the
/// target, `write(2)`/`sendfile(2)`, `fsync(2)` of the file and its folder when durable,
/// `rename(2)` over the target.
public struct POSIXFileStorage: FileStorage {
    /// The system's files.
    public init() {}

    /// Writes `path` anew through a temporary file beside it (see ``FileStorage/replace(_:durable:_:)``).
    public func replace(_ path: String, durable: Bool, _ fill: (any FileOutput) throws -> Void) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(
            ".\((path as NSString).lastPathComponent).\(UUID().uuidString).tmp")
        // The owner's only: a snapshot, a backup or a record of Kadō's holds the habits.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary])
        }
        do {
            let output = DescriptorOutput(descriptor: descriptor)
            try fill(output)
            if durable {
                // A umask cannot have widened it, but a secret is checked rather than assumed.
                guard fchmod(descriptor, 0o600) == 0 else { throw SystemError.current(path: path) }
                try output.synchronize()
            }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard close(descriptor) == 0 else {
            unlink(temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary])
        }
        if rename(temporary, path) != 0 {
            unlink(temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        if durable {
            // The rename itself reaches the disk with the folder's entry.
            let folderDescriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_CLOEXEC)
            if folderDescriptor >= 0 {
                _ = fsync(folderDescriptor)
                close(folderDescriptor)
            }
        }
    }

    /// Writes into the device or pipe at `path` in place (see ``FileStorage/overwrite(_:_:)``).
    public func overwrite(_ path: String, _ fill: (any FileOutput) throws -> Void) throws {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError.current(path: path) }
        defer { close(descriptor) }
        try fill(DescriptorOutput(descriptor: descriptor))
    }

    /// A file made with `mkstemp(3)` and unlinked at once (see ``FileStorage/unnamedFile(_:)``).
    public func unnamedFile(_ fill: (any FileOutput) throws -> Void) throws -> Int32 {
        let temporary = NSTemporaryDirectory()
        let folder = temporary.hasSuffix("/") ? temporary : temporary + "/"
        var template = Array((folder + ".kado-export-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard descriptor >= 0 else { throw SystemError.current(path: path) }
        // Unlinked at once: nothing is left behind however the process ends.
        unlink(path)
        do {
            try fill(DescriptorOutput(descriptor: descriptor))
        } catch {
            close(descriptor)
            throw error
        }
        return descriptor
    }

    /// The whole file, read in one buffer sized by `fstat(2)` (see ``FileStorage/contents(of:)``).
    public func contents(of path: String) throws -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw SystemError.current(path: path)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemError.current(path: path) }
        // One read of the size the file has, plus one byte to see its end; more if it grew.
        let chunk = max(Int(status.st_size) + 1, 1 << 16)
        var whole: [UInt8] = []
        while true {
            var failure: Int32?
            let piece = [UInt8](unsafeUninitializedCapacity: chunk) { buffer, count in
                count = 0
                guard let base = buffer.baseAddress else { return }
                while count < chunk {
                    let got = systemRead(descriptor, base + count, chunk - count)
                    if got < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    if got == 0 { return }
                    count += got
                }
            }
            if let failure {
                throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO, userInfo: [NSFilePathErrorKey: path])
            }
            if whole.isEmpty { whole = piece } else { whole += piece }
            if piece.count < chunk { return whole }
        }
    }

    /// `unlink(2)`, a missing file being no error.
    public func remove(_ path: String) throws {
        guard unlink(path) == 0 || errno == ENOENT else { throw SystemError.current(path: path) }
    }

    /// `chmod(2)` to 0600 when the group or others may read it.
    public func keepPrivate(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & 0o077 != 0 else { return }
        chmod(path, 0o600)
    }

    /// `strerror(3)`, and whether `code` is `ENOSPC` or `EDQUOT`.
    public func describe(errorCode code: Int32) -> (reason: String, isDiskFull: Bool) {
        (SystemError.reason(code), SystemError.isDiskFull(code))
    }
}

/// `read(2)`, under a name Foundation's `read` does not hide.
private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, bytes, count)
    #else
        Darwin.read(descriptor, bytes, count)
    #endif
}

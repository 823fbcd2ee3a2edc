import Foundation
import KadoBackup

/// A ``BackupSink`` that writes to an open file descriptor (a file, a pipe, standard output), a
/// chunk at a time as the export makes it.
public final class FileDescriptorSink: BackupSink {
    /// Writes one chunk to a descriptor; throws to stop the export.
    public typealias ChunkWriter = (Int32, UnsafeRawBufferPointer) throws -> Void

    private let descriptor: Int32
    private let writeChunk: ChunkWriter

    /// A sink writing to `descriptor` (which it does not close) with `writeChunk`: by default,
    /// every byte, again after an interruption, throwing `POSIXError` with the system's reason.
    public init(descriptor: Int32, writeChunk: @escaping ChunkWriter = FileDescriptorSink.writeAll) {
        self.descriptor = descriptor
        self.writeChunk = writeChunk
    }

    /// Takes the next bytes of the file.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        try writeChunk(descriptor, bytes)
    }

    /// Writes all of `bytes` to `descriptor`.
    /// - Throws: `POSIXError` with the system's reason (`ENOSPC` for a full disk).
    public static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws {
        try SnapshotFile.writeAll(bytes, to: descriptor)
    }
}

/// Where an export writes as it goes (``Tracker/exportBackup(format:appVersion:into:)``), under
/// the name front ends use without importing the backup codecs.
public typealias ExportSink = BackupSink

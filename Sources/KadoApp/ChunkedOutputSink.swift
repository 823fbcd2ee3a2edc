import Foundation
import KadoBackup

/// A backup's sink that hands each chunk to `writeChunk` with the file it goes to: by default
/// written as it is, and in tests or under an ``AutoBackupControl`` through a writer that may
/// stop (a full disk half-way, a backup abandoned).
public final class ChunkedOutputSink: BackupSink {
    /// Writes one chunk into the file.
    public typealias ChunkWriter = (any FileOutput, UnsafeRawBufferPointer) throws -> Void

    private let output: any FileOutput
    private let writeChunk: ChunkWriter

    /// A sink into `output`, each chunk written by `writeChunk`.
    public init(output: any FileOutput, writeChunk: @escaping ChunkWriter = ChunkedOutputSink.writeAll) {
        self.output = output
        self.writeChunk = writeChunk
    }

    /// Hands `bytes` to the chunk writer, with the file.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        try writeChunk(output, bytes)
    }

    /// Writes every byte of `bytes` into `output`.
    public static func writeAll(_ output: any FileOutput, _ bytes: UnsafeRawBufferPointer) throws {
        try output.write(bytes)
    }
}

/// Where an export writes as it goes (``BackupUseCases/exportBackup(format:appVersion:into:)``), under
/// the name front ends use without importing the backup codecs.
public typealias ExportSink = BackupSink

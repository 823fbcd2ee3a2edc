import Foundation
import KadoBackup

/// A file being written through ``FileStorage``: bytes appended in order, and ranges copied from
/// another file without passing through this process where the system can (the widget
/// snapshot's unchanged lines). A backup is written straight into one (``BackupSink``).
public protocol FileOutput: BackupSink {
    /// Appends `bytes`, all of them.
    func write(_ bytes: UnsafeRawBufferPointer) throws
    /// Appends the bytes of `range` in the file open as `source`.
    func copy(_ range: Range<Int>, from source: FileHandle) throws
}

extension FileOutput {
    /// Appends `bytes`, all of them.
    public func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }
}

import Foundation

/// A sink that keeps the file in memory: for small exports and for tests.
public final class BackupDataSink: BackupSink {
    /// The bytes written so far.
    public private(set) var data = Data()

    /// An empty sink.
    public init() {}

    /// Takes the next bytes of the file.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        data.append(contentsOf: bytes)
    }
}

import Foundation
import KadoApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A ``FileOutput`` over an open descriptor: `write(2)` until every byte is written, and
/// `sendfile(2)` to copy a range of another file kernel-side where the system has it.
final class DescriptorOutput: FileOutput {
    let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func write(_ buffer: UnsafeRawBufferPointer) throws {
        guard let base = buffer.baseAddress else { return }
        var written = 0
        while written < buffer.count {
            let count = systemWrite(descriptor, base + written, buffer.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw SystemError.current() }
            written += count
        }
    }

    func copy(_ range: Range<Int>, from source: FileHandle) throws {
        #if os(Linux)
            var offset = off_t(range.lowerBound)
            var left = range.count
            while left > 0 {
                let sent = sendfile(descriptor, source.fileDescriptor, &offset, left)
                if sent < 0, errno == EINTR { continue }
                guard sent > 0 else { throw SystemError.current() }
                left -= sent
            }
        #else
            // No `sendfile` between files here: a megabyte at a time through this process.
            let chunk = 1 << 20
            var start = range.lowerBound
            while start < range.upperBound {
                let end = min(start + chunk, range.upperBound)
                try source.seek(toOffset: UInt64(start))
                let bytes = try source.read(upToCount: end - start) ?? Data()
                guard bytes.count == end - start else { throw POSIXError(.EIO) }
                try bytes.withUnsafeBytes { try write($0) }
                start = end
            }
        #endif
    }

    /// Flushes what was written to the disk.
    func synchronize() throws {
        guard fsync(descriptor) == 0 else { throw SystemError.current() }
    }
}

/// `write(2)`, under a name Foundation's `write` does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #else
        Darwin.write(descriptor, bytes, count)
    #endif
}

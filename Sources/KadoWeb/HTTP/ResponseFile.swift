#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open file whose first ``length`` bytes are a response's body: the connection reads and
/// sends it a chunk at a time, so that a download as large as the whole database's backup never
/// sits in memory. The descriptor is closed when the last reference goes.
public final class ResponseFile: Sendable {
    /// The open file.
    let descriptor: Int32
    /// How many bytes of it are the body.
    let length: Int

    /// The body in the first `length` bytes of `descriptor`, which this takes over (and closes).
    init(descriptor: Int32, length: Int) {
        self.descriptor = descriptor
        self.length = length
    }

    deinit {
        close(descriptor)
    }

    /// Reads up to `count` bytes at `offset` (within ``length``) into `buffer`, which it
    /// replaces; `false` when the file cannot be read or ends early.
    func read(at offset: Int, count: Int, into buffer: inout [UInt8]) -> Bool {
        let wanted = min(count, length - offset)
        guard wanted > 0 else { return false }
        buffer = [UInt8](unsafeUninitializedCapacity: wanted) { bytes, initialized in
            initialized = 0
            guard let base = bytes.baseAddress else { return }
            while initialized < wanted {
                let got = pread(
                    descriptor, base + initialized, wanted - initialized, off_t(offset + initialized))
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { break }
                initialized += got
            }
        }
        return buffer.count == wanted
    }
}

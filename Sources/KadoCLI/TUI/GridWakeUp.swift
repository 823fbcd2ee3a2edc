import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Wakes ``GridTerminal/waitForInput(timeout:)`` from another thread (a background backup that
/// started or ended), through the terminal's pipe; once the terminal is restored (the pipe
/// closed), it does nothing.
final class GridWakeUp: Sendable {
    /// The byte SIGWINCH writes.
    static let resized: UInt8 = 1
    /// The byte ``wake()`` writes.
    static let woken: UInt8 = 2
    /// The byte an ending signal writes.
    static let ending: UInt8 = 3

    /// The pipe's writing end while it is open.
    private let writer = Mutex<Int32?>(nil)

    /// Writes to `descriptor` from now on (``GridTerminal`` opens the pipe).
    func open(writer descriptor: Int32) {
        writer.withLock { $0 = descriptor }
    }

    /// After this, ``wake()`` writes nothing (the descriptor is about to be closed).
    func close() {
        writer.withLock { $0 = nil }
    }

    /// One byte down the pipe, so that the loop looks at what changed.
    func wake() {
        writer.withLock { descriptor in
            guard let descriptor else { return }
            var byte = Self.woken
            _ = write(descriptor, &byte, 1)
        }
    }
}

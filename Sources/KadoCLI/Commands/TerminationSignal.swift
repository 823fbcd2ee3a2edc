import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Catches SIGINT and SIGTERM from now on; `wait()` blocks until one arrives.
///
/// Set up before `kado serve` or `kado remind run` prints its banner: a signal sent as soon as
/// the banner appears must stop it, not be lost between ignoring the default action and
/// watching for it.
public final class TerminationSignal {
    private let received = DispatchSemaphore(value: 0)
    private var sources: [DispatchSourceSignal] = []

    /// Starts catching SIGINT and SIGTERM.
    public init() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [received] in received.signal() }
            source.resume()
            sources.append(source)
        }
    }

    /// Waits up to `seconds` for SIGINT or SIGTERM: whether one arrived (then it stops watching).
    public func wait(seconds: Double) -> Bool {
        guard received.wait(timeout: .now() + .milliseconds(Int(seconds * 1000))) == .success else { return false }
        for source in sources { source.cancel() }
        return true
    }

    /// Blocks until SIGINT or SIGTERM arrives, then stops watching.
    public func wait() {
        received.wait()
        for source in sources { source.cancel() }
    }
}

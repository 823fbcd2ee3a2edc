import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Catches SIGINT and SIGTERM from now on; `wait()` blocks until one arrives.
///
/// Set up before `kado serve` prints its banner: a signal sent as soon as the URL appears must
/// stop the server, not be lost between ignoring the default action and watching for it.
final class TerminationSignal {
    private let received = DispatchSemaphore(value: 0)
    private var sources: [DispatchSourceSignal] = []

    init() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [received] in received.signal() }
            source.resume()
            sources.append(source)
        }
    }

    /// Blocks until SIGINT or SIGTERM arrives, then stops watching.
    func wait() {
        received.wait()
        for source in sources { source.cancel() }
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Taking an exclusive `flock(2)` with a bound on the wait: the lock is asked for without
/// blocking, again and again a few milliseconds apart, until a deadline. A holder that never lets
/// go (a stuck import, a process stopped with SIGSTOP, a sync on a server that stopped answering)
/// then makes the caller give up instead of waiting for ever, and the caller says so as busy.
enum FileLockWait {
    /// What asking for the lock until a deadline found.
    enum Outcome: Equatable {
        /// Taken: the caller holds it.
        case taken
        /// Another open file description held it until the deadline.
        case timedOut
        /// The file system cannot lock this file at all (an error other than a conflict, given).
        case unsupported(Int32)
    }

    /// Takes the exclusive lock of `descriptor`, waiting until `deadline` at most.
    static func exclusive(_ descriptor: Int32, before deadline: ContinuousClock.Instant) -> Outcome {
        // Short at first, for the common case of a holder of a few milliseconds, then a little
        // longer, so that a minute's wait wakes no more than a few thousand times.
        var pause = 0.005
        while true {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return .taken }
            switch errno {
            case EINTR: continue
            case EWOULDBLOCK: break
            case let code: return .unsupported(code)
            }
            let now = ContinuousClock.now
            guard now < deadline else { return .timedOut }
            Thread.sleep(forTimeInterval: min(pause, now.duration(to: deadline).timeInterval))
            pause = min(pause * 1.5, 0.02)
        }
    }
}

extension Duration {
    /// The duration in seconds, as Foundation's waits take it.
    var timeInterval: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

import Synchronization

/// A value that threads of a test share: a `Mutex` in a class, so that the escaping, `@Sendable`
/// closures a test hands to threads and callbacks can all hold it.
public final class Locked<Value>: Sendable {
    private let mutex: Mutex<Value>

    /// A box holding `value`.
    public init(_ value: sending Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with the value, no other thread reading or changing it meanwhile.
    public func withValue<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        try mutex.withLock(body)
    }
}

extension Locked where Value: Sendable {
    /// A copy of the value.
    public var value: Value { mutex.withLock { $0 } }
}

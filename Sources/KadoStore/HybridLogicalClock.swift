import Foundation

/// A hybrid logical clock: stamps that follow the wall clock, never go backwards on one device,
/// and order every change made anywhere, so that sync can keep the latest change of a row.
///
/// A stamp is milliseconds since 1970 plus a counter that breaks ties within a millisecond
/// (or while the wall clock is behind the last stamp seen).
public struct HybridLogicalClock: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Milliseconds since 1970-01-01T00:00:00Z.
    public let milliseconds: Int64
    /// Orders stamps that share a millisecond.
    public let counter: Int

    /// A stamp at `milliseconds` with `counter`.
    public init(milliseconds: Int64, counter: Int) {
        self.milliseconds = milliseconds
        self.counter = counter
    }

    /// The stamp before any change.
    public static let zero = HybridLogicalClock(milliseconds: 0, counter: 0)

    /// The stamp of a change made at `now`, after the last stamp this device issued or saw.
    public func next(at now: Date) -> HybridLogicalClock {
        let physical = Int64((now.timeIntervalSince1970 * 1000).rounded(.down))
        if physical > milliseconds { return HybridLogicalClock(milliseconds: physical, counter: 0) }
        return HybridLogicalClock(milliseconds: milliseconds, counter: counter + 1)
    }

    /// The clock after seeing `remote`'s stamp at `now`: later than both.
    public func receiving(_ remote: HybridLogicalClock, at now: Date) -> HybridLogicalClock {
        max(self, remote).next(at: now)
    }

    /// Orders by time, then counter.
    public static func < (lhs: HybridLogicalClock, rhs: HybridLogicalClock) -> Bool {
        (lhs.milliseconds, lhs.counter) < (rhs.milliseconds, rhs.counter)
    }

    /// A fixed-width text that sorts as the stamps do: `000001775815200000-00000`.
    public var description: String {
        let time = String(milliseconds)
        let count = String(counter)
        return String(repeating: "0", count: max(0, 18 - time.count)) + time + "-"
            + String(repeating: "0", count: max(0, 5 - count.count)) + count
    }

    /// Reads the text form; `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "-")
        guard parts.count == 2, let time = Int64(parts[0]), let count = Int(parts[1]), time >= 0, count >= 0
        else { return nil }
        self.init(milliseconds: time, counter: count)
    }
}

import Foundation
import Synchronization

/// Sign-in attempts, limited per address: after ``maxFailures`` wrong pairing codes from one
/// address within ``window``, its attempts are refused (429) until the oldest of them is out of
/// the window. A code of 40 random bits that lives ten minutes cannot be guessed at that pace.
/// Shared by every session of the app; kept in memory (a restart forgets it, and makes no code
/// that an earlier guess could have found).
final class SignInThrottle: Sendable {
    /// Wrong attempts an address may make within ``window``.
    let maxFailures: Int
    /// How long a wrong attempt counts.
    let window: TimeInterval
    /// The addresses remembered at most; beyond, the one whose last failure is oldest is forgotten.
    static let maxAddresses = 4096

    private let failures = Mutex<[String: [Date]]>([:])

    /// A throttle of `maxFailures` wrong attempts per `window` and address.
    init(maxFailures: Int = 10, window: TimeInterval = 15 * 60) {
        self.maxFailures = maxFailures
        self.window = window
    }

    /// How long `address` must wait before it may try again at `now`; `nil` when it may now.
    func waitBeforeAttempt(from address: String, at now: Date) -> TimeInterval? {
        failures.withLock { failures in
            let recent = (failures[address] ?? []).filter { now.timeIntervalSince($0) < window }
            failures[address] = recent.isEmpty ? nil : recent
            guard recent.count >= maxFailures, let oldest = recent.first else { return nil }
            return max(1, window - now.timeIntervalSince(oldest))
        }
    }

    /// Counts a wrong attempt from `address` at `now`.
    func noteFailure(from address: String, at now: Date) {
        failures.withLock { failures in
            var recent = (failures[address] ?? []).filter { now.timeIntervalSince($0) < window }
            recent.append(now)
            failures[address] = Array(recent.suffix(maxFailures))
            if failures.count > Self.maxAddresses,
                let stalest = failures.min(by: { ($0.value.last ?? now) < ($1.value.last ?? now) })?.key
            {
                failures[stalest] = nil
            }
        }
    }
}

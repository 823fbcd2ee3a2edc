import Synchronization

/// The peers a warning was logged for, so that a proxy sending many requests is named once; at
/// most ``capacity`` are remembered (then the list starts again), so that no sender can make it grow.
final class WarnedPeers: Sendable {
    static let capacity = 1024
    private let peers = Mutex<Set<IPAddress>>([])

    /// Whether `peer` is new (and remembers it).
    func isFirst(_ peer: IPAddress) -> Bool {
        peers.withLock { peers in
            if peers.count >= Self.capacity { peers.removeAll() }
            return peers.insert(peer).inserted
        }
    }
}

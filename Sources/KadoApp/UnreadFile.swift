import Foundation
import KadoSync

/// A file of the target a sync did not read (``SyncOutcome/unreadFiles``): the next sync tries again.
public struct UnreadFile: Hashable, Sendable, Codable {
    /// Its path under the target (`kado-sync/devices/ID/manifest.json`).
    public var path: String
    /// Why, as a stable value.
    public var reason: SyncSkipReason

    /// A file not read, and why.
    public init(path: String, reason: SyncSkipReason) {
        self.path = path
        self.reason = reason
    }
}

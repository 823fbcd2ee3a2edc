import Foundation
import KadoSync

/// A device seen on the sync target, from its manifest.
public struct SyncDeviceSeen: Hashable, Sendable, Codable {
    /// Its id.
    public var id: String
    /// When it last wrote a change (its own clock then, which may be off); `nil` when it has
    /// written none yet (a device that only ever took in the others' changes).
    public var lastWrote: Date?
    /// How many files of changes it has published.
    public var segments: Int

    /// A device seen.
    public init(id: String, lastWrote: Date?, segments: Int) {
        self.id = id
        self.lastWrote = lastWrote
        self.segments = segments
    }
}

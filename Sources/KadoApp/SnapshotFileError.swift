import Foundation
import KadoCore

/// Why the snapshot cannot be read.
public enum SnapshotFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There is no snapshot yet (nothing was changed since Kadō was installed, or the path is wrong).
    case missing(path: String)
    /// The file is not a snapshot.
    case unreadable(path: String)

    /// A one-line message.
    public var description: String {
        switch self {
        case .missing(let path):
            "no snapshot at \(path) yet: run any kado command that changes something, or kado today"
        case .unreadable(let path): "\(path) is not a Kadō snapshot"
        }
    }
}

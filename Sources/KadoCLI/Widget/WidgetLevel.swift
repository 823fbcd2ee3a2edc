import Foundation
import KadoApp
import KadoCore

/// The state a status bar styles: every due habit done, some progress, none, or no usable snapshot.
enum WidgetLevel: String, Sendable {
    /// Every habit due today is complete (or none is due).
    case done
    /// At least one is complete or started.
    case partial
    /// Nothing yet.
    case none
    /// The snapshot does not cover today.
    case outdated
    /// There is no snapshot.
    case missing
    /// The snapshot file is not a snapshot.
    case unreadable
}

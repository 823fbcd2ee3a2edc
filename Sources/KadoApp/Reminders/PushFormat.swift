import Foundation
import KadoCore
import Synchronization

/// How a push is written.
public enum PushFormat: String, Hashable, Sendable, CaseIterable {
    /// ntfy's publishing API: a POST to the topic's URL with the message as the body and the
    /// title, tags and priority as headers (what the ntfy phone app shows).
    case ntfy
    /// A JSON object `{"title", "message", "habit", "time"}`, for anything else that listens.
    case webhook
}

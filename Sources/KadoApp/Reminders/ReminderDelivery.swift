import Foundation
import KadoCore

/// What became of one notice on one channel.
public enum ReminderDelivery: Hashable, Sendable {
    /// It was delivered; `detail` says how (`notification 3`, `HTTP 200`).
    case delivered(detail: String)
    /// It could not be, after every attempt; `reason` says why.
    case failed(reason: String)
    /// The channel could not take it: its state says why.
    case unavailable(ReminderChannelState)

    /// Whether it reached the channel.
    public var isDelivered: Bool {
        if case .delivered = self { true } else { false }
    }

    /// The result in a sentence in `language`.
    public func summary(in language: Language) -> String {
        let french = language == .french
        switch self {
        case .delivered(let detail): return (french ? "envoyé" : "sent") + " (\(detail))"
        case .failed(let reason): return (french ? "échec" : "failed") + " (\(reason))"
        case .unavailable(let state):
            return (french ? "non envoyé\u{00A0}: " : "not sent: ") + state.summary(in: language)
        }
    }
}

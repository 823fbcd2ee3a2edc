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
        let words = AppWording(language)
        return switch self {
        case .delivered(let detail): words.say("app.reminder.delivery.sent", ["detail": detail])
        case .failed(let reason): words.say("app.reminder.delivery.failed", ["reason": reason])
        case .unavailable(let state): words.say("app.reminder.delivery.notSent", ["state": state.summary(in: language)])
        }
    }
}

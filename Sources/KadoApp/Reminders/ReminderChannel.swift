import Foundation
import KadoCore

/// A way reminders reach the person: the desktop's notification service on the session bus, a
/// push to the phone. Channels are adapters the front ends start and hand to the
/// ``ReminderService``; each is used from any thread, and delivers on the caller's.
public protocol ReminderChannel: AnyObject, Sendable {
    /// Which channel it is.
    var kind: ReminderChannelKind { get }

    /// What the channel can do now, said truthfully: checked each time it is asked (a session
    /// bus may lose its notification service, a push URL may be set meanwhile).
    func state() -> ReminderChannelState

    /// Sends `notice`, blocking the calling thread until it is delivered or given up (a push is
    /// retried with bounded backoff; each failed attempt is told to `attempted`). The person's
    /// answer, when the channel offers actions and they choose one, comes later to `answered`,
    /// on a thread of the channel's.
    func deliver(
        _ notice: ReminderNotice, answered: @escaping @Sendable (ReminderAction) -> Void,
        attempted: @escaping @Sendable (ReminderDeliveryAttempt) -> Void
    ) -> ReminderDelivery

    /// Stops listening for answers and frees what the channel holds; it delivers nothing after.
    func close()
}

/// The channels Kadō has.
public enum ReminderChannelKind: String, Hashable, Sendable, CaseIterable {
    /// Desktop notifications through `org.freedesktop.Notifications`.
    case desktop
    /// An HTTP POST to a phone's push service (ntfy) or a webhook.
    case push

    /// Its name in `language`.
    public func name(in language: Language) -> String {
        switch (self, language) {
        case (.desktop, .english): "desktop"
        case (.desktop, .french): "bureau"
        case (.push, .english): "phone push"
        case (.push, .french): "push vers le téléphone"
        }
    }
}

/// What a channel can do now.
public enum ReminderChannelState: Hashable, Sendable {
    /// No session bus: `DBUS_SESSION_BUS_ADDRESS` is unset, or the bus it names cannot be
    /// reached (`reason` says why).
    case noSessionBus(reason: String?)
    /// A session bus, but nothing on it owns `org.freedesktop.Notifications`.
    case noNotificationService
    /// The notification service answers: its name and version, and whether it shows actions
    /// (*Done*, *Snooze*).
    case desktopReady(server: String, version: String, supportsActions: Bool)
    /// No push URL is set.
    case notConfigured
    /// Pushes go to `url` in `format`, with a token when `hasToken`.
    case pushReady(url: String, format: PushFormat, hasToken: Bool)

    /// Whether notices can be sent through it.
    public var isReady: Bool {
        switch self {
        case .desktopReady, .pushReady: true
        case .noSessionBus, .noNotificationService, .notConfigured: false
        }
    }

    /// The state in a sentence in `language`: `ready (dunst 1.9.0, with actions)`,
    /// `no notification service on this session bus`.
    public func summary(in language: Language) -> String {
        let french = language == .french
        switch self {
        case .noSessionBus(let reason):
            let base = french ? "pas de bus de session" : "no session bus"
            guard let reason else {
                return base
                    + (french
                        ? " (DBUS_SESSION_BUS_ADDRESS n’est pas définie)" : " (DBUS_SESSION_BUS_ADDRESS is not set)")
            }
            return base + " (\(reason))"
        case .noNotificationService:
            return french
                ? "pas de service de notifications sur ce bus de session"
                : "no notification service on this session bus"
        case .desktopReady(let server, let version, let supportsActions):
            let actions =
                supportsActions
                ? (french ? "avec les actions Fait et Plus tard" : "with the actions Done and Snooze")
                : (french ? "sans actions" : "without actions")
            return (french ? "prêt" : "ready") + " (\(server) \(version), \(actions))"
        case .notConfigured:
            return french
                ? "non configuré (kado settings push-url URL)" : "not set up (kado settings push-url URL)"
        case .pushReady(let url, let format, let hasToken):
            let token = hasToken ? (french ? "avec jeton" : "with a token") : (french ? "sans jeton" : "no token")
            return (french ? "prêt" : "ready") + " (\(format.rawValue), \(url), \(token))"
        }
    }
}

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

/// One failed attempt at a delivery that will be tried again.
public struct ReminderDeliveryAttempt: Hashable, Sendable {
    /// Which attempt failed (1 for the first).
    public let number: Int
    /// Why it failed (`HTTP 500`, `timed out`).
    public let reason: String
    /// How long until the next attempt, in seconds.
    public let retryIn: TimeInterval

    /// An attempt's account.
    public init(number: Int, reason: String, retryIn: TimeInterval) {
        self.number = number
        self.reason = reason
        self.retryIn = retryIn
    }
}

/// What the person chose on a notification.
public enum ReminderAction: String, Hashable, Sendable, CaseIterable {
    /// Check the habit in for the reminder's day.
    case done
    /// Ring again after the reminder's snooze length.
    case snooze
}

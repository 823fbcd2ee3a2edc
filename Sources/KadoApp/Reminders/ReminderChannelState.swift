import Foundation
import KadoCore

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

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
        let words = AppWording(language)
        switch self {
        case .noSessionBus(let reason):
            guard let reason else { return words.text("app.reminder.state.noSessionBus") }
            return words.say("app.reminder.state.noSessionBus.reason", ["reason": reason])
        case .noNotificationService:
            return words.text("app.reminder.state.noNotificationService")
        case .desktopReady(let server, let version, let supportsActions):
            return words.say(
                supportsActions ? "app.reminder.state.desktopReady.actions" : "app.reminder.state.desktopReady",
                ["server": server, "version": version])
        case .notConfigured:
            return words.text("app.reminder.state.notConfigured")
        case .pushReady(let url, let format, let hasToken):
            return words.say(
                hasToken ? "app.reminder.state.pushReady.token" : "app.reminder.state.pushReady",
                ["format": format.rawValue, "url": url])
        }
    }
}

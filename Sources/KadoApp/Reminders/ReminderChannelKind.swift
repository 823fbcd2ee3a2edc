import Foundation
import KadoCore

/// The channels Kadō has.
public enum ReminderChannelKind: String, Hashable, Sendable, CaseIterable {
    /// Desktop notifications through `org.freedesktop.Notifications`.
    case desktop
    /// An HTTP POST to a phone's push service (ntfy) or a webhook.
    case push

    /// Its name in `language`.
    public func name(in language: Language) -> String {
        switch self {
        case .desktop: AppWording(language).text("app.reminder.channel.desktop")
        case .push: AppWording(language).text("app.reminder.channel.push")
        }
    }
}

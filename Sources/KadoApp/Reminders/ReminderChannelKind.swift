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
        switch (self, language) {
        case (.desktop, .english): "desktop"
        case (.desktop, .french): "bureau"
        case (.push, .english): "phone push"
        case (.push, .french): "push vers le téléphone"
        }
    }
}

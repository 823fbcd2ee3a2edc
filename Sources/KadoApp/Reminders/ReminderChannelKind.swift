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
        // English for the languages whose words are not written here yet.
        switch (self, language == .french) {
        case (.desktop, false): "desktop"
        case (.desktop, true): "bureau"
        case (.push, false): "phone push"
        case (.push, true): "push vers le téléphone"
        }
    }
}

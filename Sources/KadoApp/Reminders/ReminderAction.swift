import Foundation
import KadoCore

/// What the person chose on a notification.
public enum ReminderAction: String, Hashable, Sendable, CaseIterable {
    /// Check the habit in for the reminder's day.
    case done
    /// Ring again after the reminder's snooze length.
    case snooze
}

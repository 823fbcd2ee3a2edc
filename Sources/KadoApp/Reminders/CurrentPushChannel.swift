import Foundation
import KadoCore
import Synchronization

/// The phone push as the settings say at each use: its state and each delivery read the push
/// URL, format and token again (through `current`), so that a scheduler that runs for days
/// pushes where Settings or `kado settings push-url` said meanwhile.
public final class CurrentPushChannel: ReminderChannel {
    /// Which channel it is.
    public let kind = ReminderChannelKind.push
    private let current: @Sendable () -> PushChannel

    /// A push channel reading its settings through `current` each time.
    public init(current: @escaping @Sendable () -> PushChannel) {
        self.current = current
    }

    /// What the push can do now, as its settings are now.
    public func state() -> ReminderChannelState {
        current().state()
    }

    /// Sends `notice` with the settings as they are now.
    public func deliver(
        _ notice: ReminderNotice, answered: @escaping @Sendable (ReminderAction) -> Void,
        attempted: @escaping @Sendable (ReminderDeliveryAttempt) -> Void
    ) -> ReminderDelivery {
        current().deliver(notice, answered: answered, attempted: attempted)
    }

    /// Holds nothing to free.
    public func close() {}
}

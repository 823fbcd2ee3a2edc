import CDBus
import Dispatch
import Foundation
import KadoApp
import Synchronization

/// Desktop notifications through the freedesktop notification service
/// (`org.freedesktop.Notifications` on the session bus), straight through libdbus: `Notify` with
/// the actions *Done* and *Snooze* in the person's language when the service shows actions,
/// and the `ActionInvoked` / `NotificationClosed` signals read back on the channel's own thread;
/// after an action, `CloseNotification` takes the notification away.
///
/// That thread owns the connection (libdbus connections are used from one thread here): it runs
/// the calls the other threads ask for, and between them waits at most ``pollMilliseconds`` for
/// signals. It connects when first asked, and again after the bus went away.
public final class DesktopNotifications: ReminderChannel {
    /// Which channel it is.
    public let kind = ReminderChannelKind.desktop

    private struct State {
        var jobs: [@Sendable (SessionBusConnection?, String?) -> Void] = []
        var closing = false
        /// The answers awaited, by notification id.
        var waiting: [UInt32: @Sendable (ReminderAction) -> Void] = [:]
    }

    private static let service = "org.freedesktop.Notifications"
    private static let path = "/org/freedesktop/Notifications"

    /// The session bus's address (`DBUS_SESSION_BUS_ADDRESS`), `nil` when there is none.
    private let address: String?
    private let shared = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)
    private let ended = DispatchSemaphore(value: 0)
    private let started: Bool
    /// How long the thread waits for signals between two calls.
    let pollMilliseconds: Int32 = 200
    /// How long a caller waits for the thread to answer, in seconds.
    let answerTimeout: TimeInterval = 10

    /// A channel on the session bus at `address`; none when `nil`.
    public init(busAddress address: String?) {
        let address = address.flatMap { $0.isEmpty ? nil : $0 }
        self.address = address
        started = address != nil
        guard let address else { return }
        let thread = Thread { [self] in
            run(address)
            ended.signal()
        }
        thread.name = "kado-dbus"
        thread.start()
    }

    /// What the channel can do now.
    public func state() -> ReminderChannelState {
        guard address != nil else { return .noSessionBus(reason: nil) }
        return onBus { connection, failure in Self.probe(connection, failure: failure).state }
            ?? .noSessionBus(reason: "the bus does not answer")
    }

    /// Sends `notice` (see ``ReminderChannel/deliver(_:answered:attempted:)``).
    public func deliver(
        _ notice: ReminderNotice, answered: @escaping @Sendable (ReminderAction) -> Void,
        attempted: @escaping @Sendable (ReminderDeliveryAttempt) -> Void
    ) -> ReminderDelivery {
        show(
            summary: notice.title, body: notice.message,
            actions: notice.isTest
                ? []
                : [
                    ReminderAction.done.rawValue, notice.doneLabel, ReminderAction.snooze.rawValue, notice.snoozeLabel,
                ], answered: answered)
    }

    /// Shows one notification: `summary` as plain text (the specification never reads markup
    /// there), `body` escaped when the service reads markup in bodies, `actions` (keys and labels
    /// in turn) when the service shows actions, their answer to `answered`.
    func show(
        summary: String, body: String, actions requested: [String],
        answered: @escaping @Sendable (ReminderAction) -> Void
    ) -> ReminderDelivery {
        guard address != nil else { return .unavailable(.noSessionBus(reason: nil)) }
        let result = onBus { [self] connection, failure -> ReminderDelivery in
            let current = Self.probe(connection, failure: failure)
            guard case .desktopReady(_, _, let supportsActions) = current.state, let connection else {
                return .unavailable(current.state)
            }
            let actions = supportsActions ? requested : []
            let text = current.readsBodyMarkup ? Self.escapingMarkup(body) : body
            do throws(DBusFailure) {
                let answer = try connection.call(
                    Self.service, Self.path, Self.service, "Notify",
                    [
                        .string("Kadō"), .uint32(0), .string("appointment-soon"), .string(summary),
                        .string(text), .strings(actions),
                        .stringHints([("desktop-entry", "kado"), ("category", "reminder")]), .int32(-1),
                    ])
                guard case .uint32(let id) = answer.first else {
                    return .failed(reason: "the notification service gave no id")
                }
                if !actions.isEmpty { shared.withLock { $0.waiting[id] = answered } }
                return .delivered(detail: "notification \(id)")
            } catch {
                return .failed(reason: error.message)
            }
        }
        return result ?? .failed(reason: "the session bus does not answer")
    }

    /// `text` as a body for a service that reads markup there (it lists `body-markup` among its
    /// capabilities): `&`, `<` and `>` written as entities, so that the text shows as written —
    /// every other character, quotes included, is plain text in that markup and stays as it is.
    static func escapingMarkup(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Frees what the channel holds.
    public func close() {
        guard started else { return }
        let first = shared.withLock { state -> Bool in
            defer { state.closing = true }
            return !state.closing
        }
        guard first else { return }
        wake.signal()
        _ = ended.wait(timeout: .now() + answerTimeout)
    }

    // MARK: - The bus thread

    /// Runs `work` on the bus thread with its connection (`nil` when the bus cannot be reached)
    /// and waits for its answer; `nil` when the thread does not answer in time or is closing.
    private func onBus<Answer: Sendable>(
        _ work: @escaping @Sendable (SessionBusConnection?, String?) -> Answer
    ) -> Answer? {
        let answer = Mutex<Answer?>(nil)
        let done = DispatchSemaphore(value: 0)
        let accepted = shared.withLock { state -> Bool in
            guard !state.closing else { return false }
            state.jobs.append { connection, failure in
                let value = work(connection, failure)
                answer.withLock { $0 = value }
                done.signal()
            }
            return true
        }
        guard accepted else { return nil }
        wake.signal()
        guard done.wait(timeout: .now() + answerTimeout) == .success else { return nil }
        return answer.withLock { $0 }
    }

    private func run(_ address: String) {
        var connection: SessionBusConnection?
        var failure: String?
        while true {
            let (closing, jobs) = shared.withLock { state in
                defer { state.jobs = [] }
                return (state.closing, state.jobs)
            }
            if closing { return }
            if !jobs.isEmpty, connection?.isConnected != true {
                (connection, failure) = Self.connect(address)
            }
            for job in jobs { job(connection, failure) }
            guard let current = connection, current.isConnected else {
                // Nothing to listen to: sleep until a caller asks for something.
                connection = nil
                wake.wait()
                continue
            }
            // Jobs wake the thread through the semaphore; signals through the bounded poll.
            if wake.wait(timeout: .now()) == .success { continue }
            guard let signals = current.signals(waitingUpTo: pollMilliseconds) else {
                connection = nil
                continue
            }
            for signal in signals { handle(signal, on: current) }
        }
    }

    private func handle(_ signal: DBusSignal, on connection: SessionBusConnection) {
        guard signal.interface == Self.service, case .uint32(let id) = signal.values.first else { return }
        switch signal.member {
        case "ActionInvoked":
            guard signal.values.count > 1, case .string(let key) = signal.values[1],
                let action = ReminderAction(rawValue: key)
            else { return }
            guard let answered = shared.withLock({ $0.waiting.removeValue(forKey: id) }) else { return }
            answered(action)
            // Done or Snooze answered it: the notification goes, even where the service keeps a
            // notification after an action (a resident one, or a server that waits to be told).
            // One already closed is no error worth reporting.
            _ = try? connection.call(Self.service, Self.path, Self.service, "CloseNotification", [.uint32(id)])
        case "NotificationClosed":
            shared.withLock { _ = $0.waiting.removeValue(forKey: id) }
        default:
            break
        }
    }

    private static func connect(_ address: String) -> (SessionBusConnection?, String?) {
        do throws(DBusFailure) {
            let connection = try SessionBusConnection(address: address)
            try connection.addMatch("type='signal',interface='\(service)',path='\(path)'")
            return (connection, nil)
        } catch {
            return (nil, error.message)
        }
    }

    /// What the service on `connection` can do now, and whether it reads markup in bodies.
    private static func probe(
        _ connection: SessionBusConnection?, failure: String?
    ) -> (state: ReminderChannelState, readsBodyMarkup: Bool) {
        guard let connection else { return (.noSessionBus(reason: failure ?? "cannot connect"), false) }
        do throws(DBusFailure) {
            let owned = try connection.call(
                "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
                [.string(service)])
            guard owned.first == .bool(true) else { return (.noNotificationService, false) }
            let information = try connection.call(service, path, service, "GetServerInformation")
            let capabilities = try connection.call(service, path, service, "GetCapabilities")
            var name = ""
            var version = ""
            if information.count >= 3, case .string(let server) = information[0],
                case .string(let number) = information[2]
            {
                name = server
                version = number
            }
            var list: [String] = []
            if case .strings(let advertised) = capabilities.first { list = advertised }
            return (
                .desktopReady(server: name, version: version, supportsActions: list.contains("actions")),
                list.contains("body-markup")
            )
        } catch {
            return (.noNotificationService, false)
        }
    }
}

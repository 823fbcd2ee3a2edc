import Foundation
import KadoCore
import Synchronization

/// What a server that may ring reminders knows of them, for its pages (the web Settings card,
/// the page script's in-page notifications): the desktop channel it shares with its scheduler,
/// whether that scheduler runs (or who else holds the database's reminders), and the last
/// reminders that rang, numbered, in a bounded ring. `kado serve` makes one, hands it to the web
/// app and records its scheduler's events into it; a web app made without one has a board with
/// no desktop channel and no scheduler.
public final class ReminderBoard: Sendable {
    /// One reminder that rang, numbered in the order they rang (from 1, in this process).
    public struct Rung: Hashable, Sendable {
        /// Its number: a page asks for those after the last it saw.
        public let sequence: Int
        /// What rang.
        public let notice: ReminderNotice
    }

    /// The reminders that rang after a number: the latest number, and those kept after it.
    public struct RungSince: Hashable, Sendable {
        /// The number of the last reminder that rang (0 when none did).
        public let latest: Int
        /// Those after the number asked for, oldest first, at most ``ReminderBoard/capacity``.
        public let rung: [Rung]
    }

    private struct State {
        var holder: String?
        var rung: [Rung] = []
        var latest = 0
    }

    /// How many rung reminders are kept: a page that looks every half minute never misses one,
    /// and a server that runs for months keeps no more.
    public static let capacity = 50

    /// The desktop channel (the scheduler's own), `nil` in a program without one.
    public let desktop: (any ReminderChannel)?
    private let state = Mutex(State())

    /// A board with `desktop` as the desktop channel, and no scheduler yet.
    public init(desktop: (any ReminderChannel)? = nil) {
        self.desktop = desktop
    }

    /// Says that the scheduler runs in this process as `holder` (`nil`: it stopped, or never ran).
    public func setScheduler(holder: String?) {
        state.withLock { $0.holder = holder }
    }

    /// Who rings the reminders of the database at `databasePath`: this process's scheduler, or
    /// the process holding its reminder lock, or nobody — read from the lock each time, so that a
    /// `kado remind run` started or stopped meanwhile is told as it is; `locks` are the system's
    /// (``SystemPorts/locks``).
    public func scheduler(databasePath: String, locks: any FileLocking) -> ReminderSchedulerState {
        if let holder = state.withLock({ $0.holder }) { return .here(holder: holder) }
        return ReminderLock.probe(forDatabase: databasePath, locks: locks)
    }

    /// Keeps what `event` says rang (a test notice never rings: it is not one).
    public func record(_ event: ReminderEvent) {
        guard case .rang(let notice) = event, !notice.isTest else { return }
        state.withLock { state in
            state.latest += 1
            state.rung.append(Rung(sequence: state.latest, notice: notice))
            if state.rung.count > Self.capacity { state.rung.removeFirst(state.rung.count - Self.capacity) }
        }
    }

    /// The reminders that rang after number `sequence` (all those kept when `sequence` is beyond
    /// the latest: the server started again since the page looked).
    public func rung(after sequence: Int) -> RungSince {
        state.withLock { state in
            let after = sequence > state.latest ? 0 : sequence
            return RungSince(latest: state.latest, rung: state.rung.filter { $0.sequence > after })
        }
    }

    /// Each channel and its state now: the desktop (when this program has one), and `push`.
    public func channelStates(push: PushChannel) -> [(kind: ReminderChannelKind, state: ReminderChannelState)] {
        channels(push: push).map { ($0.kind, $0.state()) }
    }

    /// Sends `notice` (``ReminderNotice/test(at:day:language:)``) through each channel that can
    /// take it, as `kado remind test` does, blocking until each answered (a push is retried as
    /// ever); each channel's result.
    public func sendTest(_ notice: ReminderNotice, push: PushChannel) -> [(
        kind: ReminderChannelKind, result: ReminderDelivery
    )] {
        channels(push: push).map { channel in
            let state = channel.state()
            guard state.isReady else { return (channel.kind, .unavailable(state)) }
            return (channel.kind, channel.deliver(notice, answered: { _ in }, attempted: { _ in }))
        }
    }

    private func channels(push: PushChannel) -> [any ReminderChannel] {
        (desktop.map { [$0] } ?? []) + [push]
    }
}

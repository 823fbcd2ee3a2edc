import KadoApp
import KadoCore
import Synchronization

/// The TUI's background backups: the ``AutoBackupWorker`` its tracker hands the day's backup to,
/// and what the worker told, kept until the event loop (woken through ``GridWakeUp``) takes it for
/// the status line. Nothing of it ever goes to standard error while the grid is up.
final class GridBackups: Sendable {
    /// The worker, on trackers of its own from the `@Sendable` opener.
    let worker: AutoBackupWorker
    private let inbox: Inbox

    /// What the worker told and the loop has not taken yet, and the last news, for after the grid.
    private final class Inbox: Sendable {
        struct Contents {
            var pending: [AutoBackupWorker.Event] = []
            var last: AutoBackupWorker.Event?
        }
        let contents = Mutex(Contents())
    }

    /// Backups written with the trackers `openTracker` opens; each event wakes `wakeUp`.
    init(openTracker: @escaping @Sendable () throws -> sending Tracker, wakeUp: GridWakeUp) {
        let inbox = Inbox()
        self.inbox = inbox
        worker = AutoBackupWorker(openTracker: openTracker) { event in
            inbox.contents.withLock { contents in
                contents.pending.append(event)
                contents.last = event
            }
            wakeUp.wake()
        }
    }

    /// What the worker told since the last call, oldest first.
    func take() -> [AutoBackupWorker.Event] {
        inbox.contents.withLock { contents in
            defer { contents.pending = [] }
            return contents.pending
        }
    }

    /// The last thing the worker told, if anything.
    var lastEvent: AutoBackupWorker.Event? { inbox.contents.withLock { $0.last } }

    /// The status line's note after `event`.
    static func note(after event: AutoBackupWorker.Event, words: Localizer) -> GridBackupNote {
        switch event {
        case .started(let day): .writing(day)
        case .written(let file): .written(file.day)
        case .failed(let error, _): .failed(GridState.statusText(of: error, in: words))
        }
    }

    /// Lets a backup in progress end for a short while (a small database's is written in well
    /// under a second), else abandons it cleanly; then says on the normal screen, through
    /// `print`, what the person should know: a backup given up, or one that failed.
    func finish(words: Localizer, print: (String) -> Void) {
        let ending = worker.finish(waitingAtMost: 1)
        if ending == .abandoned, case .started(let day) = lastEvent {
            print(words(.gridBackupAbandoned("\(day)")))
        } else if case .failed(let error, let language) = lastEvent {
            print(ErrorReport(for: error, language: language).message)
        }
    }
}

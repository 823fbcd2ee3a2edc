import Foundation
import KadoApp
import KadoCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signal that asked `kado widget --watch` to stop (0 while none has). Written only by the
/// signal handler, read by the loop between waits.
nonisolated(unsafe) private var watchStopSignal: Int32 = 0
/// The write end of the pipe the signal handler wakes the loop's wait with (-1 when none): the
/// signal may be delivered to another thread than the waiting one.
nonisolated(unsafe) private var watchWakeDescriptor: Int32 = -1

private func recordStopSignal(_ signal: Int32) {
    watchStopSignal = signal
    if watchWakeDescriptor >= 0 {
        var byte: UInt8 = 1
        _ = write(watchWakeDescriptor, &byte, 1)
    }
}

/// `kado widget --watch`'s loop: reads the snapshot, hands each new state to `update`, then waits
/// for the file to change (inotify on its folder where there is one, and a poll of its identity,
/// size and modification time every `pollInterval` in any case) or for the day to roll over.
///
/// It stops, returning normally, on SIGTERM, SIGINT or SIGHUP, when standard output is closed
/// (the reader of its pipe went away), or after `maximumUpdates` updates (for tests).
struct WidgetWatcher {
    /// The snapshot file.
    let path: String
    /// The clock.
    let now: () -> Date
    /// The time zone the reader is in now (see ``WidgetReading``).
    let timeZone: TimeZone
    /// Whether each update reads the whole series (JSON) or only its brief.
    var readsWholeSeries = false
    /// The habits named (`--habit`), matched once, on the first snapshot read: then each update
    /// reads only their lines of the day (``WidgetReading/read(selection:from:now:timeZone:)``),
    /// and reads again when the day rolls over. Renames do not matter after the first read.
    var references: [String] = []
    /// The longest wait between two looks at the file.
    var pollInterval: TimeInterval = 1
    /// Stop after this many updates (tests only).
    var maximumUpdates: Int?
    /// The descriptor the updates are written to, watched for its reader going away.
    var outputDescriptor: Int32? = STDOUT_FILENO

    /// What identifies one version of the file: the writer renames a new file over the old one.
    struct Signature: Equatable {
        let inode: UInt64
        let size: UInt64
        let modified: Date

        /// The file's signature, or `nil` when there is no file.
        init?(path: String) {
            // No attributes: no file to watch yet, which is what `nil` says.
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
            inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
            size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
            modified = attributes[.modificationDate] as? Date ?? .distantPast
        }
    }

    /// Runs until stopped; `update` is called with the first state, then with each new one.
    func run(update: (Result<WidgetReading, SnapshotFileError>) throws -> Void) throws {
        var wake: [Int32] = [-1, -1]
        if pipe(&wake) == 0 {
            for descriptor in wake { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) }
        }
        watchStopSignal = 0
        watchWakeDescriptor = wake[1]
        let stopSignals = [SIGTERM, SIGINT, SIGHUP]
        let previousHandlers = stopSignals.map { ($0, signal($0, recordStopSignal)) }
        // A parent may have started us with these signals blocked (a thread of a thread pool does).
        var unblocked = sigset_t()
        var previousMask = sigset_t()
        sigemptyset(&unblocked)
        for number in stopSignals { sigaddset(&unblocked, number) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, &previousMask)
        defer {
            pthread_sigmask(SIG_SETMASK, &previousMask, nil)
            for (number, handler) in previousHandlers { signal(number, handler) }
            watchWakeDescriptor = -1
            for descriptor in wake where descriptor >= 0 { close(descriptor) }
        }
        let notifier = FolderNotifier(folder: PathName.folder(of: path))
        var signature: Signature?
        var series: Result<WidgetSource, SnapshotFileError>?
        var shownDay: (day: LogicalDay, covered: Bool)?
        var touched = false
        var updates = 0
        var selection: Set<UUID>?
        while watchStopSignal == 0, !isOutputClosed() {
            let before = Signature(path: path)
            var changed = false
            // The chosen habits' lines were read for one day only: another day reads them again.
            if case .success(.chosen(let kept))? = series, kept.boundary.logicalDay(containing: now()) != kept.today {
                touched = true
            }
            if series == nil || before != signature || touched {
                // The events so far are about what is read now.
                _ = notifier?.drain(touching: "")
                let read: Result<WidgetSource, SnapshotFileError>
                do {
                    read = .success(try source(selection: &selection))
                } catch let error as SnapshotFileError {
                    read = .failure(error)
                }
                // Changed again while being read: read the newer file.
                if Signature(path: path) != before { continue }
                series = read
                signature = before
                changed = true
                touched = false
            }
            let reading = series?.map { $0.reading(path: path, now: now(), timeZone: timeZone) }
            // A reading that failed is shown as it is by `update`; here only its day matters.
            let day = (try? reading?.get()).map { (day: $0.today, covered: $0.snapshot != nil) }
            if let reading, changed || day?.day != shownDay?.day || day?.covered != shownDay?.covered {
                try update(reading)
                updates += 1
                if let maximumUpdates, updates >= maximumUpdates { return }
            }
            shownDay = day
            var timeout = pollInterval
            // A failed reading waits the usual interval before looking again.
            if let current = try? reading?.get() {
                let instant = now()
                timeout = min(
                    timeout, max(0.01, current.boundary.nextRollover(after: instant).timeIntervalSince(instant)))
            }
            touched = wait(seconds: timeout, notifier: notifier, wake: wake[0])
        }
    }

    /// What to keep of the file now: the chosen habits' lines of today (the habits named on the
    /// first read that finds the file, into `selection`), else the whole series or its brief.
    /// - Throws: ``SnapshotFileError`` when the file is missing or is not a snapshot,
    ///   ``UsageError`` when a reference names no habit or several.
    private func source(selection: inout Set<UUID>?) throws -> WidgetSource {
        guard !references.isEmpty, !readsWholeSeries else {
            return try WidgetSource.read(from: path, whole: readsWholeSeries)
        }
        if let selection {
            return .chosen(try WidgetReading.read(selection: selection, from: path, now: now(), timeZone: timeZone))
        }
        var (reading, ids) = try WidgetReading.read(
            selecting: references, argument: "--habit", from: path, now: now(), timeZone: timeZone)
        selection = ids
        reading.selection = ids
        return .chosen(reading)
    }

    /// Whether the reader of standard output went away (a pipe with no reader, a hung-up terminal).
    private func isOutputClosed() -> Bool {
        guard let outputDescriptor else { return false }
        var entry = pollfd(fd: outputDescriptor, events: 0, revents: 0)
        guard poll(&entry, 1, 0) > 0 else { return false }
        return entry.revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0
    }

    /// Waits up to `seconds`, or less when the folder changes, output closes or a signal arrives;
    /// returns whether the snapshot file itself was replaced, written or removed meanwhile (which
    /// its signature may miss: a reused inode, the same size, a timestamp within the same tick).
    private func wait(seconds: TimeInterval, notifier: FolderNotifier?, wake: Int32) -> Bool {
        var entries: [pollfd] = []
        if wake >= 0 { entries.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0)) }
        if let notifier { entries.append(pollfd(fd: notifier.descriptor, events: Int16(POLLIN), revents: 0)) }
        if let outputDescriptor { entries.append(pollfd(fd: outputDescriptor, events: 0, revents: 0)) }
        let milliseconds = Int32(min(max(seconds, 0), 3_600) * 1_000)
        _ = poll(&entries, nfds_t(entries.count), milliseconds)
        return notifier?.drain(touching: (path as NSString).lastPathComponent) ?? false
    }
}

import Foundation
import KadoApp
import KadoCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `kado remind run`: the reminder scheduler in the foreground (``ReminderService``), printing
/// each channel's state, each reminder that rings, each channel's result, each retry and each
/// action taken on a notification, until Ctrl-C or SIGTERM. A second one on the same database
/// is refused (exit 75) with who holds it.
enum RemindRunAction {
    static func run(in context: CommandContext) throws {
        let tracker = try context.openTracker()
        let app = try tracker.context()
        let words = Localizer(language: app.settings.language)
        guard let openTracker = context.openTrackerToHandOver else {
            throw ServeError(problem: .noWebApp, exitCode: .failure)
        }
        // The push reads its URL, format and token at each use, as `kado serve`'s does: a run that
        // lasts for days pushes where `kado settings push-url` said meanwhile.
        let push = CurrentPushChannel {
            (try? openTracker().reminders.pushChannel()) ?? .notConfigured()
        }
        let channels = context.reminders.channels(push: push)
        let events = EventQueue()
        // Caught before the banner: a signal sent as soon as it appears stops the run.
        let termination = TerminationSignal()
        let service = try ReminderService(
            databasePath: tracker.databasePath, holder: holder("kado remind run"), locks: tracker.system.locks,
            openTracker: openTracker,
            channels: channels, events: { events.append($0) })
        context.print(words(.ringingReminders(of: tracker.databasePath)))
        for channel in channels { context.print(words(.channelState(channel.kind, channel.state()))) }
        let log = LogWords(tracker: tracker, language: app.settings.language)
        while !termination.wait(seconds: 0.2) {
            let taken = events.take()
            guard !taken.isEmpty else { continue }
            let (current, calendar) = log.current()
            for event in taken { print(event, words: current, calendar: calendar, context: context) }
        }
        service.stop()
        let (last, calendar) = log.current()
        for event in events.take() { print(event, words: last, calendar: calendar, context: context) }
        context.print(last(.remindersStopped))
    }

    /// Who holds the scheduler, for a second one to say: `kado remind run, pid 4242`.
    static func holder(_ command: String) -> String {
        "\(command), pid \(getpid())"
    }

    /// `instant` on the wall clock of `calendar`: `08:00`.
    static func clock(_ instant: Date, calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: instant)
        // A calendar's hour and minute are always a valid time; empty text would show it if not.
        return (try? ReminderTime(hour: parts.hour ?? 0, minute: parts.minute ?? 0))?.description ?? ""
    }

    private static func print(_ event: ReminderEvent, words: Localizer, calendar: Calendar, context: CommandContext) {
        let (text, isFailure) = line(for: event, words: words, calendar: calendar)
        if isFailure { context.printError(text) } else { context.print(text) }
    }

    /// What `event` says on a terminal, with whatever came from a person or a server (a habit's
    /// name, a failure's words) escaped, and whether it is a failure (said on standard error).
    /// `kado remind run` prints these lines; `kado serve` writes them all to its log.
    static func line(for event: ReminderEvent, words: Localizer, calendar: Calendar) -> (
        text: String, isFailure: Bool
    ) {
        let phrase: Phrase
        switch event {
        case .rang(let notice):
            phrase = .reminderRang(notice, clock: clock(notice.instant, calendar: calendar))
        case .delivered(_, let kind, let result):
            phrase = .delivery(kind, result)
        case .retrying(_, let kind, let attempt):
            phrase = .retrying(kind, attempt)
        case .dropped(let count):
            phrase = .remindersDropped(count)
        case .acted(let notice, _, .checkedIn(let result)):
            phrase = .doneFromNotification(notice.habitName, result.outcome)
        case .acted(let notice, _, .snoozed(let until)):
            phrase = .snoozedFromNotification(notice.habitName, until: clock(until, calendar: calendar))
        case .failed(let error):
            return (ErrorReport(for: error, language: words.language).message, true)
        }
        return (TerminalText.safe(words(phrase)), false)
    }
}

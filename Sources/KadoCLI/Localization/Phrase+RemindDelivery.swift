import Foundation
import KadoApp
import KadoCore

/// What `kado remind run`, `test`, `install` and `kado serve`'s reminders say, in English and French.
extension Phrase {
    /// `kado remind run`'s first line.
    static func ringingReminders(of path: String) -> Phrase {
        Phrase("cli.remindDelivery.ringingReminders", ["path": path])
    }

    /// A channel and its state.
    static func channelState(_ kind: ReminderChannelKind, _ state: ReminderChannelState) -> Phrase {
        Phrase(
            "cli.remindDelivery.channelLine",
            [
                "channel": Phrase(wording: { kind.name(in: $0.language) }).argument,
                "state": Phrase(wording: { state.summary(in: $0.language) }).argument,
            ])
    }

    /// A reminder rang.
    static func reminderRang(_ notice: ReminderNotice, clock: String) -> Phrase {
        notice.isSnoozed
            ? Phrase("cli.remindDelivery.reminderRang.snoozed", ["clock": clock, "name": notice.habitName])
            : Phrase("cli.remindDelivery.reminderRang", ["clock": clock, "name": notice.habitName])
    }

    /// What became of a notice on a channel.
    static func delivery(_ kind: ReminderChannelKind, _ result: ReminderDelivery) -> Phrase {
        Phrase(
            "cli.remindDelivery.channelLine",
            [
                "channel": Phrase(wording: { kind.name(in: $0.language) }).argument,
                "state": Phrase(wording: { result.summary(in: $0.language) }).argument,
            ])
    }

    /// An attempt failed and will be tried again.
    static func retrying(_ kind: ReminderChannelKind, _ attempt: ReminderDeliveryAttempt) -> Phrase {
        let seconds = ValueFormatter.number(attempt.retryIn)
        return Phrase(
            "cli.remindDelivery.retrying",
            [
                "channel": Phrase(wording: { kind.name(in: $0.language) }).argument,
                "number": String(attempt.number), "reason": attempt.reason, "seconds": seconds,
            ])
    }

    /// Reminders missed by more than the grace period.
    static func remindersDropped(_ count: Int) -> Phrase {
        Phrase("cli.remindDelivery.remindersDropped", count: count)
    }

    /// *Done* on a notification.
    static func doneFromNotification(_ name: String, _ outcome: CheckInOutcome) -> Phrase {
        outcome == .alreadyDone || outcome == .unchanged
            ? Phrase("cli.remindDelivery.doneFromNotification", ["name": name])
            : Phrase("cli.remindDelivery.doneFromNotification.2", ["name": name])
    }

    /// *Snooze* on a notification.
    static func snoozedFromNotification(_ name: String, until clock: String) -> Phrase {
        Phrase("cli.remindDelivery.snoozedFromNotification", ["name": name, "clock": clock])
    }

    /// `kado remind run` stopped.
    static let remindersStopped = Phrase("cli.remindDelivery.remindersStopped")

    /// `kado remind test`'s heading.
    static let testSent = Phrase("cli.remindDelivery.testSent")

    /// `kado remind install`'s account.
    static func installedService(_ path: String) -> Phrase {
        Phrase("cli.remindDelivery.installedService", ["path": path])
    }

    /// The command that starts the service.
    static func startService(_ command: String) -> Phrase {
        Phrase("cli.remindDelivery.startService", ["command": command])
    }

    /// `systemd-analyze verify` found the unit wrong.
    static func serviceCheck(_ report: String) -> Phrase {
        Phrase("cli.remindDelivery.serviceCheck", ["report": report])
    }

    /// `kado serve`'s reminder line.
    static func serveReminders(_ states: String) -> Phrase {
        Phrase("cli.remindDelivery.serveReminders", ["states": states])
    }

    /// `kado serve`'s reminder line when another scheduler holds them.
    static func serveRemindersElsewhere(_ holder: String) -> Phrase {
        holder.isEmpty
            ? Phrase("cli.remindDelivery.serveRemindersElsewhere.unknown")
            : Phrase("cli.remindDelivery.serveRemindersElsewhere", ["holder": holder])
    }

    /// Another scheduler holds the database.
    static func schedulerAlreadyRunning(_ holder: String) -> Phrase {
        holder.isEmpty
            ? Phrase("cli.remindDelivery.schedulerAlreadyRunning.unknown")
            : Phrase("cli.remindDelivery.schedulerAlreadyRunning", ["holder": holder])
    }

    /// The lock file could not be opened.
    static func cannotLockReminders(_ path: String, reason: String) -> Phrase {
        Phrase("cli.remindDelivery.cannotLockReminders", ["path": path, "reason": reason])
    }

    /// A push setting refused.
    static func pushSettingRefused(_ problem: PushSettingError) -> Phrase {
        switch problem {
        case .notAURL(let text):
            Phrase("cli.remindDelivery.text", ["text": text])
        case .notHTTP(let text, let scheme):
            Phrase("cli.remindDelivery.scheme", ["text": text, "scheme": scheme])
        case .badToken:
            Phrase("cli.remindDelivery.scheme.badToken")
        }
    }

    /// The push settings shown.
    static func pushURLSetting(_ url: String?) -> Phrase {
        guard let url else { return Phrase("cli.remindDelivery.url") }
        return Phrase("cli.remindDelivery.url.2", ["url": url])
    }

    /// The push format shown.
    static func pushFormatSetting(_ format: PushFormat) -> Phrase {
        Phrase("cli.remindDelivery.pushFormatSetting", ["formatRawValue": format.rawValue])
    }

    /// Whether a token is set (never its value).
    static func pushTokenSetting(_ isSet: Bool) -> Phrase {
        isSet
            ? Phrase("cli.remindDelivery.pushTokenSetting")
            : Phrase("cli.remindDelivery.pushTokenSetting.2")
    }
}

/// Why the reminder scheduler did not start, reported like every error.
extension ReminderServiceError: ReportableError {
    /// The status to exit with.
    public var exitCode: ExitCode { ExitCode(rawValue: 75) }

    /// The message in English.
    public var reportMessage: String { reportMessage(in: .english) }

    /// The message in `language`.
    public func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        switch self {
        case .alreadyRunning(let holder): return words(.errorPrefix) + words(.schedulerAlreadyRunning(holder))
        case .cannotLock(let path, let reason):
            return words(.errorPrefix) + words(.cannotLockReminders(path, reason: reason))
        }
    }
}

/// A refused push setting, reported as a usage error.
extension PushSettingError: ReportableError {
    /// The status to exit with.
    public var exitCode: ExitCode { .usage }

    /// The message in English.
    public var reportMessage: String { reportMessage(in: .english) }

    /// The message in `language`.
    public func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        return words(.errorPrefix) + words(.pushSettingRefused(self))
    }
}

import Foundation
import KadoApp
import KadoCore

/// What `kado remind run`, `test`, `install` and `kado serve`'s reminders say, in English and French.
extension Phrase {
    /// `kado remind run`'s first line.
    static func ringingReminders(of path: String) -> Phrase {
        Phrase(
            "Ringing the reminders of \(path); press Ctrl-C to stop.",
            "Les rappels de \(path) sonnent\(space); Ctrl-C pour arrêter.")
    }

    /// A channel and its state.
    static func channelState(_ kind: ReminderChannelKind, _ state: ReminderChannelState) -> Phrase {
        Phrase(
            "  \(kind.name(in: .english)): \(state.summary(in: .english))",
            "  \(kind.name(in: .french))\(space): \(state.summary(in: .french))")
    }

    /// A reminder rang.
    static func reminderRang(_ notice: ReminderNotice, clock: String) -> Phrase {
        let snoozed = notice.isSnoozed
        return Phrase(
            "\(clock)  \(notice.habitName) rings" + (snoozed ? " again (snoozed)" : ""),
            "\(clock)  \(notice.habitName) sonne" + (snoozed ? " de nouveau (reporté)" : ""))
    }

    /// What became of a notice on a channel.
    static func delivery(_ kind: ReminderChannelKind, _ result: ReminderDelivery) -> Phrase {
        Phrase(
            "  \(kind.name(in: .english)): \(result.summary(in: .english))",
            "  \(kind.name(in: .french))\(space): \(result.summary(in: .french))")
    }

    /// An attempt failed and will be tried again.
    static func retrying(_ kind: ReminderChannelKind, _ attempt: ReminderDeliveryAttempt) -> Phrase {
        let seconds = ValueFormatter.number(attempt.retryIn)
        return Phrase(
            "  \(kind.name(in: .english)): attempt \(attempt.number) failed (\(attempt.reason)); trying again in "
                + "\(seconds) s",
            "  \(kind.name(in: .french))\(space): échec de l’essai \(attempt.number) (\(attempt.reason))\(space); "
                + "nouvel essai dans \(seconds) s")
    }

    /// Reminders missed by more than the grace period.
    static func remindersDropped(_ count: Int) -> Phrase {
        Phrase(
            "\(count) reminder\(count == 1 ? "" : "s") missed by more than 15 minutes (the computer slept or kado "
                + "was stopped): not rung.",
            "\(count) rappel\(count == 1 ? "" : "s") manqué\(count == 1 ? "" : "s") de plus de 15 minutes "
                + "(l’ordinateur dormait ou kado était arrêté)\(space): non sonné\(count == 1 ? "" : "s").")
    }

    /// *Done* on a notification.
    static func doneFromNotification(_ name: String, _ outcome: CheckInOutcome) -> Phrase {
        outcome == .alreadyDone || outcome == .unchanged
            ? Phrase(
                "\(name): Done from the notification: already done",
                "\(name)\(space): Fait depuis la notification\(space): déjà faite")
            : Phrase(
                "\(name): Done from the notification: recorded",
                "\(name)\(space): Fait depuis la notification\(space): enregistrée")
    }

    /// *Snooze* on a notification.
    static func snoozedFromNotification(_ name: String, until clock: String) -> Phrase {
        Phrase("\(name): snoozed until \(clock)", "\(name)\(space): reporté à \(clock)")
    }

    /// `kado remind run` stopped.
    static let remindersStopped = Phrase(
        "Stopped: no more reminders ring.", "Arrêté\(space): plus aucun rappel ne sonne.")

    /// `kado remind test`'s heading.
    static let testSent = Phrase(
        "A test notification, through each channel:", "Une notification d’essai, par chaque canal\(space):")

    /// `kado remind install`'s account.
    static func installedService(_ path: String) -> Phrase {
        Phrase("Wrote \(path):", "Écrit \(path)\(space):")
    }

    /// The command that starts the service.
    static func startService(_ command: String) -> Phrase {
        Phrase(
            "Start it now and at every login with:\n  \(command)\nKeep it running after you log out with: "
                + "loginctl enable-linger",
            "Démarrez-le maintenant et à chaque connexion avec\(space):\n  \(command)\nGardez-le actif après la "
                + "déconnexion avec\(space): loginctl enable-linger")
    }

    /// `systemd-analyze verify` found the unit wrong.
    static func serviceCheck(_ report: String) -> Phrase {
        Phrase("systemd-analyze verify says: \(report)", "systemd-analyze verify dit\(space): \(report)")
    }

    /// `kado serve`'s reminder line.
    static func serveReminders(_ states: String) -> Phrase {
        Phrase("Reminders ring here: \(states)", "Les rappels sonnent ici\(space): \(states)")
    }

    /// `kado serve`'s reminder line when another scheduler holds them.
    static func serveRemindersElsewhere(_ holder: String) -> Phrase {
        Phrase(
            "Reminders do not ring here: another scheduler rings them (\(holder.isEmpty ? "another process" : holder)).",
            "Les rappels ne sonnent pas ici\(space): un autre planificateur les fait sonner (\(holder.isEmpty ? "un autre processus" : holder))."
        )
    }

    /// Another scheduler holds the database.
    static func schedulerAlreadyRunning(_ holder: String) -> Phrase {
        Phrase(
            "another reminder scheduler runs on this database (\(holder.isEmpty ? "another process" : holder)): "
                + "this one rings nothing; stop that one first",
            "un autre planificateur de rappels tourne sur cette base (\(holder.isEmpty ? "un autre processus" : holder))"
                + "\(space): celui-ci ne fait rien sonner\(space); arrêtez d’abord l’autre")
    }

    /// The lock file could not be opened.
    static func cannotLockReminders(_ path: String, reason: String) -> Phrase {
        Phrase(
            "cannot open the reminders' lock file \(path): \(reason)",
            "impossible d’ouvrir le fichier de verrou des rappels \(path)\(space): \(reason)")
    }

    /// A push setting refused.
    static func pushSettingRefused(_ problem: PushSettingError) -> Phrase {
        switch problem {
        case .notAURL(let text):
            Phrase(
                "push-url “\(text)” is not a URL: write it whole, as https://ntfy.sh/my-topic (nothing was saved)",
                "push-url «\(space)\(text)\(space)» n’est pas une URL\(space): écrivez-la entière, comme "
                    + "https://ntfy.sh/mon-sujet (rien n’a été enregistré)")
        case .notHTTP(let text, let scheme):
            Phrase(
                "push-url “\(text)”: its scheme is \(scheme), and pushes go over http or https only (nothing was saved)",
                "push-url «\(space)\(text)\(space)»\(space): son schéma est \(scheme), et les push ne passent que par "
                    + "http ou https (rien n’a été enregistré)")
        case .badToken:
            Phrase(
                "push-token must be one line of visible characters (nothing was saved)",
                "push-token doit tenir en une ligne de caractères visibles (rien n’a été enregistré)")
        }
    }

    /// The push settings shown.
    static func pushURLSetting(_ url: String?) -> Phrase {
        guard let url else { return Phrase("push-url off", "URL de push\(space): aucune") }
        return Phrase("push-url \(url)", "URL de push\(space): \(url)")
    }

    /// The push format shown.
    static func pushFormatSetting(_ format: PushFormat) -> Phrase {
        Phrase("push-format \(format.rawValue)", "Format de push\(space): \(format.rawValue)")
    }

    /// Whether a token is set (never its value).
    static func pushTokenSetting(_ isSet: Bool) -> Phrase {
        isSet
            ? Phrase("push-token set (hidden)", "Jeton de push\(space): défini (masqué)")
            : Phrase("push-token off", "Jeton de push\(space): aucun")
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

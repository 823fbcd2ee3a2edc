import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoApp

/// Notifications walked in German, Spanish and the pseudo-language (issue 39): what a reminder
/// shows on the desktop and in a phone push (title, text, actions, the test reminder), what its
/// delivery is summed up as, the channels' names, and the calendar feed's name. English that
/// escaped the catalogs fails unless `Tests/LanguageWalk/EscapesAllowed.txt` lists it
/// (``LanguageWalk``).
@Suite("Notifications in German, Spanish and the pseudo-language")
struct LanguageWalkNoticeTests {
    static let languages: [Language] = [.german, .spanish, .pseudo]

    /// A reminder of a habit with a German name at 08:00 on 10 April 2026.
    static func notice(in language: Language, isSnoozed: Bool = false) throws -> ReminderNotice {
        let habit = Habit(name: "Wasser", createdAt: instant("2026-04-01T00:00:00Z"))
        let reminder = Reminder(habitID: habit.id, time: try ReminderTime(parsing: "08:00"))
        let occurrence = ReminderOccurrence(
            reminder: reminder, day: day("2026-04-10"), instant: instant("2026-04-10T08:00:00Z"), verdict: .fires)
        return ReminderNotice(habit: habit, occurrence: occurrence, language: language, isSnoozed: isSnoozed)
    }

    /// Every state a reminder channel reports, for the delivery summaries.
    static let channelStates: [ReminderChannelState] = [
        .noSessionBus(reason: nil), .noSessionBus(reason: "Connection refused"), .noNotificationService,
        .desktopReady(server: "dunst", version: "1.9", supportsActions: true),
        .desktopReady(server: "dunst", version: "1.9", supportsActions: false), .notConfigured,
        .pushReady(url: "https://ntfy.sh/kado", format: .ntfy, hasToken: true),
        .pushReady(url: "https://example.org/hook", format: .webhook, hasToken: false),
    ]

    /// Every text a notification or its log shows, by where it came from.
    static func texts(in language: Language) throws -> [(source: String, text: String)] {
        var texts: [(String, String)] = []
        for isSnoozed in [false, true] {
            let notice = try notice(in: language, isSnoozed: isSnoozed)
            let name = isSnoozed ? "snoozed reminder" : "reminder"
            texts += [
                (name + " text", notice.message), (name + " done action", notice.doneLabel),
                (name + " snooze action", notice.snoozeLabel),
            ]
        }
        let test = ReminderNotice.test(at: instant("2026-04-10T08:00:00Z"), day: day("2026-04-10"), language: language)
        texts.append(("test reminder text", test.message))
        for kind in ReminderChannelKind.allCases {
            texts.append(("channel \(kind.rawValue)", kind.name(in: language)))
        }
        let deliveries: [ReminderDelivery] =
            [.delivered(detail: "id 7"), .failed(reason: "HTTP 500")] + channelStates.map(ReminderDelivery.unavailable)
        for delivery in deliveries {
            texts.append(("delivery \(delivery)", delivery.summary(in: language)))
        }
        texts.append(("calendar feed name", CalendarFeedUseCases.calendarName(in: language)))
        return texts
    }

    @Test("every notification text, delivery summary and the calendar feed's name", arguments: languages)
    func everyText(language: Language) throws {
        let texts = try Self.texts(in: language)
        let found = texts.flatMap { source, text in
            LanguageWalk.escapes(
                in: text, language: language.rawValue, surface: "notice", source: source,
                allowed: ["Wasser", "dunst", "Connection refused", "HTTP", "ntfy"])
        }
        LanguageWalk.expectOnlyListed(found, walked: texts.count, surface: "notice", language: language.rawValue)
    }
}

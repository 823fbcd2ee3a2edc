import Foundation
import KadoApp
import KadoCore

/// `kado remind test`: sends one test notification through each channel (the desktop, the phone
/// push) and says what became of it; exit 1 when none reached its channel.
enum RemindTestAction {
    static func run(in context: CommandContext) throws {
        let tracker = try context.openTrackerForReading()
        let app = try tracker.context()
        let words = Localizer(language: app.settings.language)
        let notice = ReminderNotice.test(at: context.now(), day: app.today, language: app.settings.language)
        let channels = context.reminders.channels(push: try tracker.reminders.pushChannel())
        context.print(words(.testSent))
        var reached = false
        for channel in channels {
            let state = channel.state()
            guard state.isReady else {
                context.print(words(.delivery(channel.kind, .unavailable(state))))
                continue
            }
            let retries = EventQueue()
            let kind = channel.kind
            let result = channel.deliver(
                notice, answered: { _ in }, attempted: { retries.append(.retrying(notice, channel: kind, $0)) })
            for case .retrying(_, let kind, let attempt) in retries.take() {
                context.print(words(.retrying(kind, attempt)))
            }
            reached = reached || result.isDelivered
            context.print(words(.delivery(channel.kind, result)))
            channel.close()
        }
        if !reached { throw RemindTestFailure() }
    }
}

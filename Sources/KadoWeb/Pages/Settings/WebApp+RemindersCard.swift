import Foundation
import KadoApp
import KadoCore

/// A reminders test asked for from the card: ``WebApp`` sends it outside the session's lock,
/// since each channel is waited for (a push is retried with backoff), then hands the results to
/// ``WebSession/finishReminderTest(_:request:)``.
struct ReminderTestRequest: Sendable {
    /// The test notice, in the person's language.
    let notice: ReminderNotice
    /// The push as the settings are now.
    let push: PushChannel
}

/// What the reminders card shows, read when the page is drawn: the same use cases as
/// `kado remind test` and `kado settings push-*`.
struct RemindersCardFacts {
    /// Who rings this database's reminders.
    let scheduler: ReminderSchedulerState
    /// Each channel and its state now (the desktop only when this program has one).
    let channels: [(kind: ReminderChannelKind, state: ReminderChannelState)]
    /// The push's settings (whether a token is set; never the token).
    let push: PushSettings
}

/// The reminders card's forms — `POST /settings/reminders/push` (the phone push's URL, format and
/// token) and `POST /settings/reminders/test` (*Send a test*) — and `GET /api/reminders/rung`,
/// which the page script asks for the reminders that rang while a page is open.
extension WebSession {
    /// The card's facts now.
    func remindersCardFacts() throws -> RemindersCardFacts {
        let push = try tracker.pushSettings()
        return RemindersCardFacts(
            scheduler: reminders.scheduler(databasePath: tracker.databasePath, locks: tracker.system.locks),
            channels: reminders.channelStates(push: tracker.pushChannel(push)), push: push)
    }

    /// `POST /settings/reminders/push`: `url` (empty turns the push off), `format` (`ntfy` or
    /// `webhook`), `token` (empty keeps the one set) and `forgetToken`. Every field is checked
    /// before anything is written: a URL that is not http or https, or a token that is not one
    /// line, is the field's error (422), and nothing is saved.
    func savePushFromCard(_ context: RequestContext) throws -> HTTPResponse {
        let fields = try form(context.request)
        let t = context.t
        let url = fields["url"]?.trimmed ?? ""
        guard let format = PushFormat(rawValue: fields["format"]?.trimmed ?? PushFormat.ntfy.rawValue) else {
            throw WebError.badRequest("Choose ntfy or webhook.")
        }
        let typedToken = fields["token"] ?? ""
        let forgetToken = fields["forgetToken"] != nil
        var errors: [String: String] = [:]
        if !url.isEmpty {
            do throws(PushSettingError) {
                _ = try PushTarget(validating: url, format: format)
            } catch {
                errors["url"] = t(.pushSettingRefused(error))
            }
        }
        var token: String?
        if !forgetToken, !typedToken.isEmpty {
            do throws(PushSettingError) {
                token = try Tracker.pushToken(typedToken)
            } catch {
                errors["token"] = t(.pushSettingRefused(error))
            }
        }
        guard errors.isEmpty else {
            let summary =
                t(.settingsNotSaved) + " " + errors.sorted { $0.key > $1.key }.map(\.value).joined(separator: " ")
            let state = SettingsState(
                pageError: summary, pushErrors: errors, pushForm: PushForm(url: url, format: format))
            return .html(try settingsScreen(context, state: state), status: 422)
        }
        // The token's file first: it is the write most likely to fail, and then nothing else changed.
        if forgetToken {
            try tracker.setPushToken(nil)
        } else if let token {
            try tracker.setPushToken(token)
        }
        try tracker.setPush(url: url.isEmpty ? nil : url, format: format)
        return .seeOther("/settings?notice=\(Notice.pushSaved.rawValue)#settings-notifications")
    }

    /// `POST /settings/reminders/test`: *Send a test*, through each channel, as
    /// `kado remind test`; the page then says what became of it on each.
    func testRemindersFromCard(_ context: RequestContext) throws -> HTTPResponse {
        _ = try form(context.request)
        pendingReminderTest = ReminderTestRequest(notice: try tracker.testNotice(), push: try tracker.pushChannel())
        // Replaced by WebApp with finishReminderTest's answer once the test was sent.
        return .text("", status: 202)
    }

    /// The Settings page with what became of the test on each channel, in the request's language.
    func finishReminderTest(
        _ results: [(kind: ReminderChannelKind, result: ReminderDelivery)], request: HTTPRequest
    ) -> HTTPResponse {
        let context = RequestContext(request: request, settings: (try? tracker.settings()) ?? Settings())
        do {
            return context.finish(.html(try settingsScreen(context, state: SettingsState(reminderTest: results))))
        } catch {
            return context.finish(errorResponse(error, request: request, context: context))
        }
    }

    /// `GET /api/reminders/rung?after=N`: the reminders that rang in this server after number
    /// `N` (at most ``ReminderBoard/capacity``), and the latest number. Without `after`, only the
    /// latest number: a page that just opened takes what rang before as seen.
    func apiRungReminders(_ request: HTTPRequest, t: Localizer) throws -> HTTPResponse {
        guard let text = request.queryValue("after") else {
            return APIResponse.json(APIRungReminders(latest: reminders.rung(after: .max).latest, reminders: []))
        }
        guard let after = Int(text), after >= 0 else {
            throw APIError(status: 400, problem: .badRequest, message: t(.apiBadRungNumber(text)))
        }
        let since = reminders.rung(after: after)
        return APIResponse.json(
            APIRungReminders(latest: since.latest, reminders: since.rung.map(APIRungReminders.Reminder.init)))
    }
}

/// `GET /api/reminders/rung`'s answer.
struct APIRungReminders: Encodable {
    /// One reminder that rang.
    struct Reminder: Encodable {
        let sequence: Int
        let habit: UUID
        let name: String
        let day: LogicalDay
        let time: String?
        let snoozed: Bool
        /// What a notification shows: the habit's name, and the reminder's sentence.
        let title: String
        let message: String

        init(_ rung: ReminderBoard.Rung) {
            sequence = rung.sequence
            habit = rung.notice.habitID
            name = rung.notice.habitName
            day = rung.notice.day
            time = rung.notice.time?.description
            snoozed = rung.notice.isSnoozed
            title = rung.notice.title
            message = rung.notice.message
        }
    }

    let latest: Int
    let reminders: [Reminder]
}

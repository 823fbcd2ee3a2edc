import Foundation
import KadoApp
import KadoCore

/// The reminders card's forms — `POST /settings/reminders/push` (the phone push's URL, format and
/// token) and `POST /settings/reminders/test` (*Send a test*) — and `GET /api/reminders/rung`,
/// which the page script asks for the reminders that rang while a page is open.
struct RemindersController: Controller {
    let session: WebSession

    /// The card's facts now.
    func remindersCardFacts() throws -> RemindersCardFacts {
        let push = try tracker.reminders.pushSettings()
        return RemindersCardFacts(
            scheduler: reminders.scheduler(databasePath: tracker.databasePath, locks: tracker.system.locks),
            channels: reminders.channelStates(push: tracker.reminders.pushChannel(push)), push: push)
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
            throw WebError.badRequest(Phrase("web.badRequest.pushFormat"))
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
                token = try ReminderUseCases.pushToken(typedToken)
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
            try tracker.reminders.setPushToken(nil)
        } else if let token {
            try tracker.reminders.setPushToken(token)
        }
        try tracker.reminders.setPush(url: url.isEmpty ? nil : url, format: format)
        return .seeOther("/settings?notice=\(Notice.pushSaved.rawValue)#settings-notifications")
    }

    /// `POST /settings/reminders/test`: *Send a test*, through each channel, as
    /// `kado remind test`; the page then says what became of it on each.
    func testRemindersFromCard(_ context: RequestContext) throws -> HTTPResponse {
        _ = try form(context.request)
        context.followUp = .reminderTest(
            ReminderTestRequest(notice: try tracker.reminders.testNotice(), push: try tracker.reminders.pushChannel()))
        // Replaced by WebApp with finishTest's answer once the test was sent.
        return .text("", status: 202)
    }

    /// The Settings page with what became of the test on each channel, in the request's language.
    func finishTest(
        _ results: [(kind: ReminderChannelKind, result: ReminderDelivery)], request: HTTPRequest
    ) -> HTTPResponse {
        let context = session.context(for: request)
        do {
            return context.finish(.html(try settingsScreen(context, state: SettingsState(reminderTest: results))))
        } catch {
            return context.finish(errorResponse(error, request: request, context: context))
        }
    }

    /// `GET /api/reminders/rung?after=N`: the reminders that rang in this server after number
    /// `N` (at most ``ReminderBoard/capacity``), and the latest number. Without `after`, only the
    /// latest number: a page that just opened takes what rang before as seen.
    func rung(_ context: RequestContext) throws -> HTTPResponse {
        let (request, t) = (context.request, context.apiLocalizer)
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

import Foundation
import KadoApp
import KadoCore

/// The Settings page's reminders card: who rings this database's reminders (this server's
/// scheduler, another process — named —, or nobody), each channel's state as `kado remind test`
/// tells it (the desktop's notification service; the phone push's URL and format, and whether a
/// token is set — the token itself is never written into a page), the push form (URL, format,
/// token), *Send a test* with each channel's result, and in-page notifications in this browser,
/// which the page script asks permission for only when the button is pressed.
enum RemindersCardView {
    static func render(_ facts: RemindersCardFacts, state: SettingsState, context: RequestContext) -> HTML {
        let t = context.t
        let channels = HTML.join(facts.channels.map { channel(kind: $0.kind, state: $0.state, t: t) })
        return SettingsView.group(
            "settings-notifications", t(.remindersTitle),
            """
            <div class="card set-card" id="reminders-card">
            \(scheduler(facts.scheduler, t: t))
            \(channels)
            \(pushForm(facts.push, state: state, context: context))
            \(test(state.reminderTest, context: context))
            \(browser(t: t))
            </div>
            """)
    }

    private static func scheduler(_ scheduler: ReminderSchedulerState, t: Localizer) -> HTML {
        // Words for people first; which process holds the lock (its id, its file) behind a disclosure.
        let (title, detail, technical): (Phrase, Phrase, String?) =
            switch scheduler {
            case .here(let holder): (.remindersRingHereTitle, .remindersRingHere, t(.remindersHolder(holder)))
            case .elsewhere(let holder):
                (
                    .remindersElsewhereTitle, .remindersElsewhere(holder),
                    holder.isEmpty ? nil : t(.remindersHolder(holder))
                )
            case .nowhere: (.remindersNowhereTitle, .remindersNowhere, nil)
            case .unknown(let path, let reason):
                (.remindersUnknownTitle, .remindersUnknownTitle, t(.remindersUnknown(path, reason)))
            }
        let ringing: Bool
        switch scheduler {
        case .here, .elsewhere: ringing = true
        case .nowhere, .unknown: ringing = false
        }
        return """
            <div class="set-row" id="reminders-scheduler">
            <span class="set-icon tone-accent">\(SettingsIcon.bell.svg)</span>
            <div class="set-text"><p class="set-title">\(t(title))</p>
            <p class="set-detail\(ringing ? "" : " sync-warning")">\(t(detail))</p>\(details(technical, t: t))</div>
            </div>
            """
    }

    /// What only someone fixing the machine needs (a process id, a lock file, the session bus's
    /// address), folded away behind *Technical details*.
    static func details(_ text: String?, t: Localizer) -> HTML {
        guard let text, !text.isEmpty else { return .empty }
        return
            "<details class=\"set-more\"><summary>\(t(.technicalDetails))</summary><p class=\"set-detail\">\(text)</p></details>"
    }

    private static func channel(kind: ReminderChannelKind, state: ReminderChannelState, t: Localizer) -> HTML {
        let title: Phrase
        let detail: String
        var about: HTML = .empty
        var technical: String?
        switch (kind, state) {
        case (.desktop, .noSessionBus):
            title = .desktopChannelTitle
            about = "<p class=\"set-detail\">\(t(.desktopChannelDetail))</p>"
            detail = t(.desktopUnavailable)
            technical = state.summary(in: t.language)
        case (.desktop, .noNotificationService):
            title = .desktopChannelTitle
            about = "<p class=\"set-detail\">\(t(.desktopChannelDetail))</p>"
            detail = t(.desktopNoService)
            technical = state.summary(in: t.language)
        case (.desktop, _):
            title = .desktopChannelTitle
            about = "<p class=\"set-detail\">\(t(.desktopChannelDetail))</p>"
            detail = state.summary(in: t.language)
        case (.push, .pushReady(let url, let format, let hasToken)):
            title = .pushChannelTitle
            detail = t(.pushOn(url, format, hasToken: hasToken))
        case (.push, _):
            title = .pushChannelTitle
            detail = t(.pushOff)
        }
        let icon = kind == .desktop ? Glyph.clock.svg : SettingsIcon.globe.svg
        return """
            <div class="set-row" id="reminders-\(kind.rawValue)">
            <span class="set-icon tone-accent">\(icon)</span>
            <div class="set-text"><p class="set-title">\(t(title))</p>\(about)
            <p class="sync-state\(state.isReady ? " is-ok" : "")">\(detail)</p>\(details(technical, t: t))</div>
            </div>
            """
    }

    private static func pushForm(_ push: PushSettings, state: SettingsState, context: RequestContext) -> HTML {
        let t = context.t
        let url = state.pushForm?.url ?? push.target.map { PushChannel.shown($0.url) } ?? ""
        let format = state.pushForm?.format ?? push.format
        let urlError = state.pushErrors["url"]
        let tokenError = state.pushErrors["token"]
        func error(_ text: String?, id: String) -> HTML {
            text.map { "<p class=\"field-error\" id=\"\(id)\" role=\"alert\">\($0)</p>" } ?? .empty
        }
        let formats = PushFormat.allCases.map { option -> HTML in
            let label = option == .ntfy ? t(.pushFormatNtfy) : t(.pushFormatWebhook)
            return
                "<option value=\"\(option.rawValue)\"\(attribute: "selected", when: option == format)>\(label)</option>"
        }
        let forget: HTML =
            push.hasToken
            ? "<label class=\"sync-check\"><input type=\"checkbox\" name=\"forgetToken\" value=\"yes\"> \(t(.pushForgetToken))</label>"
            : .empty
        let tokenDescribed = tokenError == nil ? "push-token-hint" : "push-token-error push-token-hint"
        return """
            <form class="set-row sync-setup" method="post" action="/settings/reminders/push#settings-notifications">
            \(context.csrfField)
            <span class="set-icon tone-accent">\(SettingsIcon.key.svg)</span>
            <details class="set-text set-fold"\(attribute: "open", when: state.pushForm != nil || urlError != nil || tokenError != nil)><summary class="set-title">\(t(.pushFormTitle))</summary>
            <div class="sync-fields">
            <label for="push-url">\(t(.pushURLLabel))</label>
            <input type="url" id="push-url" name="url" spellcheck="false" placeholder="https://ntfy.sh/my-kado-topic" value="\(url)"\(attribute: "aria-invalid=\"true\" aria-describedby=\"push-url-error\"", when: urlError != nil)>
            \(error(urlError, id: "push-url-error"))
            <label for="push-format">\(t(.pushFormatLabel))</label>
            <select class="set-select" id="push-format" name="format">\(formats)</select>
            <label for="push-token">\(t(.pushTokenLabel))</label>
            <input type="password" id="push-token" name="token" autocomplete="new-password" aria-describedby="\(tokenDescribed)"\(attribute: "aria-invalid=\"true\"", when: tokenError != nil)>
            \(error(tokenError, id: "push-token-error"))
            <p class="set-detail" id="push-token-hint">\(push.hasToken ? t(.pushTokenKept) : t(.pushTokenNone))</p>
            \(forget)
            <button class="button small tinted" type="submit">\(t(.pushSaveButton))</button>
            </div></details>
            </form>
            """
    }

    private static func test(
        _ results: [(kind: ReminderChannelKind, result: ReminderDelivery)]?, context: RequestContext
    ) -> HTML {
        let t = context.t
        let lines: HTML
        if let results {
            let items = results.map { line -> HTML in
                let name = line.kind.name(in: t.language)
                let sentence = line.result.summary(in: t.language)
                return
                    "<li class=\"sync-state\(line.result.isDelivered ? " is-ok" : "")\">\(t.labelled(name, sentence))</li>"
            }
            lines = """
                <div role="status" id="reminders-test-results"><p class="set-detail">\(t(.remindersTestResults))</p>
                <ul class="reminders-results">\(HTML.join(items))</ul></div>
                """
        } else {
            lines = .empty
        }
        return """
            <form class="set-row sync-setup" method="post" action="/settings/reminders/test#settings-notifications">
            \(context.csrfField)
            <span class="set-icon tone-accent">\(SettingsIcon.bell.svg)</span>
            <div class="set-text"><p class="set-title">\(t(.remindersTestTitle))</p>
            <p class="set-detail">\(t(.remindersTestDetail))</p>
            \(lines)
            <p class="reminders-button"><button class="button small tinted" type="submit" id="reminders-test">\(t(.remindersTestButton))</button></p>
            </div>
            </form>
            """
    }

    /// The in-page notifications row: its words for each state are in data attributes, for the
    /// script, which shows the button only where the browser has notifications.
    private static func browser(t: Localizer) -> HTML {
        """
        <div class="set-row sync-setup" id="browser-notifications" data-on="\(t(.browserNotifyOn))" data-blocked="\(t(.browserNotifyBlocked))" data-unavailable="\(t(.browserNotifyUnavailable))">
        <span class="set-icon tone-accent">\(SettingsIcon.globe.svg)</span>
        <div class="set-text"><p class="set-title">\(t(.browserNotificationsTitle))</p>
        <p class="set-detail">\(t(.browserNotificationsDetail))</p>
        <p class="sync-state" id="browser-notifications-state" role="status"></p>
        <p class="reminders-button"><button class="button small tinted" type="button" id="notify-browser" hidden>\(t(.browserNotifyButton))</button></p></div>
        </div>
        """
    }
}

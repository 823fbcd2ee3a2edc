import KadoApp
import KadoCore

/// The Settings page's reminders card, and what the page script says of in-page notifications.
extension Phrase {
    static let remindersTitle = Phrase("web.remindersCard.remindersTitle")
    static let remindersRingHere = Phrase("web.remindersCard.remindersRingHere")
    static let technicalDetails = Phrase("web.remindersCard.technicalDetails")
    static func remindersHolder(_ holder: String) -> Phrase {
        Phrase("web.remindersCard.remindersHolder", ["holder": holder])
    }
    static let desktopUnavailable = Phrase("web.remindersCard.desktopUnavailable")
    static let desktopNoService = Phrase("web.remindersCard.desktopNoService")
    static let remindersRingHereTitle = Phrase("web.remindersCard.remindersRingHereTitle")
    static let remindersElsewhereTitle = Phrase("web.remindersCard.remindersElsewhereTitle")
    static func remindersElsewhere(_ holder: String) -> Phrase {
        holder.isEmpty
            ? Phrase("web.remindersCard.remindersElsewhere")
            : Phrase("web.remindersCard.remindersElsewhere.2")
    }
    static let remindersNowhereTitle = Phrase("web.remindersCard.remindersNowhereTitle")
    static let remindersNowhere = Phrase("web.remindersCard.remindersNowhere")
    static let remindersUnknownTitle = Phrase("web.remindersCard.remindersUnknownTitle")
    static func remindersUnknown(_ path: String, _ reason: String) -> Phrase {
        Phrase("web.remindersCard.remindersUnknown", ["path": path, "reason": reason])
    }
    static let desktopChannelTitle = Phrase("web.remindersCard.desktopChannelTitle")
    static let desktopChannelDetail = Phrase("web.remindersCard.desktopChannelDetail")
    static let pushFormTitle = Phrase("web.remindersCard.pushFormTitle")
    static let pushChannelTitle = Phrase("web.remindersCard.pushChannelTitle")
    static let pushOff = Phrase("web.remindersCard.pushOff")
    static func pushOn(_ url: String, _ format: PushFormat, hasToken: Bool) -> Phrase {
        let format =
            format == .ntfy ? Phrase("web.remindersCard.pushOn.ntfy") : Phrase("web.remindersCard.pushOn.webhook")
        return hasToken
            ? Phrase("web.remindersCard.pushOn.token", ["url": url, "format": format.argument])
            : Phrase("web.remindersCard.pushOn.noToken", ["url": url, "format": format.argument])
    }
    static let pushURLLabel = Phrase("web.remindersCard.pushURLLabel")
    static let pushFormatLabel = Phrase("web.remindersCard.pushFormatLabel")
    static let pushFormatNtfy = Phrase("web.remindersCard.pushFormatNtfy")
    static let pushFormatWebhook = Phrase("web.remindersCard.pushFormatWebhook")
    static let pushTokenLabel = Phrase("web.remindersCard.pushTokenLabel")
    static let pushTokenKept = Phrase("web.remindersCard.pushTokenKept")
    static let pushTokenNone = Phrase("web.remindersCard.pushTokenNone")
    static let pushForgetToken = Phrase("web.remindersCard.pushForgetToken")
    static let pushSaveButton = Phrase("web.remindersCard.pushSaveButton")
    static let remindersTestTitle = Phrase("web.remindersCard.remindersTestTitle")
    static let remindersTestDetail = Phrase("web.remindersCard.remindersTestDetail")
    static let remindersTestButton = Phrase("web.remindersCard.remindersTestButton")
    static let remindersTestResults = Phrase("web.remindersCard.remindersTestResults")
    static let browserNotificationsTitle = Phrase("web.remindersCard.browserNotificationsTitle")
    static let browserNotificationsDetail = Phrase("web.remindersCard.browserNotificationsDetail")
    static let browserNotifyButton = Phrase("web.remindersCard.browserNotifyButton")
    static let browserNotifyOn = Phrase("web.remindersCard.browserNotifyOn")
    static let browserNotifyBlocked = Phrase("web.remindersCard.browserNotifyBlocked")
    static let browserNotifyUnavailable = Phrase("web.remindersCard.browserNotifyUnavailable")
    static let noticePushSaved = Phrase("web.remindersCard.noticePushSaved")
    static func pushSettingRefused(_ problem: PushSettingError) -> Phrase {
        switch problem {
        case .notAURL(let text):
            Phrase("web.remindersCard.text", ["text": text])
        case .notHTTP(let text, let scheme):
            Phrase("web.remindersCard.scheme", ["text": text, "scheme": scheme])
        case .badToken:
            Phrase("web.remindersCard.scheme.badToken")
        }
    }
    static func apiBadRungNumber(_ text: String) -> Phrase {
        Phrase("web.remindersCard.apiBadRungNumber", ["text": text])
    }
}

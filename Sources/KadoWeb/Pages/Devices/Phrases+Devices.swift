import KadoApp

extension Phrase {
    static let devicesTitle = Phrase("web.devices.devicesTitle")
    static let noDevices = Phrase("web.devices.noDevices")
    static let pairDeviceTitle = Phrase("web.devices.pairDeviceTitle")
    static let pairDeviceDetail = Phrase("web.devices.pairDeviceDetail")
    static let pairDeviceButton = Phrase("web.devices.pairDeviceButton")
    static let pairSteps = Phrase("web.devices.pairSteps")
    static let pairingQRLabel = Phrase("web.devices.pairingQRLabel")
    static let pairingCodeIs = Phrase("web.devices.pairingCodeIs")
    static func pairingValidUntil(_ time: String) -> Phrase {
        Phrase("web.devices.pairingValidUntil", ["time": time])
    }
    static let newTokenTitle = Phrase("web.devices.newTokenTitle")
    static let newTokenDetail = Phrase("web.devices.newTokenDetail")
    static let newTokenButton = Phrase("web.devices.newTokenButton")
    static func tokenShownOnce(_ name: String) -> Phrase {
        Phrase("web.devices.tokenShownOnce", ["name": name])
    }
    static let tokenUsage = Phrase("web.devices.tokenUsage")
    static let scriptToken = Phrase("web.devices.scriptToken")
    static let browserDevice = Phrase("web.devices.browserDevice")
    static let kindScript = Phrase("web.devices.kindScript")
    static let kindBrowser = Phrase("web.devices.kindBrowser")
    static let thisDevice = Phrase("web.devices.thisDevice")
    static func deviceFirstSeen(_ when: String) -> Phrase { Phrase("web.devices.deviceFirstSeen", ["when": when]) }
    static func deviceLastSeen(_ when: String) -> Phrase { Phrase("web.devices.deviceLastSeen", ["when": when]) }
    static func deviceAddress(_ address: String) -> Phrase { Phrase("web.devices.deviceAddress", ["address": address]) }
    static func renameDevice(_ name: String) -> Phrase { Phrase("web.devices.renameDevice", ["name": name]) }
    static let rename = Phrase("web.devices.rename")
    static let revoke = Phrase("web.devices.revoke")
    static func signOutDeviceLabel(_ name: String) -> Phrase {
        Phrase("web.devices.signOutDeviceLabel", ["name": name])
    }
    static let noticeDeviceRenamed = Phrase("web.devices.noticeDeviceRenamed")
    static let noticeDeviceSignedOut = Phrase("web.devices.noticeDeviceSignedOut")
    static let noticeDeviceNameMissing = Phrase("web.devices.noticeDeviceNameMissing")
    static let calendarFeedTitle = Phrase("web.devices.calendarFeedTitle")
    static func calendarFeedOn(_ when: String) -> Phrase {
        Phrase("web.devices.calendarFeedOn", ["when": when])
    }
    static let calendarFeedOff = Phrase("web.devices.calendarFeedOff")
    static let makeCalendarFeed = Phrase("web.devices.makeCalendarFeed")
    static let newCalendarFeed = Phrase("web.devices.newCalendarFeed")
    static let revokeCalendarFeed = Phrase("web.devices.revokeCalendarFeed")
    static let calendarFeedShownOnce = Phrase("web.devices.calendarFeedShownOnce")
    static let calendarFeedUsage = Phrase("web.devices.calendarFeedUsage")
    static let noticeCalendarFeedRevoked = Phrase("web.devices.noticeCalendarFeedRevoked")
}

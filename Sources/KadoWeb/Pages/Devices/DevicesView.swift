import Foundation
import KadoApp
import KadoCore
import KadoQR

/// The markup of Settings › Devices, and of the two pages its actions show once: a pairing and a
/// script's new token.
enum DevicesView {
    /// The card: pair a device, the devices and tokens with their names, times and addresses,
    /// each renamable and signed out on its own, a form for a script's token, and the calendar
    /// feed (whether there is one, a new address, revoking it).
    static func card(
        _ devices: [WebDevice], current: String?, feedMadeAt: Date?, timeZone: TimeZone, context: RequestContext
    ) -> HTML {
        let t = context.t
        let rows = devices.map { row($0, isCurrent: $0.digest == current, timeZone: timeZone, context: context) }
        let list: HTML =
            devices.isEmpty
            ? "<p class=\"set-meta\">\(t(.noDevices))</p>"
            : "<ul class=\"device-list\" aria-label=\"\(t(.devicesTitle))\">\(rows)</ul>"
        return SettingsView.group(
            "settings-devices", t(.devicesTitle),
            """
            <div class="card set-card">
            <div class="set-row">
            <span class="set-icon tone-accent">\(SettingsIcon.key.svg)</span>
            <div class="set-text"><p class="set-title">\(t(.pairDeviceTitle))</p>
            <p class="set-detail">\(t(.pairDeviceDetail))</p></div>
            <form method="post" action="/settings/devices/pair">\(context.csrfField)<button class="button small tinted" type="submit">\(t(.pairDeviceButton))</button></form>
            </div>
            \(list)
            <form class="set-row device-token" method="post" action="/settings/devices/token">
            \(context.csrfField)
            <div class="set-text">
            <label class="set-title" for="token-name">\(t(.newTokenTitle))</label>
            <p class="set-detail" id="token-name-hint">\(t(.newTokenDetail))</p>
            <div class="device-rename"><input id="token-name" name="name" type="text" required maxlength="\(DeviceUseCases.maxDeviceNameLength)" aria-describedby="token-name-hint">
            <button class="button small tinted" type="submit">\(t(.newTokenButton))</button></div>
            </div>
            </form>
            \(feedRow(madeAt: feedMadeAt, timeZone: timeZone, context: context))
            </div>
            """)
    }

    /// The calendar feed: on since when, or off; a new address (replacing the old), revoke.
    private static func feedRow(madeAt: Date?, timeZone: TimeZone, context: RequestContext) -> HTML {
        let t = context.t
        let detail = madeAt.map { t(.calendarFeedOn(when($0, timeZone: timeZone, t: t))) } ?? t(.calendarFeedOff)
        let revoke: HTML =
            madeAt == nil
            ? .empty
            : """
            <form method="post" action="/settings/devices/feed/revoke">\(context.csrfField)<button class="button small danger" type="submit" aria-label="\(t(.revokeCalendarFeed))">\(t(.revoke))</button></form>
            """
        return """
            <div class="set-row" id="calendar-feed">
            <div class="set-text"><p class="set-title">\(t(.calendarFeedTitle))</p>
            <p class="set-detail">\(detail)</p></div>
            <form method="post" action="/settings/devices/feed">\(context.csrfField)<button class="button small tinted" type="submit">\(madeAt == nil ? t(.makeCalendarFeed) : t(.newCalendarFeed))</button></form>
            \(revoke)
            </div>
            """
    }

    /// The calendar feed's new address, shown once, with how to subscribe to it.
    static func feedPage(url: String, context: RequestContext) -> HTML {
        let t = context.t
        return Layout.page(
            t(.calendarFeedTitle), tab: .settings, context: context,
            content: """
                \(Layout.header(t(.calendarFeedTitle)))
                <section class="card pair-card" aria-labelledby="feed-shown">
                <p id="feed-shown">\(t(.calendarFeedShownOnce))</p>
                <p class="pair-code"><code class="token-value">\(url)</code></p>
                <p class="set-detail">\(t(.calendarFeedUsage))</p>
                <p><a class="button tinted" href="/settings#settings-devices">\(t(.backToSettings))</a></p>
                </section>
                """)
    }

    /// One device: its name and kind, first and last seen, its address; rename and sign out.
    private static func row(_ device: WebDevice, isCurrent: Bool, timeZone: TimeZone, context: RequestContext)
        -> HTML
    {
        let t = context.t
        let id = device.publicID
        let name = device.name.isEmpty ? (device.kind == .script ? t(.scriptToken) : t(.browserDevice)) : device.name
        let kind = device.kind == .script ? t(.kindScript) : t(.kindBrowser)
        let first = when(device.createdAt, timeZone: timeZone, t: t)
        let last = when(device.lastSeenAt, timeZone: timeZone, t: t)
        let address: HTML = device.address.isEmpty ? .empty : " · \(t(.deviceAddress(device.address)))"
        let this: HTML = isCurrent ? " <span class=\"device-this\">\(t(.thisDevice))</span>" : .empty
        return """
            <li class="set-row device-row" id="device-\(id)">
            <div class="set-text">
            <p class="set-title">\(name)\(this)</p>
            <p class="set-detail">\(kind) · \(t(.deviceFirstSeen(first))) · \(t(.deviceLastSeen(last)))\(address)</p>
            <form class="device-rename" method="post" action="/settings/devices/\(id)/rename">\(context.csrfField)
            <label class="visually-hidden" for="rename-\(id)">\(t(.renameDevice(name)))</label>
            <input id="rename-\(id)" name="name" type="text" required maxlength="\(DeviceUseCases.maxDeviceNameLength)" value="\(device.name)">
            <button class="button small quiet" type="submit">\(t(.rename))</button></form>
            </div>
            <form method="post" action="/settings/devices/\(id)/sign-out">\(context.csrfField)<button class="button small danger" type="submit" aria-label="\(t(.signOutDeviceLabel(name)))">\(device.kind == .script ? t(.revoke) : t(.signOut))</button></form>
            </li>
            """
    }

    /// "10 Apr 2026 19:30" in the settings' zone.
    private static func when(_ date: Date, timeZone: TimeZone, t: Localizer) -> String {
        guard let (day, time) = SettingsView.dayAndTime(date, timeZone: timeZone, t: t) else { return "" }
        return "\(day) \(time)"
    }

    /// A pairing, shown once: the QR code of its link, the link, the code, until when it works.
    static func pairingPage(code: String, link: String, qr: QRCode?, until: String, context: RequestContext) -> HTML {
        let t = context.t
        let picture: HTML = qr.map { HTML(trusted: $0.svg(label: t(.pairingQRLabel))) } ?? .empty
        return Layout.page(
            t(.pairDeviceTitle), tab: .settings, context: context,
            content: """
                \(Layout.header(t(.pairDeviceTitle)))
                <section class="card pair-card" aria-labelledby="pair-steps">
                <p id="pair-steps">\(t(.pairSteps))</p>
                <div class="pair-qr">\(picture)</div>
                <p class="pair-code">\(t(.pairingCodeIs)) <strong><code>\(code)</code></strong></p>
                <p class="set-detail"><a href="\(link)" class="pair-link">\(link)</a></p>
                <p class="set-detail">\(t(.pairingValidUntil(until)))</p>
                <p><a class="button tinted" href="/settings#settings-devices">\(t(.backToSettings))</a></p>
                </section>
                """)
    }

    /// A script's token, shown once, with how a script sends it.
    static func tokenPage(name: String, token: String, origin: String, context: RequestContext) -> HTML {
        let t = context.t
        return Layout.page(
            t(.newTokenTitle), tab: .settings, context: context,
            content: """
                \(Layout.header(t(.newTokenTitle)))
                <section class="card pair-card" aria-labelledby="token-shown">
                <p id="token-shown">\(t(.tokenShownOnce(name)))</p>
                <p class="pair-code"><code class="token-value">\(token)</code></p>
                <p class="set-detail">\(t(.tokenUsage))</p>
                <pre class="token-example"><code>curl -H "Authorization: Bearer \(token)" \(origin)/api/today</code></pre>
                <p><a class="button tinted" href="/settings#settings-devices">\(t(.backToSettings))</a></p>
                </section>
                """)
    }
}

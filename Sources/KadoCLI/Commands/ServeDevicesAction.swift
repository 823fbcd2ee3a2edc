import Foundation
import KadoApp
import KadoQR

/// `kado serve devices | sign-out DEVICE | pair [--url URL] | new-token NAME | feed-token [--url URL]
/// | revoke-feed-token`: the web app's devices from a terminal, through ``DeviceUseCases`` as the
/// Settings card does, and the calendar feed's token (``CalendarFeedUseCases``). They work
/// whether or not `kado serve` runs: the devices and the token live in the database.
struct ServeDevicesAction {
    /// The actions after `kado serve`.
    static let actions = ["devices", "sign-out", "pair", "new-token", "feed-token", "revoke-feed-token"]

    let context: CommandContext
    /// The device (`sign-out`) or the script's name (`new-token`).
    let reference: String?
    /// Where devices reach the server: the pairing link starts with it.
    let baseURL: String

    func run(_ action: String) throws {
        // The list only reads (a database that cannot be written is listed); the rest write.
        let tracker = try action == "devices" ? context.openTrackerForReading() : context.openTracker()
        let words = try context.words(tracker)
        switch action {
        case "devices": try listDevices(tracker: tracker, words: words)
        case "sign-out": try signOut(tracker: tracker, words: words)
        case "pair": context.print(try Self.pairingText(tracker: tracker, baseURL: baseURL, context: context))
        case "feed-token":
            // Printed once, as a pairing is: only the token's digest is kept.
            let base = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
            let token = try tracker.calendarFeed.makeFeedToken()
            context.print(words(.feedTokenShownOnce(url: base + "/calendar.ics?token=" + token)))
        case "revoke-feed-token":
            context.print(words(try tracker.calendarFeed.revokeFeedToken() ? .feedTokenRevoked : .noFeedToken))
        default: try makeToken(tracker: tracker, words: words)
        }
    }

    /// A table: id, name, kind, since, last seen, address; or a line saying there is none.
    private func listDevices(tracker: Tracker, words: Localizer) throws {
        let devices = try tracker.devices.devices()
        guard !devices.isEmpty else { return context.print(words(.noDevicesYet)) }
        let timeZone = try tracker.context().calendar.boundary.timeZone
        var table = TextTable(columns: [
            .init(words(.deviceColumnID)), .init(words(.deviceColumnName), maximumWidth: 32, minimumWidth: 8),
            .init(words(.deviceColumnKind), dropOrder: 2), .init(words(.deviceColumnFirst), dropOrder: 1),
            .init(words(.deviceColumnLast)), .init(words(.deviceColumnAddress), dropOrder: 3),
        ])
        for device in devices {
            table.append([
                device.publicID, Self.name(of: device, words: words),
                words(device.kind == .script ? .deviceKindScript : .deviceKindBrowser),
                Self.minute(device.createdAt, in: timeZone), Self.minute(device.lastSeenAt, in: timeZone),
                TerminalText.safe(device.address),
            ])
        }
        context.print(table.render(style: context.style, width: context.width))
    }

    /// Signs out the one device `reference` names.
    private func signOut(tracker: Tracker, words: Localizer) throws {
        guard let reference, !reference.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw UsageError.missingArgument("DEVICE", command: "serve sign-out")
        }
        let matches = try tracker.devices.devices(matching: reference)
        guard matches.count == 1, let device = matches.first else {
            throw DeviceReferenceError(
                reference: reference, candidates: matches.map { "\($0.publicID) \($0.name)" },
                known: try tracker.devices.devices().map { "\($0.publicID) \($0.name)" })
        }
        try tracker.devices.signOut(device)
        context.print(words(.deviceSignedOut(Self.name(of: device, words: words))))
    }

    /// Makes a script's token and shows it once.
    private func makeToken(tracker: Tracker, words: Localizer) throws {
        guard let reference, !reference.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw UsageError.missingArgument("NAME", command: "serve new-token")
        }
        let token = try tracker.devices.makeScriptToken(named: reference)
        context.print(words(.scriptTokenShownOnce(name: TerminalText.safe(reference), token: token)))
    }

    /// A new pairing as a terminal shows it: the QR code of its link, then the link, the code
    /// and until when it works.
    static func pairingText(tracker: Tracker, baseURL: String, context: CommandContext) throws -> String {
        let words = try context.words(tracker)
        let pairing = try tracker.devices.makePairing()
        let base = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        let link = base + "/login?code=" + pairing.code
        let timeZone = try tracker.context().calendar.boundary.timeZone
        let until = minute(pairing.expiresAt, in: timeZone).split(separator: " ").last.map(String.init) ?? ""
        let picture = QRCode(link)?.terminalText(colored: context.style.usesColor) ?? ""
        return picture + "\n" + words(.pairWithCode(link: link, code: pairing.code, until: until))
    }

    /// The device's name as a terminal shows it: safe, or "browser" in the person's language for a
    /// browser that named nothing known.
    static func name(of device: WebDevice, words: Localizer) -> String {
        device.name.isEmpty ? words(.deviceKindBrowser) : TerminalText.safe(device.name)
    }

    /// `2026-12-06 09:41` in `timeZone`.
    static func minute(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
    }
}

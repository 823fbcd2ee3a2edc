import Foundation
import KadoApp
import KadoCore
import KadoQR

/// Settings › Devices: pairing a new device (a QR code of a single-use link, and its code), the
/// devices signed in and the scripts' tokens, renaming one, signing one out, making a token for a
/// script. Every action goes through ``DeviceUseCases``; `kado serve devices`, `sign-out`, `pair`
/// and `new-token` do the same from a terminal.
struct DevicesController: Controller {
    let session: WebSession

    /// `POST /settings/devices/pair`: a new pairing, shown as a QR code, a link and a code.
    func pair(_ context: RequestContext) throws -> HTTPResponse {
        let pairing = try tracker.devices.makePairing()
        let link = Self.pairingLink(pairing.code, context: context)
        let timeZone = try appContext(context).calendar.boundary.timeZone
        let until = SettingsView.dayAndTime(pairing.expiresAt, timeZone: timeZone, t: context.t)?.1 ?? ""
        return .html(
            DevicesView.pairingPage(
                code: pairing.code, link: link, qr: QRCode(link), until: until, context: context))
    }

    /// `POST /settings/devices/token`: a bearer token for the script the form names, shown once.
    func makeToken(_ context: RequestContext) throws -> HTTPResponse {
        let form = try form(context.request)
        let name = form["name"] ?? ""
        guard DeviceUseCases.isUsableName(name) else { return Self.nameMissing }
        let token = try tracker.devices.makeScriptToken(named: name)
        let origin = Self.origin(context)
        return .html(
            DevicesView.tokenPage(name: name.trimmed, token: token, origin: origin, context: context))
    }

    /// `POST /settings/devices/:device/rename`.
    func rename(_ context: RequestContext) throws -> HTTPResponse {
        let device = try self.device(context)
        let name = try form(context.request)["name"] ?? ""
        guard DeviceUseCases.isUsableName(name) else { return Self.nameMissing }
        try tracker.devices.rename(device, to: name)
        return .seeOther("/settings?notice=\(Notice.deviceRenamed.rawValue)#settings-devices")
    }

    /// `POST /settings/devices/:device/sign-out`: that device's next request is refused; the
    /// others keep working. Signing out the device asking is signing out (its cookie goes).
    func signOut(_ context: RequestContext) throws -> HTTPResponse {
        let device = try self.device(context)
        try tracker.devices.signOut(device)
        if let own = AuthenticationMiddleware.sessionID(in: context.request), SHA256.hex(own) == device.digest {
            return try LoginController(session: session).logout(context)
        }
        return .seeOther("/settings?notice=\(Notice.deviceSignedOut.rawValue)#settings-devices")
    }

    /// `POST /settings/devices/feed`: a new address for the calendar feed (replacing the one
    /// before), shown once, on the origin this browser reached the server at.
    func makeFeed(_ context: RequestContext) throws -> HTTPResponse {
        let token = try tracker.calendarFeed.makeFeedToken()
        return .html(DevicesView.feedPage(url: Self.origin(context) + "/calendar.ics?token=" + token, context: context))
    }

    /// `POST /settings/devices/feed/revoke`: the feed answers no one until another address is made.
    func revokeFeed(_ context: RequestContext) throws -> HTTPResponse {
        try tracker.calendarFeed.revokeFeedToken()
        return .seeOther("/settings?notice=\(Notice.calendarFeedRevoked.rawValue)#calendar-feed")
    }

    /// Back to the card, which says a name is needed.
    private static var nameMissing: HTTPResponse {
        .seeOther("/settings?notice=\(Notice.deviceNameMissing.rawValue)#settings-devices")
    }

    /// The device the route's `:device` names (its public id); 404 when none has it.
    private func device(_ context: RequestContext) throws -> WebDevice {
        guard let id = context.parameters["device"], let device = try tracker.devices.device(publicID: id) else {
            throw WebError.notFound
        }
        return device
    }

    /// `http(s)://host[:port]` of the request, as the device reached this server.
    static func origin(_ context: RequestContext) -> String {
        let host = context.request.headers["Host"] ?? "localhost"
        return (context.isSecure ? "https://" : "http://") + host
    }

    /// The link a new device opens to pair: this server's sign-in page with the code.
    static func pairingLink(_ code: String, context: RequestContext) -> String {
        origin(context) + "/login?code=" + code
    }
}

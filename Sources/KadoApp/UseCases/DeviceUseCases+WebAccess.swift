import Foundation
import KadoCore
import KadoStore

/// The web app's access, one credential per device (issue 37): a browser signs in by opening a
/// *pairing* (a short-lived, single-use code shown by `kado serve` and on a signed-in device's
/// Settings) and gets a session of its own, kept in its cookie; a script or a Shortcut gets a
/// bearer token of its own. Each is stored as its secret's digest only, listed with its name, its
/// first and last use and its address, renamed, and signed out without touching the others.
extension DeviceUseCases {
    /// How long a browser stays signed in: a year from signing in, unless signed out before.
    /// A script's token lasts until it is revoked.
    public static let webSessionLifetime: TimeInterval = 365 * 86_400

    /// How long a pairing code can be used: ten minutes, once.
    public static let pairingLifetime: TimeInterval = 10 * 60

    /// The longest name a device keeps, in characters.
    public static let maxDeviceNameLength = 60

    // MARK: - Pairing

    /// Makes a pairing: a code that signs in the first device to use it within
    /// ``pairingLifetime``. Only its digest is kept.
    public func makePairing() throws(AppError) -> DevicePairing {
        let now = moment()
        let pairing = DevicePairing(code: RandomSecret.pairingCode(), expiresAt: now + Self.pairingLifetime)
        try perform {
            try store.addWebPairing(
                digest: SHA256.hex(DevicePairing.normalized(pairing.code)), createdAt: now,
                expiresAt: pairing.expiresAt)
        }
        return pairing
    }

    /// Signs in a browser with the pairing `code` (as typed or in the link: case, spaces and
    /// dashes do not matter): when the code is open, it is used up and the browser becomes a
    /// device whose session id is `sessionID`, named from `agent`, seen from `address`.
    /// - Returns: whether the code was open (unknown, used or expired codes sign no one in).
    public func pair(code: String, sessionID: String, agent: String, address: String) throws(AppError) -> Bool {
        guard let normalized = DevicePairing.normalizedIfWellFormed(code) else { return false }
        let now = moment()
        let agent = String(agent.prefix(200))
        let device = WebSessionRecord(
            digest: SHA256.hex(sessionID), createdAt: now, lastSeenAt: now, agent: agent, kind: .browser,
            name: DeviceName.from(userAgent: agent), address: address)
        return try perform {
            try store.removeWebSessions(begunBefore: now.addingTimeInterval(-Self.webSessionLifetime))
            return try store.redeemWebPairing(digest: SHA256.hex(normalized), at: now, for: device)
        }
    }

    // MARK: - Checking a request's credential

    /// Whether `id` is the session of a browser signed in and not expired; notes its use and
    /// address (at most once an hour, or when the address changed).
    public func isWebSession(_ id: String, address: String) throws(AppError) -> Bool {
        try isDevice(secret: id, kind: .browser, address: address)
    }

    /// Whether `token` is a script's bearer token not revoked; notes its use as
    /// ``isWebSession(_:address:)`` does.
    public func isScriptToken(_ token: String, address: String) throws(AppError) -> Bool {
        try isDevice(secret: token, kind: .script, address: address)
    }

    private func isDevice(secret: String, kind: WebSessionRecord.Kind, address: String) throws(AppError) -> Bool {
        let digest = SHA256.hex(secret)
        let now = moment()
        guard let device = try perform({ try store.webSession(digest: digest) }), device.kind == kind else {
            return false
        }
        if kind == .browser, device.createdAt <= now.addingTimeInterval(-Self.webSessionLifetime) {
            try perform { try store.removeWebSession(digest: digest) }
            return false
        }
        if now.timeIntervalSince(device.lastSeenAt) >= 3600 || device.address != address, !isReadOnly {
            do {
                try perform { try store.noteWebSessionUse(digest: digest, at: now, address: address) }
            } catch {
                // The device stays signed in: its use is noted again at its next request.
                logFailure("a device's use was not noted", error)
            }
        }
        return true
    }

    // MARK: - Devices

    /// Every device signed in and every script's token, the most recently seen first.
    public func devices() throws(AppError) -> [WebSessionRecord] {
        try perform { try store.webSessions() }
    }

    /// Whether any device or script can reach the web app (a server that needs credentials
    /// prints a pairing at start when none can).
    public func hasDevices() throws(AppError) -> Bool {
        !(try devices().isEmpty)
    }

    /// The devices `reference` names: the one whose public id (``WebSessionRecord/publicID``)
    /// starts with it (4 characters at least), else those whose name is it (ignoring case).
    public func devices(matching reference: String) throws(AppError) -> [WebSessionRecord] {
        let all = try devices()
        let wanted = reference.trimmingCharacters(in: .whitespaces)
        let lowered = wanted.lowercased()
        if lowered.count >= 4, lowered.allSatisfy(\.isHexDigit) {
            let byID = all.filter { $0.digest.hasPrefix(lowered) }
            if !byID.isEmpty { return byID }
        }
        return all.filter { $0.name.compare(wanted, options: [.caseInsensitive]) == .orderedSame }
    }

    /// The device whose session id is `id` (the browser asking), if signed in.
    public func device(ofSession id: String) throws(AppError) -> WebSessionRecord? {
        try perform { try store.webSession(digest: SHA256.hex(id)) }
    }

    /// The device whose public id is `publicID` exactly, if any.
    public func device(publicID: String) throws(AppError) -> WebSessionRecord? {
        try devices().first { $0.publicID == publicID }
    }

    /// Signs `device` out (a browser) or revokes its token (a script): its next request is
    /// refused; every other device keeps working. - Returns: whether it was still there.
    @discardableResult
    public func signOut(_ device: WebSessionRecord) throws(AppError) -> Bool {
        try perform { try store.removeWebSession(digest: device.digest) }
    }

    /// Signs out the browser whose session id is `id` (signing out on that browser).
    /// - Returns: whether it was signed in.
    @discardableResult
    public func endWebSession(_ id: String) throws(AppError) -> Bool {
        try perform { try store.removeWebSession(digest: SHA256.hex(id)) }
    }

    /// Renames `device` to `name` (trimmed, control characters removed, at most
    /// ``maxDeviceNameLength`` characters).
    /// - Throws: ``AppError/invalid(_:)`` when nothing is left of the name.
    public func rename(_ device: WebSessionRecord, to name: String) throws(AppError) {
        let cleaned = try Self.deviceName(name)
        try perform { try store.renameWebSession(digest: device.digest, to: cleaned) }
    }

    /// Makes a bearer token for the script `name` and returns it, to be shown once: only its
    /// digest is kept.
    /// - Throws: ``AppError/invalid(_:)`` when the name is empty.
    public func makeScriptToken(named name: String) throws(AppError) -> String {
        let cleaned = try Self.deviceName(name)
        let token = RandomSecret.hex(byteCount: 32)
        let now = moment()
        try perform {
            try store.addWebSession(
                WebSessionRecord(
                    digest: SHA256.hex(token), createdAt: now, lastSeenAt: now, agent: "", kind: .script,
                    name: cleaned))
        }
        return token
    }

    /// Whether `name` can name a device (something is left of it once cleaned).
    public static func isUsableName(_ name: String) -> Bool {
        do {
            _ = try deviceName(name)
            return true
        } catch {
            return false
        }
    }

    /// `name` as a device keeps it, or the reason it cannot be one.
    static func deviceName(_ name: String) throws(AppError) -> String {
        let cleaned = String(
            String.UnicodeScalarView(name.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) })
        ).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !cleaned.isEmpty else { throw .invalid(ValidationError(field: "name", value: name, rule: .empty)) }
        return String(cleaned.prefix(maxDeviceNameLength))
    }
}

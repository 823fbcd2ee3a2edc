import Foundation
import KadoCore

/// The phone push's settings: its URL and format in the settings table (device-local: sync
/// carries only day start, week start and language, and backups only those), its token in a
/// file of its own beside the database (`kado.push-token`, mode 0600), never in the database, a
/// backup, an export or any output.
public struct PushSettings: Hashable, Sendable {
    /// Where pushes go, when set.
    public var target: PushTarget?
    /// How pushes are written (ntfy unless set).
    public var format: PushFormat
    /// Whether a token is set (its value is never shown).
    public var hasToken: Bool
}

extension Settings.Key {
    static let pushURL = "push.url"
    static let pushFormat = "push.format"
}

extension ReminderUseCases {
    /// The push's settings, read key by key (a page that shows them has read the other settings
    /// already, once).
    public func pushSettings() throws(AppError) -> PushSettings {
        let (url, stored) = try perform {
            (try store.setting(Settings.Key.pushURL), try store.setting(Settings.Key.pushFormat))
        }
        let format = stored.flatMap(PushFormat.init(rawValue:)) ?? .ntfy
        // An address that is not valid (stored by a newer Kadō, or edited by hand) is no target: the settings show
        // none, and nothing is pushed.
        let target = url.flatMap { try? PushTarget(validating: $0, format: format) }
        // A token file that cannot be read shows as no token; sending says why, when the server refuses.
        let hasToken = (try? SyncPasswordFile.read(at: pushTokenPath, files: system.files)) != nil
        return PushSettings(target: target, format: format, hasToken: hasToken)
    }

    /// Sets where pushes go (`nil`: nowhere). The URL is checked first; nothing is saved when it
    /// is refused.
    /// - Throws: ``PushSettingError`` (not an http or https URL), ``AppError`` (the store).
    public func setPushURL(_ text: String?) throws {
        guard let text else {
            try write { try $0.setSetting(Settings.Key.pushURL, to: "") }
            return
        }
        let target = try PushTarget(validating: text, format: .ntfy)
        try write { try $0.setSetting(Settings.Key.pushURL, to: target.url.absoluteString) }
    }

    /// Sets how pushes are written.
    public func setPushFormat(_ format: PushFormat) throws(AppError) {
        try write { try $0.setSetting(Settings.Key.pushFormat, to: format.rawValue) }
    }

    /// Sets where pushes go (`nil`: nowhere) and how they are written, in one transaction: the
    /// URL is checked first, and nothing is saved when it is refused.
    /// - Throws: ``PushSettingError`` (not an http or https URL), ``AppError`` (the store).
    public func setPush(url text: String?, format: PushFormat) throws {
        let stored = try text.map { try PushTarget(validating: $0, format: format).url.absoluteString } ?? ""
        try write { writer in
            try writer.setSetting(Settings.Key.pushURL, to: stored)
            try writer.setSetting(Settings.Key.pushFormat, to: format.rawValue)
        }
    }

    /// Keeps `token` in the push's token file (mode 0600), or removes the file for `nil`.
    /// - Throws: ``PushSettingError/badToken`` (empty, or several lines), or the file's error.
    public func setPushToken(_ token: String?) throws {
        guard let token else {
            try SyncPasswordFile.remove(at: pushTokenPath, files: system.files)
            return
        }
        try SyncPasswordFile.write(try Self.pushToken(token), to: pushTokenPath, files: system.files)
    }

    /// `token` as it is kept: trimmed, one line of visible ASCII characters.
    /// - Throws: ``PushSettingError/badToken`` when it is empty or is not such a line.
    public static func pushToken(_ token: String) throws(PushSettingError) -> String {
        let trimmed = token.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !trimmed.contains(where: \.isNewline),
            trimmed.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 })
        else { throw PushSettingError.badToken }
        return trimmed
    }

    /// The notice a test sends (`kado remind test`, the Settings card's *Send a test*): now, on
    /// today's logical day, in the settings' language.
    public func testNotice() throws(AppError) -> ReminderNotice {
        let app = try context()
        return .test(at: now(), day: app.today, language: app.settings.language)
    }

    /// The push channel of these settings (not set up: a channel that says so).
    public func pushChannel() throws(AppError) -> PushChannel {
        pushChannel(try pushSettings())
    }

    /// The push channel of `settings` (read by ``pushSettings()``), with the token from its file.
    public func pushChannel(_ settings: PushSettings) -> PushChannel {
        // A token file that cannot be read is as none: the server refuses the push, and the channel says so.
        let token = (try? SyncPasswordFile.read(at: pushTokenPath, files: system.files)).flatMap {
            $0.isEmpty ? nil : $0
        }
        return PushChannel(target: settings.target, token: token, send: system.push)
    }

    private var pushTokenPath: String { SyncFileNames.beside(databasePath, suffix: "push-token") }
}

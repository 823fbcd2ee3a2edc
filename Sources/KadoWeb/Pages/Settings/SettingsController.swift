import Foundation
import KadoApp
import KadoCore

/// The Settings screen: where the data lives, reminders, export and import, when days and weeks
/// begin, the language, signing out, and the version.
struct SettingsController: Controller {
    let session: WebSession

    /// `GET /settings`.
    func settingsPage(_ context: RequestContext) throws -> HTTPResponse {
        let request = context.request
        var notice = Notice.message(in: request, t: context.t)
        // After an import: what was imported, from what (the counts ride on the redirect).
        let kind = request.queryValue("notice").flatMap(Notice.init(rawValue:))
        if kind == .imported || kind == .importedAfterChange, let imported = ImportedNotice(query: request.queryValue) {
            notice = context.t(imported.phrase(replanned: kind == .importedAfterChange))
        }
        return .html(try settingsScreen(context, state: SettingsState(notice: notice)))
    }

    /// The screen with `state`'s messages (a notice, or why a form was refused).
    func settingsScreen(_ context: RequestContext, state: SettingsState) throws -> HTML {
        let timeZone = try appContext(context).calendar.boundary.timeZone
        var facts = SettingsFacts(
            settings: context.settings, databasePath: tracker.databasePath,
            habitCount: try tracker.habits.all(includingArchived: true).count,
            lastExport: try tracker.backups.lastExport().map {
                SettingsView.exportTime($0, timeZone: timeZone, t: context.t)
            },
            needsCredential: context.needsCredential, sync: try tracker.sync.syncStatus(),
            syncRunning: syncer?.isSyncing ?? false, timeZone: timeZone,
            reminders: try RemindersController(session: session).remindersCardFacts(),
            backups: try tracker.backups.autoBackups(in: appContext(context)))
        if configuration.mayAskForCredentials {
            facts.hasDevices = true
            facts.devices = try tracker.devices.devices()
            let own = AuthenticationMiddleware.sessionID(in: context.request).map(SHA256.hex)
            facts.currentDevice = facts.devices.first { $0.digest == own && $0.kind == .browser }?.digest
            facts.feedMadeAt = try tracker.calendarFeed.feedTokenMadeAt()
        }
        return SettingsView.render(facts, state: state, context: context)
    }

    /// `POST /settings`: day start, week start (a weekday, or `auto`: as the browser's locale
    /// says), appearance and language (`auto`: as the browser asks, or a language). Every value is checked before any is
    /// written, so a refused form changes nothing.
    func saveSettings(_ context: RequestContext) throws -> HTTPResponse {
        let form = try form(context.request)
        let t = context.t
        var errors: [String: String] = [:]
        var dayStart: Int?
        var weekStart: Weekday??
        var language: LanguageSetting?
        var appearance: Appearance?
        if let text = form["dayStart"] {
            dayStart = Int(text.trimmed).flatMap { (0...23).contains($0) ? $0 : nil }
            if dayStart == nil { errors["dayStart"] = t(.invalidDayStart(text)) }
        }
        if let text = form["weekStart"] {
            if text.trimmed == Self.automaticWeekStart {
                weekStart = .some(nil)
            } else if let weekday = Weekday(name: text.trimmed) {
                weekStart = weekday
            } else {
                errors["weekStart"] = t(.invalidWeekStart(text))
            }
        }
        if let text = form["appearance"] {
            appearance = Appearance(rawValue: text.trimmed)
            if appearance == nil { errors["appearance"] = t(.invalidAppearance(text)) }
        }
        if let text = form["language"] {
            language = LanguageSetting(code: text.trimmed)
            if language == nil { errors["language"] = t(.invalidLanguage(text)) }
        }
        guard errors.isEmpty else {
            // Also said at the top: on a phone the fields may be below the fold.
            let summary =
                t(.settingsNotSaved) + " " + errors.sorted { $0.key < $1.key }.map(\.value).joined(separator: " ")
            return .html(
                try settingsScreen(context, state: SettingsState(fieldErrors: errors, pageError: summary)), status: 422)
        }
        let current = try tracker.settings()
        if let dayStart, dayStart != current.dayStart { try tracker.preferences.setDayStart(dayStart) }
        switch weekStart {
        case .some(.some(let weekday)) where weekday != current.weekStart || !current.isWeekStartChosen:
            try tracker.preferences.setWeekStart(weekday)
        case .some(.none) where current.isWeekStartChosen: try tracker.preferences.followLocaleWeekStart()
        default: break
        }
        if let appearance, appearance != current.appearance { try tracker.preferences.setAppearance(appearance) }
        if let language, language != current.languageSetting { try tracker.preferences.setLanguage(language) }
        return .seeOther("/settings?notice=\(Notice.settingsSaved.rawValue)")
    }

    /// The week start field's value that follows the browser's locale.
    static let automaticWeekStart = "auto"

    /// `GET /settings/export.json` and `.csv`: the whole backup as a download named after today,
    /// written by the same encoders as `kado export`.
    func exportBackup(json: Bool, _ context: RequestContext) throws -> HTTPResponse {
        // What CSV cannot carry (skips, settings) is said on the page beside the link; records on
        // days no backup carries (from an older version) are left out, so the file imports back.
        // Written as it is made into a file without a name, then sent from it a chunk at a time:
        // the download of a large database is never held in memory.
        let (descriptor, summary) = try tracker.backups.exportBackupToUnnamedFile(
            format: json ? .json : .csv, appVersion: AppVersion.current)
        let file = ResponseFile(descriptor: descriptor, length: summary.byteCount)
        let filename = "kado-\(try tracker.today()).\(json ? "json" : "csv")"
        // A HEAD request (a link preview) is not an export.
        if context.request.method == "GET" { try tracker.backups.recordExport() }
        return .download(
            file, type: json ? "application/json; charset=utf-8" : "text/csv; charset=utf-8", filename: filename)
    }
}

import Foundation
import KadoApp
import KadoBackup
import KadoCore

/// The Settings screen: where the data lives, reminders, export and import, when days and weeks
/// begin, the language, signing out, and the version.
extension WebApp {
    /// The version written in backups (`appVersion`), the same text as `kado --version`.
    static let appVersion = "kado-swift 0.1"

    /// `GET /settings`.
    func settingsPage(_ context: RequestContext) throws -> HTTPResponse {
        let notice = context.request.queryValue("notice").flatMap(Notice.init(rawValue:))?.text(context.t)
        return .html(try settingsScreen(context, state: SettingsState(notice: notice)))
    }

    /// The screen with `state`'s messages (a notice, or why a form was refused).
    func settingsScreen(_ context: RequestContext, state: SettingsState) throws -> HTML {
        let timeZone = try tracker.calendar().boundary.timeZone
        let facts = SettingsFacts(
            settings: context.settings, databasePath: tracker.store.path,
            habitCount: try tracker.habits(includingArchived: true).count,
            lastExport: try tracker.lastExport().map { SettingsView.exportTime($0, timeZone: timeZone, t: context.t) },
            requiresToken: configuration.requiresToken)
        return SettingsView.render(facts, state: state, context: context)
    }

    /// `POST /settings`: day start, week start and language. Every value is checked before any is
    /// written, so a refused form changes nothing.
    func saveSettings(_ context: RequestContext) throws -> HTTPResponse {
        let form = try form(context.request)
        let t = context.t
        var errors: [String: String] = [:]
        var dayStart: Int?
        var weekStart: Weekday?
        var language: Language?
        if let text = form["dayStart"] {
            dayStart = Int(text.trimmed).flatMap { (0...23).contains($0) ? $0 : nil }
            if dayStart == nil { errors["dayStart"] = t(.invalidDayStart(text)) }
        }
        if let text = form["weekStart"] {
            weekStart = Weekday(name: text.trimmed)
            if weekStart == nil { errors["weekStart"] = t(.invalidWeekStart(text)) }
        }
        if let text = form["language"] {
            language = Language(rawValue: text.trimmed)
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
        if let dayStart, dayStart != current.dayStart { try tracker.setDayStart(dayStart) }
        if let weekStart, weekStart != current.weekStart { try tracker.setWeekStart(weekStart) }
        if let language, language != current.language { try tracker.setLanguage(language) }
        return .seeOther("/settings?notice=\(Notice.settingsSaved.rawValue)")
    }

    /// `GET /settings/export.json` and `.csv`: the whole backup as a download named after today,
    /// written by the same encoders as `kado export`.
    func exportBackup(json: Bool, _ context: RequestContext) throws -> HTTPResponse {
        let contents = try tracker.backupContents()
        let timeZone = try tracker.calendar().boundary.timeZone
        let filename = "kado-\(try tracker.today()).\(json ? "json" : "csv")"
        let data: Data
        if json {
            data = try KadoJSONBackup.encode(
                contents, exportedAt: tracker.currentInstant(), appVersion: Self.appVersion, timeZone: timeZone)
        } else {
            // What CSV cannot carry (skips, settings) is said on the page beside the link.
            data = KadoCSVBackup.encode(contents, timeZone: timeZone).data
        }
        // A HEAD request (a link preview) is not an export.
        if context.request.method == "GET" { try tracker.recordExport() }
        return .download(
            Array(data), type: json ? "application/json; charset=utf-8" : "text/csv; charset=utf-8",
            filename: filename)
    }
}

/// Messages on the Settings screen after a form: a notice, errors by field, an import problem.
struct SettingsState {
    var notice: String?
    var fieldErrors: [String: String] = [:]
    var importError: String?
    var pageError: String?
}

/// What the Settings screen shows besides the settings themselves.
struct SettingsFacts {
    let settings: Settings
    let databasePath: String
    let habitCount: Int
    let lastExport: String?
    let requiresToken: Bool
}

/// The markup of the Settings screen.
enum SettingsView {
    static func render(_ facts: SettingsFacts, state: SettingsState, context: RequestContext) -> HTML {
        let t = context.t
        return Layout.page(
            t(.settings), tab: .settings, context: context,
            content: """
                \(Layout.header(t(.settings)))
                \(Layout.notice(state.notice))\(Layout.notice(state.pageError, isError: true))
                <div class="settings-columns">
                <div class="settings-column">
                \(storage(facts, t: t))
                \(notifications(t: t))
                \(data(facts, state: state, context: context))
                </div>
                <div class="settings-column">
                \(preferences(facts.settings, state: state, context: context))
                \(facts.requiresToken ? access(context: context) : .empty)
                \(about(t: t))
                </div>
                </div>
                """)
    }

    private static func group(_ id: String, _ title: String, _ body: HTML, footer: HTML = .empty) -> HTML {
        """
        <section class="settings-group" aria-labelledby="\(id)">
        <h2 class="section-title" id="\(id)">\(title)</h2>
        \(body)\(footer)
        </section>
        """
    }

    private static func storage(_ facts: SettingsFacts, t: Localizer) -> HTML {
        group(
            "settings-sync", t(.syncTitle),
            """
            <div class="card set-card"><div class="set-row">
            <span class="set-icon tone-accent">\(SettingsIcon.database.svg)</span>
            <div class="set-text"><p class="set-title">\(t(.localOnly))</p>
            <p class="set-detail">\(t(.localOnlyDetail))</p>
            <p class="set-path"><code>\(facts.databasePath)</code></p></div>
            </div></div>
            """)
    }

    private static func notifications(t: Localizer) -> HTML {
        group(
            "settings-notifications", t(.notificationsTitle),
            """
            <div class="card set-card"><div class="set-row">
            <span class="set-icon tone-accent">\(SettingsIcon.bell.svg)</span>
            <div class="set-text"><p class="set-title">\(t(.remindersKept))</p>
            <p class="set-detail">\(t(.remindersDetail))</p></div>
            </div></div>
            """)
    }

    private static func data(_ facts: SettingsFacts, state: SettingsState, context: RequestContext) -> HTML {
        let t = context.t
        let error: HTML =
            state.importError.map { "<p class=\"field-error\" id=\"import-error\" role=\"alert\">\($0)</p>" } ?? .empty
        let describedBy = state.importError == nil ? "import-hint" : "import-error import-hint"
        return group(
            "settings-data", t(.dataTitle),
            """
            <div class="card set-card">
            <a class="set-row set-link" href="/settings/export.json" download>
            <span class="set-icon tone-accent">\(Glyph.download.svg)</span>
            <span class="set-text"><span class="set-title">\(t(.exportJSON))</span>
            <span class="set-detail">\(t(.exportJSONDetail(facts.habitCount)))</span></span>
            <span class="set-trailing" aria-hidden="true">\(Glyph.chevron.svg)</span></a>
            <a class="set-row set-link" href="/settings/export.csv" download>
            <span class="set-icon tone-accent">\(SettingsIcon.table.svg)</span>
            <span class="set-text"><span class="set-title">\(t(.exportCSV))</span>
            <span class="set-detail">\(t(.exportCSVDetail))</span></span>
            <span class="set-trailing" aria-hidden="true">\(Glyph.chevron.svg)</span></a>
            <p class="set-meta">\(facts.lastExport ?? t(.neverExported))</p>
            <form class="set-row set-import" method="post" action="/settings/import#settings-data" enctype="multipart/form-data">
            \(context.csrfField)
            <span class="set-icon tone-accent">\(Glyph.upload.svg)</span>
            <div class="set-text">
            <label class="set-title" for="import-file">\(t(.importData))</label>
            <p class="set-detail" id="import-hint">\(t(.importDetail))</p>
            <div class="import-picker">
            <input type="file" id="import-file" name="file" required accept=".json,.csv,.db,.sqlite,application/json,text/csv" aria-describedby="\(describedBy)"\(attribute: "aria-invalid=\"true\"", when: state.importError != nil)>
            <button class="button small tinted" type="submit">\(t(.reviewImportButton))</button>
            </div>
            \(error)
            </div>
            </form>
            </div>
            """)
    }

    private static func preferences(_ settings: Settings, state: SettingsState, context: RequestContext) -> HTML {
        let t = context.t
        let hours = (0...23).map { hour -> HTML in
            "<option value=\"\(hour)\"\(attribute: "selected", when: hour == settings.dayStart)>\(hourLabel(hour))</option>"
        }
        let weekdays = Weekday.week(startingOn: .monday).map { weekday -> HTML in
            "<option value=\"\(weekday.name)\"\(attribute: "selected", when: weekday == settings.weekStart)>\(capitalized(t.weekdayName(weekday)))</option>"
        }
        let languages = Language.allCases.map { language -> HTML in
            "<option value=\"\(language.rawValue)\" lang=\"\(language.rawValue)\"\(attribute: "selected", when: language == settings.language)>\(languageName(language))</option>"
        }
        func field(_ name: String, id: String, icon: HTML, label: String, hint: String?, options: [HTML]) -> HTML {
            let error = state.fieldErrors[name]
            let hintLine: HTML = hint.map { "<span class=\"set-detail\" id=\"\(id)-hint\">\($0)</span>" } ?? .empty
            let errorLine: HTML =
                error.map { "<p class=\"field-error\" id=\"\(id)-error\" role=\"alert\">\($0)</p>" } ?? .empty
            let described = [error.map { _ in "\(id)-error" }, hint.map { _ in "\(id)-hint" }].compactMap { $0 }
            let describedBy: HTML =
                described.isEmpty ? .empty : " aria-describedby=\"\(described.joined(separator: " "))\""
            return """
                <div class="set-row set-field">
                <span class="set-icon tone-accent">\(icon)</span>
                <span class="set-text"><label class="set-title" for="\(id)">\(label)</label>\(hintLine)</span>
                <select class="set-select" id="\(id)" name="\(name)"\(describedBy)\(attribute: "aria-invalid=\"true\"", when: error != nil)>\(options)</select>
                </div>\(errorLine)
                """
        }
        return group(
            "settings-preferences", t(.preferencesTitle),
            """
            <form class="card set-card" method="post" action="/settings">
            \(context.csrfField)
            \(field("dayStart", id: "day-start", icon: Glyph.clock.svg, label: t(.dayStartsAt), hint: t(.dayStartHint), options: hours))
            \(field("weekStart", id: "week-start", icon: Glyph.calendar.svg, label: t(.weekStartsOn), hint: nil, options: weekdays))
            \(field("language", id: "language", icon: SettingsIcon.globe.svg, label: t(.languageLabel), hint: nil, options: languages))
            <div class="set-actions"><button class="button primary" type="submit">\(t(.save))</button></div>
            </form>
            """)
    }

    private static func access(context: RequestContext) -> HTML {
        let t = context.t
        return group(
            "settings-access", t(.accessTitle),
            """
            <div class="card set-card"><div class="set-row">
            <span class="set-icon tone-accent">\(SettingsIcon.key.svg)</span>
            <div class="set-text"><p class="set-title">\(t(.signedInWithToken))</p>
            <p class="set-detail">\(t(.signedInDetail))</p></div>
            <form method="post" action="/logout">\(context.csrfField)<button class="button small tinted" type="submit">\(t(.signOut))</button></form>
            </div></div>
            """)
    }

    private static func about(t: Localizer) -> HTML {
        group(
            "settings-about", t(.aboutTitle),
            """
            <div class="card set-card"><div class="set-row">
            <span class="set-icon app-mark"><img src="/static/icon.svg" alt="" width="36" height="36"></span>
            <div class="set-text"><p class="set-title">Kadō <span class="set-version">\(WebApp.appVersion)</span></p>
            <p class="set-detail">\(t(.licencePrefix))<a href="https://opensource.org/license/mit" rel="noreferrer">\(t(.licenceName))</a>.</p></div>
            </div></div>
            """)
    }

    // MARK: - Words

    /// "Last export: 10 Apr 2026 at 19:30", in the settings' time zone.
    static func exportTime(_ date: Date, timeZone: TimeZone, t: Localizer) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        guard let year = parts.year, let month = parts.month, let dayOfMonth = parts.day,
            let day = LogicalDay(year: year, month: month, day: dayOfMonth)
        else { return t(.neverExported) }
        let time = String(parts.hour ?? 0).leftPadded(to: 2) + ":" + String(parts.minute ?? 0).leftPadded(to: 2)
        return t(.lastExport(t.shortDate(day), time))
    }

    /// "00:00", "04:00".
    static func hourLabel(_ hour: Int) -> String {
        String(hour).leftPadded(to: 2) + ":00"
    }

    /// Each language under its own name.
    static func languageName(_ language: Language) -> String {
        switch language {
        case .english: "English"
        case .french: "Français"
        }
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}

/// The Settings screen's own line icons (the shared ones are in ``Glyph``).
enum SettingsIcon {
    case database, bell, table, globe, key

    var svg: HTML {
        let stroke =
            "fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\""
        let body: String
        switch self {
        case .database:
            body =
                "<ellipse cx=\"12\" cy=\"6\" rx=\"7\" ry=\"2.8\" \(stroke)/>"
                + "<path d=\"M5 6v12c0 1.5 3.1 2.8 7 2.8s7-1.3 7-2.8V6M5 12c0 1.5 3.1 2.8 7 2.8s7-1.3 7-2.8\" \(stroke)/>"
        case .bell:
            body = "<path d=\"M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0\" \(stroke)/>"
        case .table:
            body =
                "<rect x=\"4\" y=\"4.5\" width=\"16\" height=\"15\" rx=\"2.5\" \(stroke)/>"
                + "<path d=\"M4 9.5h16M4 14.5h16M10 9.5v10\" \(stroke)/>"
        case .globe:
            body =
                "<circle cx=\"12\" cy=\"12\" r=\"8.5\" \(stroke)/>"
                + "<path d=\"M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5S9.7 5.9 12 3.5z\" \(stroke)/>"
        case .key:
            body =
                "<circle cx=\"8\" cy=\"15.5\" r=\"4\" \(stroke)/>"
                + "<path d=\"M11 12.5l8.5-8.5M16 7.5l2.5 2.5M13.5 10l2 2\" \(stroke)/>"
        }
        return HTML(
            trusted:
                "<svg class=\"glyph\" viewBox=\"0 0 24 24\" width=\"24\" height=\"24\" aria-hidden=\"true\" focusable=\"false\">"
                + body + "</svg>")
    }
}

extension Phrase {
    static let syncTitle = Phrase("Sync", "Synchronisation")
    static let localOnly = Phrase("Local only", "Local uniquement")
    static let localOnlyDetail = Phrase(
        "Your data stays in this database, on this computer:",
        "Vos données restent dans cette base, sur cet ordinateur :")
    static let notificationsTitle = Phrase("Notifications", "Notifications")
    static let remindersKept = Phrase("Reminders stay with each habit", "Les rappels restent avec chaque habitude")
    static let remindersDetail = Phrase(
        "Kadō’s Apple apps ring at the times you set; this web app sends no notifications.",
        "Les apps Apple de Kadō sonnent aux heures choisies ; cette app web n’envoie pas de notifications.")
    static let dataTitle = Phrase("Data", "Données")
    static let exportJSON = Phrase("Export JSON", "Exporter en JSON")
    static func exportJSONDetail(_ count: Int) -> Phrase {
        Phrase(
            "Everything, \(count) \(count == 1 ? "habit" : "habits") with their history, to import back",
            "Tout, \(count) \(count > 1 ? "habitudes" : "habitude") avec leur historique, à réimporter")
    }
    static let exportCSV = Phrase("Export CSV", "Exporter en CSV")
    static let exportCSVDetail = Phrase(
        "Habits and records for a spreadsheet; JSON keeps everything",
        "Habitudes et relevés pour un tableur ; le JSON garde tout")
    static let neverExported = Phrase("Not exported yet", "Jamais exporté")
    static func lastExport(_ day: String, _ time: String) -> Phrase {
        Phrase("Last export: \(day) at \(time)", "Dernier export : \(day) à \(time)")
    }
    static let importData = Phrase("Import data", "Importer des données")
    static let importDetail = Phrase(
        "A Kadō JSON or CSV backup, or a Loop Habit Tracker database. You see what changes before anything is written.",
        "Une sauvegarde Kadō JSON ou CSV, ou une base Loop Habit Tracker. Vous voyez ce qui change avant toute écriture."
    )
    static let reviewImportButton = Phrase("Review", "Examiner")
    static let preferencesTitle = Phrase("Preferences", "Préférences")
    static let dayStartsAt = Phrase("Day starts at", "La journée commence à")
    static let dayStartHint = Phrase(
        "Late nights before this hour count for the day before.",
        "Avant cette heure, la nuit compte pour la veille.")
    static let weekStartsOn = Phrase("Week starts on", "La semaine commence le")
    static let languageLabel = Phrase("Language", "Langue")
    static let settingsNotSaved = Phrase("Nothing was saved.", "Rien n’a été enregistré.")
    static let accessTitle = Phrase("Access", "Accès")
    static let signedInWithToken = Phrase("Signed in with the access token", "Connecté avec le jeton d’accès")
    static let signedInDetail = Phrase(
        "Other devices on your network sign in with it too.", "Les autres appareils du réseau s’en servent aussi.")
    static let signOut = Phrase("Sign out", "Se déconnecter")
    static let aboutTitle = Phrase("About", "À propos")
    static let licencePrefix = Phrase("Free software under the ", "Logiciel libre sous ")
    static let licenceName = Phrase("MIT licence", "licence MIT")
    static func invalidDayStart(_ text: String) -> Phrase {
        Phrase("“\(text)” is not an hour from 0 to 23.", "« \(text) » n’est pas une heure de 0 à 23.")
    }
    static func invalidWeekStart(_ text: String) -> Phrase {
        Phrase("“\(text)” is not a day of the week.", "« \(text) » n’est pas un jour de la semaine.")
    }
    static func invalidLanguage(_ text: String) -> Phrase {
        Phrase("“\(text)” is not a language Kadō speaks.", "« \(text) » n’est pas une langue que Kadō parle.")
    }
}

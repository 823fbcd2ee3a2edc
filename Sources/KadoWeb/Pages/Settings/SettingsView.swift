import Foundation
import KadoApp
import KadoCore

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
                \(preferences(facts.settings, state: state, context: context))
                \(data(facts, state: state, context: context))
                \(BackupsCardView.render(facts.backups, state: state, context: context))
                </div>
                <div class="settings-column">
                \(SyncCardView.render(facts, state: state, context: context))
                \(RemindersCardView.render(facts.reminders, state: state, context: context))
                \(facts.hasDevices ? access(facts, context: context) : .empty)
                \(about(t: t))
                </div>
                </div>
                """)
    }

    static func group(_ id: String, _ title: String, _ body: HTML, footer: HTML = .empty) -> HTML {
        """
        <section class="settings-group" aria-labelledby="\(id)">
        <h2 class="section-title" id="\(id)">\(title)</h2>
        \(body)\(footer)
        </section>
        """
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
            <p class="set-detail" id="import-hint">\(t(.importShortDetail))</p>
            <details class="set-more"><summary>\(t(.importWhichFiles))</summary><p class="set-detail">\(t(.importDetail))</p></details>
            <div class="import-picker">
            <input type="file" id="import-file" name="file" required accept=".json,.csv,.db,.sqlite,.zip,application/json,text/csv,application/zip" aria-describedby="\(describedBy)"\(attribute: "aria-invalid=\"true\"", when: state.importError != nil)>
            <button class="button small tinted" type="submit">\(t(.reviewImportButton))</button>
            </div>
            <label class="import-date-format">\(t(.importDateFormat)) <select class="set-select" name="dateFormat">
            <option value="">\(t(.importDateFormatFromFile))</option>
            <option value="dmy">\(t(.importDateFormatDayFirst))</option>
            <option value="mdy">\(t(.importDateFormatMonthFirst))</option>
            </select></label>
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
        // Until one is chosen, the week starts as the browser's region says (RequestContext).
        let automatic =
            context.localeWeekStart
            ?? (settings.isWeekStartChosen ? settings.language.customaryWeekStart : settings.weekStart)
        let weekdays =
            [
                "<option value=\"\(SettingsController.automaticWeekStart)\"\(attribute: "selected", when: !settings.isWeekStartChosen)>\(t(.weekStartAutomatic(capitalized(t.weekdayName(automatic)))))</option>"
            ]
            + Weekday.week(startingOn: .monday).map { weekday -> HTML in
                "<option value=\"\(weekday.name)\"\(attribute: "selected", when: settings.isWeekStartChosen && weekday == settings.weekStart)>\(capitalized(t.weekdayName(weekday)))</option>"
            }
        let appearances = Appearance.allCases.map { appearance -> HTML in
            let label: Phrase =
                switch appearance {
                case .system: .appearanceSystem
                case .light: .appearanceLight
                case .dark: .appearanceDark
                }
            return
                "<option value=\"\(appearance.rawValue)\"\(attribute: "selected", when: appearance == settings.appearance)>\(t(label))</option>"
        }
        // "Automatic" in the page's language, then each language named in itself, in its own `lang`.
        let languages = LanguageSetting.all.map { setting -> HTML in
            let selected: HTML = "\(attribute: "selected", when: setting == settings.languageSetting)"
            guard case .fixed(let language) = setting else {
                return "<option value=\"\(setting.code)\"\(selected)>\(t(.languageAutomatic))</option>"
            }
            return
                "<option value=\"\(setting.code)\" lang=\"\(language.rawValue)\"\(selected)>\(languageName(language))</option>"
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
            \(field("language", id: "language", icon: SettingsIcon.globe.svg, label: t(.languageLabel), hint: t(.languageHint), options: languages))
            \(field("appearance", id: "appearance", icon: SettingsIcon.contrast.svg, label: t(.appearanceLabel), hint: nil, options: appearances))
            \(field("dayStart", id: "day-start", icon: Glyph.clock.svg, label: t(.dayStartsAt), hint: t(.dayStartHint), options: hours))
            \(field("weekStart", id: "week-start", icon: Glyph.calendar.svg, label: t(.weekStartsOn), hint: nil, options: weekdays))
            <div class="set-actions"><button class="button primary" type="submit">\(t(.save))</button></div>
            </form>
            """)
    }

    /// Devices (pairing, the devices and tokens), then this device's own sign-out.
    private static func access(_ facts: SettingsFacts, context: RequestContext) -> HTML {
        let t = context.t
        let own: HTML =
            facts.currentDevice == nil
            ? .empty
            : """
            <div class="card set-card set-signout"><div class="set-row">
            <div class="set-text"><p class="set-title">\(t(.signedInHere))</p>
            <p class="set-detail">\(t(.signedInDetail))</p></div>
            <form method="post" action="/logout">\(context.csrfField)<button class="button small tinted" type="submit">\(t(.signOut))</button></form>
            </div></div>
            """
        return """
            \(DevicesView.card(
                facts.devices, current: facts.currentDevice, feedMadeAt: facts.feedMadeAt, timeZone: facts.timeZone,
                context: context))
            \(own)
            """
    }

    private static func about(t: Localizer) -> HTML {
        group(
            "settings-about", t(.aboutTitle),
            """
            <div class="card set-card"><div class="set-row">
            <span class="set-icon app-mark"><img src="/static/icon.svg" alt="" width="36" height="36"></span>
            <div class="set-text"><p class="set-title">Kadō <span class="set-version">\(AppVersion.current)</span></p>
            <p class="set-detail">\(t(.licencePrefix))<a href="https://opensource.org/license/mit" rel="noreferrer">\(t(.licenceName))</a>.</p></div>
            </div></div>
            """)
    }

    // MARK: - Words

    /// "Last export: 10 Apr 2026 at 19:30", in the settings' time zone.
    static func exportTime(_ date: Date, timeZone: TimeZone, t: Localizer) -> String {
        guard let (day, time) = dayAndTime(date, timeZone: timeZone, t: t) else { return t(.neverExported) }
        return t(.lastExport(day, time))
    }

    /// The day ("10 Apr 2026") and the time ("19:30") of `date` in `timeZone`; `nil` outside the
    /// days Kadō supports.
    static func dayAndTime(_ date: Date, timeZone: TimeZone, t: Localizer) -> (String, String)? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        guard let year = parts.year, let month = parts.month, let dayOfMonth = parts.day,
            let day = LogicalDay(year: year, month: month, day: dayOfMonth)
        else { return nil }
        let time = String(parts.hour ?? 0).leftPadded(to: 2) + ":" + String(parts.minute ?? 0).leftPadded(to: 2)
        return (t.shortDate(day), time)
    }

    /// "00:00", "04:00".
    static func hourLabel(_ hour: Int) -> String {
        String(hour).leftPadded(to: 2) + ":00"
    }

    /// Each language under its own name.
    static func languageName(_ language: Language) -> String { language.nativeName }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}

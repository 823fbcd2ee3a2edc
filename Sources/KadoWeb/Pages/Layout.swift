import KadoApp

/// The frame around every screen: the head (styles, script, manifest), the tab bar (a sidebar on
/// wide screens) and the main region.
enum Layout {
    /// The screens of the tab bar.
    enum Tab {
        case today, overview, settings, none
    }

    /// A whole page.
    static func page(_ title: String, tab: Tab, context: RequestContext, content: HTML) -> HTML {
        page(title, tab: tab, context: context, parts: [content])
    }

    /// A whole page whose content is `parts`, one after the other, copied once into the page.
    /// - Parameter icons: every icon `parts` refer to, when the caller knows them (Today, whose
    ///   thousand kept rows each know theirs); `nil` finds them by scanning `parts`.
    static func page(_ title: String, tab: Tab, context: RequestContext, parts: [HTML], icons: [String]? = nil)
        -> HTML
    {
        let (before, after) = frame(
            title, tab: tab, context: context, icons: icons, parts: icons == nil ? parts : [])
        return "\(before)\(parts)\(after)"
    }

    /// A whole page but its content: what comes before it and after it, for a page assembled
    /// from parts it keeps (Today's rows). The page is `before`, the content, then `after`.
    /// - Parameters:
    ///   - icons: every icon the content refers to, when the caller knows them; `nil` finds them
    ///     by scanning `parts`.
    ///   - parts: the content, scanned for its icons when `icons` is `nil`.
    static func frame(_ title: String, tab: Tab, context: RequestContext, icons: [String]?, parts: [HTML] = [])
        -> (before: HTML, after: HTML)
    {
        let t = context.t
        let language = context.settings.language.rawValue
        let tabs = tabBar(tab, t: t)
        // Inside <main>, which instant check-ins replace: the new page's sprite comes with it.
        let sprite =
            icons.map { IconSprite.sprite(ids: IconSprite.referencedIDs(in: tabs.description) + $0) }
            ?? IconSprite.sprite(for: [tabs] + parts)
        let before: HTML = """
            <!doctype html>
            <html lang="\(language)"\(appearance(context.settings.appearance))
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
            <title>\(title) · Kadō</title>
            \(themeMeta(context.settings.appearance))
            <meta name="mobile-web-app-capable" content="yes">
            <meta name="apple-mobile-web-app-capable" content="yes">
            <meta name="apple-mobile-web-app-title" content="Kadō">
            <link rel="manifest" href="/manifest.webmanifest">
            <link rel="icon" href="/static/icon.svg" type="image/svg+xml">
            <link rel="apple-touch-icon" href="/static/icon-180.png">
            <link rel="stylesheet" href="\(StaticAssets.versionedPath("/static/app.css"))">
            <script src="\(StaticAssets.versionedPath("/static/app.js"))" defer></script>
            </head>
            <body\(dayAttributes(context))>
            <a class="skip-link" href="#main">\(t(.skipToContent))</a>
            \(OfflineStrip.render(t: t))
            <div class="app">
            \(tabs)
            <main id="main" class="page" tabindex="-1">
            \(sprite)
            """
        let after: HTML = """

            </main>
            </div>
            <div id="announcer" class="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-saved="\(t(.changeSaved))"></div>
            </body>
            </html>
            """
        return (before, after)
    }

    /// The class of `<html>` that forces a theme (none: the system's), and the tag's end.
    private static func appearance(_ appearance: Appearance) -> HTML {
        switch appearance {
        case .system: ">"
        case .light: " class=\"light\">"
        case .dark: " class=\"dark\">"
        }
    }

    /// The colour scheme and the browser's bar colour (`theme-color`, the PWA's title bar): the
    /// system's pair, or the chosen theme's alone.
    private static func themeMeta(_ appearance: Appearance) -> HTML {
        let light = Palette.base("bg", .light).hex
        let dark = Palette.base("bg", .dark).hex
        return switch appearance {
        case .system:
            """
            <meta name="color-scheme" content="light dark">
            <meta name="theme-color" content="\(light)" media="(prefers-color-scheme: light)">
            <meta name="theme-color" content="\(dark)" media="(prefers-color-scheme: dark)">
            """
        case .light: "<meta name=\"color-scheme\" content=\"light\">\n<meta name=\"theme-color\" content=\"\(light)\">"
        case .dark: "<meta name=\"color-scheme\" content=\"dark\">\n<meta name=\"theme-color\" content=\"\(dark)\">"
        }
    }

    /// The day the page shows and when it ends (milliseconds since 1970), for the script to
    /// draw the page again once that day is over; nothing on a page that shows no day.
    private static func dayAttributes(_ context: RequestContext) -> HTML {
        guard let (day, ends) = context.pageDay else { return .empty }
        let milliseconds = Int64((ends.timeIntervalSince1970 * 1000).rounded())
        return " data-day=\"\(day.description)\" data-day-ends=\"\(String(milliseconds))\""
    }

    private static func tabBar(_ current: Tab, t: Localizer) -> HTML {
        let items: [(Tab, String, Glyph, Phrase)] = [
            (.today, "/", .today, .today), (.overview, "/overview", .overview, .overview),
            (.settings, "/settings", .settings, .settings),
        ]
        let links = items.map { tab, href, glyph, label -> HTML in
            "<a class=\"tab\" href=\"\(href)\"\(HTML(trusted: tab == current ? " aria-current=\"page\"" : ""))>\(glyph.svg)<span>\(t(label))</span></a>"
        }
        return """
            <nav class="tabbar" aria-label="\(t(.mainNavigation))">
            <a class="brand" href="/">Kadō</a>
            <div class="tabs">\(links)</div>
            </nav>
            """
    }

    /// A screen's title row, with an optional action at the right.
    static func header(
        _ title: String, subtitle: String? = nil, back: (href: String, label: String)? = nil, action: HTML = .empty
    )
        -> HTML
    {
        let backLink: HTML =
            back.map {
                "<a class=\"round-button back\" href=\"\($0.href)\" aria-label=\"\($0.label)\">\(Glyph.back.svg)</a>"
            }
            ?? .empty
        let subtitleLine: HTML = subtitle.map { "<p class=\"subtitle\">\($0)</p>" } ?? .empty
        return """
            <header class="page-head">
            \(backLink)<div class="titles"><h1>\(title)</h1>\(subtitleLine)</div>
            <div class="head-actions">\(action)</div>
            </header>
            """
    }

    /// A one-line message at the top of a screen (after a redirect: `?notice=…`).
    static func notice(_ text: String?, isError: Bool = false) -> HTML {
        guard let text, !text.isEmpty else { return .empty }
        return
            "<p class=\"notice\(HTML(trusted: isError ? " error" : ""))\" role=\"\(isError ? "alert" : "status")\">\(text)</p>"
    }
}

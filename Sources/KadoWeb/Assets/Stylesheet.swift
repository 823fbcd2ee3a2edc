import KadoApp

/// The app's one stylesheet, assembled from a part per screen. No inline styles anywhere (the
/// Content-Security-Policy forbids them): colours come from classes such as `hc-blue` and `v3`.
enum Stylesheet {
    static let all = [base, today, detail, overview, forms, settings, syncCard, remindersCard, insights, review].joined(
        separator: "\n")

    static let base = """
        :root {
          color-scheme: light dark;
          --radius: 22px; --radius-small: 14px;
          --serif: "New York", "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "DejaVu Serif", serif;
          --sans: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif;
          --mono: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace;
          --shadow: 0 1px 2px rgb(0 0 0 / 6%), 0 6px 20px rgb(0 0 0 / 6%);
          --tabbar: #fffdf8e6; --veil: #f7f3eadb;
        }
        :root.light { color-scheme: light; }
        :root.dark { color-scheme: dark; }
        \(Palette.themed { theme in theme == .dark ? [(":root", "--shadow: 0 1px 2px rgb(0 0 0 / 40%); --tabbar: #2a2722e6; --veil: #141311db;")] : [] })
        \(Palette.stylesheet)
        *, *::before, *::after { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; }
        body { margin: 0; background: var(--bg); color: var(--text); font: 16px/1.45 var(--sans); }
        a { color: inherit; }
        h1, h2, h3 { margin: 0; }
        button, input, select, textarea { font: inherit; color: inherit; }
        :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 8px; }
        .glyph { width: 1.25em; height: 1.25em; flex: none; }
        .habit-icon { width: 24px; height: 24px; }
        .icon-sprite { position: absolute; width: 0; height: 0; overflow: hidden; }
        .visually-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
        .skip-link { position: absolute; left: 12px; top: -60px; z-index: 10; background: var(--raised); padding: 10px 14px; border-radius: 12px; }
        .skip-link:focus { top: 12px; }

        /* Targets a finger can hit: 44 × 44 CSS pixels at least (WCAG 2.5.5). */
        button, select, summary, textarea, .button,
          input:is([type="text"], [type="url"], [type="password"], [type="number"], [type="time"], [type="file"], [type="search"]) {
          min-height: 44px; }
        /* The longest words (a 500-letter name, a 24-letter unit) break rather than widen the page. */
        .page { overflow-wrap: anywhere; }

        .app { min-height: 100vh; }
        .page { max-width: 720px; margin: 0 auto; padding: max(20px, env(safe-area-inset-top)) 18px 130px; outline: none; }
        .page-head { display: flex; align-items: flex-end; gap: 12px; margin: 18px 0 20px; }
        .page-head .titles { flex: 1; min-width: 0; }
        .page-head h1 { font: 600 2.3rem/1.1 var(--serif); letter-spacing: -0.01em; overflow-wrap: anywhere; }
        .subtitle { margin: 6px 0 0; color: var(--muted); }
        .head-actions { display: flex; gap: 8px; align-self: flex-start; }
        .section-title { font: 600 1.05rem var(--sans); color: var(--muted); margin: 26px 4px 10px; }
        .card { background: var(--surface); border-radius: var(--radius); }
        .footnote { color: var(--muted); font-size: 0.9rem; margin: 14px 6px; }
        .notice { background: var(--accent-soft); color: var(--text); padding: 12px 16px; border-radius: var(--radius-small); margin: 0 0 12px; }
        .notice.error { background: var(--danger-soft); }
        .offline-strip { background: var(--accent-soft); color: var(--text); padding: 10px 16px; border-bottom: 2px solid var(--text); }
        .offline-strip p { margin: 0 0 4px; }
        .offline-strip ul { margin: 6px 0 0; padding-left: 18px; }
        .offline-strip li { margin: 0 0 6px; }
        .queued-mark { display: inline-block; margin: 2px 8px; padding: 1px 8px; border: 1px dashed currentColor; border-radius: 999px; font-size: 0.85rem; }
        /* On Today the mark takes a line of its own under the row, so that it never squeezes the name. */
        .habit-row:has(> .queued-mark) { flex-wrap: wrap; }
        .habit-row:has(> .queued-mark)::before { content: ""; order: 9; flex-basis: 100%; height: 0; }
        .habit-row > .queued-mark { order: 10; flex: none; margin: -10px 0 8px 58px; }
        .notice-title { font-size: 1rem; margin: 0 0 4px; }
        .name-twins p { margin: 0 0 6px; }
        .name-twins ul { margin: 0; padding-left: 20px; }
        .name-twins a { display: inline-block; min-height: 44px; line-height: 44px; color: var(--text); text-decoration: underline; }
        .name-twin { font-size: 0.8em; color: var(--muted); margin-left: 6px; white-space: nowrap; }
        .habit-row .name-twin { display: block; margin-left: 0; }

        .round-button { display: inline-grid; place-items: center; width: 46px; height: 46px; border-radius: 50%;
          background: var(--raised); box-shadow: var(--shadow); border: 0; color: var(--accent); text-decoration: none; cursor: pointer; }
        .round-button.primary { color: var(--accent); }
        .round-button .glyph { width: 24px; height: 24px; }
        .button { display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 46px; padding: 10px 18px;
          border-radius: 16px; border: 0; background: var(--surface-2); color: var(--text); text-decoration: none; font-weight: 600; cursor: pointer; }
        .button.primary { background: var(--accent); color: var(--accent-text); }
        .button.danger { background: var(--danger); color: var(--on-danger); }
        .button.wide { width: 100%; }
        .button:disabled { opacity: 0.5; cursor: default; }

        .tabbar { position: fixed; z-index: 5; left: 50%; transform: translateX(-50%); bottom: max(14px, env(safe-area-inset-bottom));
          background: var(--tabbar); backdrop-filter: blur(14px); -webkit-backdrop-filter: blur(14px);
          border-radius: 34px; box-shadow: 0 4px 24px rgb(0 0 0 / 14%); padding: 6px; }
        .tabbar .brand { display: none; }
        .tabs { display: flex; gap: 4px; }
        .tab { display: flex; flex-direction: column; align-items: center; gap: 2px; min-width: 86px; padding: 7px 12px;
          border-radius: 28px; text-decoration: none; font-size: 0.75rem; font-weight: 600; color: var(--text); }
        .tab .glyph { width: 24px; height: 24px; }
        .tab span { white-space: nowrap; }
        .tab[aria-current="page"] { background: var(--surface-2); color: var(--accent); }

        @media (min-width: 900px) {
          .app { display: grid; grid-template-columns: 230px 1fr; }
          .tabbar { position: sticky; top: 0; left: auto; bottom: auto; transform: none; height: 100vh; border-radius: 0;
            box-shadow: none; background: var(--surface); padding: 28px 14px; backdrop-filter: none; }
          .tabbar .brand { display: block; font: 600 1.7rem var(--serif); text-decoration: none; padding: 0 14px 22px; }
          .tabs { flex-direction: column; }
          .tab { flex-direction: row; gap: 12px; font-size: 1rem; padding: 11px 14px; border-radius: 14px; }
          .page { width: 100%; max-width: 1080px; padding: 28px 40px 60px; }
        }
        """

    /// Today's rows: `<li class="habit-row">`, its link (`> a`) with the ring (`svg`: track, `.arc`
    /// and the icon's `use`) and the texts (`> a > span`: the name in `b`, the facts in `small`),
    /// then the controls. The link covers the whole row, the chevron drawn after it too, with the
    /// controls above it. The glyphs of the controls and the streak, the chevron and the dot
    /// between streak and score are drawn here, from ``Glyph``'s drawings, so that a thousand rows
    /// do not repeat them. The archived list of the Overview shares `.rows`,
    /// `.row-link`, `.name` and `.meta`, the Overview's grid `.streak`.
    static let today = """
        .rows { list-style: none; margin: 0; padding: 4px 16px; }
        .habit-row { position: relative; display: flex; align-items: center; gap: 10px; min-height: 74px; border-bottom: 1px solid var(--line); }
        .habit-row:last-child { border-bottom: 0; }
        .row-link, .habit-row > a { flex: 1; min-width: 0; display: flex; align-items: center; gap: 14px; padding: 12px 0; text-decoration: none; -webkit-touch-callout: none; user-select: none; }
        .habit-row > a::after { content: ""; position: absolute; inset: 0; }
        .habit-row > button, .habit-row > .stepper { position: relative; }
        .habit-row svg { width: 44px; height: 44px; flex: none; }
        .habit-row circle { transform: translate(22px, 22px); fill: color-mix(in srgb, var(--hc) 14%, transparent); stroke: color-mix(in srgb, var(--hc) 22%, transparent); stroke-width: 3; }
        .habit-row .arc { transform: translate(22px, 22px) rotate(-90deg); fill: none; stroke: var(--hc); stroke-linecap: round; transition: stroke-dasharray .3s; }
        .habit-row use { transform: translate(11px, 11px) scale(.5); color: var(--hc); }
        .habit-row.is-done circle:not(.arc) { fill: var(--hc); }
        .habit-row.is-done use { color: #fff; }
                .row-text, .habit-row > a > span { min-width: 0; display: flex; flex-direction: column; }
        .name, .habit-row b { font-weight: 600; font-size: 1.05rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .meta, .habit-row small { display: flex; align-items: center; gap: 5px; color: var(--muted); font: 0.82rem var(--mono); flex-wrap: wrap; }
        .streak { display: inline-flex; align-items: center; gap: 2px; color: var(--flame); font-weight: 600; }
        .streak .glyph { width: 14px; height: 14px; }
        .habit-row .streak + span::before { content: "·" / ""; margin-right: 5px; }
        .progress { margin-left: 6px; padding-left: 8px; border-left: 1px solid var(--line); }
        @media (max-width: 600px) { .progress { flex-basis: 100%; margin: 0; padding: 0; border: 0; } }
        .check { width: 44px; height: 44px; border-radius: 50%; border: 2px solid var(--hc-edge);
          background: var(--hc-soft); color: transparent; display: grid; place-items: center; cursor: pointer; padding: 0; }
        .check:hover { color: var(--hc-text); }
        .check[aria-pressed="true"] { background: var(--hc-ink); border-color: var(--hc-ink); color: var(--on-hc); }
        .pill { min-width: 64px; min-height: 44px; padding: 0 14px; border-radius: 22px; border: 0; font-weight: 600; cursor: pointer;
          background: var(--hc-soft); color: var(--hc-text); }
        .pill.slip[aria-pressed="true"] { background: var(--hc-ink); color: var(--on-hc); }
        .stepper { display: flex; gap: 6px; }
        .round-small, .habit-row .stepper button { width: 44px; height: 44px; border-radius: 50%; border: 0; display: grid; place-items: center; cursor: pointer; padding: 0;
          background: var(--surface-2); color: var(--text); }
        .habit-row .stepper [name="plus"] { background: var(--hc-soft); color: var(--hc-text); }
        .round-small .glyph { width: 18px; height: 18px; }
        .round-small:disabled, .habit-row .stepper button:disabled { opacity: .45; cursor: default; }
        .habit-row .check::before, .habit-row .stepper button::before, .habit-row .streak:not(.week-progress)::before, .habit-row::after {
          content: ""; flex: none; background: currentColor; -webkit-mask: var(--glyph) center / 100% 100% no-repeat; mask: var(--glyph) center / 100% 100% no-repeat; }
        .habit-row .check::before { width: 1.25em; height: 1.25em; --glyph: \(mask(.check)); }
        .habit-row .stepper button::before { width: 18px; height: 18px; --glyph: \(mask(.plus)); }
        .habit-row .stepper [name="minus"]::before { --glyph: \(mask(.minus)); }
        .habit-row .streak::before { width: 14px; height: 14px; --glyph: \(mask(.flame)); }
        .habit-row::after { width: 18px; height: 18px; margin: 0 1px; color: var(--muted); --glyph: \(mask(.chevron)); }
        .empty { padding: 28px 22px; text-align: center; }
        .empty h2 { font: 600 1.4rem var(--serif); margin-bottom: 8px; }
        .empty p { color: var(--muted); margin: 0 0 18px; }
        .empty-actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 10px; }
        .empty .empty-note { margin: 16px 0 0; font-size: .9rem; }
        .pending { opacity: .6; pointer-events: none; }
        .today-find { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 0 0 14px; }
        .today-find label { flex-basis: 100%; color: var(--muted); font-size: .86rem; }
        .today-find input { flex: 1 1 12em; min-width: 0; min-height: 44px; padding: 0 14px; border-radius: 12px; border: 1px solid var(--line); background: var(--raised); color: var(--text); font: inherit; }
        .today-found { margin: 0 0 14px; color: var(--muted); }
        .today-pager { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 0 0 14px; }
        .today-pager p { flex-basis: 100%; margin: 0; color: var(--muted); font-size: .86rem; }
        .today-pager a, .today-more a { text-decoration: none; }
        .today-more { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 14px 0 0; }
        .today-more a[aria-busy="true"] { opacity: .6; }
        .today-more-note { flex-basis: 100%; margin: 0; color: var(--muted); font-size: .9rem; }
        @media (min-width: 900px) {
          .today-columns { display: grid; grid-template-columns: repeat(auto-fit, minmax(400px, 1fr)); gap: 0 28px; align-items: start; }
        }
        """

    /// A CSS `url()` of `glyph`'s drawing as an SVG image, for a mask whose colour is the
    /// element's: the same drawing as the page's `<symbol>`, said once in the stylesheet.
    static func mask(_ glyph: Glyph) -> String {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">" + glyph.body + "</svg>"
        var encoded = ""
        for byte in svg.utf8 {
            let isPlain =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || Array(" -._=:/,".utf8).contains(byte)
            if isPlain {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return "url(\"data:image/svg+xml," + encoded + "\")"
    }
}

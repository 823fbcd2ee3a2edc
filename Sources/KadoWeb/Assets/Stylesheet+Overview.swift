extension Stylesheet {
    /// The Overview grid and the archived list. A phone shows the last 14 days, a tablet 21, a
    /// desktop 35 (older cells carry `o1`/`o2`); a longer span scrolls sideways and, being laid
    /// out right to left, opens on today without a script. Cells and legend swatches share every
    /// tint rule (`:is(.ov-cells li, .ov-swatch)`), and the legend wears the first habit's colour.
    static let overview = """
        .ov-span { display: inline-flex; gap: 2px; padding: 3px; margin: 0 0 18px; border-radius: 12px; background: var(--surface); }
        .ov-span a { display: inline-flex; align-items: center; min-height: 44px; padding: 6px 14px; border-radius: 9px; color: var(--muted); font-weight: 600; font-size: .9rem; text-decoration: none; }
        .ov-span a[aria-current] { background: var(--raised); color: var(--text); box-shadow: var(--shadow); }
        .ov-days, .ov-cells { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); gap: 5px; }
        .ov-days { margin: 0 0 12px; }
        .ov-day { display: flex; flex-direction: column; align-items: center; gap: 1px; color: var(--muted); font: 600 .68rem var(--mono); }
        .ov-day .dn { color: var(--text); font: 600 .84rem var(--sans); font-variant-numeric: tabular-nums; white-space: nowrap;
          overflow-wrap: normal; letter-spacing: -0.02em; }
        /* Fourteen days on the narrowest phones: smaller numbers and gaps, so that 28 and 29 stay apart. */
        @media (max-width: 360px) {
          .ov-days, .ov-cells { gap: 3px; }
          .ov-day .dn { font-size: .72rem; letter-spacing: -0.04em; }
        }
        .ov-day.today .dn { color: var(--accent); }
        .ov-habits, .ov-cells { list-style: none; margin: 0; padding: 0; }
        .ov-habit { margin: 0 0 18px; }
        .ov-head { display: flex; align-items: center; gap: 10px; margin: 0 2px 8px; }
        .ov-name { flex: 1; min-width: 0; display: flex; align-items: center; min-height: 44px; gap: 9px; text-decoration: none; font-weight: 600; font-size: 1.02rem; }
        .ov-name:hover .ov-title { text-decoration: underline; }
        .ov-icon { display: grid; color: var(--hc); }
        .ov-icon svg { width: 20px; height: 20px; }
        .ov-title { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .ov-stats { display: flex; align-items: center; gap: 5px; color: var(--muted); font: .8rem var(--mono); white-space: nowrap; }
        .ov-cells li { aspect-ratio: 1; border-radius: 22%; background: var(--surface-2); }
        .ov-cells li > span { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
        :is(.ov-cells li, .ov-swatch).v0 { background: color-mix(in srgb, var(--hc) 20%, var(--surface)); }
        :is(.ov-cells li, .ov-swatch).v1 { background: color-mix(in srgb, var(--hc) 34%, var(--bg)); }
        :is(.ov-cells li, .ov-swatch).v2 { background: color-mix(in srgb, var(--hc) 55%, var(--bg)); }
        :is(.ov-cells li, .ov-swatch).v3 { background: color-mix(in srgb, var(--hc) 76%, var(--bg)); }
        :is(.ov-cells li, .ov-swatch).v4 { background: var(--hc); }
        :is(.ov-cells li, .ov-swatch).nd { background: var(--surface-2)
          repeating-linear-gradient(135deg, transparent 0 3px, color-mix(in srgb, var(--text) 6%, transparent) 3px 5px); }
        :is(.ov-cells li, .ov-swatch).sk { background: var(--bg) linear-gradient(135deg, transparent 44%, color-mix(in srgb, var(--hc) 55%, transparent) 44% 56%, transparent 56%);
          box-shadow: inset 0 0 0 1.5px color-mix(in srgb, var(--hc) 40%, transparent); }
        :is(.ov-cells li, .ov-swatch).bs { background: transparent; box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--line) 55%, transparent); }
        :is(.ov-cells li, .ov-swatch).xf { background: var(--danger-soft); box-shadow: inset 0 0 0 1.5px var(--danger); }
        .ov-cells li.fu { background: transparent; box-shadow: inset 0 0 0 1px var(--line); }
        .ov-cells li.today { outline: 2px solid color-mix(in srgb, var(--text) 75%, transparent); outline-offset: 1.5px; }
        .ov-legend { list-style: none; display: flex; flex-wrap: wrap; gap: 8px 16px; margin: 2px 4px 0; padding: 0; color: var(--muted); font-size: .82rem; }
        .ov-legend li { display: flex; align-items: center; gap: 6px; }
        .ov-swatch { width: 14px; height: 14px; border-radius: 4px; background: var(--surface-2); }
        /* A row that scrolls (a longer span, or earlier days put in place by the script) shows every day. */
        @media (max-width: 599.98px) { .overview:not(.scrolls) :is(.o1, .o2) { display: none; } }
        @media (max-width: 899.98px) { .overview:not(.scrolls) .o2 { display: none; } }
        .ov-pager { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 0 0 14px; }
        .ov-pager.ov-more { margin: 4px 0 0; }
        .ov-pager p { flex-basis: 100%; margin: 0; color: var(--muted); font-size: .86rem; }
        .ov-pager a { text-decoration: none; }
        .ov-pager a[aria-busy="true"] { opacity: .6; }
        @media (min-width: 900px) {
          .ov-days, .ov-cells { gap: 6px; }
          .ov-habit { margin-bottom: 22px; }
        }
        .overview.scrolls .ov-scroll { container-type: inline-size; overflow-x: auto; direction: rtl; padding-bottom: 10px; scrollbar-width: thin; }
        .overview.scrolls .ov-inner { direction: ltr; width: max-content; min-width: 100%; padding: 0 5px; }
        .overview.scrolls .ov-days, .overview.scrolls .ov-cells { grid-auto-columns: 24px; gap: 4px; }
        /* The head (icon, name, streak, score) stays in view however far the row scrolls: as wide
           as the visible part of the row (the scroller less the inner padding and the head's own
           margins), else the row's edge would push it part way out of view. */
        .overview.scrolls .ov-head { position: sticky; left: 5px; width: calc(100cqw - 14px); }

        .icon-badge { display: grid; place-items: center; flex: none; width: 44px; height: 44px; border-radius: 50%;
          background: var(--hc-soft); color: var(--hc-text); }
        .icon-badge svg { width: 22px; height: 22px; }
        .archived { margin-top: 34px; }
        .archived .count { display: inline-grid; place-items: center; min-width: 22px; height: 22px; margin-left: 4px; padding: 0 6px; border-radius: 11px;
          background: var(--surface-2); font-size: .8rem; }
        .archived-row { display: flex; align-items: center; gap: 12px; min-height: 68px; border-bottom: 1px solid var(--line); }
        .archived-row:last-child { border-bottom: 0; }
        .archived-row form { margin: 0; }
        .archived-row .name { color: var(--muted); }
        .trashed-row { flex-wrap: wrap; column-gap: 8px; }
        .trashed-row .row-link { flex: 1 1 13em; }
        .trashed-row form:first-of-type { margin-left: auto; }
        """
}

extension Stylesheet {
    /// The Settings screen (grouped rows as on iOS), the import summary and the sign-in card.
    static let settings = """
        .settings-columns { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0 32px; align-items: start; }
        .settings-group .section-title { margin-top: 24px; }
        .settings-column:first-child > .settings-group:first-child .section-title { margin-top: 4px; }
        .set-card { padding: 0; overflow: hidden; }
        .set-card > * { position: relative; }
        .set-card > .set-row ~ .set-row::before, .set-card > .set-meta::before { content: ""; position: absolute; top: 0; left: 68px;
          right: 0; border-top: 1px solid var(--line); }
        .set-row { display: flex; align-items: center; gap: 14px; min-height: 66px; padding: 13px 18px; margin: 0; }
        .set-icon { flex: none; width: 36px; height: 36px; border-radius: 11px; display: grid; place-items: center;
          background: var(--accent-soft); color: var(--accent); }
        .set-icon .glyph { width: 20px; height: 20px; }
        .set-icon.app-mark { background: none; overflow: hidden; }
        .set-icon.app-mark img { width: 36px; height: 36px; border-radius: 9px; }
        .set-text { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 2px; }
        .set-title { margin: 0; font-size: 1.02rem; font-weight: 500; }
        .set-detail { margin: 0; color: var(--muted); font-size: 0.87rem; line-height: 1.35; }
        .set-detail a { color: var(--accent); text-underline-offset: 2px; }
        .set-version { margin-left: 6px; font: 0.8rem var(--mono); color: var(--muted); }
        .set-path { margin: 6px 0 0; }
        /* A form seldom needed, folded under its title (open again when it was sent or refused). */
        .set-fold > summary { display: flex; align-items: center; justify-content: space-between; gap: 8px; min-height: 44px;
          cursor: pointer; list-style: none; }
        .set-fold > summary::-webkit-details-marker { display: none; }
        .set-fold > summary::after { content: "›" / ""; flex: none; color: var(--muted); font-size: 1.4rem; line-height: 1; transition: transform .15s; }
        .set-fold[open] > summary::after { transform: rotate(90deg); }
        .set-more { margin-top: 4px; font-size: 0.87rem; }
        /* Settings › Devices: one row a device, its rename field under its name; a pairing's QR code. */
        .device-list { list-style: none; margin: 0; padding: 0; }
        .device-row { align-items: flex-start; }
        .device-this { color: var(--muted); font-size: 0.87rem; font-weight: 400; }
        .device-rename { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 6px; align-items: center; }
        .device-rename input { flex: 1 1 10em; min-width: 0; min-height: 36px; }
        .pair-card { display: flex; flex-direction: column; gap: 12px; align-items: flex-start; overflow-wrap: anywhere; }
        .pair-qr svg { display: block; width: min(72vw, 288px); height: auto; border-radius: 8px; }
        .pair-code code { font: 1.3rem var(--mono); letter-spacing: 0.06em; }
        .token-example { max-width: 100%; overflow-x: auto; font-size: 0.8rem; }
        .set-more summary { display: flex; align-items: center; min-height: 44px; color: var(--accent); font-weight: 600; cursor: pointer; }
        .set-more p { overflow-wrap: anywhere; }
        .set-path code { display: inline-block; max-width: 100%; padding: 4px 9px; border-radius: 9px; background: var(--surface-2);
          font: 0.78rem/1.4 var(--mono); overflow-wrap: anywhere; }
        .set-link { color: inherit; text-decoration: none; cursor: pointer; }
        .set-link .set-title { color: var(--accent); font-weight: 600; }
        .set-link:hover { background: color-mix(in srgb, var(--text) 4%, transparent); }
        .set-link:focus-visible { outline-offset: -3px; border-radius: 0; }
        .set-trailing { color: var(--muted); display: grid; place-items: center; }
        .set-trailing .glyph { width: 18px; height: 18px; }
        .set-meta { margin: 0; padding: 11px 18px 11px 68px; color: var(--muted); font-size: 0.85rem; }
        .set-import { align-items: flex-start; }
        .set-import .set-icon { margin-top: 2px; }
        .import-picker { display: flex; flex-wrap: wrap; align-items: center; gap: 10px; margin-top: 10px; }
        .import-picker input[type="file"] { flex: 1 1 200px; min-width: 0; font-size: 0.85rem; color: var(--muted); }
        .import-picker input[type="file"]::file-selector-button { margin-right: 10px; padding: 8px 12px; border: 1px solid var(--line);
          border-radius: 12px; background: var(--raised); color: var(--text); font: 600 0.85rem var(--sans); cursor: pointer; }
        .import-date-format { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 10px;
          margin-top: 10px; font-size: 0.85rem; color: var(--muted); }
        .import-date-format .set-select { max-width: 100%; font-size: 0.85rem; }
        .set-select.restore-select { display: block; width: 100%; max-width: 100%; margin-top: 8px; font-size: 0.9rem; overflow: hidden; text-overflow: ellipsis; }
        .set-card .button.small { min-height: 44px; padding: 6px 16px; border-radius: 12px; font-size: 0.92rem; }
        .set-card .button.tinted { background: var(--accent-soft); color: var(--accent); }
        .set-card form { margin: 0; }
        .set-select { flex: none; max-width: 52%; appearance: none; -webkit-appearance: none; border: 0; border-radius: 12px;
          padding: 8px 34px 8px 12px; background: var(--surface-2) no-repeat right 11px center / 12px 12px;
          background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 12'%3E%3Cpath d='M2.5 4.5 6 8l3.5-3.5' fill='none' stroke='%23857e72' stroke-width='1.8' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E");
          font-weight: 500; color: var(--text); cursor: pointer; text-overflow: ellipsis; }
        /* A setting's menu goes under its label when the two do not fit side by side. */
        .set-field { flex-wrap: wrap; }
        .set-field .set-text { flex: 1 1 7.5em; }
        .set-field .set-select { max-width: 100%; margin-left: auto; }
        .set-select[aria-invalid="true"], .login-form input[aria-invalid="true"] { box-shadow: 0 0 0 2px var(--danger); }
        .set-actions { display: flex; justify-content: flex-end; padding: 4px 18px 16px; }
        .set-card .field-error { margin: 0; padding: 0 18px 12px 68px; color: var(--danger); font-size: 0.88rem; font-weight: 600; }
        .set-text .field-error { padding: 8px 0 0; }
        @media (min-width: 900px) {
          .settings-columns { grid-template-columns: repeat(2, minmax(0, 1fr)); }
          .settings-column > .settings-group:first-child .section-title { margin-top: 4px; }
        }

        .import-review { max-width: 760px; }
        .import-card { padding: 6px 20px 16px; }
        .import-table { width: 100%; border-collapse: collapse; }
        .import-table thead th { padding: 10px 4px 8px; color: var(--muted); font: 600 0.72rem var(--sans); letter-spacing: 0.06em;
          text-transform: uppercase; text-align: center; }
        .import-table tbody th { padding: 14px 0; text-align: left; font-weight: 400; }
        .import-table tbody tr { border-top: 1px solid var(--line); }
        .import-kind { display: block; font-weight: 600; }
        .import-total { display: block; color: var(--muted); font: 0.78rem var(--mono); white-space: nowrap; }
        .import-table .import-count { width: 22%; text-align: center; font: 600 1.45rem/1 var(--serif); color: var(--muted);
          font-variant-numeric: tabular-nums; }
        .import-table .import-count.is-new { color: var(--accent); }
        .import-table .import-count.is-updated { color: var(--flame); }
        .import-table .import-count.is-same { color: var(--text); }
        .import-note { display: flex; gap: 10px; align-items: flex-start; margin: 0; padding-top: 12px; border-top: 1px solid var(--line);
          color: var(--muted); font-size: 0.9rem; }
        .import-note .glyph { width: 18px; height: 18px; margin-top: 2px; }
        @media (max-width: 480px) {
          .import-card { padding: 4px 14px 12px; }
          .import-table thead th { font-size: 0.64rem; letter-spacing: 0.03em; padding-inline: 2px; }
          .import-table .import-count { width: auto; padding-inline: 4px; font-size: 1.25rem; }
        }
        .import-names .chips { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
        .import-names .chip { display: inline-flex; align-items: center; gap: 8px; max-width: 100%; padding: 7px 13px;
          border-radius: 999px; background: var(--surface); font-size: 0.9rem; }
        .import-names .chip { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .import-names .chip-dot { flex: none; width: 10px; height: 10px; border-radius: 50%; background: var(--hc); }
        .import-names .chip.more { color: var(--muted); }
        .import-left-out { margin-top: 20px; padding: 14px 18px; }
        .import-left-out summary { cursor: pointer; font-weight: 600; }
        .import-left-out ul { margin: 10px 0 0; padding-left: 18px; color: var(--muted); font-size: 0.88rem; }
        .import-left-out strong { color: var(--text); font-weight: 600; }
        .import-actions { display: flex; flex-wrap: wrap; gap: 12px; margin: 26px 0 6px; }
        .import-actions form { margin: 0; display: flex; flex: 1 1 220px; }
        .import-actions .button { flex: 1 1 220px; }
        .import-updates, .import-matches { margin-top: 20px; padding: 14px 18px; }
        .import-updates > ul, .import-matches ul { list-style: none; margin: 8px 0 0; padding: 0; }
        .import-updates > ul > li + li, .import-matches li + li { margin-top: 12px; }
        .import-changes { margin: 4px 0 0; padding-left: 18px; color: var(--muted); font-size: 0.88rem; overflow-wrap: anywhere; }
        .import-changes code { color: var(--text); font: 0.84rem var(--mono); }
        .import-field { color: var(--text); font-weight: 600; }
        .import-matches { border: 1px solid var(--line); }
        .import-matches legend { padding: 0 6px; }
        .import-match { display: flex; gap: 10px; align-items: flex-start; cursor: pointer; }
        .import-match input { margin-top: 3px; }

        .app:has(.login-card) { display: block; }
        .app:has(.login-card) .tabbar { display: none; }
        .login-card { max-width: 430px; margin: 9vh auto 0; padding: 30px 26px 26px; background: var(--raised); box-shadow: var(--shadow); }
        .login-mark { width: 58px; height: 58px; border-radius: 17px; display: grid; place-items: center; margin-bottom: 18px;
          background: var(--accent); color: var(--accent-text); }
        .login-mark .glyph { width: 30px; height: 30px; }
        .login-card h1 { font: 600 2.1rem/1.1 var(--serif); }
        .login-intro { color: var(--muted); margin: 10px 0 20px; }
        .login-form { display: flex; flex-direction: column; gap: 8px; }
        .login-form label { font-weight: 600; }
        .login-form input { width: 100%; padding: 13px 14px; border: 1px solid var(--line); border-radius: 14px; background: var(--bg);
          font: 1rem var(--mono); }
        .login-form .field-error { margin: 0; color: var(--danger); font-weight: 600; font-size: 0.9rem; }
        .login-form .field-hint { margin: 0 0 12px; color: var(--muted); font-size: 0.85rem; }
        """
}

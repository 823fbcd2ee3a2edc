extension Stylesheet {
    /// The habit detail screen: cards, today's check-in, the month calendar and its day editor,
    /// the charts, statistics, history and the "About this score" sheet. Everything sits inside
    /// `.detail`, whose habit colour class sets `--hc`; class names are this screen's own.
    static let detail = """
        .detail { --cell-gap: 3px; }
        .detail .page-head { align-items: flex-start; margin-bottom: 10px; }
        .detail .page-head h1 { font-size: clamp(1.9rem, 7vw, 2.4rem); padding-top: 2px; hyphens: auto; }
        @media (max-width: 480px) {
          .detail .page-head { flex-wrap: wrap; }
          .detail .page-head .titles { order: 1; flex-basis: 100%; }
          .detail .page-head .head-actions { margin-left: auto; }
        }
        .detail .muted { color: var(--muted); margin: 0; }
        .text-button { display: inline-flex; align-items: center; min-height: 44px; padding: 8px 18px; border-radius: 22px; border: 0;
          background: var(--raised); box-shadow: var(--shadow); color: var(--accent); font-weight: 600; text-decoration: none; cursor: pointer; }
        .facts { display: flex; flex-wrap: wrap; gap: 6px 18px; margin: 0 2px 18px; color: var(--muted); font-size: .95rem; }
        .fact { display: inline-flex; align-items: center; gap: 6px; }
        .fact .glyph { width: 18px; height: 18px; }
        .archived-banner { display: flex; align-items: center; flex-wrap: wrap; gap: 10px 12px; margin: 0 0 14px; padding: 12px 14px;
          border-radius: var(--radius-small); background: var(--surface-2); }
        .archived-banner p { margin: 0; flex: 1 1 14em; font-size: .92rem; }
        .archived-banner form { margin: 0; }
        .detail-grid, .detail-column { display: grid; grid-template-columns: minmax(0, 1fr); gap: 14px; align-content: start; min-width: 0; }
        .detail .card { padding: 16px; }
        .card-title { display: flex; align-items: center; gap: 8px; margin: 0 0 12px; font: 600 1.12rem var(--sans); }
        .card-title .glyph { width: 19px; height: 19px; color: var(--hc-text); }
        .subtitle-small { margin: 18px 0 8px; font: 600 .88rem var(--sans); color: var(--muted); }

        .stat-cards { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 12px; }
        .stat-card { padding: 13px 14px 14px; border-radius: 18px; background: var(--surface); min-width: 0; }
        .stat-label { display: flex; align-items: center; gap: 6px; margin: 0; color: var(--muted); font-size: .88rem; font-weight: 600; }
        .stat-label .glyph { width: 16px; height: 16px; }
        .stat-card:nth-child(2) .stat-label .glyph { color: var(--flame); }
        .info-button { display: inline-grid; place-items: center; width: 44px; height: 44px; margin: -14px -10px; border-radius: 50%;
          color: var(--muted); }
        .info-button:hover { background: var(--surface-2); color: var(--text); }
        .info-button .glyph { width: 16px; height: 16px; }
        .stat-value { margin: 6px 0 0; font: 700 1.8rem/1.1 var(--sans); letter-spacing: -0.01em; font-variant-numeric: tabular-nums; }
        .stat-value:has(.best) { display: flex; flex-wrap: wrap; align-items: baseline; column-gap: .28em; }
        .stat-value .best { font-size: .6em; font-weight: 600; color: var(--muted); }
        .stat-caption { margin: 3px 0 0; color: var(--muted); font-size: .78rem; }

        .detail-actions { display: grid; gap: 10px; }
        .detail .action-form { margin: 0; }
        .action-status { display: flex; align-items: center; gap: 6px; margin: 0; color: var(--muted); font-size: .92rem; font-weight: 600; }
        .action-status .glyph { width: 18px; height: 18px; }
        .action-status.is-done { color: var(--hc-text); }
        .action-status.is-slip { color: var(--danger); }
        .action-note { margin: 0; color: var(--muted); font-size: .85rem; }
        .detail .button { min-height: 50px; border-radius: 16px; }
        .detail .button .glyph { width: 20px; height: 20px; }
        .detail .button.primary { background: var(--hc-ink); color: var(--on-hc); }
        .detail .button.action-slip { background: var(--danger-soft); color: var(--danger); }
        .detail .button:hover { filter: brightness(1.04); }
        .stepper-row { display: grid; grid-template-columns: 56px minmax(0, 1fr) 56px; align-items: center; gap: 10px; }
        .step-button { width: 56px; height: 56px; border-radius: 50%; border: 0; display: grid; place-items: center; cursor: pointer;
          background: var(--surface-2); color: var(--text); padding: 0; }
        .step-button.plus { background: var(--hc-ink); color: var(--on-hc); }
        .step-button:disabled { opacity: .45; cursor: default; }
        .step-button .glyph { width: 24px; height: 24px; }
        .count { display: grid; justify-items: center; text-align: center; }
        .count strong { font-size: 1.4rem; font-variant-numeric: tabular-nums; }
        .count span { color: var(--muted); font-size: .82rem; }
        .progress-bar { display: block; width: 100%; height: 6px; border-radius: 3px; overflow: hidden; }
        .progress-bar .track { fill: var(--surface-2); }
        .progress-bar .fill { fill: var(--hc); }
        .progress-bar.is-over .fill { fill: var(--danger); }
        .session-head { display: flex; align-items: baseline; justify-content: space-between; gap: 10px; flex-wrap: wrap; }
        .session-title { display: flex; align-items: center; gap: 8px; margin: 0; font-weight: 700; font-size: 1.05rem; }
        .session-title .glyph { color: var(--hc-text); }
        .session-progress { margin: 0; color: var(--muted); font-size: .9rem; }
        .session-progress strong { color: var(--text); font-variant-numeric: tabular-nums; }
        .session-row { display: flex; gap: 10px; align-items: center; }
        .session-row .button.primary { padding: 0 12px; }
        .session-row > form:first-child { flex: 1 1 0; min-width: 0; }
        .set-minutes .button { padding: 10px 14px; }
        .session-row > form:first-child .button { width: 100%; }
        .set-minutes { display: flex; align-items: center; gap: 8px; }
        .set-minutes input { width: 4em; text-align: center; }
        .set-minutes .unit { color: var(--muted); font-size: .9rem; }
        .detail input[type=number], .detail input[type=text], .detail textarea { min-height: 46px; padding: 10px 12px; border-radius: 12px;
          border: 1px solid var(--line); background: var(--raised); font-variant-numeric: tabular-nums; }
        .detail textarea { width: 100%; min-height: 84px; resize: vertical; line-height: 1.4; }

        .calendar-card.card { padding: 14px 6px 12px; }
        .calendar-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 0 4px 6px; }
        .calendar-head h2 { font: 600 1.15rem var(--sans); }
        .month-nav { display: grid; place-items: center; width: 44px; height: 44px; border-radius: 50%; background: var(--raised);
          color: var(--accent); text-decoration: none; box-shadow: var(--shadow); }
        .month-nav .glyph { width: 20px; height: 20px; }
        .month-nav.is-disabled { opacity: .35; box-shadow: none; }
        .month-grid { width: 100%; table-layout: fixed; border-collapse: separate; border-spacing: var(--cell-gap); }
        .month-grid th { padding: 2px 0; color: var(--muted); font: 600 .74rem var(--sans); }
        .month-grid td { padding: 0; }
        .day { position: relative; display: grid; place-items: center; width: 100%; height: 44px; border-radius: 11px;
          color: var(--text); text-decoration: none; font: 600 .9rem var(--sans); font-variant-numeric: tabular-nums; }
        a.day:hover { filter: brightness(.95); }
        .day.v0 { background: var(--surface-2); color: var(--muted); }
        .day.v1 { background: var(--hc-day1); color: var(--hc-day1-text); }
        .day.v2 { background: var(--hc-day2); color: var(--hc-day2-text); }
        .day.v3 { background: var(--hc-day3); color: var(--hc-day3-text); }
        .day.v4 { background: var(--hc-ink); color: var(--on-hc); }
        .day.not-due { color: var(--muted);
          background: repeating-linear-gradient(135deg, transparent 0 5px, color-mix(in srgb, var(--line) 75%, transparent) 5px 6.5px); }
        .day.skipped { color: var(--muted); background: var(--surface); box-shadow: inset 0 0 0 1.5px var(--line);
          background-image: linear-gradient(135deg, transparent 46%, var(--line) 46% 54%, transparent 54%); }
        .day.off-schedule::before { content: ""; position: absolute; top: 4px; right: 5px; width: 5px; height: 5px; border-radius: 50%;
          background: currentColor; opacity: .6; }
        .day.future { color: var(--muted); background: transparent; font-weight: 400; }
        .day:is(.before-start, .after-archive) { color: var(--muted); background: transparent; font-weight: 400;
          box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--line) 55%, transparent); }
        .day.slip { background: var(--danger-soft); color: var(--danger); box-shadow: inset 0 0 0 2px var(--danger); }
        .day.has-note::after { content: ""; position: absolute; bottom: 5px; width: 14px; height: 2px; border-radius: 1px;
          background: currentColor; opacity: .75; }
        .day.today { box-shadow: 0 0 0 2px var(--surface), 0 0 0 4px var(--hc); }
        .day.selected { box-shadow: 0 0 0 2px var(--surface), 0 0 0 4px var(--text); }
        .legend { display: flex; flex-wrap: wrap; gap: 6px 14px; margin: 8px 6px 0; padding: 0; list-style: none; color: var(--muted);
          font-size: .78rem; }
        .legend li { display: inline-flex; align-items: center; gap: 6px; }
        .legend .cal-swatch { display: inline-block; width: 14px; height: 14px; border-radius: 4px; }
        .calendar-foot { display: flex; align-items: center; justify-content: space-between; gap: 10px; margin: 8px 6px 0; }
        .calendar-hint { margin: 0; color: var(--muted); font-size: .82rem; }
        .this-month { color: var(--accent); font-weight: 600; font-size: .9rem; white-space: nowrap; }

        .day-editor.card { display: grid; gap: 14px; box-shadow: inset 0 0 0 2px color-mix(in srgb, var(--hc) 45%, transparent); }
        .editor-head { display: flex; align-items: flex-start; justify-content: space-between; gap: 12px; }
        .editor-head h2 { font: 600 1.3rem/1.2 var(--serif); }
        .editor-state { margin: 3px 0 0; color: var(--muted); font-size: .9rem; }
        .close-button { display: grid; place-items: center; flex: none; width: 38px; height: 38px; border-radius: 50%;
          background: var(--surface-2); color: var(--text); }
        .close-button .glyph { width: 18px; height: 18px; }
        .detail .editor-row { margin: 0; }
        .editor-value { display: grid; grid-template-columns: 1fr auto; gap: 6px 10px; align-items: center; }
        .editor-value label { grid-column: 1 / -1; font-weight: 600; font-size: .9rem; }
        .value-field { display: flex; align-items: center; gap: 8px; }
        .value-field input { width: 7em; }
        .editor-target { color: var(--muted); }
        .editor-note-form { display: grid; gap: 8px; margin: 0; }
        .editor-note-form label, .editor-skip-form label { display: flex; align-items: center; gap: 6px; font-weight: 600; font-size: .9rem; }
        .editor-note-form label .glyph { width: 18px; height: 18px; color: var(--muted); }
        .editor-note-form .button { justify-self: start; }
        .editor-skip-form { display: grid; gap: 8px; margin: 0; padding-top: 14px; border-top: 1px solid var(--line); }
        .skip-row { display: flex; gap: 8px; flex-wrap: wrap; }
        .skip-row input { flex: 1 1 10em; min-width: 0; }
        .editor-hint { margin: 0; color: var(--muted); font-size: .82rem; }
        .editor-note { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
        .editor-skipped { display: flex; align-items: center; gap: 8px; margin: 0; padding-top: 14px; border-top: 1px solid var(--line);
          color: var(--muted); }
        .skip-reason { color: var(--text); }

        .charts-card.card { padding: 16px 14px 10px; }
        .charts-head { display: flex; align-items: center; justify-content: space-between; flex-wrap: wrap; gap: 10px; margin-bottom: 4px; }
        .charts-head .card-title { margin: 0; }
        .segmented { display: inline-flex; padding: 3px; border-radius: 12px; background: var(--surface-2); }
        .segmented a { display: inline-flex; align-items: center; min-height: 44px; padding: 6px 11px; border-radius: 9px; color: var(--muted); font-size: .84rem; font-weight: 600; text-decoration: none; }
        .segmented a[aria-current] { background: var(--raised); color: var(--text); box-shadow: var(--shadow); }
        .chart-figure { margin: 14px 0 4px; }
        .chart-figure figcaption { margin: 0 4px 6px; color: var(--muted); font-size: .85rem; font-weight: 600; }
        .chart { display: block; width: 100%; height: auto; overflow: visible; }
        .chart .grid { stroke: var(--line); stroke-width: 1; }
        .chart .axis-label { fill: var(--muted); font: 10px var(--sans); font-variant-numeric: tabular-nums; }
        .chart .empty-label { fill: var(--muted); font: 12px var(--sans); }
        .chart .fade-strong { stop-color: var(--hc); stop-opacity: .34; }
        .chart .fade-clear { stop-color: var(--hc); stop-opacity: 0; }
        .chart .line { fill: none; stroke: var(--hc); stroke-width: 2.5; stroke-linejoin: round; stroke-linecap: round; }
        .chart .dot { fill: var(--hc); stroke: var(--surface); stroke-width: 2.5; }
        .chart .value-label { fill: var(--text); font: 700 12px var(--sans); paint-order: stroke; stroke: var(--surface);
          stroke-width: 4px; stroke-linejoin: round; }
        .chart .bar { fill: color-mix(in srgb, var(--hc) 50%, var(--surface)); }
        .chart .bar.current { fill: var(--hc); }
        .chart .bar-stub { fill: var(--surface-2); }
        .chart .reference { stroke: var(--text); stroke-opacity: .45; stroke-width: 1.2; stroke-dasharray: 4 4; }
        .chart .freq-dot { fill: var(--hc); }
        .chart .freq-dot.none { fill: var(--surface-2); }
        .chart .weekday-label { fill: var(--text); font: 600 11px var(--sans); }

        .tiles { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 10px; margin: 0; }
        .tile { margin: 0; padding: 10px 12px; border-radius: 14px; background: var(--raised); }
        .tile dt { color: var(--muted); font-size: .8rem; font-weight: 600; }
        .tile dd { margin: 2px 0 0; display: flex; align-items: baseline; flex-wrap: wrap; gap: 0 6px; }
        .tile strong { font-size: 1.2rem; font-variant-numeric: tabular-nums; }
        .tile-detail { color: var(--muted); font-size: .8rem; }
        .runs { display: grid; gap: 10px; margin: 0; padding: 0; list-style: none; }
        .runs li { display: grid; grid-template-columns: minmax(6.5em, auto) 1fr; align-items: center; gap: 2px 12px; }
        .run-length { font-weight: 600; font-variant-numeric: tabular-nums; }
        .run-dates { grid-column: 1 / -1; color: var(--muted); font-size: .8rem; }

        .history-list { margin: 0; padding: 0; list-style: none; }
        .history-row { padding: 11px 2px; border-bottom: 1px solid var(--line); }
        .history-row:last-child { border-bottom: 0; }
        .history-line { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; }
        .history-date { display: inline-flex; align-items: center; min-height: 44px; font-weight: 600; text-decoration: none; }
        a.history-date:hover { text-decoration: underline; }
        .history-value { color: var(--muted); font-variant-numeric: tabular-nums; text-align: right; }
        .is-done .history-value { color: var(--hc-text); font-weight: 600; }
        .is-slip .history-value { color: var(--danger); font-weight: 600; }
        .history-note { margin: 6px 0 0; padding-left: 10px; border-left: 3px solid color-mix(in srgb, var(--hc) 55%, transparent);
          font-size: .92rem; white-space: pre-wrap; overflow-wrap: anywhere; }
        .more-link { display: inline-block; margin-top: 8px; color: var(--accent); font-weight: 600; }

        .versions-line { margin: -10px 2px 18px; font-size: .95rem; }
        .versions-line a { color: var(--muted); }
        .versions { display: grid; gap: 14px; margin: 0; padding: 0; list-style: none; }
        .version + .version { border-top: 1px solid var(--line); padding-top: 14px; }
        .version-text { margin: 0 0 8px; font-weight: 500; }
        .version-actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
        .version-actions form { display: flex; gap: 8px; align-items: center; margin: 0; }
        .version-actions .button { min-height: 44px; padding: 8px 14px; }
        .versions-hint { margin: 14px 0 0; font-size: .9rem; }
        .about-list { display: grid; gap: 10px; margin: 0; padding-left: 1.2em; }
        .about-list li::marker { color: var(--hc); }
        dialog.about-sheet { width: min(560px, calc(100% - 32px)); max-width: 100%; padding: 18px 22px 26px; border: 0; border-radius: 26px;
          background: var(--raised); color: var(--text); box-shadow: 0 24px 70px rgb(0 0 0 / 30%); }
        dialog.about-sheet::backdrop { background: rgb(0 0 0 / 38%); backdrop-filter: blur(3px); }
        .dialog-head { display: flex; align-items: center; justify-content: space-between; gap: 12px; margin-bottom: 14px; }
        .dialog-head h2 { font: 600 1.1rem var(--sans); }
        .dialog-head form { margin: 0; }
        .dialog-head .text-button { box-shadow: none; background: var(--surface-2); }
        @media (max-width: 899px) {
          dialog.about-sheet { width: 100%; margin: auto 0 0; border-radius: 26px 26px 0 0; padding-bottom: max(30px, env(safe-area-inset-bottom)); }
        }
        @media (min-width: 900px) {
          .detail-grid { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 22px; align-items: start; }
          .detail-column { gap: 18px; }
          .detail .chart .axis-label { font-size: 9px; }
        }
        """
}

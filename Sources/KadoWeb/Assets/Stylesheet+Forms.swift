import KadoCore

extension Stylesheet {
    /// The New / Edit habit form, its Manage section and the delete confirmation. Fields that
    /// belong to one schedule or type show only when it is chosen, through `:has()`; browsers
    /// without it show every field, and the form still posts.
    static let forms = """
        .sheet-head { position: sticky; top: 0; z-index: 4; display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; gap: 10px;
          margin: -8px -18px 14px; padding: 10px 18px; background: var(--veil);
          backdrop-filter: blur(14px); -webkit-backdrop-filter: blur(14px); }
        .sheet-head h1 { font: 600 1.08rem var(--sans); text-align: center; }
        .sheet-button { justify-self: start; display: inline-flex; align-items: center; min-height: 44px; padding: 0 18px; border-radius: 21px;
          border: 0; background: var(--raised); box-shadow: var(--shadow); color: var(--accent); font-weight: 600; text-decoration: none; cursor: pointer; }
        .sheet-button.primary { justify-self: end; }
        .habit-form fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
        .form-group, .habit-form .form-group { display: block; margin: 0 0 26px; }
        .form-group > .section-title, .form-group > legend.section-title { display: block; margin: 0 4px 8px; padding: 0; }
        .field-card { padding: 0 16px; }
        .field-card:focus-within { outline: 3px solid var(--focus); outline-offset: 2px; }
        .text-input { display: block; width: 100%; border: 0; background: transparent; padding: 14px 0; font-size: 1.05rem; }
        .text-input:focus-visible { outline: none; }
        .text-input::placeholder { color: var(--muted); opacity: .8; }
        .field-error { display: flex; align-items: flex-start; gap: 6px; margin: 8px 4px 0; color: var(--danger); font-size: .9rem; font-weight: 600; }
        .field-error .glyph { width: 18px; height: 18px; margin-top: 1px; }
        .choice-details .field-error { margin: 0 0 10px; }
        .field-hint { color: var(--muted); font-size: .85rem; margin: 8px 6px 0; }
        .form-errors p { margin: 0; font-weight: 600; }
        .form-errors ul { margin: 6px 0 0; padding-left: 20px; }
        .form-errors a { color: inherit; }
        .field-card:has([aria-invalid="true"]) { box-shadow: inset 0 0 0 2px var(--danger); }
        .habit-form [id] { scroll-margin-top: 90px; }

        .habit-form input[type="radio"], .habit-form .day-chip input { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; pointer-events: none; }
        .appearance { padding: 16px; }
        .swatch-row { display: flex; justify-content: space-between; gap: 4px; }
        .swatch { position: relative; display: grid; place-items: center; flex: 1 1 0; min-width: 0; max-width: 48px; height: 44px; cursor: pointer; }
        .swatch-dot { display: grid; place-items: center; width: 32px; height: 32px; border-radius: 50%; background: var(--hc); color: var(--on-hc); transition: box-shadow .15s; }
        .swatch-dot .glyph { width: 18px; height: 18px; opacity: 0; }
        .swatch input:checked + .swatch-dot { box-shadow: 0 0 0 3px var(--surface), 0 0 0 5px var(--hc); }
        .swatch input:checked + .swatch-dot .glyph { opacity: 1; }
        .swatch input:focus-visible + .swatch-dot { outline: 3px solid var(--focus); outline-offset: 6px; }
        .habit-form .icons { margin-top: 14px; padding-top: 16px; border-top: 1px solid var(--line); }
        .icon-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(46px, 1fr)); gap: 8px; }
        .icon-option { position: relative; display: block; cursor: pointer; }
        .icon-tile { display: grid; place-items: center; height: 44px; border-radius: 12px; background: var(--surface-2); color: var(--hc); transition: background .15s, color .15s; }
        .icon-tile svg { width: 22px; height: 22px; }
        .icon-option:hover .icon-tile { background: var(--hc-soft); }
        .icon-option input:checked + .icon-tile { background: var(--hc-ink); color: var(--on-hc); }
        .icon-option input:focus-visible + .icon-tile { outline: 3px solid var(--focus); outline-offset: 2px; }

        .choices { padding: 0 16px; }
        .choice { position: relative; border-bottom: 1px solid var(--line); }
        .choice:last-child { border-bottom: 0; }
        .choice > label { display: flex; align-items: center; gap: 12px; min-height: 54px; padding: 10px 0; cursor: pointer; }
        .choice-text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
        .choice-title { font-weight: 500; }
        .choice-hint { color: var(--muted); font-size: .85rem; }
        .tick { display: grid; color: var(--hc-text); visibility: hidden; }
        .tick .glyph { width: 20px; height: 20px; }
        .choice > input:checked + label .tick { visibility: visible; }
        .choice > input:checked + label .choice-title { font-weight: 600; }
        .choice > input:focus-visible + label { outline: 3px solid var(--focus); outline-offset: -1px; border-radius: 10px; }
        .choice-details { margin: 0 0 14px; padding: 4px 14px; border-radius: var(--radius-small); background: var(--raised); }
        .choice-details > .field-row + .field-row, .choice-details > .field-error + .field-row { border-top: 1px solid var(--line); }
        .field-row { display: flex; align-items: center; justify-content: space-between; gap: 12px; min-height: 52px; }
        .field-row > label { display: flex; align-items: center; min-height: 44px; }
        .field-row > label { flex: 1; }
        .input-wrap { display: inline-flex; align-items: center; gap: 8px; }
        .suffix { color: var(--muted); }
        .number-input, .unit-input, .time-input { border: 1px solid var(--edge); background: var(--bg); border-radius: 10px; padding: 8px 10px; text-align: right; }
        .number-input { width: 88px; }
        .unit-input { width: 150px; }
        .time-input { min-width: 110px; }
        .number-input[aria-invalid="true"], .unit-input[aria-invalid="true"], .time-input[aria-invalid="true"] { border-color: var(--danger); box-shadow: 0 0 0 1px var(--danger); }
        .habit-form .day-chips { display: grid; grid-template-columns: repeat(7, minmax(0, 1fr)); gap: 5px; padding: 12px 0; }
        .day-chip { position: relative; display: block; cursor: pointer; }
        .day-chip span[aria-hidden] { display: grid; place-items: center; height: 40px; border-radius: 12px; background: var(--surface-2); font-size: .82rem; font-weight: 600; }
        .day-chip input:checked + span { background: var(--hc-ink); color: var(--on-hc); }
        .day-chip input:focus-visible + span { outline: 3px solid var(--focus); outline-offset: 2px; }
        .reminder .field-row + .field-row { border-top: 1px solid var(--line); }
        .reminder .field-error { margin: 0 0 12px; }
        .switch { appearance: none; -webkit-appearance: none; position: relative; flex: none; width: 51px; height: 31px; margin: 0; border: 0; border-radius: 16px;
          background: var(--surface-2); cursor: pointer; transition: background .2s; }
        .switch::before { content: ""; position: absolute; top: 2px; left: 2px; width: 27px; height: 27px; border-radius: 50%; background: #fff;
          box-shadow: 0 1px 3px rgb(0 0 0 / 25%); transition: transform .2s; }
        .switch:checked { background: var(--accent); }
        .switch:checked::before { transform: translateX(20px); }
        .switch:focus-visible { outline-offset: 3px; border-radius: 16px; }
        .advanced > summary { display: flex; align-items: center; gap: 6px; cursor: pointer; list-style: none; margin: 0 4px 8px; }
        .advanced > summary::-webkit-details-marker { display: none; }
        .advanced > summary::before { content: "›"; display: inline-block; width: 10px; font-size: 1.3rem; line-height: 1; transition: transform .2s; }
        .advanced[open] > summary::before { transform: rotate(90deg); }
        .advanced > .form-group > legend.section-title { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
        .form-actions { margin: 4px 0 28px; }
        @supports selector(:has(*)) {
          .choice-details { display: none; }
          .choice:has(> input:checked) > .choice-details { display: block; }
          .reminder-time { display: none; }
          .reminder:has(#reminder:checked) .reminder-time { display: flex; }
        }

        .manage-card { padding: 0 16px; }
        .manage-row { display: flex; align-items: center; gap: 12px; min-height: 66px; margin: 0; padding: 10px 0; border-bottom: 1px solid var(--line); }
        .manage-row:last-child { border-bottom: 0; }
        .manage-text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
        .manage-title { font-weight: 600; }
        .manage-hint { color: var(--muted); font-size: .85rem; }
        .pill-button { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; padding: 0 14px; border-radius: 22px; border: 0;
          background: var(--surface-2); color: var(--text); font-weight: 600; cursor: pointer; white-space: nowrap; }
        .pill-button .glyph { width: 18px; height: 18px; }
        .pill-button.danger { background: var(--danger-soft); color: var(--danger); }

        .confirm-card { padding: 22px; max-width: 560px; }
        .confirm-habit { display: flex; align-items: center; gap: 12px; margin-bottom: 12px; }
        .confirm-habit h2 { font: 600 1.35rem var(--serif); overflow-wrap: anywhere; }
        .confirm-card p { margin: 0 0 10px; }
        .confirm-card .muted { color: var(--muted); }
        .confirm-actions { display: grid; gap: 10px; margin-top: 20px; }
        .confirm-actions form { margin: 0; }
        .button.quiet { background: transparent; color: var(--accent); }

        @media (min-width: 900px) {
          .sheet-head { grid-template-columns: 1fr auto auto; margin: 0 -40px 18px; padding: 14px 40px; }
          .sheet-head h1 { order: -1; text-align: left; font: 600 2.3rem/1.1 var(--serif); letter-spacing: -0.01em; }
          .sheet-button { justify-self: end; }
          /* Two columns: name, appearance and Manage at the left; schedule, type and Save at the right. */
          .form-columns { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); grid-template-rows: auto 1fr auto;
            column-gap: 28px; align-items: start; }
          .form-main { grid-column: 1; grid-row: 1; }
          .form-side { grid-column: 2; grid-row: 1 / span 2; }
          .form-columns > .manage { grid-column: 1; grid-row: 2 / span 2; }
          .form-columns > .form-actions { grid-column: 2; grid-row: 3; display: flex; justify-content: flex-end; }
          .form-actions .button { width: auto; min-width: 220px; }
        }
        """
}

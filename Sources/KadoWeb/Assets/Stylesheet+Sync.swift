extension Stylesheet {
    /// The Settings page's sync card: the setup forms, the state of the last sync, its buttons.
    static let syncCard = """
        .sync-setup { align-items: flex-start; }
        .sync-setup .set-icon { margin-top: 2px; }
        .sync-fields { display: grid; gap: 8px; margin-top: 10px; }
        .sync-fields label { font-size: 0.85rem; font-weight: 600; color: var(--muted); }
        .sync-fields input { width: 100%; min-width: 0; padding: 10px 12px; border: 1px solid var(--line); border-radius: 12px;
          background: var(--bg); color: var(--text); font: 0.95rem var(--sans); }
        .sync-fields input[aria-invalid="true"] { box-shadow: 0 0 0 2px var(--danger); }
        .sync-fields .button { justify-self: end; }
        .sync-state { margin: 4px 0 0; font-size: 0.87rem; }
        .sync-state.is-ok { color: var(--accent); font-weight: 600; }
        .sync-warning { margin: 6px 0 0; color: var(--danger); font-size: 0.87rem; font-weight: 600; }
        .sync-held-back { padding: 0 18px 12px 68px; }
        .sync-held-back .sync-warning { margin: 0; }
        .sync-held-back ul { margin: 4px 0 0; padding-left: 1.1em; overflow-wrap: anywhere; }
        .sync-held-back li + li { margin-top: 4px; }
        .sync-encrypt { display: grid; gap: 8px; }
        .sync-check { display: flex; align-items: center; gap: 8px; min-height: 44px; font-size: 0.95rem; color: var(--text); }
        .sync-fields .sync-check { font-weight: 600; color: var(--text); }
        .sync-check input { width: auto; accent-color: var(--accent); }
        .sync-passphrases { display: grid; gap: 8px; }
        .sync-encrypt:not(:has(input[name="encrypt"]:checked)) .sync-passphrases { display: none; }
        .sync-more { padding: 0 18px 12px; }
        .sync-more summary { display: flex; align-items: center; gap: 10px; cursor: pointer; color: var(--accent);
          font-weight: 600; font-size: 0.93rem; padding: 6px 0; }
        .sync-more summary .glyph { width: 20px; height: 20px; }
        .sync-more-form .sync-fields { margin-top: 6px; }
        .sync-buttons { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 10px; padding: 4px 18px 16px; }
        """
}

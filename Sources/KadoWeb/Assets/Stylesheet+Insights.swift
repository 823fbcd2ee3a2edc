extension Stylesheet {
    /// The Insights page: sections of sentences, a span picker, the trends.
    static let insights = """
        .insights-link { margin: 12px 0 0; }
        .insights-span { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 0 0 12px; }
        .insights-section { padding: 16px; margin: 0 0 12px; }
        .insights-section h2 { margin: 0 0 8px; font-size: 1.1rem; }
        .insights-section p { margin: 6px 0; }
        .insights-section .muted, .insights-note { color: var(--muted); font-size: 0.9rem; }
        .insights-list { margin: 0; padding-left: 1.2em; }
        .insights-list li { margin: 0 0 8px; overflow-wrap: anywhere; }
        .insights-list .trend-better { color: var(--accent); }
        .insights-list .trend-worse { color: var(--danger); }
        """
}

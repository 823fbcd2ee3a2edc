extension Stylesheet {
    /// The Settings page's reminders card: each channel's result after *Send a test*, the
    /// buttons under their row's text, the push form's fields as wide as the card.
    static let remindersCard = """
        .reminders-results { list-style: none; margin: 4px 0 0; padding: 0; display: grid; gap: 2px; overflow-wrap: anywhere; }
        #reminders-card .button[hidden] { display: none; }
        .reminders-button { margin: 8px 0 0; }
        #reminders-card .sync-fields { grid-template-columns: minmax(0, 1fr); }
        #reminders-card .set-select { width: 100%; max-width: 100%; min-width: 0; }
        """
}

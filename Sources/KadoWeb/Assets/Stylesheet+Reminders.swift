extension Stylesheet {
    /// The Settings page's reminders card: each channel's result after *Send a test*, and the
    /// rows whose button sits beside their text.
    static let remindersCard = """
        .reminders-results { list-style: none; margin: 4px 0 0; padding: 0; display: grid; gap: 2px; overflow-wrap: anywhere; }
        #reminders-card .set-row > .button { flex: none; align-self: center; }
        #reminders-card .set-select { max-width: 100%; justify-self: start; }
        """
}

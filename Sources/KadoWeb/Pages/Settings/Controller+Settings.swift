extension Controller {
    /// The Settings screen with `state`'s messages: what each Settings card's form answers when
    /// it refuses or reports (``SettingsController/settingsScreen(_:state:)``).
    func settingsScreen(_ context: RequestContext, state: SettingsState) throws -> HTML {
        try SettingsController(session: session).settingsScreen(context, state: state)
    }
}

/// How the app's screens are coloured: as the system says (light or dark), or always light, or
/// always dark. The web app applies it on the server (a class on the page), so it needs no script.
public enum Appearance: String, CaseIterable, Codable, Sendable {
    /// Light or dark as the system (the browser) prefers.
    case system
    /// Always light.
    case light
    /// Always dark.
    case dark
}

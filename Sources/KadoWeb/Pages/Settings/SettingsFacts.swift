import KadoApp
import KadoCore

/// What the Settings screen shows besides the settings themselves.
struct SettingsFacts {
    let settings: Settings
    let databasePath: String
    let habitCount: Int
    let lastExport: String?
    let requiresToken: Bool
}

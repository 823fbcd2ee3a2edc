import KadoApp
import KadoCore

/// Messages on the Settings screen after a form: a notice, errors by field, an import problem.
struct SettingsState {
    var notice: String?
    var fieldErrors: [String: String] = [:]
    var importError: String?
    var pageError: String?
}

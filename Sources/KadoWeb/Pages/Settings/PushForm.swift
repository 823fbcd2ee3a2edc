import KadoApp
import KadoCore

/// The push form's fields as typed: shown again when it is refused. The token is not among them.
struct PushForm: Sendable {
    var url = ""
    var format = PushFormat.ntfy
}

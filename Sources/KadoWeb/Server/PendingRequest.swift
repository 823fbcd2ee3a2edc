import KadoApp

/// One request being read: its raw target, then its body as it arrives.
final class PendingRequest {
    let target: String
    var body: [UInt8] = []
    var isTooLarge = false
    var hasStarted = false

    init(target: String) {
        self.target = target
    }
}

import KadoApp

/// What `kado serve` warns of as it starts, decided by the web app that knows its configuration.
public enum ServeWarning: Hashable, Sendable {
    /// Other machines reach the server over plain HTTP (a non-loopback address, no trusted proxy
    /// in front): the sign-in and every check-in cross the network readable.
    case cleartextOnNetwork

    /// Its words.
    var phrase: Phrase {
        switch self {
        case .cleartextOnNetwork: .cleartextOnNetwork
        }
    }
}

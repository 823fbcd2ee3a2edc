/// The address a request came from, as the device list shows it and the sign-in rate limit
/// counts it: the client a trusted proxy forwarded for, else the peer of the connection.
enum ClientAddress {
    /// The client's address of a request whose provenance is `provenance`, as text.
    static func text(of provenance: RequestProvenance) -> String {
        (provenance.client ?? provenance.peer).description
    }
}

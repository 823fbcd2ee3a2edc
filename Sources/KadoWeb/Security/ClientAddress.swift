/// The address a request came from, as the device list shows it and the sign-in rate limit
/// counts it.
enum ClientAddress {
    /// The client's address of `request` as text; empty when the server did not say.
    static func text(of request: HTTPRequest) -> String {
        request.clientAddress
    }
}

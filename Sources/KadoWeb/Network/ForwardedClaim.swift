/// What a trusted proxy's forwarding headers say of the request's client: its address, the
/// scheme it used and the Host it named (``ForwardingHeaders``).
struct ForwardedClaim: Hashable, Sendable {
    /// The client: the first address from the right that is not a trusted proxy.
    var client: ForwardedNode
    /// `http` or `https`, lower case, if told.
    var proto: String?
    /// The Host the client named, if told.
    var host: String?
}

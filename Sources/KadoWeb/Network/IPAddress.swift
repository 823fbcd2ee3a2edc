#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An IPv4 or IPv6 address, compared and tested by its bytes, never by its text: who is on this
/// machine (``isLoopback``) and which proxies are trusted (``IPAddressRange``) are decided here.
///
/// An IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, which a dual-stack socket reports for an IPv4
/// client) *is* the IPv4 address `a.b.c.d`: it is kept as its four bytes, so `::ffff:127.0.0.2`
/// is loopback and equals `127.0.0.2`, and a range of either spelling contains both.
public struct IPAddress: Hashable, Sendable, CustomStringConvertible {
    /// The address in network order: 4 bytes for IPv4 (mapped ones too), 16 for IPv6.
    public let bytes: [UInt8]

    /// `127.0.0.1`.
    public static let loopbackIPv4 = IPAddress(unchecked: [127, 0, 0, 1])
    /// `::1`.
    public static let loopbackIPv6 = IPAddress(unchecked: Array(repeating: 0, count: 15) + [1])

    /// The prefix of the IPv4-mapped IPv6 addresses, `::ffff:0:0/96`.
    static let mappedPrefix: [UInt8] = Array(repeating: 0, count: 10) + [0xFF, 0xFF]

    private init(unchecked bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The address of `bytes` (4 or 16 of them, network order), an IPv4-mapped IPv6 address
    /// taken as its IPv4 address; `nil` for any other count.
    public init?(bytes: [UInt8]) {
        switch bytes.count {
        case 4: self.bytes = bytes
        case 16: self.bytes = bytes.starts(with: Self.mappedPrefix) ? Array(bytes.suffix(4)) : bytes
        default: return nil
        }
    }

    /// The address written as `text`: dotted IPv4 (`192.0.2.7`, four decimal parts, no leading
    /// zeros) or any IPv6 form (`2001:db8::1`, `::ffff:192.0.2.7`), without brackets. A zone
    /// (`fe80::1%eth0`) is refused: a zone names an interface of one machine, which a proxy's
    /// header or a range on the command line cannot mean reliably. Anything else is `nil`.
    public init?(_ text: String) {
        // The C parser stops at no byte it cannot read; a NUL inside the text would cut it short.
        guard !text.isEmpty, text.utf8.count <= 45, !text.utf8.contains(0) else { return nil }
        if text.contains(":") {
            var raw = in6_addr()
            guard inet_pton(AF_INET6, text, &raw) == 1 else { return nil }
            let bytes = withUnsafeBytes(of: &raw) { Array($0) }
            self.init(bytes: bytes)
        } else {
            var raw = in_addr()
            guard inet_pton(AF_INET, text, &raw) == 1 else { return nil }
            self.init(unchecked: withUnsafeBytes(of: &raw) { Array($0) })
        }
    }

    /// Whether it is an IPv4 address (or an IPv4-mapped IPv6 one).
    public var isIPv4: Bool { bytes.count == 4 }

    /// Whether it belongs to this machine's loopback: `127.0.0.0/8` (so also
    /// `::ffff:127.0.0.0/104`) or `::1`.
    public var isLoopback: Bool {
        isIPv4 ? bytes[0] == 127 : self == Self.loopbackIPv6
    }

    /// The conventional text: dotted for IPv4, the shortest IPv6 form otherwise.
    public var description: String {
        if isIPv4 { return bytes.map(String.init).joined(separator: ".") }
        var raw = in6_addr()
        withUnsafeMutableBytes(of: &raw) { $0.copyBytes(from: bytes) }
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        guard inet_ntop(AF_INET6, &raw, &text, socklen_t(text.count)) != nil else {
            // Sixteen bytes always have a text; this is never reached, and still says something true.
            return bytes.map { String($0, radix: 16) }.joined(separator: ".")
        }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

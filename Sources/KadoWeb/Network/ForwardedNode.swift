/// Who a proxy says it forwarded for: one `for=` of RFC 7239's `Forwarded` or one entry of
/// `X-Forwarded-For`.
enum ForwardedNode: Hashable, Sendable {
    /// An address (a port after it, `192.0.2.7:4711` or `[2001:db8::1]:4711`, is dropped).
    case address(IPAddress)
    /// `unknown`, an obfuscated identifier (`_hidden`), or text that is no node at all: a client
    /// nobody can say anything of, so never this machine.
    case unknown

    /// The node written `text` (already unquoted): an IPv4 address, an IPv6 one in brackets or
    /// bare, either with a port; everything else is ``unknown``.
    init(_ text: String) {
        let text = text.trimmed
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]"),
                let address = IPAddress(String(text[text.index(after: text.startIndex)..<close])),
                Self.isPort(text[text.index(after: close)...])
            else {
                self = .unknown
                return
            }
            self = .address(address)
            return
        }
        if let address = IPAddress(text) {
            self = .address(address)
            return
        }
        // IPv4 with a port: exactly one colon.
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 2, let address = IPAddress(String(parts[0])), address.isIPv4,
            Self.isPort(":" + parts[1])
        {
            self = .address(address)
            return
        }
        self = .unknown
    }

    /// The address, `nil` when unknown.
    var address: IPAddress? {
        if case .address(let address) = self { return address }
        return nil
    }

    /// Whether `rest` is empty or `:` followed by a port: a number up to 65535, or RFC 7239's obfuscated
    /// port (`_` and letters, digits, `.`, `_`, `-`).
    private static func isPort(_ rest: Substring) -> Bool {
        guard !rest.isEmpty else { return true }
        guard rest.first == ":" else { return false }
        let port = rest.dropFirst()
        if port.first == "_" {
            return port.dropFirst().allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
        }
        guard (1...5).contains(port.count), port.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(port)
        else { return false }
        return number <= 65535
    }
}

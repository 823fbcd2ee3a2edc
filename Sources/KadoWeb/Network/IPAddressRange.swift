/// A range of addresses written `ADDRESS/PREFIX` (`10.0.0.0/8`, `fd00::/8`) or as one address
/// (the whole prefix): what `kado serve --trust-proxy` takes.
///
/// An IPv4-mapped IPv6 range of at least 96 bits (`::ffff:127.0.0.0/104`) is the IPv4 range it
/// maps (`127.0.0.0/8`), as addresses are (``IPAddress``); an IPv4 range contains only IPv4
/// addresses and an IPv6 range only IPv6 ones.
public struct IPAddressRange: Hashable, Sendable, CustomStringConvertible {
    /// The first address of the range (the bits past the prefix are zero).
    public let network: IPAddress
    /// How many leading bits an address must share with ``network``.
    public let prefixLength: Int

    /// The range written `text`; `nil` when it is not an address, optionally followed by `/` and
    /// a prefix length from 0 to 32 (IPv4) or 128 (IPv6) written in decimal without a sign.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        let addressText = String(parts[0])
        guard let address = IPAddress(addressText) else { return nil }
        let width = addressText.contains(":") ? 128 : 32
        var length = width
        if parts.count == 2 {
            let digits = parts[1]
            guard !digits.isEmpty, digits.count <= 3, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                let value = Int(digits), value <= width
            else { return nil }
            length = value
        }
        if width == 128, address.isIPv4 {
            // A mapped range: its IPv4 part, or, shorter than the mapped prefix, no IPv4 range.
            guard length >= 96 else { return nil }
            length -= 96
        }
        self.init(address, prefixLength: length)
    }

    /// The range of `address`'s first `prefixLength` bits (at most its width).
    public init(_ address: IPAddress, prefixLength: Int) {
        let length = max(0, min(prefixLength, address.bytes.count * 8))
        self.prefixLength = length
        network = IPAddress(bytes: Self.masked(address.bytes, length)) ?? address
    }

    /// Whether `address` is in the range.
    public func contains(_ address: IPAddress) -> Bool {
        address.bytes.count == network.bytes.count && Self.masked(address.bytes, prefixLength) == network.bytes
    }

    /// `ADDRESS/PREFIX`.
    public var description: String { "\(network)/\(prefixLength)" }

    /// `bytes` with every bit past the first `length` set to zero.
    private static func masked(_ bytes: [UInt8], _ length: Int) -> [UInt8] {
        bytes.enumerated().map { index, byte in
            let kept = max(0, min(8, length - index * 8))
            return kept == 0 ? 0 : byte & UInt8(truncatingIfNeeded: 0xFF << (8 - kept))
        }
    }
}

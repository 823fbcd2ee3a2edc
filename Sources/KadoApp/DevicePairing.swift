import Foundation
import KadoStore

/// A pairing made for a new device: the code it opens (in a link or a QR code, or typed) and when
/// the code stops working (``DeviceUseCases/pairingLifetime`` after it was made; used once).
public struct DevicePairing: Hashable, Sendable {
    /// The code, as shown: eight characters of Crockford's base 32 in two groups (`7KQ2-M9XD`):
    /// 40 random bits, which ten minutes, one use and the sign-in rate limit leave out of reach.
    public let code: String
    /// When the code stops working.
    public let expiresAt: Date

    /// A pairing.
    public init(code: String, expiresAt: Date) {
        self.code = code
        self.expiresAt = expiresAt
    }

    /// The characters of Crockford's base 32: no I, L, O, U, which read as other characters.
    static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")

    /// `code` as kept: upper case, without spaces and dashes, with the letters people mistake for
    /// digits read as those digits (O as 0; I and L as 1).
    static func normalized(_ code: String) -> String {
        String(
            code.uppercased().compactMap { character -> Character? in
                switch character {
                case " ", "-", "\t": nil
                case "O": "0"
                case "I", "L": "1"
                default: character
                }
            })
    }

    /// ``normalized(_:)`` when the result has the shape of a code (eight characters of the
    /// alphabet), else `nil`: what no pairing can be is not looked up.
    static func normalizedIfWellFormed(_ code: String) -> String? {
        let normalized = normalized(code)
        guard normalized.count == 8, normalized.allSatisfy({ alphabet.contains($0) }) else { return nil }
        return normalized
    }
}

/// A device signed in to the web app, or a script's token, as the front ends list it.
public typealias WebDevice = WebSessionRecord

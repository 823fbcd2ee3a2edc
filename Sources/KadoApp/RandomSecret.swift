import Foundation

/// Random secrets, from the system's cryptographic generator: pairing codes and scripts' tokens
/// here, sessions' ids and CSRF tokens in the web app.
public enum RandomSecret {
    /// `byteCount` random bytes as lower-case hex.
    public static func hex(byteCount: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef")
        var text = ""
        text.reserveCapacity(byteCount * 2)
        for _ in 0..<byteCount {
            let byte = UInt8.random(in: 0...255, using: &generator)
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return text
    }

    /// A new pairing code, `XXXX-XXXX`.
    static func pairingCode() -> String {
        var generator = SystemRandomNumberGenerator()
        let characters = (0..<8).map { _ in DevicePairing.alphabet[Int.random(in: 0..<32, using: &generator)] }
        return String(characters[0..<4]) + "-" + String(characters[4..<8])
    }
}

/// Random secrets: tokens and CSRF values.
enum Secret {
    /// `byteCount` random bytes as lower-case hex (the system's cryptographic generator).
    static func hex(byteCount: Int = 24) -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<byteCount).map { _ in
            String(UInt8.random(in: 0...255, using: &generator), radix: 16).leftPadded(to: 2)
        }
        .joined()
    }
}

/// SHA-256 (FIPS 180-4): the digest of the web access token, of the web assets' versions, and the
/// checksums of sync's files. Foundation on Linux has no hash functions and the package takes no
/// outside dependency, so it lives here, below every module that needs one.
public enum SHA256 {
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// The digest of `bytes`.
    /// - Complexity: O(n) in the number of bytes.
    public static func digest(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBytes { digest($0) }
    }

    /// The digest of the bytes in `buffer`, read in place: a sync segment of megabytes is hashed
    /// without being copied, block by block, with no allocation but the 64 words of the schedule.
    /// - Complexity: O(n) in the number of bytes.
    public static func digest(_ buffer: UnsafeRawBufferPointer) -> [UInt8] {
        var state = State()
        let whole = buffer.count / 64 * 64
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
            guard let schedule = words.baseAddress else { return }
            roundConstants.withUnsafeBufferPointer { constants in
                guard let constants = constants.baseAddress else { return }
                var offset = 0
                while offset < whole {
                    state.compress(UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + 64]), schedule, constants)
                    offset += 64
                }
                // The rest, 0x80, zeros and the length in bits: one block or two.
                var tail = [UInt8](repeating: 0, count: 128)
                let rest = buffer.count - whole
                for index in 0..<rest { tail[index] = buffer[whole + index] }
                tail[rest] = 0x80
                let length = rest + 1 + 8 <= 64 ? 64 : 128
                let bitLength = UInt64(buffer.count) &* 8
                for index in 0..<8 {
                    tail[length - 1 - index] = UInt8(truncatingIfNeeded: bitLength >> UInt64(8 * index))
                }
                tail.withUnsafeBytes { padded in
                    state.compress(UnsafeRawBufferPointer(rebasing: padded[0..<64]), schedule, constants)
                    if length == 128 {
                        state.compress(UnsafeRawBufferPointer(rebasing: padded[64..<128]), schedule, constants)
                    }
                }
            }
        }
        return state.bytes
    }

    /// The eight working words between blocks.
    private struct State {
        var h0: UInt32 = 0x6a09_e667
        var h1: UInt32 = 0xbb67_ae85
        var h2: UInt32 = 0x3c6e_f372
        var h3: UInt32 = 0xa54f_f53a
        var h4: UInt32 = 0x510e_527f
        var h5: UInt32 = 0x9b05_688c
        var h6: UInt32 = 0x1f83_d9ab
        var h7: UInt32 = 0x5be0_cd19

        /// Mixes one 64-byte block in (FIPS 180-4, 6.2.2).
        mutating func compress(
            _ block: UnsafeRawBufferPointer, _ words: UnsafeMutablePointer<UInt32>,
            _ constants: UnsafePointer<UInt32>
        ) {
            for index in 0..<16 {
                let offset = index * 4
                words[index] =
                    UInt32(block[offset]) << 24 | UInt32(block[offset + 1]) << 16 | UInt32(block[offset + 2]) << 8
                    | UInt32(block[offset + 3])
            }
            for index in 16..<64 {
                let w15 = words[index - 15]
                let w2 = words[index - 2]
                let s0 = rotate(w15, 7) ^ rotate(w15, 18) ^ (w15 >> 3)
                let s1 = rotate(w2, 17) ^ rotate(w2, 19) ^ (w2 >> 10)
                words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = (h0, h1, h2, h3, h4, h5, h6, h7)
            for index in 0..<64 {
                let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
                let choice = (e & f) ^ (~e & g)
                let temp1 = h &+ sum1 &+ choice &+ constants[index] &+ words[index]
                let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
                let majority = (a & b) ^ (a & c) ^ (b & c)
                let temp2 = sum0 &+ majority
                (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ temp2)
            }
            h0 = h0 &+ a
            h1 = h1 &+ b
            h2 = h2 &+ c
            h3 = h3 &+ d
            h4 = h4 &+ e
            h5 = h5 &+ f
            h6 = h6 &+ g
            h7 = h7 &+ h
        }

        /// The digest: the eight words, big-endian.
        var bytes: [UInt8] {
            var result: [UInt8] = []
            result.reserveCapacity(32)
            for word in [h0, h1, h2, h3, h4, h5, h6, h7] {
                for shift in stride(from: 24, through: 0, by: -8) {
                    result.append(UInt8(truncatingIfNeeded: word >> UInt32(shift)))
                }
            }
            return result
        }
    }

    /// The digest of `text`'s UTF-8 bytes, as lower-case hex.
    public static func hex(_ text: String) -> String {
        hex(of: Array(text.utf8))
    }

    /// The digest of `bytes`, as lower-case hex (64 characters).
    /// - Complexity: O(n) in the number of bytes.
    public static func hex(of bytes: [UInt8]) -> String {
        hexText(digest(bytes))
    }

    /// The digest of the bytes in `buffer`, read in place, as lower-case hex (64 characters).
    /// - Complexity: O(n) in the number of bytes.
    public static func hex(of buffer: UnsafeRawBufferPointer) -> String {
        hexText(digest(buffer))
    }

    /// `bytes` as lower-case hex, two digits each.
    public static func hexText(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

}

@inline(__always)
private func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    (value >> count) | (value << (32 - count))
}

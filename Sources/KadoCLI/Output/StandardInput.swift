import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input read as bytes, for text that must arrive exactly as sent (a note piped to
/// `kado note HABIT -`): nothing is decoded here, so invalid UTF-8 can be refused rather than
/// replaced.
public enum StandardInput {
    /// The bytes of standard input up to its end, or the first `limit` when it holds more (a
    /// caller that reads `limit + 1` learns that it was too long without reading it all). A read
    /// error ends the input where it happened.
    /// - Complexity: O(n) for the n bytes read.
    public static func contents(upTo limit: Int) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while data.count < limit {
            let wanted = min(buffer.count, limit - data.count)
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, wanted) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }
}

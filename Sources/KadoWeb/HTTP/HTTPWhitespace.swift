extension Substring {
    /// The text without the spaces and tabs around it: HTTP's optional whitespace (RFC 9110 §5.6.3)
    /// around a header's value or a cookie's name and value. Foundation's
    /// `trimmingCharacters(in:)` goes through `NSString` on Linux, and trimming each cookie so
    /// was a noticeable part of answering Today from its cache.
    func trimmingHTTPWhitespace() -> String {
        let isWhitespace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        guard let first = utf8.firstIndex(where: { !isWhitespace($0) }),
            let last = utf8.lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        return String(self[first...last])
    }
}

extension String {
    /// ``Substring/trimmingHTTPWhitespace()`` of the whole text.
    func trimmingHTTPWhitespace() -> String { self[...].trimmingHTTPWhitespace() }
}

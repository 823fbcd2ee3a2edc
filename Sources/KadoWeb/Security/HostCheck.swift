/// The Host allow-list that defeats DNS rebinding: a page on a hostile name that resolves to this
/// machine still sends its own name in Host, which is refused.
enum HostCheck {
    /// Whether the Host header `value` names this server acceptably.
    static func allows(_ value: String?, allowedNames: Set<String>) -> Bool {
        guard let value, let name = hostName(of: value) else { return false }
        if name == "localhost" || isIPAddress(name) { return true }
        return allowedNames.contains(name)
    }

    /// The name in a Host header, lower case, without its port and IPv6 brackets.
    static func hostName(of value: String) -> String? {
        let text = value.trimmed.lowercased()
        guard !text.isEmpty else { return nil }
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            let rest = text[text.index(after: close)...]
            guard rest.isEmpty || (rest.hasPrefix(":") && rest.dropFirst().allSatisfy(\.isNumber)) else { return nil }
            return String(text[text.index(after: text.startIndex)..<close])
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, let name = parts.first, !name.isEmpty else { return nil }
        if parts.count == 2, !(parts[1].allSatisfy(\.isNumber) && !parts[1].isEmpty) { return nil }
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" }), name.allSatisfy(\.isASCII)
        else { return nil }
        return String(name)
    }

    /// Whether `name` is an IPv4 or IPv6 literal (which no DNS answer can stand for).
    static func isIPAddress(_ name: String) -> Bool {
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        if octets.count == 4,
            octets.allSatisfy({ $0.count <= 3 && $0.allSatisfy(\.isNumber) && (Int($0).map { $0 <= 255 } ?? false) })
        {
            return true
        }
        return name.contains(":") && name.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
    }

    /// The `scheme://host[:port]` of an Origin or Referer value, lower case.
    static func origin(of value: String) -> String? {
        let text = value.lowercased()
        guard let schemeEnd = text.range(of: "://") else { return nil }
        let rest = text[schemeEnd.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !authority.isEmpty else { return nil }
        return String(text[..<schemeEnd.upperBound]) + authority
    }
}

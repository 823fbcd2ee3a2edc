/// The headers by which a reverse proxy tells who its client was: RFC 7239's `Forwarded` and the
/// older `X-Forwarded-For`, `-Proto` and `-Host`. Read here into what they claim of the client
/// (``ForwardedClaim``), walking the proxies from the nearest; believed only from a trusted
/// proxy, by ``ProxyTrust``.
enum ForwardingHeaders {
    /// Every header a proxy forwards with: a request that carries any of them from a peer that is
    /// not trusted is refused.
    static let names = ["Forwarded", "X-Forwarded-For", "X-Forwarded-Proto", "X-Forwarded-Host"]

    /// Whether `headers` has any forwarding header.
    static func present(in headers: HTTPHeaders) -> Bool {
        names.contains { !headers.values(for: $0).isEmpty }
    }

    /// The hops of every `Forwarded` field, in order (fields are one list, RFC 9110 §5.3); `nil`
    /// when there is none, an empty list when a field is malformed (then no hop can be believed:
    /// a list that cannot be split cannot be walked from the right).
    static func forwarded(_ headers: HTTPHeaders) -> [ForwardedHop]? {
        let fields = headers.values(for: "Forwarded")
        guard !fields.isEmpty else { return nil }
        var hops: [ForwardedHop] = []
        for element in splitOutsideQuotes(fields.joined(separator: ","), on: ",") {
            let element = element.trimmed
            // Empty list elements are allowed, and mean nothing (RFC 9110 §5.6.1).
            if element.isEmpty { continue }
            guard let hop = hop(ofElement: element) else { return [] }
            hops.append(hop)
        }
        return hops
    }

    /// One `Forwarded` element: `name=value` pairs separated by `;`, each value a token or a
    /// quoted string, each name at most once; `nil` when malformed.
    static func hop(ofElement element: String) -> ForwardedHop? {
        var hop = ForwardedHop()
        var seen: Set<String> = []
        for pair in splitOutsideQuotes(element, on: ";") {
            let pair = pair.trimmed
            if pair.isEmpty { continue }
            guard let equals = pair.firstIndex(of: "=") else { return nil }
            let name = pair[..<equals].trimmed.lowercased()
            guard !name.isEmpty, seen.insert(name).inserted,
                let value = unquoted(pair[pair.index(after: equals)...].trimmed)
            else { return nil }
            switch name {
            case "for": hop.client = ForwardedNode(value)
            case "proto": hop.proto = value.lowercased()
            case "host": hop.host = value
            default: break  // `by` and extensions say nothing of the client.
            }
        }
        return hop
    }

    /// What `Forwarded` says of the client, from a peer trusted to send it: the element of the
    /// first node from the right that is not a trusted proxy (`isTrusted`), with that element's
    /// `proto` and `host` (the proxy that met the client wrote them); `nil` without `Forwarded`.
    /// A malformed field makes a claim of an unknown client.
    static func forwardedClaim(_ headers: HTTPHeaders, isTrusted: (IPAddress) -> Bool) -> ForwardedClaim? {
        guard let hops = forwarded(headers) else { return nil }
        guard let index = clientIndex(hops.map { $0.client ?? .unknown }, isTrusted: isTrusted) else {
            return ForwardedClaim(client: .unknown)
        }
        return ForwardedClaim(client: hops[index].client ?? .unknown, proto: hops[index].proto, host: hops[index].host)
    }

    /// What `X-Forwarded-For`, `-Proto` and `-Host` say of the client, from a peer trusted to send
    /// them: the first entry of `X-Forwarded-For` from the right that is not a trusted proxy
    /// (`isTrusted`), and the last entries of `-Proto` and `-Host` (the ones the nearest proxy
    /// wrote: these headers name no hop); `nil` when none is sent. Without `X-Forwarded-For` the
    /// proxy did not say whom it forwarded for: the client is unknown.
    static func xForwardedClaim(_ headers: HTTPHeaders, isTrusted: (IPAddress) -> Bool) -> ForwardedClaim? {
        let proto = lastEntry(headers, "X-Forwarded-Proto")?.lowercased()
        let host = lastEntry(headers, "X-Forwarded-Host")
        let fields = headers.values(for: "X-Forwarded-For")
        guard !fields.isEmpty || proto != nil || host != nil else { return nil }
        let nodes = fields.joined(separator: ",").split(separator: ",", omittingEmptySubsequences: false).map {
            ForwardedNode(String($0))
        }
        let client = clientIndex(nodes, isTrusted: isTrusted).map { nodes[$0] } ?? .unknown
        return ForwardedClaim(client: client, proto: proto, host: host)
    }

    /// The index of the client in `nodes`, walking from the right (the nearest proxy appends
    /// last, and whatever a client wrote itself stays on the left): the first node that is unknown
    /// or not a trusted proxy; when every one is a trusted proxy, the leftmost. `nil` for no node.
    static func clientIndex(_ nodes: [ForwardedNode], isTrusted: (IPAddress) -> Bool) -> Int? {
        guard !nodes.isEmpty else { return nil }
        for index in nodes.indices.reversed() {
            guard let address = nodes[index].address, isTrusted(address) else { return index }
        }
        return nodes.startIndex
    }

    /// The last comma-separated entry of header `name`, trimmed; `nil` when absent or empty.
    private static func lastEntry(_ headers: HTTPHeaders, _ name: String) -> String? {
        let fields = headers.values(for: name)
        guard let last = fields.joined(separator: ",").split(separator: ",").last?.trimmed, !last.isEmpty else {
            return nil
        }
        return last
    }

    /// `text` split on `separator` where it is outside a quoted string (a backslash escapes the
    /// next character inside one); an unterminated quote keeps the rest in the last part, which
    /// ``unquoted(_:)`` then refuses.
    static func splitOutsideQuotes(_ text: String, on separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var quoted = false
        var escaped = false
        for character in text {
            if escaped {
                escaped = false
            } else if quoted && character == "\\" {
                escaped = true
            } else if character == "\"" {
                quoted.toggle()
            } else if !quoted && character == separator {
                parts.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }

    /// The value of a parameter: a token as it is, or a quoted string without its quotes and
    /// escapes; `nil` for an empty value, an unterminated quote, or a token with characters no
    /// token has.
    static func unquoted(_ value: String) -> String? {
        guard let first = value.first else { return nil }
        guard first == "\"" else {
            let tokenCharacters = "!#$%&'*+-.^_`|~:[]"
            guard value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || tokenCharacters.contains($0)) })
            else { return nil }
            return value
        }
        var result = ""
        var escaped = false
        var closed = false
        for character in value.dropFirst() {
            guard !closed else { return nil }
            if escaped {
                result.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                closed = true
            } else {
                result.append(character)
            }
        }
        return closed && !result.isEmpty ? result : nil
    }
}

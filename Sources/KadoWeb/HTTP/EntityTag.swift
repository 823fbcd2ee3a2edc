import Foundation

/// Entity tags as `If-None-Match` compares them (RFC 9110 § 13.1.2): weakly, so that `W/"x"` and
/// `"x"` name the same representation, and `*` matches any. One rule for every response that
/// answers 304: the static assets and the calendar feed.
enum EntityTag {
    /// Whether the `If-None-Match` value `header` names `tag` (or is `*`); `false` without one.
    static func isMatched(by header: String?, _ tag: String) -> Bool {
        guard let header else { return false }
        let opaque = { (text: Substring) in text.hasPrefix("W/") ? text.dropFirst(2) : text }
        let wanted = opaque(Substring(tag))
        return header.split(separator: ",").contains { listed in
            let trimmed = listed.trimmingCharacters(in: .whitespaces)
            return trimmed == "*" || opaque(Substring(trimmed)) == wanted
        }
    }
}

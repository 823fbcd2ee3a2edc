import Foundation

/// What a person reads (or hears) on a page: its text between tags and the attributes spoken or
/// shown (labels, titles, placeholders, announcements), entities decoded, scripts and styles left
/// out. Each piece is one string, as the page has it.
enum PageText {
    static let spokenAttributes = [
        "aria-label", "title", "alt", "placeholder", "data-announce", "data-saved",
        "data-confirm", "abbr",
    ]

    static func pieces(of html: String) -> [String] {
        let stripped = html.replacingOccurrences(
            of: "<(script|style)[^>]*>.*?</\\1>", with: "", options: [.regularExpression, .caseInsensitive])
        var pieces: [String] = []
        let attributePattern = "\\s(" + spokenAttributes.joined(separator: "|") + ")=\"([^\"]*)\""
        if let expression = try? NSRegularExpression(pattern: attributePattern) {
            let range = NSRange(stripped.startIndex..., in: stripped)
            for match in expression.matches(in: stripped, range: range) {
                if let value = Range(match.range(at: 2), in: stripped) {
                    pieces.append(decode(String(stripped[value])))
                }
            }
        }
        let text = stripped.replacingOccurrences(of: "<[^>]*>", with: "\n", options: .regularExpression)
        pieces += text.split(separator: "\n").map { decode(String($0)) }.filter {
            !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }
        return pieces
    }

    static func decode(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}

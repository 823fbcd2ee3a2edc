/// The `{name}` placeholders of catalog texts: a name is an ASCII letter or `_` followed by
/// letters, digits and `_`. `{{` and `}}` are a literal brace, as in Python's format strings
/// (`python-brace-format`, which `msgfmt --check` validates): a JSON example or a token a script
/// fills (`{{count}}` prints `{count}`). Any other brace is text as written.
enum Placeholders {
    /// `text` with each placeholder `value(name)` gives replaced, the others left as written, and
    /// each doubled brace made one.
    static func fill(_ text: String, _ value: (String) -> String?) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count + 16)
        var rest = text[...]
        while let brace = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
            output += rest[..<brace]
            let afterBrace = rest.index(after: brace)
            let doubled = afterBrace < rest.endIndex && rest[afterBrace] == rest[brace]
            if doubled || rest[brace] == "}" {
                // `{{` or `}}`: one brace; a lone `}`: as written.
                output.append(rest[brace])
                rest = rest[(doubled ? rest.index(after: afterBrace) : afterBrace)...]
                continue
            }
            if let close = rest[afterBrace...].firstIndex(of: "}"), isName(rest[afterBrace..<close]) {
                output += value(String(rest[afterBrace..<close])) ?? String(rest[brace...close])
                rest = rest[rest.index(after: close)...]
            } else {
                output.append("{")
                rest = rest[afterBrace...]
            }
        }
        output += rest
        return output
    }

    /// The names of the placeholders in `text`, in order of first appearance.
    static func names(in text: String) -> [String] {
        var names: [String] = []
        _ = fill(text) { name in
            if !names.contains(name) { names.append(name) }
            return nil
        }
        return names
    }

    /// Whether `text` is a placeholder's name.
    static func isName(_ text: Substring) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}

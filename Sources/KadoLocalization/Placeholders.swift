/// The `{name}` placeholders of catalog texts: a name is an ASCII letter or `_` followed by
/// letters, digits and `_`. Anything else between braces is text.
enum Placeholders {
    /// `text` with each placeholder `value(name)` gives replaced; the others left as written.
    static func fill(_ text: String, _ value: (String) -> String?) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count + 16)
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            output += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), isName(rest[afterOpen..<close]),
                let replacement = value(String(rest[afterOpen..<close]))
            {
                output += replacement
                rest = rest[rest.index(after: close)...]
            } else {
                output.append("{")
                rest = rest[afterOpen...]
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

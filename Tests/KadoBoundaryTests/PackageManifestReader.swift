/// Reads the targets and their dependencies out of `Package.swift`'s text, without running it:
/// the `.target`, `.executableTarget` and `.testTarget` calls, each with its `name:` and the
/// names in its `dependencies: […]` (plain strings, `.target(name:)`, `.product(name:…)`,
/// `.byName(name:)`).
enum PackageManifestReader {
    /// A target's name and the names it depends on.
    struct Target: Hashable {
        let name: String
        let dependencies: [String]
    }

    /// The targets declared in `manifest`, in order.
    static func targets(in manifest: String) -> [Target] {
        let code = Array(SwiftSourceScanner.blankingCommentsAndStrings(manifest))
        let text = Array(SwiftSourceScanner.blankingCommentsAndStrings(manifest, keepsStrings: true))
        var targets: [Target] = []
        var index = 0
        let calls = [".target(", ".executableTarget(", ".testTarget(", ".systemLibrary(", ".binaryTarget(", ".plugin("]
        while index < code.count {
            guard let call = calls.first(where: { matches($0, in: code, at: index) }) else {
                index += 1
                continue
            }
            let open = index + call.count - 1
            guard let close = matchingParenthesis(in: code, from: open) else { break }
            // Read from the text without comments (string literals are blank in `code`).
            let arguments = String(text[(open + 1)..<close])
            if let name = firstString(after: "name:", in: arguments) {
                targets.append(Target(name: name, dependencies: dependencies(in: arguments)))
            }
            index = close + 1
        }
        return targets
    }

    private static func matches(_ pattern: String, in code: [Character], at index: Int) -> Bool {
        let characters = Array(pattern)
        guard index + characters.count <= code.count else { return false }
        return Array(code[index..<(index + characters.count)]) == characters
    }

    /// The index of the `)` closing the `(` at `open`, counting only code (not strings).
    private static func matchingParenthesis(in code: [Character], from open: Int) -> Int? {
        var depth = 0
        for index in open..<code.count {
            switch code[index] {
            case "(", "[": depth += 1
            case ")", "]":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// The first string literal after `label` in `text`.
    private static func firstString(after label: String, in text: String) -> String? {
        guard let range = text.range(of: label) else { return nil }
        return strings(in: text[range.upperBound...]).first
    }

    /// The names in the `dependencies: [ … ]` argument of a target call, in order.
    private static func dependencies(in arguments: String) -> [String] {
        guard let label = arguments.range(of: "dependencies:") else { return [] }
        let rest = Array(arguments[label.upperBound...])
        guard let open = rest.firstIndex(of: "["),
            let close = matchingParenthesis(
                in: Array(SwiftSourceScanner.blankingCommentsAndStrings(String(rest))), from: open)
        else { return [] }
        let list = String(rest[(open + 1)..<close])
        // `.product(name: "X", package: "Y")` names X; `condition:` strings are platforms, not names.
        var names: [String] = []
        for entry in splitTopLevel(list) {
            if let name = strings(in: entry[...]).first { names.append(name) }
        }
        return names
    }

    /// `list` split at its commas outside parentheses and strings.
    private static func splitTopLevel(_ list: String) -> [String] {
        let code = Array(SwiftSourceScanner.blankingCommentsAndStrings(list))
        let text = Array(list)
        var parts: [String] = []
        var depth = 0
        var start = 0
        for index in code.indices {
            switch code[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "," where depth == 0:
                parts.append(String(text[start..<index]))
                start = index + 1
            default: break
            }
        }
        parts.append(String(text[start...]))
        return parts.filter { !$0.allSatisfy(\.isWhitespace) }
    }

    /// The contents of the plain `"…"` string literals in `text`, in order.
    private static func strings(in text: Substring) -> [String] {
        var found: [String] = []
        var current: String?
        for character in text {
            if character == "\"" {
                if let value = current {
                    found.append(value)
                    current = nil
                } else {
                    current = ""
                }
            } else if current != nil {
                current?.append(character)
            }
        }
        return found
    }
}

/// Reads the import declarations of Swift source text, ignoring comments and string literals,
/// so that `// import KadoStore` or an HTML template mentioning it is no import.
enum SwiftSourceScanner {
    /// One `import` declaration: the module it names and the line it is on (from 1).
    struct Import: Hashable {
        let module: String
        let line: Int
    }

    /// The modules `source` imports, in order: `import M`, `@testable import M`,
    /// `public import M`, `import struct M.Type`, `import M.Submodule`, also inside `#if`.
    static func imports(in source: String) -> [Import] {
        var found: [Import] = []
        let code = blankingCommentsAndStrings(source)
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for statement in line.split(separator: ";") {
                if let module = importedModule(statement) { found.append(Import(module: module, line: index + 1)) }
            }
        }
        return found
    }

    private static let modifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
    private static let kinds: Set<String> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func", "actor", "macro",
    ]

    /// The module an import statement names, or `nil` when `statement` is not an import.
    private static func importedModule(_ statement: Substring) -> String? {
        var words = statement.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })[...]
        // Attributes (`@testable`, `@_exported`, `@preconcurrency`, `@_spi(Name)`) and access levels.
        while let first = words.first, first.hasPrefix("@") || modifiers.contains(String(first)) {
            words = words.dropFirst()
        }
        guard words.first == "import" else { return nil }
        words = words.dropFirst()
        if let kind = words.first, kinds.contains(String(kind)) { words = words.dropFirst() }
        guard let path = words.first else { return nil }
        let module = path.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return module.isEmpty ? nil : String(module)
    }

    /// `source` with every comment and string literal replaced by spaces, line breaks kept: one
    /// character out for each character in, so positions in one are positions in the other.
    /// - Parameter keepsStrings: blank only the comments.
    static func blankingCommentsAndStrings(_ source: String, keepsStrings: Bool = false) -> String {
        let characters = Array(source)
        var output: [Character] = []
        output.reserveCapacity(characters.count)
        var index = 0
        /// Appends `count` characters from `index` on as blanks (line breaks kept).
        func blank(_ count: Int) {
            for offset in 0..<count where index + offset < characters.count {
                output.append(characters[index + offset].isNewline ? "\n" : " ")
            }
            index += count
        }
        func starts(with text: String, at position: Int) -> Bool {
            let pattern = Array(text)
            guard position + pattern.count <= characters.count else { return false }
            return Array(characters[position..<(position + pattern.count)]) == pattern
        }
        while index < characters.count {
            if starts(with: "//", at: index) {
                var end = index
                while end < characters.count, characters[end] != "\n" { end += 1 }
                blank(end - index)
            } else if starts(with: "/*", at: index) {
                // Block comments nest in Swift.
                var depth = 0
                var end = index
                repeat {
                    if starts(with: "/*", at: end) {
                        depth += 1
                        end += 2
                    } else if starts(with: "*/", at: end) {
                        depth -= 1
                        end += 2
                    } else {
                        end += 1
                    }
                } while depth > 0 && end < characters.count
                blank(end - index)
            } else if characters[index] == "#" || characters[index] == "\"" {
                var hashes = 0
                while index + hashes < characters.count, characters[index + hashes] == "#" { hashes += 1 }
                guard index + hashes < characters.count, characters[index + hashes] == "\"" else {
                    output.append(characters[index])
                    index += 1
                    continue
                }
                let opening = index + hashes
                let isMultiline = starts(with: "\"\"\"", at: opening)
                let closing = (isMultiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                var end = opening + (isMultiline ? 3 : 1)
                var isClosed = false
                while end < characters.count {
                    if starts(with: closing, at: end) {
                        isClosed = true
                        break
                    }
                    // An unclosed one-line string (or a misread one) ends with its line.
                    if !isMultiline, characters[end] == "\n" { break }
                    // A backslash escapes the next character only in a string without hashes.
                    if hashes == 0, characters[end] == "\\" { end += 1 }
                    end += 1
                }
                let length = min(characters.count, isClosed ? end + closing.count : end) - index
                if keepsStrings {
                    output.append(contentsOf: characters[index..<(index + length)])
                    index += length
                } else {
                    blank(length)
                }
            } else {
                output.append(characters[index])
                index += 1
            }
        }
        return String(output)
    }
}

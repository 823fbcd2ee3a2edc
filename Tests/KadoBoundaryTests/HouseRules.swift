/// The rules of the house that are not about front ends: the application layer reaches the
/// system only through its ports, only KadoSystem makes the calls behind them, and a source file
/// declares one primary type. Works on texts, so tests can check samples as well as the
/// repository.
enum HouseRules {
    /// Modules KadoApp must not import: the machinery is KadoSystem's, behind KadoApp's ports, so
    /// that KadoApp builds unchanged for Apple platforms; the SQLite wrapper is the store's.
    static let forbiddenInKadoApp: Set<String> = [
        "Glibc", "Darwin", "FoundationNetworking", "KadoSQLite", "CSQLite", "KadoSystem",
    ]

    /// Calls only KadoSystem makes (a word followed by `(` or, for types, the word itself).
    static let systemCalls = ["flock(", "sendfile(", "URLSession"]

    /// `import` lines of KadoApp's sources naming a forbidden module: "path:line: module".
    static func forbiddenImports(in sources: [String: String]) -> [String] {
        sources.filter { $0.key.hasPrefix("Sources/KadoApp/") }.sorted { $0.key < $1.key }.flatMap { file, text in
            SwiftSourceScanner.imports(in: text).filter { forbiddenInKadoApp.contains($0.module) }.map {
                "\(file):\($0.line): KadoApp imports \($0.module); the system is reached through KadoApp's ports"
            }
        }
    }

    /// System calls outside KadoSystem, in code (not comments or strings): "path:line: call".
    static func systemCallsOutsideKadoSystem(in sources: [String: String]) -> [String] {
        var found: [String] = []
        for (file, text) in sources.sorted(by: { $0.key < $1.key }) where !file.hasPrefix("Sources/KadoSystem/") {
            let code = SwiftSourceScanner.blankingCommentsAndStrings(text)
            for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for call in systemCalls where containsWord(call, in: line) {
                    found.append("\(file):\(index + 1): \(call) outside KadoSystem")
                }
            }
        }
        return found
    }

    /// The files that declare more than one primary type — a type at the top level that is not
    /// `private` or `fileprivate` — with those types.
    static func filesWithSeveralPrimaryTypes(in sources: [String: String]) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for (file, text) in sources {
            let types = primaryTypes(in: text)
            if types.count > 1 { found[file] = types }
        }
        return found
    }

    /// The primary types `source` declares, in order.
    static func primaryTypes(in source: String) -> [String] {
        let code = SwiftSourceScanner.blankingCommentsAndStrings(source)
        var depth = 0
        var names: [String] = []
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            if depth == 0, let name = primaryTypeName(declaredBy: line) { names.append(name) }
            for character in line {
                if character == "{" { depth += 1 }
                if character == "}" { depth -= 1 }
            }
        }
        return names
    }

    private static let kinds: Set<String> = ["struct", "class", "enum", "actor", "protocol"]
    private static let hidden: Set<String> = ["private", "fileprivate"]
    private static let modifiers: Set<String> = [
        "public", "package", "internal", "open", "final", "indirect", "nonisolated", "private", "fileprivate",
    ]

    /// The name of the type `line` declares at its start, when it is not hidden.
    private static func primaryTypeName(declaredBy line: Substring) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        var isHidden = false
        while let first = words.first, first.hasPrefix("@") || modifiers.contains(String(first)) {
            if hidden.contains(String(first)) { isHidden = true }
            words = words.dropFirst()
        }
        guard let kind = words.first, kinds.contains(String(kind)), !isHidden else { return nil }
        guard let name = words.dropFirst().first else { return nil }
        let identifier = name.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return identifier.isEmpty ? nil : String(identifier)
    }

    /// Whether `call` appears in `line` as a word of its own (not `myflock(`).
    private static func containsWord(_ call: String, in line: Substring) -> Bool {
        var searched = line[...]
        while let range = searched.range(of: call) {
            let before = searched[..<range.lowerBound].last
            let after = call.hasSuffix("(") ? nil : searched[range.upperBound...].first
            let startsWord = before.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } ?? true
            let endsWord = after.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            if startsWord && endsWord { return true }
            searched = searched[range.upperBound...]
        }
        return false
    }
}

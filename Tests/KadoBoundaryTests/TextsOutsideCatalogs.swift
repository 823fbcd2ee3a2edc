import Foundation

/// The lint for words written in Swift rather than in the catalogs (issue 39): every string
/// literal under `Sources/` that reads as natural language — two words of letters with a space —
/// and is none of what code legitimately spells out in English:
///
/// - a catalog key (`"cli.add.created"`), or a comment (comments are not scanned);
/// - a log message (the argument of `log…(`, `logger.warning(`, …), a programmer's message
///   (`precondition`, `assert`, `fatalError`), a decoding error's `debugDescription:`;
/// - SQL, HTML, SVG, CSS or JavaScript markup (the words between a markup's tags still count),
///   CSS classes and element ids (`"code-error code-hint"`, `className: "muted small"`), a shell
///   script's line (completion scripts), a header or iCalendar line (`PRODID:…`);
/// - a command line as typed (`"add Read --type counter:8"`, the commands' examples);
/// - the English `description` of a type below the front ends (errors as the logs and tests read
///   them: ``AppWording`` words them for people from the catalogs);
/// - test support (`Sources/KadoTestSupport`, `Sources/KadoPeakMemory`).
///
/// What is left must be listed in `TextsOutsideCatalogs.txt`, with a reason, or in its section
/// of texts still to move, which only shrinks.
enum TextsOutsideCatalogs {
    /// One string literal: the file, its line (from 1), its text as written between the quotes
    /// (line breaks as `\n`, tabs as `\t`) and the code just before it.
    struct Literal: Hashable, CustomStringConvertible {
        let path: String
        let line: Int
        let text: String
        let before: String

        var description: String { "\(path):\(line): \"\(text)\"" }
    }

    /// The folders that hold test support, not the product.
    static let testSupport = ["Sources/KadoTestSupport/", "Sources/KadoPeakMemory/"]

    /// The front ends, whose `description`s are not exempt (the command line's English report of
    /// a usage error is its description).
    static let frontEnds = ["Sources/KadoCLI/", "Sources/KadoWeb/", "Sources/kado/"]

    /// Every literal of `source` outside comments, with the code before it (comments and strings
    /// blanked). One pass over the UTF-8 bytes, as ``SwiftSourceScanner`` reads Swift: comments
    /// nest, `#"…"#` takes no escapes, a one-line literal ends with its line.
    static func literals(in source: String, path: String) -> [Literal] { scan(source, path: path).literals }

    /// `source`'s literals, and its code with comments and literals blanked (line breaks kept).
    static func scan(_ source: String, path: String) -> (literals: [Literal], code: String) {
        let bytes = Array(source.utf8)
        var code: [UInt8] = []
        code.reserveCapacity(bytes.count)
        var found: [Literal] = []
        var line = 1
        var index = 0
        func starts(_ pattern: [UInt8], at position: Int) -> Bool {
            position + pattern.count <= bytes.count
                && bytes[position..<(position + pattern.count)].elementsEqual(pattern)
        }
        /// Blanks `bytes[from..<to]` into `code`, line breaks kept and counted.
        func blank(_ from: Int, _ to: Int) {
            for position in from..<min(to, bytes.count) {
                code.append(bytes[position] == 10 ? 10 : 32)
                if bytes[position] == 10 { line += 1 }
            }
        }
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        let quote = UInt8(ascii: "\"")
        let hash = UInt8(ascii: "#")
        while index < bytes.count {
            if starts([slash, slash], at: index) {
                var end = index
                while end < bytes.count && bytes[end] != 10 { end += 1 }
                blank(index, end)
                index = end
            } else if starts([slash, star], at: index) {
                var depth = 0
                var end = index
                repeat {
                    if starts([slash, star], at: end) {
                        depth += 1
                        end += 2
                    } else if starts([star, slash], at: end) {
                        depth -= 1
                        end += 2
                    } else {
                        end += 1
                    }
                } while depth > 0 && end < bytes.count
                blank(index, end)
                index = end
            } else if bytes[index] == quote || bytes[index] == hash {
                var hashes = 0
                while index + hashes < bytes.count && bytes[index + hashes] == hash { hashes += 1 }
                let opening = index + hashes
                guard opening < bytes.count && bytes[opening] == quote else {
                    code.append(bytes[index])
                    index += 1
                    continue
                }
                let isMultiline = starts([quote, quote, quote], at: opening)
                let closing = (isMultiline ? [quote, quote, quote] : [quote]) + Array(repeating: hash, count: hashes)
                let start = opening + (isMultiline ? 3 : 1)
                var end = start
                while end < bytes.count && !starts(closing, at: end) {
                    if !isMultiline && bytes[end] == 10 { break }
                    // A backslash escapes the next character only in a literal without hashes.
                    if hashes == 0 && bytes[end] == UInt8(ascii: "\\") { end += 1 }
                    end += 1
                }
                let bodyEnd = min(end, bytes.count)
                let body = String(decoding: bytes[start..<bodyEnd], as: UTF8.self)
                let before = String(decoding: code[max(0, code.count - 160)...], as: UTF8.self)
                found.append(
                    Literal(
                        path: path, line: line,
                        text: body.replacingOccurrences(of: "\n", with: "\\n")
                            .replacingOccurrences(of: "\t", with: "\\t"),
                        before: before))
                let next = min(bytes.count, bodyEnd + (starts(closing, at: bodyEnd) ? closing.count : 0))
                blank(index, next)
                index = next
            } else {
                if bytes[index] == 10 { line += 1 }
                code.append(bytes[index])
                index += 1
            }
        }
        return (found, String(decoding: code, as: UTF8.self))
    }

    /// The lines of `code` (comments and literals blanked) inside a `description` or
    /// `debugDescription` property's body.
    static func descriptionLines(inCode code: String) -> Set<Int> {
        let characters = Array(code.utf16)
        var lines: Set<Int> = []
        for match
            in (descriptionProperty?.matches(in: code, range: NSRange(location: 0, length: characters.count)) ?? [])
        {
            var index = match.range.location + match.range.length
            let first = characters[..<match.range.location].filter { $0 == 10 }.count + 1
            var depth = 1
            var line = first
            while index < characters.count && depth > 0 {
                switch characters[index] {
                case 123: depth += 1  // {
                case 125: depth -= 1  // }
                case 10: line += 1
                default: break
                }
                index += 1
            }
            lines.formUnion(first...line)
        }
        return lines
    }

    /// The commands' names (`name: "add"` in the command table's configurations).
    static func commandNames(in sources: [String: String]) -> Set<String> {
        var names: Set<String> = ["kado"]
        for (path, source) in sources where path.hasPrefix("Sources/KadoCLI/") {
            let range = NSRange(source.startIndex..., in: source)
            for match in commandName?.matches(in: source, range: range) ?? [] {
                if let name = Range(match.range(at: 1), in: source) { names.insert(String(source[name])) }
            }
        }
        return names
    }

    /// `text` without interpolations (`\(…)`) and escapes, each left as a blank.
    static func withoutInterpolations(_ text: String) -> String {
        var output = ""
        var characters = text[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            guard character == "\\", let next = characters.first else {
                output.append(character)
                continue
            }
            characters = characters.dropFirst()
            if next == "(" {
                var depth = 1
                while let inner = characters.first, depth > 0 {
                    characters = characters.dropFirst()
                    if inner == "(" { depth += 1 } else if inner == ")" { depth -= 1 }
                }
            }
            output.append(" ")
        }
        return output
    }

    /// A pattern compiled once (ICU's engine: the lint reads every literal of the package).
    /// The patterns are constants of this file: one that did not compile would match nothing,
    /// which the samples of TextsOutsideCatalogsTests catch (each rule has one).
    private static func pattern(_ text: String) -> NSRegularExpression? {
        try? NSRegularExpression(pattern: text)
    }

    private static let sqlKeywords = pattern(
        #"^\s*(?:SELECT|INSERT|UPDATE|DELETE|CREATE|PRAGMA|ALTER|DROP|WITH|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|ATTACH|DETACH|VACUUM|ANALYZE|REPLACE|CASE|WHEN|ON CONFLICT|AND|OR|WHERE|ORDER|LIMIT)\b"#
    )
    private static let prose = pattern(#"[\p{L}][\p{Ll}’']*\p{Ll} [\p{L}][\p{Ll}’']*"#)
    private static let tag = pattern(#"<\/?[a-zA-Z!][^>]*(?:>|$)"#)
    private static let classList = pattern(#"^[a-z0-9]+(?:-[a-z0-9]+)+(?: [a-z0-9]+(?:-[a-z0-9]+)*)+$"#)
    private static let classArgument = pattern(#"(?:className|class|classes):\s*$"#)
    private static let entityOrAttribute = pattern(#"&[a-z#0-9]+;|[a-z-]+="[^"]*""#)
    private static let key = pattern(#"^(?:cli|web|app|common)\.[A-Za-z0-9_.]+$"#)
    private static let headerLine = pattern(#"^[A-Z][A-Z-]*:"#)
    private static let css = pattern(#"[a-z-]+\s*:\s*[^;\n]+;"#)
    private static let commandLine = pattern(#"^[a-z-]+( |$)"#)
    private static let logCall = pattern(
        #"(?:\blog[A-Za-z]*\??(?:\.[a-z]+)?|\.(?:debug|info|notice|warning|error|fault|critical)|precondition|preconditionFailure|assert|assertionFailure|fatalError|registerMigration)\((?:[^()]*,)?\s*$|debugDescription:\s*$"#
    )
    private static let descriptionProperty = pattern(
        #"var (?:description|debugDescription|errorDescription)\s*:\s*String\s*\{"#)
    private static let commandName = pattern(#"CommandConfiguration\(\s*name: "([a-z-]+)""#)

    /// Whether `expression` matches somewhere in `text`.
    private static func matches(_ expression: NSRegularExpression?, _ text: String) -> Bool {
        expression?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// `text` with every match of `expression` replaced by a blank.
    private static func blanking(_ expression: NSRegularExpression?, in text: String) -> String {
        expression?.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: " ") ?? text
    }

    /// Whether `literal` reads as text for people that no rule above exempts.
    static func isUserFacing(_ literal: Literal, descriptionLines: Set<Int>, commands: Set<String>) -> Bool {
        var text = withoutInterpolations(literal.text.replacingOccurrences(of: "\\n", with: "\n"))
        guard text.contains(" "), matches(prose, text), !matches(key, text) else { return false }
        if matches(logCall, literal.before) { return false }
        if descriptionLines.contains(literal.line) && !frontEnds.contains(where: literal.path.hasPrefix) {
            return false
        }
        // SQL, a script, a header or iCalendar line, JavaScript or CSS.
        if matches(sqlKeywords, text) || text.contains("$") || text.contains("[[") || matches(headerLine, text)
            || text.contains("=>") || text.contains("function") || text.contains("document.")
            || (text.contains("{") && matches(css, text))
        {
            return false
        }
        // CSS classes and ids (`"code-error code-hint"`, `className: "muted small"`).
        if matches(classList, text) || matches(classArgument, literal.before) { return false }
        // A command line as typed.
        let first = text.prefix { !$0.isWhitespace }
        if commands.contains(String(first)) && matches(commandLine, text) { return false }
        // Markup: only the words between its tags count.
        if text.contains("<") && matches(tag, text) {
            text = blanking(entityOrAttribute, in: blanking(tag, in: text))
            return matches(prose, text)
        }
        return true
    }

    /// Every user-facing literal of `sources` (by path), test support left out.
    static func findings(in sources: [String: String]) -> [Literal] {
        let commands = commandNames(in: sources)
        var found: [Literal] = []
        for (path, source) in sources.sorted(by: { $0.key < $1.key }) {
            guard !testSupport.contains(where: path.hasPrefix), !path.contains("/Embedded/") else { continue }
            let (literals, code) = scan(source, path: path)
            let lines = descriptionLines(inCode: code)
            found += literals.filter {
                isUserFacing($0, descriptionLines: lines, commands: commands)
            }
        }
        return found
    }

    /// The list kept in `TextsOutsideCatalogs.txt`: `PATH<TAB>LITERAL<TAB>REASON` lines under
    /// `[allowed]` (`*` for every literal of a file), `PATH<TAB>LITERAL` lines under `[to move]`;
    /// `#` starts a comment line.
    struct List {
        /// Literals allowed one by one, by `PATH<TAB>LITERAL`, with their reasons.
        var allowed: [String: [String]] = [:]
        /// Files whose every literal is allowed (`PATH<TAB>*<TAB>REASON`: a generated script, a
        /// binding whose messages are a library's), with the reason.
        var allowedFiles: [String: String] = [:]
        /// Literals still to move, by `PATH<TAB>LITERAL`, with how many times each occurs.
        var toMove: [String: Int] = [:]
        /// Lines the list cannot read.
        var malformed: [String] = []

        /// The list written in `text`.

        init(parsing text: String) {
            var section = ""
            for line in text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            where !line.hasPrefix("#") {
                if line.hasPrefix("[") {
                    section = line
                    continue
                }
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                switch section {
                case "[allowed]" where fields.count == 3 && !fields[2].isEmpty && fields[1] == "*":
                    allowedFiles[fields[0]] = fields[2]
                case "[allowed]" where fields.count == 3 && !fields[2].isEmpty:
                    allowed[fields[0] + "\t" + fields[1], default: []].append(fields[2])
                case "[to move]" where fields.count == 2:
                    toMove[line, default: 0] += 1
                default:
                    malformed.append(line)
                }
            }
        }
    }
}

/// A `Plural-Forms` header's C expression, evaluated as gettext does for an integer `n`: the
/// ternary, `||`, `&&`, `==`, `!=`, `<`, `>`, `<=`, `>=`, `%`, parentheses, `n` and numbers
/// (what the catalogs' headers use), C's precedence, booleans as 0 and 1.
struct PluralFormsExpression {
    /// A failure to read the expression.
    struct ParseError: Error {
        let reason: String
    }

    private indirect enum Node {
        case variable
        case number(Int)
        case binary(String, Node, Node)
        case ternary(Node, Node, Node)
    }

    private let root: Node
    /// `nplurals`.
    let count: Int

    /// Reads `header`, e.g. `nplurals=2; plural=(n != 1);`.
    init(header: String) throws {
        var count: Int?
        var expression: String?
        for part in header.split(separator: ";") {
            let field = part.trimmingPrefix(while: { $0 == " " })
            if field.hasPrefix("nplurals=") { count = Int(field.dropFirst(9)) }
            if field.hasPrefix("plural=") { expression = String(field.dropFirst(7)) }
        }
        guard let count, let expression else { throw ParseError(reason: "nplurals or plural missing") }
        var parser = Parser(tokens: try Self.tokens(expression))
        root = try parser.ternary()
        guard parser.isAtEnd else { throw ParseError(reason: "text after the expression") }
        self.count = count
    }

    /// The index of `msgstr[k]` for `n`.
    func index(for n: Int) -> Int { Self.evaluate(root, n) }

    private static func evaluate(_ node: Node, _ n: Int) -> Int {
        switch node {
        case .variable: return n
        case .number(let value): return value
        case .ternary(let condition, let yes, let no):
            return evaluate(condition, n) != 0 ? evaluate(yes, n) : evaluate(no, n)
        case .binary(let op, let left, let right):
            let a = evaluate(left, n)
            if op == "||" { return a != 0 ? 1 : (evaluate(right, n) != 0 ? 1 : 0) }
            if op == "&&" { return a == 0 ? 0 : (evaluate(right, n) != 0 ? 1 : 0) }
            let b = evaluate(right, n)
            switch op {
            case "==": return a == b ? 1 : 0
            case "!=": return a != b ? 1 : 0
            case "<": return a < b ? 1 : 0
            case ">": return a > b ? 1 : 0
            case "<=": return a <= b ? 1 : 0
            case ">=": return a >= b ? 1 : 0
            default: return b == 0 ? 0 : a % b
            }
        }
    }

    private static func tokens(_ text: String) throws -> [String] {
        var tokens: [String] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " {
                index += 1
            } else if character.isNumber {
                var end = index
                while end < characters.count && characters[end].isNumber { end += 1 }
                tokens.append(String(characters[index..<end]))
                index = end
            } else if index + 1 < characters.count,
                ["||", "&&", "==", "!=", "<=", ">="].contains(String(characters[index...index + 1]))
            {
                tokens.append(String(characters[index...index + 1]))
                index += 2
            } else if "n()?:<>%".contains(character) {
                tokens.append(String(character))
                index += 1
            } else {
                throw ParseError(reason: "unexpected “\(character)”")
            }
        }
        return tokens
    }

    /// Recursive descent, one level per C precedence level.
    private struct Parser {
        let tokens: [String]
        var position = 0
        var isAtEnd: Bool { position == tokens.count }

        private var next: String? { position < tokens.count ? tokens[position] : nil }

        private mutating func take(_ token: String) -> Bool {
            guard next == token else { return false }
            position += 1
            return true
        }

        mutating func ternary() throws -> Node {
            let condition = try binary(level: 0)
            guard take("?") else { return condition }
            let yes = try ternary()
            guard take(":") else { throw ParseError(reason: "a ? without :") }
            return .ternary(condition, yes, try ternary())
        }

        private static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<", ">", "<=", ">="], ["%"]]

        private mutating func binary(level: Int) throws -> Node {
            guard level < Self.levels.count else { return try primary() }
            var left = try binary(level: level + 1)
            while let op = next, Self.levels[level].contains(op) {
                position += 1
                left = .binary(op, left, try binary(level: level + 1))
            }
            return left
        }

        private mutating func primary() throws -> Node {
            if take("n") { return .variable }
            if take("(") {
                let inner = try ternary()
                guard take(")") else { throw ParseError(reason: "a ( without )") }
                return inner
            }
            if let token = next, let value = Int(token) {
                position += 1
                return .number(value)
            }
            throw ParseError(reason: "unexpected \(next ?? "end")")
        }
    }
}

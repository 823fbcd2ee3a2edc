/// Classifies the raw elements of the command line (without the program name) into tokens.
enum ArgumentTokenizer {
    /// The tokens of `arguments`, one per element.
    /// - Complexity: O(n) in the total length of the arguments.
    static func tokens(from arguments: [String]) -> [ArgumentToken] {
        var tokens: [ArgumentToken] = []
        tokens.reserveCapacity(arguments.count)
        var isAfterTerminator = false
        for argument in arguments {
            if isAfterTerminator {
                tokens.append(.positional(argument))
            } else if argument == "--" {
                isAfterTerminator = true
                tokens.append(.terminator)
            } else {
                tokens.append(token(for: argument))
            }
        }
        return tokens
    }

    private static func token(for argument: String) -> ArgumentToken {
        if argument.hasPrefix("--") {
            guard let equals = argument.firstIndex(of: "=") else {
                return .option(spelling: argument, inlineValue: nil)
            }
            return .option(
                spelling: String(argument[..<equals]),
                inlineValue: String(argument[argument.index(after: equals)...]))
        }
        guard argument.hasPrefix("-"), argument.count > 1 else { return .positional(argument) }
        let second = argument[argument.index(after: argument.startIndex)]
        // `-3` is "three days ago" (or a number), never an option.
        if second.isASCII && (second.isNumber || second == ".") { return .positional(argument) }
        return .option(spelling: argument, inlineValue: nil)
    }
}

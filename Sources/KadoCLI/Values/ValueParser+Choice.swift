extension ValueParser {
    /// A parser that takes one of `words`, exactly as written (an action such as `restore`), and
    /// refuses any other word naming them all.
    static func oneOf(_ words: [String]) -> (String, String) throws(UsageError) -> String {
        { text, argument throws(UsageError) in
            guard words.contains(text) else { throw .invalidValue(text, for: argument, problem: .choice(words)) }
            return text
        }
    }
}

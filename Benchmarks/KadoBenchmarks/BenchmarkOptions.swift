import KadoTestSupport

/// The command line: `KadoBenchmarks [--sizes S,M,L] [--repeat N] [--seed N] [--markdown]`.
struct BenchmarkOptions {
    /// The sizes to run, in order.
    var sizes: [HabitMatrix.Size] = [.small, .medium, .large]
    /// Repeats per measurement; `nil` for the default (5, or 3 for sizes as large as L).
    var repeats: Int?
    /// The matrix seed.
    var seed: UInt64 = HabitMatrix.defaultSeed
    /// Print a Markdown section instead of a plain table.
    var markdown = false
    /// Print the usage and stop.
    var showHelp = false

    static let usage = """
        Usage: KadoBenchmarks [--sizes S,M,L] [--repeat N] [--seed N] [--markdown]

          --sizes LIST   comma-separated sizes: S (10 habits × 1 year), M (100 × 5), L (1,000 × 10),
                         L1 (1,000 × 1), or HABITSxYEARS such as 250x3 (default S,M,L)
          --repeat N     repeats per measurement, best kept (default 5; 3 for L-sized runs)
          --seed N       the matrix seed, decimal or 0x-hex (default 0x\(String(HabitMatrix.defaultSeed, radix: 16)))
          --markdown     print the results as a Markdown section
          --help         print this text
        """

    /// Reads `arguments` (without the program name).
    /// - Throws: ``UsageError`` naming the argument at fault.
    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--sizes":
                guard let list = remaining.popFirst() else { throw UsageError("--sizes needs a list, such as S,M,L") }
                var sizes: [HabitMatrix.Size] = []
                for name in list.split(separator: ",") {
                    guard let size = HabitMatrix.Size(String(name)) else {
                        throw UsageError("unknown size \"\(name)\": use S, M, L, L1 or HABITSxYEARS such as 250x3")
                    }
                    sizes.append(size)
                }
                guard !sizes.isEmpty else { throw UsageError("--sizes needs at least one size") }
                self.sizes = sizes
            case "--repeat":
                guard let text = remaining.popFirst(), let count = Int(text), count >= 1 else {
                    throw UsageError("--repeat needs a whole number of at least 1")
                }
                repeats = count
            case "--seed":
                guard let text = remaining.popFirst(), let seed = BenchmarkOptions.parseSeed(text) else {
                    throw UsageError("--seed needs a number, decimal or 0x-hex")
                }
                self.seed = seed
            case "--markdown":
                markdown = true
            case "--help", "-h":
                showHelp = true
            default:
                throw UsageError("unknown argument \"\(argument)\"")
            }
        }
    }

    /// The repeats for `size`: the `--repeat` value, or 5 (3 for runs of a million habit-days or more).
    func repeats(for size: HabitMatrix.Size) -> Int {
        if let repeats { return repeats }
        return size.habits * size.years * 365 >= 1_000_000 ? 3 : 5
    }

    private static func parseSeed(_ text: String) -> UInt64? {
        let lowered = text.lowercased()
        if lowered.hasPrefix("0x") { return UInt64(lowered.dropFirst(2), radix: 16) }
        return UInt64(lowered)
    }
}

/// A command line that cannot be run; exits with status 64.
struct UsageError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

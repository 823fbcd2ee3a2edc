/// Why a target's key cannot be derived with the parameters its `target.json` stores.
public enum DerivationProblem: Hashable, Sendable, Codable {
    /// Another algorithm than Argon2id (its name as stored).
    case unknownAlgorithm(String)
    /// A cost outside libsodium's bounds or above what this version allows.
    case costOutOfBounds(operations: Int, memory: Int)
    /// A salt that is not `expected` bytes in base64.
    case saltSize(expected: Int)
    /// An envelope this version does not open (its name as stored).
    case unknownEnvelope(String)
}

/// Who holds a file lock, as seen without taking it (``FileLocking/holder(of:)``).
public enum FileLockHolder: Hashable, Sendable {
    /// No one: the file is missing or nobody locks it.
    case nobody
    /// Another open file holds it; `name` is what its holder wrote into the file, empty when it
    /// wrote nothing.
    case someone(name: String)
    /// The file at `path` could not be read or locked (`reason`: the system's words).
    case unknown(path: String, reason: String)
}

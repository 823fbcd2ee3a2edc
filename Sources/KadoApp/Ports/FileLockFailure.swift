/// Why a file lock was not taken (``FileLocking/lock(_:)``).
public enum FileLockFailure: Error, Hashable, Sendable {
    /// Another holder kept it until the deadline.
    case timedOut
    /// Another holder has it (a lock tried once); `holder` is what it wrote into the file, empty
    /// when it wrote nothing.
    case held(by: String)
    /// The file at `path` could not be opened, or its file system cannot lock it: `code` is the
    /// system's error number, `reason` its words.
    case unavailable(path: String, code: Int32, reason: String)
}

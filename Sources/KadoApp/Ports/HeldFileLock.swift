/// A file lock this process holds (``FileLocking/lock(_:)``), until ``release()`` or until the
/// value goes away, whichever comes first.
public protocol HeldFileLock: AnyObject, Sendable {
    /// Lets the next holder go: empties the holder's name and removes the file first when the
    /// request said so. Calling it again does nothing.
    func release()
}

import Foundation

extension SQLiteError: LocalizedError {
    /// The same text as ``description``, so that `localizedDescription` is useful too.
    public var errorDescription: String? {
        description
    }
}

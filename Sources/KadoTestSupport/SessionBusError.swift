import Foundation

/// A failure to set up the session bus.
public struct SessionBusError: Error, CustomStringConvertible {
    /// What went wrong.
    public let message: String
    /// What went wrong.
    public var description: String { message }
}

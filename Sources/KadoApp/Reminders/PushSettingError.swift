import Foundation
import KadoCore
import Synchronization

/// Why a push setting was refused; nothing was saved then.
public enum PushSettingError: Error, Hashable, Sendable {
    /// Not an absolute URL with a host (`ntfy.sh/topic` lacks `https://`).
    case notAURL(String)
    /// A URL of another scheme than http or https (`ftp://…`).
    case notHTTP(String, scheme: String)
    /// A token that is empty or spans several lines.
    case badToken
}

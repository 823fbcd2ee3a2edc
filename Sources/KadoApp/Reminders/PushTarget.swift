import Foundation
import KadoCore
import Synchronization

/// Where pushes go: an http or https URL, in a format.
public struct PushTarget: Hashable, Sendable {
    /// The topic's URL (ntfy) or the webhook's.
    public let url: URL
    /// How the request is written.
    public let format: PushFormat

    /// `text` as a push URL in `format`.
    /// - Throws: ``PushSettingError`` when it is not an absolute http or https URL with a host.
    public init(validating text: String, format: PushFormat) throws(PushSettingError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased() else {
            throw .notAURL(text)
        }
        guard scheme == "http" || scheme == "https" else { throw .notHTTP(text, scheme: scheme) }
        guard let host = url.host, !host.isEmpty else { throw .notAURL(text) }
        self.url = url
        self.format = format
    }
}

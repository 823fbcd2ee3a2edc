import Foundation
import KadoApp
import KadoCore

/// A path of this site to send people back to after a form: never another origin (`//host`,
/// `/\\host`) and never a header break, so that a redirect cannot be turned against them.
enum LocalPath {
    /// `path` when it is safe to redirect to, else `nil`.
    static func validated(_ path: String) -> String? {
        guard path.hasPrefix("/"), !path.hasPrefix("//"), !path.contains("\\"),
            !path.contains(where: { $0.isNewline || $0.isWhitespace })
        else { return nil }
        return path
    }
}

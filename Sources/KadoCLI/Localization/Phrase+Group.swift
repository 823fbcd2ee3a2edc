import KadoApp
import KadoCore

/// The words of a habit's group and description: `kado list --group`, `kado list`'s column,
/// `kado show`'s lines.
extension Phrase {
    /// The title of `kado list`'s column of groups.
    static let groupColumn = Phrase("cli.group.groupColumn")

    /// Before the group on `kado show`.
    static let groupLabel = Phrase("cli.group.groupLabel")

    /// Before the start date set by hand on `kado show`.
    static let sinceLabel = Phrase("cli.group.sinceLabel")

    /// No habit is in the group asked for. `name` and `groups` are already safe for a terminal.
    static func noSuchGroup(_ name: String, groups: [String]) -> Phrase {
        guard !groups.isEmpty else {
            return Phrase("cli.group.noSuchGroup", ["name": name])
        }
        let list = groups.joined(separator: ", ")
        return Phrase("cli.group.list", ["name": name, "list": list])
    }
}

import KadoApp
import KadoCore

/// The words of a habit's group and description: `kado list --group`, `kado list`'s column,
/// `kado show`'s lines.
extension Phrase {
    /// The title of `kado list`'s column of groups.
    static let groupColumn = Phrase("Group", "Groupe")

    /// Before the group on `kado show`.
    static let groupLabel = Phrase("Group", "Groupe")

    /// Before the start date set by hand on `kado show`.
    static let sinceLabel = Phrase("Counts since", "Compte depuis")

    /// No habit is in the group asked for. `name` and `groups` are already safe for a terminal.
    static func noSuchGroup(_ name: String, groups: [String]) -> Phrase {
        guard !groups.isEmpty else {
            return Phrase(
                "No habit is in the group \(name): no habit is in a group yet (kado edit HABIT --group NAME puts "
                    + "one in)",
                "Aucune habitude n’est dans le groupe \(name)\(space): aucune habitude n’a encore de groupe "
                    + "(kado edit HABITUDE --group NOM en met une dans un groupe)")
        }
        let list = groups.joined(separator: ", ")
        return Phrase(
            "No habit is in the group \(name); the groups are: \(list)",
            "Aucune habitude n’est dans le groupe \(name)\(space); les groupes sont\(space): \(list)")
    }
}

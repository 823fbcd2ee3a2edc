import Foundation
import KadoApp
import KadoCore

/// Habits that came to share a name (two devices created it, a restore from the trash, an
/// import): screens tell them apart by their place among them ("1 of 2", by creation), and Today
/// offers to rename them until one is. Kadō refuses such a name when it is typed (add, edit,
/// the form, the API); these came in some other way.
enum NameTwinView {
    /// The mark beside a shared name, or nothing.
    static func mark(_ twin: NameTwin?, t: Localizer) -> HTML {
        guard let twin else { return .empty }
        return "<span class=\"name-twin\">\(t(.nameTwin(twin)))</span>"
    }

    /// Today's offer to rename the habits that share a name: one link to each one's edit form,
    /// the first created left as it is. Nothing when no name is shared.
    static func renameOffer(_ twins: [UUID: NameTwin], t: Localizer) -> HTML {
        let later = twins.filter { $0.value.position > 1 }.sorted {
            ($0.value.name, $0.value.position, $0.key.uuidString) < (
                $1.value.name, $1.value.position, $1.key.uuidString
            )
        }
        guard !later.isEmpty else { return .empty }
        let links = later.map { id, twin -> HTML in
            "<li><a href=\"/habits/\(id.uuidString)/edit\">\(t(.renameTwin(twin)))</a></li>"
        }
        return """
            <section class="notice name-twins" aria-labelledby="name-twins-title">\
            <h2 id="name-twins-title" class="notice-title">\(t(.nameTwinsTitle))</h2>\
            <p>\(t(.nameTwinsHint))</p><ul>\(links)</ul></section>
            """
    }
}

import KadoApp
import KadoCore

/// A submitted form.
struct Form {
    let fields: [(name: String, value: String)]
    let files: [FormDecoding.Part]

    /// The first value of `name`.
    subscript(_ name: String) -> String? { fields.first { $0.name == name }?.value }

    /// Every value of `name` (checkboxes).
    func values(_ name: String) -> [String] { fields.filter { $0.name == name }.map(\.value) }

    /// The uploaded file called `name`.
    func file(_ name: String) -> FormDecoding.Part? { files.first { $0.name == name } }

    /// Where to go after the form was handled: its `return` field when it is a path of this site.
    func returnPath(default fallback: String) -> String {
        self["return"].flatMap(LocalPath.validated) ?? fallback
    }
}

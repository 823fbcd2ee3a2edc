/// The names of a result's columns and a lookup from name to index, built once per statement
/// and shared by all the rows read from it.
@usableFromInline
final class ColumnLayout: Sendable {
    let names: [String]
    /// The number of columns, stored for cheap bounds checks.
    @usableFromInline
    let count: Int
    private let indexByName: [String: Int]
    private let indexByLowercasedName: [String: Int]

    init(names: [String]) {
        self.names = names
        self.count = names.count
        var indexByName: [String: Int] = [:]
        var indexByLowercasedName: [String: Int] = [:]
        // With duplicate names (a join selecting two `id`s) the leftmost column wins.
        for (index, name) in names.enumerated().reversed() {
            indexByName[name] = index
            indexByLowercasedName[name.lowercased()] = index
        }
        self.indexByName = indexByName
        self.indexByLowercasedName = indexByLowercasedName
    }

    /// The index of the column named `name`: an exact match, else a case-insensitive one, as
    /// SQL names are case-insensitive.
    func index(of name: String) -> Int? {
        // Rows usually have few columns, and comparing a few short strings is cheaper than
        // hashing one.
        if names.count <= 16 {
            if let index = names.firstIndex(of: name) {
                return index
            }
        } else if let index = indexByName[name] {
            return index
        }
        return indexByLowercasedName[name.lowercased()]
    }
}

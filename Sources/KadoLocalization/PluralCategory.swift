/// One of CLDR's cardinal plural categories, in CLDR's order. A catalog entry with a plural has
/// one form per category of its language, `msgstr[k]` being the k-th category of that language
/// in this order.
public enum PluralCategory: String, CaseIterable, Comparable, Sendable {
    case zero, one, two, few, many, other

    /// Whether `lhs` comes before `rhs` in CLDR's order.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.rank < rhs.rank
    }

    /// The position in CLDR's order.
    private var rank: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}

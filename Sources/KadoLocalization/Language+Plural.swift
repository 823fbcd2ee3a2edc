extension Language {
    /// The cardinal categories this language's plurals use, in CLDR's order: the count of
    /// `msgstr[k]` lines a plural entry of its catalog has.
    public var pluralCategories: [PluralCategory] {
        switch grammar {
        case .french, .spanish: [.one, .many, .other]
        default: [.one, .other]
        }
    }

    /// The category of a number written with `operands`, by CLDR's cardinal rules (plurals.xml).
    public func pluralCategory(_ operands: PluralOperands) -> PluralCategory {
        // fr and es: many = e = 0 and i != 0 and i % 1000000 = 0 and v = 0, or e != 0..5.
        let isMillions =
            (operands.e == 0 && operands.i != 0 && operands.i % 1_000_000 == 0 && operands.v == 0)
            || !(0...5).contains(operands.e)
        switch grammar {
        case .french:
            if operands.i == 0 || operands.i == 1 { return .one }
            return isMillions ? .many : .other
        case .spanish:
            if operands.n == 1 { return .one }
            return isMillions ? .many : .other
        default:
            return operands.i == 1 && operands.v == 0 ? .one : .other
        }
    }

    /// The index of `category` among ``pluralCategories`` (the `k` of `msgstr[k]`); `other`'s
    /// index for a category the language does not use.
    public func pluralIndex(of category: PluralCategory) -> Int {
        let categories = pluralCategories
        return categories.firstIndex(of: category) ?? categories.count - 1
    }

    /// The `Plural-Forms` header a catalog of this language carries: the C expression gettext
    /// tools evaluate to pick `msgstr[k]` for an integer `n`, agreeing with ``pluralCategory(_:)``.
    public var pluralFormsHeader: String {
        switch grammar {
        case .french:
            "nplurals=3; plural=(n == 0 || n == 1) ? 0 : ((n != 0 && n % 1000000 == 0) ? 1 : 2);"
        case .spanish:
            "nplurals=3; plural=(n == 1) ? 0 : ((n != 0 && n % 1000000 == 0) ? 1 : 2);"
        default:
            "nplurals=2; plural=(n != 1);"
        }
    }
}

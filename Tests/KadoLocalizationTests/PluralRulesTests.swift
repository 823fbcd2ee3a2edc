import Testing

@testable import KadoLocalization

/// CLDR's cardinal rules (plurals.xml) for the languages Kadō speaks, and the `Plural-Forms`
/// headers gettext's tools use agreeing with them.
@Suite struct PluralRulesTests {
    /// Integers: en and de one only for 1; fr one for 0 and 1; es one for 1; fr and es many for
    /// whole millions.
    @Test(arguments: [
        (Language.english, 0, PluralCategory.other), (.english, 1, .one), (.english, 2, .other),
        (.english, 1_000_000, .other), (.german, 0, .other), (.german, 1, .one), (.german, 21, .other),
        (.french, 0, .one), (.french, 1, .one), (.french, 2, .other), (.french, 1_000, .other),
        (.french, 1_000_000, .many), (.french, 2_000_000, .many), (.french, 1_000_001, .other),
        (.spanish, 0, .other), (.spanish, 1, .one), (.spanish, 2, .other), (.spanish, 1_000_000, .many),
        (.spanish, 3_000_000, .many), (.spanish, 1_500_000, .other), (.pseudo, 1, .one), (.pseudo, 0, .other),
        (.french, -1, .one), (.english, -1, .one), (.french, Int.min, .other),
    ])
    func integers(language: Language, value: Int, category: PluralCategory) {
        #expect(language.pluralCategory(PluralOperands(value)) == category)
    }

    /// Decimals written with visible fraction digits: `v` > 0 makes English and German `other`
    /// ("1.0 days"), French looks at the integer part ("1,5 jour"), Spanish at the value ("1,0 día").
    @Test(arguments: [
        (Language.english, 1.0, 1, PluralCategory.other), (.english, 1.0, 0, .one), (.german, 1.5, 1, .other),
        (.french, 1.5, 1, .one), (.french, 0.5, 1, .one), (.french, 2.5, 1, .other), (.french, 1_000_000.0, 1, .other),
        (.spanish, 1.0, 1, .one), (.spanish, 1.5, 1, .other), (.spanish, 1_000_000.0, 2, .other),
        (.french, .nan, 2, .one), (.english, .infinity, 0, .other),
    ])
    func decimals(language: Language, value: Double, digits: Int, category: PluralCategory) {
        #expect(language.pluralCategory(PluralOperands(value, fractionDigits: digits)) == category)
    }

    @Test func operandsOfADecimal() {
        let operands = PluralOperands(12.5, fractionDigits: 2)
        #expect(operands.n == 12.5)
        #expect(operands.i == 12)
        #expect(operands.v == 2)
        #expect(operands.f == 50)
        #expect(PluralOperands(1e300, fractionDigits: 99).i == .max)
    }

    @Test func categoriesComeInCLDROrder() {
        #expect(Language.french.pluralCategories == [.one, .many, .other])
        #expect(Language.spanish.pluralCategories == [.one, .many, .other])
        #expect(Language.german.pluralCategories == [.one, .other])
        #expect(Language.english.pluralCategories == [.one, .other])
        for language in Language.allCases {
            #expect(language.pluralCategories == language.pluralCategories.sorted())
            #expect(language.pluralCategories.last == .other)
        }
    }

    /// Each header picks, for n in 0…20 000 and whole millions, the form the Swift rules pick.
    @Test(arguments: Language.allCases)
    func theHeaderAgreesWithTheRules(language: Language) throws {
        let expression = try PluralFormsExpression(header: language.pluralFormsHeader)
        #expect(expression.count == language.pluralCategories.count)
        let values = Array(0...20_000) + (1...1_000).map { $0 * 1_000_000 } + [1_000_001, 999_999, 2_500_000]
        for n in values {
            let rule = language.pluralIndex(of: language.pluralCategory(PluralOperands(n)))
            #expect(expression.index(for: n) == rule, "\(language.rawValue), n = \(n)")
            if expression.index(for: n) != rule { return }
        }
    }

    @Test func theEvaluatorFollowsCPrecedence() throws {
        let expression = try PluralFormsExpression(
            header:
                "nplurals=4; plural=n % 10 == 1 && n % 100 != 11 ? 0 : n >= 2 && n <= 4 ? 1 : n < 0 || n > 100 ? 3 : 2;"
        )
        #expect([1, 2, 11, 21, 5, 101, 1000].map(expression.index(for:)) == [0, 1, 2, 0, 2, 0, 3])
        #expect(throws: PluralFormsExpression.ParseError.self) {
            try PluralFormsExpression(header: "nplurals=2; plural=(n != 1;")
        }
    }
}

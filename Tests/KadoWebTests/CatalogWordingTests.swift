import Foundation
import KadoApp
import KadoCore
import KadoLocalization
import Testing

@testable import KadoWeb

/// The web app's days, counts and nested phrases come from the catalogs in every language: dates
/// from the locale's names in each language's order, counts by CLDR's plural rules, and a
/// phrase put into another in that phrase's language (issue 39).
@Suite("The web app's dates, counts and nested phrases in the catalogs' languages")
struct CatalogWordingTests {
    @Test(
        "a day is written in each language's order, English and French as before",
        arguments: [
            (KadoLocalization.Language.english, 10, "Friday 10 April", "10 Apr 2026", "April 2026"),
            (.french, 1, "mercredi 1er avril", "1er avr. 2026", "avril 2026"),
            (.german, 10, "Freitag, 10. April", "10. Apr 2026", "April 2026"),
            (.spanish, 10, "viernes, 10 de abril", "10 abr 2026", "abril de 2026"),
        ] as [(KadoLocalization.Language, Int, String, String, String)])
    func dates(_ language: KadoLocalization.Language, _ day: Int, _ long: String, _ short: String, _ month: String)
        throws
    {
        let date = try #require(LogicalDay(year: 2026, month: 4, day: day))
        #expect(Phrase.longDate(date).text(catalogLanguage: language) == long)
        #expect(Phrase.shortDate(date).text(catalogLanguage: language) == short)
        #expect(Phrase.monthTitle(date).text(catalogLanguage: language) == month)
    }

    @Test(
        "numbers and percentages as each language writes them: a decimal comma, its grouping, its percent sign",
        arguments: [
            (KadoLocalization.Language.english, "3.5", "1,000,000", "1,000", "42%"),
            (.french, "3,5", "1\u{202F}000\u{202F}000", "1\u{202F}000", "42\u{202F}%"),
            (.german, "3,5", "1.000.000", "1.000", "42\u{00A0}%"),
            (.spanish, "3,5", "1.000.000", "1000", "42\u{00A0}%"),
        ] as [(KadoLocalization.Language, String, String, String, String)])
    func numbers(
        _ language: KadoLocalization.Language, _ decimal: String, _ million: String, _ thousand: String,
        _ percent: String
    ) {
        let words = Localizer(language: language)
        #expect(words.number(3.5) == decimal)
        #expect(words.grouped(1_000_000) == million)
        #expect(words.grouped(1_000) == thousand)
        #expect(words.percent(42) == percent)
    }

    @Test("the English and French names of days and months are those the pages always showed")
    func names() {
        let english = Localizer(language: .english)
        let french = Localizer(language: .french)
        #expect(Weekday.allCases.map(french.weekdayShort) == ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."])
        #expect(Weekday.allCases.map(english.weekdayInitial) == ["S", "M", "T", "W", "T", "F", "S"])
        #expect(Weekday.allCases.map(french.weekdayInitial) == ["D", "L", "M", "M", "J", "V", "S"])
        #expect(
            (1...12).map(english.monthShort) == [
                "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
            ])
        #expect(
            (1...12).map(french.monthShort) == [
                "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc.",
            ])
    }

    @Test(
        "a held-back line and a chart's title put their nested phrase in the same language",
        arguments: [KadoLocalization.Language.german, .spanish])
    func nested(_ language: KadoLocalization.Language) {
        let held = Phrase.syncHeldBack(.clockAhead(device: "A", seconds: 5 * 3_600, changes: 1)).text(
            catalogLanguage: language)
        let title = Phrase.detailBarsTitle(.detailMeasureDone, .week).text(catalogLanguage: language)
        #expect(title.hasPrefix(Phrase.detailMeasureDone.text(catalogLanguage: language) + " "))
        for text in [held, title] {
            for english in ["hours", "change", "clock", "per week", "Done"] {
                #expect(!text.contains(english), "“\(english)” in \(text)")
            }
        }
        #expect(held.contains(language == .german ? "5 Stunden" : "5 horas"))
    }

    @Test(
        "the sync card's counts agree with their nouns for 0, 1, 2, 5, 21, 1000 and 1000000",
        arguments: [
            (
                KadoLocalization.Language.english,
                [
                    "0 check-ins", "1 check-in", "2 check-ins", "5 check-ins",
                    "21 check-ins", "1,000 check-ins", "1,000,000 check-ins",
                ]
            ),
            (
                .french,
                [
                    "0 pointage", "1 pointage", "2 pointages", "5 pointages", "21 pointages",
                    "1\u{202F}000 pointages", "1\u{202F}000\u{202F}000 de pointages",
                ]
            ),
            (
                .german,
                [
                    "0 Einträge", "1 Eintrag", "2 Einträge", "5 Einträge", "21 Einträge", "1.000 Einträge",
                    "1.000.000 Einträge",
                ]
            ),
            (
                .spanish,
                [
                    "0 registros", "1 registro", "2 registros", "5 registros", "21 registros", "1000 registros",
                    "1.000.000 de registros",
                ]
            ),
        ] as [(KadoLocalization.Language, [String])])
    func counts(_ language: KadoLocalization.Language, _ expected: [String]) {
        let counts = [0, 1, 2, 5, 21, 1000, 1_000_000]
        #expect(counts.map { Phrase.syncCheckIns($0).text(catalogLanguage: language) } == expected)
    }
}

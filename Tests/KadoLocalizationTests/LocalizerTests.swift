import Foundation
import Testing

@testable import KadoLocalization

/// Messages through the built-in catalogs: plural forms by CLDR, numbers per language, the
/// fallback to English per message, and values put in as they are.
@Suite struct LocalizerTests {
    private static let nbsp = "\u{00A0}"
    private static let nnbsp = "\u{202F}"

    @Test(arguments: [
        (Language.english, 0, "0 days"), (.english, 1, "1 day"), (.english, 2, "2 days"),
        (.english, 1_000_000, "1,000,000 days"), (.french, 0, "0 jour"), (.french, 1, "1 jour"),
        (.french, 2, "2 jours"), (.french, 1_000_000, "1\u{202F}000\u{202F}000 de jours"),
        (.french, 1_000_001, "1\u{202F}000\u{202F}001 jours"), (.spanish, 1, "1 día"), (.spanish, 0, "0 días"),
        (.spanish, 1_000_000, "1.000.000 de días"), (.spanish, 1_000, "1000 días"), (.german, 0, "0 Tage"),
        (.german, 1, "1 Tag"), (.german, 12_345, "12.345 Tage"),
    ])
    func countedDays(language: Language, count: Int, text: String) {
        #expect(Localizer(language).text("common.count.day", ["count": .integer(count)]) == text)
    }

    @Test func frenchElidesBeforeAVowelInTheManyForm() {
        let localizer = Localizer(.french)
        #expect(
            localizer.text(Message("common.count.year", ["count": .integer(2_000_000)]))
                == "2\u{202F}000\u{202F}000 d’ans")
        #expect(localizer.text(Message("common.count.habit", ["count": .integer(0)])) == "0 habitude")
    }

    @Test func aDecimalCountPicksItsFormAndIsWrittenInTheLanguage() {
        #expect(
            Localizer(.french).text("common.count.hour", ["count": .decimal(1.5, fractionDigits: 1)]) == "1,5 heure")
        #expect(Localizer(.english).text("common.count.hour", ["count": .decimal(1, fractionDigits: 1)]) == "1.0 hours")
        #expect(
            Localizer(.german).text("common.count.hour", ["count": .decimal(2.25, fractionDigits: 2)]) == "2,25 Stunden"
        )
        #expect(Localizer(.spanish).text("common.count.hour", ["count": .decimal(1, fractionDigits: 1)]) == "1,0 hora")
    }

    /// Without a numeric count the `other` form is used, and nothing crashes.
    @Test func aPluralWithoutANumericCountTakesTheOtherForm() {
        #expect(Localizer(.french).text("common.count.day") == "{count} jours")
        #expect(Localizer(.german).text("common.count.day", ["count": .text("viele")]) == "viele Tage")
    }

    @Test func wordsInEachLanguage() {
        let expected: [Language: [String]] = [
            .english: [
                "Today", "Overview", "Settings", "Done", "Skipped", "Not done", "Score", "Streak", "Best streak",
            ],
            .french: [
                "Aujourd’hui", "Vue d’ensemble", "Réglages", "Fait", "Sauté", "Pas fait", "Score", "Série",
                "Meilleure série",
            ],
            .german: [
                "Heute", "Übersicht", "Einstellungen", "Erledigt", "Übersprungen", "Nicht erledigt", "Stärke",
                "Serie", "Beste Serie",
            ],
            .spanish: [
                "Hoy", "Resumen", "Ajustes", "Hecho", "Omitido", "No hecho", "Puntuación", "Racha", "Mejor racha",
            ],
        ]
        let keys = ["today", "overview", "settings", "done", "skipped", "notDone", "score", "streak", "bestStreak"]
        for (language, words) in expected {
            #expect(keys.map { Localizer(language).text("common.\($0)") } == words)
        }
    }

    /// Typography is the catalog's, never the values': a habit named "Run?" stays as typed.
    @Test func valuesArePutInAsTheyAre() {
        let name: [String: MessageArgument] = ["name": .text("Run? “now”: 10:30")]
        #expect(
            Localizer(.french).text("common.habitNamed", name)
                == "l’habitude «\(Self.nbsp)Run? “now”: 10:30\(Self.nbsp)»")
        #expect(Localizer(.german).text("common.habitNamed", name) == "die Gewohnheit „Run? “now”: 10:30“")
        #expect(Localizer(.spanish).text("common.habitNamed", name) == "el hábito «Run? “now”: 10:30»")
        #expect(Localizer(.english).text("common.habitNamed", name) == "the habit “Run? “now”: 10:30”")
        let label: [String: MessageArgument] = ["label": .text("Score"), "value": .text("42 %")]
        #expect(Localizer(.french).text("common.labelValue", label) == "Score\(Self.nbsp): 42 %")
        #expect(
            Localizer(.french, frenchSpacing: .narrow).text("common.labelValue", label) == "Score\(Self.nbsp): 42 %")
        #expect(
            Localizer(.french, frenchSpacing: .narrow).text("common.habitNamed", name).hasPrefix(
                "l’habitude «\(Self.nnbsp)"))
    }

    @Test func unknownPlaceholdersAndKeysAreLeftAsWritten() {
        #expect(Localizer(.german).text("common.labelValue", ["label": .integer(1_000)]) == "1.000: {value}")
        #expect(Localizer(.french).text("no.such.key", ["count": .integer(1)]) == "no.such.key")
        #expect(!Localizer(.french).has("no.such.key"))
        #expect(Localizer(.french).has("common.today"))
    }

    /// A message a catalog lacks, or has fuzzy, empty or with the wrong count of forms, is shown
    /// in English, written as English writes numbers; the others stay translated.
    @Test func aMissingTranslationFallsBackToEnglishPerMessage() throws {
        let template = try POFile(parsing: Self.template)
        let french = try POFile(parsing: Self.partialFrench)
        let localizer = Localizer(
            language: .french,
            catalog: Catalog.translation(.french, forms: Catalog.translatedForms(.french, in: french)),
            english: Catalog.english(from: template))
        #expect(localizer.text("a.translated") == "Traduit\(Self.nbsp)!")
        #expect(localizer.text("a.missing") == "Missing!")
        #expect(localizer.text("a.fuzzy") == "Fuzzy")
        #expect(localizer.text("a.empty") == "Empty")
        #expect(localizer.text("a.count", ["count": .integer(1_000)]) == "1,000 things")
        #expect(localizer.text("a.count", ["count": .integer(0)]) == "0 things")
        #expect(localizer.text("a.absent") == "a.absent")
    }

    private static let template = """
        msgctxt "a.translated"
        msgid "Translated!"
        msgstr ""

        msgctxt "a.missing"
        msgid "Missing!"
        msgstr ""

        msgctxt "a.fuzzy"
        msgid "Fuzzy"
        msgstr ""

        msgctxt "a.empty"
        msgid "Empty"
        msgstr ""

        #, python-brace-format
        msgctxt "a.count"
        msgid "{count} thing"
        msgid_plural "{count} things"
        msgstr[0] ""
        msgstr[1] ""
        """

    private static let partialFrench = """
        msgctxt "a.translated"
        msgid "Translated!"
        msgstr "Traduit !"

        #, fuzzy
        msgctxt "a.fuzzy"
        msgid "Fuzzy"
        msgstr "Flou"

        msgctxt "a.empty"
        msgid "Empty"
        msgstr ""

        #, python-brace-format
        msgctxt "a.count"
        msgid "{count} thing"
        msgid_plural "{count} things"
        msgstr[0] "{count} chose"
        msgstr[1] "{count} choses"
        """

    /// The pseudo-language wraps every catalog text and keeps its placeholders working.
    @Test func thePseudoLanguageAccentsCatalogTextsOnly() {
        let localizer = Localizer(.pseudo)
        let text = localizer.text("common.count.day", ["count": .integer(3)])
        #expect(text.hasPrefix("⟦3 đáýš ") && text.hasSuffix("⟧"))
        #expect(localizer.text("common.habitNamed", ["name": .text("Run")]).contains("“Run”"))
        #expect(localizer.number(1_234) == "1,234")
    }
}

/// Localizers made and used from many tasks at once: each catalog is parsed once and its
/// rendered forms cached under a lock, so every task reads the same texts as a lone caller.
@Suite struct LocalizerConcurrencyTests {
    @Test func manyTasksReadTheSameTexts() async {
        let keys = ["common.today", "common.habitNamed", "common.labelValue", "common.count.week"]
        let arguments: [String: MessageArgument] = ["name": .text("Run"), "count": .integer(3)]
        let results = await withTaskGroup(of: (Language, [String]).self) { group in
            for index in 0..<100 {
                group.addTask {
                    let language = Language.allCases[index % Language.allCases.count]
                    let localizer = Localizer(language, frenchSpacing: index % 4 == 1 ? .narrow : .noBreak)
                    return (language, keys.map { localizer.text($0, arguments) })
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 100)
        for (language, texts) in results where language != .french {
            #expect(texts == keys.map { Localizer(language).text($0, arguments) })
        }
        let french = Set(results.filter { $0.0 == .french }.map(\.1))
        #expect(french.count == 2)  // one per spacing
    }

    /// Dates and times share kept formatters under a lock: the same day in many tasks, in every
    /// language and two zones, reads as one task alone writes it.
    @Test func manyTasksFormatTheSameDates() async throws {
        let zones = [try #require(TimeZone(identifier: "UTC")), try #require(TimeZone(identifier: "Asia/Tokyo"))]
        let date = Date(timeIntervalSince1970: 1_778_455_800)
        let results = await withTaskGroup(of: (Int, String).self) { group in
            for index in 0..<200 {
                group.addTask {
                    let localizer = Localizer(Language.allCases[index % Language.allCases.count])
                    let zone = zones[index % 2]
                    let text = localizer.date(date, in: zone, style: .long) + " " + localizer.time(hour: 13, minute: 5)
                    return (index, text)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 200)
        for (index, text) in results {
            let localizer = Localizer(Language.allCases[index % Language.allCases.count])
            #expect(
                text == localizer.date(date, in: zones[index % 2], style: .long) + " "
                    + localizer.time(hour: 13, minute: 5))
        }
    }
}

/// Braces in catalog texts: placeholders filled, doubled braces made one (a JSON example, a token
/// a script fills), anything else as written.
@Suite struct PlaceholderFillTests {
    @Test(arguments: [
        ("Added {name}.", "Added Run?."),
        ("Not sent yet ({{count}})", "Not sent yet ({count})"),
        (
            #"a JSON object like {{"day": "2026-04-10"}}, not {name}"#,
            #"a JSON object like {"day": "2026-04-10"}, not Run?"#
        ),
        ("{missing} stays", "{missing} stays"),
        ("a } and a { alone", "a } and a { alone"),
        ("{ not a name }", "{ not a name }"),
        ("{{name}} is a token, {name} a value", "{name} is a token, Run? a value"),
        ("", ""),
    ])
    func fill(text: String, filled: String) {
        #expect(Placeholders.fill(text) { $0 == "name" ? "Run?" : nil } == filled)
    }

    @Test func doubledBracesAreNoPlaceholders() {
        #expect(Placeholders.names(in: "Not sent yet ({{count}}) of {total}") == ["total"])
    }

    /// A catalog text with doubled braces and no value to put in still prints one brace.
    @Test func aCatalogTextWithoutArgumentsPrintsSingleBraces() {
        #expect(Localizer(.english).text("web.offlineStrip.offlineQueued") == "Not sent yet ({count})")
        #expect(Localizer(.french).text("web.offlineStrip.offlineQueued").contains("({count})"))
    }
}

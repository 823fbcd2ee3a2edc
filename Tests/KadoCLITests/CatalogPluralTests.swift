import Foundation
import KadoApp
import KadoCore
import KadoLocalization
import Testing

@testable import KadoCLI

/// The command line's counted phrases come from the catalogs' plural entries: the count picks the
/// form by each language's CLDR rules and is written as the language groups numbers, and a phrase
/// put into another is in that phrase's language (issue 39).
@Suite("Catalog plurals and nested phrases in the command line")
struct CatalogPluralTests {
    @Test(
        "a day, a range of days and a list in a sentence (kado undo) are in the sentence's language",
        arguments: [
            (KadoLocalization.Language.english, "on Fri 10 Apr", "from Fri 10 Apr to Sun 12 Apr", "A, B and C"),
            (.french, "le ven. 10 avr.", "du ven. 10 avr. au dim. 12 avr.", "A, B et C"),
            (.german, "am Fr 10. Apr", "vom Fr 10. Apr bis So 12. Apr", "A, B und C"),
            (.spanish, "el vie 10 abr", "del vie 10 abr al dom 12 abr", "A, B y C"),
        ] as [(KadoLocalization.Language, String, String, String)])
    func undoWords(_ language: KadoLocalization.Language, _ day: String, _ range: String, _ list: String) throws {
        let words = Localizer(language: language)
        let first = try #require(LogicalDay(year: 2026, month: 4, day: 10))
        #expect(words.onDays(from: first, through: nil, today: first) == day)
        #expect(words.onDays(from: first, through: first.adding(days: 2), today: first) == range)
        #expect(words.list(["A", "B", "C"]) == list)
    }

    @Test(
        "numbers and percentages as each language writes them in the terminal, and the --color help",
        arguments: [
            (KadoLocalization.Language.english, "3.5", "42%", "The habit's colour: red"),
            (.french, "3,5", "42\u{00A0}%", "La couleur de l’habitude\u{00A0}: red"),
            (.german, "3,5", "42\u{00A0}%", "Die Farbe der Gewohnheit: red"),
            (.spanish, "3,5", "42\u{00A0}%", "El color del hábito: red"),
        ] as [(KadoLocalization.Language, String, String, String)])
    func numbers(_ language: KadoLocalization.Language, _ decimal: String, _ percent: String, _ color: String) {
        let words = Localizer(language: language)
        #expect(words.number(3.5) == decimal)
        #expect(words.percent(42) == percent)
        #expect(Option<HabitColor?>.color.specification.help.text(in: language).hasPrefix(color))
    }

    static let nbsp = "\u{00A0}"
    static let nnbsp = "\u{202F}"

    @Test(
        "kado remind's heading agrees with its count in every language",
        arguments: [
            (KadoLocalization.Language.english, 0, "Reminders in the next 0 hours:"),
            (.english, 1, "Reminders in the next 1 hour:"),
            (.english, 2, "Reminders in the next 2 hours:"),
            (.english, 5, "Reminders in the next 5 hours:"),
            (.english, 21, "Reminders in the next 21 hours:"),
            (.english, 1000, "Reminders in the next 1,000 hours:"),
            (.english, 1_000_000, "Reminders in the next 1,000,000 hours:"),
            (.french, 0, "Rappels des 0 prochaine heure\(nbsp):"),
            (.french, 1, "Rappels des 1 prochaine heure\(nbsp):"),
            (.french, 2, "Rappels des 2 prochaines heures\(nbsp):"),
            (.french, 5, "Rappels des 5 prochaines heures\(nbsp):"),
            (.french, 21, "Rappels des 21 prochaines heures\(nbsp):"),
            (.french, 1000, "Rappels des 1\(nnbsp)000 prochaines heures\(nbsp):"),
            (.french, 1_000_000, "Rappels des 1\(nnbsp)000\(nnbsp)000 de prochaines heures\(nbsp):"),
            (.german, 0, "Erinnerungen in den nächsten 0 Stunden:"),
            (.german, 1, "Erinnerungen in der nächsten 1 Stunde:"),
            (.german, 2, "Erinnerungen in den nächsten 2 Stunden:"),
            (.german, 5, "Erinnerungen in den nächsten 5 Stunden:"),
            (.german, 21, "Erinnerungen in den nächsten 21 Stunden:"),
            (.german, 1000, "Erinnerungen in den nächsten 1.000 Stunden:"),
            (.german, 1_000_000, "Erinnerungen in den nächsten 1.000.000 Stunden:"),
            (.spanish, 0, "Recordatorios en las próximas 0 horas:"),
            (.spanish, 1, "Recordatorios en la próxima 1 hora:"),
            (.spanish, 2, "Recordatorios en las próximas 2 horas:"),
            (.spanish, 5, "Recordatorios en las próximas 5 horas:"),
            (.spanish, 21, "Recordatorios en las próximas 21 horas:"),
            (.spanish, 1000, "Recordatorios en las próximas 1000 horas:"),
            (.spanish, 1_000_000, "Recordatorios en las próximas 1.000.000 de horas:"),
        ] as [(KadoLocalization.Language, Int, String)])
    func remindersAhead(_ language: KadoLocalization.Language, _ count: Int, _ expected: String) {
        #expect(Phrase.remindersAhead(count).text(catalogLanguage: language) == expected)
    }

    @Test(
        "a count in a sentence picks its noun's form: 0 and 1 take French's singular, 1 only the others'",
        arguments: [
            (KadoLocalization.Language.english, 0, "0 days a week"), (.english, 1, "1 day a week"),
            (.french, 0, "0 jour par semaine"), (.french, 2, "2 jours par semaine"),
            (.german, 1, "1 Tag pro Woche"), (.german, 7, "7 Tage pro Woche"),
            (.spanish, 1, "1 día a la semana"), (.spanish, 21, "21 días a la semana"),
        ] as [(KadoLocalization.Language, Int, String)])
    func daysAWeek(_ language: KadoLocalization.Language, _ count: Int, _ expected: String) {
        #expect(Phrase.daysAWeek(count).text(catalogLanguage: language) == expected)
    }

    @Test("a held-back line puts its clock's lead in its own language, in German and Spanish no English")
    func nestedLead() {
        let held = SyncHeldBack.clockAhead(device: "A", seconds: 3 * 86_400, changes: 12)
        let german = Phrase.syncHeldBack(held).text(catalogLanguage: .german)
        let spanish = Phrase.syncHeldBack(held).text(catalogLanguage: .spanish)
        #expect(german.contains("geht 3 Tage vor") && german.contains("12 Änderungen"))
        #expect(spanish.contains("va 3 días por delante") && spanish.contains("12 cambios"))
        for text in [german, spanish] {
            for english in ["days", "changes", "clock", "device"] {
                #expect(!text.contains(english), "“\(english)” in \(text)")
            }
        }
        let file = UnreadFile(path: "kado-sync/devices/B/manifest.json", reason: .otherSyncGroup)
        let unread = Phrase.syncHeldBack(.unreadFile(file)).text(catalogLanguage: .german)
        #expect(unread.hasPrefix("kado-sync/devices/B/manifest.json: "))
        #expect(
            unread == "kado-sync/devices/B/manifest.json: "
                + Phrase.unreadReason(.otherSyncGroup).text(catalogLanguage: .german))
    }

    @Test("a sync's counts and removals agree with their nouns in German and Spanish")
    func syncCounts() {
        let counts = SyncOutcome.Counts(
            habits: 1, checkIns: 2, skips: 0, settings: 0, notes: 1, removedHabits: 2, removedCheckIns: 1)
        #expect(
            Phrase.syncRemoved(.habit, count: 2).text(catalogLanguage: .german) == "2 Gewohnheiten entfernt")
        #expect(
            Phrase.syncRemoved(.checkIn, count: 1).text(catalogLanguage: .spanish) == "1 registro eliminado")
        #expect(
            SyncCommand.counts(counts, Localizer(language: .french))
                == "1 habitude, 2 pointages, 1 note, 2 habitudes supprimées, 1 pointage supprimé")
    }

    @Test(
        "days are written from the locale's names in each language's order; English and French as before",
        arguments: [
            (KadoLocalization.Language.english, 2026, 4, 10, "Friday 10 April 2026", "10 April 2026"),
            (.french, 2026, 4, 1, "mercredi 1er avril 2026", "1er avril 2026"),
            (.german, 2026, 4, 10, "Freitag, 10. April 2026", "10. April 2026"),
            (.spanish, 2026, 4, 10, "viernes, 10 de abril de 2026", "10 de abril de 2026"),
        ] as [(KadoLocalization.Language, Int, Int, Int, String, String)])
    func dates(
        _ language: KadoLocalization.Language, _ year: Int, _ month: Int, _ day: Int, _ long: String, _ short: String
    )
        throws
    {
        let date = try #require(LogicalDay(year: year, month: month, day: day))
        #expect(Phrase.longDate(date).text(catalogLanguage: language) == long)
        #expect(Phrase.dayDate(date).text(catalogLanguage: language) == short)
    }

    @Test("the command line's weekday abbreviations and month names stay as they were in English and French")
    func names() {
        let english = Localizer(language: .english)
        let french = Localizer(language: .french)
        #expect(Weekday.allCases.map(english.weekdayAbbreviation) == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
        #expect(Weekday.allCases.map(french.weekdayAbbreviation) == ["dim", "lun", "mar", "mer", "jeu", "ven", "sam"])
        #expect(Weekday.allCases.map(french.weekdayName).first == "dimanche")
        #expect(
            (1...12).map(french.monthName) == [
                "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
                "novembre", "décembre",
            ])
        #expect(english.monthName(5) == "May")
    }
}

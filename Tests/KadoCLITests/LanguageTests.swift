import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoCLI

@Suite("The language setting applies to every message of the command line")
struct LanguageTests {
    static let habits: [[String]] = [
        ["add", "Lire"], ["add", "Eau", "--type", "counter:8", "--unit", "verres"],
        ["add", "Café", "--type", "atmost:2", "--unit", "tasses"], ["add", "Fumer", "--type", "negative"],
        ["add", "Méditer", "--type", "timer:10", "--every", "mon,wed,fri"],
        ["done", "Lire", "yesterday"], ["log", "Eau", "2.5"], ["log", "Café", "3"],
    ]

    func french(_ extra: [[String]] = []) throws -> ProgramHarness {
        let harness = try ProgramHarness()
        try harness.prepare([["settings", "language", "fr"]] + Self.habits + extra)
        return harness
    }

    /// English words that must not appear in French output.
    static let english = [
        "Today", "Scheduled", "Not scheduled", "done for", "streak ", "Streak", "Best", "Score, last", " days",
        "counted", "of the target", "Recent", "every day", "counter", "timer", "at most", "set ·", "No habits",
        "Added", "Saved", "Moved", "Deleted", "Exported", "excused on", "note saved", "no habit has",
    ]

    @Test(
        "today, list, show, overview and every confirmation speak French, with French typography",
        arguments: [
            ["today"], ["list"], ["show", "Eau"], ["show", "Café"], ["show", "Lire"], ["overview"], ["done", "Lire"],
            ["log", "Eau", "+1"], ["undo", "Lire"], ["toggle", "Lire"], ["skip", "Lire", "2026-04-01..2026-04-03"],
            ["note", "Lire", "Bien"], ["add", "Courir", "--every", "3/week"], ["edit", "Lire", "--color", "red"],
            ["move", "Lire", "2"], ["archive", "Fumer"], ["export"],
        ])
    func french(arguments: [String]) throws {
        let harness = try french()
        let result = harness.run(arguments)
        #expect(result.status == .success, "\(result.error)")
        for word in Self.english {
            #expect(!result.output.contains(word), "\(arguments): '\(word)' in \(result.output)")
        }
        #expect(!result.output.contains(" :"), "a colon follows a no-break space, never a plain one")
        #expect(!result.output.contains(" %"), "a percent sign follows a no-break space")
        if result.output.contains(":") {
            #expect(result.output.contains("\u{00A0}:") || result.output.contains("kado "))
        }
    }

    @Test("French days: lowercase weekdays and months, and 1er for the first of the month")
    func frenchDays() throws {
        let harness = try french()
        #expect(harness.run(["today"]).lines.first == "Aujourd’hui · vendredi 10 avril 2026")
        harness.variables["KADO_NOW"] = "2026-04-01T09:00:00Z"
        #expect(harness.run(["today"]).lines.first == "Aujourd’hui · mercredi 1er avril 2026")
        let show = harness.run(["show", "Lire"]).output
        #expect(show.contains("avril 2026"))
        #expect(show.contains("di  lu  ma  me  je  ve  sa"))
        #expect(Localizer(language: .french).longDate(day("2026-05-01")) == "vendredi 1er mai 2026")
        #expect(Localizer(language: .english).longDate(day("2026-05-01")) == "Friday 1 May 2026")
    }

    @Test("French counts and numbers: 1 jour, 2 jours, 2,5 verres, 78 %")
    func frenchNumbers() throws {
        let harness = try french()
        let today = harness.run(["today"]).output
        #expect(today.contains("2,5/8 verres"))
        #expect(today.contains("3, au-delà de la limite de 2 tasses"))
        #expect(today.contains("1 jour") || today.contains("0 jour"))
        #expect(today.contains("\u{00A0}%"))
    }

    @Test(
        "errors are in French too once the setting says so",
        arguments: [
            (["show", "Lir"], "correspond"), (["show", "Xyz"], "aucune habitude"),
            (["show", "lrie"], "vouliez-vous dire"), (["done", "Lire", "2030-01-01"], "dans le futur"),
        ])
    func frenchErrors(arguments: [String], expected: String) throws {
        let harness = try french([["add", "Lire vite"]])
        let result = harness.run(arguments)
        #expect(result.status == .usage)
        #expect(result.error.hasPrefix("kado\u{00A0}: "), "\(result.error)")
        #expect(result.error.contains(expected), "\(result.error)")
    }

    @Test("an archived habit's refusal is in French")
    func archivedError() throws {
        let harness = try french([["archive", "Lire"]])
        let result = harness.run(["done", "Lire"])
        #expect(result.error == "kado\u{00A0}: Lire est archivée (kado unarchive \"Lire\" pour la faire revenir)\n")
    }

    @Test("without a language in the database, LANG decides; English stays as it was")
    func fromLocale() throws {
        let harness = try ProgramHarness(variables: ["LANG": "fr_FR.UTF-8"])
        try harness.prepare([["add", "Lire"]])
        #expect(harness.run(["today"]).lines.first == "Aujourd’hui · vendredi 10 avril 2026")
        let english = try ProgramHarness()
        try english.prepare([["add", "Read"]])
        #expect(english.run(["today"]).lines.first == "Today · Friday 2026-04-10")
        #expect(english.run(["done", "Read"]).lines.first?.hasPrefix("Read: done for 2026-04-10 · today done") == true)
    }

    @Test("every phrase has a French text that differs from the English, or is the same word in both")
    func catalogue() {
        let same: Set<String> = ["Type", "note", "Score"]
        let phrases: [Phrase] = [
            .today, .scheduled, .notScheduledToday, .noHabitsYet, .noHabits, .done, .notDone, .slipped, .clean, .note,
            .everyDay, .yesNo, .negative, .habitColumn, .scheduleColumn, .typeColumn, .archived, .loopScore, .score,
            .streak, .best, .todayLabel, .notScheduled, .recent, .excused, .nothingDeleted, .errorPrefix,
        ]
        for phrase in phrases where !same.contains(phrase.english) {
            #expect(!phrase.french.isEmpty && phrase.french != phrase.english, "\(phrase.english)")
        }
    }
}

import Foundation
import KadoApp
import KadoCore
import Testing

@testable import KadoCLI

/// `kado import`'s summary in each language: every part of it (counts, field changes, settings,
/// new habits, name matches, what is left out or replaced, the closing line).
@Suite("kado import: the summary in English and French")
struct ImportSummaryWordingTests {
    static let habitID = UUID(uuidString: "00000000-0000-4000-8000-000000000001") ?? UUID()
    static let recordID = UUID(uuidString: "00000000-0000-4000-8000-000000000002") ?? UUID()

    /// A summary with one of everything.
    static func summary(dryRun: Bool) -> ImportSummary {
        var summary = ImportSummary(format: "json")
        summary.habits = counts(4, new: 1, updated: 1, unchanged: 1)
        summary.completions = counts(5, new: 2, updated: 1, unchanged: 2)
        summary.skips = counts(1, new: 1, updated: 0, unchanged: 0)
        var update = ImportSummary.HabitUpdate(id: habitID, name: "Read")
        update.changes = [.init(field: "unit", from: nil, to: "pages"), .init(field: "sortOrder", from: "0", to: "2")]
        update.records = counts(3, new: 2, updated: 1, unchanged: 0)
        summary.updatedHabits = [update]
        summary.settingsChanges = [.init(field: "dayStart", from: "0", to: "4")]
        summary.settingsChanged = true
        summary.newHabits = [.init(id: UUID(), name: "Yoga")]
        var match = ImportSummary.NameMatch(
            incomingID: UUID(), incomingName: "run", existingID: UUID(), existingName: "Run", isMerged: true)
        match.recordsMoved = 2
        match.daysInBoth = 1
        match.notesKept = 1
        summary.nameMatches = [match]
        summary.leftOut = [
            .init(.record(recordID), .idTwiceInFile), .init(.skips(count: 2, habitID: habitID), .unknownHabit),
        ]
        summary.replacedText = [
            .init(.habit(name: "Wa\u{1B}lk"), .nameReplaced(name: "Wa\u{FFFD}lk", unit: nil)),
            .init(.note(habit: "Read", day: LogicalDay(dayNumber: 20_000)), .controlsReplaced),
        ]
        summary.isDryRun = dryRun
        return summary
    }

    static func counts(_ total: Int, new: Int, updated: Int, unchanged: Int) -> ImportSummary.Counts {
        var counts = ImportSummary.Counts()
        counts.total = total
        counts.new = new
        counts.updated = updated
        counts.unchanged = unchanged
        return counts
    }

    @Test("in English, as kado has always written it")
    func english() {
        let text = ImportCommand.describe(Self.summary(dryRun: true), file: "b.json")
        #expect(
            text.split(separator: "\n").map(String.init) == [
                "Kadō JSON backup b.json",
                "  habits       4 in the file: 1 new, 1 updated, 1 unchanged",
                "  completions  5 in the file: 2 new, 1 updated, 2 unchanged",
                "  skips        1 in the file: 1 new, 0 updated, 0 unchanged",
                "  changes:",
                "    Read: unit none → pages, order 0 → 2; 2 new records, 1 record updated",
                "  settings     day start 0 → 4",
                "  new habits   Yoga",
                "  same name as a habit here:",
                "    \"run\" is like \"Run\" here: merged, 2 records moved, 1 day in both (the values here kept, "
                    + "1 note from the file kept)",
                "  left out     2:",
                "    record \(Self.recordID.uuidString): its id appears twice in the file",
                "    2 skips of habit \(Self.habitID.uuidString): the habit is neither in the file nor in the database",
                "  replaced     2:",
                "    habit \"Wa\\u{1B}lk\": imported as \"Wa\u{FFFD}lk\": line breaks, tabs and control characters replaced",
                "    note of Read on 2024-10-04: control characters replaced",
                "Dry run: nothing was changed. Run it again without --dry-run to import.",
            ])
    }

    @Test("in French, every line is French")
    func french() {
        let space = "\u{00A0}"
        let words = Localizer(language: .french)
        let text = ImportCommand.describe(Self.summary(dryRun: false), file: "b.json", words: words)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "Sauvegarde Kadō JSON b.json")
        #expect(lines.contains("  habitudes    4 dans le fichier\(space): nouvelles 1, modifiées 1, identiques 1"))
        #expect(
            lines.contains(
                "    Read\(space): unité aucun → pages, ordre 0 → 2\(space); 2 nouveaux enregistrements, "
                    + "1 enregistrement modifié"))
        #expect(lines.contains("  réglages     début de journée 0 → 4"))
        #expect(lines.contains("  nouvelles habitudes\(space): Yoga"))
        #expect(lines.contains { $0.contains("fusionnée, 2 enregistrements déplacés, 1 jour en commun") })
        #expect(
            lines.contains(
                "    enregistrement \(Self.recordID.uuidString)\(space): son identifiant apparaît deux fois dans le fichier"
            ))
        #expect(
            lines.contains { $0.contains("2 sauts de l’habitude") && $0.contains("ni dans le fichier ni dans la base") }
        )
        #expect(lines.contains { $0.hasPrefix("    habitude «\(space)Wa\\u{1B}lk\(space)»\(space): importée comme") })
        #expect(lines.contains("    note de Read le 2024-10-04\(space): caractères de contrôle remplacés"))
        #expect(lines.last == "Importé.")
        for english in ["in the file", "new habits", "left out", "replaced  ", "its id", "the habit is", "Dry run"] {
            #expect(!text.contains(english), "\(english)")
        }
    }
}

import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoCLI

@Suite("kado import of other apps' files")
struct ForeignImportCommandTests {
    static let fixtures = Comment(rawValue: ForeignFixtures.missingReason)

    @Test(
        "a HabitBull export: the dry run lists its remarks, in English and French",
        .enabled(if: ForeignFixtures.available, fixtures))
    func habitBullDryRun() throws {
        let harness = try ProgramHarness()
        let path = ForeignFixtures.path("habitbull2.csv")
        let result = harness.run(["import", path, "--dry-run"])
        #expect(result.status == .success)
        #expect(result.lines.first == "HabitBull CSV export \(path)")
        #expect(result.lines.contains("  habits       6 in the file: 6 new, 0 updated, 0 unchanged"))
        #expect(result.lines.contains("  remarks      4:"))
        #expect(result.lines.contains("    dates read as month/day/year, as line 6 shows (\"4/13/2019\")"))
        #expect(
            result.lines.contains(
                "    habit \"H2\": line 3, 2020-11-05: \"-2150000000\" is not an amount from 0 to 1,000,000,000: not imported"
            ))
        try harness.prepare([["settings", "language", "fr"]])
        let french = harness.run(["import", path, "--dry-run"])
        #expect(french.lines.first == "Export CSV de HabitBull \(path)")
        #expect(french.lines.contains("    dates lues en mois/jour/année, comme le montre la ligne 6 (\"4/13/2019\")"))
    }

    @Test("--date-format decides ambiguous dates; without it they are refused naming the line")
    func dateFormat() throws {
        let harness = try ProgramHarness()
        let file = harness.folder.appendingPathComponent("export.csv")
        try Data(
            ("HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\n" + "Run,,,03/04/2020,1,\n").utf8
        ).write(to: file)
        let refused = harness.run(["import", file.path])
        #expect(refused.status == .dataError)
        let place = "export.csv: HabitBull CSV, line 2, column CalendarDate: "
        #expect(refused.error.contains(place + "\"03/04/2020\" could be day/month"))
        let wrong = harness.run(["import", file.path, "--date-format", "dm"])
        #expect(wrong.status == .usage)
        let imported = harness.run(["import", file.path, "--date-format", "dmy"])
        #expect(imported.status == .success)
        #expect(imported.lines.contains("    dates read as day/month/year, as asked"))
        let list = harness.run(["export", "-o", "-"])
        #expect(list.output.contains("2020-04-03"))
    }
}

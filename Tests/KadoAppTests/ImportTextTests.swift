import Foundation
import KadoApp
import KadoBackup
import KadoCore
import KadoTestSupport
import Testing

@Suite("An import replaces text that would control the terminal, and says so")
struct ImportTextTests {
    /// Names another app may have allowed, and what Kadō imports them as.
    static let names: [(given: String, imported: String)] = [
        ("Vitamins\nmorning + evening", "Vitamins morning + evening"), ("Run\t5 km", "Run 5 km"),
        ("Read\r\nmore", "Read more"), ("Tea\u{1B}[31m", "Tea\u{FFFD}[31m"),
        ("Title\u{1B}]0;x\u{07}", "Title\u{FFFD}]0;x\u{FFFD}"),
        ("Evil \u{202E}gnp", "Evil \u{FFFD}gnp"), ("Line\u{2028}sep", "Line sep"), ("C1\u{9B}2J", "C1\u{FFFD}2J"),
        ("Nul\u{0}", "Nul\u{FFFD}"),
    ]

    @Test(
        "names, units and notes come in with the characters replaced, each listed in the summary",
        arguments: [false, true])
    func replaced(dryRun: Bool) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-text-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tracker = try TrackerBuilder().open(in: folder)
        var contents = BackupContents()
        for (index, name) in Self.names.enumerated() {
            contents.habits.append(
                Habit(
                    name: name.given, type: .counter(target: 2), unit: index == 0 ? "pills\u{7F}" : nil,
                    createdAt: instant("2026-01-01T00:00:00Z"), sortOrder: index))
        }
        let first = contents.habits[0]
        contents.completions.append(
            Completion(
                habitID: first.id, day: day("2026-04-01"), recordedAt: instant("2026-04-01T10:00:00Z"), value: 1,
                note: "fine\nline\u{0}bad\rcr"))
        contents.skips.append(Skip(habitID: first.id, days: DayRange(day: day("2026-04-02")), note: "ill\u{1B}[2J"))
        let summary = try tracker.backups.importBackup(contents, format: .json, dryRun: dryRun)
        #expect(summary.replacedText.count == Self.names.count + 2)
        #expect(summary.habits.new == Self.names.count)
        for item in summary.replacedText {
            #expect(!(item.item + item.reason).unicodeScalars.contains(where: TextRules.isControl))
        }
        let habits = try tracker.habits.all()
        if dryRun {
            #expect(habits.isEmpty)
            return
        }
        #expect(habits.map(\.name) == Self.names.map(\.imported))
        #expect(habits[0].unit == "pills\u{FFFD}")
        for habit in habits { #expect(habit.validationErrors.isEmpty) }
        #expect(try tracker.testStore.completions(of: first.id).first?.note == "fine\nline\u{FFFD}bad\ncr")
        #expect(try tracker.testStore.skips(of: first.id).first?.note == "ill\u{FFFD}[2J")
        // Imported again, the file changes nothing, and still says what it replaces.
        let again = try tracker.backups.importBackup(contents, format: .json, dryRun: true)
        #expect(!again.changesAnything)
    }
}

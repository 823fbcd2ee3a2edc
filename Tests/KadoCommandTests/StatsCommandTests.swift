import Foundation
import KadoTestSupport
import Testing

/// `kado stats --json`.
private struct StatsJSON: Decodable {
    struct Today: Decodable {
        let status: String
        let progress: Double
        let valueToday: Double?
    }

    let id: UUID
    let name: String
    let day: String
    let language: String
    let sentence: String
    let streak: Int
    let bestStreak: Int
    let presenceStreak: Int
    let presenceBestStreak: Int
    let streakUnit: String
    let score: Double
    let scorePercent: Int
    let doneToday: Bool
    let kind: String
    let target: Double?
    let unit: String?
    let today: Today?
}

@Suite("kado stats, run as a binary", .tags(.endToEnd), .endToEndTierOnly)
struct StatsCommandTests {
    @Test("one English sentence with the streak, the score and today, for each kind of habit")
    func english() throws {
        let sandbox = try widgetSandbox()
        let statuses = try sandbox.json([StatusJSON].self, ["today", "--json"])
        func score(_ name: String) -> Int { statuses.first { $0.name == name }?.scorePercent ?? -1 }
        for (habit, expected) in [
            ("Read", "Read 20 pages: 3-day streak, score \(score("Read 20 pages"))%, done today."),
            ("water", "Water: no current streak, score \(score("Water"))%, 3/8 glasses so far today."),
            ("Gym", "Gym: no current streak, score 0%, not done yet today."),
            ("Smoke", "Smoke: 1-day streak, score \(score("Smoke"))%, no slip today."),
            ("Meditate", "Meditate: 1-day streak, score \(score("Meditate"))%, done today."),
            ("Coffee", "Coffee: no current streak, score \(score("Coffee"))%, over the limit today (3/2 coffees)."),
        ] {
            #expect(try sandbox.succeed(["stats", habit]).lines == [expected])
        }
        // Saturday, as the series foresaw it with nothing more logged.
        #expect(
            try sandbox.succeed(["stats", "Gym"], now: "2026-04-11T10:00:00Z").lines == [
                "Gym: no current streak, score 0%, not due today."
            ])
    }

    @Test("a weekly habit's streak counts weeks")
    func weeks() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Stretch", "--every", "2/week"], now: "2026-03-16T09:00:00Z")
        for day in ["2026-03-17", "2026-03-19", "2026-03-24", "2026-03-26", "2026-03-31", "2026-04-02"] {
            try sandbox.succeed(["done", "Stretch", day])
        }
        let show = try sandbox.json(ShowJSON.self, ["show", "Stretch", "--json"])
        #expect(show.streakUnit == "weeks")
        #expect(show.streak >= 3)
        #expect(
            try sandbox.succeed(["stats", "Stretch"]).lines == [
                "Stretch: \(show.streak)-week streak, score \(show.scorePercent)%, not done yet today."
            ])
    }

    @Test("in French when the settings say so, with non-breaking spaces before : and %")
    func french() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["settings", "language", "fr"])
        try sandbox.succeed(["add", "Lire 20 pages"])
        try sandbox.succeed(["done", "Lire"])
        let percent = try sandbox.json(ShowJSON.self, ["show", "Lire", "--json"]).scorePercent
        #expect(
            try sandbox.succeed(["stats", "lire"]).lines == [
                "Lire 20 pages\u{A0}: série de 1 jour, score \(percent)\u{A0}%, fait aujourd'hui."
            ])
        try sandbox.succeed(["undo", "Lire"])
        #expect(
            try sandbox.succeed(["stats", "lire"]).lines == [
                "Lire 20 pages\u{A0}: pas de série en cours, score 0\u{A0}%, pas encore fait aujourd'hui."
            ])
        #expect(try sandbox.json(StatsJSON.self, ["stats", "Lire", "--json"]).language == "fr")
    }

    @Test("--json prints the habit's numbers, the same as kado show's")
    func json() throws {
        let sandbox = try widgetSandbox()
        let stats = try sandbox.json(StatsJSON.self, ["stats", "Water", "--json"])
        let show = try sandbox.json(ShowJSON.self, ["show", "Water", "--json"])
        #expect(stats.id == show.id)
        #expect(stats.name == "Water")
        #expect(stats.day == "2026-04-10")
        #expect(stats.language == "en")
        #expect(stats.sentence == (try sandbox.succeed(["stats", "Water"]).lines.first))
        #expect(stats.streak == show.streak)
        #expect(stats.bestStreak == show.bestStreak)
        #expect(stats.presenceStreak == show.presenceStreak)
        #expect(stats.presenceBestStreak == show.presenceBestStreak)
        #expect(stats.streakUnit == show.streakUnit)
        #expect(abs(stats.score - show.score) < 1e-9)
        #expect(stats.scorePercent == show.scorePercent)
        #expect(stats.doneToday == show.doneToday)
        #expect(stats.kind == "counter")
        #expect(stats.target == 8)
        #expect(stats.unit == "glasses")
        #expect(stats.today?.status == "partial")
        #expect(stats.today?.valueToday == 3)
        #expect(stats.today?.progress == show.value)
    }

    @Test("it reads only the snapshot: it answers with the database deleted, and does not recreate it")
    func withoutDatabase() throws {
        let sandbox = try widgetSandbox()
        let before = try sandbox.succeed(["stats", "Read"]).output
        try sandbox.deleteDatabase()
        #expect(try sandbox.succeed(["stats", "Read"]).output == before)
        #expect(try sandbox.succeed(["stats", "Read", "--json"]).output.contains("\"doneToday\" : true"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath))
    }

    @Test("an unknown habit is a usage error; a missing or outdated snapshot is said plainly, exit 1")
    func errors() throws {
        let sandbox = try Sandbox()
        let missing = try sandbox.kado(["stats", "Read"])
        #expect(missing.status == 1)
        #expect(missing.output.isEmpty)
        #expect(missing.errorLines.count == 1)
        #expect(missing.error.contains(sandbox.snapshotPath))
        #expect(missing.error.contains("kado today"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath))

        try sandbox.succeed(["add", "Read"])
        let unknown = try sandbox.kado(["stats", "Run"])
        #expect(unknown.status == 64)
        #expect(unknown.errorLines.first?.hasPrefix("kado: HABIT 'Run': no habit") == true)
        #expect(try sandbox.kado(["stats"]).status == 64)

        let outdated = try sandbox.kado(["stats", "Read"], now: "2026-05-01T12:00:00Z")
        #expect(outdated.status == 1)
        #expect(outdated.output.isEmpty)
        #expect(outdated.error.contains("covers 2026-04-10 to 2026-04-16, not today (2026-05-01)"))
    }
}

import Foundation
import KadoTestSupport
import Testing

@Suite("kado add, edit, archive, unarchive, delete and move, run as a binary", .tags(.endToEnd), .endToEndTierOnly)
struct HabitCommandTests {
    /// A `--every` value, how `kado add` describes it, and how `kado list --json` gives it back.
    struct EveryCase: CustomTestStringConvertible, Sendable {
        let value: String
        let described: String
        let canonical: String
        var testDescription: String { "--every \(value)" }
    }

    static let everyCases: [EveryCase] = [
        .init(value: "day", described: "every day", canonical: "day"),
        .init(value: "daily", described: "every day", canonical: "day"),
        .init(value: "1/week", described: "1 day a week", canonical: "1/week"),
        .init(value: "3/week", described: "3 days a week", canonical: "3/week"),
        .init(value: "7/week", described: "every day", canonical: "day"),
        .init(value: "mon,wed,fri", described: "Mon, Wed, Fri", canonical: "mon,wed,fri"),
        .init(value: "Monday, Friday", described: "Mon, Fri", canonical: "mon,fri"),
        .init(value: "weekdays", described: "Mon, Tue, Wed, Thu, Fri", canonical: "mon,tue,wed,thu,fri"),
        .init(value: "weekends", described: "Sun, Sat", canonical: "sat,sun"),
        .init(value: "2days", described: "every 2 days", canonical: "2days"),
        .init(value: "3 days", described: "every 3 days", canonical: "3days"),
        .init(value: "3/7", described: "3 times in 7 days", canonical: "3/7"),
        .init(value: "1/1", described: "1 time in 1 day", canonical: "1/1"),
    ]

    @Test("add accepts every --every form", arguments: everyCases)
    func addEvery(_ every: EveryCase) throws {
        let sandbox = try Sandbox()
        let result = try sandbox.succeed(["add", "Habit", "--every", every.value])
        #expect(result.lines == ["Added Habit: \(every.described), yes/no"])
        let entry = try #require(try sandbox.json([ListEntryJSON].self, ["list", "--json"]).first)
        #expect(entry.every == every.canonical)
        // What list --json gives back is accepted by --every and means the same.
        try sandbox.succeed(["add", "Again", "--every", entry.every])
        #expect(try sandbox.json([ListEntryJSON].self, ["list", "--json"]).map(\.every) == [entry.every, entry.every])
    }

    /// A `--type` value (with `--unit glasses`), how `kado add` describes it, and its canonical form.
    struct TypeCase: CustomTestStringConvertible, Sendable {
        let value: String
        let described: String
        let canonical: String
        var testDescription: String { "--type \(value)" }
    }

    static let typeCases: [TypeCase] = [
        .init(value: "yesno", described: "yes/no", canonical: "yesno"),
        .init(value: "counter:8", described: "counter · 8 glasses", canonical: "counter:8"),
        .init(value: "counter:2.5", described: "counter · 2.5 glasses", canonical: "counter:2.5"),
        .init(value: "timer:30", described: "timer · 30 min", canonical: "timer:30"),
        .init(value: "timer:1.5", described: "timer · 1.5 min", canonical: "timer:1.5"),
        .init(value: "negative", described: "negative", canonical: "negative"),
        .init(value: "atmost:2", described: "at most 2 glasses", canonical: "atmost:2"),
        .init(value: "COUNTER:3", described: "counter · 3 glasses", canonical: "counter:3"),
    ]

    @Test("add accepts every --type", arguments: typeCases)
    func addType(_ type: TypeCase) throws {
        let sandbox = try Sandbox()
        let result = try sandbox.succeed(["add", "Habit", "--type", type.value, "--unit", "glasses"])
        #expect(result.lines == ["Added Habit: every day, \(type.described)"])
        let status = try sandbox.json(StatusJSON.self, ["show", "Habit", "--json"])
        #expect(status.type == type.canonical)
        #expect(status.unit == "glasses")
    }

    @Test("add --json prints the new habit's status; the name is trimmed; every option is kept")
    func addOptions() throws {
        let sandbox = try Sandbox()
        let status = try sandbox.json(
            StatusJSON.self,
            [
                "add", "  Read a book  ", "--color", "PURPLE", "--icon", "book", "--remind", "7:05", "--score", "loop",
                "--json",
            ])
        #expect(status.name == "Read a book")
        #expect(status.color == "purple")
        #expect(status.score == 0)
        #expect(status.streak == 0 && status.presenceStreak == 0)
        #expect(status.dueToday)
        #expect(!status.doneToday)
        let entry = try #require(try sandbox.json([ListEntryJSON].self, ["list", "--json"]).first)
        #expect(entry.id == status.id)
        #expect([entry.icon, entry.reminder, entry.scoreModel] == ["book", "07:05", "loop"])
        #expect(
            try sandbox.succeed(["show", "read"]).lines.prefix(2) == [
                "Read a book", "  every day · yes/no · Loop score",
            ])
    }

    @Test("edit changes name, schedule, type, unit, colour, reminder and score model; records stay")
    func edit() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read", "--remind", "08:00"])
        try sandbox.succeed(["done", "Read", "-1"])
        let result = try sandbox.succeed([
            "edit", "read", "--name", "Read a book", "--every", "5/week", "--color", "red", "--remind", "off",
        ])
        #expect(result.lines == ["Saved Read a book: 5 days a week, yes/no"])
        var entry = try #require(try sandbox.json([ListEntryJSON].self, ["list", "--json"]).first)
        #expect([entry.name, entry.every, entry.type, entry.color] == ["Read a book", "5/week", "yesno", "red"])
        #expect(entry.reminder == nil)

        let typed = try sandbox.succeed([
            "edit", "Read a book", "--type", "counter:20", "--unit", "pages", "--score", "loop", "--icon", "book",
        ])
        #expect(typed.lines == ["Saved Read a book: 5 days a week, counter · 20 pages"])
        entry = try #require(try sandbox.json([ListEntryJSON].self, ["list", "--json"]).first)
        #expect([entry.type, entry.unit, entry.scoreModel, entry.icon] == ["counter:20", "pages", "loop", "book"])
        let edited = try sandbox.json(StatusJSON.self, ["edit", entry.id.uuidString, "--unit", "", "--json"])
        #expect(edited.unit == nil)
        #expect(try sandbox.json(ShowJSON.self, ["show", "Read", "--json"]).recent.map(\.day) == ["2026-04-09"])
    }

    @Test("an archived habit leaves Today and list, shows in list --archived, and comes back with unarchive")
    func archive() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["add", "Run"])
        try sandbox.succeed(["done", "Read"])
        #expect(
            try sandbox.succeed(["archive", "read"]).lines == [
                "Archived Read. Bring it back with: kado unarchive \"Read\""
            ])
        #expect(try sandbox.json([StatusJSON].self, ["today", "--json"]).map(\.name) == ["Run"])
        #expect(try !sandbox.succeed(["today"]).output.contains("Read"))
        #expect(try sandbox.succeed(["list", "--names"]).lines == ["Run"])
        #expect(try sandbox.succeed(["list", "--archived", "--names"]).lines == ["Read", "Run"])
        #expect(try sandbox.succeed(["show", "Read"]).lines.first == "Read (archived)")
        #expect(try sandbox.json(StatusJSON.self, ["show", "Read", "--json"]).archived)

        // An archived habit takes no check-in.
        let refused = try sandbox.kado(["done", "Read", "-1"])
        #expect(refused.status == 64)
        #expect(refused.errorLines == ["kado: Read is archived (kado unarchive \"Read\" to bring it back)"])

        #expect(try sandbox.succeed(["unarchive", "Read"]).lines == ["Read is back on Today."])
        #expect(try sandbox.json([StatusJSON].self, ["today", "--json"]).map(\.name) == ["Read", "Run"])
        #expect(try sandbox.json(StatusJSON.self, ["show", "Read", "--json"]).doneToday)
    }

    @Test("delete without --yes and without a terminal refuses (exit 64) and deletes nothing")
    func deleteNeedsYes() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["done", "Read"])
        let before = try sandbox.snapshot()
        let refused = try sandbox.kado(["delete", "Read"])
        #expect(refused.status == 64)
        #expect(refused.output.isEmpty)
        #expect(refused.errorLines.count == 1)
        #expect(refused.error.hasPrefix("kado: ") && refused.error.contains("--yes"))
        #expect(try sandbox.snapshot() == before)
        #expect(try sandbox.succeed(["list", "--names"]).lines == ["Read"])
    }

    @Test("delete --yes (or -y) moves the habit and its history to the trash", arguments: ["--yes", "-y"])
    func deleteWithYes(flag: String) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["add", "Run"])
        try sandbox.succeed(["done", "Read"])
        let id = try #require(try sandbox.json([ListEntryJSON].self, ["list", "--json"]).first?.id)
        #expect(
            try sandbox.succeed(["delete", "Read", flag]).lines == [
                "Moved Read to the trash, with its history, for 30 days. Bring it back with: kado trash restore \"Read\""
            ])
        #expect(try sandbox.succeed(["list", "--archived", "--names"]).lines == ["Run"])
        let gone = try sandbox.kado(["show", id.uuidString])
        #expect(gone.status == 64)
        #expect(gone.error.contains(id.uuidString))
        let store = try sandbox.openStore()
        #expect(try store.habit(id: id) == nil)
        #expect(try store.completions(of: id).count == 1)
        #expect(try store.trashedHabits().map(\.habit.id) == [id])
    }

    @Test("move puts a habit at a position; the others keep their order")
    func move() throws {
        let sandbox = try Sandbox()
        for name in ["A", "B", "C", "D"] { try sandbox.succeed(["add", name]) }
        #expect(try sandbox.succeed(["move", "C", "1"]).lines == ["Moved C to position 1."])
        #expect(try sandbox.succeed(["list", "--names"]).lines == ["C", "A", "B", "D"])
        try sandbox.succeed(["move", "C", "4"])
        #expect(try sandbox.succeed(["list", "--names"]).lines == ["A", "B", "D", "C"])
        try sandbox.succeed(["move", "b", "2"])
        #expect(try sandbox.succeed(["list", "--names"]).lines == ["A", "B", "D", "C"])
        #expect(try sandbox.json([ListEntryJSON].self, ["list", "--json"]).map(\.position) == [1, 2, 3, 4])
        #expect(try sandbox.json([StatusJSON].self, ["today", "--json"]).map(\.name) == ["A", "B", "D", "C"])
    }

    @Test("move refuses an archived habit, naming it")
    func moveArchived() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["add", "Run"])
        try sandbox.succeed(["archive", "Read"])
        let refused = try sandbox.kado(["move", "Read", "1"])
        #expect(refused.status == 64)
        #expect(refused.errorLines == ["kado: Read is archived (kado unarchive \"Read\" to bring it back)"])

        try sandbox.succeed(["archive", "Run"])
        let alone = try sandbox.kado(["move", "Read", "1"])
        #expect(alone.status == 64)
        #expect(alone.errorLines == ["kado: Read is archived (kado unarchive \"Read\" to bring it back)"])
    }
}

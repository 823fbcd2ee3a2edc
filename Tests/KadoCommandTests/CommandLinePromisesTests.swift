import Foundation
import KadoTestSupport
import Testing

/// What the command line promises, run as the binary (issue 34, item 5): a command that only
/// reads creates nothing where there is no database; a named pipe or a device is never opened as
/// a database or a backup; an argument that is not UTF-8 is refused; output to a pipe is never
/// cut; `show` lists the reminders, whose snooze and "when done" the command line sets.
@Suite("The command line keeps its promises", .tags(.endToEnd), .endToEndTierOnly)
struct CommandLinePromisesTests {
    /// Every command that does not create the database, as it is typed.
    static let commandsThatDoNotCreate: [[String]] = [
        ["today"], ["today", "--json"], ["list"], ["show", "Read"], ["overview"], ["report"], ["export", "-o", "-"],
        ["todo"], ["ask"], ["remind", "next"], ["trash"], ["backup", "list"], ["sync", "status"], ["settings"],
        ["done", "Read"], ["log", "Read", "3"], ["skip", "Read"], ["note", "Read", "a note"], ["undo"],
        ["edit", "Read", "--name", "Write"], ["archive", "Read"], ["delete", "Read", "--yes"], ["move", "Read", "1"],
        ["toggle", "Read"], ["repair", "--dry-run"], ["import", "--dry-run", "/etc/hostname"],
    ]

    @Test(
        "a command that does not create the database refuses a mistyped --db, creating no folder and no file",
        arguments: commandsThatDoNotCreate)
    func mistypedDatabase(arguments: [String]) throws {
        let sandbox = try Sandbox()
        let typo = sandbox.folder.appendingPathComponent("dta/kado/kado.sqlite").path
        let result = try sandbox.kado(["--db", typo] + arguments)
        #expect(result.status == 66, "\(arguments): \(result)")
        #expect(result.output.isEmpty || arguments.contains("--json"))
        #expect(
            result.error.contains(
                "there is no database at \(typo); nothing was created: check the path, or add a habit to create it"),
            "\(arguments): \(result.error)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder.appendingPathComponent("dta").path))
    }

    @Test("the commands that add habits or settings still create the database and its folders")
    func writingCreates() throws {
        let sandbox = try Sandbox()
        let path = sandbox.folder.appendingPathComponent("new/place/kado.sqlite").path
        try sandbox.succeed(["--db", path, "add", "Read"])
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(try sandbox.succeed(["--db", path, "list"]).output.contains("Read"))
    }

    @Test(
        "on a first run (the default path, or KADO_DB, with nothing there yet) Today says there is nothing yet and creates nothing",
        arguments: [true, false])
    func firstRun(usesDefaultPath: Bool) throws {
        let sandbox = try Sandbox()
        let home = sandbox.folder.appendingPathComponent("home")
        let configured = sandbox.folder.appendingPathComponent("elsewhere/kado.sqlite").path
        let environment = ["KADO_DB": usesDefaultPath ? "" : configured]
        let today = try sandbox.kado(["today"], environment: environment)
        #expect(today.status == 0 && today.error.isEmpty, "\(today)")
        #expect(today.lines == ["Today · Friday 2026-04-10", "", "No habits yet. Add one: kado add \"Read 20 pages\""])
        #expect(try sandbox.kado(["list", "--json"], environment: environment).output == "[\n\n]\n")
        #expect(try sandbox.kado(["undo"], environment: environment).lines == ["Nothing to undo on this device"])
        let done = try sandbox.kado(["done", "Read"], environment: environment)
        #expect(done.status == 64 && done.error.contains("no habit has this id or name"), "\(done)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder.appendingPathComponent("elsewhere").path))
        // The first habit creates it where it was meant to be.
        try sandbox.succeed(["add", "Read"], environment: environment)
        let created = usesDefaultPath ? home.appendingPathComponent(".local/share/kado/kado.sqlite").path : configured
        #expect(FileManager.default.fileExists(atPath: created))
    }

    /// A named pipe in the sandbox, made with mkfifo(3).
    static func namedPipe(in sandbox: Sandbox) throws -> String {
        let path = sandbox.folder.appendingPathComponent("pipe").path
        guard mkfifo(path, 0o600) == 0 else { throw POSIXError(.EIO) }
        return path
    }

    @Test(
        "a named pipe or a device as --db is refused by what it is, at once, for reading and writing commands",
        arguments: ["pipe", "/dev/null", "/dev/zero"], [["today"], ["add", "Read"], ["list", "--json"]])
    func notARegularDatabase(target: String, arguments: [String]) throws {
        let sandbox = try Sandbox()
        let path = target == "pipe" ? try Self.namedPipe(in: sandbox) : target
        let kind = target == "pipe" ? "a named pipe (FIFO)" : "a character device"
        let result = try sandbox.kado(["--db", path] + arguments)
        #expect(result.status == 74, "\(result)")
        #expect(result.error.contains("cannot open \(path): it is \(kind), not a database file"), "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.dataFolder.path).isEmpty)
    }

    @Test(
        "kado import of a named pipe or a device says what it is, and writes nothing",
        arguments: ["pipe", "/dev/null", "/dev/zero"], [false, true])
    func importNotAFile(target: String, dryRun: Bool) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        let before = try sandbox.snapshot()
        let path = target == "pipe" ? try Self.namedPipe(in: sandbox) : target
        let kind = target == "pipe" ? "a named pipe (FIFO)" : "a character device"
        let result = try sandbox.kado(["import", path] + (dryRun ? ["--dry-run"] : []))
        #expect(result.status == 74, "\(result)")
        #expect(result.error == "kado: \(path): is \(kind), not a file: choose a backup file\n")
        #expect(try sandbox.snapshot() == before)
    }

    @Test(
        "an argument that is not UTF-8 is refused by name, with its bytes shown, and nothing is written",
        arguments: [
            ("add \"$(printf 'Caf\\351')\"", "argument 2 'Caf\\xE9'"),
            ("edit Read --name \"$(printf 'R\\351ad')\"", "--name 'R\\xE9ad'"),
            ("edit Read --group=\"$(printf '\\377Work')\"", "--group '\\xFFWork'"),
            ("note Read \"$(printf 'tired \\300\\257')\"", "argument 3 'tired \\xC0\\xAF'"),
            ("--now 2026-04-10T09:00:00Z done \"$(printf 'Re\\355\\240\\200ad')\"", "argument 4 'Re\\xED\\xA0\\x80ad'"),
        ])
    func argumentNotUTF8(line: String, named: String) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        let before = try sandbox.snapshot()
        let result = try ProgramRunner.run(
            "/bin/sh", ["-c", "exec \"$0\" \(line)", try KadoBinary.require()], environment: sandbox.environment(),
            scratch: sandbox.scratch)
        #expect(result.status == 64, "\(result)")
        #expect(result.error.contains(named + ": is not UTF-8 text"), "\(result.error)")
        #expect(!result.error.contains("\u{FFFD}"))
        #expect(try sandbox.snapshot() == before)
        #expect(try sandbox.succeed(["list"]).output.contains("Read"))
    }

    static let longName = "Read twenty pages of a very long novel before going to sleep every night"

    @Test(
        "output to a pipe is never cut, whatever COLUMNS says: whole names and every column",
        arguments: [["list"], ["today"], ["overview"], ["report"], ["list", "--archived"], ["show", "Read"]])
    func pipesAreNotCut(arguments: [String]) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", Self.longName, "--group", "An evening group with a long name too"])
        try sandbox.succeed(["add", "Water", "--type", "counter:8", "--unit", "glasses of water, please"])
        let result = try sandbox.succeed(arguments, environment: ["COLUMNS": "30"])
        #expect(result.output.contains(Self.longName), "\(result.output)")
        #expect(!result.output.contains("…"), "\(result.output)")
        if arguments.first == "list" {
            #expect(result.lines[0].contains("Schedule") && result.lines[0].contains("Id"))
        }
        if arguments.first == "overview" { #expect(result.lines[1].split(separator: " ").count == 14) }
    }

    @Test("show lists the reminders with their snooze and what they do when done; add and edit set both")
    func remindersShownAndSet() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read", "--remind", "08:00,18:30", "--snooze", "15", "--when-done", "ring"])
        #expect(
            try sandbox.succeed(["show", "Read"]).lines.contains(
                "  Reminders: 08:00, 18:30 (even when done, snooze 15 min)"))
        try sandbox.succeed(["edit", "Read", "--when-done", "quiet"])
        #expect(
            try sandbox.succeed(["show", "Read"]).lines.contains(
                "  Reminders: 08:00, 18:30 (only if not done yet, snooze 15 min)"))
        try sandbox.succeed(["edit", "Read", "--snooze", "5", "--remind", "07:15"])
        let json = try sandbox.succeed(["show", "Read", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let reminders = try #require(object["reminders"] as? [[String: Any]])
        #expect(reminders.count == 1)
        #expect(reminders.first?["time"] as? String == "07:15")
        #expect(reminders.first?["snoozeMinutes"] as? Int == 5)
        #expect(reminders.first?["onlyIfNotDone"] as? Bool == true)
        try sandbox.succeed(["settings", "language", "fr"])
        #expect(
            try sandbox.succeed(["show", "Read"]).lines.contains(
                "  Rappels\u{00A0}: 07:15 (seulement si pas encore faite, plus tard\u{00A0}: 5 min)"))
        // A habit without reminders says nothing of them.
        try sandbox.succeed(["add", "Walk"])
        #expect(!(try sandbox.succeed(["show", "Walk"]).output.contains("Rappels")))
    }

    @Test(
        "a snooze length or a when-done that is not right is refused by add and edit, nothing written",
        arguments: [["add", "Walk"], ["edit", "Read"]],
        [
            (["--snooze", "0"], "--snooze '0': must be a whole number from 1 to 1440"),
            (["--snooze", "1441"], "--snooze '1441': must be a whole number from 1 to 1440"),
            (["--snooze", "ten"], "--snooze 'ten': must be a whole number"),
            (["--when-done", "maybe"], "--when-done 'maybe': must be quiet or ring"),
        ])
    func badReminderSettings(command: [String], option: ([String], String)) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read", "--remind", "08:00"])
        let before = try sandbox.snapshot()
        let result = try sandbox.kado(command + option.0)
        #expect(result.status == 64, "\(result)")
        #expect(result.error == "kado: \(option.1)\n")
        #expect(try sandbox.snapshot() == before)
    }

    @Test("the editor form sets the snooze and what the reminders do when done, and names a wrong line")
    func editorForm() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read", "--remind", "08:00"])
        let editor = try EditFormCommandTests.editor(
            sandbox, "sed -i -e 's/^when-done: quiet$/when-done: ring/' -e 's/^snooze: 10$/snooze: 20/' \"$1\"")
        let result = try sandbox.kado(["edit", "Read"], environment: ["EDITOR": editor])
        #expect(result.status == 0, "\(result)")
        #expect(
            try sandbox.succeed(["show", "Read"]).lines.contains("  Reminders: 08:00 (even when done, snooze 20 min)"))
        let before = try sandbox.snapshot()
        let wrong = try EditFormCommandTests.editor(
            sandbox, "sed -i -e 's/^snooze: 20$/snooze: 0/' \"$1\"", name: "wrong.sh")
        let refused = try sandbox.kado(["edit", "Read"], environment: ["EDITOR": wrong])
        #expect(refused.status == 64, "\(refused)")
        #expect(refused.error.contains("snooze '0': must be a whole number from 1 to 1440"), "\(refused.error)")
        #expect(try sandbox.snapshot() == before)
    }

    /// Every array of objects in `value` (a decoded JSON document), wherever it is.
    static func arraysOfObjects(in value: Any) -> [[[String: Any]]] {
        switch value {
        case let array as [Any]:
            let objects = array.compactMap { $0 as? [String: Any] }
            let own = objects.count == array.count && !objects.isEmpty ? [objects] : []
            return own + array.flatMap(arraysOfObjects)
        case let object as [String: Any]:
            return object.values.flatMap(arraysOfObjects)
        default:
            return []
        }
    }

    @Test(
        "in every --json output, every object of one array has the same keys (an absent value is null)",
        arguments: [
            ["list", "--json", "--archived"], ["today", "--json"], ["show", "Read", "--json"],
            ["show", "Water", "--json"], ["report", "--json"], ["overview", "--json"], ["remind", "next", "--json"],
            ["trash", "--json"], ["backup", "list", "--json"], ["settings", "--json"], ["sync", "status", "--json"],
            ["stats", "Read", "--json"], ["widget", "--json"], ["export", "-o", "OUT", "--json"],
            ["import", "OUT", "--dry-run", "--json"], ["add", "Tea", "--json"], ["done", "Walk", "--json"],
        ])
    func sameKeys(arguments: [String]) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read", "--remind", "08:00", "--group", "Evening", "--details", "pages"])
        try sandbox.succeed(["add", "Water", "--type", "counter:8", "--unit", "glasses", "--remind", "18:00"])
        try sandbox.succeed(["add", "Walk"])
        try sandbox.succeed(["add", "Old"])
        try sandbox.succeed(["archive", "Old"])
        try sandbox.succeed(["add", "Gone"])
        try sandbox.succeed(["delete", "Gone", "--yes"])
        try sandbox.succeed(["done", "Read", "yesterday"])
        try sandbox.succeed(["note", "Read", "a good chapter"])
        try sandbox.succeed(["log", "Water", "3"])
        let out = sandbox.file("out.json").path
        if arguments.first == "import" { try sandbox.succeed(["export", "-o", out]) }
        let result = try sandbox.kado(arguments.map { $0 == "OUT" ? out : $0 })
        #expect(result.status == 0, "\(result)")
        let document = try JSONSerialization.jsonObject(with: Data(result.output.utf8), options: [.fragmentsAllowed])
        // An object of one key standing for a case of a kind (the widget's `{"scored": …}` day
        // cells) names its case by that key: those are not records with keys left out.
        for array in Self.arraysOfObjects(in: document) where !array.allSatisfy({ $0.count == 1 }) {
            let keys = Set(array[0].keys)
            for object in array {
                #expect(Set(object.keys) == keys, "\(arguments): \(object.keys.sorted()) vs \(keys.sorted())")
            }
        }
    }

    @Test(
        "kado export to a full disk exits 74 saying the disk is full",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func exportToAFullDisk() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        for format in ["json", "csv"] {
            let result = try sandbox.kado(["export", "--format", format, "-o", "/dev/full"])
            #expect(result.status == 74, "\(result)")
            #expect(
                result.error.hasSuffix("cannot write the backup to /dev/full: the disk is full\n"), "\(result.error)")
        }
        try sandbox.succeed(["settings", "language", "fr"])
        let french = try sandbox.kado(["export", "-o", "/dev/full"])
        #expect(
            french.error.hasSuffix("impossible d’écrire la sauvegarde dans /dev/full\u{00A0}: le disque est plein\n"))
    }
}

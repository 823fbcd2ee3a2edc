import Foundation
import KadoStore
import KadoTestSupport
import Testing

@Suite("kado show, overview, settings, help and completion, run as a binary", .tags(.endToEnd), .endToEndTierOnly)
struct ReadingCommandTests {
    @Test("show prints schedule, type, score, streaks, the month, the score sparkline and recent days")
    func showText() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["done", "Read", "-1"])
        try sandbox.succeed(["done", "Read"])
        try sandbox.succeed(["note", "Read", "Rainy, 5 km"])
        #expect(
            try sandbox.succeed(["show", "Read"]).lines == [
                "Read",
                "  every day · yes/no",
                "  Score 10%   Streak 2 days   Best 2 days",
                "  Today: done",
                "",
                "          April 2026",
                "  Su  Mo  Tu  We  Th  Fr  Sa",
                "               1·  2·  3·  4·",
                "   5·  6·  7·  8·  9● 10● 11",
                "  12  13  14  15  16  17  18",
                "  19  20  21  22  23  24  25",
                "  26  27  28  29  30",
                "",
                "  Score, last 2 days  ▁▁",
                "  Done 2 of 2 counted days (100%)",
                "",
                "  Recent",
                "  2026-04-10  done  “Rainy, 5 km”",
                "  2026-04-09  done",
            ])
        try sandbox.succeed(["settings", "week-start", "monday"])
        let lines = try sandbox.succeed(["show", "Read"]).lines
        #expect(lines[6] == "  Mo  Tu  We  Th  Fr  Sa  Su")
    }

    @Test("show --json has the status fields, statistics, daily scores and recent records")
    func showJSON() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Water", "--type", "counter:8", "--unit", "glasses", "--every", "3/7"])
        try sandbox.succeed(["log", "Water", "8", "-2"])
        try sandbox.succeed(["log", "Water", "4"])
        let shown = try sandbox.json(ShowJSON.self, ["show", "water", "--json"])
        #expect(shown.name == "Water")
        #expect(shown.every == "3/7")
        #expect(shown.type == "counter:8")
        #expect(shown.unit == "glasses")
        #expect((0...1).contains(shown.score))
        #expect(shown.scorePercent == Int((shown.score * 100).rounded()))
        #expect(shown.day == "2026-04-10")
        #expect(shown.value == 0.5)
        #expect(!shown.doneToday)
        #expect(shown.total == 12)
        #expect(shown.recent.map(\.day) == ["2026-04-10", "2026-04-08"])
        #expect(shown.recent.map(\.value) == [4, 8])
        #expect(shown.scores.map(\.day) == ["2026-04-08", "2026-04-09", "2026-04-10"])
        #expect(shown.scores.last?.score == shown.score)
        #expect(shown.bestStreak >= shown.streak)
        #expect(shown.presenceBestStreak >= shown.presenceStreak)
    }

    @Test("overview draws habits × days, --days N long; --json gives days, values and cell kinds")
    func overview() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.succeed(["overview"]).lines == ["No habits yet."])
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["add", "Water", "--type", "counter:8"])
        try sandbox.succeed(["done", "Read", "-1"])
        try sandbox.succeed(["done", "Read"])
        try sandbox.succeed(["log", "Water", "3", "-2"])
        try sandbox.succeed(["log", "Water", "5"])
        #expect(
            try sandbox.succeed(["overview", "--days", "3"]).lines == [
                "      We Th Fr",
                "       8  9 10",
                "Read   ·  ●  ●",
                "Water  ◐  ○  ◐",
            ])
        let grid = try sandbox.json(OverviewJSON.self, ["overview", "--days=3", "--json"])
        #expect(grid.days == ["2026-04-08", "2026-04-09", "2026-04-10"])
        #expect(grid.habits.map(\.name) == ["Read", "Water"])
        #expect(grid.habits.map(\.cells) == [["notDue", "scored", "scored"], ["scored", "scored", "scored"]])
        #expect(grid.habits.last?.values == [0.375, 0, 0.625])
        #expect(try sandbox.json(OverviewJSON.self, ["overview", "--json"]).days.count == 14)
        #expect(try sandbox.json(OverviewJSON.self, ["overview", "--days", "366", "--json"]).days.count == 366)
        #expect(try sandbox.succeed(["overview"]).lines.count == 4)
    }

    @Test("settings shows the settings, changes each one, and --json gives them")
    func settings() throws {
        let sandbox = try Sandbox()
        let backups = sandbox.dataFolder.appendingPathComponent("backups").path
        #expect(
            try sandbox.succeed(["settings"]).lines == [
                "week-start sunday", "day-start 0", "language auto", "push-url off", "push-format ntfy",
                "push-token off",
                "backups on", "backup-folder \(backups) (default)", "backup-keep 7,4,12",
            ])
        #expect(
            try sandbox.json(SettingsJSON.self, ["settings", "--json"])
                == .init(weekStart: "sunday", dayStart: 0, language: "auto"))
        #expect(try sandbox.succeed(["settings", "week-start", "Mon"]).lines == ["week-start monday"])
        #expect(try sandbox.succeed(["settings", "day-start", "4"]).lines == ["day-start 4"])
        // In French, the settings are said in French.
        #expect(try sandbox.succeed(["settings", "language", "FR"]).lines == ["Langue\u{00A0}: français"])
        #expect(try sandbox.succeed(["settings", "day-start"]).lines == ["Début du jour\u{00A0}: 4\u{00A0}h"])
        #expect(
            try sandbox.succeed(["settings"]).lines == [
                "Début de semaine\u{00A0}: lundi", "Début du jour\u{00A0}: 4\u{00A0}h", "Langue\u{00A0}: français",
                "URL de push\u{00A0}: aucune", "Format de push\u{00A0}: ntfy", "Jeton de push\u{00A0}: aucun",
                "Sauvegardes automatiques\u{00A0}: activées",
                "Dossier des sauvegardes\u{00A0}: \(backups) (par défaut)",
                "Sauvegardes gardées\u{00A0}: 7,4,12",
            ])
        #expect(
            try sandbox.json(SettingsJSON.self, ["settings", "--json"])
                == .init(weekStart: "monday", dayStart: 4, language: "fr"))
        try sandbox.succeed(["settings", "week-start", "saturday"])
        try sandbox.succeed(["settings", "day-start", "0"])
        #expect(
            try sandbox.succeed(["settings"]).lines == [
                "Début de semaine\u{00A0}: samedi", "Début du jour\u{00A0}: 0\u{00A0}h", "Langue\u{00A0}: français",
                "URL de push\u{00A0}: aucune", "Format de push\u{00A0}: ntfy", "Jeton de push\u{00A0}: aucun",
                "Sauvegardes automatiques\u{00A0}: activées",
                "Dossier des sauvegardes\u{00A0}: \(backups) (par défaut)",
                "Sauvegardes gardées\u{00A0}: 7,4,12",
            ])
        #expect(try sandbox.succeed(["settings", "language", "en"]).lines == ["language en"])
    }

    @Test("unset settings follow the locale: French means weeks on Monday, and the language is auto")
    func settingsFromLocale() throws {
        let sandbox = try Sandbox()
        let backups = sandbox.dataFolder.appendingPathComponent("backups").path
        let result = try sandbox.succeed(["settings"], environment: ["LC_ALL": "fr_FR.UTF-8"])
        #expect(
            result.lines == [
                "Début de semaine\u{00A0}: lundi", "Début du jour\u{00A0}: 0\u{00A0}h", "Langue\u{00A0}: automatique",
                "URL de push\u{00A0}: aucune", "Format de push\u{00A0}: ntfy", "Jeton de push\u{00A0}: aucun",
                "Sauvegardes automatiques\u{00A0}: activées",
                "Dossier des sauvegardes\u{00A0}: \(backups) (par défaut)",
                "Sauvegardes gardées\u{00A0}: 7,4,12",
            ])
        let json = try sandbox.succeed(["settings", "--json"], environment: ["LC_ALL": "fr_FR.UTF-8"])
        let values = try JSONDecoder().decode(SettingsJSON.self, from: json.outputData)
        #expect(values == .init(weekStart: "monday", dayStart: 0, language: "auto"))
    }

    @Test("help, --help and -h print the overview; nothing is opened or created")
    func help() throws {
        let sandbox = try Sandbox()
        let help = try sandbox.succeed(["help"])
        #expect(help.lines.first == "kado — a habit tracker")
        #expect(help.lines.contains("Usage: kado [global options] COMMAND [arguments] [options]"))
        for name in Self.commands {
            #expect(help.lines.contains { $0.hasPrefix("  \(name) ") }, "kado help lists \(name)")
        }
        for option in ["--db PATH", "--now ISO-8601", "--json", "--no-color", "-h, --help"] {
            #expect(help.lines.contains { $0.hasPrefix("  \(option)") }, "kado help lists \(option)")
        }
        #expect(try sandbox.succeed(["--help"]).output == help.output)
        #expect(try sandbox.succeed(["-h"]).output == help.output)
        #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath))
    }

    static let commands = [
        "today", "add", "edit", "archive", "unarchive", "delete", "trash", "move", "list", "done", "undo", "log",
        "skip", "note",
        "show", "overview", "settings", "completion", "help",
    ]

    @Test("help COMMAND and COMMAND --help print the command's usage", arguments: commands)
    func helpCommand(name: String) throws {
        let sandbox = try Sandbox()
        let help = try sandbox.succeed(["help", name])
        #expect(help.lines.first?.hasPrefix("Usage: kado \(name)") == true)
        #expect(help.lines.contains("Global options:"))
        #expect(try sandbox.succeed([name, "--help"]).output == help.output)
        // --help wins over any other mistake on the line.
        #expect(try sandbox.succeed([name, "--bogus", "-h"]).output == help.output)
        #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath))
    }

    /// A shell, and how to check a script's syntax with it.
    static let shells: [(String, [String], [String])] = [
        ("bash", ["/bin/bash", "/usr/bin/bash"], ["-n"]),
        ("zsh", ["/bin/zsh", "/usr/bin/zsh", "/usr/local/bin/zsh"], ["-n"]),
        ("fish", ["/usr/bin/fish", "/bin/fish", "/usr/local/bin/fish"], ["--no-execute"]),
    ]

    @Test("completion prints a script for the shell, which the shell parses", arguments: shells)
    func completion(shell: String, candidates: [String], check: [String]) throws {
        let sandbox = try Sandbox()
        let script = try sandbox.succeed(["completion", shell]).output
        for name in Self.commands {
            #expect(script.contains(name), "the \(shell) script offers \(name)")
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath))
        guard let executable = ProgramRunner.executable(candidates) else {
            if shell == "bash" { Issue.record("bash is needed to check the bash script") }
            return
        }
        let file = sandbox.file("kado.\(shell)")
        try Data(script.utf8).write(to: file)
        let parsed = try ProgramRunner.run(
            executable, check + [file.path], environment: ["PATH": "/usr/bin:/bin", "HOME": sandbox.folder.path],
            scratch: sandbox.scratch)
        #expect(parsed.status == 0, "\(shell) rejects the script: \(parsed.error)")
    }

    @Test(
        "on a terminal kado colours (never with NO_COLOR) and delete asks before deleting",
        .enabled(if: ProgramRunner.executable(["/usr/bin/script", "/bin/script"]) != nil))
    func terminal() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        let script = try #require(ProgramRunner.executable(["/usr/bin/script", "/bin/script"]))
        let kado = try KadoBinary.require()
        func onTerminal(_ command: String, noColor: Bool, input: String? = nil) throws -> RunResult {
            var environment = sandbox.environment()
            if !noColor { environment["NO_COLOR"] = nil }
            environment["TERM"] = "xterm"
            return try ProgramRunner.run(
                script, ["-qec", "\(kado) \(command)", "/dev/null"], environment: environment,
                input: input.map { Data($0.utf8) }, scratch: sandbox.scratch)
        }
        #expect(try onTerminal("today", noColor: false).output.contains("\u{1B}["))
        #expect(try !onTerminal("today", noColor: true).output.contains("\u{1B}["))
        #expect(try !onTerminal("today --no-color", noColor: false).output.contains("\u{1B}["))

        let kept = try onTerminal("delete Read", noColor: true, input: "n\n")
        #expect(
            kept.output.contains(
                "Delete \"Read\"? It goes to the trash with its 0 records for 30 days. [y/N] Nothing deleted."))
        #expect(try sandbox.succeed(["list", "--names"]).lines == ["Read"])
        let deleted = try onTerminal("delete Read", noColor: true, input: "y\n")
        #expect(deleted.output.contains("Moved Read to the trash, with its history, for 30 days."))
        #expect(try sandbox.succeed(["list", "--names"]).output.isEmpty)
    }

    @Test("a file that is not Kadō's is refused without being touched: exit 65 (SQLite) or 74 (folder, not SQLite)")
    func unusableFiles() throws {
        let sandbox = try Sandbox()
        let folder = try sandbox.kado(["--db", sandbox.dataFolder.path, "today"])
        #expect(folder.status == 74)
        #expect(folder.errorLines == ["kado: cannot open \(sandbox.dataFolder.path): it is a folder"])

        let text = sandbox.dataFolder.appendingPathComponent("notes.txt")
        try Data(String(repeating: "not a database\n", count: 100).utf8).write(to: text)
        let before = try sandbox.snapshot()
        let notSQLite = try sandbox.kado(["today"], environment: ["KADO_DB": text.path])
        #expect(notSQLite.status == 74)
        #expect(notSQLite.errorLines.count == 1)
        #expect(notSQLite.error.hasPrefix("kado: cannot open \(text.path)"))
        #expect(try sandbox.snapshot() == before)

        guard let sqlite = ProgramRunner.executable(["/usr/bin/sqlite3", "/bin/sqlite3", "/usr/local/bin/sqlite3"])
        else { return }
        let other = sandbox.dataFolder.appendingPathComponent("other.sqlite").path
        _ = try ProgramRunner.run(sqlite, [other, "CREATE TABLE t(x);"], environment: [:], scratch: sandbox.scratch)
        let snapshot = try sandbox.snapshot()
        let foreign = try sandbox.kado(["done", "Read"], environment: ["KADO_DB": other])
        #expect(foreign.status == 65)
        #expect(
            foreign.errorLines == [
                "kado: \(other) is an SQLite database that Kadō did not create; choose another file with --db"
            ])
        #expect(try sandbox.snapshot() == snapshot)

        try sandbox.succeed(["add", "Read"])
        _ = try ProgramRunner.run(
            sqlite, [sandbox.databasePath, "INSERT INTO kado_migrations VALUES ('v99 from the future', 'x');"],
            environment: [:], scratch: sandbox.scratch)
        let newer = try sandbox.snapshot()
        #expect(
            newer.keys.sorted() == [
                "backups/kado-auto-2026-04-10.json", "kado.sqlite", "kado.sqlite.checked", "notes.txt", "other.sqlite",
            ])
        let refused = try sandbox.kado(["done", "Read"])
        #expect(refused.status == 65)
        #expect(refused.errorLines.count == 1)
        #expect(refused.error.contains("v99 from the future") && refused.error.contains("newer version"))
        let after = try sandbox.snapshot()
        #expect(after["kado.sqlite"] == newer["kado.sqlite"], "the database file is byte-for-byte unchanged")
        #expect(after.keys.sorted() == newer.keys.sorted(), "no -wal or -shm file is left beside it")
    }
}

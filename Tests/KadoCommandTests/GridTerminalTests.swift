import Foundation
import KadoBackup
import KadoCore
import KadoTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `kado tui` driven through a real terminal (tmux): each key, resizes, small and large screens,
/// NO_COLOR, and the terminal restored on every way out (Friday 2026-04-10, 09:00 UTC).
@Suite("kado tui in a real terminal", .tags(.endToEnd), .endToEndTierOnly, .serialized)
struct GridTerminalTests {
    /// Read (yes/no), Water (a counter of 8 glasses) and Walk (a timer of 20 minutes).
    static func prepared() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["add", "Water", "--type", "counter:8", "--unit", "glasses"])
        try sandbox.succeed(["add", "Walk", "--type", "timer:20"])
        return sandbox
    }

    /// Each record of the database: habit, day, value and note, in order.
    static func records(_ sandbox: Sandbox) throws -> [String] {
        let store = try sandbox.openStore()
        return try store.habits(includingArchived: true).flatMap { habit in
            try store.completions(of: habit.id).map { record in
                "\(habit.name) \(record.day) \(ValueText.of(record.value))" + (record.note.map { " “\($0)”" } ?? "")
            } + store.skips(of: habit.id).map { "\(habit.name) skipped \($0.days.first)…\($0.days.last)" }
        }
    }

    enum ValueText {
        static func of(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }
    }

    @Test("each key: move, toggle, a value, skip, note, undo, add, filter, weeks, months, help, quit")
    func everyKey() throws {
        let sandbox = try Self.prepared()
        let terminal = try TmuxTerminal(sandbox)
        var screen = try terminal.waitFor("Kadō  Friday 10 April 2026")
        #expect(screen[3].hasPrefix("› Read"))
        #expect(screen.last?.hasPrefix("␣ toggle  ⏎ value") == true)
        #expect(screen[3].contains("›○"))

        try terminal.press("Space")
        screen = try terminal.waitFor("Read on 2026-04-10: done.")
        #expect(screen[3].contains("›●"))

        try terminal.press("j")
        try terminal.waitFor("Water  Fri 2026-04-10")
        try terminal.press("5", "Enter")
        screen = try terminal.waitFor("Water on 2026-04-10: 5 glasses.")
        #expect(screen[4].contains("›5"))
        try terminal.press("Space")
        try terminal.waitFor("Water on 2026-04-10: 6 glasses.")

        try terminal.press("Down", "Enter")
        try terminal.waitFor("Value for Walk on 2026-04-10: ▏")
        try terminal.type("25")
        try terminal.waitFor("Value for Walk on 2026-04-10: 25▏")
        try terminal.press("Enter")
        try terminal.waitFor("Walk on 2026-04-10: 25 min.")

        try terminal.press("k", "k", "h")
        try terminal.waitFor("Read  Thu 2026-04-09")
        try terminal.press("s")
        // Before the habit's first day the skip is written, and the day stays outside its life (·).
        try terminal.waitFor("Read skipped on 2026-04-09.")
        try terminal.press("Left", "Enter")
        try terminal.waitFor("Read on 2026-04-08: done.")
        try terminal.press("u")
        try terminal.waitFor("Undid: ")

        try terminal.press("Right", "Right", "n")
        try terminal.waitFor("Note for Read on 2026-04-10: ▏")
        try terminal.type("Good book")
        try terminal.press("Enter")
        try terminal.waitFor("Note saved for Read on 2026-04-10.")
        try terminal.press("n")
        try terminal.type("never saved")
        try terminal.press("Escape")
        try terminal.waitFor("Read  Fri 2026-04-10")

        try terminal.press("a")
        try terminal.waitFor("New habit's name: ▏")
        try terminal.type("Stretch")
        try terminal.press("Enter")
        screen = try terminal.waitFor("Added Stretch (daily, yes/no).")
        #expect(screen[6].hasPrefix("› Stretch"))
        try terminal.press("u")
        screen = try terminal.waitFor("Undid: ")
        #expect(!screen.dropLast(2).contains { $0.contains("Stretch") })

        try terminal.press("/")
        try terminal.type("wa")
        screen = try terminal.waitFor("Filter: wa▏")
        #expect(screen[0].hasSuffix("filter: wa"))
        #expect(screen[3].hasPrefix("› Water") && screen[4].hasPrefix("  Walk") && !screen[5].contains("Read"))
        try terminal.press("Escape")
        try terminal.waitForScreen("the filter cleared") { $0[3].hasPrefix("› Read") && !$0[0].contains("filter") }

        try terminal.press("w")
        screen = try terminal.waitFor("Kadō  Friday 10 April 2026  weeks")
        #expect(screen[3].hasPrefix("› Read"))
        try terminal.press("m")
        try terminal.waitFor("Kadō  Friday 10 April 2026  months")
        try terminal.press("d", "?")
        try terminal.waitFor("any key closes this help")
        try terminal.press("x")
        try terminal.waitFor("␣ toggle")

        try terminal.press("H")
        screen = try terminal.waitForScreen("the days moved back") { $0[3].contains("›") && !$0[2].contains("10") }
        try terminal.press("L")
        try terminal.waitForScreen("the days back on today") { $0[2].contains(" 10") }

        try terminal.press("q")
        #expect(try terminal.exitStatus() == 0)
        let settings = try terminal.terminalSettings()
        #expect(settings.before == settings.after)
        #expect(
            try Self.records(sandbox) == [
                "Read 2026-04-10 1 “Good book”", "Read skipped 2026-04-09…2026-04-09", "Water 2026-04-10 6",
                "Walk 2026-04-10 1500",
            ])
        // The widget snapshot, published after each frame, followed every change: the status line
        // reads it alone, never the database.
        #expect(try sandbox.succeed(["widget"]).output == "Kadō 2/3 ✓Read ◐Water ✓Walk\n")
    }

    @Test("a resize redraws at once: 80 × 24, then 40 × 12 (names cut, still usable), then 200 × 60")
    func resize() throws {
        let sandbox = try Self.prepared()
        try sandbox.succeed(["add", "Practise the piano every single evening"])
        let terminal = try TmuxTerminal(sandbox)
        try terminal.waitFor("  Practise the piano")
        try terminal.resize(columns: 40, rows: 12)
        var screen = try terminal.waitFor("  Practise t…")
        #expect(screen.allSatisfy { $0.count <= 40 })
        #expect(screen.count <= 12)
        try terminal.press("Space")
        try terminal.waitFor("Read on 2026-04-10: done.")
        try terminal.resize(columns: 200, rows: 60)
        screen = try terminal.waitFor("Practise the piano ever…")
        #expect(screen[2].hasPrefix(String(repeating: " ", count: 26)))
        #expect(screen[2].split(separator: " ").count > 30)
        try terminal.press("C-c")
        #expect(try terminal.exitStatus() == 0)
        #expect(try Self.records(sandbox) == ["Read 2026-04-10 1"])
    }

    @Test("40 × 12 and 200 × 60 from the start")
    func sizes() throws {
        let sandbox = try Self.prepared()
        let small = try TmuxTerminal(sandbox, columns: 40, rows: 12)
        let screen = try small.waitFor("Kadō  Friday 10 April 2026")
        #expect(screen[1] == "         Mo  Tu  We  Th  Fr")
        #expect(screen.last == "␣ toggle  ⏎ value  s skip  n note  u un…")
        let large = try TmuxTerminal(sandbox, columns: 200, rows: 60)
        let wide = try large.waitFor("Kadō  Friday 10 April 2026")
        #expect(
            wide.last == "␣ toggle  ⏎ value  s skip  n note  u undo  a add  / filter  w/m weeks/months  ? help  q quit")
        try small.press("q")
        try large.press("q")
        #expect(try small.exitStatus() == 0)
        #expect(try large.exitStatus() == 0)
    }

    @Test("colours per habit unless NO_COLOR is set")
    func colours() throws {
        let sandbox = try Self.prepared()
        try sandbox.succeed(["done", "Read"])
        let plain = try TmuxTerminal(sandbox)
        let coloured = try TmuxTerminal(sandbox, environment: ["NO_COLOR": ""])
        let plainScreen = try plain.waitForScreen("the first screen", escapes: true) {
            $0.contains { $0.contains("Kadō") }
        }
        #expect(!plainScreen.joined().contains("\u{1B}[34m"))
        let colouredScreen = try coloured.waitForScreen("the first screen in colour", escapes: true) {
            $0.contains { $0.contains("Kadō") }
        }
        #expect(colouredScreen.joined().contains("\u{1B}[34m"))
        try plain.press("q")
        try coloured.press("q")
        #expect(try plain.exitStatus() == 0 && coloured.exitStatus() == 0)
    }

    struct Ending: Sendable, CustomTestStringConvertible {
        let name: String
        /// tmux keys, or nil to send `signal` to kado.
        let keys: [String]?
        let signal: Int32
        let status: Int32
        var testDescription: String { name }
    }

    static let endings: [Ending] = [
        Ending(name: "q", keys: ["q"], signal: 0, status: 0),
        Ending(name: "Ctrl-C", keys: ["C-c"], signal: 0, status: 0),
        Ending(name: "Ctrl-C in a prompt", keys: ["n", "x", "C-c"], signal: 0, status: 0),
        Ending(name: "SIGTERM", keys: nil, signal: SIGTERM, status: 128 + SIGTERM),
        Ending(name: "SIGHUP", keys: nil, signal: SIGHUP, status: 128 + SIGHUP),
        Ending(name: "SIGINT from kill", keys: nil, signal: SIGINT, status: 128 + SIGINT),
        Ending(name: "a crash (SIGSEGV)", keys: nil, signal: SIGSEGV, status: 128 + SIGSEGV),
        Ending(name: "a crash (SIGABRT)", keys: nil, signal: SIGABRT, status: 128 + SIGABRT),
    ]

    @Test("the terminal is restored on every way out: stty -a agrees, the main screen is back", arguments: endings)
    func restored(_ ending: Ending) throws {
        let sandbox = try Self.prepared()
        let terminal = try TmuxTerminal(sandbox)
        try terminal.waitFor("Kadō  Friday 10 April 2026")
        if let keys = ending.keys {
            for key in keys { try terminal.press(key) }
        } else {
            #expect(kill(try terminal.kadoProcess(), ending.signal) == 0)
        }
        #expect(try terminal.exitStatus() == ending.status)
        let settings = try terminal.terminalSettings()
        #expect(settings.before == settings.after)
        #expect(settings.after.contains(" echo ") && settings.after.contains(" icanon "))
        // The alternate screen is left: the grid is no longer on the screen.
        try terminal.waitForScreen("the main screen back") { !$0.contains { $0.contains("Kadō") } }
        #expect(try Self.records(sandbox).isEmpty)
    }

    @Test("N edits the day's note in $EDITOR, the grid suspended meanwhile and back after")
    func editor() throws {
        let sandbox = try Self.prepared()
        let editor = sandbox.file("editor.sh")
        try "#!/bin/sh\nprintf 'A long note\\nover two lines\\n' > \"$1\"\n".write(
            to: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor.path)
        let terminal = try TmuxTerminal(sandbox, environment: ["EDITOR": editor.path])
        try terminal.waitFor("Kadō  Friday 10 April 2026")
        try terminal.press("N")
        try terminal.waitFor("Note saved for Read on 2026-04-10.")
        try terminal.press("q")
        #expect(try terminal.exitStatus() == 0)
        let settings = try terminal.terminalSettings()
        #expect(settings.before == settings.after)
        #expect(try Self.records(sandbox) == ["Read 2026-04-10 0 “A long note\nover two lines”"])
    }

    /// A sandbox and its database's backups folder (`data/backups`), with today's backup (written
    /// by the setup's commands) removed, so that the TUI's first change writes it.
    static func backupSandbox(history: Bool = false) throws -> (Sandbox, String) {
        let sandbox = try Self.prepared()
        let folder = sandbox.dataFolder.appendingPathComponent("backups").path
        if history { try BackupKillTests.importHistory(into: sandbox) }
        try FileManager.default.removeItem(atPath: folder + "/kado-auto-2026-04-10.json")
        return (sandbox, folder)
    }

    /// The names in `folder`: the backups, and whatever else a write left.
    static func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test("the day's first change writes its backup in the background, and the status line says it was written")
    func backupStatus() throws {
        let (sandbox, folder) = try Self.backupSandbox()
        let terminal = try TmuxTerminal(sandbox)
        try terminal.waitFor("Kadō  Friday 10 April 2026")
        try terminal.press("Space")
        let screen = try terminal.waitFor("Backup of 2026-04-10 written.")
        #expect(screen[screen.count - 2].hasPrefix("Read on 2026-04-10: done."))
        // The note was read: the next key clears it.
        try terminal.press("j")
        try terminal.waitForScreen("the note cleared") { !$0.contains { $0.contains("Backup of") } }
        try terminal.press("q")
        #expect(try terminal.exitStatus() == 0)
        #expect(try Self.names(in: folder) == ["kado-auto-2026-04-10.json"])
        let backup = try Data(contentsOf: URL(fileURLWithPath: folder + "/kado-auto-2026-04-10.json"))
        #expect(String(decoding: backup, as: UTF8.self).contains("\"2026-04-10\""))
    }

    @Test("in French, a backup that cannot be written is said on the status line, not over the screen, and after")
    func backupFailure() throws {
        let sandbox = try Self.prepared()
        let blocked = sandbox.file("blocked")
        try Data("not a folder".utf8).write(to: blocked)
        try sandbox.succeed(["settings", "language", "fr"])
        // This change's own backup fails (said by that command); what it kept is forgotten, so
        // that the TUI's change tries again at once.
        _ = try sandbox.kado(["settings", "backup-folder", blocked.path])
        try FileManager.default.removeItem(at: sandbox.dataFolder.appendingPathComponent("kado.backup-status.json"))
        let terminal = try TmuxTerminal(sandbox)
        let first = try terminal.waitFor("Kadō  ")
        try terminal.press("Space")
        let screen = try terminal.waitFor("Échec de la sauvegarde\u{00A0}: la sauvegarde ")
        // Nothing was written over the grid: everything above the status line is as it was.
        #expect(Array(screen.prefix(3)) == Array(first.prefix(3)))
        #expect(!screen.contains { $0.hasPrefix("kado") })
        try terminal.press("q")
        #expect(try terminal.exitStatus() == 0)
        // Back on the normal screen, the failure is said once more.
        try terminal.waitFor("kado\u{00A0}: la sauvegarde ")
        #expect(try sandbox.succeed(["backup", "list"]).output.contains("a échoué"))
    }

    @Test(
        "quitting while the backup is written finishes it or abandons it: never a part of one, the terminal restored",
        arguments: [["q"], ["C-c"], nil])
    func quitDuringBackup(_ keys: [String]?) throws {
        let (sandbox, folder) = try Self.backupSandbox(history: true)
        let terminal = try TmuxTerminal(sandbox)
        try terminal.waitFor("Kadō  Friday 10 April 2026")
        try terminal.press("Space")
        try terminal.waitFor("Writing the backup of 2026-04-10…")
        if let keys {
            for key in keys { try terminal.press(key) }
        } else {
            #expect(kill(try terminal.kadoProcess(), SIGTERM) == 0)
        }
        #expect(try terminal.exitStatus() == (keys == nil ? 128 + SIGTERM : 0))
        let settings = try terminal.terminalSettings()
        #expect(settings.before == settings.after)
        let screen = try terminal.waitForScreen("the main screen back") { !$0.contains { $0.contains("Kadō  ") } }
        let names = try Self.names(in: folder)
        // No temporary file, no lock: either the whole backup, or none and a word after the grid.
        if names.isEmpty {
            #expect(screen.joined().contains("kado tui ended before the backup of 2026-04-10 was written"))
        } else {
            #expect(names == ["kado-auto-2026-04-10.json"])
            let file = try sandbox.succeed(["backup", "list"])
            #expect(file.output.contains("kado-auto-2026-04-10.json"))
            _ = try KadoJSONBackup.decode(
                Data(contentsOf: URL(fileURLWithPath: folder + "/kado-auto-2026-04-10.json")),
                timeZone: TestCalendars.zone("UTC"))
        }
        #expect(try Self.records(sandbox).contains("Read 2026-04-10 1"))
    }

    @Test("not a terminal: a clear message, exit 1, nothing written")
    func notATerminal() throws {
        let sandbox = try Self.prepared()
        let before = try sandbox.snapshot()
        let result = try sandbox.kado(["tui"])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(
            result.error
                == "kado: kado tui needs a terminal on standard input and output; for scripts, use kado today, "
                + "kado todo or kado overview.\n")
        #expect(try sandbox.snapshot() == before)
    }
}

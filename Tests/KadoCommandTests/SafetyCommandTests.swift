import Foundation
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

/// Runs `script` with `sh -c`, `$0` being the built `kado`, in the sandbox's environment.
private func shell(_ script: String, in sandbox: Sandbox) throws -> RunResult {
    try ProgramRunner.run(
        "/bin/sh", ["-c", script, try KadoBinary.require()], environment: sandbox.environment(),
        scratch: sandbox.scratch)
}

@Suite("Output that cannot be written: a message and exit 74, never a crash", .tags(.endToEnd), .endToEndTierOnly)
struct OutputFailureCommandTests {
    static let commands: [String] = [
        "today", "list", "list --names", "show Read", "overview", "export -o -", "export --format csv -o -",
        "completion bash", "completion zsh", "settings", "--help", "done Read",
    ]

    func sandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["add", "Water", "--type", "counter:8"])
        return sandbox
    }

    @Test("a full device (/dev/full)", arguments: commands)
    func fullDevice(command: String) throws {
        let sandbox = try sandbox()
        let result = try shell("\"$0\" \(command) > /dev/full", in: sandbox)
        #expect(result.exited)
        #expect(result.status == 74, "\(result)")
        // A warning written before (CSV's omissions) may come first.
        #expect(result.errorLines.last == "kado: cannot write to standard output: no space left on device", "\(result)")
        #expect(!result.error.contains("Fatal error"))
    }

    @Test(
        "a closed standard output: refused before anything is done", arguments: ["today", "done Read", "export -o -"])
    func closedOutput(command: String) throws {
        let sandbox = try sandbox()
        let before = try sandbox.snapshot()
        let result = try shell("\"$0\" \(command) >&-", in: sandbox)
        #expect(result.status == 74, "\(result)")
        #expect(result.errorLines == ["kado: cannot write to standard output: it is closed"])
        #expect(try sandbox.snapshot() == before)
    }

    @Test("with the language French, a full device and a closed output are said in French")
    func french() throws {
        let sandbox = try sandbox()
        try sandbox.succeed(["settings", "language", "fr"])
        let full = try shell("\"$0\" list > /dev/full", in: sandbox)
        #expect(full.status == 74, "\(full)")
        #expect(
            full.errorLines.last
                == "kado\u{00A0}: impossible d’écrire sur la sortie standard\u{00A0}: "
                + "«\u{00A0}no space left on device\u{00A0}»", "\(full)")
        let before = try sandbox.snapshot()
        let closed = try shell("\"$0\" done Read >&-", in: sandbox)
        #expect(closed.status == 74, "\(closed)")
        #expect(
            closed.errorLines == ["kado\u{00A0}: impossible d’écrire sur la sortie standard\u{00A0}: elle est fermée"])
        #expect(try sandbox.snapshot() == before)
    }

    @Test("a reader that went away (| head): no message, no crash", arguments: ["list", "export -o -", "today"])
    func brokenPipe(command: String) throws {
        let sandbox = try sandbox()
        let status = sandbox.file("status").path
        // The reader is gone before kado writes: the write fails with EPIPE every time.
        let result = try shell("{ sleep 0.3; \"$0\" \(command); echo $? > '\(status)'; } | true", in: sandbox)
        #expect(result.error.isEmpty, "\(result)")
        let code = try String(contentsOfFile: status, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(code == "141")
        let head = try shell("\"$0\" list | head -1", in: sandbox)
        #expect(head.error.isEmpty && head.lines.count == 1, "\(head)")
    }
}

@Suite(
    "A database that cannot be written, with the real permissions of another user", .tags(.endToEnd), .endToEndTierOnly)
struct ReadOnlyDatabaseCommandTests {
    /// `setpriv` runs kado as `nobody`, whom permission bits do stop (the tests run as root).
    static let canDropPrivileges =
        getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
        && KadoBinary.path.map { path in
            (try? ProgramRunner.run(
                "/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", path, "--help"],
                environment: ["PATH": "/usr/bin:/bin"], scratch: FileManager.default.temporaryDirectory))?.status == 0
        } ?? false

    func asNobody(_ arguments: [String], in sandbox: Sandbox) throws -> RunResult {
        try ProgramRunner.run(
            "/usr/bin/setpriv",
            ["--reuid=65534", "--regid=65534", "--clear-groups", try KadoBinary.require()] + arguments,
            environment: sandbox.environment(), scratch: sandbox.scratch)
    }

    enum Blocked: String, CaseIterable { case file, folder, both }

    @Test(
        "reading commands show it, writing ones say why not, and no file changes",
        .enabled(if: canDropPrivileges), arguments: Blocked.allCases)
    func readOnly(_ blocked: Blocked) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["done", "Read", "2026-04-09"])
        // A backup nobody may read, outside the data folder, for the import's dry run.
        let backup = sandbox.scratch.appendingPathComponent("backup.json").path
        try sandbox.succeed(["export", "-o", backup])
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: backup)
        // The folders above must let nobody in; the data folder and file keep their own modes.
        for url in [sandbox.folder, sandbox.scratch] {
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: url.path)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.dataFolder.path)
        if blocked != .folder {
            for name in files {
                try FileManager.default.setAttributes(
                    [.posixPermissions: 0o444], ofItemAtPath: sandbox.dataFolder.appendingPathComponent(name).path)
            }
        }
        try FileManager.default.setAttributes(
            [.posixPermissions: blocked == .file ? 0o777 : 0o555], ofItemAtPath: sandbox.dataFolder.path)
        if blocked == .folder {
            for name in files {
                try FileManager.default.setAttributes(
                    [.posixPermissions: 0o666], ofItemAtPath: sandbox.dataFolder.appendingPathComponent(name).path)
            }
        }
        let before = try FileManager.default.contentsOfDirectory(atPath: sandbox.dataFolder.path).sorted()
        let bytes = try sandbox.snapshot()
        for command in [
            ["today"], ["list"], ["show", "Read"], ["overview"], ["export", "-o", "-"], ["settings"],
            ["import", backup, "--dry-run"],
        ] {
            let result = try asNobody(command, in: sandbox)
            #expect(result.status == 0 && result.error.isEmpty, "\(command) \(blocked): \(result)")
        }
        for command in [["done", "Read"], ["add", "Run"], ["settings", "language", "fr"], ["import", backup]] {
            let result = try asNobody(command, in: sandbox)
            #expect(result.status == 74, "\(command) \(blocked): \(result)")
            #expect(result.errorLines.count == 1)
            #expect(result.error.hasPrefix("kado: cannot write \(sandbox.databasePath): "), "\(result)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.dataFolder.path).sorted() == before)
        #expect(try sandbox.snapshot() == bytes)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sandbox.dataFolder.path)
    }
}

@Suite(
    "Text that would control the terminal is refused on input and escaped on output", .tags(.endToEnd),
    .endToEndTierOnly)
struct ControlTextCommandTests {
    static let controlTexts: [String] = [
        "Read\u{1B}[31m", "Read\u{1B}]0;owned\u{07}", "Read\u{07}", "Read\rX", "Read\u{08}", "Read\u{9B}2J",
        "Read\u{202E}gnp", "Read\u{2028}x", "Read\nx", "Read\u{7F}",
    ]

    @Test(
        "add, edit, a unit and a note refuse it in one line naming the field, and nothing is written",
        arguments: controlTexts)
    func refused(text: String) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Water", "--type", "counter:8"])
        let before = try sandbox.snapshot()
        let escaped = TextRules.escaped(text)
        for (arguments, field) in [
            (["add", text], "name"), (["edit", "Water", "--name", text], "name"),
            (["add", "Tea", "--type", "counter:3", "--unit", text], "unit"),
        ] {
            let result = try sandbox.kado(arguments)
            #expect(result.status == 64, "\(arguments): \(result)")
            #expect(result.errorLines.count == 1, "\(result)")
            #expect(result.error.contains("\(field) \"\(escaped)\""), "\(result)")
            #expect(!result.error.dropLast().unicodeScalars.contains(where: TextRules.isControl))
        }
        if !text.contains("\n") {
            let note = try sandbox.kado(["note", "Water", text])
            #expect(note.status == 64, "\(note)")
            #expect(!note.error.dropLast().unicodeScalars.contains(where: TextRules.isControl))
        }
        #expect(try sandbox.snapshot() == before)
    }

    @Test("a name stored before the rule is printed escaped by every screen", arguments: controlTexts)
    func escapedOnOutput(text: String) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Plain"])
        do {
            let store = try sandbox.openStore()
            try store.write { writer in
                try writer.insert(
                    Habit(
                        name: text, type: .counter(target: 2), unit: "u\u{1B}[0m",
                        createdAt: Date(timeIntervalSince1970: 0),
                        sortOrder: 5))
            }
        }
        // A change publishes the widget snapshot, with every habit.
        try sandbox.succeed(["done", "Plain"])
        let escaped = TextRules.escaped(text)
        for arguments in [
            ["today"], ["list"], ["list", "--names"], ["show", "Read"], ["overview"],
            ["widget"], ["stats", "Read"], ["archive", "Read"],
        ] {
            let result = try sandbox.kado(arguments)
            let printed = result.output + result.error
            #expect(
                !printed.unicodeScalars.contains { TextRules.isControl($0) && $0 != "\n" }, "\(arguments): \(result)")
            #expect(printed.contains(escaped), "\(arguments): \(result)")
        }
        let names = try sandbox.succeed(["list", "--names", "--archived"])
        #expect(names.lines.count == 2)
    }
}

@Suite("A damaged database is reported, not written to", .tags(.endToEnd), .endToEndTierOnly)
struct DamagedDatabaseCommandTests {
    /// How the pages after the first (which holds the header and schema, so SQLite opens the
    /// file) are overwritten: entirely, or only their b-tree page headers.
    enum Damage: String, CaseIterable { case everyPage, pageHeaders }

    @Test(
        "every command reports it in one line with exit 65, and the file keeps its bytes",
        arguments: Damage.allCases)
    func damaged(_ damage: Damage) throws {
        let sandbox = try Sandbox()
        for index in 1...20 { try sandbox.succeed(["add", "Habit \(index)"]) }
        for index in 1...20 { try sandbox.succeed(["done", "Habit \(index)", "2026-04-09"]) }
        // A backup taken before the damage, to import into the damaged file.
        let backup = sandbox.file("backup.json")
        try sandbox.succeed(["export", "-o", backup.path])
        try sandbox.succeed(["add", "Later"])
        let url = URL(fileURLWithPath: sandbox.databasePath)
        var bytes = try Data(contentsOf: url)
        let pageSize = 4096
        let pages = bytes.count / pageSize
        let length = damage == .everyPage ? pageSize : 12
        var noise = SystemRandomNumberGenerator()
        for page in 1..<pages {
            for offset in page * pageSize..<page * pageSize + length { bytes[offset] = noise.next() }
            bytes[page * pageSize] = 0xFF  // no page type: SQLite cannot take it for a sound page
        }
        try bytes.write(to: url)
        let before = try sandbox.snapshot()
        var reported = 0
        for arguments in [
            ["done", "Habit 3"], ["add", "New"], ["log", "Habit 4", "0"], ["today"], ["list"],
            ["import", backup.path], ["import", backup.path, "--dry-run"],
        ] {
            let result = try sandbox.kado(arguments)
            #expect(result.exited && !result.error.contains("Fatal error"), "\(arguments): \(result)")
            if result.status != 0 {
                #expect(result.status == 65 || result.status == 64, "\(arguments): \(result)")
                #expect(result.errorLines.count == 1, "\(arguments): \(result)")
                if result.status == 65 {
                    #expect(result.error.contains("is damaged"), "\(arguments): \(result)")
                    reported += 1
                }
            }
        }
        #expect(reported > 0)
        // An import checks the whole file before it writes anything.
        let imported = try sandbox.kado(["import", backup.path])
        #expect(imported.status == 65 && imported.error.contains("is damaged"), "\(imported)")
        // Beside the file, the note that it is damaged may now say so to every later write.
        var after = try sandbox.snapshot()
        after.removeValue(forKey: "kado.sqlite.damaged")
        #expect(after == before)
    }
}

/// Damage a read meets but a write would not (a page of the newest records): once `kado today`
/// reported it, every write refuses — from the command line and from the API — with the same
/// message and exit code (or answer) as the read, and the file keeps its bytes.
@Suite("A damaged database is not written to, by any way in", .tags(.endToEnd), .endToEndTierOnly, .serialized)
struct DamagedDatabaseWriteTests {
    /// A sandbox of 30 habits (one a counter) checked in for nine days, then one page overwritten
    /// with noise: the last page, counting back, whose damage `kado today` reports. Returns the
    /// line `today` printed.
    static func damagedSandbox() throws -> (sandbox: Sandbox, todayError: String) {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Water", "--type", "counter:8"])
        for index in 1...29 { try sandbox.succeed(["add", "Habit \(index)", "-q"]) }
        for day in 1...9 {
            for index in 1...29 { try sandbox.succeed(["done", "Habit \(index)", "2026-04-0\(day)", "-q"]) }
        }
        let url = URL(fileURLWithPath: sandbox.databasePath)
        let whole = try Data(contentsOf: url)
        let pageSize = 4096
        var noise = SeededGenerator(seed: 0x4441_4D41_4745)
        for page in stride(from: whole.count / pageSize - 1, to: 1, by: -1) {
            for name in try FileManager.default.contentsOfDirectory(atPath: sandbox.dataFolder.path)
            where name.hasPrefix("kado.sqlite") {
                try FileManager.default.removeItem(at: sandbox.dataFolder.appendingPathComponent(name))
            }
            var bytes = whole
            for offset in page * pageSize..<(page + 1) * pageSize { bytes[offset] = UInt8(noise.int(in: 0...255)) }
            try bytes.write(to: url)
            let today = try sandbox.kado(["today"])
            if today.status == 65 { return (sandbox, today.error) }
        }
        Issue.record("no damaged page made kado today fail")
        throw CommandFailed(arguments: ["today"], result: try sandbox.kado(["today"]))
    }

    /// Every command that writes, as a person types it.
    static let writes: [[String]] = [
        ["done", "Habit 3"], ["done", "Habit 4", "2026-04-10"], ["undo", "Habit 5", "2026-04-09"],
        ["toggle", "Habit 6"], ["log", "Water", "+2"], ["skip", "Habit 7"], ["note", "Habit 8", "tired"],
        ["add", "New habit"], ["edit", "Habit 9", "--name", "Renamed"], ["archive", "Habit 10"],
        ["move", "Habit 11", "1"], ["delete", "Habit 12", "--yes"], ["settings", "day-start", "4"],
    ]

    @Test("every write of the command line refuses as today does, exit 65, and nothing is written")
    func commandLine() throws {
        let (sandbox, todayError) = try Self.damagedSandbox()
        #expect(todayError.contains("is damaged (") && todayError.contains("nothing was written to it"))
        let before = try sandbox.snapshot()
        #expect(before["kado.sqlite.damaged"] != nil, "the note beside the file")
        for arguments in Self.writes {
            let result = try sandbox.kado(arguments)
            #expect(result.status == 65, "\(arguments): \(result)")
            #expect(result.error == todayError, "\(arguments): \(result)")
            #expect(try sandbox.snapshot() == before, "\(arguments)")
        }
    }

    @Test("the API's check-ins refuse as its reads do, with store.damaged, and nothing is written")
    func api() throws {
        let (sandbox, _) = try Self.damagedSandbox()
        let before = try sandbox.snapshot()
        let server = try ServeCommandTests.Server(sandbox, ["--port", "0"])
        defer { server.stop() }
        let port = try #require(server.port())
        let base = "http://127.0.0.1:\(port)/api"
        let read = try #require(ServeCommandTests.get("\(base)/today"))
        #expect(read.status == 500 && read.body.contains("store.damaged"), "\(read)")
        let message = try #require(Self.message(in: read.body))
        for (path, body) in [
            ("habits/Habit%203/complete", "{}"), ("habits/Habit%204/toggle", "{}"),
            ("habits/Water/log", "{\"value\": 2, \"add\": true}"), ("habits/Habit%207/skip", "{}"),
            ("habits/Habit%205/undo", "{\"day\": \"2026-04-09\"}"),
        ] {
            let answer = try #require(
                ImportBoundsCommandTests.post("\(base)/\(path)", body: Data(body.utf8), type: "application/json"))
            #expect(answer.status == 500 && answer.body.contains("store.damaged"), "\(path): \(answer)")
            #expect(Self.message(in: answer.body) == message, "\(path): \(answer)")
        }
        server.stop()
        // The database, its note and its backups (the server keeps its reminders' state beside
        // them). A background thread still opening the damaged file when the server exits (the
        // sync's is given 5 s) leaves SQLite's log beside it: it may be there, but hold nothing
        // written. The -shm file is the log's index, which every reader writes, and SQLite
        // rebuilds it: it is no data.
        let after = try sandbox.snapshot()
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
            .filter { $0.hasPrefix("kado.sqlite") || $0.hasPrefix("backups/") }
            .filter { $0 != "kado.sqlite-shm" && !($0 == "kado.sqlite-wal" && after[$0]?.isEmpty == true) }
        #expect(changed.isEmpty, "changed: \(changed.sorted())")
    }

    /// The `message` of an API error's body.
    static func message(in body: String) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any],
            let error = object["error"] as? [String: Any]
        else { return nil }
        return error["message"] as? String
    }
}

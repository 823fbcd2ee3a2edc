import Foundation
import KadoTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A sandbox with seven habits, one of each type and several schedules, and a Friday's check-ins
/// (2026-04-10 09:00 UTC): Read done three days running, Water 3/8, Coffee 3 of at most 2,
/// Meditate 25 of 20 minutes; Gym (mon,wed,fri) and Stretch (3/week) not done.
func widgetSandbox(timeZone: String = "UTC") throws -> Sandbox {
    let sandbox = try Sandbox(timeZone: timeZone)
    for arguments in [
        ["add", "Read 20 pages", "--color", "green"], ["add", "Water", "--type", "counter:8", "--unit", "glasses"],
        ["add", "Gym", "--every", "mon,wed,fri"], ["add", "Smoke", "--type", "negative"],
        ["add", "Meditate", "--type", "timer:20"], ["add", "Coffee", "--type", "atmost:2", "--unit", "coffees"],
        ["add", "Stretch", "--every", "3/week"], ["done", "Read", "-2"], ["done", "Read", "-1"], ["done", "Read"],
        ["log", "Water", "3"], ["log", "Coffee", "3"], ["log", "Meditate", "25"],
    ] {
        try sandbox.succeed(arguments)
    }
    return sandbox
}

extension Sandbox {
    /// The widget snapshot beside the database.
    var snapshotPath: String { dataFolder.appendingPathComponent("kado.snapshot.json").path }

    /// Removes the database and its -wal and -shm files, leaving the snapshot alone.
    func deleteDatabase() throws {
        for suffix in ["", "-wal", "-shm", ".checked"]
        where FileManager.default.fileExists(atPath: databasePath + suffix) {
            try FileManager.default.removeItem(atPath: databasePath + suffix)
        }
    }

    /// `kado widget --format json`'s summary.
    func widgetSummary(_ arguments: [String] = [], now: String? = nil, timeZone: String? = nil) throws
        -> [String: Any]
    {
        let result = try succeed(["widget", "--format", "json"] + arguments, now: now, timeZone: timeZone)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        return try #require(object?["summary"] as? [String: Any])
    }
}

/// `kado widget --watch` running in the background, its standard output in a file or a pipe.
private final class WatchingWidget {
    let process = Process()
    let outputFile: URL
    let pipe: Pipe?

    init(_ arguments: [String], in sandbox: Sandbox, throughPipe: Bool = false) throws {
        outputFile = sandbox.file("watch-\(UUID().uuidString).out")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: try KadoBinary.require())
        process.arguments = ["widget", "--watch"] + arguments
        process.environment = sandbox.environment()
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        if throughPipe {
            let pipe = Pipe()
            self.pipe = pipe
            process.standardOutput = pipe
        } else {
            pipe = nil
            process.standardOutput = try FileHandle(forWritingTo: outputFile)
        }
        try process.run()
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// The lines printed so far (to the file).
    var lines: [String] {
        String(decoding: (try? Data(contentsOf: outputFile)) ?? Data(), as: UTF8.self)
            .split(separator: "\n").map(String.init)
    }

    /// Waits until at least `count` lines were printed (10 s at most); returns them.
    func waitForLines(_ count: Int) -> [String] {
        let deadline = Date().addingTimeInterval(10)
        while lines.count < count, Date() < deadline { usleep(10_000) }
        return lines
    }

    /// Waits until the process ends (10 s at most, then kills it); whether it exited by itself, and its status.
    func waitForExit() -> (exited: Bool, status: Int32) {
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return (false, -1)
        }
        return (process.terminationReason == .exit, process.terminationStatus)
    }
}

@Suite("kado widget, run as a binary", .tags(.endToEnd), .endToEndTierOnly)
struct WidgetCommandTests {
    static let fridayLine = "Kadō 3/7 ✓Read 20 pages ◐Water ○Gym ✓Smoke ✓Meditate ✗Coffee ○Stretch"

    @Test("every format's output for a known database; the tooltip has each habit's score and streak")
    func formats() throws {
        let sandbox = try widgetSandbox()
        #expect(try sandbox.succeed(["widget"]).lines == [Self.fridayLine])
        #expect(try sandbox.succeed(["widget", "--format", "text"]).lines == [Self.fridayLine])
        #expect(
            try sandbox.succeed(["widget", "--format", "i3blocks"]).lines == [Self.fridayLine, "Kadō 3/7", "#F1FA8C"])
        #expect(try sandbox.succeed(["widget", "--format", "tmux"]).lines == ["#[fg=yellow]Kadō 3/7#[default]"])

        let statuses = try sandbox.json([StatusJSON].self, ["today", "--json"])
        func status(_ name: String) throws -> StatusJSON { try #require(statuses.first { $0.name == name }) }
        // `shown`: the streak a screen shows where it differs from Kadō's number in the JSON (a
        // counter's day counts once its target is met).
        func line(_ mark: String, _ name: String, _ progress: String, unit: String = "day", shown: Int? = nil) throws
            -> String
        {
            let habit = try status(name)
            let count = shown ?? habit.streak
            let streak = "\(count) \(unit)\(count == 1 ? "" : "s")"
            return "\(mark) \(name): \(progress) · streak \(streak) · score \(habit.scorePercent)%"
        }
        let tooltip = [
            "Kadō · Friday 2026-04-10 · 3 of 7 done", try line("✓", "Read 20 pages", "done"),
            try line("◐", "Water", "3/8 glasses", shown: 0), try line("○", "Gym", "not done"),
            try line("✓", "Smoke", "clean"),
            try line("✓", "Meditate", "25/20 min"), try line("✗", "Coffee", "3/2 coffees (over)"),
            // A 3-days-a-week habit never done: Kadō's grace week (currentStreak 1) is not a streak to show.
            "○ Stretch: not done · streak 0/3 this week · score \(try status("Stretch").scorePercent)%",
        ].joined(separator: "\n")
        #expect(try status("Stretch").presenceStreak == 1, "the JSON keeps Kadō's number, named so")
        #expect(try status("Stretch").streak == 0, "and the streak the screens show")
        let waybar = try sandbox.succeed(["widget", "--format", "waybar"]).lines
        #expect(waybar.count == 1)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(waybar[0].utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["text", "alt", "tooltip", "class", "percentage"])
        #expect(object["text"] as? String == "Kadō 3/7")
        #expect(object["alt"] as? String == "partial")
        #expect(object["class"] as? [String] == ["partial"])
        #expect(object["percentage"] as? Int == 43)
        #expect(object["tooltip"] as? String == tooltip)

        let summary = try sandbox.widgetSummary()
        #expect(summary["text"] as? String == Self.fridayLine)
        #expect(summary["tooltip"] as? String == tooltip)
        #expect(summary["done"] as? Int == 3)
        #expect(summary["due"] as? Int == 7)
        #expect(summary["day"] as? String == "2026-04-10")
        #expect(summary["path"] as? String == sandbox.snapshotPath)
        // --json stands for --format json.
        let json = try sandbox.succeed(["widget", "--json"]).output
        #expect(json == (try sandbox.succeed(["widget", "--format", "json"]).output))
    }

    @Test("the waybar object parses and has its fields in every state")
    func waybarStates() throws {
        let sandbox = try widgetSandbox()
        func waybar(_ arguments: [String], now: String? = nil) throws -> [String: Any] {
            let result = try sandbox.succeed(["widget", "--format", "waybar"] + arguments, now: now)
            #expect(result.lines.count == 1)
            return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        }
        for (arguments, now, state, percentage) in [
            (["--habit", "Read"], nil, "done", 100), (["--habit", "Gym"], nil, "none", 0),
            (["--habit", "Water", "--habit", "read"], nil, "partial", 50),
            ([], "2026-04-17T00:00:00Z", "outdated", 0),
        ] as [([String], String?, String, Int)] {
            let object = try waybar(arguments, now: now)
            #expect(object["class"] as? [String] == [state])
            #expect(object["alt"] as? String == state)
            #expect(object["percentage"] as? Int == percentage)
            #expect((object["text"] as? String)?.isEmpty == false)
            #expect((object["tooltip"] as? String)?.isEmpty == false)
        }
    }

    @Test("it reads only the snapshot: the database deleted, every format still works and none is recreated")
    func withoutDatabase() throws {
        let sandbox = try widgetSandbox()
        let expected = try ["text", "json", "waybar", "i3blocks", "tmux"].map {
            try sandbox.succeed(["widget", "--format", $0]).output
        }
        try sandbox.deleteDatabase()
        let outputs = try ["text", "json", "waybar", "i3blocks", "tmux"].map {
            try sandbox.succeed(["widget", "--format", $0]).output
        }
        #expect(outputs == expected)
        #expect(try sandbox.succeed(["widget", "--habit", "gym"]).lines == ["Kadō 0/1 ○Gym"])
        #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath))
        // The database's backups folder stays, as the database's own files go.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.dataFolder.path).sorted()
                == ["backups", "kado.snapshot.json"])
    }

    @Test("a missing snapshot is said plainly: the path and what to do, exit 1; i3blocks prints a block, exit 33")
    func missing() throws {
        let sandbox = try Sandbox()
        for format in ["text", "json", "tmux"] {
            let result = try sandbox.kado(["widget", "--format", format])
            #expect(result.status == 1)
            #expect(result.output.isEmpty)
            #expect(
                result.errorLines == [
                    "kado: no snapshot at \(sandbox.snapshotPath) yet: run any kado command that changes something, "
                        + "or kado today"
                ])
        }
        // waybar shows only what exits 0: its "missing" object, whose tooltip says what to do.
        let waybar = try sandbox.kado(["widget", "--format", "waybar"])
        #expect(waybar.status == 0)
        #expect(waybar.error.isEmpty)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(waybar.output.utf8)) as? [String: Any])
        #expect(object["class"] as? [String] == ["missing"])
        #expect(object["alt"] as? String == "missing")
        #expect((object["tooltip"] as? String)?.contains("run any kado command that changes something") == true)
        #expect(waybar.lines.count == 1)
        let block = try sandbox.kado(["widget", "--format", "i3blocks"])
        #expect(block.status == 33)
        #expect(
            block.lines == [
                "Kadō: no snapshot at \(sandbox.snapshotPath) yet: run kado today", "Kadō: no snapshot", "#FF5555",
            ])
        #expect(block.error.contains(sandbox.snapshotPath))
        // --db names another database: the snapshot beside it is the one looked for.
        let other = sandbox.folder.appendingPathComponent("other.sqlite").path
        let elsewhere = try sandbox.kado(["widget", "--db", other])
        #expect(elsewhere.status == 1)
        #expect(elsewhere.error.contains(sandbox.folder.appendingPathComponent("other.snapshot.json").path))
        #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath), "the database is never created")
        #expect(!FileManager.default.fileExists(atPath: other))
        // Before the database exists, today shows nothing yet and writes nothing, the snapshot
        // neither; once it does, today writes it.
        try sandbox.succeed(["today"])
        #expect(try sandbox.kado(["widget"]).status == 1)
        try sandbox.succeed(["settings", "language", "en"])
        try sandbox.succeed(["today"])
        #expect(try sandbox.succeed(["widget"]).lines == ["Kadō 0/0 · nothing due today"])
    }

    @Test("the series rolls over at midnight with nothing running, then says it is outdated")
    func midnight() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["add", "Gym", "--every", "mon,wed,fri"])
        try sandbox.succeed(["done", "Read"])
        let written = try Data(contentsOf: URL(fileURLWithPath: sandbox.snapshotPath))
        try sandbox.deleteDatabase()
        for (now, line) in [
            ("2026-04-10T23:59:59Z", "Kadō 1/2 ✓Read ○Gym"), ("2026-04-11T00:00:00Z", "Kadō 0/1 ○Read"),
            ("2026-04-12T12:00:00Z", "Kadō 0/1 ○Read"), ("2026-04-13T00:00:00Z", "Kadō 0/2 ○Read ○Gym"),
            ("2026-04-16T23:59:59Z", "Kadō 0/1 ○Read"),
            (
                "2026-04-17T00:00:00Z",
                "Kadō: outdated snapshot (2026-04-10 to 2026-04-16, today is 2026-04-17): run kado today"
            ),
            // The two days before the first are there for readers west of the writer (Read and Gym did
            // not exist yet); before them the series says it does not cover the day.
            ("2026-04-09T23:59:59Z", "Kadō 0/0 · nothing due today"),
            (
                "2026-04-07T23:59:59Z",
                "Kadō: outdated snapshot (2026-04-10 to 2026-04-16, today is 2026-04-07): run kado today"
            ),
        ] {
            #expect(try sandbox.succeed(["widget"], now: now).lines == [line], "at \(now)")
        }
        let urgent = try sandbox.kado(["widget", "--format", "i3blocks"], now: "2026-04-17T00:00:00Z")
        #expect(urgent.status == 33)
        #expect(urgent.lines.last == "#FF5555")
        #expect(urgent.error.contains("covers 2026-04-10 to 2026-04-16, not today (2026-04-17)"))
        #expect(
            try sandbox.succeed(["widget", "--format", "tmux"], now: "2026-04-17T00:00:00Z").lines == [
                "#[fg=red]Kadō outdated#[default]"
            ])
        #expect(try Data(contentsOf: URL(fileURLWithPath: sandbox.snapshotPath)) == written, "nothing rewrote it")
    }

    @Test("with days starting at 04:00, 03:59 still shows the day before")
    func fourOClock() throws {
        let sandbox = try Sandbox(timeZone: "Europe/Paris")
        try sandbox.succeed(["settings", "day-start", "4"])
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["done", "Read"])
        try sandbox.deleteDatabase()
        // 03:59:59 on Saturday in Paris (UTC+2) is still Friday.
        for (now, day, tokyo, line) in [
            ("2026-04-11T01:59:59Z", "2026-04-10", "2026-04-11", "Kadō 1/1 ✓Read"),
            ("2026-04-11T02:00:00Z", "2026-04-11", "2026-04-11", "Kadō 0/1 ○Read"),
            ("2026-04-10T18:59:59Z", "2026-04-10", "2026-04-10", "Kadō 1/1 ✓Read"),
            ("2026-04-17T01:59:59Z", "2026-04-16", "2026-04-17", "Kadō 0/1 ○Read"),
        ] {
            #expect(try sandbox.succeed(["widget"], now: now).lines == [line], "at \(now)")
            #expect(try sandbox.widgetSummary(now: now)["day"] as? String == day)
            // The reader's own zone now decides the day (there, 04:00 comes seven hours earlier).
            #expect(try sandbox.widgetSummary(now: now, timeZone: "Asia/Tokyo")["day"] as? String == tokyo)
        }
        #expect(
            try sandbox.widgetSummary(now: "2026-04-17T02:00:00Z")["state"] as? String == "outdated")
    }

    @Test(
        "DST days: the day starts where the boundary says, in the reader's zone",
        arguments: [
            // Paris, 2026-03-29: 02:00 CET jumps to 03:00 CEST; with days starting at 02:00, the 29th starts at 03:00.
            (
                "Europe/Paris", 2, "2026-03-28T12:00:00Z",
                [
                    ("2026-03-29T00:59:59Z", "2026-03-28"), ("2026-03-29T01:00:00Z", "2026-03-29"),
                    ("2026-03-29T23:59:59Z", "2026-03-29"), ("2026-03-30T00:00:00Z", "2026-03-30"),
                ]
            ),
            // Havana, 2026-03-08: midnight CST jumps to 01:00 CDT; the 8th starts at 01:00 (05:00 UTC).
            (
                "America/Havana", 0, "2026-03-07T18:00:00Z",
                [
                    ("2026-03-08T04:59:59Z", "2026-03-07"), ("2026-03-08T05:00:00Z", "2026-03-08"),
                    ("2026-03-09T03:59:59Z", "2026-03-08"), ("2026-03-09T04:00:00Z", "2026-03-09"),
                ]
            ),
        ] as [(String, Int, String, [(String, String)])])
    func daylightSaving(zone: String, dayStart: Int, written: String, instants: [(String, String)]) throws {
        let sandbox = try Sandbox(now: written, timeZone: zone)
        try sandbox.succeed(["settings", "day-start", String(dayStart)])
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["done", "Read"])
        try sandbox.deleteDatabase()
        for (now, day) in instants {
            let summary = try sandbox.widgetSummary(now: now, timeZone: zone)
            #expect(summary["day"] as? String == day, "at \(now)")
            #expect(summary["state"] as? String == (day == summary["firstDay"] as? String ? "done" : "none"))
        }
    }

    @Test("--habit filters by id, name or beginning; unknown or ambiguous is a usage error")
    func habitFilter() throws {
        let sandbox = try widgetSandbox()
        #expect(
            try sandbox.succeed(["widget", "--habit", "read", "--habit", "Gym"]).lines == [
                "Kadō 1/2 ✓Read 20 pages ○Gym"
            ])
        #expect(
            try sandbox.succeed(["widget", "--habit", "Water", "--format", "tmux"]).lines == [
                "#[fg=yellow]Kadō 0/1#[default]"
            ])
        let id = try #require(
            try sandbox.json([StatusJSON].self, ["today", "--json"]).first { $0.name == "Smoke" }?.id)
        #expect(try sandbox.succeed(["widget", "--habit", id.uuidString]).lines == ["Kadō 1/1 ✓Smoke"])
        // Gym is not due on Saturday: shown, not counted.
        #expect(
            try sandbox.succeed(["widget", "--habit", "gym"], now: "2026-04-11T10:00:00Z").lines == ["Kadō 0/0 ·Gym"])
        let unknown = try sandbox.kado(["widget", "--habit", "Run"])
        #expect(unknown.status == 64)
        #expect(unknown.output.isEmpty)
        #expect(unknown.errorLines.first?.hasPrefix("kado: --habit 'Run': no habit") == true)
        let ambiguous = try sandbox.kado(["widget", "--habit", "S", "--format", "i3blocks"])
        #expect(ambiguous.status == 64)
        #expect(ambiguous.error.contains("matches several habits"))
        #expect(try sandbox.kado(["widget", "--format", "conky"]).status == 64)
        #expect(try sandbox.kado(["widget", "--format", "tmux", "--json"]).status == 64)
    }

    @Test("--watch prints again when a change rewrites the snapshot, and stops cleanly on SIGTERM")
    func watch() throws {
        let sandbox = try widgetSandbox()
        let widget = try WatchingWidget(["--format", "waybar"], in: sandbox)
        let first = widget.waitForLines(1)
        #expect(first.count == 1)
        try sandbox.succeed(["done", "Gym"])
        let lines = widget.waitForLines(2)
        #expect(lines.count == 2)
        let texts = try lines.map { line in
            (try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["text"] as? String
        }
        #expect(texts == ["Kadō 3/7", "Kadō 4/7"])
        widget.process.terminate()
        let end = widget.waitForExit()
        #expect(end.exited && end.status == 0)
    }

    @Test("--watch --habit prints the chosen habits again when a change rewrites the snapshot")
    func watchHabits() throws {
        let sandbox = try widgetSandbox()
        let widget = try WatchingWidget(["--habit", "gym", "--habit", "Water"], in: sandbox)
        #expect(widget.waitForLines(1) == ["Kadō 0/2 ◐Water ○Gym"])
        try sandbox.succeed(["done", "Gym"])
        try sandbox.succeed(["done", "Read"])
        let lines = widget.waitForLines(2)
        #expect(lines.first == "Kadō 0/2 ◐Water ○Gym")
        #expect(lines.last == "Kadō 1/2 ◐Water ✓Gym")
        widget.process.terminate()
        let end = widget.waitForExit()
        #expect(end.exited && end.status == 0)
    }

    @Test("--watch stops when the reader of its output goes away")
    func watchClosedOutput() throws {
        let sandbox = try widgetSandbox()
        let widget = try WatchingWidget([], in: sandbox, throughPipe: true)
        let reader = try #require(widget.pipe?.fileHandleForReading)
        var received = Data()
        let deadline = Date().addingTimeInterval(10)
        while !received.contains(UInt8(ascii: "\n")), Date() < deadline {
            received.append(reader.availableData)
        }
        #expect(String(decoding: received, as: UTF8.self) == Self.fridayLine + "\n")
        try reader.close()
        let end = widget.waitForExit()
        #expect(end.exited && end.status == 0)
    }
}

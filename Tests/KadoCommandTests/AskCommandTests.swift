import Foundation
import KadoTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `kado ask` (issue 15) through a real pseudo-terminal the test opens, and through a pipe: every
/// key, Ctrl-C at each prompt, SIGTERM and a crash, the terminal's settings (`stty -a`) the same
/// before and after, and the database holding exactly the answers given.
@Suite("kado ask", .tags(.endToEnd), .endToEndTierOnly, .serialized)
struct AskCommandTests {
    /// Read, Walk, Stretch (yes/no), Water (a counter of glasses), Meditate (a timer), Smoke (to
    /// avoid: never asked about), in that order.
    static func sandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        for line in [
            ["add", "Read"], ["add", "Water", "--type", "counter:8", "--unit", "glasses"], ["add", "Walk"],
            ["add", "Meditate", "--type", "timer:20"], ["add", "Stretch"], ["add", "Smoke", "--type", "negative"],
        ] {
            try sandbox.succeed(line)
        }
        return sandbox
    }

    /// What the database holds: `name=value` for each habit's today (`kado today --json`).
    static func today(_ sandbox: Sandbox) throws -> [String: String] {
        let output = try sandbox.succeed(["today", "--json"]).output
        let items = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        var states: [String: String] = [:]
        for item in items {
            let name = try #require(item["name"] as? String)
            let value = (item["value"] as? Double).map { String($0) } ?? "-"
            let done = item["doneToday"] as? Bool == true ? "done" : "open"
            states[name] = "\(done) \(value)"
        }
        return states
    }

    /// What is still to do today (`kado todo`): an excused habit is not.
    static func todo(_ sandbox: Sandbox) throws -> [String] { try sandbox.succeed(["todo"]).lines }

    static func terminal(_ sandbox: Sandbox, _ arguments: [String] = ["ask"]) throws -> PseudoTerminal {
        try PseudoTerminal(
            try KadoBinary.require(), arguments, environment: sandbox.environment(extra: ["TERM": "xterm"]))
    }

    @Test("every key on a terminal: y, n, digits with Backspace then Enter, ?, s, a wrong key, q")
    func everyKey() throws {
        let sandbox = try Self.sandbox()
        let before = try Self.today(sandbox)
        let terminal = try Self.terminal(sandbox)
        let settings = try terminal.settings()
        try terminal.start()
        try terminal.expect("5 habits to answer (? for the keys, q to stop)")
        try terminal.expect("Read · Fri 10 Apr [y/n/s/?/q] ")
        // The settings are read for real: canonical mode and echo before, raw while asking.
        #expect(settings.contains(" icanon") && settings.contains(" echo "), "\(settings)")
        let asking = try terminal.settings()
        #expect(asking.contains("-icanon") && asking.contains("-echo "), "\(asking)")
        terminal.send("y")
        try terminal.expect("Read: done for 2026-04-10")
        try terminal.expect("Water · Fri 10 Apr [number of glasses/s/?/q] ")
        terminal.send("3")
        terminal.send("\u{7F}")
        terminal.send("5\r")
        try terminal.expect("Water: 2026-04-10 set · today 5/8 glasses")
        try terminal.expect("Walk · Fri 10 Apr [y/n/s/?/q] ")
        terminal.send("n")
        try terminal.expect("Meditate · Fri 10 Apr [number of min/s/?/q] ")
        terminal.send("?")
        try terminal.expect("a number then Enter: the day's total (minutes for a timer)")
        try terminal.expect("Meditate · Fri 10 Apr [number of min/s/?/q] ")
        terminal.send("x")
        try terminal.expect("\u{07}")
        terminal.send("12\r")
        try terminal.expect("Meditate: 2026-04-10 set · today 12/20 min")
        try terminal.expect("Stretch · Fri 10 Apr [y/n/s/?/q] ")
        terminal.send("s")
        try terminal.expect("Stretch: excused")
        let ended = try #require(terminal.waitForExit())
        #expect(ended.exited && ended.code == 0, "\(terminal.transcript)")
        #expect(try terminal.settings() == settings)

        let after = try Self.today(sandbox)
        #expect(after["Read"] == "done 1.0")
        #expect(after["Water"] == "open 0.625", "5 of 8")
        #expect(after["Walk"] == before["Walk"])
        #expect(after["Smoke"] == before["Smoke"])
        #expect(try Self.todo(sandbox) == ["Water", "Walk", "Meditate"], "Stretch is excused")
        let log = try sandbox.succeed(["undo", "--json"]).output
        #expect(log.contains("\"skip\""), "the last answer was Stretch's skip: \(log)")
    }

    @Test("q and Enter: q stops at once, Enter passes", arguments: [0, 1, 2])
    func quit(_ passes: Int) throws {
        let sandbox = try Self.sandbox()
        let before = try Self.today(sandbox)
        let terminal = try Self.terminal(sandbox)
        try terminal.start()
        for _ in 0..<passes {
            try terminal.expect("[")
            terminal.send("\r")
        }
        try terminal.expect("] ")
        terminal.send("q")
        let ended = try #require(terminal.waitForExit())
        #expect(ended.exited && ended.code == 0)
        #expect(try Self.today(sandbox) == before)
    }

    @Test("Ctrl-C at each prompt stops there: the answers before it are written, the terminal is as before")
    func controlC() throws {
        for prompt in 0..<5 {
            let sandbox = try Self.sandbox()
            let terminal = try Self.terminal(sandbox)
            let settings = try terminal.settings()
            try terminal.start()
            // Yes/no prompts get y, number prompts 1, up to the prompt Ctrl-C is typed at.
            for _ in 0..<prompt {
                let seen = try terminal.expect("] ")
                terminal.send(seen.contains("number") ? "1\r" : "y")
            }
            try terminal.expect("] ")
            terminal.send("\u{03}")
            let ended = try #require(terminal.waitForExit())
            #expect(ended.exited && ended.code == 130, "prompt \(prompt): \(terminal.transcript)")
            #expect(terminal.rest().contains("every answer given before Ctrl-C was written"))
            #expect(try terminal.settings() == settings, "prompt \(prompt)")
            let undone = try sandbox.kado(["undo"])
            var count = 0
            var undo = undone
            while undo.output.hasPrefix("Undid: set") || undo.output.hasPrefix("Undid: checked") {
                count += 1
                undo = try sandbox.kado(["undo"])
            }
            #expect(count == prompt, "prompt \(prompt): \(count) answers written")
        }
    }

    @Test(
        "SIGTERM, SIGHUP and a crash at a prompt: the terminal is put back before the process ends",
        arguments: [SIGTERM, SIGHUP, SIGSEGV, SIGABRT])
    func signals(_ signal: Int32) throws {
        let sandbox = try Self.sandbox()
        let terminal = try Self.terminal(sandbox)
        let settings = try terminal.settings()
        try terminal.start()
        try terminal.expect("] ")
        terminal.send("y")
        try terminal.expect("Read: done")
        try terminal.expect("] ")
        kill(terminal.pid, signal)
        let ended = try #require(terminal.waitForExit())
        #expect(!ended.exited && ended.code == signal, "\(ended)")
        #expect(try terminal.settings() == settings)
        #expect(try Self.today(sandbox)["Read"]?.hasPrefix("done") == true)
    }

    @Test("with standard input not a terminal: one answer a line, a bad line named and skipped, exit 1 at the end")
    func lines() throws {
        let sandbox = try Self.sandbox()
        let result = try sandbox.kado(["ask"], input: Data("y\nmaybe\nn\n12\n".utf8))
        #expect(result.status == 1)
        #expect(
            result.errorLines == [
                "kado: line 2: 'maybe' is no answer for Water (number of glasses/s/?/q, or an empty line); nothing "
                    + "was written for it",
                "kado: some lines of standard input were no answers (1 line, see above); every other answer was "
                    + "written",
            ], "\(result)")
        let after = try Self.today(sandbox)
        #expect(after["Read"]?.hasPrefix("done") == true)
        #expect(after["Meditate"] == "open 0.6", "12 of 20 minutes: \(after)")
        // The end of input stops cleanly: nothing more asked, exit 0.
        let short = try sandbox.kado(["ask"], input: Data("s\n".utf8))
        #expect(short.status == 0, "\(short)")
        #expect(!(try Self.todo(sandbox)).contains("Water"), "Water is excused")
    }

    @Test("--days 3 asks about the days left blank, oldest first; nothing to answer says so")
    func days() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"], now: "2026-04-01T09:00:00Z")
        try sandbox.succeed(["done", "Read", "2026-04-05"])
        try sandbox.succeed(["done", "Read", "-1"])
        let result = try sandbox.kado(["ask", "--days", "3"], input: Data("y\ny\n".utf8))
        #expect(result.status == 0, "\(result)")
        #expect(
            result.lines.map { $0.components(separatedBy: " · ").first ?? "" } == [
                "Read: done for 2026-04-08", "Read: done for 2026-04-10",
            ])
        #expect(try sandbox.succeed(["ask"]).lines == ["Nothing to answer."])
        #expect(try sandbox.kado(["ask", "--days", "61"]).status == 64)
    }
}

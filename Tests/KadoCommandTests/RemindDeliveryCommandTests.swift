import Foundation
import KadoApp
import KadoStore
import KadoTestSupport
import Testing

/// `kado remind run`, `test` and `install` and the push settings, run as the binary against a
/// real session bus and an HTTP receiver on 127.0.0.1 that the tests start (the clock pinned:
/// nothing waits for a reminder's time).
@Suite("kado remind run, test and install, run as a binary", .tags(.endToEnd), .endToEndTierOnly)
struct RemindDeliveryCommandTests {
    @Test(
        "remind run: the notification arrives in French, Done records the check-in, a second run is refused",
        .enabled(if: SessionBus.isAvailable))
    func run() throws {
        let sandbox = try Sandbox()
        let bus = try SessionBus(in: sandbox.scratch)
        try bus.startNotificationServer()
        try sandbox.succeed(["settings", "language", "fr"])
        try sandbox.succeed(["add", "Méditer", "--remind", "08:50"])
        let log = sandbox.scratch.appendingPathComponent("run.log").path
        let environment = sandbox.environment(extra: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        let running = try ChildProcess(
            try KadoBinary.require(), ["remind", "run"], environment: environment, inheriting: false, log: log)
        let shown = bus.waitForNotifications(1)
        #expect(shown.map(\.summary) == ["Méditer"])
        #expect(shown.first?.actions == ["done", "Fait", "snooze", "Plus tard (10 min)"])
        let id = try #require(shown.first?.id)

        let second = try sandbox.kado(["remind", "run"], environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        #expect(second.status == 75)
        #expect(
            second.error.contains(
                "un autre planificateur de rappels tourne sur cette base (kado remind run, pid \(running.processIdentifier))"
            ))

        try bus.invoke("done", on: id)
        func output() -> String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
        #expect(ChildProcess.wait(upTo: 10) { output().contains("Méditer\u{00A0}: Fait depuis la notification") })
        #expect(running.stop() == 0)
        let lines = output().split(separator: "\n").map(String.init)
        #expect(lines.first == "Les rappels de \(sandbox.databasePath) sonnent\u{00A0}; Ctrl-C pour arrêter.")
        #expect(lines.contains("  bureau\u{00A0}: prêt (kado-recorder 1.0, avec les actions Fait et Plus tard)"))
        #expect(lines.contains("08:50  Méditer sonne"))
        #expect(lines.contains("  bureau\u{00A0}: envoyé (notification 1)"))
        #expect(lines.last == "Arrêté\u{00A0}: plus aucun rappel ne sonne.")
        let store = try sandbox.openStore()
        let habit = try #require(try store.habits(includingArchived: true).first)
        #expect(try store.completions(of: habit.id).count == 1)
        #expect(bus.notifications().count == 1)
    }

    @Test(
        "remind run closes a notification answered with Snooze or Done, and its log follows a language set meanwhile",
        .enabled(if: SessionBus.isAvailable), arguments: ["snooze", "done"])
    func closesAndFollowsSettings(action: String) throws {
        let sandbox = try Sandbox()
        let bus = try SessionBus(in: sandbox.scratch)
        try bus.startNotificationServer()
        try sandbox.succeed(["add", "Read", "--remind", "08:50"])
        let log = sandbox.scratch.appendingPathComponent("run.log").path
        let environment = sandbox.environment(extra: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        let running = try ChildProcess(
            try KadoBinary.require(), ["remind", "run"], environment: environment, inheriting: false, log: log)
        let id = try #require(bus.waitForNotifications(1).first?.id)
        #expect(bus.closedNotifications().isEmpty)
        // Set while it runs: the next line of its log is French.
        try sandbox.succeed(["settings", "language", "fr"])
        // A server that keeps the notification after an action: Kadō closes it.
        try bus.invoke(action, on: id, keepingOpen: true)
        #expect(ChildProcess.wait(upTo: 10) { bus.closedNotifications() == [id] })
        func output() -> String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
        let expected = action == "done" ? "Read\u{00A0}: Fait depuis la notification" : "Read\u{00A0}: reporté à 09:10"
        #expect(ChildProcess.wait(upTo: 10) { output().contains(expected) }, "\(output())")
        #expect(running.stop() == 0)
        #expect(output().hasSuffix("Arrêté\u{00A0}: plus aucun rappel ne sonne.\n"))
    }

    @Test("remind next lists a snoozed reminder at the time it rings again")
    func nextListsSnoozed() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read", "--remind", "08:50", "--snooze", "20"])
        let shown = try sandbox.succeed(["show", "Read", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any])
        let habit = try #require(object["id"] as? String)
        let reminder = try #require((object["reminders"] as? [[String: Any]])?.first?["id"] as? String)
        // What `kado remind run` leaves beside the database after Snooze at 08:50 (until 09:10)…
        let until = Int(ISO8601DateFormatter().date(from: "2026-04-10T09:10:00Z")?.timeIntervalSince1970 ?? 0) * 1000
        let firingLog = """
            {"lastRun":\(until - 20 * 60_000),"rung":[],"snoozed":[{"day":"2026-04-10","habit":"\(habit)",\
            "reminder":"\(reminder)","until":\(until)}]}
            """
        try firingLog.write(
            to: sandbox.dataFolder.appendingPathComponent("kado.reminders-rung.json"), atomically: true, encoding: .utf8
        )
        // …read at 09:00: it rings again at 09:10, before tomorrow's 08:50.
        let next = try sandbox.succeed(["remind", "next"])
        #expect(
            next.lines == [
                "Reminders in the next 24 hours:", "  Fri 2026-04-10 09:10  Read  rings again (snoozed)",
                "  Sat 2026-04-11 08:50  Read  rings",
            ])
        let json = try sandbox.succeed(["remind", "next", "--json"])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(entries.map { $0["snoozed"] as? Bool } == [true, false])
        #expect(entries.first?["at"] as? String == "2026-04-10T09:10:00Z")
        // Done meanwhile, a reminder only for days not done stays quiet.
        try sandbox.succeed(["done", "Read"])
        #expect(
            try sandbox.succeed(["remind", "next"]).lines.contains(
                "  Fri 2026-04-10 09:10  Read  stays quiet: already done"))
    }

    @Test("remind test sends through each channel and says each result; the token is sent and never shown")
    func test() throws {
        let sandbox = try Sandbox()
        let receiver = try HTTPReceiver(in: sandbox.scratch)
        try sandbox.succeed(["settings", "push-url", receiver.url("/kado-topic")])
        let token = try sandbox.kado(["settings", "push-token", "-"], input: Data("tk_hidden_42\n".utf8))
        #expect(token.status == 0 && !token.output.contains("tk_hidden_42"), "\(token)")
        let settings = try sandbox.succeed(["settings"])
        #expect(settings.lines.contains("push-url \(receiver.url("/kado-topic"))"))
        #expect(settings.lines.contains("push-token set (hidden)"))
        #expect(!settings.output.contains("tk_hidden_42"))

        let result = try sandbox.succeed(["remind", "test"])
        #expect(
            result.lines == [
                "A test notification, through each channel:",
                "  desktop: not sent: no session bus (DBUS_SESSION_BUS_ADDRESS is not set)",
                "  phone push: sent (HTTP 200)",
            ])
        let request = try #require(receiver.requests().first)
        #expect(request.headers["authorization"] == "Bearer tk_hidden_42")
        #expect(request.headers["title"] == "=?UTF-8?B?" + Data("Kadō".utf8).base64EncodedString() + "?=")
        #expect(request.body == "A test reminder from Kadō: reminders reach you here.")
        // Which Kadō sent it, and in which language its words are.
        #expect(request.headers["user-agent"] == "Kado/\(AppVersion.number) (kado-swift)")
        #expect(request.headers["accept-language"] == "en")
        try sandbox.succeed(["settings", "language", "fr"])
        try sandbox.succeed(["remind", "test"])
        let french = try #require(receiver.requests().last)
        #expect(receiver.requests().count == 2)
        #expect(french.headers["accept-language"] == "fr")
        #expect(french.headers["user-agent"] == "Kado/\(AppVersion.number) (kado-swift)")
        // Every file beside the database but the token's own: the widget snapshot, and the day's
        // backup in the database's backups folder.
        let files = try FileManager.default.subpathsOfDirectory(atPath: sandbox.dataFolder.path)
        for name in files where name != "kado.push-token" {
            let url = sandbox.dataFolder.appendingPathComponent(name)
            guard (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == false else { continue }
            let data = try Data(contentsOf: url)
            #expect(data.range(of: Data("tk_hidden_42".utf8)) == nil, "the token is in \(name)")
        }
        #expect(files.contains { $0.hasPrefix("backups/") }, "the day's backup was read too: \(files)")
    }

    @Test("with no channel ready, remind test says why and exits 1")
    func nothingReady() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.kado(
            ["remind", "test"], environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"])
        #expect(result.status == 1)
        #expect(result.lines.contains("  phone push: not sent: not set up (kado settings push-url URL)"))
        #expect(result.lines.contains { $0.hasPrefix("  desktop: not sent: no session bus (") })
        #expect(result.error == "kado: no channel took the test notification (see above)\n")
    }

    @Test(
        "a push URL that is not http or https is refused in both languages, nothing saved",
        arguments: [
            (
                "en", "ftp://example.org/x",
                "kado: push-url “ftp://example.org/x”: its scheme is ftp, and pushes go over http or https only (nothing was saved)"
            ),
            (
                "fr", "ntfy.sh/topic",
                "kado\u{00A0}: push-url «\u{00A0}ntfy.sh/topic\u{00A0}» n’est pas une URL\u{00A0}: écrivez-la entière, "
                    + "comme https://ntfy.sh/mon-sujet (rien n’a été enregistré)"
            ),
        ])
    func refusedURL(language: String, url: String, message: String) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["settings", "language", language])
        let before = try sandbox.snapshot()
        let result = try sandbox.kado(["settings", "push-url", url])
        #expect(result.status == 64)
        #expect(result.error == message + "\n")
        #expect(try sandbox.snapshot() == before)
    }

    @Test("remind install writes the systemd user unit under XDG_CONFIG_HOME and prints it and how to start it")
    func install() throws {
        let sandbox = try Sandbox()
        let config = sandbox.folder.appendingPathComponent("config with space")
        let result = try sandbox.kado(["remind", "install"], environment: ["XDG_CONFIG_HOME": config.path])
        #expect(result.status == 0, "\(result)")
        let path = config.appendingPathComponent("systemd/user/kado-reminders.service").path
        let unit = try String(contentsOfFile: path, encoding: .utf8)
        #expect(result.lines.first == "Wrote \(path):")
        #expect(result.output.contains(unit))
        let binary = URL(fileURLWithPath: try KadoBinary.require()).resolvingSymlinksInPath().path
        #expect(unit.contains("ExecStart=\"\(binary)\" --db \"\(sandbox.databasePath)\" remind run\n"))
        #expect(unit.contains("WantedBy=default.target"))
        #expect(
            result.output.contains(
                "systemctl --user daemon-reload && systemctl --user enable --now kado-reminders.service"))
    }

    /// Where `systemd-analyze` is, when Debian's `systemd` package is installed.
    static let systemdAnalyze = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// `systemd-analyze verify ARGUMENTS…`: its exit status and what it said.
    static func verify(_ arguments: [String], runtime: String) throws -> (status: Int32, report: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(systemdAnalyze))
        process.arguments = ["verify"] + arguments
        // A user manager needs a runtime folder; a container's session has none.
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_RUNTIME_DIR": runtime]) { _, new in new
        }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(
        "systemd-analyze verify finds nothing wrong with the unit remind install writes, as a user or a system unit",
        .enabled(
            if: systemdAnalyze != nil,
            "systemd-analyze is not installed (Debian's systemd package): the unit is not verified"))
    func verifiedUnit() throws {
        let sandbox = try Sandbox()
        let config = sandbox.folder.appendingPathComponent("config with space")
        let result = try sandbox.kado(["remind", "install"], environment: ["XDG_CONFIG_HOME": config.path])
        #expect(result.status == 0, "\(result)")
        // remind install runs it too, and prints what it finds: nothing.
        #expect(!result.output.contains("systemd-analyze"), "\(result.output)")
        let unit = config.appendingPathComponent("systemd/user/kado-reminders.service").path
        let runtime = sandbox.scratch.appendingPathComponent("runtime")
        try FileManager.default.createDirectory(
            at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        for arguments in [["--user", unit], [unit]] {
            let verified = try Self.verify(arguments, runtime: runtime.path)
            #expect(verified.status == 0, "\(arguments): \(verified.report)")
            #expect(verified.report.isEmpty, "\(arguments): \(verified.report)")
        }
        // The check is not blind: a unit with a bad type and a command that is not there fails it.
        let text = try String(contentsOfFile: unit, encoding: .utf8)
        let broken = sandbox.scratch.appendingPathComponent("kado-broken.service")
        try text.replacingOccurrences(of: "Type=simple", with: "Type=simpel")
            .replacingOccurrences(of: "ExecStart=\"", with: "ExecStart=\"/nowhere")
            .write(to: broken, atomically: true, encoding: .utf8)
        let refused = try Self.verify(["--user", broken.path], runtime: runtime.path)
        #expect(refused.status != 0)
        #expect(refused.report.contains("simpel"), "\(refused.report)")
    }
}

import Foundation
import KadoApp
import KadoTestSupport
import Testing

@testable import KadoCLI

/// `kado serve` in-process, with a web server of the test's own: KadoCLI only asks the
/// ``WebServing`` it is given (the `kado` executable gives it KadoWeb's), so what the command
/// does around it — the options it passes, the banner, the token, the errors — is tested here
/// without sockets; Tests/KadoCommandTests/ServeCommandTests runs the real one.
@Suite("kado serve asks the web server it is given")
struct ServeCompositionTests {
    /// A web server that records what it was asked and stops at once.
    final class FakeServing: WebServing, @unchecked Sendable {
        var requests: [WebServeRequest] = []
        var failure: WebServeError?
        var mayAskForCredentials = false
        var startWarnings: [ServeWarning] = []
        var waited = false
        /// What answers as a Kadō already serving, and the pages opened in a browser.
        var running: String?
        var opened: [String] = []

        func runningKado(host: String, port: Int) -> String? { running }
        func openInBrowser(_ url: String) throws { opened.append(url) }

        /// How long the server runs, calling its caller's polling meanwhile, until `stopsWhen` (or 10 s).
        var stopsWhen: (() -> Bool)?

        func start(
            _ request: WebServeRequest, openTracker: @escaping @Sendable () throws -> sending Tracker,
            reminders: ReminderBoard
        ) throws -> any RunningWebServer {
            requests.append(request)
            _ = try openTracker()
            if let failure { throw failure }
            return Running(owner: self)
        }

        final class Running: RunningWebServer {
            let owner: FakeServing
            init(owner: FakeServing) { self.owner = owner }
            var port: Int { 4999 }
            var mayAskForCredentials: Bool { owner.mayAskForCredentials }
            var startWarnings: [ServeWarning] { owner.startWarnings }
            func waitForTermination(polling: () -> Void) {
                owner.waited = true
                guard let stopsWhen = owner.stopsWhen else { return polling() }
                let deadline = Date().addingTimeInterval(10)
                while !stopsWhen(), Date() < deadline {
                    polling()
                    Thread.sleep(forTimeInterval: 0.02)
                }
                polling()
            }
        }
    }

    struct Result {
        let status: ExitCode
        let output: String
        let error: String
    }

    static func run(
        _ arguments: [String], serving: FakeServing?, language: Language = .english, setUp: [[String]] = [],
        until logged: [String] = [], logSink: (any LogSink)? = nil, readOnly: Bool = false
    ) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        final class Buffer: @unchecked Sendable {
            var output = ""
            var error = ""
            /// Whether the database may be written: the set-up writes, the command under test may not.
            var writable = true
        }
        let buffer = Buffer()
        let program = KadoProgram(
            environment: KadoProgram.Environment(
                system: .testing,
                variables: [
                    "KADO_DB": folder.appendingPathComponent("kado.sqlite").path, "LANG": "C.UTF-8",
                    "KADO_NOW": "2026-04-10T09:00:00Z",
                ],
                now: { Date() }, timeZone: TimeZone(identifier: "UTC") ?? .current,
                terminal: Terminal(isOutputTerminal: false), writeOutput: { buffer.output += $0 },
                writeError: { buffer.error += $0 }, writeOutputData: { _ in }, workingDirectory: folder.path,
                readLine: { nil }, isWritable: { _ in buffer.writable }, webServer: serving, logSink: logSink))
        if language == .french {
            _ = program.run(["settings", "language", "fr"])
            buffer.output = ""
        }
        for command in setUp { _ = program.run(command) }
        buffer.output = ""
        buffer.writable = !readOnly
        if !logged.isEmpty {
            serving?.stopsWhen = {
                let recorded = (logSink as? RecordingLogSink)?.entries.map(\.message) ?? []
                let text = buffer.error + recorded.joined(separator: "\n")
                return logged.allSatisfy { text.contains($0) }
            }
        }
        let status = program.run(["serve"] + arguments)
        return Result(status: status, output: buffer.output, error: buffer.error)
    }

    @Test(
        "--open on a port a Kadō already serves opens that Kadō; without --open, or with no Kadō there, it is an error")
    func openRunning() throws {
        let serving = FakeServing()
        serving.failure = .cannotListen(address: "127.0.0.1", port: 4810, reason: "Address already in use")
        serving.running = "http://127.0.0.1:4810/"
        let opened = try Self.run(["--open"], serving: serving)
        #expect(opened.status == .success, "\(opened.error)")
        #expect(opened.output == "Kadō is already running at http://127.0.0.1:4810/; opening it in your browser.\n")
        #expect(serving.opened == ["http://127.0.0.1:4810/"])

        let plain = FakeServing()
        plain.failure = serving.failure
        plain.running = serving.running
        let refused = try Self.run([], serving: plain)
        #expect(refused.status != .success)
        #expect(refused.error.contains("cannot listen on 127.0.0.1 port 4810: Address already in use"))
        #expect(plain.opened.isEmpty)

        let other = FakeServing()
        other.failure = serving.failure
        let foreign = try Self.run(["--open"], serving: other)
        #expect(foreign.status != .success)
        #expect(other.opened.isEmpty)

        let french = FakeServing()
        french.failure = serving.failure
        french.running = serving.running
        let words = try Self.run(["--open"], serving: french, language: .french)
        #expect(
            words.output
                == "Kadō est déjà lancé à l’adresse http://127.0.0.1:4810/\u{00A0}; ouverture dans votre navigateur.\n")
    }

    @Test("the options reach the server; the banner names its port and the database; it waits, then stops")
    func passesOptions() throws {
        let serving = FakeServing()
        let result = try Self.run(["--port", "0", "--allow-host", " MyPC.Local "], serving: serving)
        #expect(result.status == .success, "\(result.error)")
        #expect(serving.requests == [WebServeRequest(host: "127.0.0.1", port: 0, allowedHostNames: ["mypc.local"])])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Kadō is running at http://127.0.0.1:4999/")
        #expect(lines.contains { $0.hasPrefix("Database: ") && $0.hasSuffix("kado.sqlite") })
        #expect(lines.last == "Stopped.")
        #expect(serving.waited)
        #expect(!result.output.contains("Pair a device"))
    }

    @Test("the limits' options reach the server; a value that is no whole number from 1 is refused")
    func passesLimits() throws {
        let serving = FakeServing()
        let result = try Self.run(
            ["--max-connections", "100", "--max-per-address", "8", "--read-timeout", "20", "--idle-timeout", "60"],
            serving: serving)
        #expect(result.status == .success, "\(result.error)")
        #expect(
            serving.requests == [
                WebServeRequest(
                    host: "127.0.0.1", port: 4810, allowedHostNames: [], maxConnections: 100,
                    maxConnectionsPerAddress: 8, requestTimeoutSeconds: 20, idleTimeoutSeconds: 60)
            ])
        for value in ["0", "-3", "many", "100001"] {
            let refused = try Self.run(["--max-per-address", value], serving: FakeServing())
            #expect(refused.status == .usage, "\(value)")
            #expect(refused.error.contains("--max-per-address"), "\(refused.error)")
        }
    }

    @Test("a server other machines reach prints a pairing: its QR code, its link and its code, new at each start")
    func pairing() throws {
        let serving = FakeServing()
        serving.mayAskForCredentials = true
        let result = try Self.run(["--host", "::1", "--port", "4810"], serving: serving)
        #expect(result.status == .success, "\(result.error)")
        let link = try #require(
            result.output.firstMatch(of: /open (http:\/\/\[::1\]:4999\/login\?code=([0-9A-Z]{4}-[0-9A-Z]{4}))/))
        #expect(result.output.contains("or type the code \(link.output.2) on its sign-in page"))
        #expect(result.output.contains("It works once, until "))
        // The QR code: rows of half blocks, a quiet zone around them.
        #expect(result.output.split(separator: "\n").filter { $0.contains("▀") || $0.contains("▄") }.count >= 10)
        let again = try Self.run(["--host", "::1"], serving: serving)
        let second = try #require(again.output.firstMatch(of: /login\?code=([0-9A-Z]{4}-[0-9A-Z]{4})/))
        #expect(second.output.1 != link.output.2)
    }

    @Test("serve new-token, devices, sign-out and pair manage the devices from a terminal")
    func devices() throws {
        let none = try Self.run(["devices"], serving: FakeServing())
        #expect(none.status == .success, "\(none.error)")
        #expect(none.output.contains("No device is signed in and no script has a token."))

        let made = try Self.run(["new-token", "Morning Shortcut"], serving: FakeServing())
        #expect(made.status == .success, "\(made.error)")
        #expect(made.output.contains("Token for “Morning Shortcut” (shown once, keep it): "))
        #expect(made.output.firstMatch(of: /: [0-9a-f]{64}\n/) != nil)

        let listed = try Self.run(
            ["devices"], serving: FakeServing(),
            setUp: [["serve", "new-token", "Morning Shortcut"], ["serve", "new-token", "Backup script"]])
        #expect(listed.status == .success, "\(listed.error)")
        let lines = listed.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("ID") == true, "\(lines)")
        #expect(lines.count == 3)
        #expect(lines.contains { $0.contains("Morning Shortcut") && $0.contains("script") })

        let signedOut = try Self.run(
            ["sign-out", "morning shortcut"], serving: FakeServing(),
            setUp: [["serve", "new-token", "Morning Shortcut"], ["serve", "new-token", "Backup script"]])
        #expect(signedOut.status == .success, "\(signedOut.error)")
        #expect(signedOut.output.contains("Signed out Morning Shortcut: its next request is refused"))

        let unknown = try Self.run(
            ["sign-out", "Tablet"], serving: FakeServing(), setUp: [["serve", "new-token", "Backup script"]])
        #expect(unknown.status == .dataError)
        #expect(unknown.error.contains("no device is “Tablet”; kado serve devices lists them: "))
        #expect(unknown.error.contains("Backup script"))
        let twins = try Self.run(
            ["sign-out", "Twin"], serving: FakeServing(),
            setUp: [["serve", "new-token", "Twin"], ["serve", "new-token", "Twin"]])
        #expect(twins.status == .dataError)
        #expect(twins.error.contains("“Twin” names several devices; give its id: "))
        #expect(try Self.run(["sign-out"], serving: FakeServing()).status == .usage)
        #expect(try Self.run(["new-token", "  "], serving: FakeServing()).status != .success)

        // A database that cannot be written (a copy on read-only media, another user's file):
        // the list is read; what would write says so and writes nothing.
        let setUp = [["serve", "new-token", "Morning Shortcut"]]
        let readOnlyList = try Self.run(["devices"], serving: FakeServing(), setUp: setUp, readOnly: true)
        #expect(readOnlyList.status == .success, "\(readOnlyList.error)")
        #expect(readOnlyList.output.contains("Morning Shortcut"))
        for refused in [["sign-out", "Morning Shortcut"], ["new-token", "Other"], ["pair"]] {
            let result = try Self.run(refused, serving: FakeServing(), setUp: setUp, readOnly: true)
            #expect(result.status != .success, "\(refused)")
            #expect(result.error.contains("read-only") || result.error.contains("cannot be written"), "\(result.error)")
            #expect(!result.output.contains("login?code="), "\(refused)")
        }

        let pair = try Self.run(["pair", "--url", "https://mypc.example.ts.net/"], serving: FakeServing())
        #expect(pair.status == .success, "\(pair.error)")
        #expect(pair.output.contains("open https://mypc.example.ts.net/login?code="))
        for bad in ["mypc.local", "ftp://mypc.local", "https://", "https://mypc.local/?a=1", "https://my pc.local"] {
            let refused = try Self.run(["pair", "--url", bad], serving: FakeServing())
            #expect(refused.status == .usage, "\(bad)")
            #expect(refused.error.contains("--url"), "\(refused.error)")
            #expect(refused.output.isEmpty, "\(bad)")
        }
    }

    @Test("serve feed-token prints the feed's address once, on --url or the server's; revoke-feed-token closes it")
    func feedToken() throws {
        let made = try Self.run(["feed-token", "--url", "https://mypc.example.ts.net/"], serving: FakeServing())
        #expect(made.status == .success, "\(made.error)")
        #expect(made.output.hasPrefix("Calendar feed (shown once, keep it private"), "\(made.output)")
        #expect(
            made.output.firstMatch(of: /\nhttps:\/\/mypc\.example\.ts\.net\/calendar\.ics\?token=[0-9a-f]{64}\n/)
                != nil,
            "\(made.output)")
        let local = try Self.run(["feed-token"], serving: FakeServing())
        #expect(local.output.firstMatch(of: /\nhttp:\/\/127\.0\.0\.1:4810\/calendar\.ics\?token=[0-9a-f]{64}\n/) != nil)
        let proxied = try Self.run(
            ["feed-token", "--allow-host", "habits.example.org", "--trust-proxy", "127.0.0.1"], serving: FakeServing())
        #expect(proxied.output.contains("\nhttps://habits.example.org/calendar.ics?token="), "\(proxied.output)")

        let revoked = try Self.run(["revoke-feed-token"], serving: FakeServing(), setUp: [["serve", "feed-token"]])
        #expect(revoked.status == .success, "\(revoked.error)")
        #expect(revoked.output.contains("The calendar feed is closed"))
        let none = try Self.run(["revoke-feed-token"], serving: FakeServing())
        #expect(none.output.contains("There is no calendar feed to close."))
        let readOnly = try Self.run(["feed-token"], serving: FakeServing(), readOnly: true)
        #expect(readOnly.status != .success)
        #expect(!readOnly.output.contains("calendar.ics"))
    }

    @Test(
        "a server that cannot start is reported with its exit code, and makes no token",
        arguments: [
            (WebServeError.invalidAddress(reason: "not an IP address"), ExitCode.usage, "--host"),
            (
                WebServeError.cannotListen(address: "0.0.0.0", port: 4810, reason: "Address already in use"),
                ExitCode.ioError, "kado: cannot listen on 0.0.0.0 port 4810: Address already in use"
            ),
        ])
    func failures(failure: WebServeError, status: ExitCode, message: String) throws {
        let serving = FakeServing()
        serving.failure = failure
        serving.mayAskForCredentials = true
        let result = try Self.run(["--host", "0.0.0.0"], serving: serving)
        #expect(result.status == status)
        #expect(result.error.contains(message))
        #expect(result.output.isEmpty)
    }

    @Test("every --trust-proxy reaches the server as typed; one the server cannot read is a usage error naming it")
    func trustProxy() throws {
        let serving = FakeServing()
        let result = try Self.run(
            ["--trust-proxy", "127.0.0.1", "--trust-proxy", "10.0.0.0/8", "--trust-proxy=::1"], serving: serving)
        #expect(result.status == .success, "\(result.error)")
        #expect(serving.requests.map(\.trustedProxies) == [["127.0.0.1", "10.0.0.0/8", "::1"]])

        let refusing = FakeServing()
        refusing.failure = .invalidTrustedProxy("proxy.lan")
        let refused = try Self.run(["--trust-proxy", "proxy.lan"], serving: refusing)
        #expect(refused.status == .usage)
        #expect(refused.error.contains("--trust-proxy"), "\(refused.error)")
        #expect(refused.error.contains("proxy.lan"), "\(refused.error)")
        #expect(refused.error.contains("must be an IP address or ADDRESS/PREFIX"), "\(refused.error)")
        #expect(refused.output.isEmpty)
    }

    @Test("the server's start warnings go to standard error, in the person's language")
    func startWarnings() throws {
        let serving = FakeServing()
        serving.startWarnings = [.cleartextOnNetwork]
        let result = try Self.run(["--host", "0.0.0.0"], serving: serving)
        #expect(result.status == .success, "\(result.error)")
        #expect(result.error.contains("over plain HTTP"), "\(result.error)")
        #expect(result.error.contains("--trust-proxy"), "\(result.error)")
        #expect(!result.output.contains("plain HTTP"))
        let french = try Self.run(["--host", "0.0.0.0"], serving: serving, language: .french)
        #expect(french.error.contains("en HTTP simple"), "\(french.error)")

        let quiet = try Self.run([], serving: FakeServing())
        #expect(!quiet.error.contains("plain HTTP"), "\(quiet.error)")
    }

    @Test("a bad port is refused before the server is asked; a program without a web app says so")
    func refusals() throws {
        let serving = FakeServing()
        let badPort = try Self.run(["--port", "70000"], serving: serving)
        #expect(badPort.status == .usage)
        #expect(serving.requests.isEmpty)
        let without = try Self.run([], serving: nil)
        #expect(without.status == .failure)
        #expect(without.error.contains("without its web app"))
    }

    @Test(
        "with the language French, every line of the banner, the stop and a failed start are French",
        arguments: [(false, [String]()), (true, ["--host", "::1"])])
    func french(mayAskForCredentials: Bool, arguments: [String]) throws {
        let serving = FakeServing()
        serving.mayAskForCredentials = mayAskForCredentials
        let result = try Self.run(arguments, serving: serving, language: .french)
        #expect(result.status == .success, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count >= 4, "\(lines)")
        #expect(lines.first?.hasPrefix("Kadō est en service sur http://") == true, "\(lines)")
        #expect(lines.last == "Arrêté.")
        #expect(lines.contains { $0.hasPrefix("Base de données\u{00A0}: /") })
        for line in lines {
            let leftover = FrenchLanguageCheck.englishWords(in: line)
            #expect(leftover.isEmpty, "\(leftover) in \(line)")
        }
        #expect(result.output.contains("Appairer un appareil") == mayAskForCredentials)

        serving.failure = .cannotListen(address: "0.0.0.0", port: 4810, reason: "Address already in use")
        let failed = try Self.run(["--host", "0.0.0.0"], serving: serving, language: .french)
        #expect(failed.status == .ioError)
        #expect(
            failed.error.trimmingCharacters(in: .newlines)
                == "kado\u{00A0}: impossible d’écouter sur 0.0.0.0, port 4810\u{00A0}: «\u{00A0}Address already in use\u{00A0}»"
        )
    }

    @Test(
        "what rings while it serves, and what became of it, goes to its log as kado remind run says it",
        arguments: [
            (
                Language.english,
                ["09:00  Read <b>Tolstoy</b> & co rings", "  phone push: failed (HTTP 401)"]
            ),
            (.french, ["09:00  Read <b>Tolstoy</b> & co sonne", "  push vers le téléphone\u{00A0}: échec (HTTP 401)"]),
        ])
    func logsReminders(language: Language, lines: [String]) throws {
        let folder = try TemporaryFolder(prefix: "kado-serve-log")
        // Refused at once (401 is not retried): the failure must reach the log, never be silent.
        let receiver = try HTTPReceiver(in: folder.url, plan: ["401"])
        let serving = FakeServing()
        let result = try Self.run(
            [], serving: serving, language: language,
            setUp: [
                ["add", "Read <b>Tolstoy</b> & co", "--remind", "09:00"], ["settings", "push-url", receiver.url()],
            ], until: lines)
        #expect(result.status == .success, "\(result.error)")
        let logged = result.error.split(separator: "\n").map(String.init)
        #expect(logged == lines, "\(result.error)")
        #expect(receiver.requests().count == 1)
        #expect(!result.output.contains("rings"))
    }

    @Test("given the program's log (the journal under systemd), what rings goes there with a level each")
    func logsRemindersThroughTheLog() throws {
        let folder = try TemporaryFolder(prefix: "kado-serve-journal")
        let receiver = try HTTPReceiver(in: folder.url, plan: ["401"])
        let sink = RecordingLogSink()
        let lines = ["09:00  Read rings", "  phone push: failed (HTTP 401)"]
        let result = try Self.run(
            [], serving: FakeServing(),
            setUp: [["add", "Read", "--remind", "09:00"], ["settings", "push-url", receiver.url()]],
            until: lines, logSink: sink)
        #expect(result.status == .success, "\(result.error)")
        #expect(result.error.isEmpty, "nothing on standard error when a log is given: \(result.error)")
        let entries = sink.entries
        #expect(entries.map(\.message) == lines)
        #expect(entries.map(\.level) == [.notice, .warning], "a failed delivery is a warning")
        #expect(entries.allSatisfy { $0.subsystem == "reminders" })
    }

    @Test(
        "a reminder event's level: failures are errors, failed deliveries, retries and drops warnings",
        arguments: [
            (ReminderEvent.dropped(count: 2), LogLevel.warning),
            (.failed(AppError.habitNotFound("x")), .error),
        ])
    func reminderEventLevels(event: ReminderEvent, level: LogLevel) {
        #expect(ServeCommand.logLevel(of: event) == level)
    }
}

import Foundation
import KadoApp
import Testing

@testable import KadoCLI

@Suite("--json works or is refused, and errors are JSON with it")
struct JSONPolicyTests {
    static let setup: [[String]] = [
        ["add", "Read"], ["add", "Water", "--type", "counter:8"], ["add", "Spare"],
    ]

    /// Every command line a person may give `--json` to, with whether it prints JSON.
    static let commandLines: [([String], Bool)] = [
        (["today"], true), (["add", "Walk"], true), (["edit", "Read", "--color", "red"], true),
        (["archive", "Spare"], true), (["unarchive", "Spare"], true), (["delete", "Spare", "--yes"], true),
        (["move", "Read", "2"], true), (["list"], true), (["done", "Read"], true), (["undo", "Read"], true),
        (["toggle", "Read"], true), (["log", "Water", "3"], true), (["skip", "Read"], true),
        (["note", "Read", "Calm"], true), (["show", "Read"], true), (["overview"], true), (["settings"], true),
        (["export"], true), (["version"], true), (["--version"], true), (["widget", "--format", "json"], true),
        (["remind"], true), (["remind", "next", "--hours", "48"], true),
        (["help"], false), (["help", "add"], false), (["add", "--help"], false), (["completion", "bash"], false),
        (["serve"], false), (["calendar"], false), (["calendar", "--ics"], false), (["list", "--names"], false),
        (["export", "-o", "-"], false),
    ]

    @Test(
        "each command prints JSON with --json, or refuses it with exit 64 and changes nothing", arguments: commandLines)
    func everyCommand(arguments: [String], printsJSON: Bool) throws {
        let harness = try ProgramHarness()
        try harness.prepare(Self.setup)
        if arguments.first == "unarchive" { try harness.prepare([["archive", "Spare"]]) }
        let before = harness.run(["list", "--archived", "--json"]).output
        let result = harness.run(arguments + ["--json"])
        if printsJSON {
            #expect(result.status == .success, "\(result.error)")
            #expect((try? JSONSerialization.jsonObject(with: Data(result.output.utf8))) != nil, "\(result.output)")
        } else {
            #expect(result.status == .usage)
            #expect(result.output.isEmpty)
            #expect(harness.run(["list", "--archived", "--json"]).output == before)
            let error = try #require(
                try JSONSerialization.jsonObject(with: Data(result.error.utf8)) as? [String: [String: Any]])
            #expect((error["error"]?["message"] as? String)?.contains("--json") == true)
        }
    }

    @Test(
        "an error with --json is one JSON object on standard error with its message and exit code",
        arguments: [
            (["show", "Nothing"], ExitCode.usage), (["tody"], .usage), (["done", "Read", "2999-01-01"], .usage),
            (["add", ""], .usage), (["log", "Water", "abc"], .usage), (["--db", "/etc/passwd/x.sqlite"], .noInput),
            (["add", "Tea", "--db", "/etc/passwd/x.sqlite"], .ioError),
        ] as [([String], ExitCode)])
    func errorsAreJSON(arguments: [String], code: ExitCode) throws {
        let harness = try ProgramHarness()
        try harness.prepare(Self.setup)
        let plain = harness.run(arguments)
        let result = harness.run(arguments + ["--json"])
        #expect(result.status == code)
        #expect(plain.status == code)
        #expect(result.output.isEmpty)
        #expect(result.error.hasSuffix("\n") && result.error.filter { $0 == "\n" }.count == 1)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.error.utf8)) as? [String: [String: Any]])
        #expect(object["error"]?["exitCode"] as? Int == Int(code.rawValue))
        let message = try #require(object["error"]?["message"] as? String)
        #expect("kado: " + message + "\n" == plain.error)
    }

    @Test("words after -- are arguments: --json there is not a request for JSON")
    func afterTerminator() {
        #expect(GlobalOptions.requestsJSON(["show", "--json"]))
        #expect(!GlobalOptions.requestsJSON(["note", "Read", "--", "--json"]))
    }

    @Test("kado --version and kado version print the version backups record and libsodium's, exit 0")
    func version() throws {
        let harness = try ProgramHarness()
        #expect(AppVersion.cryptography.hasPrefix("libsodium 1."), "libsodium's own version string")
        for arguments in [["--version"], ["version"], ["today", "--version"]] {
            let result = harness.run(arguments)
            #expect(result.status == .success)
            #expect(result.output == AppVersion.current + "\n" + AppVersion.cryptography + "\n")
            #expect(result.error.isEmpty)
        }
        let json = harness.run(["--version", "--json"])
        #expect(json.output.contains(#""version" : "\#(AppVersion.current)""#))
        #expect(json.output.contains(#""cryptography" : "\#(AppVersion.cryptography)""#))
        #expect(!FileManager.default.fileExists(atPath: harness.databasePath), "no database is opened for it")
    }
}

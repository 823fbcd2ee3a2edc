import Foundation
import KadoApp
import Testing

@testable import KadoCLI

/// The pieces of the command line's promises that need no binary: an argument's bytes read and
/// named, every optional JSON key written, a full disk and a missing database reported.
@Suite("The command line's promises, in-process")
struct CommandLinePromiseUnitTests {
    @Test(
        "bytes that are not UTF-8 are shown as \\xNN, each, and the rest as text",
        arguments: [
            ([0x43, 0x61, 0x66, 0xE9], "Caf\\xE9"), ([0xFF], "\\xFF"), ([0xC3, 0xA9, 0xE9], "é\\xE9"),
            ([0xC0, 0xAF], "\\xC0\\xAF"), ([0xED, 0xA0, 0x80], "\\xED\\xA0\\x80"),
            ([0xF0, 0x9F, 0x98], "\\xF0\\x9F\\x98"),
            ([0xF0, 0x9F, 0x98, 0x80, 0x80], "😀\\x80"),
        ] as [([UInt8], String)])
    func shownBytes(bytes: [UInt8], shown: String) {
        #expect(KadoProgram.showingInvalidBytes(bytes) == shown)
    }

    @Test(
        "an argument is named by the option it is the value of, else by its place",
        arguments: [
            (["add", "x"], 1, "argument 2"), (["edit", "R", "--name", "x"], 3, "--name"),
            (["edit", "R", "--group=x"], 2, "--group"), (["--db", "x", "today"], 1, "--db"),
            (["done", "--json", "x"], 2, "argument 3"), (["note", "R", "x"], 2, "argument 3"),
        ] as [([String], Int, String)])
    func argumentNames(arguments: [String], index: Int, name: String) {
        #expect(KadoProgram.argumentName(at: index, in: arguments) == name)
    }

    @Test("a command line with bytes that are not UTF-8 is refused before anything runs, in the locale's language")
    func refusedInProcess() throws {
        let harness = try ProgramHarness()
        try harness.prepare([["add", "Read"]])
        var error = ""
        let program = KadoProgram(
            environment: KadoProgram.Environment(
                system: .testing,
                variables: harness.variables.merging(["LANG": "fr_FR.UTF-8"]) { $1 }, now: { Date() },
                timeZone: TimeZone(identifier: "UTC") ?? .current, terminal: Terminal(isOutputTerminal: false),
                writeOutput: { _ in }, writeError: { error += $0 }, writeOutputData: { _ in },
                workingDirectory: harness.folder.path, readLine: { nil }))
        let status = program.run(rawArguments: [Array("add".utf8), [0x54, 0xE9, 0x61]])
        #expect(status == .usage)
        #expect(error.hasPrefix("kado\u{00A0}: argument 2 «\u{00A0}T\\xE9a\u{00A0}»"), "\(error)")
        #expect(harness.run(["list"]).lines.count == 2)
        // Valid text runs as it always did.
        #expect(program.run(rawArguments: [Array("list".utf8)]) == .success)
    }

    struct Sample: Encodable {
        struct Item: Encodable {
            let name: String
            let unit: String?
            let when: Date?
            let tags: [String]?
        }
        let items: [Item]
        let note: String?
        let count: Double
    }

    @Test("--json writes every optional key, null when absent, with the output's formatting and dates")
    func nullKeys() throws {
        let sample = Sample(
            items: [
                .init(name: "Read", unit: nil, when: Date(timeIntervalSince1970: 0), tags: ["a"]),
                .init(name: "Water", unit: "glasses", when: nil, tags: nil),
            ], note: nil, count: 0.4385150766978364)
        #expect(
            try JSONOutput.string(sample) == """
                {
                  "count" : 0.4385150766978364,
                  "items" : [
                    {
                      "name" : "Read",
                      "tags" : [
                        "a"
                      ],
                      "unit" : null,
                      "when" : "1970-01-01T00:00:00Z"
                    },
                    {
                      "name" : "Water",
                      "tags" : null,
                      "unit" : "glasses",
                      "when" : null
                    }
                  ],
                  "note" : null
                }

                """)
    }

    @Test(
        "a full disk and a missing database: their exit codes and words in both languages",
        arguments: [
            (
                StoreFailure.diskFull(path: "/data/kado.sqlite"), ExitCode.ioError,
                "kado: cannot write /data/kado.sqlite: the disk is full; nothing was changed",
                "kado\u{00A0}: impossible d’écrire dans /data/kado.sqlite\u{00A0}: le disque est plein\u{00A0}; rien n’a été changé"
            ),
            (
                .missing(path: "/data/typo.sqlite"), .noInput,
                "kado: there is no database at /data/typo.sqlite; nothing was created: check the path, or add a habit "
                    + "to create it (kado add NAME)",
                "kado\u{00A0}: il n’y a pas de base de données à /data/typo.sqlite\u{00A0}; rien n’a été créé\u{00A0}: "
                    + "vérifiez le chemin, ou ajoutez une habitude pour la créer (kado add NOM)"
            ),
        ] as [(StoreFailure, ExitCode, String, String)])
    func storeFailures(failure: StoreFailure, code: ExitCode, english: String, french: String) {
        let error = AppError.store(failure)
        #expect(ErrorReport(for: error).exitCode == code)
        #expect(ErrorReport(for: error).message == english)
        #expect(ErrorReport(for: error, language: .french).message == french)
        #expect(ErrorReport(for: error, language: .french).exitCode == code)
    }
}

import Foundation
import KadoTestSupport
import Testing

/// Every bad argument gives one line on standard error that starts with `kado:` and names the
/// offending value, nothing on standard output, exit 64, and leaves the database's files byte for
/// byte as they were.
@Suite("Bad arguments: one line naming the value, exit 64, the database untouched", .tags(.endToEnd), .endToEndTierOnly)
struct BadArgumentTests {
    /// A command line that must be refused.
    struct BadCase: CustomTestStringConvertible, Sendable {
        /// The arguments after `kado`.
        let arguments: [String]
        /// What the message must contain: the offending value as typed (or the argument's name).
        let names: [String]
        /// Environment variables set for this run only.
        var environment: [String: String] = [:]
        /// A product bug that makes this case fail today.
        var knownIssue: String?

        var testDescription: String {
            let variables = environment.map { "\($0.key)=\($0.value) " }.joined()
            return variables + "kado "
                + arguments.map { $0.contains(" ") || $0.isEmpty ? "'\($0)'" : $0 }
                .joined(separator: " ")
        }
    }

    static let cases: [BadCase] =
        [
            // Habits that cannot be resolved.
            .init(arguments: ["done", "Nope"], names: ["'Nope'"]),
            .init(arguments: ["done", "Rea"], names: ["'Rea'", "\"Read\"", "\"Reading\""]),
            .init(arguments: ["show", "nope"], names: ["'nope'"]),
            .init(arguments: ["note", "Nope", "hi"], names: ["'Nope'"]),
            .init(arguments: ["delete", "Nope", "--yes"], names: ["'Nope'"]),
            .init(arguments: ["archive", "Rea"], names: ["'Rea'"]),
            .init(arguments: ["edit", "Nope", "--name", "X"], names: ["'Nope'"]),
            .init(
                arguments: ["done", "00000000-0000-0000-0000-000000000000"],
                names: ["00000000-0000-0000-0000-000000000000"]
            ),
            // Days.
            .init(arguments: ["done", "Run", "2026-13-01"], names: ["'2026-13-01'"]),
            .init(arguments: ["done", "Run", "2026-02-30"], names: ["'2026-02-30'"]),
            .init(arguments: ["undo", "Run", "garbage"], names: ["'garbage'"]),
            .init(arguments: ["done", "Run", "tomorrow"], names: ["'tomorrow'"]),
            .init(arguments: ["done", "Run", "+1"], names: ["'+1'"]),
            .init(arguments: ["done", "Run", "2026-4-1"], names: ["'2026-4-1'"]),
            .init(arguments: ["note", "Run", "hi", "2026-04-10T09:00"], names: ["'2026-04-10T09:00'"]),
            .init(arguments: ["done", "Run", "-999999999"], names: ["'-999999999'"]),
            .init(arguments: ["skip", "Run", "2026-04-05..2026-04-01"], names: ["'2026-04-05..2026-04-01'"]),
            .init(arguments: ["skip", "Run", "2026-04-01.."], names: ["'2026-04-01..'"]),
            .init(arguments: ["skip", "Run", "2026-02-30..2026-03-02"], names: ["'2026-02-30'"]),
            .init(arguments: ["skip", "Run", "2026-01-01..2036-01-01"], names: ["2026-01-01..2036-01-01"]),
            .init(arguments: ["done", "Run", "2026-04-11"], names: ["2026-04-11", "future"]),
            .init(arguments: ["log", "Water", "3", "-0..-1"], names: ["'-0..-1'"]),
            // Numbers.
            .init(arguments: ["log", "Water", "3x"], names: ["'3x'"]),
            .init(arguments: ["log", "Water", "nan"], names: ["'nan'"]),
            .init(arguments: ["log", "Water", "inf"], names: ["'inf'"]),
            .init(arguments: ["log", "Water", "1e3"], names: ["'1e3'"]),
            .init(arguments: ["log", "Water", ".5"], names: ["'.5'"]),
            .init(arguments: ["log", "Water", ""], names: ["VALUE ''"]),
            .init(arguments: ["log", "Water", "-2"], names: ["'-2'"]),
            .init(arguments: ["log", "Water", "+-2"], names: ["'+-2'"]),
            .init(arguments: ["log", "Water", "2000000000"], names: ["'2000000000'"]),
            .init(arguments: ["move", "Run", "0"], names: ["'0'"]),
            .init(arguments: ["move", "Run", "99"], names: ["'99'"]),
            .init(arguments: ["move", "Run", "1.5"], names: ["'1.5'"]),
            .init(arguments: ["move", "Run", "-1"], names: ["'-1'"]),
            .init(arguments: ["overview", "--days", "0"], names: ["'0'", "--days"]),
            .init(arguments: ["overview", "--days", "367"], names: ["'367'"]),
            .init(arguments: ["overview", "--days", "abc"], names: ["'abc'"]),
            // Options and arguments.
            .init(arguments: ["done", "Run", "--frobnicate"], names: ["'--frobnicate'"]),
            .init(arguments: ["add", "X", "--colour", "teal"], names: ["'--colour'", "'--color'"]),
            .init(arguments: ["today", "--days", "3"], names: ["'--days'"]),
            .init(arguments: ["-x"], names: ["'-x'"]),
            .init(arguments: ["frobnicate"], names: ["'frobnicate'"]),
            .init(arguments: ["help", "frobnicate"], names: ["'frobnicate'"]),
            .init(arguments: ["done"], names: ["HABIT"]),
            .init(arguments: ["log", "Water"], names: ["VALUE"]),
            .init(arguments: ["note", "Run"], names: ["TEXT"]),
            .init(arguments: ["move", "Run"], names: ["POSITION"]),
            .init(arguments: ["completion"], names: ["SHELL"]),
            .init(arguments: ["done", "Run", "today", "extra"], names: ["'extra'"]),
            .init(arguments: ["list", "extra"], names: ["'extra'"]),
            .init(arguments: ["add", "X", "--every"], names: ["'--every'"]),
            .init(arguments: ["done", "Run", "--json=yes"], names: ["'--json'", "'yes'"]),
            .init(arguments: ["--db"], names: ["'--db'"]),
            // Values of options.
            .init(arguments: ["add", "X", "--every", "9/week"], names: ["'9/week'"]),
            .init(arguments: ["add", "X", "--every", "1days"], names: ["'1days'"]),
            .init(arguments: ["add", "X", "--every", "366days"], names: ["'366days'"]),
            .init(arguments: ["add", "X", "--every", "8/7"], names: ["'8/7'"]),
            .init(arguments: ["add", "X", "--every", "mon,funday"], names: ["'funday'"]),
            .init(arguments: ["add", "X", "--every", "fortnightly"], names: ["'fortnightly'"]),
            .init(arguments: ["add", "X", "--type", "counter:0"], names: ["'counter:0'"]),
            .init(arguments: ["add", "X", "--type", "timer:"], names: ["'timer:'"]),
            .init(arguments: ["add", "X", "--type", "yesno:3"], names: ["'yesno:3'"]),
            .init(arguments: ["add", "X", "--type", "stopwatch"], names: ["'stopwatch'"]),
            .init(arguments: ["add", "X", "--remind", "25:00"], names: ["'25:00'"]),
            .init(arguments: ["add", "X", "--remind", "7:5"], names: ["'7:5'"]),
            .init(arguments: ["add", "X", "--color", "pink"], names: ["'pink'"]),
            .init(arguments: ["edit", "Run", "--score", "fancy"], names: ["'fancy'"]),
            .init(arguments: ["add", ""], names: ["name \"\""]),
            .init(arguments: ["settings", "day-start", "24"], names: ["'24'"]),
            .init(arguments: ["settings", "day-start", "-1"], names: ["'-1'"]),
            .init(arguments: ["settings", "week-start", "funday"], names: ["'funday'"]),
            .init(arguments: ["settings", "language", "it"], names: ["'it'"]),
            .init(arguments: ["settings", "timezone", "UTC"], names: ["'timezone'"]),
            .init(arguments: ["completion", "tcsh"], names: ["'tcsh'"]),
            // Actions that do not fit the habit.
            .init(arguments: ["log", "Run", "1"], names: ["Run", "kado done"]),
            .init(arguments: ["log", "Smoke", "1"], names: ["Smoke"]),
            .init(arguments: ["done", "Water"], names: ["Water", "kado log"]),
            .init(arguments: ["log", "Water", "3", "2026-04-11"], names: ["2026-04-11"]),
            // The clock.
            .init(arguments: ["--now", "garbage", "today"], names: ["'garbage'", "--now"]),
            .init(arguments: ["today", "--now", "2026-04-10T25:00:00Z"], names: ["'2026-04-10T25:00:00Z'"]),
            .init(arguments: ["today"], names: ["'garbage'", "KADO_NOW"], environment: ["KADO_NOW": "garbage"]),
            .init(
                arguments: ["done", "Run"], names: ["'2026-02-30'", "KADO_NOW"], environment: ["KADO_NOW": "2026-02-30"]
            ),
        ] + unsupportedDays

    /// Days outside 1900-01-01…2199-12-31 at every command that takes a day, and clocks outside it.
    static let unsupportedDays: [BadCase] =
        ["0001-01-01", "1581-12-31", "1899-12-31", "2200-01-01", "9999-12-31"].flatMap { day -> [BadCase] in
            let range = day < "2026" ? "\(day)..2026-04-01" : "2026-04-01..\(day)"
            return [
                ["done", "Run", day], ["undo", "Run", day], ["toggle", "Read", day], ["log", "Water", "3", day],
                ["log", "Water", "+1", day], ["note", "Run", "hi", day], ["skip", "Run", day], ["skip", "Run", range],
            ].map { BadCase(arguments: $0, names: ["'\(day)", "1900-01-01 to 2199-12-31"]) }
        }
        + [
            "0001-01-01T00:00:00Z", "1581-12-31T12:00:00Z", "1899-12-30T12:00:00Z", "2200-01-03T00:00:00Z",
            "9999-12-31",
        ]
        .flatMap { now -> [BadCase] in
            [
                BadCase(arguments: ["--now", now, "today"], names: ["'\(now)'", "--now", "1900-01-01 to 2199-12-31"]),
                BadCase(
                    arguments: ["done", "Run"], names: ["'\(now)'", "KADO_NOW", "1900-01-01 to 2199-12-31"],
                    environment: ["KADO_NOW": now]),
            ]
        }

    /// The database every case starts from: habits Read, Reading, Water (counter), Run and Smoke
    /// (negative), Run done yesterday, written by the binary once and copied into each case's folder.
    static let template: Result<Data, CommandFailed> = {
        do {
            let sandbox = try Sandbox()
            for arguments in [
                ["add", "Read"], ["add", "Reading"], ["add", "Water", "--type", "counter:8"], ["add", "Run"],
                ["add", "Smoke", "--type", "negative"], ["done", "Run", "-1"], ["today"],
            ] {
                let result = try sandbox.kado(arguments)
                guard result.status == 0 else { return .failure(CommandFailed(arguments: arguments, result: result)) }
            }
            // The day's automatic backup, in the database's own backups folder, is expected, and
            // so is the record of the file last found sound (`kado.sqlite.checked`).
            let files = try sandbox.snapshot().keys.sorted().filter { !$0.hasPrefix("backups/") }
            guard files == ["kado.sqlite", "kado.sqlite.checked"] else {
                return .failure(
                    CommandFailed(
                        arguments: ["(template)"],
                        result: .init(
                            status: -1, exited: true, output: "",
                            error: "files other than the database were left: \(files)")))
            }
            return .success(try Data(contentsOf: URL(fileURLWithPath: sandbox.databasePath)))
        } catch {
            let result = RunResult(status: -1, exited: true, output: "", error: "\(error)")
            return .failure(CommandFailed(arguments: ["(template)"], result: result))
        }
    }()

    @Test("a bad argument is refused with one line naming it, exit 64, and no change", arguments: cases)
    func refused(_ bad: BadCase) throws {
        let sandbox = try Sandbox()
        try Self.template.get().write(to: URL(fileURLWithPath: sandbox.databasePath))
        let before = try sandbox.snapshot()

        let result = try sandbox.kado(bad.arguments, environment: bad.environment)

        #expect(result.exited)
        #expect(result.status == 64, "exit status")
        #expect(result.output.isEmpty, "nothing on standard output")
        #expect(result.errorLines.count == 1, "exactly one line on standard error: \(result.error)")
        #expect(result.error.hasPrefix("kado: "))
        #expect(result.error.hasSuffix("\n"))
        let message = result.errorLines.first ?? ""
        if let knownIssue = bad.knownIssue {
            withKnownIssue(Comment(rawValue: knownIssue)) {
                for name in bad.names { #expect(message.contains(name), "the message names \(name): \(message)") }
            }
        } else {
            for name in bad.names { #expect(message.contains(name), "the message names \(name): \(message)") }
        }
        #expect(try sandbox.snapshot() == before, "the database's files are byte-for-byte unchanged")
    }

    @Test("the comparison sees a write: a good command changes the database's files")
    func controlWrite() throws {
        let sandbox = try Sandbox()
        try Self.template.get().write(to: URL(fileURLWithPath: sandbox.databasePath))
        let before = try sandbox.snapshot()
        try sandbox.succeed(["today"])
        #expect(try sandbox.snapshot() == before, "reading changes nothing")
        try sandbox.succeed(["done", "Read"])
        #expect(try sandbox.snapshot() != before)
    }

    @Test("the table covers every kind of bad argument the issue lists")
    func coverage() {
        #expect(Self.cases.count >= 25)
        #expect(Set(Self.cases.map(\.testDescription)).count == Self.cases.count, "no case is listed twice")
    }
}

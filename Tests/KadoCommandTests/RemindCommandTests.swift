import Foundation
import KadoTestSupport
import Testing

/// `kado edit --remind` with several times and `kado remind next`, run as a binary with the
/// clock pinned (Friday 2026-04-10 09:00 UTC): nothing waits.
@Suite("kado remind and several reminders, run as a binary", .tags(.endToEnd), .endToEndTierOnly)
struct RemindCommandTests {
    /// One line of `kado remind next --json`.
    struct Entry: Decodable, Hashable {
        let habit: String
        let day: String
        let time: String
        let at: String
        let fires: Bool
        let verdict: String
    }

    @Test("edit --remind takes several times; list shows the earliest; remind next lists each with why")
    func severalTimes() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read", "--remind", "07:30"])
        try sandbox.succeed(["add", "Run", "--every", "mon,wed,fri", "--remind", "18:30, 08:00,18:30"])
        try sandbox.succeed(["add", "Water", "--type", "counter:8"])
        try sandbox.succeed(["edit", "Read", "--remind", "21:00,12:15"])
        let list = try sandbox.json([ListEntryJSON].self, ["list", "--json"])
        #expect(list.map(\.reminder) == ["12:15", "08:00", nil])

        try sandbox.succeed(["done", "Read"])
        let coming = try sandbox.json([Entry].self, ["remind", "next", "--json", "--hours", "48"])
        #expect(
            coming.map { "\($0.habit) \($0.day) \($0.time) \($0.verdict)" } == [
                "Read 2026-04-10 12:15 done", "Run 2026-04-10 18:30 fires", "Read 2026-04-10 21:00 done",
                "Run 2026-04-11 08:00 notDue", "Read 2026-04-11 12:15 fires", "Run 2026-04-11 18:30 notDue",
                "Read 2026-04-11 21:00 fires", "Run 2026-04-12 08:00 notDue",
            ])
        #expect(coming.first?.at == "2026-04-10T12:15:00Z")
        #expect(coming.map(\.fires) == coming.map { $0.verdict == "fires" })

        let text = try sandbox.succeed(["remind"]).lines
        #expect(
            text == [
                "Reminders in the next 24 hours:",
                "  Fri 2026-04-10 12:15  Read  stays quiet: already done",
                "  Fri 2026-04-10 18:30  Run   rings",
                "  Fri 2026-04-10 21:00  Read  stays quiet: already done",
                "  Sat 2026-04-11 08:00  Run   stays quiet: not due that day",
            ])

        // Off removes every time; one time replaces several.
        try sandbox.succeed(["edit", "Run", "--remind", "off"])
        try sandbox.succeed(["edit", "Read", "--remind", "06:45"])
        let after = try sandbox.json([Entry].self, ["remind", "next", "--json"])
        #expect(after.map { "\($0.habit) \($0.day) \($0.time)" } == ["Read 2026-04-11 06:45"])
        #expect(try sandbox.json([ListEntryJSON].self, ["list", "--json"]).map(\.reminder) == ["06:45", nil, nil])
    }

    @Test("remind next speaks French, at the wall-clock time of the zone, and says when there is none")
    func frenchAndZone() throws {
        let sandbox = try Sandbox(timeZone: "Europe/Paris")
        #expect(
            try sandbox.succeed(["remind"]).lines == [
                "No reminders in the next 24 hours (set some with kado edit HABIT --remind 08:00,18:30)."
            ])
        try sandbox.succeed(["add", "Lire", "--remind", "08:00"])
        try sandbox.succeed(["settings", "language", "fr"])
        #expect(
            try sandbox.succeed(["remind", "next"]).lines == [
                "Rappels des 24 prochaines heures\u{00A0}:", "  sam 2026-04-11 08:00  Lire  sonnera",
            ])
    }

    /// A bad `--remind` or `remind` argument, and what the one error line names.
    static let refusals: [([String], String)] = [
        (["edit", "Read", "--remind", "25:00"], "'25:00'"),
        (["edit", "Read", "--remind", "08:00,12:60"], "'12:60'"),
        (["edit", "Read", "--remind", "08:00,"], "--remind"),
        (["edit", "Read", "--remind", "08:00,off"], "'off'"),
        (["add", "Run", "--remind", "7h"], "'7h'"),
        (["remind", "later"], "'later'"),
        (["remind", "--hours", "0"], "--hours"),
        (["remind", "--hours", "169"], "--hours"),
    ]

    @Test("a bad time or action is refused with exit 64 and changes nothing", arguments: refusals)
    func refused(arguments: [String], named: String) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read", "--remind", "07:30,19:00"])
        let before = try sandbox.snapshot()
        let result = try sandbox.kado(arguments)
        #expect(result.status == 64)
        #expect(result.errorLines.count == 1 && result.error.contains(named), "\(result.error)")
        #expect(try sandbox.snapshot() == before)
    }
}

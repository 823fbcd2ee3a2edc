import Foundation
import KadoTestSupport
import Testing

/// `kado calendar` and the calendar feed, run as a binary with the clock pinned: the agenda, the
/// bad `--days` refused, and the iCalendar document read back by real tools — Python's
/// `icalendar` (every event, alarm and time zone; UIDs unique; the VTIMEZONE converting local
/// times as the zone database does) and khal (imported into a calendar of its own, then listed
/// over days that span a daylight-saving change, then imported again after a rename: updated, not
/// duplicated) — and served by `kado serve` behind the feed's token, refused once revoked.
@Suite("kado calendar and the feed, read by real calendar tools", .tags(.endToEnd), .endToEndTierOnly)
struct CalendarCommandTests {
    /// The interpreter Debian's `python3-icalendar` installs for.
    static let python = "/usr/bin/python3"

    /// What the Python script prints of a document.
    struct Parsed: Decodable {
        struct Event: Decodable {
            let uid: String
            let summary: String
            let status: String
            let start: String
            let startUTC: String?
            let startByVTimezone: String?
            let alarms: [String]
        }
        struct Observance: Decodable {
            let kind: String
            let start: String
            let from: String
            let to: String
        }
        let name: String
        let events: [Event]
        let timezones: [String: [Observance]]
    }

    /// Parses `document` with Python's icalendar and returns what it read, or fails saying which
    /// package to install.
    static func parse(_ document: String, in sandbox: Sandbox) throws -> Parsed {
        let check = try? ToolRun.run(python, ["-c", "import icalendar"])
        guard let check, check.status == 0 else {
            Issue.record("Python's icalendar is missing: install the Debian package python3-icalendar (make test-deps)")
            throw ToolMissing(package: "python3-icalendar")
        }
        let file = sandbox.file("feed.ics")
        try Data(document.utf8).write(to: file)
        let script = """
            import sys, json, icalendar
            from datetime import datetime, timezone
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            def text(value):
                value = value.to_ical()
                return value.decode() if isinstance(value, bytes) else value
            zones, converters = {}, {}
            for tz in cal.walk('VTIMEZONE'):
                zones[str(tz['TZID'])] = [
                    {'kind': c.name, 'start': c['DTSTART'].dt.isoformat(),
                     'from': text(c['TZOFFSETFROM']), 'to': text(c['TZOFFSETTO'])}
                    for c in tz.subcomponents]
                converters[str(tz['TZID'])] = tz.to_tz()
            events = []
            for ev in cal.walk('VEVENT'):
                start = ev['DTSTART'].dt
                timed = isinstance(start, datetime)
                tzid = ev['DTSTART'].params.get('TZID')
                by_vtimezone = None
                if timed and tzid in converters:
                    local = converters[tzid].localize(start.replace(tzinfo=None))
                    by_vtimezone = local.astimezone(timezone.utc).isoformat()
                events.append({
                    'uid': str(ev['UID']), 'summary': str(ev['SUMMARY']), 'status': str(ev.get('STATUS', '')),
                    'start': start.isoformat(),
                    'startUTC': start.astimezone(timezone.utc).isoformat() if timed else None,
                    'startByVTimezone': by_vtimezone,
                    'alarms': [a['TRIGGER'].dt.astimezone(timezone.utc).isoformat() for a in ev.walk('VALARM')]})
            print(json.dumps({'name': str(cal['X-WR-CALNAME']), 'events': events, 'timezones': zones}))
            """
        let run = try ToolRun.run(python, ["-c", script, file.path])
        #expect(run.status == 0, "\(run.errors)")
        return try JSONDecoder().decode(Parsed.self, from: Data(run.output.utf8))
    }

    /// A tool a test needs is not installed.
    struct ToolMissing: Error, CustomStringConvertible {
        let package: String
        var description: String { "install the Debian package \(package) (make test-deps)" }
    }

    /// A sandbox on `now` in `zone` with Read (daily, reminder at 08:00, done on the 5th day
    /// before today) and Water (a counter of 8, filled today).
    static func sandbox(now: String, zone: String) throws -> Sandbox {
        let sandbox = try Sandbox(now: now, timeZone: zone)
        try sandbox.succeed(["add", "Read", "--remind", "08:00"])
        try sandbox.succeed(["add", "Water", "--type", "counter:8"])
        try sandbox.succeed(["log", "Water", "8"])
        try sandbox.succeed(["done", "Read", "-5"])
        return sandbox
    }

    @Test("the agenda: day by day from today, the reminder's time, today's done habits marked")
    func agenda() throws {
        let sandbox = try Self.sandbox(now: "2026-03-25T10:00:00Z", zone: "Europe/Paris")
        let text = try sandbox.succeed(["calendar", "--days", "2"]).lines
        #expect(
            text == [
                "Today, Wednesday 25 March 2026", "    08:00  Read", "  ✓        Water", "",
                "Thursday 26 March 2026", "    08:00  Read", "           Water",
            ])
        try sandbox.succeed(["settings", "language", "fr"])
        #expect(try sandbox.succeed(["calendar", "--days", "1"]).lines.first == "Aujourd’hui, mercredi 25 mars 2026")
    }

    @Test("a --days that is not 1 to 366 is a usage error naming it", arguments: ["0", "367", "ten", "-3"])
    func badDays(value: String) throws {
        let sandbox = try Sandbox()
        let result = try sandbox.kado(["calendar", "--ics", "--days", value])
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("--days") && result.error.contains(value), "\(result.error)")
    }

    /// (zone, now, the days khal lists, the UTC instants of Read's 08:00 on them).
    static let crossings: [(String, String, [String], [String])] = [
        (
            "Europe/Paris", "2026-03-25T10:00:00Z", ["2026-03-27", "2026-03-28", "2026-03-29", "2026-03-30"],
            [
                "2026-03-27T07:00:00+00:00", "2026-03-28T07:00:00+00:00", "2026-03-29T06:00:00+00:00",
                "2026-03-30T06:00:00+00:00",
            ]
        ),
        (
            "America/New_York", "2026-03-05T15:00:00Z", ["2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09"],
            [
                "2026-03-06T13:00:00+00:00", "2026-03-07T13:00:00+00:00", "2026-03-08T12:00:00+00:00",
                "2026-03-09T12:00:00+00:00",
            ]
        ),
        (
            "Europe/Paris", "2026-10-21T10:00:00Z", ["2026-10-23", "2026-10-24", "2026-10-25", "2026-10-26"],
            [
                "2026-10-23T06:00:00+00:00", "2026-10-24T06:00:00+00:00", "2026-10-25T07:00:00+00:00",
                "2026-10-26T07:00:00+00:00",
            ]
        ),
    ]

    @Test("Python's icalendar reads every event, alarm and time zone back, UIDs unique", arguments: crossings)
    func pythonReadsIt(zone: String, now: String, days: [String], alarms: [String]) throws {
        let sandbox = try Self.sandbox(now: now, zone: zone)
        let document = try sandbox.succeed(["calendar", "--ics", "--days", "10"]).output
        let parsed = try Self.parse(document, in: sandbox)
        #expect(parsed.name == "Kadō habits")
        // Read from 5 days back (done then, ✓), and 10 days from today; Water from today (✓).
        #expect(parsed.events.count == 15 + 10)
        #expect(Set(parsed.events.map(\.uid)).count == parsed.events.count)
        let read = parsed.events.filter { $0.summary.hasSuffix("Read") }
        #expect(read.count == 15)
        #expect(read.first?.summary == "✓ Read" && read.first?.status == "CONFIRMED")
        #expect(read.dropFirst().allSatisfy { $0.summary == "Read" && $0.status == "" })
        let water = parsed.events.filter { $0.summary.hasSuffix("Water") }
        #expect(water.first?.summary == "✓ Water" && water.first?.start.count == 10)
        for (day, instant) in zip(days, alarms) {
            let event = try #require(read.first { $0.start.hasPrefix(day + "T08:00:00") }, "\(day)")
            #expect(event.startUTC == instant)
            // Converted through the feed's own VTIMEZONE, the same instant as through the zone database.
            #expect(event.startByVTimezone == instant)
            #expect(event.alarms == [instant])
        }
        // Alarms only ahead: today's 08:00 has rung.
        #expect(read.filter { !$0.alarms.isEmpty }.count == 9)
        let observances = try #require(parsed.timezones[zone])
        #expect(observances.count == 2)
        #expect(observances.last?.kind == (zone.hasPrefix("Europe") && now.contains("-10-") ? "STANDARD" : "DAYLIGHT"))
    }

    @Test(
        "khal imports the feed and lists each day's events at their local times across the change", arguments: crossings
    )
    func khalListsIt(zone: String, now: String, days: [String], alarms: [String]) throws {
        guard (try? ToolRun.run("khal", ["--version"]))?.status == 0 else {
            Issue.record("khal is missing: install the Debian package khal (make test-deps)")
            throw ToolMissing(package: "khal")
        }
        let sandbox = try Self.sandbox(now: now, zone: zone)
        let document = try sandbox.succeed(["calendar", "--ics", "--days", "10"]).output
        let feed = sandbox.file("feed.ics")
        try Data(document.utf8).write(to: feed)
        let home = sandbox.file("khal")
        let vdir = home.appendingPathComponent("habits")
        try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: true)
        let config = home.appendingPathComponent("config")
        try """
        [calendars]
        [[habits]]
        path = \(vdir.path)
        type = calendar
        [sqlite]
        path = \(home.appendingPathComponent("khal.db").path)
        [locale]
        timeformat = %H:%M
        dateformat = %Y-%m-%d
        longdateformat = %Y-%m-%d
        datetimeformat = %Y-%m-%d %H:%M
        longdatetimeformat = %Y-%m-%d %H:%M
        local_timezone = \(zone)
        default_timezone = \(zone)
        [default]
        default_calendar = habits
        """.write(to: config, atomically: true, encoding: .utf8)
        func khal(_ arguments: [String]) throws -> ToolRun {
            try ToolRun.run(
                "env", ["TZ=\(zone)", "LC_ALL=C.UTF-8", "HOME=\(home.path)", "khal", "-c", config.path] + arguments)
        }
        let imported = try khal(["import", "--batch", "-a", "habits", feed.path])
        #expect(imported.status == 0, "\(imported.all)")
        let files = try FileManager.default.contentsOfDirectory(atPath: vdir.path).filter { $0.hasSuffix(".ics") }
        #expect(files.count == 25)
        let listed = try khal([
            "list", "--format", "{start-date} {start-time} {title}", "--day-format", "", days[0], days[3],
        ])
        #expect(listed.status == 0, "\(listed.all)")
        let lines = listed.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let expected = days.flatMap { ["\($0) 08:00 Read", "\($0)  Water"] }
        #expect(
            Set(lines.map { $0.replacingOccurrences(of: "  ", with: " ") })
                == Set(expected.map { $0.replacingOccurrences(of: "  ", with: " ") }), "\(listed.output)")
        #expect(lines.count == 8, "\(listed.output)")

        // Renamed and imported again: the same events, updated in place (stable UIDs), none added.
        try sandbox.succeed(["edit", "Read", "--name", "Read 20 pages"])
        try Data(try sandbox.succeed(["calendar", "--ics", "--days", "10"]).output.utf8).write(to: feed)
        let again = try khal(["import", "--batch", "-a", "habits", feed.path])
        #expect(again.status == 0, "\(again.all)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: vdir.path).filter { $0.hasSuffix(".ics") }.count == 25)
        let renamed = try khal([
            "list", "--format", "{start-date} {start-time} {title}", "--day-format", "", days[0], days[3],
        ])
        #expect(renamed.output.components(separatedBy: " 08:00 Read 20 pages").count - 1 == 4, "\(renamed.output)")
        #expect(!renamed.output.contains(" 08:00 Read\n"), "\(renamed.output)")
    }

    @Test("kado serve publishes it behind the feed's token; a new token replaces it, a revoked one is refused")
    func served() throws {
        let sandbox = try Self.sandbox(now: "2026-03-25T10:00:00Z", zone: "Europe/Paris")
        let server = try ServeCommandTests.Server(sandbox, ["--port", "0"])
        defer { server.stop() }
        let port = try #require(server.port())
        let base = "http://127.0.0.1:\(port)"
        #expect(ServeCommandTests.get(base + "/calendar.ics")?.status == 401)
        let made = try sandbox.succeed(["serve", "feed-token", "--url", base])
        let url = try #require(made.output.firstMatch(of: /(http:\S+\/calendar\.ics\?token=[0-9a-f]{64})\n/)?.output.1)
        let feed = try #require(ServeCommandTests.get(String(url)))
        #expect(feed.status == 200)
        // The same document as the command prints (the clock is pinned, so even its stamp).
        #expect(feed.body == (try sandbox.succeed(["calendar", "--ics"]).output))
        #expect(try Self.parse(feed.body, in: sandbox).events.count == 35 + 30)
        try sandbox.succeed(["serve", "feed-token", "--url", base])
        #expect(ServeCommandTests.get(String(url))?.status == 401)
        let again = try sandbox.succeed(["serve", "revoke-feed-token"])
        #expect(
            again.lines == [
                "The calendar feed is closed: its address answers no one until kado serve feed-token makes another."
            ])
        #expect(
            try sandbox.succeed(["serve", "revoke-feed-token"]).lines == [
                "There is no calendar feed to close. kado serve feed-token makes one."
            ])
    }
}

import Foundation
import KadoTestSupport
import Testing

/// A sound Kadō JSON or CSV backup, well within the limits, is read as it streams: its import
/// holds what the file decodes to, never the file nor a tree of it. The files are written here a
/// habit at a time (about 100 MB of 600,000 records each) and their dry run is measured by the
/// kernel in the `kado` process alone.
@Suite("A sound backup is read as it streams", .tags(.endToEnd), .endToEndTierOnly, .serialized)
struct ImportStreamingMemoryTests {
    /// The most memory (peak resident size) the dry run of either file may take. Reading these
    /// files whole took 544 MiB (JSON, parsed into a tree) and 795 MiB (CSV, every row kept);
    /// read a habit at a time, far less (BENCHMARKS.md, "Imports read as they stream", has the
    /// newest peaks).
    static let peakBound = 160 << 20
    static let habitCount = 240
    static let dayCount = 2_500

    enum Format: String, CaseIterable, Sendable { case json, csv }

    /// The id of habit `habit` (`record` 0) or of its record `record`.
    static func id(_ habit: Int, _ record: Int) -> String {
        let head = String(habit + 1, radix: 16, uppercase: true)
        let tail = String(record, radix: 16, uppercase: true)
        return String(repeating: "0", count: 8 - head.count) + head + "-0000-4000-8000-"
            + String(repeating: "0", count: 12 - tail.count) + tail
    }

    /// The day `offset` days after 2015-01-01, written `YYYY-MM-DD`.
    static func day(_ offset: Int, calendar: Calendar) -> String {
        let start = DateComponents(calendar: calendar, year: 2015, month: 1, day: 1).date ?? Date()
        let date = calendar.date(byAdding: .day, value: offset, to: start) ?? start
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// Writes a backup of `habitCount` daily habits, each done on `dayCount` days, to `url`,
    /// a habit at a time, as Kadō writes it (JSON pretty-printed with sorted keys); a CSV's rows
    /// day by day instead when `interleaved` (each habit's rows apart, as a spreadsheet sorted
    /// by date leaves them).
    static func write(
        _ format: Format, to url: URL, habitCount: Int = habitCount, dayCount: Int = dayCount,
        interleaved: Bool = false
    ) throws {
        FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let days = (0..<dayCount).map { day($0, calendar: calendar) }
        switch format {
        case .json:
            try handle.write(
                contentsOf: Data(
                    "{\n  \"appVersion\" : \"1.0\",\n  \"exportedAt\" : \"2026-04-01T00:00:00Z\",\n  \"formatVersion\" : 1,\n  \"habits\" : [\n"
                        .utf8))
            for habit in 0..<habitCount {
                var text = "    {\n      \"color\" : \"blue\",\n      \"completions\" : [\n"
                for (offset, day) in days.enumerated() {
                    text += "        {\n          \"date\" : \"\(day)T12:00:00Z\",\n          \"day\" : \"\(day)\",\n"
                    text += "          \"id\" : \"\(id(habit, offset + 1))\",\n          \"value\" : 1\n        }"
                    text += offset < days.count - 1 ? ",\n" : "\n"
                }
                text += "      ],\n      \"createdAt\" : \"2015-01-01T00:00:00Z\",\n"
                text += "      \"frequency\" : {\n        \"kind\" : \"daily\"\n      },\n      \"icon\" : \"star\",\n"
                text += "      \"id\" : \"\(id(habit, 0))\",\n      \"name\" : \"Habit \(habit)\",\n"
                text +=
                    "      \"reminderHour\" : 9,\n      \"reminderMinute\" : 0,\n      \"remindersEnabled\" : false,\n"
                text += "      \"scoreModel\" : \"kado\",\n      \"sortOrder\" : \(habit),\n"
                text += "      \"type\" : {\n        \"kind\" : \"binary\"\n      }\n    }"
                text += habit < habitCount - 1 ? ",\n" : "\n"
                try handle.write(contentsOf: Data(text.utf8))
            }
            try handle.write(contentsOf: Data("  ]\n}".utf8))
        case .csv:
            try handle.write(
                contentsOf: Data(
                    ("format_version,habit_id,habit_name,frequency,type,created_at,archived_at,color,icon,"
                        + "reminders_enabled,reminder_hour,reminder_minute,completion_id,completion_date,value,note\n")
                        .utf8))
            let fields = (0..<habitCount).map { habit in
                "1,\(id(habit, 0)),Habit \(habit),daily,binary,2015-01-01T00:00:00Z,,blue,star,false,9,0,"
            }
            func row(_ habit: Int, _ offset: Int) -> String {
                fields[habit] + "\(id(habit, offset + 1)),\(days[offset])T12:00:00Z,1.0,\n"
            }
            if interleaved {
                for offset in days.indices {
                    try handle.write(contentsOf: Data((0..<habitCount).map { row($0, offset) }.joined().utf8))
                }
            } else {
                for habit in 0..<habitCount {
                    try handle.write(contentsOf: Data(days.indices.map { row(habit, $0) }.joined().utf8))
                }
            }
        }
    }

    @Test(
        "kado import --dry-run of 600,000 records (about 100 MB) stays far below the file read whole",
        arguments: Format.allCases)
    func dryRun(_ format: Format) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        let file = sandbox.file("backup.\(format.rawValue)")
        try Self.write(format, to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? 0
        #expect(size > 90_000_000, "\(format): \(size) bytes")
        let (result, peak) = try PeakMemory.run(
            try KadoBinary.require(), ["import", file.path, "--dry-run"], environment: sandbox.environment(),
            scratch: sandbox.scratch)
        #expect(result.status == 0, "\(format): \(result)")
        let records = Self.habitCount * Self.dayCount
        #expect(result.output.contains("completions  \(records) in the file: \(records) new"), "\(format): \(result)")
        #expect(peak < Self.peakBound, "\(format): peak \(peak >> 20) MiB for \(size >> 20) MiB")
    }

    /// The most memory the import of the JSON file may take now that its records are read a
    /// habit at a time, dry run and applied. Measured on this file (debug build, the same
    /// machine, `KadoPeakMemory`): the whole contents at once (`main` before this change) took
    /// 109 MiB for the dry run and 148 MiB applied; a habit at a time takes 50 MiB and 105 MiB.
    /// What the applied import adds is not the file's: SQLite's 32 MiB page cache, filled by
    /// the check of the database and the writes, and the Today snapshot published after the
    /// commit (`kado today` on the imported database alone peaks at 92 MiB).
    static func habitAtATimeBound(dryRun: Bool) -> Int {
        dryRun ? 72 << 20 : 128 << 20
    }

    @Test(
        "kado import of 600,000 records in Kadō JSON, dry run and applied, holds one habit's records at a time",
        arguments: [true, false])
    func habitAtATime(dryRun: Bool) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["settings", "backups", "off"])
        let file = sandbox.file("backup.json")
        try Self.write(.json, to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? 0
        let (result, peak) = try PeakMemory.run(
            try KadoBinary.require(), ["import", file.path] + (dryRun ? ["--dry-run"] : []),
            environment: sandbox.environment(), scratch: sandbox.scratch)
        #expect(result.status == 0, "\(result)")
        let records = Self.habitCount * Self.dayCount
        #expect(result.output.contains("completions  \(records) in the file: \(records) new"), "\(result)")
        #expect(
            peak < Self.habitAtATimeBound(dryRun: dryRun),
            "dry run \(dryRun): peak \(peak >> 20) MiB for \(size >> 20) MiB")
        if !dryRun {
            let again = try sandbox.succeed(["import", file.path, "--dry-run"])
            #expect(again.output.contains("0 new, 0 updated, \(records) unchanged"), "\(again)")
        }
    }

    /// How much more the dry run of a Kadō CSV may hold when 239 habits of 1,000 records each
    /// (239,000 records, 40 MB) come with a habit of 1,000 records, against that habit alone:
    /// its records are read a habit at a time, so those of the other habits cost only 8 bytes
    /// each (the check of ids given twice), and where each habit's rows are. Measured on these
    /// files (debug build, `KadoPeakMemory`): 43 MiB for the one habit; with the 239 others,
    /// 45 MiB when each habit's rows come together (one stretch a habit), 48 MiB when they
    /// alternate day by day (one stretch a row, 16 bytes each). Reading the whole contents at
    /// once (`main` before this change) took 67 and 66 MiB: 23 MiB more than the one habit.
    static let csvGrowthBound = (together: 8 << 20, interleaved: 12 << 20)

    @Test(
        "kado import --dry-run of a Kadō CSV holds one habit's records at a time: the records of other habits add little",
        arguments: [false, true])
    func csvHabitAtATime(interleaved: Bool) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        var peaks: [Int] = []
        for habitCount in [1, 240] {
            let file = sandbox.file("backup-\(habitCount).csv")
            try Self.write(.csv, to: file, habitCount: habitCount, dayCount: 1_000, interleaved: interleaved)
            defer { try? FileManager.default.removeItem(at: file) }
            let (result, peak) = try PeakMemory.run(
                try KadoBinary.require(), ["import", file.path, "--dry-run"], environment: sandbox.environment(),
                scratch: sandbox.scratch)
            #expect(result.status == 0, "\(result)")
            let records = habitCount * 1_000
            #expect(result.output.contains("completions  \(records) in the file: \(records) new"), "\(result)")
            peaks.append(peak)
        }
        let bound = interleaved ? Self.csvGrowthBound.interleaved : Self.csvGrowthBound.together
        #expect(
            peaks[1] - peaks[0] < bound,
            "interleaved \(interleaved): \(peaks[0] >> 20) MiB for one habit, \(peaks[1] >> 20) MiB with 239 more")
    }
}
